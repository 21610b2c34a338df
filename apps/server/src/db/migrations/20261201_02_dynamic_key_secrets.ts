// The resident's dynamic key as a time-based code (issue 18, docs/offline.md): each resident's code secret (20
// random bytes, base32; made the first time it is needed) and the last step of theirs a gate let through, which
// refuses that step's code and every earlier one. A table of its own rather than columns of `users`: no reader of
// users (presenters, the audit log's before/after, exports) can carry the secret by accident. It goes with the
// user: on user deletion and erasure (users.repository softDeleteUser, personal-data anonymiseUser) and by cascade.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table dynamic_key_secrets (
      user_id bigint primary key references users(id) on delete cascade,
      network_id bigint not null references networks(id) on delete cascade,
      secret text not null,
      last_used_step integer,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index dynamic_key_secrets_network on dynamic_key_secrets (network_id)`.execute(db);
}
