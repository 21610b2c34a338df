// The daily purge's record counts the watchlist matches whose visitor name it erased (docs/privacy.md), as it
// counts the logbook records and invitations: the admin's record of the purge says everything it erased.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table purge_runs add column watchlist_matches_anonymised integer not null default 0`.execute(db);
}
