// GET /offline/snapshot and GET /offline/public_key (docs/offline.md, "The snapshot"): what a guard's device needs
// to decide at this access point for the next 24 hours without the server, signed with the network's key.
import {
  KEY_TYPE,
  type KeyTypeId,
  type OfflinePublicKey,
  type OfflineSnapshot,
  type OfflineSnapshotKey,
  type OfflineSnapshotPayload,
  type OfflineSnapshotQuery,
} from '@garita/contract';
import { PERSONAL_KEY_VALIDITY_MS, validityOf } from '@garita/engine';
import type { AppContext, Auth } from '../context.ts';
import type { AccessServerRow, NetworkRow } from '../db/schema.ts';
import type { CallingDevice } from '../lib/device.ts';
import { AppError, invalid } from '../lib/errors.ts';
import { snapshotAccessPoint } from '../policies/offline.ts';
import { isWeekday, keyRequirements } from '../presenters/access-key.presenter.ts';
import { presentSettings } from '../presenters/access-server.presenter.ts';
import { gatesOf } from '../repositories/access-servers.repository.ts';
import { touchDevice } from '../repositories/devices.repository.ts';
import {
  oldestRunningTransaction,
  type SnapshotKeyJson,
  snapshotRows,
} from '../repositories/offline-snapshot.repository.ts';
import { residentCodesForSnapshot } from './dynamic-key.service.ts';
import { createSnapshotSigner } from './offline-signing.ts';
import { requiredPhotos } from './transactions.rules.ts';

/** The snapshot covers the keys valid at some instant from now to this much later. */
export const SNAPSHOT_HORIZON_MS = 24 * 3_600_000;
/** A cursor older than this gets a full snapshot (removals are kept 8 days: migration 20261201_01). */
export const SNAPSHOT_CURSOR_MAX_AGE_MS = 7 * 24 * 3_600_000;

/** What the cursor holds (base64url JSON): its access point and the mark (offline-snapshot.repository.ts). */
interface Cursor {
  v: 1;
  a: number;
  m: string;
}

const MARK_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const encodeCursor = (accessServerId: number, mark: string) =>
  Buffer.from(JSON.stringify({ v: 1, a: accessServerId, m: mark } satisfies Cursor)).toString('base64url');

/** The cursor a device sent back; one that is not a cursor at all is the client's mistake (422). */
export function decodeCursor(text: string): Cursor {
  let cursor: Partial<Cursor> | undefined;
  try {
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor>;
  } catch {}
  if (
    cursor?.v !== 1 ||
    typeof cursor.a !== 'number' ||
    typeof cursor.m !== 'string' ||
    !MARK_PATTERN.test(cursor.m) ||
    Number.isNaN(Date.parse(cursor.m))
  )
    throw invalid('querystring.since', 'not a snapshot cursor');
  return cursor as Cursor;
}

/** When the key may be used, by the engine's own rule (validityOf). */
function windowOf(row: SnapshotKeyJson): { from: Date; until: Date } {
  const key = {
    access_key_type_id: row.access_key_type_id,
    valid_from: new Date(row.valid_from),
    valid_until: new Date(row.valid_until),
    tolerance: row.tolerance,
  };
  const event = row.event && {
    start_date: new Date(row.event.start_date),
    end_date: new Date(row.event.end_date),
    tolerance: row.event.tolerance,
  };
  return validityOf(key, event);
}

function presentKey(
  row: SnapshotKeyJson,
  server: AccessServerRow,
  network: Pick<NetworkRow, 'id_back_photo'>,
): OfflineSnapshotKey {
  return {
    id: row.id,
    unique_id: row.unique_id,
    access_key_type_id: row.access_key_type_id as KeyTypeId,
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    deleted_at: row.deleted_at,
    superseded_at: row.superseded_at,
    passback_tracking: row.passback_tracking,
    last_movement: row.last_movement,
    entries_count: row.entries_count,
    exits_count: row.exits_count,
    key_restriction: row.key_restriction && {
      ...row.key_restriction,
      days: row.key_restriction.days.filter(isWeekday),
    },
    tolerance: row.tolerance,
    access_server_ids: row.access_server_ids,
    event: row.event,
    visitor_name: row.visitor_name,
    host: row.host,
    provider: row.provider,
    reason_for_visit: row.reason_for_visit,
    requirements: {
      ...requiredPhotos(presentSettings(server), keyRequirements({ requirements: row.requirements ?? {} })),
      id_back_photo: network.id_back_photo,
    },
  };
}

/** Whether a key belongs in the snapshot: it opens the access point and may be used within [now, horizon]. */
function isInSnapshot(row: SnapshotKeyJson, now: Date, horizon: Date): boolean {
  if (!row.linked || row.deleted_at) return false;
  // A replaced personal key is refused whatever its dates (decideAccess).
  if (row.access_key_type_id === KEY_TYPE.personal && row.superseded_at) return false;
  const { from, until } = windowOf(row);
  return until.getTime() >= now.getTime() && from.getTime() <= horizon.getTime();
}

export function createOfflineSnapshotService(ctx: AppContext) {
  const { db } = ctx;
  const signer = createSnapshotSigner(db);

  return {
    publicKey(auth: Auth): Promise<OfflinePublicKey> {
      return signer.publicKey(auth.network.id);
    },

    async snapshot(auth: Auth, query: OfflineSnapshotQuery, device: CallingDevice): Promise<OfflineSnapshot> {
      const server = await snapshotAccessPoint(db, auth, query.access_server);
      const now = ctx.now();
      const horizon = new Date(now.getTime() + SNAPSHOT_HORIZON_MS);
      const cursor = query.since === undefined ? undefined : decodeCursor(query.since);
      // Another access point's cursor, or one too old for the removals kept, gets the whole snapshot again.
      const since =
        cursor && cursor.a === server.id && now.getTime() - Date.parse(cursor.m) <= SNAPSHOT_CURSOR_MAX_AGE_MS
          ? { mark: cursor.m, markPlusHorizon: new Date(Date.parse(cursor.m) + SNAPSHOT_HORIZON_MS) }
          : undefined;

      const runningSince = await oldestRunningTransaction(db);
      const [rows, gates] = await Promise.all([
        snapshotRows(
          db,
          { networkId: auth.network.id, accessServerId: server.id, now, horizon, runningSince, since },
          PERSONAL_KEY_VALIDITY_MS / 1000,
        ),
        gatesOf(db, [server.id]),
      ]);
      const keys: OfflineSnapshotKey[] = [];
      const removed: string[] = [];
      for (const row of rows.keys) {
        if (isInSnapshot(row, now, horizon)) {
          // Incremental: the keys that changed, and those that came within the horizon since the mark.
          if (!since || row.changed || windowOf(row).from.getTime() > since.markPlusHorizon.getTime())
            keys.push(presentKey(row, server, auth.network));
        } else if (since) removed.push(row.unique_id);
      }
      const payload: OfflineSnapshotPayload = {
        access_server: { id: server.id, name: server.name, time_zone: server.time_zone },
        gates: (gates.get(server.id) ?? []).map((g) => ({ id: g.id, name: g.name, type: g.type })),
        generated_at: now.toISOString(),
        cursor: encodeCursor(server.id, rows.mark),
        full: !since,
        keys,
        removed,
        // Every refresh carries them whole: a resident's last used step changes with no key row's updated_at.
        residents: await residentCodesForSnapshot(db, auth.network.id, server.id),
      };
      const text = JSON.stringify(payload);
      const { signature, key_id } = await signer.sign(auth.network.id, text);
      if (device.id) {
        const isOurs = await touchDevice(db, {
          id: device.id,
          networkId: auth.network.id,
          userId: auth.user.id,
          accessServerId: server.id,
          userAgent: device.userAgent,
          at: now,
          snapshot: true,
        });
        if (!isOurs) throw new AppError(409, 'device_taken');
      }
      return { payload: text, signature, key_id };
    },
  };
}
