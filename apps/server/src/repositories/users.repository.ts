// Users and their access points. Every query is scoped by network_id; deleted users are invisible.
import type { Role } from '@garita/contract';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { UserRow, UsersTable } from '../db/schema.ts';
import { escapeLike, gatesOf, networkAccessServerIds, userAccessServerIds } from './access-servers.repository.ts';
import { deleteDynamicKeySecret } from './dynamic-key-secrets.repository.ts';

export interface UserFilter {
  networkId: number;
  roles?: Role[];
  networkGroupId?: number;
  /** Only users this user invited (a host's secondary users). */
  invitedById?: number;
  query?: string;
  limit: number;
  offset: number;
}

function filtered(db: Db, f: Omit<UserFilter, 'limit' | 'offset'>) {
  let q = db.selectFrom('users').where('network_id', '=', f.networkId).where('deleted_at', 'is', null);
  // No role at all (a host asking for admins) matches nobody: `in ()` is not SQL.
  if (f.roles) q = f.roles.length ? q.where('role', 'in', f.roles) : q.where(sql<boolean>`false`);
  if (f.networkGroupId) q = q.where('network_group_id', '=', f.networkGroupId);
  if (f.invitedById) q = q.where('invited_by_id', '=', f.invitedById);
  if (f.query) {
    const like = `%${escapeLike(f.query)}%`;
    q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('email', 'ilike', like), eb('phone', 'like', like)]));
  }
  return q;
}

export async function listUsers(db: Db, f: UserFilter): Promise<{ rows: UserRow[]; total: number }> {
  const q = filtered(db, f);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('name').orderBy('id').limit(f.limit).offset(f.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findUser(db: Db, networkId: number, id: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Any network: emails are unique across Garita. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function countActiveUsers(db: Db, networkId: number, role: Role): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('network_id', '=', networkId)
    .where('role', '=', role)
    .where('deleted_at', 'is', null)
    .where('active', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Joins the caller's transaction when given one (setup creates a network and its admin together). */
export async function insertUser(db: Db, values: Insertable<UsersTable>, accessServerIds: number[]): Promise<UserRow> {
  const write = async (trx: Db) => {
    const user = await trx.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
    await setUserAccessServers(trx, user, accessServerIds);
    return user;
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}

export async function updateUser(
  db: Db,
  user: UserRow,
  values: Updateable<UsersTable>,
  accessServerIds?: number[],
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', user.id)
      .where('network_id', '=', user.network_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (accessServerIds) await setUserAccessServers(trx, updated, accessServerIds);
    return updated;
  });
}

async function setUserAccessServers(db: Db, user: UserRow, ids: number[]): Promise<void> {
  await db.deleteFrom('user_access_servers').where('user_id', '=', user.id).execute();
  if (ids.length === 0) return;
  await db
    .insertInto('user_access_servers')
    .values(
      [...new Set(ids)].map((access_server_id) => ({
        user_id: user.id,
        access_server_id,
        network_id: user.network_id,
      })),
    )
    .execute();
}

export async function softDeleteUser(db: Db, user: UserRow, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ deleted_at: now, active: false, updated_at: now })
    .where('id', '=', user.id)
    .where('network_id', '=', user.network_id)
    .execute();
  // The dynamic key's code secret goes with the account: no code of theirs opens anywhere again.
  await deleteDynamicKeySecret(db, user.network_id, user.id);
}

/** Secondary users of a unit, removed ones included (what they did stays in the host's history). */
/** The secondary users a host invited, removed ones included. */
export async function invitedSecondaryUserIds(db: Db, networkId: number, hostId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('network_id', '=', networkId)
    .where('invited_by_id', '=', hostId)
    .where('role', '=', 'secondary_user')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * What the CMS mirror of a user needs (services/cms-sync.ts), removed or not: the row, its network's uuid and the
 * access points assigned to it. Undefined for an id that never was a user.
 */
export async function userForSync(db: Db, id: number) {
  const user = await db
    .selectFrom('users')
    .innerJoin('networks', 'networks.id', 'users.network_id')
    .selectAll('users')
    .select('networks.uuid as network_uuid')
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!user) return undefined;
  const assigned = await db
    .selectFrom('user_access_servers')
    .select('access_server_id')
    .where('user_id', '=', id)
    .orderBy('access_server_id')
    .execute();
  return { ...user, access_server_ids: assigned.map((a) => a.access_server_id) };
}

/** A user by id alone, removed or not (the session's own user after login). */
export async function findUserById(db: Db, id: number): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * What the User shape needs besides the rows, for many users in a few queries: their units, who invited them,
 * the active access points they work at (every one of the network for an admin) and the gates of each one's
 * current access point.
 */
export async function userDetails(db: Db, networkId: number, users: UserRow[]) {
  const ids = users.map((u) => u.id);
  const groupIds = [...new Set(users.flatMap((u) => (u.network_group_id === null ? [] : [u.network_group_id])))];
  const inviterIds = [...new Set(users.flatMap((u) => (u.invited_by_id === null ? [] : [u.invited_by_id])))];
  const hasAdmin = users.some((u) => u.role === 'network_admin');
  const [assigned, networkIds, groups, inviters] = await Promise.all([
    userAccessServerIds(db, ids),
    hasAdmin ? networkAccessServerIds(db, networkId) : Promise.resolve([]),
    groupIds.length
      ? db.selectFrom('network_groups').select(['id', 'name']).where('id', 'in', groupIds).execute()
      : Promise.resolve([]),
    inviterIds.length
      ? db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', inviterIds).execute()
      : Promise.resolve([]),
  ]);
  const accessServerIdsOf = (u: UserRow) => (u.role === 'network_admin' ? networkIds : (assigned.get(u.id) ?? []));
  const needed = new Set<number>();
  for (const u of users) {
    for (const id of accessServerIdsOf(u)) needed.add(id);
    if (u.last_access_server_id) needed.add(u.last_access_server_id);
  }
  const servers = needed.size
    ? await db
        .selectFrom('access_servers')
        .selectAll()
        .where('network_id', '=', networkId)
        .where('id', 'in', [...needed])
        // A deactivated access point is no longer one a user works at or can choose.
        .where('deactivated_at', 'is', null)
        .orderBy('name')
        .execute()
    : [];
  const currentIds = users.flatMap((u) => {
    const own = servers.filter((s) => accessServerIdsOf(u).includes(s.id));
    const id =
      u.last_access_server_id && own.some((s) => s.id === u.last_access_server_id)
        ? u.last_access_server_id
        : own[0]?.id;
    return id ? [id] : [];
  });
  const gates = await gatesOf(db, [...new Set(currentIds)]);
  return {
    accessServerIds: new Map(users.map((u) => [u.id, accessServerIdsOf(u)])),
    servers,
    gates,
    groups: new Map(groups.map((g) => [g.id, g])),
    inviters: new Map(inviters.map((i) => [i.id, i])),
  };
}

export type UserDetails = Awaited<ReturnType<typeof userDetails>>;
