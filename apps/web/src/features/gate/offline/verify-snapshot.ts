// The snapshot's signature (docs/offline.md, "The snapshot"): ECDSA P-256 with SHA-256 over the payload's UTF-8
// bytes, base64url, checked with WebCrypto against the network's public key (GET /offline/public_key). A device
// decides only on data the server signed: a proxy or a script that altered the keys would be refused here.
import type { OfflineSnapshot } from '@garita/contract';

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export class SnapshotSignatureError extends Error {
  constructor() {
    super('The snapshot signature does not match');
    this.name = 'SnapshotSignatureError';
  }
}

/** The payload's text once its signature checks out; throws SnapshotSignatureError otherwise. */
export async function verifySnapshot(snapshot: OfflineSnapshot, jwk: JsonWebKey): Promise<string> {
  const key = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const ok = await crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    base64UrlBytes(snapshot.signature),
    new TextEncoder().encode(snapshot.payload),
  );
  if (!ok) throw new SnapshotSignatureError();
  return snapshot.payload;
}
