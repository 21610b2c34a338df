// Provider overstay (docs/overstay.md): the providers inside longer than their access point allows, across every
// network, and the once-per-stay mark of an entry whose admins' mail was queued.
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

/**
 * Open provider entries (the partial index transactions_inside) at access points with a limit, inside longer than
 * it at `now` and not queued yet: the ids only, oldest first, at most `limit`.
 */
export async function listUnqueuedOverstays(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('transactions as t')
    .innerJoin('access_servers as s', (join) =>
      join.onRef('s.id', '=', 't.access_server_id').onRef('s.network_id', '=', 't.network_id'),
    )
    .select('t.id')
    .where('t.inside', '=', true)
    .where('t.access_key_type', '=', 'provider')
    .where('t.overstay_queued_at', 'is', null)
    .where('s.provider_max_stay_hours', 'is not', null)
    .where(sql<boolean>`t.created_at + make_interval(hours => s.provider_max_stay_hours) < ${now}`)
    .orderBy('t.created_at')
    .orderBy('t.id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Marks the entry queued when it still is an open, unqueued provider entry; answers whether this call marked it.
 * The row lock makes a second instance that looked at the same time wait and then find it marked.
 */
export async function markOverstayQueued(db: Db, id: number, now: Date): Promise<boolean> {
  const marked = await db
    .updateTable('transactions')
    .set({ overstay_queued_at: now })
    .where('id', '=', id)
    .where('inside', '=', true)
    .where('overstay_queued_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return marked !== undefined;
}

/** What the admins' mail says about one entry: the provider, the access point and its clock, the network. */
export async function findOverstayForMail(db: Db, id: number) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('access_servers as s', (join) =>
      join.onRef('s.id', '=', 't.access_server_id').onRef('s.network_id', '=', 't.network_id'),
    )
    .innerJoin('networks as n', 'n.id', 't.network_id')
    .select([
      't.id',
      't.network_id',
      't.visitor_name',
      't.provider',
      't.created_at',
      't.inside',
      't.anonymised_at',
      's.name as access_server_name',
      's.time_zone',
      'n.name as network_name',
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();
}

/** The network's active admins' addresses. */
export async function networkAdminEmails(db: Db, networkId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('network_id', '=', networkId)
    .where('role', '=', 'network_admin')
    .where('active', '=', true)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.email).filter((email) => email !== '');
}
