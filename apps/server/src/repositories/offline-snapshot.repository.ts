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
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import type { AccessKeyRow } from '../db/schema.ts';

/** An instant as PostgreSQL keeps it (microseconds), written in UTC: marks are compared by the database. */
const UTC_TEXT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/** The start of the oldest other transaction now running on this database, or null (PGlite: never any). */
export async function oldestRunningTransaction(db: Db): Promise<string | null> {
  const { rows } = await sql<{ started: string | null }>`
    select to_char(min(xact_start) at time zone 'UTC', ${sql.raw(UTC_TEXT)}) as started
    from pg_stat_activity
    where pid <> pg_backend_pid() and datname = current_database() and backend_type = 'client backend'
      and state <> 'idle' and xact_start is not null`.execute(db);
  return rows[0]?.started ?? null;
}

export interface SnapshotKeyRow extends AccessKeyRow {
  access_server_ids: number[];
  event_start_date: Date | null;
  event_end_date: Date | null;
  event_tolerance: number | null;
  host_id: number | null;
  host_name: string | null;
  host_phone: string | null;
  host_group: string | null;
  /** The key opens this access point now (else it was taken from it). */
  linked: boolean;
  /** It changed after `since` (its row, or its link to this access point). */
  changed: boolean;
}

export interface SnapshotRows {
  /** This snapshot's mark (the cursor's), UTC text with microseconds. */
  mark: string;
  keys: SnapshotKeyRow[];
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
  const { rows } = await sql<SnapshotKeyRow & { mark: string; id: number | null }>`
    with mark as (
      select to_char(least(
          greatest(
            (select max(updated_at) from access_keys where network_id = ${q.networkId}),
            (select max(linked_at) from access_key_access_servers where access_server_id = ${q.accessServerId}),
            (select max(unlinked_at) from access_key_unlinks where access_server_id = ${q.accessServerId})),
          ${q.runningSince}::timestamptz) at time zone 'UTC', ${sql.raw(UTC_TEXT)}) as mark
    ),
    found as (
      select k.*,
        (select coalesce(json_agg(s.access_server_id order by s.access_server_id), '[]')
          from access_key_access_servers s where s.access_key_id = k.id) as access_server_ids,
        e.start_date as event_start_date, e.end_date as event_end_date, e.tolerance as event_tolerance,
        u.id as host_id, u.name as host_name, u.phone as host_phone, g.name as host_group,
        x.access_key_id is not null as linked,
        ${
          q.since
            ? sql`(k.updated_at > ${since}::timestamptz or x.linked_at > ${since}::timestamptz
                or un.unlinked_at > ${since}::timestamptz)`
            : sql`true`
        } as changed
      from access_keys k
      left join access_key_access_servers x on x.access_key_id = k.id and x.access_server_id = ${q.accessServerId}
      left join access_key_unlinks un on un.access_key_id = k.id and un.access_server_id = ${q.accessServerId}
      left join events e on e.id = k.event_id and e.network_id = ${q.networkId}
      left join users u on u.id = k.user_id and u.network_id = ${q.networkId}
      left join network_groups g on g.id = u.network_group_id
      where k.id in (${candidates}) and k.network_id = ${q.networkId} and ${window}
    )
    select mark.mark, found.* from mark left join found on true
    order by found.id`.execute(db);
  const mark = rows[0]?.mark ?? EPOCH_MARK;
  return {
    mark,
    keys: rows
      .filter((r) => r.id !== null)
      .map(({ mark: _mark, ...key }) => ({
        ...(key as SnapshotKeyRow),
        access_server_ids: (key.access_server_ids as unknown[]).map(Number),
      })),
  };
}

/** The mark of an access point that never had a key. */
export const EPOCH_MARK = '1970-01-01T00:00:00.000000Z';
