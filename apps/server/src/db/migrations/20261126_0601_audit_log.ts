// The audit log (docs/audit.md): one append-only row per admin change, invitation and user change, gate opening,
// sign-in (success and failure), list export and purge — who, in which network, when, what, and the changed
// fields before and after. Rows are only ever inserted: a trigger refuses UPDATE, DELETE and TRUNCATE for every
// role that does not own the table's triggers away, the server's included. No foreign keys: the history outlives
// whatever it names (a deleted gate, a purged visitor), and nothing can cascade into it.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_log (
      id bigint generated always as identity primary key,
      network_id bigint,
      actor_user_id bigint,
      action text not null check (length(action) between 1 and 100),
      outcome text not null default 'success' check (outcome in ('success', 'failure')),
      subject_type text check (length(subject_type) <= 100),
      subject_id bigint,
      before jsonb,
      after jsonb,
      details jsonb,
      address text check (length(address) <= 100),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index audit_log_network_time on audit_log (network_id, created_at desc, id desc)`.execute(db);
  await sql`create index audit_log_subject on audit_log (network_id, subject_type, subject_id)`.execute(db);
  await sql`create index audit_log_actor on audit_log (network_id, actor_user_id, created_at desc)`.execute(db);
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
    end
    $$`.execute(db);
  await sql`
    create trigger audit_log_no_change before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
  await sql`
    create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);
}
