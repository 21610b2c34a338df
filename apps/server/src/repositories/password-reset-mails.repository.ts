// Requested reset mails waiting to be sent (password_reset_mails): POST /users/reset_password only queues the
// email; services/password-reset-mails.ts looks it up and sends the link outside the request.
import type { Db } from '../db/index.ts';

export async function queueResetMail(db: Db, email: string, now: Date): Promise<void> {
  await db.insertInto('password_reset_mails').values({ email, requested_at: now, next_attempt_at: now }).execute();
}

/**
 * Takes the oldest due request for `leaseMs` (another instance skips it meanwhile, and takes it again if this one
 * dies before finishing), counting the attempt; undefined when nothing is due.
 */
export async function claimResetMail(db: Db, now: Date, leaseMs: number) {
  return db
    .updateTable('password_reset_mails')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: new Date(now.getTime() + leaseMs),
    }))
    .where(
      'id',
      '=',
      db
        .selectFrom('password_reset_mails')
        .select('id')
        .where('next_attempt_at', '<=', now)
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function deleteResetMail(db: Db, id: number): Promise<void> {
  await db.deleteFrom('password_reset_mails').where('id', '=', id).execute();
}

export async function retryResetMailAt(db: Db, id: number, at: Date, error: string): Promise<void> {
  await db
    .updateTable('password_reset_mails')
    .set({ next_attempt_at: at, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}
