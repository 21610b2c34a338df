// Throttling counters of sign-in and password reset (auth_throttle), shared by every instance through the
// database. A counter is named by a scope and the hash of what it counts (an address, an email, both); the rules
// (allowances, delays) live in services/auth-throttle.ts.
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

export interface ThrottleKey {
  scope: string;
  key_hash: string;
}

export interface ThrottleState extends ThrottleKey {
  failures: number;
  blocked_until: Date | null;
}

/** The live counters among `keys` (expired rows count as absent). */
export async function throttleStates(db: Db, keys: readonly ThrottleKey[], now: Date): Promise<ThrottleState[]> {
  if (!keys.length) return [];
  return db
    .selectFrom('auth_throttle')
    .select(['scope', 'key_hash', 'failures', 'blocked_until'])
    .where((eb) => eb.or(keys.map((k) => eb.and([eb('scope', '=', k.scope), eb('key_hash', '=', k.key_hash)]))))
    .where('expires_at', '>', now)
    .execute();
}

/**
 * Counts one more failure on a counter, atomically (an expired counter starts again at 1), then sets its block
 * from the new count: `blockMs(failures)` milliseconds from now (0: not blocked). The row lives until the later of
 * the block's end and `now + windowMs`.
 */
export async function countFailure(
  db: Db,
  key: ThrottleKey,
  now: Date,
  windowMs: number,
  blockMs: (failures: number) => number,
): Promise<ThrottleState> {
  const expires = new Date(now.getTime() + windowMs);
  const { failures } = await db
    .insertInto('auth_throttle')
    .values({ ...key, failures: 1, last_failure_at: now, blocked_until: null, expires_at: expires })
    .onConflict((oc) =>
      oc.columns(['scope', 'key_hash']).doUpdateSet({
        failures: sql<number>`case when auth_throttle.expires_at <= ${now} then 1 else auth_throttle.failures + 1 end`,
        last_failure_at: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  const ms = blockMs(failures);
  const blockedUntil = ms > 0 ? new Date(now.getTime() + ms) : null;
  const expiresAt = blockedUntil && blockedUntil > expires ? blockedUntil : expires;
  // greatest(): a concurrent failure that set a later block keeps it.
  await db
    .updateTable('auth_throttle')
    .set({
      blocked_until: blockedUntil
        ? sql<Date>`greatest(case when auth_throttle.blocked_until > ${now} then auth_throttle.blocked_until end, ${blockedUntil}::timestamptz)`
        : sql<Date | null>`case when auth_throttle.blocked_until > ${now} then auth_throttle.blocked_until end`,
      expires_at: sql<Date>`greatest(auth_throttle.expires_at, ${expiresAt}::timestamptz)`,
    })
    .where('scope', '=', key.scope)
    .where('key_hash', '=', key.key_hash)
    .execute();
  return { ...key, failures, blocked_until: blockedUntil };
}

export async function clearThrottle(db: Db, key: ThrottleKey): Promise<void> {
  await db.deleteFrom('auth_throttle').where('scope', '=', key.scope).where('key_hash', '=', key.key_hash).execute();
}

/** Forgets every counter past its expiry; answers how many. */
export async function deleteExpiredThrottles(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('auth_throttle').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
