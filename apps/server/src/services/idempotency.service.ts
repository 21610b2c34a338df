// Idempotent creation's storage rule (routes/idempotent.ts wraps the handlers; docs/architecture.md, "Idempotent
// creation"): one transaction claims the user's key, runs the work, stores its answer, and commits all of it with
// the change; a key already answered replays that answer, or is refused when it named another request.
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@garita/contract';
import type { AppContext } from '../context.ts';
import { inRequestTransaction } from '../db/request-transaction.ts';
import { AppError } from '../lib/errors.ts';
import {
  claimIdempotencyKey,
  deleteStaleIdempotencyKeys,
  findIdempotencyKey,
  saveIdempotentAnswer,
} from '../repositories/idempotency-keys.repository.ts';

export const IDEMPOTENCY_KEY_TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000;

export interface IdempotentAnswer {
  status: number;
  /** The answer's JSON as sent; null for an empty answer. */
  body: string | null;
}

export function createIdempotencyService(ctx: Pick<AppContext, 'db' | 'now'>) {
  return {
    /**
     * Runs `work` once per (user, key): in one request transaction, claims the key, runs the work and stores its
     * answer. The same key and fingerprint again replays the stored answer (`replayed: true`) without running
     * anything; another fingerprint is a 422 `idempotency_key_reused`. A failing `work` rolls back with its key.
     */
    async once(
      request: { userId: number; key: string; fingerprint: string },
      work: () => Promise<IdempotentAnswer>,
    ): Promise<IdempotentAnswer & { replayed: boolean }> {
      const { userId, key, fingerprint } = request;
      const now = ctx.now();
      return inRequestTransaction(ctx.db, async (trx) => {
        await deleteStaleIdempotencyKeys(trx, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS), {
          user_id: userId,
          key,
        });
        // Claimed, or answered already; the row can only vanish in between if a purge removed it: claim again.
        for (let attempt = 0; ; attempt++) {
          if (await claimIdempotencyKey(trx, { user_id: userId, key, fingerprint, created_at: now })) break;
          const stored = await findIdempotencyKey(trx, userId, key);
          if (stored) {
            if (stored.fingerprint !== fingerprint) throw new AppError(422, 'idempotency_key_reused');
            return { status: stored.status, body: stored.body, replayed: true };
          }
          if (attempt === 2) throw new Error(`Idempotency-Key ${key} neither claimed nor found`);
        }
        const answer = await work();
        await saveIdempotentAnswer(trx, userId, key, answer);
        return { ...answer, replayed: false };
      });
    },
  };
}
