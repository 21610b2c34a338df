// How long a network keeps photos and visitors' personal data (networks.photo_retention_days,
// networks.personal_data_retention_days) and the record of each daily purge (GET /network/purge_runs).
// What the purge erases, table by table, is listed in docs/privacy.md.
import { z } from 'zod';

/** Days a network keeps ID, plate and other photos (counted in local days of the network's zone). */
export const PHOTO_RETENTION_DAYS = { min: 1, max: 365, default: 30 } as const;
/**
 * Days a network keeps visitors' names, phones, emails, notes and custom answers after a visit (or after an
 * invitation ended). Photos are personal data too: the photo window may not be longer than this one.
 */
export const PERSONAL_DATA_RETENTION_DAYS = { min: 30, max: 1825, default: 365 } as const;

export const PhotoRetentionDays = z.number().int().min(PHOTO_RETENTION_DAYS.min).max(PHOTO_RETENTION_DAYS.max);
export const PersonalDataRetentionDays = z
  .number()
  .int()
  .min(PERSONAL_DATA_RETENTION_DAYS.min)
  .max(PERSONAL_DATA_RETENTION_DAYS.max);

/** What started a purge: the server's daily schedule or `garita purge` on the command line. */
export const PurgeTrigger = z.enum(['schedule', 'cli']);
export type PurgeTrigger = z.infer<typeof PurgeTrigger>;

/** One network's part of one purge run. */
export const PurgeRun = z.object({
  id: z.number(),
  trigger: PurgeTrigger,
  started_at: z.string(),
  /** null while running, or when the run stopped on an error. */
  finished_at: z.string().nullable(),
  /** Photos taken before this instant were deleted (a local midnight of the network's zone). */
  photos_before: z.string(),
  /** Visitors' personal data of visits and invitations that ended before this instant was erased. */
  personal_data_before: z.string(),
  photos_deleted: z.number().int(),
  photo_bytes_deleted: z.number().int(),
  transactions_anonymised: z.number().int(),
  access_keys_anonymised: z.number().int(),
  /** Watchlist matches whose visitor name was erased (the entry's own record stays). */
  watchlist_matches_anonymised: z.number().int(),
  community_members_deleted: z.number().int(),
  /** Set when the run stopped on an error (what was done until then stays done). */
  failed: z.boolean(),
});
export type PurgeRun = z.infer<typeof PurgeRun>;

export const PurgeRunList = z.object({ purge_runs: z.array(PurgeRun) });
export type PurgeRunList = z.infer<typeof PurgeRunList>;
