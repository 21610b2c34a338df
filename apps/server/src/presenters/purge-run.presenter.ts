// purge_runs rows -> the admin's record of the daily purge (GET /network/purge_runs). The error text stays in the
// server's log and the table: the admin sees that a run failed, not its internals.
import type { PurgeRun } from '@garita/contract';
import type { PurgeRunRow } from '../db/schema.ts';

export const presentPurgeRun = (r: PurgeRunRow): PurgeRun => ({
  id: r.id,
  trigger: r.trigger,
  started_at: r.started_at.toISOString(),
  finished_at: r.finished_at?.toISOString() ?? null,
  photos_before: r.photos_before.toISOString(),
  personal_data_before: r.personal_data_before.toISOString(),
  photos_deleted: r.photos_deleted,
  photo_bytes_deleted: r.photo_bytes_deleted,
  transactions_anonymised: r.transactions_anonymised,
  access_keys_anonymised: r.access_keys_anonymised,
  watchlist_matches_anonymised: r.watchlist_matches_anonymised,
  community_members_deleted: r.community_members_deleted,
  failed: r.error !== null,
});
