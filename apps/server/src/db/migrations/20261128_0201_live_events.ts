// Live screens (docs/live.md): every change of a logbook row or an invitation leaves a row in `live_events`,
// written by a trigger in the same database transaction as the change, so an event exists exactly when its change
// committed, whichever code path made it. The id orders the events and is the Server-Sent Events id a browser
// sends back as Last-Event-ID to get what it missed. Rows are kept a day (services/live.ts prunes them).
import { type Kysely, sql } from 'kysely';

const statements = [
  `create table live_events (
    id bigint generated always as identity primary key,
    network_id integer not null,
    -- 'transaction' (a logbook row) or 'access_key' (an invitation)
    kind text not null,
    -- 'insert' or 'update'
    op text not null,
    subject_id integer not null,
    -- the logbook row's access point (null for an invitation: its access points are a list)
    access_server_id integer,
    -- whose record it is: the row's host, the invitation's owner (the same column the lists scope by)
    user_id integer,
    -- the statement's clock, not the transaction's start: closer to the commit order the ids follow
    created_at timestamptz not null default clock_timestamp()
  )`,
  'create index live_events_created_at on live_events (created_at)',
  `create function live_event_of_transaction() returns trigger language plpgsql as $$
  begin
    insert into live_events (network_id, kind, op, subject_id, access_server_id, user_id)
    values (new.network_id, 'transaction', lower(tg_op), new.id, new.access_server_id, new.user_id);
    return null;
  end $$`,
  `create function live_event_of_access_key() returns trigger language plpgsql as $$
  begin
    insert into live_events (network_id, kind, op, subject_id, access_server_id, user_id)
    values (new.network_id, 'access_key', lower(tg_op), new.id, null, new.user_id);
    return null;
  end $$`,
  // The purge's erasure of old rows is no news to any screen.
  `create trigger transactions_live_insert after insert on transactions
    for each row execute function live_event_of_transaction()`,
  `create trigger transactions_live_update after update on transactions
    for each row when (old.anonymised_at is not distinct from new.anonymised_at)
    execute function live_event_of_transaction()`,
  `create trigger access_keys_live_insert after insert on access_keys
    for each row execute function live_event_of_access_key()`,
  `create trigger access_keys_live_update after update on access_keys
    for each row when (old.anonymised_at is not distinct from new.anonymised_at)
    execute function live_event_of_access_key()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
