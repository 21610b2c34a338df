// Provider overstay (docs/overstay.md): an access point may say "providers may stay N hours". A provider entry
// open longer than that is flagged in the guard console's list of visitors inside (transactions.service.ts), and a
// periodic check on every instance queues, once per stay, a mail to the network's admins (overstay-mail.ts sends
// it through the outbox). Several instances may look at once: the entry's mark and the outbox's dedupe key, both
// written in one database transaction, let exactly one of them queue it.
import type { Overstay } from '@garita/contract';
import type { AppContext } from '../context.ts';
import { outsideRequestTransaction } from '../db/request-transaction.ts';
import type { TransactionRow } from '../db/schema.ts';
import { enqueueOutbox } from '../repositories/outbox.repository.ts';
import { listUnqueuedOverstays, markOverstayQueued } from '../repositories/overstay.repository.ts';

export const HOUR_MS = 3_600_000;
export const OVERSTAY_MAIL_TOPIC = 'mail.provider_overstay';
/** Entries queued per look; the rest wait for the next one. */
const CHECK_BATCH = 500;

/** Providers who entered before this instant are overstaying; null when the access point sets no limit. */
export function overstayCutoff(now: Date, maxStayHours: number | null): Date | null {
  return maxStayHours === null ? null : new Date(now.getTime() - maxStayHours * HOUR_MS);
}

/** The flag of one open entry: set for a provider inside longer than `maxStayHours` at `now`. */
export function overstayOf(
  row: Pick<TransactionRow, 'access_key_type' | 'created_at' | 'inside'>,
  maxStayHours: number | null,
  now: Date,
): Overstay | null {
  if (maxStayHours === null || !row.inside || row.access_key_type !== 'provider') return null;
  const insideMs = now.getTime() - row.created_at.getTime();
  if (insideMs <= maxStayHours * HOUR_MS) return null;
  return { minutes_inside: Math.floor(insideMs / 60_000), max_stay_hours: maxStayHours };
}

export const overstayDedupeKey = (transactionId: number) => `${OVERSTAY_MAIL_TOPIC}:${transactionId}`;

type CheckContext = Pick<AppContext, 'db' | 'now'> & {
  log?: Pick<AppContext['log'], 'info' | 'error'>;
  outbox?: Pick<AppContext['outbox'], 'kick'>;
};

/**
 * Queues the admins' mail of every provider now inside longer than their access point allows and not queued yet;
 * answers how many this call queued. Each entry is marked and queued in its own transaction.
 */
export async function checkOverstays(ctx: CheckContext): Promise<number> {
  return outsideRequestTransaction(async () => {
    let queued = 0;
    for (;;) {
      const now = ctx.now();
      const ids = await listUnqueuedOverstays(ctx.db, now, CHECK_BATCH);
      for (const id of ids) {
        const marked = await ctx.db.transaction().execute(async (trx) => {
          if (!(await markOverstayQueued(trx, id, now))) return false;
          await enqueueOutbox(
            trx,
            {
              topic: OVERSTAY_MAIL_TOPIC,
              dedupeKey: overstayDedupeKey(id),
              payload: { transaction_id: id },
              onConflict: 'keep',
            },
            now,
          );
          return true;
        });
        if (marked) queued++;
      }
      if (ids.length < CHECK_BATCH) break;
    }
    if (queued > 0) {
      ctx.log?.info({ queued }, 'provider overstay mails queued');
      void ctx.outbox?.kick();
    }
    return queued;
  });
}

/**
 * Looks for overstaying providers every `everyMs` on this instance (each instance may run it: see checkOverstays).
 * Answers a function that stops it and waits for a look under way.
 */
export function scheduleOverstayCheck(ctx: CheckContext, everyMs: number): () => Promise<void> {
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    current = checkOverstays(ctx).catch((error) => {
      ctx.log?.error({ err: error }, 'provider overstay check failed');
    });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
