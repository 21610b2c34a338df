// User rows -> the User shape of spec §3, loading what it needs for many users in a few queries.
import {
  type Abilities,
  type LoginResponse,
  type NetworkInfo,
  type Role,
  resolveDashboardUrl,
  type User,
} from '@garita/contract';
import type { Db } from '../db/index.ts';
import type { NetworkRow, UserRow } from '../db/schema.ts';
import { can } from '../policies/index.ts';
import { gatesOf, networkAccessServerIds, userAccessServerIds } from '../repositories/access-servers.repository.ts';
import { findNetwork } from '../repositories/networks.repository.ts';
import { presentGate, presentSettings } from './access-server.presenter.ts';

export const CREATABLE_ROLES: Record<Role, Role[]> = {
  network_admin: ['network_admin', 'host', 'security_guard'],
  host: ['secondary_user'],
  security_guard: [],
  secondary_user: [],
};

export function abilitiesOf(role: Role): Abilities {
  return {
    manage_users: can(role, 'users.create'),
    create_roles: CREATABLE_ROLES[role],
    manage_units: can(role, 'network_groups.create'),
    manage_access_points: can(role, 'access_servers.update'),
    register_visits: can(role, 'transactions.create'),
    create_invitations: can(role, 'access_keys.create'),
    view_intelligence: can(role, 'intelligence.show'),
    manage_network: can(role, 'network.update'),
    download_lists: role !== 'security_guard',
    edit_own_user: can(role, 'users.update'),
  };
}

export const presentNetwork = (n: NetworkRow): NetworkInfo => ({
  id: n.id,
  uuid: n.uuid,
  logo_url: n.logo_url,
  company_name: n.name,
  passback_activated_by_default: n.passback_activated_by_default,
  block_antipassback: n.block_antipassback,
  force_multiple_access: n.force_multiple_access,
  id_back_photo: n.id_back_photo,
  analytics_dashboard_url: resolveDashboardUrl(n.analytics_dashboard_url, n.uuid),
});

export async function presentUsers(db: Db, network: NetworkRow, users: UserRow[]): Promise<User[]> {
  if (users.length === 0) return [];
  const ids = users.map((u) => u.id);
  const groupIds = [...new Set(users.map((u) => u.network_group_id).filter((id): id is number => id !== null))];
  const inviterIds = [...new Set(users.map((u) => u.invited_by_id).filter((id): id is number => id !== null))];
  const hasAdmin = users.some((u) => u.role === 'network_admin');
  const [assigned, allServerIds, groups, inviters] = await Promise.all([
    userAccessServerIds(db, ids),
    hasAdmin ? networkAccessServerIds(db, network.id) : Promise.resolve([]),
    groupIds.length
      ? db.selectFrom('network_groups').select(['id', 'name']).where('id', 'in', groupIds).execute()
      : Promise.resolve([]),
    inviterIds.length
      ? db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', inviterIds).execute()
      : Promise.resolve([]),
  ]);
  // Admins may work at every access point of their network.
  const serverIdsOf = (u: UserRow) => (u.role === 'network_admin' ? allServerIds : (assigned.get(u.id) ?? []));
  const neededServers = new Set<number>();
  for (const u of users) {
    for (const id of serverIdsOf(u)) neededServers.add(id);
    if (u.last_access_server_id) neededServers.add(u.last_access_server_id);
  }
  const servers = neededServers.size
    ? await db
        .selectFrom('access_servers')
        .selectAll()
        .where('network_id', '=', network.id)
        .where('id', 'in', [...neededServers])
        // A deactivated access point is no longer one a user works at or can choose.
        .where('deactivated_at', 'is', null)
        .orderBy('name')
        .execute()
    : [];
  const serverById = new Map(servers.map((s) => [s.id, s]));
  const lastIds = users.map((u) => u.last_access_server_id ?? serverIdsOf(u)[0]).filter((id): id is number => !!id);
  const gates = await gatesOf(db, [...new Set(lastIds)]);
  const groupById = new Map(groups.map((g) => [g.id, g]));
  const inviterById = new Map(inviters.map((i) => [i.id, i]));
  const presentedNetwork = presentNetwork(network);

  return users.map((u) => {
    const own = servers.filter((s) => serverIdsOf(u).includes(s.id));
    const lastId =
      u.last_access_server_id && own.some((s) => s.id === u.last_access_server_id)
        ? u.last_access_server_id
        : own[0]?.id;
    const last = lastId ? serverById.get(lastId) : undefined;
    const group = u.network_group_id ? groupById.get(u.network_group_id) : undefined;
    const inviter = u.invited_by_id ? inviterById.get(u.invited_by_id) : undefined;
    return {
      id: u.id,
      name: u.name,
      full_name: u.name,
      email: u.email,
      phone: u.phone,
      country_code: u.country_code,
      phone_number: u.phone ? `${u.country_code}${u.phone}` : '',
      role: u.role,
      roles: [{ name: u.role }],
      active: u.active,
      network: presentedNetwork,
      network_group: group ? { id: group.id, name: group.name } : null,
      access_servers: own.map((s) => ({ id: s.id, name: s.name, venue_name: s.venue_name })),
      last_access_selected: last
        ? {
            id: last.id,
            name: last.name,
            time_zone: last.time_zone,
            gates: (gates.get(last.id) ?? []).map((g) => presentGate(g)),
            settings: presentSettings(last),
          }
        : null,
      email_notification: u.email_notification,
      push_notification: u.push_notification,
      invited_by: inviter ? { name: inviter.name, email: inviter.email } : null,
      abilities: abilitiesOf(u.role),
    };
  });
}

export async function presentUser(db: Db, network: NetworkRow, user: UserRow): Promise<User> {
  const [presented] = await presentUsers(db, network, [user]);
  if (!presented) throw new Error('presentUsers returned nothing');
  return presented;
}

/** The answer of POST /login, also given by POST /setup: the token and the signed-in user. */
export async function presentLogin(db: Db, user: UserRow, token: string): Promise<LoginResponse> {
  const network = await findNetwork(db, user.network_id);
  if (!network) throw new Error(`user ${user.id} has no network`);
  return { meta: { auth_token: token }, user: await presentUser(db, network, user) };
}
