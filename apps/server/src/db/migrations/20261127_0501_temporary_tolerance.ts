// Tolerance of temporary (multiple-access) invitations (issue 14, item 2; spec §5 "tolerance hours are 1 to 12"):
// hours the key is accepted before its start and after its end, as an event's tolerance widens its guests' keys.
// Null (every key made before, and every other type) means none: the key's window exactly.
import { TOLERANCE_HOURS } from '@garita/contract';
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table access_keys
      add column tolerance integer
        check (tolerance between ${sql.lit(TOLERANCE_HOURS.min)} and ${sql.lit(TOLERANCE_HOURS.max)})`.execute(db);
}
