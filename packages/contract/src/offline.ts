// The gate offline (issue 18, docs/offline.md): a guard's device keeps a signed snapshot of its access point and
// decides with @garita/engine when the link drops. This file holds the snapshot's side (the server signs, the
// device verifies and reads) and the device's identity header.
import { z } from 'zod';
import { KeyRestriction } from './access-keys.ts';
import { IdRef } from './common.ts';
import { AccessType, KeyTypeId } from './enums.ts';
import { ScanRequirements } from './transactions.ts';

// ---- Devices (wt-snapshot) -------------------------------------------------------------------------------------

/**
 * The header a guard's browser sends on every API call: a random UUID it made once (docs/offline.md, "A device").
 * Node lowercases header names; browsers send it as written.
 */
export const DEVICE_HEADER = 'x-garita-device';
export const DeviceId = z.uuid();

// ---- The snapshot (wt-snapshot) --------------------------------------------------------------------------------

/** An ISO 8601 instant with its offset, as the server writes them (UTC, `Z`). */
const Instant = z.iso.datetime({ offset: true });

/**
 * GET /offline/snapshot: the access point's snapshot; with `since` (the previous answer's cursor) only what changed
 * after it. The cursor is opaque: the device keeps it and sends it back as it came.
 */
export const OfflineSnapshotQuery = z.object({
  access_server: IdRef,
  since: z.string().min(1).max(500).optional(),
});
export type OfflineSnapshotQuery = z.infer<typeof OfflineSnapshotQuery>;

/**
 * A key as the device needs it: the engine's DecisionKey fields (instants as ISO strings: turn them back into
 * Dates before calling decideAccess), the access points it opens, its event's dates, and what the guard's screen
 * shows. `requirements` are the photos a register needs at this access point (the access point's settings with
 * the key's own on top, and the network's ID-back setting), as the scan result gives them.
 */
export const OfflineSnapshotKey = z.object({
  id: z.number(),
  unique_id: z.string(),
  access_key_type_id: KeyTypeId,
  valid_from: Instant,
  valid_until: Instant,
  deleted_at: Instant.nullable(),
  superseded_at: Instant.nullable(),
  passback_tracking: z.boolean(),
  last_movement: AccessType.nullable(),
  entries_count: z.number().int(),
  exits_count: z.number().int(),
  key_restriction: KeyRestriction.nullable(),
  tolerance: z.number().nullable(),
  access_server_ids: z.array(z.number()),
  event: z.object({ start_date: Instant, end_date: Instant, tolerance: z.number() }).nullable(),
  visitor_name: z.string(),
  host: z.object({ id: z.number(), name: z.string(), group: z.string().nullable(), phone: z.string() }).nullable(),
  provider: z.string().nullable(),
  reason_for_visit: z.string(),
  requirements: ScanRequirements,
});
export type OfflineSnapshotKey = z.infer<typeof OfflineSnapshotKey>;

/** A resident who may show a dynamic key here (filled by the dynamic key's part, docs/offline.md). */
export const OfflineSnapshotResident = z.object({
  user_id: z.number(),
  name: z.string(),
  group: z.string().nullable(),
  /** The resident's code secret (base32), for the device to check a code as the server does. */
  secret: z.string(),
  /** The last 30-second step the resident used; a code of this step or earlier is refused. */
  last_used_step: z.number().int().nullable(),
});
export type OfflineSnapshotResident = z.infer<typeof OfflineSnapshotResident>;

/** The signed text's content (docs/offline.md, "The snapshot"). */
export const OfflineSnapshotPayload = z.object({
  access_server: z.object({ id: z.number(), name: z.string(), time_zone: z.string() }),
  /** The access point's active gates. */
  gates: z.array(z.object({ id: z.number(), name: z.string(), type: AccessType })),
  generated_at: Instant,
  /** Pass it as `since` on the next call. */
  cursor: z.string(),
  /** True without `since` (or when the server answered a full snapshot to an old or foreign cursor). */
  full: z.boolean(),
  /** Keys valid here at some instant from generated_at to 24 h later; with `since` only those changed. */
  keys: z.array(OfflineSnapshotKey),
  /** unique_ids of keys the device must drop (deleted, replaced, expired, taken from this access point). */
  removed: z.array(z.string()),
  residents: z.array(OfflineSnapshotResident),
});
export type OfflineSnapshotPayload = z.infer<typeof OfflineSnapshotPayload>;

/**
 * The answer: `payload` is the JSON text of an OfflineSnapshotPayload, exactly as signed; `signature` is base64url
 * ECDSA P-256 SHA-256 (IEEE P1363 r‖s, as WebCrypto's verify expects) over its UTF-8 bytes.
 */
export const OfflineSnapshot = z.object({
  payload: z.string(),
  signature: z.string(),
  key_id: z.string(),
});
export type OfflineSnapshot = z.infer<typeof OfflineSnapshot>;

/** GET /offline/public_key: the network's snapshot-signing key as a JWK (kty EC, crv P-256, x, y). */
export const OfflinePublicKey = z.object({
  key_id: z.string(),
  public_key_jwk: z.object({ kty: z.literal('EC'), crv: z.literal('P-256'), x: z.string(), y: z.string() }),
});
export type OfflinePublicKey = z.infer<typeof OfflinePublicKey>;
