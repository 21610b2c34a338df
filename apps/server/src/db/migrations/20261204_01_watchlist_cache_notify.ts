// The scan's cache knows whether a network has a watchlist (services/scan-cache.ts): a scan in a network without
// an entry leaves the watchlist out of its statement. An entry added, changed or removed notifies
// `watchlist:<network id>` on the cache's channel at the writer's commit, through migration 20261202_02's function,
// so every instance looks again on its very next scan.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger watchlist_entries_scan_cache_notify after insert or update or delete on watchlist_entries
    for each row execute function scan_cache_notify('watchlist', 'network_id')`.execute(db);
}
