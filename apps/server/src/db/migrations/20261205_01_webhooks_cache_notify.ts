// The scan's cache keeps each network's active webhooks (services/scan-cache.ts): a register asks the database
// which webhooks take its events only when the network has one. A webhook added, removed, paused, resumed or given
// other events notifies `webhooks:<network id>` on the cache's channel at the writer's commit, through migration
// 20261202_02's function, so every instance queues the very next register's event for it. A delivery's counts
// (its failures, its last success) change nothing the cache keeps, and notify nobody.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger webhooks_scan_cache_notify
    after insert or delete or update of network_id, active, event_types on webhooks
    for each row execute function scan_cache_notify('webhooks', 'network_id')`.execute(db);
}
