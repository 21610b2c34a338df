// Units (network groups) with their access points and users. Scoped by network_id.
import type { Db } from '../db/index.ts';
import { escapeLike } from './access-servers.repository.ts';

export async function listNetworkGroups(
  db: Db,
  f: { networkId: number; query?: string; accessServerId?: number; onlyIds?: number[]; limit: number; offset: number },
) {
  let q = db.selectFrom('network_groups').where('network_id', '=', f.networkId);
  if (f.query) q = q.where('name', 'ilike', `%${escapeLike(f.query)}%`);
  if (f.onlyIds) q = f.onlyIds.length ? q.where('id', 'in', f.onlyIds) : q.where(({ lit }) => lit(false));
  if (f.accessServerId) {
    const serverId = f.accessServerId;
    q = q.where('id', 'in', (eb) =>
      eb.selectFrom('network_group_access_servers').select('network_group_id').where('access_server_id', '=', serverId),
    );
  }
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('name').orderBy('id').limit(f.limit).offset(f.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function groupDetails(db: Db, groupIds: number[]) {
  if (groupIds.length === 0) return { servers: [], users: [] };
  const [servers, users] = await Promise.all([
    db
      .selectFrom('network_group_access_servers as g')
      .innerJoin('access_servers as s', 's.id', 'g.access_server_id')
      .select(['g.network_group_id', 's.id', 's.name', 's.venue_name'])
      .where('g.network_group_id', 'in', groupIds)
      .orderBy('s.name')
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'role', 'network_group_id'])
      .where('network_group_id', 'in', groupIds)
      .where('deleted_at', 'is', null)
      .orderBy('name')
      .execute(),
  ]);
  return { servers, users };
}

export async function findNetworkGroup(db: Db, networkId: number, id: number) {
  return db
    .selectFrom('network_groups')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function saveNetworkGroup(
  db: Db,
  networkId: number,
  input: { id?: number; name: string; accessServerIds: number[] },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let id = input.id;
    if (id) {
      await trx
        .updateTable('network_groups')
        .set({ name: input.name })
        .where('id', '=', id)
        .where('network_id', '=', networkId)
        .execute();
      await trx.deleteFrom('network_group_access_servers').where('network_group_id', '=', id).execute();
    } else {
      id = (
        await trx
          .insertInto('network_groups')
          .values({ network_id: networkId, name: input.name })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    const groupId = id;
    await trx
      .insertInto('network_group_access_servers')
      .values(
        input.accessServerIds.map((access_server_id) => ({
          network_group_id: groupId,
          access_server_id,
          network_id: networkId,
        })),
      )
      .execute();
    return groupId;
  });
}

/** The access points of a unit (a new host of the unit works at these unless told otherwise). */
export async function unitAccessServerIds(db: Db, networkGroupId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('network_group_access_servers')
    .select('access_server_id')
    .where('network_group_id', '=', networkGroupId)
    .execute();
  return rows.map((r) => r.access_server_id);
}

/** The units reached through any of these access points (a guard registers visitors for them). */
export async function unitIdsAtAccessServers(db: Db, accessServerIds: number[]): Promise<number[]> {
  if (accessServerIds.length === 0) return [];
  const rows = await db
    .selectFrom('network_group_access_servers')
    .select('network_group_id')
    .distinct()
    .where('access_server_id', 'in', accessServerIds)
    .execute();
  return rows.map((r) => r.network_group_id);
}
