// Sign-in and password-reset throttling, shared by every instance (auth_throttle). The rules (docs/security.md):
// - per address: LOGIN_LIMIT_PER_ADDRESS failed sign-ins (or bad reset links) are free; the last free one and each
//   further one block the address for a wait that doubles (30 s, 1 min, 2 min … at most 1 h): 429 rate_limited
//   with Retry-After;
// - per account *and* address: LOGIN_LIMIT_PER_ACCOUNT failures are free, then the same doubling block for that
//   account from that address only;
// - per account from every address: past LOGIN_LIMIT_PER_ACCOUNT failures each sign-in to it is answered after a
//   small doubling delay (0.25 s … at most 2 s), never refused: an attacker failing from elsewhere slows the owner
//   down a little but cannot lock them out of their account;
// - reset requests count every request, per address (RESET_LIMIT_PER_ADDRESS) and per email
//   (RESET_LIMIT_PER_ACCOUNT, known or not: the answer must not tell), with the same doubling block.
// While blocked, a sign-in is refused before its password is checked, so a right password gets 429 too.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext } from '../context.ts';
import { rateLimited } from '../lib/errors.ts';
import {
  clearThrottle,
  countFailure,
  deleteExpiredThrottles,
  type ThrottleKey,
  throttleStates,
} from '../repositories/auth-throttle.repository.ts';

export const BLOCK_BASE_MS = 30_000;
export const BLOCK_MAX_MS = 60 * 60_000;
export const SLOW_BASE_MS = 250;
export const SLOW_MAX_MS = 2_000;

/**
 * The wait after `count` events when `allowance` of them come without one: none before the allowance is used up,
 * then base, 2·base, 4·base … at most max (so with an allowance of 10 the 11th attempt waits).
 */
export function growingDelay(count: number, allowance: number, baseMs: number, maxMs: number): number {
  if (count < allowance) return 0;
  return Math.min(baseMs * 2 ** Math.min(count - allowance, 30), maxMs);
}

const keyOf = (scope: string, ...parts: string[]): ThrottleKey => ({
  scope,
  key_hash: createHash('sha256').update(parts.join('\n')).digest('hex'),
});

const keys = {
  address: (address: string) => keyOf('address', address),
  accountAddress: (email: string, address: string) => keyOf('account_address', email, address),
  account: (email: string) => keyOf('account', email),
  resetAddress: (address: string) => keyOf('reset_address', address),
  resetAccount: (email: string) => keyOf('reset_account', email),
};

export function createAuthThrottle(ctx: Pick<AppContext, 'db' | 'config' | 'now'>) {
  const { db } = ctx;
  const login = ctx.config.loginLimits;
  const reset = ctx.config.resetLimits;
  const block = (allowance: number) => (count: number) => growingDelay(count, allowance, BLOCK_BASE_MS, BLOCK_MAX_MS);
  const never = () => 0;

  /** Refuses with 429 when any of `keys` is blocked now. */
  async function refuseIfBlocked(blocking: ThrottleKey[], now: Date) {
    const states = await throttleStates(db, blocking, now);
    const until = states
      .map((s) => s.blocked_until)
      .filter((d): d is Date => !!d && d > now)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    if (until) throw rateLimited(until, now);
    return states;
  }

  return {
    /**
     * Before a password is checked: 429 while this address, or this account from this address, is blocked;
     * otherwise waits the account's small delay (if others have been failing on it).
     */
    async beforeLogin(email: string, address: string): Promise<void> {
      const now = ctx.now();
      const account = keys.account(email);
      const states = await refuseIfBlocked([keys.address(address), keys.accountAddress(email, address), account], now);
      const failures = states.find((s) => s.scope === account.scope)?.failures ?? 0;
      const wait = growingDelay(failures, login.perAccount, SLOW_BASE_MS, SLOW_MAX_MS);
      if (wait) await sleep(wait);
    },

    async loginFailed(email: string, address: string): Promise<void> {
      const now = ctx.now();
      await countFailure(db, keys.address(address), now, login.windowMs, block(login.perAddress));
      await countFailure(db, keys.accountAddress(email, address), now, login.windowMs, block(login.perAccount));
      await countFailure(db, keys.account(email), now, login.windowMs, never);
    },

    /** The owner is in: their own address starts afresh with this account (the address and account counts stay). */
    loginSucceeded: (email: string, address: string) => clearThrottle(db, keys.accountAddress(email, address)),

    /** Counts a reset request, refusing it (429) while its address or email is blocked. */
    async resetRequested(email: string, address: string): Promise<void> {
      const now = ctx.now();
      await refuseIfBlocked([keys.resetAddress(address), keys.resetAccount(email)], now);
      await countFailure(db, keys.resetAddress(address), now, reset.windowMs, block(reset.perAddress));
      await countFailure(db, keys.resetAccount(email), now, reset.windowMs, block(reset.perAccount));
    },

    /** Before a reset link is tried: 429 while the address is blocked (bad links count as failed sign-ins). */
    async beforeResetLink(address: string): Promise<void> {
      await refuseIfBlocked([keys.address(address)], ctx.now());
    },

    async resetLinkFailed(address: string): Promise<void> {
      await countFailure(db, keys.address(address), ctx.now(), login.windowMs, block(login.perAddress));
    },
  };
}

/** Forgets expired counters (run by the server every few minutes; also on any instance: it is idempotent). */
export const purgeExpiredThrottles = (db: AppContext['db'], now: Date) => deleteExpiredThrottles(db, now);
