// The device's own decisions (docs/offline.md): the snapshot's keys with the device's movements on top, decided by
// @garita/engine as the server decides; a refresh merged into the snapshot; the signature checked with WebCrypto.
import type { OfflineSnapshotKey, OfflineSnapshotPayload } from '@garita/contract';
import { newPersonalSecret, personalQrForStep, stepAt } from '@garita/engine/totp';
import { describe, expect, it } from 'vitest';
import { decideOffline } from './offline-decision.ts';
import type { OfflineMovement } from './offline-gate.ts';
import { mergeSnapshot } from './offline-sync.ts';
import { SnapshotSignatureError, verifySnapshot } from './verify-snapshot.ts';

const NOW = new Date('2026-11-26T18:00:00Z');
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

function key(uniqueId: string, changes: Partial<OfflineSnapshotKey> = {}): OfflineSnapshotKey {
  return {
    id: uniqueId.length,
    unique_id: uniqueId,
    access_key_type_id: 1,
    valid_from: hoursFromNow(-1),
    valid_until: hoursFromNow(2),
    deleted_at: null,
    superseded_at: null,
    passback_tracking: true,
    last_movement: null,
    entries_count: 0,
    exits_count: 0,
    key_restriction: null,
    tolerance: null,
    access_server_ids: [7],
    event: null,
    visitor_name: `Visitor ${uniqueId}`,
    host: { id: 3, name: 'Héctor Residente', group: 'Casa 12', phone: '5512345671' },
    provider: null,
    reason_for_visit: 'Visit',
    requirements: {
      photo_id: true,
      front_plates: false,
      back_plates: false,
      other: false,
      accreditation: false,
      id_back_photo: false,
    },
    ...changes,
  };
}

function snapshot(keys: OfflineSnapshotKey[], changes: Partial<OfflineSnapshotPayload> = {}): OfflineSnapshotPayload {
  return {
    access_server: { id: 7, name: 'Caseta Principal', time_zone: 'America/Mexico_City' },
    gates: [
      { id: 70, name: 'Entrada Peatonal', type: 'access' },
      { id: 71, name: 'Salida', type: 'exit' },
    ],
    generated_at: NOW.toISOString(),
    cursor: 'c1',
    full: true,
    keys,
    removed: [],
    residents: [],
    ...changes,
  };
}

const ENTRY = { id: 70, type: 'access' as const };
const EXIT = { id: 71, type: 'exit' as const };

describe('a scan decided on the device', () => {
  it('grants a valid key with the visitor and host the server would show, and the photos it asks for', () => {
    const decided = decideOffline(snapshot([key('K-VALID')]), [], 'K-VALID', ENTRY, NOW);
    expect(decided?.decision).toEqual({ granted: true, reason: null });
    expect(decided?.result).toMatchObject({
      access_granted: true,
      access_type: 'access',
      gate_id: 70,
      key_data: {
        visitor_name: 'Visitor K-VALID',
        access_key_type: 'visitor',
        user: { name: 'Héctor Residente', phone: '5512345671', group: 'Casa 12' },
        access_key_status: { description: null },
      },
      requirements: { photo_id: true },
      print_data: null,
      transaction_id: null,
    });
  });

  it("refuses a single visit on its second entry once the device's own entry is counted, and lets it out", () => {
    const data = snapshot([key('K-ONCE')]);
    const entered: OfflineMovement[] = [{ queueId: 1, uniqueId: 'K-ONCE', type: 'access' }];
    expect(decideOffline(data, entered, 'K-ONCE', ENTRY, NOW)?.decision).toEqual({
      granted: false,
      reason: 'only_exit',
    });
    expect(decideOffline(data, entered, 'K-ONCE', EXIT, NOW)?.decision.granted).toBe(true);
    const left: OfflineMovement[] = [...entered, { queueId: 2, uniqueId: 'K-ONCE', type: 'exit' }];
    expect(decideOffline(data, left, 'K-ONCE', ENTRY, NOW)?.decision).toEqual({
      granted: false,
      reason: 'visitor_key',
    });
  });

  it('knows nothing of a key the snapshot does not hold (deleted or unknown before it was taken)', () => {
    expect(decideOffline(snapshot([key('K-VALID')]), [], 'K-GONE', ENTRY, NOW)).toBeNull();
  });

  it("refuses as the server does: out of time, another access point's key, a deleted key", () => {
    const data = snapshot([
      key('K-LATE', { valid_from: hoursFromNow(3), valid_until: hoursFromNow(5) }),
      key('K-NORTE', { access_server_ids: [8] }),
      key('K-DELETED', { deleted_at: hoursFromNow(-0.5) }),
    ]);
    expect(decideOffline(data, [], 'K-LATE', ENTRY, NOW)?.decision.reason).toBe('not_in_time');
    expect(decideOffline(data, [], 'K-NORTE', ENTRY, NOW)?.decision.reason).toBe('door_not_included');
    expect(decideOffline(data, [], 'K-DELETED', ENTRY, NOW)?.result.key_data.access_key_status.description).toBe(
      'access_removed',
    );
  });
});

describe("a resident's dynamic key on the device", () => {
  const secret = newPersonalSecret();
  const resident = { user_id: 5, name: 'Héctor Residente', group: 'Casa 12', secret, last_used_step: null };
  const data = snapshot([], { residents: [resident] });
  const step = stepAt(NOW);

  it("lets the resident's current code in, as the resident, and refuses it once this device used it", () => {
    const code = personalQrForStep(5, secret, step);
    const decided = decideOffline(data, [], code, ENTRY, NOW);
    expect(decided?.decision).toEqual({ granted: true, reason: null });
    expect(decided?.step).toBe(step);
    expect(decided?.result.key_data).toMatchObject({ visitor_name: 'Héctor Residente', access_key_type: 'personal' });
    const used: OfflineMovement[] = [{ queueId: 1, uniqueId: 'P.5', type: 'access', step }];
    expect(decideOffline(data, used, code, EXIT, NOW)?.decision).toEqual({ granted: false, reason: 'visitor_key' });
  });

  it('refuses a code the snapshot says was used, and one older than its 5 minutes', () => {
    const used = snapshot([], { residents: [{ ...resident, last_used_step: step }] });
    expect(decideOffline(used, [], personalQrForStep(5, secret, step), ENTRY, NOW)?.decision.reason).toBe(
      'visitor_key',
    );
    expect(decideOffline(data, [], personalQrForStep(5, secret, step - 11), ENTRY, NOW)?.decision.reason).toBe(
      'not_in_time',
    );
  });

  it('knows nothing of a forged code or a resident the snapshot does not hold', () => {
    const code = personalQrForStep(5, secret, step);
    const forged = `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`;
    expect(decideOffline(data, [], forged, ENTRY, NOW)).toBeNull();
    expect(decideOffline(data, [], personalQrForStep(6, secret, step), ENTRY, NOW)).toBeNull();
  });
});

describe('a snapshot refresh', () => {
  it('replaces the keys when full, and otherwise updates the changed ones and drops the removed ones', () => {
    const first = snapshot([key('K-A'), key('K-B'), key('K-C')]);
    const partial = snapshot([key('K-B', { entries_count: 1, last_movement: 'access' })], {
      full: false,
      cursor: 'c2',
      removed: ['K-C'],
    });
    const merged = mergeSnapshot(first, partial);
    expect(merged.cursor).toBe('c2');
    expect(merged.keys.map((k) => [k.unique_id, k.entries_count])).toEqual([
      ['K-A', 0],
      ['K-B', 1],
    ]);
    expect(mergeSnapshot(merged, snapshot([key('K-Z')])).keys.map((k) => k.unique_id)).toEqual(['K-Z']);
  });
});

describe("the snapshot's signature", () => {
  const base64Url = (bytes: ArrayBuffer) =>
    Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

  it('lets through only the payload the server signed (ECDSA P-256, SHA-256)', async () => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
    const payload = JSON.stringify(snapshot([key('K-VALID')]));
    const signature = base64Url(
      await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, new TextEncoder().encode(payload)),
    );
    await expect(verifySnapshot({ payload, signature, key_id: 'k1' }, jwk)).resolves.toBe(payload);

    const altered = payload.replace('K-VALID', 'K-FORGED');
    await expect(verifySnapshot({ payload: altered, signature, key_id: 'k1' }, jwk)).rejects.toBeInstanceOf(
      SnapshotSignatureError,
    );
  });
});
