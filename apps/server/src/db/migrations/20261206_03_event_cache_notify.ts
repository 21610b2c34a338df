// The scan's cache keeps each event it read for a key (services/scan-cache.ts), so an event guest's scan reads the
// key without the event's subquery. An event changed (its times, its tolerance, its name) or removed notifies
// `event:<id>` on the cache's channel at the writer's commit, through migration 20261202_02's function, so every
// instance decides the very next scan with the event as it is now.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger events_scan_cache_notify after update or delete on events
    for each row execute function scan_cache_notify('event', 'id')`.execute(db);
}
