// The scan's cache keeps each network's register attributes (services/scan-cache.ts): a register reads them
// from memory. An attribute added, changed or removed notifies `custom_attributes:<network id>` on the cache's
// channel at the writer's commit, through migration 20261202_02's function, so every instance reads them again
// for its very next register.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger custom_attributes_scan_cache_notify after insert or update or delete on custom_attributes
    for each row execute function scan_cache_notify('custom_attributes', 'network_id')`.execute(db);
}
