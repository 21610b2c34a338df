// The live screens' events (docs/live.md): written by the triggers of migration 20261128_0201 in the change's own
// transaction, announced on LIVE_CHANNEL at its commit (migration 20261130_0301); read here by id (what a browser
// missed) and by recency (what committed since the last look).
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { type NotificationHandlers, type NotificationSubscription, subscribe } from '../db/notifications.ts';
import type { Visibility } from './access-keys.repository.ts';

/** The channel migration 20261130_0301 notifies (empty payload) when a transaction that wrote events commits. */
export const LIVE_CHANNEL = 'garita_live';

/**
 * Hears of committed events on a connection of its own (db/notifications.ts); `db` must be the handle createDb
 * made, not the request-scoped one. Null when that handle cannot listen (then only the hub's safety poll runs).
 */
export function listenForLiveEvents(db: Db, handlers: NotificationHandlers): NotificationSubscription | null {
  return subscribe(db, LIVE_CHANNEL, handlers);
}

/** An event with what a screen shows of it: the logbook row's visitor, direction and place. */
export interface LiveEventView {
  id: number;
  network_id: number;
  kind: 'transaction' | 'access_key';
  op: 'insert' | 'update';
  subject_id: number;
  access_server_id: number | null;
  user_id: number | null;
  visitor_name: string | null;
  access_type: string | null;
  access_granted: boolean | null;
  access_allowed: boolean | null;
  at: Date | null;
  access_point_name: string | null;
  time_zone: string | null;
}

/** The events one caller may receive (the rule of policies/live.ts, as SQL for the reads by range). */
function visibleTo(table: 'e' | 'live_events', visibility: Visibility) {
  const ref = (column: string) => sql.ref(`${table}.${column}`);
  const ids = (list: number[]) => sql.join(list.length ? list : [0]);
  if (visibility.kind === 'owners') return sql<boolean>`${ref('user_id')} in (${ids(visibility.userIds)})`;
  if (visibility.kind === 'access_servers')
    return sql<boolean>`${ref('kind')} = 'transaction' and ${ref('access_server_id')} in (${ids(visibility.accessServerIds)})`;
  return sql<boolean>`true`;
}

function withDetails(db: Db) {
  return db
    .selectFrom('live_events as e')
    .leftJoin('transactions as t', (join) => join.onRef('t.id', '=', 'e.subject_id').on('e.kind', '=', 'transaction'))
    .leftJoin('access_servers as s', 's.id', 'e.access_server_id')
    .select([
      'e.id',
      'e.network_id',
      'e.kind',
      'e.op',
      'e.subject_id',
      'e.access_server_id',
      'e.user_id',
      't.visitor_name',
      't.access_type',
      't.access_granted',
      't.access_allowed',
      't.created_at as at',
      's.name as access_point_name',
      's.time_zone',
    ])
    .orderBy('e.id');
}

/** The events after `afterId`, oldest first. */
export async function liveEventsAfter(db: Db, afterId: number, limit: number): Promise<LiveEventView[]> {
  return (await withDetails(db).where('e.id', '>', afterId).limit(limit).execute()) as LiveEventView[];
}

/** Events by id: the gaps of an earlier look whose transactions have committed since. */
export async function liveEventsByIds(db: Db, ids: number[]): Promise<LiveEventView[]> {
  if (ids.length === 0) return [];
  return (await withDetails(db).where('e.id', 'in', ids).execute()) as LiveEventView[];
}

/**
 * What a browser that last saw `lastId` missed, of what it may receive: the rows after it, and those written up
 * to `overlapMs` before it (they may have committed after it); the browser drops ids it already has.
 */
export async function liveEventsSince(
  db: Db,
  networkId: number,
  visibility: Visibility,
  lastId: number,
  overlapMs: number,
  limit: number,
): Promise<LiveEventView[]> {
  const lastAt = db.selectFrom('live_events').select('created_at').where('id', '=', lastId);
  const q = withDetails(db)
    .where('e.network_id', '=', networkId)
    .where((eb) =>
      eb.or([
        eb('e.id', '>', lastId),
        eb('e.created_at', '>=', sql<Date>`(${lastAt}) - make_interval(secs => ${overlapMs / 1000})`),
      ]),
    );
  return (await q.where(visibleTo('e', visibility)).limit(limit).execute()) as LiveEventView[];
}

/** The newest id, where a new listener starts. */
export async function lastLiveEventId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Forgets events older than `keepMs` (on the database's clock, the one that wrote them): a browser away longer
 *  reloads its lists anyway. */
export async function pruneLiveEvents(db: Db, keepMs: number): Promise<void> {
  await db
    .deleteFrom('live_events')
    .where('created_at', '<', sql<Date>`clock_timestamp() - make_interval(secs => ${keepMs / 1000})`)
    .execute();
}

/**
 * The newest event one caller may receive (0: none yet): where a new stream starts, sent as its first id so that
 * a browser cut off before any event arrived still asks for what it missed. Only an id the caller could see
 * anyway: the ids of other networks and other residents say nothing to them.
 */
export async function lastVisibleLiveEventId(db: Db, networkId: number, visibility: Visibility): Promise<number> {
  const q = db
    .selectFrom('live_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('network_id', '=', networkId)
    .where(visibleTo('live_events', visibility));
  const row = await q.executeTakeFirst();
  return Number(row?.id ?? 0);
}
