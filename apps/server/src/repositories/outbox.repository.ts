// The outbox (docs/outbox.md): rows queued in the transaction of the change that causes them, claimed by the
// worker in services/outbox.ts with a lease and FOR UPDATE SKIP LOCKED, marked sent, retried or given up.
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import type { OutboxRow } from '../db/schema.ts';

export interface OutboxMessage {
  topic: string;
  /** One row per key across the table, e.g. `cms.user:12`. */
  dedupeKey: string;
  payload: Record<string, unknown>;
  /**
   * What queuing a key that already has a row does: `keep` leaves the row as it is (a mail already queued or sent
   * is not sent again); `rearm` makes it due again, sent or given up or not (a handler that reads the current
   * state sends the newest one; changes queued before it is sent coalesce into one send).
   */
  onConflict: 'keep' | 'rearm';
}

/** Queues `message`, due at `now`, on `db`: the caller's transaction when it runs in one. */
export async function enqueueOutbox(db: Db, message: OutboxMessage, now: Date): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      topic: message.topic,
      dedupe_key: message.dedupeKey,
      payload: JSON.stringify(message.payload),
      next_attempt_at: now,
    })
    .onConflict((oc) =>
      message.onConflict === 'keep'
        ? oc.column('dedupe_key').doNothing()
        : oc.column('dedupe_key').doUpdateSet((eb) => ({
            payload: eb.ref('excluded.payload'),
            revision: eb('outbox.revision', '+', 1),
            attempts: 0,
            next_attempt_at: eb.ref('excluded.next_attempt_at'),
            last_error: null,
            sent_at: null,
            failed_at: null,
          })),
    )
    .execute();
}

/**
 * Takes up to `limit` of the oldest due rows of `topics` for `leaseMs` under `token`, counting an attempt on each,
 * oldest first; none when nothing is due. A row another worker is taking is skipped (SKIP LOCKED), one it holds is
 * not due (its lease), and one whose lease ran out (that worker died) is due again.
 */
export async function claimOutbox(
  db: Db,
  topics: string[],
  now: Date,
  leaseMs: number,
  token: string,
  limit: number,
): Promise<OutboxRow[]> {
  if (topics.length === 0) return [];
  const rows = await db
    .updateTable('outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      lease_token: token,
      leased_until: new Date(now.getTime() + leaseMs),
    }))
    .where(
      'id',
      'in',
      db
        .selectFrom('outbox')
        .select('id')
        .where('topic', 'in', topics)
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('leased_until', 'is', null), eb('leased_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
  // UPDATE … RETURNING answers in no particular order: the oldest is sent first.
  return rows.sort((a, b) => a.next_attempt_at.getTime() - b.next_attempt_at.getTime() || a.id - b.id);
}

/**
 * Gives rows `token` still holds back, due at once. `unattempted`: rows its claim never got to send, whose claim
 * does not count as an attempt.
 */
export async function releaseOutbox(db: Db, rows: OutboxRow[], token: string, unattempted = false): Promise<void> {
  if (rows.length === 0) return;
  await db
    .updateTable('outbox')
    .set((eb) => ({
      lease_token: null,
      leased_until: null,
      ...(unattempted ? { attempts: eb('attempts', '-', 1) } : {}),
    }))
    .where('lease_token', '=', token)
    .where(sql<boolean>`id = any(${rows.map((row) => row.id)}::bigint[])`)
    .execute();
}

/**
 * Marks `rows`, sent under the claim `token` holds, sent: in one statement, where a worker that sends many rows at
 * once (a queue after an outage, a busy gate's arrival mails) would otherwise write each. A row re-armed meanwhile
 * (a newer revision) is only released, due again at once, as finishOutbox does; one whose lease went to another
 * worker is left alone.
 */
export async function finishSentOutbox(db: Db, rows: OutboxRow[], token: string, now: Date): Promise<void> {
  if (rows.length === 0) return;
  const done = await db
    .updateTable('outbox')
    .set({ sent_at: now, last_error: null, lease_token: null, leased_until: null })
    .where('lease_token', '=', token)
    // One statement's shape for any number of rows (a named statement, planned once).
    .where(
      sql<boolean>`(id, revision) in (select * from unnest(${rows.map((row) => row.id)}::bigint[], ${rows.map((row) => row.revision)}::int[]))`,
    )
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) < rows.length) await releaseOutbox(db, rows, token);
}

export type OutboxOutcome =
  | { kind: 'sent' }
  | { kind: 'retry'; at: Date; error: string }
  | { kind: 'failed'; error: string };

/**
 * Ends the claim `token` holds on `row`: sent, retried at a time, or given up. A row re-armed meanwhile (a newer
 * revision) is only released, due again at once: what was sent may be older than what it now asks for. Nothing
 * happens when the lease went to another worker.
 */
export async function finishOutbox(db: Db, row: OutboxRow, token: string, outcome: OutboxOutcome, now: Date) {
  const values =
    outcome.kind === 'sent'
      ? { sent_at: now, last_error: null }
      : outcome.kind === 'retry'
        ? { next_attempt_at: outcome.at, last_error: outcome.error.slice(0, 500) }
        : { failed_at: now, last_error: outcome.error.slice(0, 500) };
  const done = await db
    .updateTable('outbox')
    .set({ ...values, lease_token: null, leased_until: null })
    .where('id', '=', row.id)
    .where('lease_token', '=', token)
    .where('revision', '=', row.revision)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) > 0) return;
  await db
    .updateTable('outbox')
    .set({ lease_token: null, leased_until: null })
    .where('id', '=', row.id)
    .where('lease_token', '=', token)
    .execute();
}

/** Forgets rows sent before `before`; answers how many. */
export async function purgeSentOutbox(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('outbox').where('sent_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Forgets rows of `topics` given up before `before` (their payloads hold personal data); answers how many. */
export async function purgeFailedOutbox(db: Db, topics: string[], before: Date): Promise<number> {
  if (topics.length === 0) return 0;
  const result = await db
    .deleteFrom('outbox')
    .where('topic', 'in', topics)
    .where('failed_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Rows not yet sent, by topic and state (`waiting`: due or waiting for a retry, `leased`: a worker has it now,
 * `failed`: given up), for GET /metrics. Reads only unsent rows, which the partial index outbox_due covers.
 */
export async function outboxDepth(
  db: Db,
  now: Date,
): Promise<{ topic: string; state: 'waiting' | 'leased' | 'failed'; count: number }[]> {
  const rows = await db
    .selectFrom('outbox')
    .where('sent_at', 'is', null)
    .select((eb) => [
      'topic',
      eb
        .case()
        .when('failed_at', 'is not', null)
        .then('failed')
        .when('leased_until', '>', now)
        .then('leased')
        .else('waiting')
        .end()
        .as('state'),
      eb.fn.countAll<number>().as('count'),
    ])
    .groupBy(['topic', 'state'])
    .execute();
  return rows.map((r) => ({
    topic: r.topic,
    state: r.state as 'waiting' | 'leased' | 'failed',
    count: Number(r.count),
  }));
}
