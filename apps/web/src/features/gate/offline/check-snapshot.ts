// The offline snapshot's checks (snapshot-check.ts) in a worker of their own, started at the first snapshot and kept
// for the next ones, so that the guard's screen never waits behind zod (docs/offline.md, "On the device, as built").
// Where no worker runs (the browser refused to start it, its script failed to load or it crashed; Node in the unit
// tests), the checks run on the page as before the worker existed.
import type { OfflineSnapshot, OfflineSnapshotPayload } from '@garita/contract';
import type { CheckAnswer, CheckRequest } from './snapshot-check.worker.ts';

type Pending = CheckRequest & { resolve: (payload: OfflineSnapshotPayload) => void; reject: (error: Error) => void };

/** The worker: undefined until the first check, null once it could not start or failed. */
let worker: Worker | null | undefined;
let lastId = 0;
const pending = new Map<number, Pending>();

const checkHere = async (snapshot: OfflineSnapshot, jwk: JsonWebKey) =>
  (await import('./snapshot-check.ts')).checkSnapshotHere(snapshot, jwk);

/** Gives up the worker: what it held is checked on the page. */
function dropWorker(reason: unknown) {
  console.warn('Snapshot check worker failed; snapshots are checked on the page', reason);
  worker?.terminate();
  worker = null;
  for (const { snapshot, jwk, resolve, reject } of pending.values()) checkHere(snapshot, jwk).then(resolve, reject);
  pending.clear();
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') {
    worker = null;
    return null;
  }
  try {
    worker = new Worker(new URL('./snapshot-check.worker.ts', import.meta.url), { type: 'module' });
  } catch (error) {
    dropWorker(error);
    return null;
  }
  worker.addEventListener('message', (event: MessageEvent<CheckAnswer>) => {
    const answer = event.data;
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if ('payload' in answer) waiting.resolve(answer.payload);
    else waiting.reject(new Error(answer.error));
  });
  // The worker catches every check's error itself: an error here is its script failing to load, or a crash.
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    dropWorker(event.message);
  });
  return worker;
}

/** The snapshot's payload once its signature and shape check out; rejects otherwise. */
export function checkSnapshot(snapshot: OfflineSnapshot, jwk: JsonWebKey): Promise<OfflineSnapshotPayload> {
  const checker = startWorker();
  if (!checker) return checkHere(snapshot, jwk);
  return new Promise((resolve, reject) => {
    const id = ++lastId;
    pending.set(id, { id, snapshot, jwk, resolve, reject });
    checker.postMessage({ id, snapshot, jwk } satisfies CheckRequest);
  });
}
