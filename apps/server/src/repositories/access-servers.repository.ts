// Access points, their gates and who may use them. Every query is scoped by network_id. Deactivated access
// points and gates (deactivated_at set) stay in the tables for the keys and logbook rows that name them; the
// lists leave them out unless asked (admins' screens).
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { AccessServerRow, AccessServersTable, GateRow, GateUpdate, NewGate } from '../db/schema.ts';

export interface AccessServerWithGates extends AccessServerRow {
  gates: GateRow[];
}

export async function gatesOf(
  db: Db,
  accessServerIds: number[],
  options: { includeInactive?: boolean } = {},
): Promise<Map<number, GateRow[]>> {
  const byServer = new Map<number, GateRow[]>(accessServerIds.map((id) => [id, []]));
  if (accessServerIds.length === 0) return byServer;
  let q = db.selectFrom('gates').selectAll().where('access_server_id', 'in', accessServerIds);
  if (!options.includeInactive) q = q.where('deactivated_at', 'is', null);
  const gates = await q.orderBy('type').orderBy('id').execute();
  for (const gate of gates) byServer.get(gate.access_server_id)?.push(gate);
  return byServer;
}

export async function withGates(
  db: Db,
  servers: AccessServerRow[],
  options: { includeInactive?: boolean } = {},
): Promise<AccessServerWithGates[]> {
  const gates = await gatesOf(
    db,
    servers.map((s) => s.id),
    options,
  );
  return servers.map((s) => ({ ...s, gates: gates.get(s.id) ?? [] }));
}

export async function findAccessServer(db: Db, networkId: number, id: number) {
  return db
    .selectFrom('access_servers')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Access points by id that belong to the network (deactivated too, unless `activeOnly`), by name; ids of other
 * networks are simply absent.
 */
export async function findAccessServers(
  db: Db,
  networkId: number,
  ids: number[],
  options: { activeOnly?: boolean } = {},
) {
  if (ids.length === 0) return [];
  let q = db.selectFrom('access_servers').selectAll().where('network_id', '=', networkId).where('id', 'in', ids);
  if (options.activeOnly) q = q.where('deactivated_at', 'is', null);
  return q.orderBy('name').execute();
}

/**
 * Access points that may be chosen for something new (an invitation, an event, a unit, a user, the guard's
 * current access point): of the network and not deactivated; others are simply absent.
 */
export const findActiveAccessServers = (db: Db, networkId: number, ids: number[]) =>
  findAccessServers(db, networkId, ids, { activeOnly: true });

export async function listAccessServers(
  db: Db,
  filter: {
    networkId: number;
    onlyIds?: number[];
    query?: string;
    includeInactive?: boolean;
    limit: number;
    offset: number;
  },
) {
  let q = db.selectFrom('access_servers').where('network_id', '=', filter.networkId);
  if (!filter.includeInactive) q = q.where('deactivated_at', 'is', null);
  if (filter.onlyIds)
    q = filter.onlyIds.length ? q.where('id', 'in', filter.onlyIds) : q.where(({ lit }) => lit(false));
  if (filter.query) {
    const like = `%${escapeLike(filter.query)}%`;
    q = q.where((eb) =>
      eb.or([eb('name', 'ilike', like), eb('venue_name', 'ilike', like), eb('address', 'ilike', like)]),
    );
  }
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('name').orderBy('id').limit(filter.limit).offset(filter.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function insertAccessServer(db: Db, values: Insertable<AccessServersTable>) {
  return db.insertInto('access_servers').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateAccessServer(
  db: Db,
  networkId: number,
  id: number,
  values: Omit<Updateable<AccessServersTable>, 'id' | 'network_id' | 'created_at'>,
) {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('access_servers').set(values).where('network_id', '=', networkId).where('id', '=', id).execute();
}

export async function insertGate(db: Db, values: NewGate) {
  return db.insertInto('gates').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateGate(
  db: Db,
  networkId: number,
  id: number,
  values: Omit<GateUpdate, 'id' | 'network_id' | 'access_server_id' | 'created_at'>,
) {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('gates').set(values).where('network_id', '=', networkId).where('id', '=', id).execute();
}

/** Whether logbook rows or opening attempts point at the gate (then it is deactivated, never deleted). */
export async function gateHasHistory(db: Db, networkId: number, id: number): Promise<boolean> {
  // Rare (an admin removing a gate): transactions has no gate_id index, and the foreign key check of a delete
  // would read the same rows.
  const used = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb.selectFrom('transactions').select('id').where('network_id', '=', networkId).where('gate_id', '=', id),
        )
        .as('logbook'),
      eb
        .exists(
          eb.selectFrom('gate_openings').select('id').where('network_id', '=', networkId).where('gate_id', '=', id),
        )
        .as('openings'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(used.logbook) || Boolean(used.openings);
}

export async function deleteGate(db: Db, networkId: number, id: number) {
  await db.deleteFrom('gates').where('network_id', '=', networkId).where('id', '=', id).execute();
}

export async function findGate(db: Db, networkId: number, gateId: number) {
  return db
    .selectFrom('gates')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('id', '=', gateId)
    .executeTakeFirst();
}

/** Ids of the access servers a user is assigned to. */
export async function userAccessServerIds(db: Db, userIds: number[]): Promise<Map<number, number[]>> {
  const byUser = new Map<number, number[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_access_servers')
    .select(['user_id', 'access_server_id'])
    .where('user_id', 'in', userIds)
    .execute();
  for (const row of rows) byUser.get(row.user_id)?.push(row.access_server_id);
  return byUser;
}

export async function networkAccessServerIds(db: Db, networkId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('access_servers')
    .select('id')
    .where('network_id', '=', networkId)
    .orderBy('name')
    .execute();
  return rows.map((r) => r.id);
}

/** `%` and `_` typed by a user are literal characters in a search, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Every column of access_servers, for reading one joined to another row (checked complete when this compiles). */
const ACCESS_SERVER_COLUMNS = [
  'id',
  'network_id',
  'name',
  'venue_name',
  'address',
  'latitude',
  'longitude',
  'time_zone',
  'photo_id',
  'front_plates',
  'back_plates',
  'other',
  'accreditation',
  'deactivated_at',
  'provider_max_stay_hours',
  'created_at',
] as const satisfies readonly (keyof AccessServersTable)[];
type MissingColumn = Exclude<keyof AccessServersTable, (typeof ACCESS_SERVER_COLUMNS)[number]>;
const _everyColumn: [MissingColumn] extends [never] ? true : MissingColumn = true;
void _everyColumn;

/**
 * The gate of a scan or register in one statement (it runs on every scan): the gate of the network, its access
 * point if that is of the same network, and whether the user is assigned to that access point. The caller
 * decides (services/access-keys.validate.ts `loadGate`).
 */
export async function findScanGate(db: Db, networkId: number, gateId: number, userId: number) {
  const row = await db
    .selectFrom('gates as g')
    .leftJoin('access_servers as s', (join) =>
      join.onRef('s.id', '=', 'g.access_server_id').on('s.network_id', '=', networkId),
    )
    .selectAll('g')
    .select(ACCESS_SERVER_COLUMNS.map((c) => sql.ref(`s.${c}`).as(`s_${c}`)))
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('user_access_servers as a')
            .select('a.user_id')
            .where('a.user_id', '=', userId)
            .whereRef('a.access_server_id', '=', 'g.access_server_id'),
        )
        .as('s_assigned'),
    )
    .where('g.network_id', '=', networkId)
    .where('g.id', '=', gateId)
    .executeTakeFirst();
  if (!row) return undefined;
  const gate: Record<string, unknown> = {};
  const accessServer: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (column.startsWith('s_')) accessServer[column.slice(2)] = value;
    else gate[column] = value;
  }
  const assigned = accessServer.assigned === true;
  delete accessServer.assigned;
  return {
    gate: gate as GateRow,
    accessServer: accessServer.id === null ? undefined : (accessServer as AccessServerRow),
    assigned,
  };
}
