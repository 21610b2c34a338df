// The phone's way to and from the server (docs/offline.md): the access point's snapshot read, checked and kept,
// and, back online, the queue sent in order with each register's Idempotency-Key, then the offline spell. Run by
// the offline bar (offline-gate-bar.tsx) while the phone is online.
import type { OfflineSnapshotPayload } from '@garita/contract';
import { ApiError, api } from '../../../lib/api.ts';
import { deviceId } from '../../../lib/device.ts';
import { checkSnapshot } from './check-snapshot.ts';
import {
  FAILED,
  type OfflineGateState,
  type OfflineSpell,
  publish,
  type QueuedRegister,
  SPELL,
  STATE,
  type SyncReport,
  store,
} from './offline-gate.ts';

const PUBLIC_KEY = 'public-key';

async function publicKey(keyId: string): Promise<JsonWebKey> {
  const offline = await store();
  const stored = await offline.get<{ key_id: string; jwk: JsonWebKey }>(PUBLIC_KEY);
  if (stored?.key_id === keyId) return stored.jwk;
  const answer = await api.call('offline.public_key');
  if (answer.key_id !== keyId) throw new Error('The snapshot is signed with a key the server does not publish');
  await offline.put(PUBLIC_KEY, { key_id: answer.key_id, jwk: answer.public_key_jwk });
  return answer.public_key_jwk;
}

/**
 * Reads the access point's snapshot (only what changed since the last one, when there is one), checks its
 * signature, and keeps it with the count of visitors inside and the register's fields. Movements the server now
 * counts (their register was sent) are dropped.
 */
export async function refreshSnapshot(accessServerId: number, withAttributes: boolean): Promise<void> {
  const offline = await store();
  const before = await offline.get<OfflineGateState>(STATE(accessServerId));
  const signed = await api.call('offline.snapshot', {
    query: { access_server: accessServerId, ...(before ? { since: before.snapshot.cursor } : {}) },
  });
  // Signature and schema in the snapshot check's worker (check-snapshot.ts), off the guard's screen.
  const payload = await checkSnapshot(signed, await publicKey(signed.key_id));
  if (payload.access_server.id !== accessServerId) throw new Error('The snapshot is for another access point');
  const [inside, attributes, queued] = await Promise.all([
    api
      .call('access_servers.current_guests', { params: { id: accessServerId } })
      .then((answer) => answer.count)
      .catch(() => before?.insideAtRefresh ?? null),
    // Asked only where the network has custom fields (else the server answers feature_off).
    withAttributes
      ? api
          .call('transactions.custom_attributes')
          .then((answer) => answer.custom_attributes)
          .catch(() => null)
      : null,
    offline.queued<QueuedRegister>(),
  ]);
  const waiting = new Set(queued.map((item) => item.id));
  const state: OfflineGateState = {
    accessServerId,
    snapshot: mergeSnapshot(before?.snapshot ?? null, payload),
    refreshedAt: new Date().toISOString(),
    insideAtRefresh: inside,
    attributes,
    movements: (before?.movements ?? []).filter((movement) => waiting.has(movement.queueId)),
  };
  await offline.put(STATE(accessServerId), state);
  await publish(accessServerId);
}

/** The snapshot with a refresh applied: a full one replaces it, a partial one updates and removes keys. */
export function mergeSnapshot(
  current: OfflineSnapshotPayload | null,
  next: OfflineSnapshotPayload,
): OfflineSnapshotPayload {
  if (next.full || !current) return next;
  const gone = new Set([...next.removed, ...next.keys.map((key) => key.unique_id)]);
  return {
    ...next,
    keys: [...current.keys.filter((key) => !gone.has(key.unique_id)), ...next.keys],
    // The residents come whole on every refresh (docs/offline.md).
    residents: next.residents,
  };
}

// ---- back online ------------------------------------------------------------------------------------------------

/** A refusal of the server that sending again will not change (as opposed to no answer, or a 5xx). */
const isFinal = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 403, 408, 429].includes(error.status) &&
  error.code !== 'device_taken';

/**
 * Sends the queue in order, each item with its own Idempotency-Key (a resend after a lost answer is recorded once),
 * taking an item off only once the server answered for it. A register the server refuses for good is kept aside
 * (the screens say how many); no answer stops the round, which the next one resumes. Then the offline spell.
 */
export async function syncQueue(accessServerId: number): Promise<SyncReport | null> {
  const offline = await store();
  const queued = await offline.queued<QueuedRegister>();
  let synced = 0;
  let failed = 0;
  const send = (value: QueuedRegister) =>
    api.call('offline.registers', {
      body: {
        device_id: deviceId(),
        occurred_at: value.occurredAt,
        offline_decision: value.decision,
        register: value.register,
      },
      idempotencyKey: value.idempotencyKey,
    });
  for (const { id, value } of queued) {
    try {
      // Refused as another network's device, nothing was written: again under the id the client just made.
      await send(value).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'device_taken') return send(value);
        throw error;
      });
      synced++;
    } catch (error) {
      if (!isFinal(error)) break;
      const aside = (await offline.get<QueuedRegister[]>(FAILED)) ?? [];
      await offline.put(FAILED, [...aside, value]);
      failed++;
    }
    await offline.dequeue(id);
  }
  const spell = await offline.get<OfflineSpell>(SPELL);
  if (spell && (await offline.queueSize()) === 0) {
    try {
      await api.call('offline.periods', {
        body: {
          device_id: deviceId(),
          access_server_id: spell.accessServerId,
          offline_from: spell.from,
          offline_until: new Date().toISOString(),
          decisions: { granted: spell.granted, denied: spell.denied },
        },
      });
      await offline.remove(SPELL);
    } catch (error) {
      if (isFinal(error)) await offline.remove(SPELL);
    }
  }
  const report = synced || failed ? { synced, failed, at: new Date().toISOString() } : undefined;
  await publish(accessServerId, report);
  return report ?? null;
}
