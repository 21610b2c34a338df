// The watchlist's rows (docs/watchlist.md): entries, the one query that matches a visitor against a network's
// entries, and the recorded matches. Names are folded with lower(unaccent(…)) on both sides and compared with
// pg_trgm's similarity; phones (E.164) and ID numbers (upper case) exactly.
import { WATCHLIST_NAME_SIMILARITY, type WatchlistAction, type WatchlistMatchedOn } from '@garita/contract';
import { type Expression, type Insertable, type RawBuilder, sql, type Updateable } from 'kysely';
import type { Db } from '../db/index.ts';
import type {
  WatchlistEntriesTable,
  WatchlistEntryRow,
  WatchlistMatchesTable,
  WatchlistMatchRow,
} from '../db/schema.ts';

/** The folded form of a name, as the matching compares it (the same expression for entries and visitors). */
export const foldedName = (name: Expression<string>): RawBuilder<string> => sql<string>`lower(unaccent(${name}))`;

export async function listWatchlistEntries(db: Db, networkId: number): Promise<WatchlistEntryRow[]> {
  return db
    .selectFrom('watchlist_entries')
    .selectAll()
    .where('network_id', '=', networkId)
    .orderBy('name_key')
    .orderBy('id')
    .execute();
}

export async function findWatchlistEntry(
  db: Db,
  networkId: number,
  id: number,
): Promise<WatchlistEntryRow | undefined> {
  return db
    .selectFrom('watchlist_entries')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('id', '=', id)
    .executeTakeFirst();
}

type EntryValues = Omit<Insertable<WatchlistEntriesTable>, 'name_key'>;

export async function insertWatchlistEntry(db: Db, values: EntryValues): Promise<WatchlistEntryRow> {
  return db
    .insertInto('watchlist_entries')
    .values({ ...values, name_key: foldedName(sql.val(values.name)) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateWatchlistEntry(
  db: Db,
  entry: WatchlistEntryRow,
  values: Omit<Updateable<WatchlistEntriesTable>, 'name_key'>,
): Promise<WatchlistEntryRow> {
  return db
    .updateTable('watchlist_entries')
    .set(values.name === undefined ? values : { ...values, name_key: foldedName(sql.val(values.name)) })
    .where('network_id', '=', entry.network_id)
    .where('id', '=', entry.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteWatchlistEntry(db: Db, entry: WatchlistEntryRow): Promise<void> {
  await db
    .deleteFrom('watchlist_entries')
    .where('network_id', '=', entry.network_id)
    .where('id', '=', entry.id)
    .execute();
}

/** Who is matched: expressions (a visitor's columns in a statement, or values) for the name, phone and ID number. */
export interface WatchlistCandidate {
  name: Expression<string>;
  /** E.164, or '' for none. */
  phone: Expression<string>;
  /** As given, or '' for none. */
  idNumber: Expression<string>;
}

/** Whether the network has any watchlist entry, expired or not (a scan of a network without one need not look). */
export async function hasWatchlistEntries(db: Db, networkId: number): Promise<boolean> {
  const row = await db
    .selectFrom('watchlist_entries')
    .select('id')
    .where('network_id', '=', networkId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The columns a match answers (prefixed `wl_` where it is joined into another statement). */
export interface WatchlistHit {
  id: number;
  name: string;
  reason: string;
  action: WatchlistAction;
  matched_on: WatchlistMatchedOn;
}

/**
 * The best entry of the network that matches the candidate and has not expired at `now`: a `deny` before an
 * `alert`, then the oldest. Reads the network's entries through `watchlist_entries_network`; a network without
 * entries finds none there, so the similarity runs on no row. Used as it is, or as a lateral join of the scan's
 * one statement (findScanKey), where it adds no round trip.
 */
export function watchlistMatchQuery(
  db: Db,
  networkId: number | Expression<number>,
  who: WatchlistCandidate,
  now: Date,
) {
  const phoneHit = sql<boolean>`(w.phone <> '' and w.phone = ${who.phone})`;
  const idHit = sql<boolean>`(w.id_number <> '' and upper(w.id_number) = upper(${who.idNumber}))`;
  const nameHit = sql<boolean>`(similarity(w.name_key, ${foldedName(who.name)}) >= ${sql.lit(WATCHLIST_NAME_SIMILARITY)})`;
  return db
    .selectFrom('watchlist_entries as w')
    .select([
      'w.id',
      'w.name',
      'w.reason',
      'w.action',
      sql<WatchlistMatchedOn>`case when ${phoneHit} then 'phone' when ${idHit} then 'id_number' else 'name' end`.as(
        'matched_on',
      ),
    ])
    .where('w.network_id', '=', networkId)
    .where((eb) => eb.or([eb('w.expires_at', 'is', null), eb('w.expires_at', '>', now)]))
    .where(sql<boolean>`(${phoneHit} or ${idHit} or ${nameHit})`)
    .orderBy(sql`w.action = 'deny'`, 'desc')
    .orderBy('w.id')
    .limit(1);
}

/** One statement: the best match of a candidate given as values (an invitation, a manual register). */
export async function findWatchlistMatch(
  db: Db,
  networkId: number,
  who: { name: string; phone: string; idNumber: string },
  now: Date,
): Promise<WatchlistHit | undefined> {
  const row = await watchlistMatchQuery(
    db,
    networkId,
    { name: sql.val(who.name), phone: sql.val(who.phone), idNumber: sql.val(who.idNumber) },
    now,
  ).executeTakeFirst();
  return row as WatchlistHit | undefined;
}

export async function insertWatchlistMatch(
  db: Db,
  values: Insertable<WatchlistMatchesTable>,
): Promise<WatchlistMatchRow> {
  return db.insertInto('watchlist_matches').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function listWatchlistMatches(db: Db, networkId: number, limit = 100): Promise<WatchlistMatchRow[]> {
  return db
    .selectFrom('watchlist_matches')
    .selectAll()
    .where('network_id', '=', networkId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** What the admins' alert mail says of a match, read when the mail is sent. */
export async function findWatchlistMatchForMail(db: Db, id: number) {
  return db
    .selectFrom('watchlist_matches as m')
    .innerJoin('networks as n', 'n.id', 'm.network_id')
    .leftJoin('transactions as t', (join) =>
      join.onRef('t.id', '=', 'm.transaction_id').onRef('t.network_id', '=', 'm.network_id'),
    )
    .leftJoin('access_servers as s', 's.id', 't.access_server_id')
    .select([
      'm.id',
      'm.network_id',
      'm.entry_name',
      'm.reason',
      'm.action',
      'm.source',
      'm.visitor_name',
      'm.matched_on',
      'm.created_at',
      'n.name as network_name',
      'n.time_zone as network_time_zone',
      's.name as access_server_name',
      's.time_zone as access_server_time_zone',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
}
