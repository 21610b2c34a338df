// The outbox's worker (docs/outbox.md): sends the rows that changes queued (repositories/outbox.repository.ts),
// each through its topic's handler, outside any request. It runs when a request that queued something has
// committed (kickAfterCommit) and on a timer (rows queued by another instance, by the CLI, or waiting for a
// retry). Several workers, in one instance or many, share the table without sending a row twice.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { afterRequestTransaction, outsideRequestTransaction } from '../db/request-transaction.ts';
import type { OutboxRow } from '../db/schema.ts';
import {
  claimOutbox,
  finishOutbox,
  finishSentOutbox,
  type OutboxOutcome,
  purgeFailedOutbox,
  purgeSentOutbox,
  releaseOutbox,
} from '../repositories/outbox.repository.ts';

/** Sends one row. Throwing means "not sent, try again later". It must be idempotent: a worker that dies after
 *  sending and before marking the row sent leaves it to be sent again when its lease ends. */
export type OutboxHandler = (row: OutboxRow) => Promise<void>;

export interface OutboxTopic {
  handler: OutboxHandler;
  /** Attempts before a row is given up with a logged error. */
  maxAttempts: number;
  /** Wait after failed attempt n (1, 2, …) before the next. */
  retryDelayMs: (attempts: number) => number;
  /** Rows given up are deleted with the sent ones (after OUTBOX_KEEP_SENT_MS), e.g. payloads with personal data;
   *  otherwise they stay for an operator. */
  forgetFailed?: boolean;
}

/** Doubling from 30 seconds to an hour: 30 s, 1, 2, 4, 8, 16, 32 min, then hourly. */
export const backoff =
  (firstMs = 30_000, maxMs = 3_600_000) =>
  (attempts: number) =>
    Math.min(firstMs * 2 ** Math.max(0, attempts - 1), maxMs);

/** How long a claimed row is kept from other workers: longer than any handler may take. */
export const OUTBOX_LEASE_MS = 5 * 60_000;
/** How many due rows a drain claims at once: one statement to claim them and one to mark them sent, where each row
 *  took two. Small enough that one instance does not hold a long queue while others could send it. */
export const OUTBOX_BATCH = 16;
/** How often the timer drains the outbox. */
export const OUTBOX_EVERY_MS = 30_000;
/** Sent rows are kept this long (what was sent when, for an operator), then forgotten. */
export const OUTBOX_KEEP_SENT_MS = 7 * 86_400_000;
const PURGE_EVERY_TICKS = 20;

type WorkerContext = Pick<AppContext, 'db' | 'log' | 'now'>;

export function createOutboxWorker(
  ctx: WorkerContext,
  topics: Record<string, OutboxTopic>,
  /** `batch`: rows a claim takes (bench/outbox.ts compares 1, a claim per row as before 2026-12-07). */
  { batch = OUTBOX_BATCH }: { batch?: number } = {},
) {
  const names = Object.keys(topics);
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let ticks = 0;
  // Retries due before the next tick (a topic with short waits, e.g. WEBHOOK_RETRY_FIRST_MS) get wake-ups of their
  // own: one timer, set for the earliest of them; when it fires, a drain sends what is due and the timer moves on.
  const wakeTimes = new Set<number>();
  let wakeUp: NodeJS.Timeout | undefined;
  let wakeUpAt = Number.POSITIVE_INFINITY;
  let stopped = false;

  function scheduleWakeUp(): void {
    const nowMs = ctx.now().getTime();
    const next = Math.min(...wakeTimes);
    if (stopped || next === wakeUpAt) return;
    clearTimeout(wakeUp);
    wakeUpAt = next;
    if (!Number.isFinite(next)) return;
    wakeUp = setTimeout(
      () => {
        const firedAt = ctx.now().getTime();
        for (const at of wakeTimes) if (at <= firedAt) wakeTimes.delete(at);
        wakeUpAt = Number.POSITIVE_INFINITY;
        void kick();
        scheduleWakeUp();
      },
      Math.max(0, next - nowMs),
    );
    wakeUp.unref();
  }

  function wakeAt(at: Date): void {
    const due = at.getTime();
    if (stopped || due - ctx.now().getTime() >= OUTBOX_EVERY_MS) return;
    wakeTimes.add(due);
    scheduleWakeUp();
  }

  /** Sends one row; answers its outcome, already written when it is not `sent` (sent rows are marked together). */
  async function handle(row: OutboxRow, topic: OutboxTopic, token: string): Promise<OutboxOutcome['kind']> {
    let outcome: OutboxOutcome;
    try {
      await topic.handler(row);
      return 'sent';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const where = { err: error, outbox: row.id, topic: row.topic, key: row.dedupe_key, attempts: row.attempts };
      if (row.attempts >= topic.maxAttempts) {
        ctx.log.error(where, 'outbox message given up');
        outcome = { kind: 'failed', error: message };
      } else {
        ctx.log.warn(where, 'outbox message failed; will retry');
        outcome = {
          kind: 'retry',
          at: new Date(ctx.now().getTime() + topic.retryDelayMs(row.attempts)),
          error: message,
        };
      }
    }
    await finishOutbox(ctx.db, row, token, outcome, ctx.now());
    if (outcome.kind === 'retry') wakeAt(outcome.at);
    return outcome.kind;
  }

  /**
   * Sends every due row; answers how many were handled. Rows are claimed `batch` at a time and sent one after
   * another, oldest first; the sent ones are marked in one statement after the batch. Rows the lease would not
   * cover any more (slow receivers) are given back before it ends, for the next claim, here or elsewhere.
   */
  async function drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const token = randomUUID();
      const claimedAt = ctx.now().getTime();
      const rows = await claimOutbox(ctx.db, names, ctx.now(), OUTBOX_LEASE_MS, token, batch);
      if (rows.length === 0) return handled;
      const sent: OutboxRow[] = [];
      try {
        for (const [i, row] of rows.entries()) {
          if (i > 0 && ctx.now().getTime() - claimedAt > OUTBOX_LEASE_MS / 2) {
            await releaseOutbox(ctx.db, rows.slice(i), token, true);
            break;
          }
          handled++;
          const topic = topics[row.topic];
          if (topic && (await handle(row, topic, token)) === 'sent') sent.push(row);
        }
      } finally {
        // Also when a write above failed: what was sent is not sent again.
        await finishSentOutbox(ctx.db, sent, token, ctx.now());
      }
    }
  }

  function kick(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    // Never inside a request's transaction: the worker's queries commit on their own.
    running = outsideRequestTransaction(async () => {
      let total = 0;
      do {
        again = false;
        total += await drain();
      } while (again);
      return total;
    })
      .catch((error: unknown) => {
        ctx.log.error({ err: error }, 'outbox drain failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  async function tick(): Promise<void> {
    await kick();
    if (ticks++ % PURGE_EVERY_TICKS === 0) {
      const before = new Date(ctx.now().getTime() - OUTBOX_KEEP_SENT_MS);
      await purgeSentOutbox(ctx.db, before);
      await purgeFailedOutbox(
        ctx.db,
        names.filter((name) => topics[name]?.forgetFailed),
        before,
      );
    }
  }

  return {
    /** The topics this worker sends. */
    topics: names,
    /** Starts a drain, or asks the running one to look again; resolves (never rejects) when nothing was due. */
    kick,
    /**
     * Kicks once the request's transaction has ended (so the worker sees what it queued), without making the
     * answer wait for the drain. Outside a request, kicks at once.
     */
    kickAfterCommit(): Promise<void> {
      return afterRequestTransaction(async () => {
        void kick();
      });
    },
    /** The drain in progress, if any (tests and shutdown wait for it). */
    idle: () => running ?? Promise.resolve(0),
    /** Drains now and every OUTBOX_EVERY_MS, forgetting old sent rows now and then. */
    start(): void {
      if (timer || names.length === 0) return;
      const run = () => {
        tick().catch((error: unknown) => ctx.log.error({ err: error }, 'outbox maintenance failed'));
      };
      timer = setInterval(run, OUTBOX_EVERY_MS);
      timer.unref();
      run();
    },
    /** Stops the timer and waits for the drain in progress. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      stopped = true;
      clearTimeout(wakeUp);
      await (running ?? Promise.resolve());
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
