// The key that signs offline snapshots (docs/offline.md): ECDSA P-256 with SHA-256, because every browser's
// WebCrypto verifies it. One key pair per network, made by the first instance that needs it and kept in
// server_secrets (the first insert wins), so every instance signs with the same key; the private JWK never leaves
// the server. Signatures are IEEE P1363 (r‖s, 64 bytes), the format WebCrypto's verify expects, in base64url.
import { createHash, createPrivateKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { OfflinePublicKey } from '@garita/contract';
import type { Db } from '../db/index.ts';
import { sharedSecret } from '../repositories/server-secrets.repository.ts';

export interface SnapshotSigningKey extends OfflinePublicKey {
  privateKey: KeyObject;
}

/** The server_secrets name of a network's key. */
export const signingSecretName = (networkId: number) => `offline_snapshot_key:${networkId}`;

/** A short, stable name of a public key: the first 16 base64url characters of SHA-256 of its coordinates. */
export const keyIdOf = (jwk: { crv: string; x: string; y: string }) =>
  createHash('sha256').update(`${jwk.crv}.${jwk.x}.${jwk.y}`).digest('base64url').slice(0, 16);

function newPrivateJwk(): string {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return JSON.stringify(privateKey.export({ format: 'jwk' }));
}

async function loadKey(db: Db, networkId: number): Promise<SnapshotSigningKey> {
  const stored = JSON.parse(await sharedSecret(db, signingSecretName(networkId), newPrivateJwk())) as {
    crv: string;
    x: string;
    y: string;
  };
  const privateKey = createPrivateKey({ key: stored, format: 'jwk' });
  const public_key_jwk = { kty: 'EC' as const, crv: 'P-256' as const, x: stored.x, y: stored.y };
  return { key_id: keyIdOf(public_key_jwk), public_key_jwk, privateKey };
}

/** The signer of one server: keys are read once per network and kept (they never change). */
export function createSnapshotSigner(db: Db) {
  const keys = new Map<number, Promise<SnapshotSigningKey>>();
  const keyOf = (networkId: number) => {
    let key = keys.get(networkId);
    if (!key) {
      key = loadKey(db, networkId);
      // A failed read (the database away) is tried again on the next call.
      key.catch(() => keys.delete(networkId));
      keys.set(networkId, key);
    }
    return key;
  };
  return {
    async publicKey(networkId: number): Promise<OfflinePublicKey> {
      const { key_id, public_key_jwk } = await keyOf(networkId);
      return { key_id, public_key_jwk };
    },
    /** The base64url signature of the text's UTF-8 bytes, and the key's id. */
    async sign(networkId: number, text: string): Promise<{ signature: string; key_id: string }> {
      const key = await keyOf(networkId);
      const signature = sign('sha256', Buffer.from(text, 'utf8'), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
      return { signature: signature.toString('base64url'), key_id: key.key_id };
    },
  };
}
