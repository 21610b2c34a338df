// Idempotent creation (docs/architecture.md, "Idempotent creation"): the first answer to a creation sent with an
// Idempotency-Key, kept per user, so that a retry of the same request replays it instead of creating again. The row
// is written in the same transaction as the change it answers, so it exists exactly when the change does.
import { type Kysely, sql } from 'kysely';

const statements = [
  `create table idempotency_keys (
    user_id bigint not null references users(id) on delete cascade,
    key text not null,
    fingerprint text not null,
    status integer not null,
    body text,
    created_at timestamptz not null,
    primary key (user_id, key)
  )`,
  // The daily purge removes the answers older than IDEMPOTENCY_KEY_TTL_HOURS.
  `create index idempotency_keys_created on idempotency_keys (created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
