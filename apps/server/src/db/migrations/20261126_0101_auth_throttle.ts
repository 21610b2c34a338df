// Sign-in and password-reset throttling shared by every instance (it was in one process's memory), and the
// queue of requested reset mails, so that POST /users/reset_password does the same work for every email and
// answers in the same time (docs/security.md).
import { type Kysely, sql } from 'kysely';

const statements = [
  // One counter per (scope, key): scope names what is counted (login failures per address, per account and
  // address, per account; reset requests per address and per account), key is the SHA-256 of the address and/or
  // email, so the table keeps no addresses nor emails in the clear. A row is forgotten at expires_at.
  `create table auth_throttle (
    scope text not null,
    key_hash text not null,
    failures integer not null,
    last_failure_at timestamptz not null,
    blocked_until timestamptz,
    expires_at timestamptz not null,
    primary key (scope, key_hash)
  )`,
  `create index auth_throttle_expires on auth_throttle (expires_at)`,
  // A reset request waits here until the server looks the email up and mails a link (or finds no account and
  // drops it). Rows live seconds; a failed send is retried at next_attempt_at.
  `create table password_reset_mails (
    id bigint generated always as identity primary key,
    email text not null,
    requested_at timestamptz not null,
    attempts integer not null default 0,
    next_attempt_at timestamptz not null,
    last_error text
  )`,
  `create index password_reset_mails_due on password_reset_mails (next_attempt_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
