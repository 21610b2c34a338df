// Account refusals that are throttled (docs/accounts.md): a wrong current password when users change their own
// email or password, and an "email taken" answer when someone creates a user or changes an email. Counted per
// caller in the database, so every instance sees the same count; rows older than a day are pruned as new ones come.
import { type Kysely, sql } from 'kysely';

const statements = [
  `create table account_refusals (
    id bigint generated always as identity primary key,
    network_id bigint not null references networks(id),
    -- who asked (the signed-in caller), not whose email it was: the probed address is not kept
    user_id bigint not null references users(id),
    kind text not null check (kind in ('wrong_password', 'email_taken')),
    created_at timestamptz not null
  )`,
  `create index account_refusals_user on account_refusals (user_id, kind, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
