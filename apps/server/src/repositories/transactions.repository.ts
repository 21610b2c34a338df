// The logbook (transactions) and what presenting it needs. Every query is scoped by network_id; the guard's
// register path touches rows by primary key or by the indexes of migrations 0001/0002 only.
import type { AccessType } from '@garita/contract';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { GateRow, TransactionRow, TransactionsTable } from '../db/schema.ts';
import { type KeyUse, keyUseUpdate, type Visibility } from './access-keys.repository.ts';
import { escapeLike } from './access-servers.repository.ts';

export interface TransactionFilter {
  networkId: number;
  visibility: Visibility;
  /** Only these access points (a filter, on top of visibility). */
  accessServerId?: number;
  /** A calendar day, as one [start, end) per access point in that access point's zone. */
  dayRanges?: { accessServerId: number; start: Date; end: Date }[];
  direction?: AccessType;
  query?: string;
  limit: number;
  offset: number;
}

function visible(db: Db, networkId: number, visibility: Visibility) {
  let q = db.selectFrom('transactions as t').where('t.network_id', '=', networkId);
  if (visibility.kind === 'owners')
    q = q.where('t.user_id', 'in', visibility.userIds.length ? visibility.userIds : [0]);
  if (visibility.kind === 'access_servers')
    q = q.where('t.access_server_id', 'in', visibility.accessServerIds.length ? visibility.accessServerIds : [0]);
  return q;
}

export async function listTransactions(
  db: Db,
  f: TransactionFilter,
): Promise<{ rows: TransactionRow[]; total: number }> {
  let q = visible(db, f.networkId, f.visibility);
  if (f.accessServerId) q = q.where('t.access_server_id', '=', f.accessServerId);
  if (f.direction) q = q.where('t.access_type', '=', f.direction);
  const ranges = f.dayRanges;
  if (ranges) {
    q = ranges.length
      ? q.where((eb) =>
          eb.or(
            ranges.map((r) =>
              eb.and([
                eb('t.access_server_id', '=', r.accessServerId),
                eb('t.created_at', '>=', r.start),
                eb('t.created_at', '<', r.end),
              ]),
            ),
          ),
        )
      : q.where(({ lit }) => lit(false));
  }
  if (f.query) {
    const like = `%${escapeLike(f.query)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('t.visitor_name', 'ilike', like),
        eb.exists(
          eb.selectFrom('users as u').select('u.id').whereRef('u.id', '=', 't.user_id').where('u.name', 'ilike', like),
        ),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q.selectAll('t').orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(f.limit).offset(f.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findVisibleTransaction(db: Db, networkId: number, visibility: Visibility, id: number) {
  return visible(db, networkId, visibility).selectAll('t').where('t.id', '=', id).executeTakeFirst();
}

/**
 * Entries granted and allowed at an access point with no exit yet: the partial index transactions_inside holds
 * only those, so this reads the visitors inside, not the logbook's history.
 */
export async function listOpenEntries(
  db: Db,
  filter: {
    networkId: number;
    visibility: Visibility;
    accessServerId: number;
    limit: number;
    /** Providers who entered before this are overstaying (docs/overstay.md): listed first, longest inside
     *  first, so the limit never hides them. Null or absent: the access point has no limit. */
    overstayBefore?: Date | null;
  },
): Promise<{ rows: TransactionRow[]; total: number }> {
  const q = visible(db, filter.networkId, filter.visibility)
    .where('t.access_server_id', '=', filter.accessServerId)
    .where('t.inside', '=', true);
  const before = filter.overstayBefore;
  const overstaying = before
    ? sql<boolean>`(t.access_key_type = 'provider' and t.created_at < ${before})`
    : sql<boolean>`false`;
  const [rows, count] = await Promise.all([
    q
      .selectAll('t')
      .orderBy(sql`case when ${overstaying} then 0 else 1 end`)
      .orderBy(sql`case when ${overstaying} then t.created_at end`, 'asc')
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(filter.limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Writes a logbook row; with `use`, the row's key is marked in the same statement (keyUseUpdate): a register or a
 * logged refusal is one round trip fewer than a row and its key's mark one after the other.
 */
export async function insertTransaction(
  db: Db,
  values: Insertable<TransactionsTable>,
  use?: KeyUse,
): Promise<TransactionRow> {
  if (!use) return db.insertInto('transactions').values(values).returningAll().executeTakeFirstOrThrow();
  return insertMarking(db, values, use).selectFrom('x').selectAll('x').executeTakeFirstOrThrow();
}

/** The row's insert as `x` and, with `use`, its key's mark as `k` (nothing else in the statement reads `k`). */
function insertMarking(db: Db, values: Insertable<TransactionsTable>, use: KeyUse | undefined) {
  const inserted = db.with('x', (q) => q.insertInto('transactions').values(values).returningAll());
  return use
    ? (inserted.with('k', (q) => keyUseUpdate(q, use).returning('access_keys.id')) as unknown as typeof inserted)
    : inserted;
}

/**
 * Writes an exit and closes its entry (exit_transaction_id) in one statement, inside the caller's database
 * transaction: every path that writes an exit comes through here. A second exit of one entry is stopped by the
 * unique index transactions_one_exit (unique_violation, which callers answer 422); an entry that is not an open,
 * let-in entry of the network would break the invariant, so the statement fails and the transaction rolls back.
 */
export async function insertExit(
  db: Db,
  values: Insertable<TransactionsTable> & { access_type: 'exit'; related_transaction_id: number },
  use?: KeyUse,
): Promise<TransactionRow> {
  // With the key's mark when the exit is by key.
  const { closed, ...exit } = await insertMarking(db, values, use)
    .with('closed', (q) =>
      q
        .updateTable('transactions')
        .set((eb) => ({ exit_transaction_id: eb.selectFrom('x').select('x.id') }))
        .where('id', '=', values.related_transaction_id)
        .where('network_id', '=', values.network_id)
        .where('inside', '=', true)
        .returning('id'),
    )
    .selectFrom('x')
    .selectAll('x')
    .select((eb) =>
      eb
        .selectFrom('closed')
        .select((c) => c.fn.countAll<number>().as('n'))
        .as('closed'),
    )
    .executeTakeFirstOrThrow();
  if (Number(closed) !== 1) throw new Error(`exit ${exit.id}: entry ${values.related_transaction_id} was not open`);
  return exit;
}

export async function updateTransaction(
  db: Db,
  row: TransactionRow,
  values: Updateable<TransactionsTable>,
): Promise<TransactionRow> {
  return db
    .updateTable('transactions')
    .set(values)
    .where('id', '=', row.id)
    .where('network_id', '=', row.network_id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findTransaction(db: Db, networkId: number, id: number, lock = false) {
  const q = db.selectFrom('transactions').selectAll().where('network_id', '=', networkId).where('id', '=', id);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

/** The latest row of this key (index transactions_key): a denied scan logged moments ago is reused, not doubled. */
export async function findLatestOfKey(db: Db, networkId: number, accessKeyId: number) {
  return db
    .selectFrom('transactions')
    .selectAll()
    .where('access_key_id', '=', accessKeyId)
    .where('network_id', '=', networkId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The entry of a key that an exit closes: its latest granted, allowed entry with no exit. */
export async function findOpenEntryOfKey(db: Db, networkId: number, accessKeyId: number) {
  return db
    .selectFrom('transactions as t')
    .selectAll('t')
    .where('t.access_key_id', '=', accessKeyId)
    .where('t.network_id', '=', networkId)
    .where('t.inside', '=', true)
    .orderBy('t.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function gatesByIds(db: Db, networkId: number, ids: number[]) {
  type GateOfRow = Pick<GateRow, 'id' | 'name' | 'type' | 'remote_pulse' | 'controller_kind' | 'deactivated_at'>;
  if (ids.length === 0) return new Map<number, GateOfRow>();
  const rows = await db
    .selectFrom('gates')
    .select(['id', 'name', 'type', 'remote_pulse', 'controller_kind', 'deactivated_at'])
    .where('network_id', '=', networkId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** PostgreSQL's unique_violation, from pg or PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
