// The offline snapshot's two checks (docs/offline.md, "The snapshot"): its signature, then its shape against the
// contract's schema (zod). Run in the snapshot check's worker (snapshot-check.worker.ts), or on the page where no
// worker runs (check-snapshot.ts).
import { type OfflineSnapshot, OfflineSnapshotPayload } from '@garita/contract';
import { verifySnapshot } from './verify-snapshot.ts';

/** The snapshot's payload once its signature and shape check out; throws otherwise. */
export async function checkSnapshotHere(snapshot: OfflineSnapshot, jwk: JsonWebKey): Promise<OfflineSnapshotPayload> {
  return OfflineSnapshotPayload.parse(JSON.parse(await verifySnapshot(snapshot, jwk)));
}
