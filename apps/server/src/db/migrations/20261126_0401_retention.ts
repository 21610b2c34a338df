// Retention (issue 13): each network keeps photos and visitors' personal data a number of days, and a daily purge
// deletes the photos and erases the personal data after that, keeping the logbook's facts (docs/privacy.md).
// `anonymised_at` marks the rows already erased; the partial indexes hold only the rows not erased yet, so each
// day's purge walks the day's new candidates rather than the whole history. `purge_runs` records every run.
import { PERSONAL_DATA_RETENTION_DAYS, PHOTO_RETENTION_DAYS } from '@garita/contract';
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table networks
          add column photo_retention_days integer not null default ${sql.lit(PHOTO_RETENTION_DAYS.default)}
            check (photo_retention_days between ${sql.lit(PHOTO_RETENTION_DAYS.min)} and ${sql.lit(PHOTO_RETENTION_DAYS.max)}),
          add column personal_data_retention_days integer not null default ${sql.lit(PERSONAL_DATA_RETENTION_DAYS.default)}
            check (personal_data_retention_days between ${sql.lit(PERSONAL_DATA_RETENTION_DAYS.min)} and ${sql.lit(PERSONAL_DATA_RETENTION_DAYS.max)}),
          add constraint networks_photos_within_personal_data check (photo_retention_days <= personal_data_retention_days)`,
    sql`alter table transactions add column anonymised_at timestamptz`,
    sql`create index transactions_personal_data on transactions (network_id, created_at) where anonymised_at is null`,
    sql`alter table access_keys add column anonymised_at timestamptz`,
    sql`create index access_keys_personal_data on access_keys (network_id, created_at, id) where anonymised_at is null`,
    // "Is this favourite still used?" and unlinking the keys of one that is deleted.
    sql`create index access_keys_community_member on access_keys (community_member_id, created_at)
          where community_member_id is not null`,
    sql`create index community_members_created on community_members (network_id, created_at)`,
    sql`create index photos_network_created on photos (network_id, created_at)`,
    sql`create table purge_runs (
          id bigint generated always as identity primary key,
          network_id bigint not null references networks(id),
          trigger text not null check (trigger in ('schedule', 'cli')),
          started_at timestamptz not null,
          finished_at timestamptz,
          photos_before timestamptz not null,
          personal_data_before timestamptz not null,
          photos_deleted integer not null default 0,
          photo_bytes_deleted bigint not null default 0,
          transactions_anonymised integer not null default 0,
          access_keys_anonymised integer not null default 0,
          community_members_deleted integer not null default 0,
          error text
        )`,
    sql`create index purge_runs_network on purge_runs (network_id, started_at desc)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
