// The snapshot check's worker (check-snapshot.ts): the signature and the schema off the page's thread. Loading zod
// and the contract's schemas and checking a snapshot cost the guard's screen about 180 ms of a phone's main thread
// on each start, and a check after every live change (docs/benchmarks.md).
// First, as in main.tsx: zod without eval (docs/security.md). The contract's index imports it too, but the worker's
// build leaves that import out.
import '@garita/contract/zod-browser';
import type { OfflineSnapshot, OfflineSnapshotPayload } from '@garita/contract';
import { checkSnapshotHere } from './snapshot-check.ts';

export interface CheckRequest {
  id: number;
  snapshot: OfflineSnapshot;
  jwk: JsonWebKey;
}

export type CheckAnswer = { id: number; payload: OfflineSnapshotPayload } | { id: number; error: string };

self.addEventListener('message', async (event: MessageEvent<CheckRequest>) => {
  const { id, snapshot, jwk } = event.data;
  try {
    self.postMessage({ id, payload: await checkSnapshotHere(snapshot, jwk) } satisfies CheckAnswer);
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies CheckAnswer);
  }
});
