// Provider overstay (issue 15, docs/overstay.md): an access point's "providers may stay N hours" (null: no limit),
// and on each entry the moment its overstay mail to the network's admins was queued, so one stay is mailed once
// however long it lasts and however many instances look (the outbox forgets sent rows after 7 days).
import { PROVIDER_MAX_STAY_HOURS } from '@garita/contract';
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table access_servers
      add column provider_max_stay_hours integer
        check (provider_max_stay_hours between ${sql.lit(PROVIDER_MAX_STAY_HOURS.min)}
          and ${sql.lit(PROVIDER_MAX_STAY_HOURS.max)})`.execute(db);
  await sql`alter table transactions add column overstay_queued_at timestamptz`.execute(db);
}
