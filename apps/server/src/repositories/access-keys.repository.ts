// Access keys, the access points they open and the favourites saved with them. Every query is scoped by
// network_id. The guard's path (by unique_id, locked for a register) uses the unique index.
import type { AccessType, KeyTypeId, LastTransactionType } from '@garita/contract';
import { type Insertable, type QueryCreator, sql, type Updateable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { AccessKeyRow, AccessKeysTable, CommunityMemberRow, Database } from '../db/schema.ts';
import { escapeLike, findAccessServers } from './access-servers.repository.ts';
import { reusableQuery } from './reusable-query.ts';
import { type WatchlistHit, watchlistMatchQuery } from './watchlist.repository.ts';

/** Who the caller may see: the whole network, keys of some owners, or keys of some access points. */
export type Visibility =
  | { kind: 'network' }
  | { kind: 'owners'; userIds: number[] }
  | { kind: 'access_servers'; accessServerIds: number[] };

export interface AccessKeyFilter {
  networkId: number;
  visibility: Visibility;
  typeIds: KeyTypeId[];
  status?: LastTransactionType | 'unknown' | 'deleted';
  validBetween?: { start: Date; end: Date };
  query?: string;
  limit: number;
  offset: number;
}

function visible(db: Db, networkId: number, visibility: Visibility) {
  let q = db.selectFrom('access_keys as k').where('k.network_id', '=', networkId);
  if (visibility.kind === 'owners')
    q = q.where('k.user_id', 'in', visibility.userIds.length ? visibility.userIds : [0]);
  if (visibility.kind === 'access_servers') {
    const ids = visibility.accessServerIds.length ? visibility.accessServerIds : [0];
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('access_key_access_servers as x')
          .select('x.access_key_id')
          .whereRef('x.access_key_id', '=', 'k.id')
          .where('x.access_server_id', 'in', ids),
      ),
    );
  }
  return q;
}

export async function listAccessKeys(db: Db, f: AccessKeyFilter): Promise<{ rows: AccessKeyRow[]; total: number }> {
  let q = visible(db, f.networkId, f.visibility).where('k.access_key_type_id', 'in', f.typeIds);
  if (f.status === 'deleted') q = q.where('k.deleted_at', 'is not', null);
  else if (f.status) {
    q = q.where('k.deleted_at', 'is', null);
    q =
      f.status === 'unknown'
        ? q.where('k.last_transaction_type', 'is', null)
        : q.where('k.last_transaction_type', '=', f.status);
  }
  if (f.validBetween) {
    q = q.where('k.valid_from', '<', f.validBetween.end).where('k.valid_until', '>=', f.validBetween.start);
  }
  if (f.query) {
    const like = `%${escapeLike(f.query)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('k.visitor_name', 'ilike', like),
        eb('k.visitor_phone', 'like', like),
        eb('k.visitor_email', 'ilike', like),
        eb('k.reason_for_visit', 'ilike', like),
        eb.exists(
          eb.selectFrom('users as u').select('u.id').whereRef('u.id', '=', 'k.user_id').where('u.name', 'ilike', like),
        ),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q.selectAll('k').orderBy('k.created_at', 'desc').orderBy('k.id', 'desc').limit(f.limit).offset(f.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findVisibleAccessKey(db: Db, networkId: number, visibility: Visibility, id: number) {
  return visible(db, networkId, visibility).selectAll('k').where('k.id', '=', id).executeTakeFirst();
}

/** The scanned key, by the unique index on unique_id; `lock` takes the row lock for a register. */
export async function findAccessKeyByUniqueId(
  db: Db,
  networkId: number,
  uniqueId: string,
  lock = false,
): Promise<AccessKeyRow | undefined> {
  const q = db
    .selectFrom('access_keys')
    .selectAll()
    .where('unique_id', '=', uniqueId)
    .where('network_id', '=', networkId);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

export async function lockAccessKey(db: Db, networkId: number, id: number): Promise<AccessKeyRow | undefined> {
  return db
    .selectFrom('access_keys')
    .selectAll()
    .where('id', '=', id)
    .where('network_id', '=', networkId)
    .forUpdate()
    .executeTakeFirst();
}

/** Access point ids of each key (a key opens one or more). */
export async function keyAccessServerIds(db: Db, keyIds: number[]): Promise<Map<number, number[]>> {
  const byKey = new Map<number, number[]>(keyIds.map((id) => [id, []]));
  if (keyIds.length === 0) return byKey;
  const rows = await db
    .selectFrom('access_key_access_servers')
    .select(['access_key_id', 'access_server_id'])
    .where('access_key_id', 'in', keyIds)
    .orderBy('access_server_id')
    .execute();
  for (const row of rows) byKey.get(row.access_key_id)?.push(row.access_server_id);
  return byKey;
}

export async function insertAccessKey(
  db: Db,
  values: Insertable<AccessKeysTable>,
  accessServerIds: number[],
): Promise<AccessKeyRow> {
  const key = await db.insertInto('access_keys').values(values).returningAll().executeTakeFirstOrThrow();
  await setKeyAccessServers(db, key, accessServerIds);
  return key;
}

export async function updateAccessKey(
  db: Db,
  key: AccessKeyRow,
  values: Updateable<AccessKeysTable>,
  accessServerIds?: number[],
): Promise<AccessKeyRow> {
  const updated = Object.keys(values).length
    ? await db
        .updateTable('access_keys')
        .set(values)
        .where('id', '=', key.id)
        .where('network_id', '=', key.network_id)
        .returningAll()
        .executeTakeFirstOrThrow()
    : key;
  if (accessServerIds) await setKeyAccessServers(db, updated, accessServerIds);
  return updated;
}

async function setKeyAccessServers(db: Db, key: AccessKeyRow, ids: number[]): Promise<void> {
  await db.deleteFrom('access_key_access_servers').where('access_key_id', '=', key.id).execute();
  if (ids.length === 0) return;
  await db
    .insertInto('access_key_access_servers')
    .values(
      [...new Set(ids)].map((access_server_id) => ({
        access_key_id: key.id,
        access_server_id,
        network_id: key.network_id,
      })),
    )
    .execute();
}

/** What a logbook row does to its key: 'try' marks a denied attempt and leaves movement and counts alone;
 *  `retire` also supersedes it (a personal key used once). */
export interface KeyUse {
  key: Pick<AccessKeyRow, 'id' | 'network_id'>;
  outcome: AccessType | 'try';
  at: Date;
  retire?: boolean;
}

/** The key's update for `use`, on `db` or inside another statement (a logbook row's insert: insertTransaction). */
export function keyUseUpdate(db: QueryCreator<Database>, { key, outcome, at, retire = false }: KeyUse) {
  return db
    .updateTable('access_keys')
    .set((eb) => ({
      ...(retire ? { superseded_at: at } : {}),
      last_transaction_type: outcome,
      last_transaction_at: at,
      ...(outcome === 'try' ? {} : { last_movement: outcome }),
      ...(outcome === 'access' ? { entries_count: eb('entries_count', '+', 1) } : {}),
      ...(outcome === 'exit' ? { exits_count: eb('exits_count', '+', 1) } : {}),
    }))
    .where('id', '=', key.id)
    .where('network_id', '=', key.network_id);
}

/**
 * The key row of a resident's code (unique_id = its QR text, `P.<user>.<step>.<code>`): made the first time the
 * code is scanned, found after. Concurrent first scans make one row (the unique index; ON CONFLICT waits for the
 * first insert's commit). Run inside a transaction: the row and its access points are two statements.
 */
export async function findOrInsertCodeKey(
  trx: Db,
  values: Insertable<AccessKeysTable> & { unique_id: string },
  accessServerIds: number[],
): Promise<void> {
  const inserted = await trx
    .insertInto('access_keys')
    .values(values)
    .onConflict((oc) => oc.column('unique_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) await setKeyAccessServers(trx, inserted, accessServerIds);
}

/**
 * A resident's code was used: the personal keys issued before codes existed (unique_id not a code's) stop at once,
 * as a newer key always retired them. Code rows are retired by the code's check (their step is at most the last
 * used one), the used row itself by its logbook row's statement (keyUseUpdate).
 */
export async function supersedeIssuedPersonalKeys(db: Db, networkId: number, userId: number, at: Date): Promise<void> {
  await db
    .updateTable('access_keys')
    .set({ superseded_at: at })
    .where('network_id', '=', networkId)
    .where('user_id', '=', userId)
    .where('access_key_type_id', '=', 7)
    .where('superseded_at', 'is', null)
    .where('unique_id', 'not like', 'P.%')
    .execute();
}

export async function findCommunityMember(
  db: Db,
  networkId: number,
  userId: number,
  id: number,
): Promise<CommunityMemberRow | undefined> {
  return db
    .selectFrom('community_members')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A key's event: its times and tolerance for the engine, its name for the visitor's page. */
export async function findEvent(db: Db, networkId: number, eventId: number) {
  return db
    .selectFrom('events')
    .select(['id', 'name', 'start_date', 'end_date', 'tolerance'])
    .where('network_id', '=', networkId)
    .where('id', '=', eventId)
    .executeTakeFirst();
}

/** Hosts of keys or transactions with their unit (its name, and its id for the scan's cache), for presenters. */
export async function usersWithGroups(db: Db, networkId: number, ids: number[]): Promise<Map<number, ScanOwner>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('network_groups as g', 'g.id', 'u.network_group_id')
    .select(['u.id', 'u.name', 'u.phone', 'u.email', 'g.name as group', 'u.network_group_id as groupId'])
    .where('u.network_id', '=', networkId)
    .where('u.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The type and deletion of keys that logbook rows name (how an open entry is checked out). */
export async function keyStatesByIds(db: Db, networkId: number, ids: number[]) {
  type KeyState = Pick<AccessKeyRow, 'id' | 'access_key_type_id' | 'deleted_at'>;
  if (ids.length === 0) return new Map<number, KeyState>();
  const rows = await db
    .selectFrom('access_keys')
    .select(['id', 'access_key_type_id', 'deleted_at'])
    .where('network_id', '=', networkId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map<number, KeyState>(rows.map((r) => [r.id, r]));
}

/** What the AccessKey shape needs besides the rows, for many keys in a few queries: each key's access points
 *  (in their order) and owners with their unit. */
export async function accessKeyDetails(db: Db, networkId: number, keys: AccessKeyRow[]) {
  const accessServerIds = await keyAccessServerIds(
    db,
    keys.map((k) => k.id),
  );
  const [servers, users] = await Promise.all([
    findAccessServers(db, networkId, [...new Set([...accessServerIds.values()].flat())]),
    usersWithGroups(
      db,
      networkId,
      keys.map((k) => k.user_id),
    ),
  ]);
  return { accessServerIds, servers, users };
}

export type AccessKeyDetails = Awaited<ReturnType<typeof accessKeyDetails>>;

/** The key's event as the scan's statement reads it (row_to_json: its times as ISO strings). */
interface EventJson {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  tolerance: number;
}

/** A key with what the decision and the scan's answer need of it, read in one statement (scan, register). */
export interface ScanKey {
  key: AccessKeyRow;
  /** The access points the key opens, in id order (keyAccessServerIds). */
  accessServerIds: number[];
  /** The key's event, of the same network (findEvent), or null. */
  event: { id: number; name: string; start_date: Date; end_date: Date; tolerance: number } | null;
  /** The key's owner with their unit, of the same network (usersWithGroups). */
  owner: { id: number; name: string; phone: string; email: string; group: string | null } | undefined;
  /** The network's watchlist entry the key's visitor matches at `now` (docs/watchlist.md), or null. */
  watchlist: WatchlistHit | null;
}

/**
 * A key of the network by its QR (`unique_id`, the unique index) or id, with its access points, event and owner:
 * the guard's path runs this on every scan, so it is one statement (planned once per connection: db/index.ts).
 * The key's latest logbook row is not in it: only a refusal needs it (findLatestOfKey), and reading it on every
 * scan cost a quarter of the statement; nor are its photos: only a grant at a printing gate needs them, for a key
 * that has some (`has_photos`), and even a subquery that does not run costs the statement its set-up
 * (docs/benchmarks.md).
 * `lock` takes the key's row lock (a register, a denial logged), as findAccessKeyByUniqueId and lockAccessKey do.
 * `reads.watchlist: false` leaves the watchlist out, for a network that has no entry (the scan cache knows:
 * services/scan-cache.ts): a quarter of the statement's time on PGlite, a fifth on PostgreSQL (docs/benchmarks.md).
 * `reads.cached` takes the owner and the event from the scan's cache instead of the statement.
 */
/** The values of a scan key's statement: the key by QR (`uniqueId`) or by id (`id`); `now` for the watchlist. */
export type ScanKeyValues =
  | { networkId: number; now?: Date; uniqueId: string }
  | { networkId: number; now?: Date; id: number };

/** A user with their unit, as usersWithGroups reads them (the scan's cache keeps the unit's id to drop them). */
export interface ScanOwner {
  id: number;
  name: string;
  phone: string;
  email: string;
  group: string | null;
  groupId: number | null;
}

/** A user of the network with their unit, for the scan's cache (findScanKey without the owner's join). */
export async function findScanOwner(db: Db, networkId: number, userId: number): Promise<ScanOwner | undefined> {
  return (await usersWithGroups(db, networkId, [userId])).get(userId);
}

/** A key's event as the scan reads it (findEvent's fields). */
export type ScanEvent = NonNullable<ScanKey['event']>;

/** The scan's cache as findScanKey uses it: a key's owner and event, each read through `db` when it has not. */
export interface KeyPartsCache {
  owner(db: Db, networkId: number, userId: number): Promise<ScanOwner | undefined>;
  event(db: Db, networkId: number, eventId: number): Promise<ScanEvent | undefined>;
}

/**
 * What findScanKey reads with the key besides its access points: the watchlist's match (`watchlist: false` for a
 * network that has no entry, as the scan's cache knows), and the owner and event: in the key's statement, or from
 * the scan's cache (`cached`).
 */
export interface ScanKeyReads {
  watchlist: boolean;
  cached: KeyPartsCache | null;
}

/** Everything in the key's one statement: for a request that may not use the scan's cache. */
export const READ_ALL_WITH_KEY: ScanKeyReads = { watchlist: true, cached: null };

/**
 * findScanKey's statement, built once per shape and reused (reusable-query.ts). A shape is `qr` or `id`, then
 * `lock` or `read`, then `watchlist` or `none`, then `joined` (the owner and the event in the statement) or
 * `cached` (`qr:read:watchlist:joined`); `now` is a value only with the watchlist.
 */
export const scanKeyQuery = reusableQuery((db: Db, values: ScanKeyValues, shape: string) => {
  const { networkId, now } = values;
  const [, lock, watchlist, parts] = shape.split(':');
  if (watchlist === 'watchlist' && !now) throw new Error(`scan key shape ${shape}: the watchlist needs now`);
  const q = db
    .selectFrom('access_keys as k')
    .selectAll('k')
    .select([
      // An array, not json_agg: the driver reads an int[] directly (with the event's subselect below, 8 % of the
      // statement on PGlite: docs/benchmarks.md).
      sql<number[]>`array(select s.access_server_id from access_key_access_servers s
        where s.access_key_id = k.id order by s.access_server_id)`.as('scan_access_server_ids'),
    ])
    // The event (only for a key that has one, instead of a join every scan pays for), the owner and their unit
    // (two joins): in the statement where the scan's cache does not have them. On PGlite the joins were a quarter of
    // the statement, and the event's subquery, which most keys never run, a tenth (its set-up: docs/benchmarks.md).
    .$if(parts === 'joined', (qb) =>
      qb
        .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'k.user_id').on('u.network_id', '=', networkId))
        .leftJoin('network_groups as g', 'g.id', 'u.network_group_id')
        .select([
          sql<EventJson | null>`case when k.event_id is not null then (select row_to_json(e) from (
            select e.id, e.name, e.start_date, e.end_date, e.tolerance from events e
            where e.id = k.event_id and e.network_id = ${networkId}) e) end`.as('scan_event'),
          'u.id as scan_owner_id',
          'u.name as scan_owner_name',
          'u.phone as scan_owner_phone',
          'u.email as scan_owner_email',
          'g.name as scan_owner_group',
        ]),
    )
    // The watchlist in the same statement (no round trip more): the visitor's phone is the key's country code and
    // national digits, as E.164 writes a Mexican or US number; keys carry no ID number.
    .$if(watchlist === 'watchlist', (qb) =>
      qb
        .leftJoinLateral(
          (eb) =>
            watchlistMatchQuery(
              // The expression builder, not `db`: a subquery built on `db` goes through its plugins as a statement.
              eb as unknown as Db,
              networkId,
              {
                name: sql.ref('k.visitor_name'),
                phone: sql<string>`k.country_code || k.visitor_phone`,
                idNumber: sql.lit(''),
              },
              now as Date,
            ).as('wl'),
          (join) => join.onTrue(),
        )
        .select([
          'wl.id as scan_wl_id',
          'wl.name as scan_wl_name',
          'wl.reason as scan_wl_reason',
          'wl.action as scan_wl_action',
          'wl.matched_on as scan_wl_matched_on',
        ]),
    )
    .where('k.network_id', '=', networkId);
  const one = 'uniqueId' in values ? q.where('k.unique_id', '=', values.uniqueId) : q.where('k.id', '=', values.id);
  return lock === 'lock' ? one.forUpdate('k') : one;
});

export async function findScanKey(
  db: Db,
  networkId: number,
  by: { uniqueId: string } | { id: number },
  lock: boolean,
  now: Date,
  { watchlist, cached }: ScanKeyReads = READ_ALL_WITH_KEY,
): Promise<ScanKey | undefined> {
  // `now` only where the statement uses it: a value it does not use would make its shape build anew each time.
  const at = watchlist ? { now } : {};
  const values: ScanKeyValues =
    'uniqueId' in by ? { networkId, ...at, uniqueId: by.uniqueId } : { networkId, ...at, id: by.id };
  const shape = [
    'uniqueId' in by ? 'qr' : 'id',
    lock ? 'lock' : 'read',
    watchlist ? 'watchlist' : 'none',
    cached ? 'cached' : 'joined',
  ].join(':');
  const [row] = await scanKeyQuery.execute(db, shape, values);
  if (!row) return undefined;
  const {
    scan_access_server_ids,
    scan_event,
    scan_owner_id,
    scan_owner_name,
    scan_owner_phone,
    scan_owner_email,
    scan_owner_group,
    scan_wl_id,
    scan_wl_name,
    scan_wl_reason,
    scan_wl_action,
    scan_wl_matched_on,
    ...key
  } = row;
  const keyRow = key as AccessKeyRow;
  let event: ScanKey['event'] = null;
  let owner: ScanKey['owner'];
  if (cached) {
    // The cache's reads go through `db`, one at a time (a transaction on PGlite's one connection).
    event = keyRow.event_id === null ? null : ((await cached.event(db, networkId, keyRow.event_id)) ?? null);
    const found = keyRow.user_id === null ? undefined : await cached.owner(db, networkId, keyRow.user_id);
    owner = found && { id: found.id, name: found.name, phone: found.phone, email: found.email, group: found.group };
  } else {
    event = scan_event
      ? { ...scan_event, start_date: new Date(scan_event.start_date), end_date: new Date(scan_event.end_date) }
      : null;
    owner =
      scan_owner_id === null || scan_owner_id === undefined
        ? undefined
        : {
            id: scan_owner_id,
            name: scan_owner_name ?? '',
            phone: scan_owner_phone ?? '',
            email: scan_owner_email ?? '',
            group: scan_owner_group ?? null,
          };
  }
  return {
    key: keyRow,
    accessServerIds: scan_access_server_ids.map(Number),
    event,
    owner,
    watchlist:
      scan_wl_id === null || scan_wl_id === undefined
        ? null
        : {
            id: scan_wl_id,
            name: scan_wl_name ?? '',
            reason: scan_wl_reason ?? '',
            action: scan_wl_action as WatchlistHit['action'],
            matched_on: scan_wl_matched_on as WatchlistHit['matched_on'],
          },
  };
}
