// The scan's cache keeps each key owner it read with their unit's name (services/scan-cache.ts), so a scan reads
// its key without the owner's two joins. A user's change already notifies `user:<id>` (migration 20261202_02); a
// unit renamed or removed notifies `network_group:<id>` on the cache's channel at the writer's commit, through the
// same function, so every instance answers the very next scan with the unit's new name.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger network_groups_scan_cache_notify after update or delete on network_groups
    for each row execute function scan_cache_notify('network_group', 'id')`.execute(db);
}
