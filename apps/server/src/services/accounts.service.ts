// The account checks of issue 13 (docs/accounts.md): users prove who they are with their current password before
// changing their own email or password, and the "email taken" answer is throttled per caller because it is the
// same whichever network the email's owner is in (one login per email across Garita), so it says that an account
// exists somewhere. Both refusals are recorded in account_refusals and counted there, shared by every instance.
import { verify } from '@node-rs/argon2';
import type { AppContext, Auth } from '../context.ts';
import { afterRequestTransaction } from '../db/request-transaction.ts';
import { AppError } from '../lib/errors.ts';
import {
  type AccountRefusalKind,
  countAccountRefusals,
  recordAccountRefusal,
} from '../repositories/account-refusals.repository.ts';
import { findUserByEmail } from '../repositories/users.repository.ts';

/** How many refusals of a kind a caller gets in a window before every such request answers 429. */
export const ACCOUNT_LIMITS: Record<AccountRefusalKind, { count: number; windowMs: number }> = {
  wrong_password: { count: 5, windowMs: 15 * 60_000 },
  email_taken: { count: 10, windowMs: 60 * 60_000 },
};

export function createAccountChecks(ctx: Pick<AppContext, 'db' | 'now'>) {
  const { db } = ctx;

  async function throttle(auth: Auth, kind: AccountRefusalKind): Promise<void> {
    const { count, windowMs } = ACCOUNT_LIMITS[kind];
    const since = new Date(ctx.now().getTime() - windowMs);
    if ((await countAccountRefusals(db, auth.user.id, kind, since)) >= count) {
      throw new AppError(429, 'rate_limited');
    }
  }

  // A refusal answers 4xx, which rolls the request's transaction back (the audit log's, docs/audit.md): the count
  // is stored after it, or no refusal would ever be counted.
  const record = (auth: Auth, kind: AccountRefusalKind) =>
    afterRequestTransaction(() =>
      recordAccountRefusal(db, { network_id: auth.network.id, user_id: auth.user.id, kind }, ctx.now()),
    );

  return {
    /** 422 wrong_password on `user.current_password` unless it is the caller's password; 429 after too many. */
    async checkCurrentPassword(auth: Auth, given: string | undefined): Promise<void> {
      await throttle(auth, 'wrong_password');
      const hash = auth.user.password_hash;
      const isRight = !!given && !!hash && (await verify(hash, given).catch(() => false));
      if (isRight) return;
      await record(auth, 'wrong_password');
      throw new AppError(422, 'wrong_password', undefined, [
        { path: 'user.current_password', message: given ? 'wrong' : 'required' },
      ]);
    },

    /**
     * 422 email_taken when any undeleted user of any network has the email, the same answer for all; 429 once the
     * caller had too many of them. Called last, after every other check of the request passed.
     */
    async checkEmailFree(auth: Auth, email: string, exceptId?: number): Promise<void> {
      await throttle(auth, 'email_taken');
      const owner = await findUserByEmail(db, email);
      if (!owner || owner.id === exceptId) return;
      await record(auth, 'email_taken');
      throw new AppError(422, 'email_taken');
    },
  };
}
