// The device's encrypted offline store (docs/offline.md, "Offline on the device"): what lies in IndexedDB is
// ciphertext under a key no script can export, records cannot be swapped, the queue keeps its order, and logout
// deletes the key with the data. IndexedDB is fake-indexeddb's (Node has none); WebCrypto is Node's own.
import 'fake-indexeddb/auto';
import type { User } from '@garita/contract';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from './auth.ts';
import { OFFLINE_DB_NAME, offlineStore, wipeOfflineStore } from './offline-store.ts';
import { setSession } from './session.ts';

const snapshot = { keys: [{ unique_id: 'K-ABC123', visitor_name: 'Rosa Díaz' }], cursor: 'c1' };

/** The database as another reader sees it: the stored values, untouched by the store's code. */
async function raw(store: 'keys' | 'records' | 'queue', key: IDBValidKey) {
  const db = await openDB(OFFLINE_DB_NAME);
  try {
    return await db.get(store, key);
  } finally {
    db.close();
  }
}

beforeEach(() => wipeOfflineStore());
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the offline store', () => {
  it('keeps records sealed with AES-GCM under a key made here that cannot be exported', async () => {
    await offlineStore.put('snapshot:1', snapshot);
    expect(await offlineStore.get('snapshot:1')).toEqual(snapshot);

    const sealed = await raw('records', 'snapshot:1');
    const bytes = new TextDecoder().decode(new Uint8Array(sealed.data));
    expect(bytes).not.toContain('Rosa');
    expect(bytes).not.toContain('K-ABC123');
    expect(sealed.iv).toHaveLength(12);

    const key: CryptoKey = await raw('keys', 'main');
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('refuses a record moved under another name (the name is authenticated with it)', async () => {
    await offlineStore.put('snapshot:1', snapshot);
    const sealed = await raw('records', 'snapshot:1');
    const db = await openDB(OFFLINE_DB_NAME);
    await db.put('records', sealed, 'snapshot:2');
    db.close();
    await expect(offlineStore.get('snapshot:2')).rejects.toThrow();
    expect(await offlineStore.get('missing')).toBeUndefined();
  });

  it('queues items in the order they were made and takes them off one by one', async () => {
    const first = await offlineStore.enqueue({ key: 'K-1', photos: { photo_id: 'data:image/jpeg;base64,AAAA' } });
    const second = await offlineStore.enqueue({ key: 'K-2' });
    expect(await offlineStore.queueSize()).toBe(2);
    expect(await offlineStore.queued()).toEqual([
      { id: first, value: { key: 'K-1', photos: { photo_id: 'data:image/jpeg;base64,AAAA' } } },
      { id: second, value: { key: 'K-2' } },
    ]);
    await offlineStore.dequeue(first);
    expect(await offlineStore.queued()).toEqual([{ id: second, value: { key: 'K-2' } }]);
  });

  it('is deleted, key and data, at logout', async () => {
    const storage = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    });
    vi.stubGlobal('sessionStorage', { length: 0, key: () => null, removeItem: () => {} });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    setSession({ token: 'secret-token', user: { id: 1, role: 'security_guard' } as User });
    await offlineStore.put('snapshot:1', snapshot);
    await offlineStore.enqueue({ key: 'K-1' });
    const keyBefore: CryptoKey = await raw('keys', 'main');

    await logout();
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(OFFLINE_DB_NAME);

    // Used again, the store starts empty with a new key: nothing of the old one can be opened.
    expect(await offlineStore.get('snapshot:1')).toBeUndefined();
    expect(await offlineStore.queueSize()).toBe(0);
    const keyAfter: CryptoKey = await raw('keys', 'main');
    expect(keyAfter).not.toBe(keyBefore);
    const iv = new Uint8Array(12);
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, keyBefore, new Uint8Array([1, 2, 3]));
    await expect(crypto.subtle.decrypt({ name: 'AES-GCM', iv }, keyAfter, sealed)).rejects.toThrow();
  });
});
