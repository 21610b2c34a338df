// The daily purge's SQL (docs/privacy.md): the lock that lets one instance run it, the networks and their windows,
// batches of old photos, the erasure of visitors' personal data in batches (each one statement over an index of
// the rows not erased yet), and the record of each run (purge_runs).
import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/index.ts';
import type { Database, PurgeRunRow, PurgeRunsTable } from '../db/schema.ts';

// One number for every instance: of two servers (or a server and `garita purge`) only one runs the purge.
const PURGE_LOCK = 0x6761_7270; // 'garp'

/** Purges running in this process: on PGlite every caller shares one session, where advisory locks nest. */
const runningHere = new WeakSet<object>();

/**
 * Runs `work` holding the purge lock on one connection of `db`, or answers `{ ran: false }` at once when another
 * purge holds it (another instance on PostgreSQL: `pg_try_advisory_lock`; this process: both databases). The lock
 * is a session lock, so batches commit one by one while it is held; it goes with the connection if the process dies.
 */
export async function withPurgeLock<T>(
  db: Db,
  work: (conn: Db) => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (runningHere.has(db)) return { ran: false };
  runningHere.add(db);
  try {
    return await db.connection().execute(async (conn) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${sql.lit(PURGE_LOCK)}) as locked`.execute(conn);
      if (!rows[0]?.locked) return { ran: false as const };
      try {
        return { ran: true as const, value: await work(conn) };
      } finally {
        await sql`select pg_advisory_unlock(${sql.lit(PURGE_LOCK)})`.execute(conn);
      }
    });
  } finally {
    runningHere.delete(db);
  }
}

export interface NetworkRetention {
  id: number;
  time_zone: string;
  photo_retention_days: number;
  personal_data_retention_days: number;
}

export async function listNetworkRetention(db: Db, ids?: number[]): Promise<NetworkRetention[]> {
  let query = db
    .selectFrom('networks')
    .select(['id', 'time_zone', 'photo_retention_days', 'personal_data_retention_days'])
    .orderBy('id');
  if (ids) query = query.where('id', 'in', ids.length ? ids : [0]);
  return query.execute();
}

/** When each network's latest purge started. */
export async function lastPurgeStarts(db: Db): Promise<Map<number, Date>> {
  const rows = await db
    .selectFrom('purge_runs')
    .select(['network_id', (eb) => eb.fn.max('started_at').as('started_at')])
    .groupBy('network_id')
    .execute();
  return new Map(rows.map((r) => [r.network_id, new Date(r.started_at)]));
}

export async function insertPurgeRun(
  db: Db,
  values: Pick<PurgeRunsTable, 'network_id' | 'trigger'> & {
    started_at: Date;
    photos_before: Date;
    personal_data_before: Date;
  },
): Promise<PurgeRunRow> {
  return db.insertInto('purge_runs').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function finishPurgeRun(
  db: Db,
  id: number,
  values: {
    finished_at: Date | null;
    photos_deleted: number;
    photo_bytes_deleted: number;
    transactions_anonymised: number;
    access_keys_anonymised: number;
    watchlist_matches_anonymised: number;
    community_members_deleted: number;
    error: string | null;
  },
): Promise<PurgeRunRow> {
  return db.updateTable('purge_runs').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** The network's latest runs, newest first. */
export async function listPurgeRuns(db: Db, networkId: number, limit: number): Promise<PurgeRunRow[]> {
  return db
    .selectFrom('purge_runs')
    .selectAll()
    .where('network_id', '=', networkId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export interface StoredPhoto {
  id: number;
  storage_key: string;
  byte_size: number;
}

/** Up to `limit` of the network's photos taken before `before`, oldest first. */
export async function photosTakenBefore(
  db: Db,
  networkId: number,
  before: Date,
  limit: number,
): Promise<StoredPhoto[]> {
  return (
    db
      .selectFrom('photos')
      .select(['id', 'storage_key', 'byte_size'])
      .where('network_id', '=', networkId)
      .where('created_at', '<', before)
      // A watchlist entry's photo is the admins' record, kept as long as the entry (docs/watchlist.md).
      .where('watchlist_entry_id', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute()
  );
}

export async function deletePhotoRows(db: Db, networkId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('photos')
    .where('network_id', '=', networkId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Erases the visitor's personal data of up to `limit` logbook rows written before `before`: the name, the reason,
 * the notes and the custom answers (plates, companies, anything an admin asked for). The row keeps the fact: when,
 * which access point and gate, entry or exit, granted or not and why, the key, its host and the guard.
 */
export async function anonymiseTransactions(
  db: Db,
  networkId: number,
  before: Date,
  now: Date,
  limit: number,
): Promise<number> {
  const result = await db
    .updateTable('transactions')
    .set({ visitor_name: '', reason_for_visit: '', notes: '', custom_attrs: '{}', anonymised_at: now })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('transactions')
        .select('id')
        .where('network_id', '=', networkId)
        .where('anonymised_at', 'is', null)
        .where('created_at', '<', before)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Erases the visitor's name of the next `limit` watchlist matches made before `before`; answers how many. */
export async function anonymiseWatchlistMatches(db: Db, networkId: number, before: Date, limit: number) {
  const result = await db
    .updateTable('watchlist_matches')
    .set({ visitor_name: '' })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('watchlist_matches')
        .select('id')
        .where('network_id', '=', networkId)
        .where('created_at', '<', before)
        .where('visitor_name', '<>', '')
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Where the walk over a network's keys got to: keys are visited in (created_at, id) order. */
export interface KeyCursor {
  created_at: Date;
  id: number;
}

/**
 * Erases the visitor's name, email, phone, reason, notes and custom answers of the invitations among the next
 * `limit` keys (after `after`, created before `before`) whose use ended before `before`: past their validity or
 * deleted, and not used since. Answers how many were erased and where the next batch starts (null: done).
 */
export async function anonymiseAccessKeys(
  db: Db,
  networkId: number,
  before: Date,
  now: Date,
  limit: number,
  after: KeyCursor | null,
): Promise<{ anonymised: number; next: KeyCursor | null }> {
  let batch = db
    .selectFrom('access_keys')
    .select(['id', 'created_at'])
    .where('network_id', '=', networkId)
    .where('anonymised_at', 'is', null)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit);
  if (after) batch = batch.where(sql<boolean>`(created_at, id) > (${after.created_at}, ${after.id})`);
  const rows = await batch.execute();
  const last = rows.at(-1);
  if (!last) return { anonymised: 0, next: null };
  const result = await db
    .updateTable('access_keys')
    .set({
      visitor_name: '',
      visitor_email: '',
      visitor_phone: '',
      reason_for_visit: '',
      notes: '',
      custom_attrs: '{}',
      anonymised_at: now,
    })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .where(sql<boolean>`greatest(least(valid_until, coalesce(deleted_at, valid_until)),
      coalesce(last_transaction_at, '-infinity'::timestamptz)) < ${before}`)
    .executeTakeFirst();
  return {
    anonymised: Number(result.numUpdatedRows),
    next: rows.length < limit ? null : { created_at: new Date(last.created_at), id: last.id },
  };
}

/**
 * Deletes up to `limit` saved contacts (favourites) no longer used: saved before `before` and given no invitation
 * since, or kept by a user who was removed. Keys that named them forget the link.
 */
export async function deleteUnusedCommunityMembers(
  db: Db,
  networkId: number,
  before: Date,
  limit: number,
): Promise<number> {
  const run = async (trx: Kysely<Database>) => {
    const rows = await trx
      .selectFrom('community_members as cm')
      .select('cm.id')
      .where('cm.network_id', '=', networkId)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('cm.created_at', '<', before),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('access_keys as k')
                  .select(sql.lit(1).as('one'))
                  .whereRef('k.community_member_id', '=', 'cm.id')
                  .where('k.created_at', '>=', before),
              ),
            ),
          ]),
          eb.exists(
            eb
              .selectFrom('users as u')
              .select(sql.lit(1).as('one'))
              .whereRef('u.id', '=', 'cm.user_id')
              .where('u.deleted_at', 'is not', null),
          ),
        ]),
      )
      .limit(limit)
      .execute();
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return 0;
    await trx
      .updateTable('access_keys')
      .set({ community_member_id: null })
      .where('community_member_id', 'in', ids)
      .execute();
    const result = await trx.deleteFrom('community_members').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  };
  return db.transaction().execute(run);
}
