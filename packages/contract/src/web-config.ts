// The web app's public settings (GET /api/v1/config): store links, previous version, manuals, map tiles.
// Nothing about accounts: which accounts the deployment forces into the desktop layout is each user's own
// `desktop_mode` (docs/accounts.md).
import { z } from 'zod';

export const WebConfig = z.object({
  previous_version_url: z.string().nullable(),
  android_app_url: z.string().nullable(),
  ios_app_url: z.string().nullable(),
  privacy_notice_url: z.string().nullable(),
  /** The residents' user manual, linked from the dynamic key dialog. */
  user_manual_url: z.string().nullable(),
  map_tile_url: z.string(),
  /** Whether this server sends mail (SMTP_URL set): the app says a mail will leave only when one will. */
  mail_enabled: z.boolean(),
});
export type WebConfig = z.infer<typeof WebConfig>;
