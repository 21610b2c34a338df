// The guard's device offline (docs/offline.md): what it keeps for its access point (the verified snapshot, the
// count of visitors inside and the register fields as last read, its own movements since) and the registers it
// queued, all in the encrypted store (lib/offline-store.ts). Screens read it through useOfflineGate(); the camera
// screen records its decisions and queues registers here. The way to and from the server (snapshot, sync) is in
// offline-sync.ts, loaded when the phone is online. The store's code (idb) is loaded on first use, so the guard's
// first screens do not wait for it (docs/web.md, "Chunks and caching").
import type {
  AccessType,
  CustomAttribute,
  DenialReason,
  OfflineSnapshotPayload,
  RegisterRequest,
} from '@garita/contract';
import { useSyncExternalStore } from 'react';
import { newIdempotencyKey } from '../../../lib/api.ts';
import type { OfflineStore } from '../../../lib/offline-store.ts';

/** A movement the device let through while offline (queued, not yet known to the server). */
export interface OfflineMovement {
  /** The queue item that carries it: dropped once the server has it and a fresh snapshot counts it. */
  queueId: number;
  uniqueId: string;
  type: AccessType;
  /** A resident's code: the step it used (a code of this step or earlier is refused from then on). */
  step?: number;
}

export interface OfflineGateState {
  accessServerId: number;
  snapshot: OfflineSnapshotPayload;
  /** When the device last read it from the server (ISO). */
  refreshedAt: string;
  /** Visitors inside as the server counted them at refreshedAt (null: not known). */
  insideAtRefresh: number | null;
  /** The register's custom fields as last read (null: not known or switched off). */
  attributes: CustomAttribute[] | null;
  /** Movements let through offline that the snapshot does not count yet. */
  movements: OfflineMovement[];
}

/** A register made offline, as it waits in the queue. */
export interface QueuedRegister {
  idempotencyKey: string;
  accessServerId: number;
  occurredAt: string;
  decision: { granted: boolean; reason: DenialReason | null };
  register: RegisterRequest;
  visitorName: string;
}

/** One spell offline at an access point: when it began and what the device decided meanwhile. */
export interface OfflineSpell {
  accessServerId: number;
  from: string;
  granted: number;
  denied: number;
}

/** What the last sync came to, for the screens to say truthfully. */
export interface SyncReport {
  synced: number;
  failed: number;
  at: string;
}

export const STATE = (accessServerId: number) => `gate:${accessServerId}`;
export const SPELL = 'spell';
export const FAILED = 'sync-failed';

/** The encrypted store, loaded on first use. */
export const store = async (): Promise<OfflineStore> => (await import('../../../lib/offline-store.ts')).offlineStore;

// ---- what the screens show --------------------------------------------------------------------------------------

interface View {
  /** The store was read for this access point: until then nothing is known, not even that it holds nothing. */
  loaded: boolean;
  state: OfflineGateState | null;
  queued: number;
  failed: number;
  lastSync: SyncReport | null;
}
const EMPTY: View = { loaded: false, state: null, queued: 0, failed: 0, lastSync: null };
const listeners = new Set<() => void>();

function show(accessServerId: number, view: View) {
  current = { accessServerId, view };
  for (const listener of listeners) listener();
}
let current: { accessServerId: number | null; view: View } = { accessServerId: null, view: EMPTY };
let lastSync: SyncReport | null = null;

/** Reads the store again for the access point and tells the screens; with a sync's outcome when there is one. */
export async function publish(accessServerId: number, sync?: SyncReport): Promise<void> {
  if (sync) lastSync = sync;
  const offline = await store();
  const [state, queued, failed] = await Promise.all([
    offline.get<OfflineGateState>(STATE(accessServerId)),
    offline.queueSize(),
    offline.get<QueuedRegister[]>(FAILED),
  ]);
  show(accessServerId, { loaded: true, state: state ?? null, queued, failed: failed?.length ?? 0, lastSync });
}

/** Loads what the device holds for the access point into the screens' view. */
export function loadOfflineGate(accessServerId: number): Promise<void> {
  return publish(accessServerId).catch((error: unknown) => {
    // Unreadable (storage refused, say): the device holds nothing it can use, and the screens say so.
    console.warn('Offline data not readable', error);
    show(accessServerId, { ...EMPTY, loaded: true });
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the device holds for the access point, the queue's length and the last sync's outcome. */
export function useOfflineGate(accessServerId: number | null): View {
  return useSyncExternalStore(
    subscribe,
    () => (current.accessServerId === accessServerId ? current.view : EMPTY),
    () => EMPTY,
  );
}

/** Visitors inside as the device counts them: the server's last count and the movements it does not know yet. */
export function insideCount(state: OfflineGateState | null): number | null {
  if (!state || state.insideAtRefresh === null) return null;
  return state.movements.reduce((count, m) => count + (m.type === 'access' ? 1 : -1), state.insideAtRefresh);
}

// ---- decisions and registers made offline -----------------------------------------------------------------------

async function spellOf(offline: OfflineStore, accessServerId: number): Promise<OfflineSpell> {
  return (
    (await offline.get<OfflineSpell>(SPELL)) ?? {
      accessServerId,
      from: new Date().toISOString(),
      granted: 0,
      denied: 0,
    }
  );
}

/** The device found itself offline: the spell the server hears of when it is back starts now (once). */
export async function markOffline(accessServerId: number): Promise<void> {
  const offline = await store();
  await offline.put(SPELL, await spellOf(offline, accessServerId));
}

/** A scan decided on the device: counted for the offline spell. */
export async function recordOfflineDecision(accessServerId: number, granted: boolean): Promise<void> {
  const offline = await store();
  const spell = await spellOf(offline, accessServerId);
  if (granted) spell.granted++;
  else spell.denied++;
  await offline.put(SPELL, spell);
}

/**
 * A register made offline: queued (photos and all) with a fresh Idempotency-Key; a movement it lets through moves
 * the device's counts (the key's, and the visitors inside) until the server has it.
 */
export async function queueOfflineRegister(
  accessServerId: number,
  register: RegisterRequest,
  decision: QueuedRegister['decision'],
  visitorName: string,
  movement: { uniqueId: string; type: AccessType; step?: number } | null,
): Promise<void> {
  const offline = await store();
  const item: QueuedRegister = {
    idempotencyKey: newIdempotencyKey(),
    accessServerId,
    occurredAt: new Date().toISOString(),
    decision,
    register,
    visitorName,
  };
  const queueId = await offline.enqueue(item);
  if (movement) {
    const state = await offline.get<OfflineGateState>(STATE(accessServerId));
    if (state) {
      state.movements.push({ queueId, ...movement });
      await offline.put(STATE(accessServerId), state);
    }
  }
  await publish(accessServerId);
}
