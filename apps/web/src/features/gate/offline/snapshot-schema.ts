// The snapshot's schema, loaded by offline-sync.ts when a snapshot arrives: the scanner's first screen carries no
// zod (docs/web.md, "Chunks and caching").
export { OfflineSnapshotPayload } from '@garita/contract';
