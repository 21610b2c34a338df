// Access keys, the access points they open and the favourites saved with them. Every query is scoped by
// network_id. The guard's path (by unique_id, locked for a register) uses the unique index.
import type { AccessType, KeyTypeId, LastTransactionType } from '@garita/contract';
import { type ExpressionBuilder, type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { AccessKeyRow, AccessKeysTable, CommunityMemberRow, Database, TransactionRow } from '../db/schema.ts';
import { escapeLike } from './access-servers.repository.ts';

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

/** What the decision engine needs beside the key row: the access points it opens and, for an event key, its event. */
export interface KeyDecisionData {
  accessServerIds: number[];
  event: { start_date: Date; end_date: Date; tolerance: number } | null;
}

/** The owner of a key as a scan shows it: name, phone, email and unit. */
export interface KeyOwner {
  name: string;
  phone: string;
  email: string;
  group: string | null;
}

/** The access point ids of key `k`, ordered, as an array column (bigint[] arrives as text on some drivers). */
const accessServerIdsOf = (eb: ExpressionBuilder<Database & { k: AccessKeysTable }, 'k'>) =>
  sql<(number | string)[]>`array(${eb
    .selectFrom('access_key_access_servers as x')
    .select('x.access_server_id')
    .whereRef('x.access_key_id', '=', 'k.id')
    .orderBy('x.access_server_id')})`.as('access_server_ids');

const eventOf = (row: {
  event_start_date: Date | null;
  event_end_date: Date | null;
  event_tolerance: number | null;
}) =>
  row.event_start_date && row.event_end_date && row.event_tolerance !== null
    ? { start_date: row.event_start_date, end_date: row.event_end_date, tolerance: row.event_tolerance }
    : null;

/**
 * The key of a scan, with what deciding and answering need (access points, event, owner and unit), in one
 * round trip: by its QR (unique index on unique_id) in the network, or by id among the keys the caller sees.
 */
export async function findKeyForScan(
  db: Db,
  networkId: number,
  ref: { uniqueId: string } | { id: number; visibility: Visibility },
): Promise<{ key: AccessKeyRow; decision: KeyDecisionData; owner: KeyOwner | null } | undefined> {
  const base =
    'uniqueId' in ref
      ? visible(db, networkId, { kind: 'network' }).where('k.unique_id', '=', ref.uniqueId)
      : visible(db, networkId, ref.visibility).where('k.id', '=', ref.id);
  const row = await base
    .leftJoin('events as e', (join) => join.onRef('e.id', '=', 'k.event_id').onRef('e.network_id', '=', 'k.network_id'))
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'k.user_id').onRef('u.network_id', '=', 'k.network_id'))
    .leftJoin('network_groups as g', 'g.id', 'u.network_group_id')
    .selectAll('k')
    .select((eb) => [
      accessServerIdsOf(eb),
      'e.start_date as event_start_date',
      'e.end_date as event_end_date',
      'e.tolerance as event_tolerance',
      'u.id as owner_id',
      'u.name as owner_name',
      'u.phone as owner_phone',
      'u.email as owner_email',
      'g.name as owner_group',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    access_server_ids,
    event_start_date,
    event_end_date,
    event_tolerance,
    owner_id,
    owner_name,
    owner_phone,
    owner_email,
    owner_group,
    ...key
  } = row;
  return {
    key,
    decision: {
      accessServerIds: access_server_ids.map(Number),
      event: eventOf({ event_start_date, event_end_date, event_tolerance }),
    },
    owner:
      owner_id === null
        ? null
        : { name: owner_name ?? '', phone: owner_phone ?? '', email: owner_email ?? '', group: owner_group },
  };
}

/** The parts of a logbook row that tell whether a denial repeats an earlier attempt. */
export type AttemptRow = Pick<
  TransactionRow,
  'id' | 'access_granted' | 'gate_id' | 'created_by_user_id' | 'status' | 'created_at'
>;

/**
 * Read again after the key's row lock, in one round trip: the key's access points and event (which an edit may
 * have changed while the lock was awaited), and on request its latest logbook row (a denied scan reuses a
 * repeated attempt) and its latest open entry (the one a granted exit closes).
 */
export async function keyDecisionDataAfterLock(
  db: Db,
  key: AccessKeyRow,
  also: { latestRow?: boolean; openEntry?: boolean } = {},
): Promise<KeyDecisionData & { latestRow: AttemptRow | null; openEntryId: number | null }> {
  const ofKey = (eb: ExpressionBuilder<Database & { k: AccessKeysTable }, 'k'>) =>
    eb
      .selectFrom('transactions as t')
      .whereRef('t.access_key_id', '=', 'k.id')
      .where('t.network_id', '=', key.network_id)
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(1);
  const row = await db
    .selectFrom('access_keys as k')
    .leftJoin('events as e', (join) => join.onRef('e.id', '=', 'k.event_id').onRef('e.network_id', '=', 'k.network_id'))
    .leftJoinLateral(
      (eb) =>
        ofKey(eb)
          .select(['t.id', 't.access_granted', 't.gate_id', 't.created_by_user_id', 't.status', 't.created_at'])
          // Not asked for: `where false`, which the planner drops without reading anything.
          .where(sql.lit(also.latestRow === true))
          .as('l'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      accessServerIdsOf(eb),
      'e.start_date as event_start_date',
      'e.end_date as event_end_date',
      'e.tolerance as event_tolerance',
      'l.id as latest_id',
      'l.access_granted as latest_access_granted',
      'l.gate_id as latest_gate_id',
      'l.created_by_user_id as latest_created_by_user_id',
      'l.status as latest_status',
      'l.created_at as latest_created_at',
      ofKey(eb)
        .select('t.id')
        .where('t.access_type', '=', 'access')
        .where('t.access_granted', '=', true)
        .where('t.access_allowed', '=', true)
        .where('t.exit_transaction_id', 'is', null)
        .where(sql.lit(also.openEntry === true))
        .as('open_entry_id'),
    ])
    .where('k.id', '=', key.id)
    .where('k.network_id', '=', key.network_id)
    .executeTakeFirstOrThrow();
  return {
    accessServerIds: row.access_server_ids.map(Number),
    event: eventOf(row),
    latestRow:
      row.latest_id === null
        ? null
        : {
            id: row.latest_id,
            access_granted: row.latest_access_granted ?? false,
            gate_id: row.latest_gate_id,
            created_by_user_id: row.latest_created_by_user_id,
            status: row.latest_status,
            created_at: row.latest_created_at ?? new Date(0),
          },
    openEntryId: row.open_entry_id,
  };
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

/** After a register or a denied scan: 'try' marks a denied attempt and leaves movement and counts alone. */
export async function recordKeyUse(db: Db, key: AccessKeyRow, outcome: AccessType | 'try', at: Date): Promise<void> {
  await db
    .updateTable('access_keys')
    .set((eb) => ({
      last_transaction_type: outcome,
      last_transaction_at: at,
      ...(outcome === 'try' ? {} : { last_movement: outcome }),
      ...(outcome === 'access' ? { entries_count: eb('entries_count', '+', 1) } : {}),
      ...(outcome === 'exit' ? { exits_count: eb('exits_count', '+', 1) } : {}),
    }))
    .where('id', '=', key.id)
    .where('network_id', '=', key.network_id)
    .execute();
}

/** A new personal key replaces every earlier one of the user. The user row lock serialises two requests. */
export async function supersedePersonalKeys(db: Db, networkId: number, userId: number, at: Date): Promise<void> {
  await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('network_id', '=', networkId)
    .forUpdate()
    .executeTakeFirst();
  await db
    .updateTable('access_keys')
    .set({ superseded_at: at })
    .where('network_id', '=', networkId)
    .where('user_id', '=', userId)
    .where('access_key_type_id', '=', 7)
    .where('superseded_at', 'is', null)
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

/** Secondary users of a unit: a host sees their invitations and logbook. */
export async function secondaryUserIds(db: Db, networkId: number, networkGroupId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('network_id', '=', networkId)
    .where('network_group_id', '=', networkGroupId)
    .where('role', '=', 'secondary_user')
    .execute();
  return rows.map((r) => r.id);
}

/** Hosts of keys or transactions with their unit name, for presenters. */
export async function usersWithGroups(db: Db, networkId: number, ids: number[]) {
  if (ids.length === 0)
    return new Map<number, { id: number; name: string; phone: string; email: string; group: string | null }>();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('network_groups as g', 'g.id', 'u.network_group_id')
    .select(['u.id', 'u.name', 'u.phone', 'u.email', 'g.name as group'])
    .where('u.network_id', '=', networkId)
    .where('u.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}
