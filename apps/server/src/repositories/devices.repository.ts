// Guards' devices (docs/offline.md, "A device"), by the id their browser made. Written when a device fetches a
// snapshot (offline-snapshot.service.ts) or sends its offline queue (the sync), through touchDevice alone.
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

export interface DeviceTouch {
  /** The X-Garita-Device UUID, lowercase (lib/device.ts). */
  id: string;
  networkId: number;
  /** The user calling from it (the last guard). */
  userId: number;
  /** The access point it fetched a snapshot of or synced for; null keeps the one recorded. */
  accessServerId: number | null;
  userAgent: string;
  /** The server's clock (ctx.now()). */
  at: Date;
  /** A snapshot was fetched: sets last_snapshot_at. */
  snapshot?: boolean;
}

/** Longest user agent kept. */
const MAX_USER_AGENT = 500;

/**
 * Records the device: inserts it the first time, else updates its last user, access point, user agent and times.
 * Answers false, changing nothing, when the id belongs to a device of another network (the caller refuses with
 * 409 device_taken: the browser then makes a new id). One statement; two calls at once both succeed.
 */
export async function touchDevice(db: Db, device: DeviceTouch): Promise<boolean> {
  const snapshotAt = device.snapshot ? device.at : null;
  const row = await db
    .insertInto('devices')
    .values({
      id: device.id,
      network_id: device.networkId,
      user_id: device.userId,
      access_server_id: device.accessServerId,
      user_agent: device.userAgent.slice(0, MAX_USER_AGENT),
      first_seen_at: device.at,
      last_seen_at: device.at,
      last_snapshot_at: snapshotAt,
    })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({
          user_id: (eb) => eb.ref('excluded.user_id'),
          access_server_id: sql`coalesce(excluded.access_server_id, devices.access_server_id)`,
          user_agent: (eb) => eb.ref('excluded.user_agent'),
          // greatest() skips nulls: a sync keeps the last snapshot's time.
          last_seen_at: sql`greatest(devices.last_seen_at, excluded.last_seen_at)`,
          last_snapshot_at: sql`greatest(devices.last_snapshot_at, excluded.last_snapshot_at)`,
        })
        .where('devices.network_id', '=', device.networkId),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
