// Sessions and password-reset tokens. Tokens are looked up by their hash only.
import type { Db } from '../db/index.ts';
import type { NetworkRow, UserRow } from '../db/schema.ts';

export async function createSession(
  db: Db,
  values: { user_id: number; network_id: number; token_hash: string; expires_at: Date },
): Promise<void> {
  await db.insertInto('sessions').values(values).execute();
}

export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const session = await db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!session) return null;
  const user = await db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirstOrThrow();
  const network = await db
    .selectFrom('networks')
    .selectAll()
    .where('id', '=', user.network_id)
    .executeTakeFirstOrThrow();
  return { session, user: user as UserRow, network: network as NetworkRow };
}

export async function touchSession(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', id).execute();
}

export async function revokeSession(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', id).execute();
}

export async function revokeUserSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function createPasswordReset(
  db: Db,
  values: { user_id: number; network_id: number; token_hash: string; expires_at: Date },
): Promise<void> {
  await db.insertInto('password_resets').values(values).execute();
}

/** Marks a valid reset token used and answers its user id, or null when unknown, used or expired. */
export async function consumePasswordReset(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}
