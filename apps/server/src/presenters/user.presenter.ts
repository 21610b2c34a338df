// User rows -> the User shape of spec §3 for one viewer: pure, from the rows and what
// users.repository `userDetails` loaded for them; each user says what the viewer may do with it.
import { type LoginResponse, type NetworkInfo, resolveDashboardUrl, type User } from '@garita/contract';
import type { NetworkRow, UserRow } from '../db/schema.ts';
import { abilitiesOf, canDeleteUser, canEditUser, type Viewer } from '../policies/users.ts';
import type { UserDetails } from '../repositories/users.repository.ts';
import { presentGate, presentSettings } from './access-server.presenter.ts';

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
  providers_enabled: n.providers_enabled,
  custom_attributes_enabled: n.custom_attributes_enabled,
  favorites_enabled: n.favorites_enabled,
  ctpat_form_url: n.ctpat_form_url,
});

/**
 * `desktopModeEmails`: the deployment's accounts always shown the desktop layout (config.desktopModeEmails); a
 * user learns it about themselves only.
 */
export function presentUsers(
  viewer: Viewer,
  network: NetworkRow,
  users: UserRow[],
  details: UserDetails,
  desktopModeEmails: readonly string[],
): User[] {
  const serverById = new Map(details.servers.map((s) => [s.id, s]));
  const presentedNetwork = presentNetwork(network);

  return users.map((u) => {
    const ids = details.accessServerIds.get(u.id) ?? [];
    const own = details.servers.filter((s) => ids.includes(s.id));
    const lastId =
      u.last_access_server_id && own.some((s) => s.id === u.last_access_server_id)
        ? u.last_access_server_id
        : own[0]?.id;
    const last = lastId ? serverById.get(lastId) : undefined;
    const group = u.network_group_id ? details.groups.get(u.network_group_id) : undefined;
    const inviter = u.invited_by_id ? details.inviters.get(u.invited_by_id) : undefined;
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
            gates: (details.gates.get(last.id) ?? []).map((g) => presentGate(g)),
            settings: presentSettings(last),
          }
        : null,
      email_notification: u.email_notification,
      push_notification: u.push_notification,
      invited_by: inviter ? { name: inviter.name, email: inviter.email } : null,
      abilities: abilitiesOf(u.role),
      can_edit: canEditUser(viewer, u),
      can_delete: canDeleteUser(viewer, u),
      desktop_mode: u.id === viewer.user.id && desktopModeEmails.includes(u.email.toLowerCase()),
    };
  });
}

/** The answer of POST /login, also given by POST /setup: the token and the signed-in user, as they see themselves. */
export function presentLogin(
  user: UserRow,
  network: NetworkRow,
  details: UserDetails,
  token: string,
  desktopModeEmails: readonly string[],
): LoginResponse {
  const [presented] = presentUsers({ user }, network, [user], details, desktopModeEmails);
  if (!presented) throw new Error('presentUsers returned nothing');
  return { meta: { auth_token: token }, user: presented };
}
