// Live screens across instances (docs/live.md, "Delivery"): every insert into `live_events` also notifies the
// `garita_live` channel, in the same transaction as the row. PostgreSQL delivers a notification only when its
// transaction commits (and drops it on a rollback), so a hub that hears one never looks for an uncommitted row.
// The payload is empty: the hub reads the rows from the table as before (scope, gaps and overlap stay there), and
// PostgreSQL folds identical notifications of one transaction into one, so a statement that writes many events
// wakes each listener once. One statement-level trigger on the events table covers every trigger that writes it.
import { type Kysely, sql } from 'kysely';

const statements = [
  `create function live_events_notify() returns trigger language plpgsql as $$
  begin
    perform pg_notify('garita_live', '');
    return null;
  end $$`,
  `create trigger live_events_notify after insert on live_events
    for each statement execute function live_events_notify()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
