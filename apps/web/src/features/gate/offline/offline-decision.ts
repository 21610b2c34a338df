// The scan decided on the device (docs/offline.md, "Offline on the device"): the key is looked up in the access
// point's snapshot, the device's own movements since the snapshot are applied on top of the server's counts, and
// @garita/engine decides exactly as the server would. The answer has the shape of the server's scan result, so the
// same result panel shows it, with the "offline decision" mark. Loaded by the camera screen when it first decides
// offline (the engine is not the guard's first screens' to download).
import {
  type AccessType,
  KEY_TYPE,
  KEY_TYPE_NAME_BY_ID,
  type OfflineSnapshotKey,
  type OfflineSnapshotPayload,
  type ScanResult,
} from '@garita/contract';
import { type Decision, decideAccess } from '@garita/engine';
import { checkPersonalCode, isPersonalQr, parsePersonalQr, personalCodeValidity } from '@garita/engine/totp';
import type { OfflineMovement } from './offline-gate.ts';

export interface OfflineScan {
  result: ScanResult;
  decision: Decision;
  key: OfflineSnapshotKey;
  /** A resident's code: its step, which a register uses up on this device. */
  step?: number;
}

/** The key as the server would count it now: the snapshot's counts plus the device's own movements. */
export function withMovements(key: OfflineSnapshotKey, movements: readonly OfflineMovement[]): OfflineSnapshotKey {
  let { entries_count, exits_count, last_movement } = key;
  for (const movement of movements) {
    if (movement.uniqueId !== key.unique_id) continue;
    if (movement.type === 'access') entries_count++;
    else exits_count++;
    last_movement = movement.type;
  }
  return { ...key, entries_count, exits_count, last_movement };
}

const date = (iso: string) => new Date(iso);

/** The server's scan result shape for a key the device decided (a snapshot key, or a resident's code as its row). */
function scanResultOf(key: OfflineSnapshotKey, decision: Decision, gate: { id: number; type: AccessType }): ScanResult {
  return {
    access_granted: decision.granted,
    access_type: gate.type,
    key_data: {
      id: key.id,
      visitor_name: key.visitor_name,
      access_key_type_id: key.access_key_type_id,
      access_key_type: KEY_TYPE_NAME_BY_ID[key.access_key_type_id] ?? 'visitor',
      reason_for_visit: key.reason_for_visit,
      provider: key.provider,
      last_transaction_type: key.last_movement,
      user: {
        name: key.host?.name ?? '',
        phone: key.host?.phone ?? '',
        email: '',
        group: key.host?.group ?? null,
      },
      // The screen words the reason itself (scanner:denial.*); the server's sentence is not on the device.
      access_key_status: { description: decision.reason, message: '' },
    },
    requirements: key.requirements,
    // No label offline: it is printed from the server's answer to the register.
    print_data: null,
    transaction_id: null,
    gate_id: gate.id,
    watchlist: null,
  };
}

/**
 * The decision for `code` at `gate`, or null when the snapshot does not hold the key (unknown, deleted or out of
 * its time before the snapshot was taken): the screen says "invalid QR code", as the server does for an unknown one.
 */
export function decideOffline(
  snapshot: OfflineSnapshotPayload,
  movements: readonly OfflineMovement[],
  code: string,
  gate: { id: number; type: AccessType },
  now: Date,
): OfflineScan | null {
  if (isPersonalQr(code.trim())) return decidePersonalCode(snapshot, movements, code.trim(), gate, now);
  const found = snapshot.keys.find((key) => key.unique_id === code.trim());
  if (!found) return null;
  const key = withMovements(found, movements);
  const decision = decideAccess({
    key: {
      access_key_type_id: key.access_key_type_id,
      valid_from: date(key.valid_from),
      valid_until: date(key.valid_until),
      deleted_at: key.deleted_at ? date(key.deleted_at) : null,
      superseded_at: key.superseded_at ? date(key.superseded_at) : null,
      passback_tracking: key.passback_tracking,
      last_movement: key.last_movement,
      entries_count: key.entries_count,
      exits_count: key.exits_count,
      key_restriction: key.key_restriction,
      tolerance: key.tolerance,
    },
    keyAccessServerIds: key.access_server_ids,
    gate: { type: gate.type, access_server_id: snapshot.access_server.id },
    timeZone: snapshot.access_server.time_zone,
    event: key.event
      ? { start_date: date(key.event.start_date), end_date: date(key.event.end_date), tolerance: key.event.tolerance }
      : null,
    now,
  });
  return { result: scanResultOf(key, decision, gate), decision, key };
}

/** How the device's movements name a resident's codes: one "key" per resident, each movement with its step. */
export const residentKeyId = (userId: number) => `P.${userId}`;

/**
 * A resident's dynamic key (`P.<user>.<step>.<code>`, docs/offline.md "The resident's dynamic key"): checked with
 * the resident's secret from the snapshot as the server checks it (@garita/engine/totp), the last used step being
 * the later of the snapshot's and the device's own uses since; then decided as the personal key row the server
 * makes for a code (valid from its step's start for the dynamic key's 5 minutes; used or retired: replaced).
 * Null for a code that is not the resident's, or a resident the snapshot does not hold.
 */
function decidePersonalCode(
  snapshot: OfflineSnapshotPayload,
  movements: readonly OfflineMovement[],
  text: string,
  gate: { id: number; type: AccessType },
  now: Date,
): OfflineScan | null {
  const qr = parsePersonalQr(text);
  const resident = qr && snapshot.residents.find((r) => r.user_id === qr.userId);
  if (!qr || !resident) return null;
  const usedHere = movements
    .filter((m) => m.uniqueId === residentKeyId(qr.userId) && m.step !== undefined)
    .map((m) => m.step as number);
  const steps = [resident.last_used_step, ...usedHere].filter((step): step is number => step !== null);
  const lastUsedStep = steps.length ? Math.max(...steps) : null;
  const check = checkPersonalCode({ secret: resident.secret, step: qr.step, code: qr.code, now, lastUsedStep });
  if (!check.ok && check.reason === 'invalid_key') return null;
  const validity = personalCodeValidity(qr.step);
  const decision = decideAccess({
    key: {
      access_key_type_id: KEY_TYPE.personal,
      valid_from: validity.from,
      valid_until: validity.until,
      deleted_at: null,
      superseded_at: !check.ok && check.reason === 'visitor_key' ? now : null,
      passback_tracking: false,
      last_movement: null,
      entries_count: 0,
      exits_count: 0,
      key_restriction: null,
    },
    keyAccessServerIds: [snapshot.access_server.id],
    gate: { type: gate.type, access_server_id: snapshot.access_server.id },
    timeZone: snapshot.access_server.time_zone,
    // A code a step ahead of this clock (the resident's phone runs fast) counts from its step's start.
    now: check.ok && validity.from > now ? validity.from : now,
  });
  const key: OfflineSnapshotKey = {
    id: 0,
    unique_id: residentKeyId(qr.userId),
    access_key_type_id: KEY_TYPE.personal,
    valid_from: validity.from.toISOString(),
    valid_until: validity.until.toISOString(),
    deleted_at: null,
    superseded_at: null,
    passback_tracking: false,
    last_movement: null,
    entries_count: 0,
    exits_count: 0,
    key_restriction: null,
    tolerance: null,
    access_server_ids: [snapshot.access_server.id],
    event: null,
    visitor_name: resident.name,
    host: { id: resident.user_id, name: resident.name, group: resident.group, phone: '' },
    provider: null,
    reason_for_visit: '',
    requirements: {
      photo_id: false,
      front_plates: false,
      back_plates: false,
      other: false,
      accreditation: false,
      id_back_photo: false,
    },
  };
  return { result: scanResultOf(key, decision, gate), decision, key, step: qr.step };
}
