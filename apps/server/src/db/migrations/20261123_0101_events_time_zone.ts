// Events remember the time zone their wall-clock start was entered in (the first access point's at the time),
// so detail and edit screens show the same start the host typed even if the event's access points change.
// Also indexes the per-owner event list and the guest search of an event.
import { type Kysely, sql } from 'kysely';

const statements = [
  `alter table events add column time_zone text`,
  `update events e set time_zone = (
     select s.time_zone from event_access_servers ea join access_servers s on s.id = ea.access_server_id
     where ea.event_id = e.id order by s.name, s.id limit 1)
   where time_zone is null`,
  `create index events_user on events (network_id, user_id, start_date desc)`,
  `create index event_access_servers_server on event_access_servers (access_server_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
