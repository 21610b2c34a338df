// A generic outbox (docs/outbox.md): work for another system (the CMS user sync now; mail next) is written in the
// same transaction as the change that causes it, and a worker sends it afterwards, retrying, so a slow or absent
// receiver never slows or fails the change. Several instances share it without sending a row twice.
import { type Kysely, sql } from 'kysely';

const statements = [
  `create table outbox (
    id bigint generated always as identity primary key,
    topic text not null,
    -- One row per key: queuing a key again either leaves the row (a mail sent once) or re-arms it (a user to sync
    -- again, whose handler reads the current state).
    dedupe_key text not null unique,
    payload jsonb not null,
    -- Counts re-arms: a worker that read an older revision does not mark a re-armed row sent.
    revision integer not null default 0,
    attempts integer not null default 0,
    next_attempt_at timestamptz not null,
    -- The worker holding the row and until when (FOR UPDATE SKIP LOCKED takes it; another takes it after).
    lease_token text,
    leased_until timestamptz,
    last_error text,
    sent_at timestamptz,
    -- Given up after the topic's attempts (logged); queuing the key again re-arms it.
    failed_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create index outbox_due on outbox (next_attempt_at) where sent_at is null and failed_at is null`,
  `create index outbox_sent on outbox (sent_at) where sent_at is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
