// The stored first answers of idempotent creations (idempotency_keys; routes/idempotent.ts). Every call runs in
// the request's transaction: a claimed key and the change it answers commit or roll back together.
import type { Db } from '../db/index.ts';

export interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: string | null;
  created_at: Date;
}

/**
 * Claims `key` for `userId` by writing its answer row; answers false when the key already has one. On PostgreSQL a
 * request that holds the same key uncommitted makes this wait on the primary key until that request ends: then the
 * insert goes ahead (it rolled back) or finds the row (it committed).
 */
export async function claimIdempotencyKey(
  db: Db,
  row: { user_id: number; key: string; fingerprint: string; created_at: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ ...row, status: 0, body: null })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findIdempotencyKey(db: Db, userId: number, key: string): Promise<StoredAnswer | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'status', 'body', 'created_at'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Writes the answer of a claimed key (the request that claimed it, in its transaction). */
export async function saveIdempotentAnswer(
  db: Db,
  userId: number,
  key: string,
  answer: { status: number; body: string | null },
): Promise<void> {
  await db.updateTable('idempotency_keys').set(answer).where('user_id', '=', userId).where('key', '=', key).execute();
}

/** Removes stored answers written before `before`: one key of one user, or all of them (the daily purge). */
export async function deleteStaleIdempotencyKeys(
  db: Db,
  before: Date,
  only?: { user_id: number; key: string },
): Promise<number> {
  let query = db.deleteFrom('idempotency_keys').where('created_at', '<', before);
  if (only) query = query.where('user_id', '=', only.user_id).where('key', '=', only.key);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
