// The rows of an access point's offline snapshot (docs/offline.md, "The snapshot"): two statements, whatever the
// number of keys. Every query is scoped by network_id.
//
// The cursor's mark. A key changes when its row changes (access_keys.updated_at), when it is given this access
// point (access_key_access_servers.linked_at) or taken from it (access_key_unlinks.unlinked_at); the database stamps
// all three with clock_timestamp(), which is never earlier than the start of the writing transaction (migration
// 20261201_01). An incremental snapshot sends what changed after the previous snapshot's mark, so the mark must be
// earlier than every change that snapshot could not see yet:
//   mark = least(the latest change it saw, the start of the oldest transaction still running when it began)
// The second term covers a write whose stamp is earlier than a change already committed by another transaction
// (it began first and commits later). The running transactions are read first, in a statement of their own (a
// transaction that commits between the two statements is then either seen by the data statement or was counted
// as running). The mark depends only on the data when nothing else is running: two snapshots of the same state
// are equal but for generated_at.

import type { OfflineSnapshotKey, PhotoType } from '@garita/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/index.ts';

/** An instant as PostgreSQL keeps it (microseconds), written in UTC: marks are compared by the database. */
const UTC_TEXT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
/** An instant as Date.toISOString writes it (UTC, milliseconds), or null. */
const iso = (column: RawBuilder<unknown>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The start of the oldest other transaction now running on this database, or null (PGlite: never any). */
export async function oldestRunningTransaction(db: Db): Promise<string | null> {
  const { rows } = await sql<{ started: string | null }>`
    select to_char(min(xact_start) at time zone 'UTC', ${sql.raw(UTC_TEXT)}) as started
    from pg_stat_activity
    where pid <> pg_backend_pid() and datname = current_database() and backend_type = 'client backend'
      and state <> 'idle' and xact_start is not null`.execute(db);
  return rows[0]?.started ?? null;
}

/**
 * A key as the statement builds it (JSON made by the database: 10,000 keys as rows of 40 columns took PGlite about
 * 0.7 s to hand over, as one JSON text about a third of that). Instants are ISO strings in UTC with milliseconds,
 * as Date.toISOString writes them.
 */
export interface SnapshotKeyJson
  extends Omit<OfflineSnapshotKey, 'requirements' | 'key_restriction' | 'access_key_type_id'> {
  access_key_type_id: number;
  key_restriction: { days: string[]; time: string; duration_in_minutes: number } | null;
  /** The key's own photo requirements (the access point's are added by the service). */
  requirements: Partial<Record<PhotoType, boolean>> | null;
  /** The key opens this access point now (else it was taken from it). */
  linked: boolean;
  /** It changed after `since` (its row, or its link to this access point). */
  changed: boolean;
}

export interface SnapshotRows {
  /** This snapshot's mark (the cursor's), UTC text with microseconds. */
  mark: string;
  keys: SnapshotKeyJson[];
}

export interface SnapshotQuery {
  networkId: number;
  accessServerId: number;
  now: Date;
  /** now + the snapshot's horizon (24 h). */
  horizon: Date;
  /** From oldestRunningTransaction, read before this. */
  runningSince: string | null;
  /** Full: every key valid here in [now, horizon]. Incremental: the previous mark. */
  since?: { mark: string; markPlusHorizon: Date };
}

// When a key may be used, as validityOf (@garita/engine) says: an event key by its event and the event's
// tolerance, a personal key 5 minutes from its start, a temporary key widened by its own tolerance. The service
// checks every row again with validityOf itself; this only keeps the statement from reading the rest.
const effectiveFrom = sql`case
    when e.id is not null then e.start_date - e.tolerance * interval '1 hour'
    when k.access_key_type_id = 2 and coalesce(k.tolerance, 0) <> 0 then k.valid_from - k.tolerance * interval '1 hour'
    else k.valid_from end`;
const effectiveUntil = (personalSeconds: number) => sql`case
    when e.id is not null then e.end_date + e.tolerance * interval '1 hour'
    when k.access_key_type_id = 7 then least(k.valid_from + ${sql.lit(personalSeconds)} * interval '1 second', k.valid_until)
    when k.access_key_type_id = 2 and coalesce(k.tolerance, 0) <> 0 then k.valid_until + k.tolerance * interval '1 hour'
    else k.valid_until end`;

/**
 * The keys of a snapshot with the mark, in one statement. Full: the keys that open the access point, are neither
 * deleted nor a replaced personal key, and are valid at some instant in [now, horizon]. Incremental: the keys that
 * open it or were taken from it and changed after the mark, became valid within the horizon since, or stopped
 * being valid since; the service sorts them into `keys` and `removed`.
 */
export async function snapshotRows(db: Db, q: SnapshotQuery, personalSeconds: number): Promise<SnapshotRows> {
  const from = effectiveFrom;
  const until = effectiveUntil(personalSeconds);
  const since = q.since?.mark ?? null;
  const candidates = q.since
    ? sql`
      select k.id from access_keys k
      where k.network_id = ${q.networkId}
        and k.id in (
          select access_key_id from access_key_access_servers where access_server_id = ${q.accessServerId}
          union
          select access_key_id from access_key_unlinks where access_server_id = ${q.accessServerId})`
    : sql`
      select x.access_key_id as id from access_key_access_servers x
      where x.access_server_id = ${q.accessServerId} and x.network_id = ${q.networkId}`;
  const window = q.since
    ? sql`(
        k.updated_at > ${since}::timestamptz
        or x.linked_at > ${since}::timestamptz
        or un.unlinked_at > ${since}::timestamptz
        or (${from} > ${q.since.markPlusHorizon} and ${from} <= ${q.horizon} and ${until} >= ${q.now})
        or (${until} >= ${since}::timestamptz and ${until} < ${q.now}))`
    : sql`(
        k.deleted_at is null and not (k.access_key_type_id = 7 and k.superseded_at is not null)
        and ${until} >= ${q.now} and ${from} <= ${q.horizon})`;
  const { rows } = await sql<{ mark: string | null; keys: string }>`
    with mark as (
      select to_char(least(
          greatest(
            (select max(updated_at) from access_keys where network_id = ${q.networkId}),
            (select max(linked_at) from access_key_access_servers where access_server_id = ${q.accessServerId}),
            (select max(unlinked_at) from access_key_unlinks where access_server_id = ${q.accessServerId})),
          ${q.runningSince}::timestamptz) at time zone 'UTC', ${sql.raw(UTC_TEXT)}) as mark
    ),
    found as (
      select k.id, json_build_object(
        'id', k.id,
        'unique_id', k.unique_id,
        'access_key_type_id', k.access_key_type_id,
        'valid_from', ${iso(sql`k.valid_from`)},
        'valid_until', ${iso(sql`k.valid_until`)},
        'deleted_at', ${iso(sql`k.deleted_at`)},
        'superseded_at', ${iso(sql`k.superseded_at`)},
        'passback_tracking', k.passback_tracking,
        'last_movement', k.last_movement,
        'entries_count', k.entries_count,
        'exits_count', k.exits_count,
        'key_restriction', k.key_restriction,
        'tolerance', k.tolerance,
        'access_server_ids', (select coalesce(json_agg(s.access_server_id order by s.access_server_id), '[]')
          from access_key_access_servers s where s.access_key_id = k.id),
        'event', case when e.id is null then null else json_build_object(
          'start_date', ${iso(sql`e.start_date`)}, 'end_date', ${iso(sql`e.end_date`)}, 'tolerance', e.tolerance) end,
        'visitor_name', k.visitor_name,
        'host', case when u.id is null then null else json_build_object(
          'id', u.id, 'name', u.name, 'group', g.name, 'phone', u.phone) end,
        'provider', k.provider,
        'reason_for_visit', k.reason_for_visit,
        'requirements', k.requirements,
        'linked', x.access_key_id is not null,
        'changed', ${
          q.since
            ? sql`(k.updated_at > ${since}::timestamptz or coalesce(x.linked_at > ${since}::timestamptz, false)
                or coalesce(un.unlinked_at > ${since}::timestamptz, false))`
            : sql`true`
        }) as key
      from access_keys k
      left join access_key_access_servers x on x.access_key_id = k.id and x.access_server_id = ${q.accessServerId}
      left join access_key_unlinks un on un.access_key_id = k.id and un.access_server_id = ${q.accessServerId}
      left join events e on e.id = k.event_id and e.network_id = ${q.networkId}
      left join users u on u.id = k.user_id and u.network_id = ${q.networkId}
      left join network_groups g on g.id = u.network_group_id
      where k.id in (${candidates}) and k.network_id = ${q.networkId} and ${window}
    )
    select mark.mark, (select coalesce(json_agg(found.key order by found.id), '[]')::text from found) as keys
    from mark`.execute(db);
  const row = rows[0];
  return { mark: row?.mark ?? EPOCH_MARK, keys: JSON.parse(row?.keys ?? '[]') as SnapshotKeyJson[] };
}

/** The mark of an access point that never had a key. */
export const EPOCH_MARK = '1970-01-01T00:00:00.000000Z';
