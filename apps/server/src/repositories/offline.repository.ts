// The offline gate's sync (docs/offline.md): devices' offline spells, the conflicts between a device's offline
// decision and the server's, and what the admin's Devices screen reads of both (and of the rows devices synced).
import type { Insertable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { OfflineConflictsTable, OfflinePeriodsTable } from '../db/schema.ts';

export async function insertOfflinePeriod(db: Db, values: Insertable<OfflinePeriodsTable>) {
  return db.insertInto('offline_periods').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function insertOfflineConflict(db: Db, values: Insertable<OfflineConflictsTable>) {
  return db.insertInto('offline_conflicts').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A network's offline spells, newest first (at most `limit`). */
export async function listOfflinePeriods(db: Db, networkId: number, limit: number) {
  return db
    .selectFrom('offline_periods')
    .selectAll()
    .where('network_id', '=', networkId)
    .orderBy('offline_from', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Per device that synced registers: how many, its last row's access point and guard, and when it last synced. */
export async function listSyncedDevices(db: Db, networkId: number) {
  return db
    .selectFrom('transactions as t')
    .where('t.network_id', '=', networkId)
    .where('t.offline_device_id', 'is not', null)
    .select((eb) => [
      't.offline_device_id as device_id',
      eb.fn.countAll<string>().as('registers'),
      eb.fn.max('t.synced_at').as('last_synced_at'),
      // The latest row's access point and guard (ids are increasing with time of sync).
      eb.fn.max('t.id').as('last_id'),
    ])
    .groupBy('t.offline_device_id')
    .execute();
}

/** Open conflicts per device. */
export async function countOpenConflicts(db: Db, networkId: number) {
  return db
    .selectFrom('offline_conflicts')
    .where('network_id', '=', networkId)
    .where('resolved_at', 'is', null)
    .select((eb) => ['device_id', eb.fn.countAll<string>().as('open')])
    .groupBy('device_id')
    .execute();
}

/** The access point and guard of some logbook rows, by row id. */
export async function rowsPlaceAndGuard(db: Db, networkId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('transactions')
    .select(['id', 'access_server_id', 'created_by_user_id'])
    .where('network_id', '=', networkId)
    .where('id', 'in', ids)
    .execute();
}

/** Access points by id, with their zone. */
export async function accessPointsByIds(db: Db, networkId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('access_servers')
    .select(['id', 'name', 'time_zone'])
    .where('network_id', '=', networkId)
    .where('id', 'in', ids)
    .execute();
}

/** Users' names by id. */
export async function userNamesByIds(db: Db, networkId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('network_id', '=', networkId)
    .where('id', 'in', ids)
    .execute();
}

const conflictQuery = (db: Db, networkId: number) =>
  db
    .selectFrom('offline_conflicts as c')
    .innerJoin('transactions as t', (join) =>
      join.onRef('t.id', '=', 'c.transaction_id').on('t.network_id', '=', networkId),
    )
    .innerJoin('access_servers as s', 's.id', 't.access_server_id')
    .leftJoin('gates as g', 'g.id', 't.gate_id')
    .leftJoin('access_keys as k', 'k.id', 'c.access_key_id')
    .leftJoin('users as guard', 'guard.id', 't.created_by_user_id')
    .leftJoin('users as resolver', 'resolver.id', 'c.resolved_by_user_id')
    .where('c.network_id', '=', networkId)
    .selectAll('c')
    .select([
      't.created_at as occurred_at',
      't.visitor_name',
      't.access_key_type',
      't.access_server_id',
      's.name as access_server_name',
      's.time_zone',
      'g.id as gate_id',
      'g.name as gate_name',
      'k.unique_id as key_unique_id',
      'guard.id as guard_id',
      'guard.name as guard_name',
      'resolver.name as resolver_name',
    ]);

export type OfflineConflictListRow = Awaited<ReturnType<typeof listOfflineConflicts>>[number];

/** A network's conflicts, newest first: open ones, resolved ones, or all. */
export async function listOfflineConflicts(
  db: Db,
  networkId: number,
  status: 'open' | 'resolved' | 'all',
  limit: number,
) {
  let q = conflictQuery(db, networkId);
  if (status === 'open') q = q.where('c.resolved_at', 'is', null);
  if (status === 'resolved') q = q.where('c.resolved_at', 'is not', null);
  return q.orderBy('c.id', 'desc').limit(limit).execute();
}

export async function findOfflineConflict(db: Db, networkId: number, id: number) {
  return conflictQuery(db, networkId).where('c.id', '=', id).executeTakeFirst();
}

/** Marks a conflict reviewed (once: a reviewed conflict keeps its first review). */
export async function resolveOfflineConflict(
  db: Db,
  networkId: number,
  id: number,
  values: { userId: number; note: string; at: Date },
) {
  return db
    .updateTable('offline_conflicts')
    .set({ resolved_at: values.at, resolved_by_user_id: values.userId, resolution_note: values.note })
    .where('network_id', '=', networkId)
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
}
