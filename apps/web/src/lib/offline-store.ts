// The device's offline data (docs/offline.md, "Offline on the device"): IndexedDB (through `idb`) holding the
// access point's snapshot and the queue of registers made offline, every record sealed with AES-GCM under a key
// made on this device. The key is a non-extractable CryptoKey kept in the same database: the page can use it, but
// no script (an injected one included) can export its bytes, and nothing of the snapshot lies on disk as readable
// JSON. `wipeOfflineStore()` deletes the key and the data together; logout calls it (lib/auth.ts). What it does
// not do is protect the data from someone holding the unlocked browser profile itself (docs/offline.md).
import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from 'idb';

export const OFFLINE_DB_NAME = 'garita-offline';
const DB_VERSION = 1;
const KEY_ID = 'main';
const IV_BYTES = 12;
/** The additional data of a queued item: a sealed record moved between the named store and the queue fails. */
const QUEUE_AAD = 'queue';

/** A record as it lies on disk: the nonce and the ciphertext (with its tag). */
interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

interface OfflineDb extends DBSchema {
  /** The device's AES-GCM key, under KEY_ID. */
  keys: { key: string; value: CryptoKey };
  /** Named records (the snapshot, the device's movements…), each sealed with its name as additional data. */
  records: { key: string; value: Sealed };
  /** The registers made offline, in the order they were made (auto-incremented ids). */
  queue: { key: number; value: Sealed };
}

export interface QueuedItem<T> {
  id: number;
  value: T;
}

export interface OfflineStore {
  get<T>(name: string): Promise<T | undefined>;
  put(name: string, value: unknown): Promise<void>;
  remove(name: string): Promise<void>;
  /** Adds an item at the end of the queue; answers its id. */
  enqueue(value: unknown): Promise<number>;
  /** The queue, oldest first. */
  queued<T>(): Promise<QueuedItem<T>[]>;
  /** Takes one item off the queue (once the server has answered for it). */
  dequeue(id: number): Promise<void>;
  queueSize(): Promise<number>;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function seal(key: CryptoKey, value: unknown, aad: string): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(aad) },
    key,
    encoder.encode(JSON.stringify(value)),
  );
  return { iv, data };
}

async function open<T>(key: CryptoKey, sealed: Sealed, aad: string): Promise<T> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.iv, additionalData: encoder.encode(aad) },
    key,
    sealed.data,
  );
  return JSON.parse(decoder.decode(plain)) as T;
}

let opened: Promise<{ db: IDBPDatabase<OfflineDb>; key: CryptoKey }> | null = null;

async function openDatabase(): Promise<{ db: IDBPDatabase<OfflineDb>; key: CryptoKey }> {
  const db = await openDB<OfflineDb>(OFFLINE_DB_NAME, DB_VERSION, {
    upgrade(database) {
      database.createObjectStore('keys');
      database.createObjectStore('records');
      database.createObjectStore('queue', { autoIncrement: true });
    },
    // Another tab wipes the store (logout): let go of it so the deletion is not held up.
    blocking() {
      db.close();
      opened = null;
    },
    terminated() {
      opened = null;
    },
  });
  let key = await db.get('keys', KEY_ID);
  if (!key) {
    const made = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    // Two tabs may race to make the key: `add` lets only the first one in, and both use the one that is stored.
    try {
      await db.add('keys', made, KEY_ID);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'ConstraintError')) throw error;
    }
    key = await db.get('keys', KEY_ID);
    if (!key) throw new Error('The offline store lost its key');
  }
  return { db, key };
}

function connection() {
  opened ??= openDatabase().catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

export const offlineStore: OfflineStore = {
  async get<T>(name: string) {
    const { db, key } = await connection();
    const sealed = await db.get('records', name);
    return sealed ? open<T>(key, sealed, name) : undefined;
  },
  async put(name, value) {
    const { db, key } = await connection();
    await db.put('records', await seal(key, value, name), name);
  },
  async remove(name) {
    const { db } = await connection();
    await db.delete('records', name);
  },
  async enqueue(value) {
    const { db, key } = await connection();
    return db.add('queue', await seal(key, value, QUEUE_AAD));
  },
  async queued<T>() {
    const { db, key } = await connection();
    const tx = db.transaction('queue');
    const [ids, sealed] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll(), tx.done]);
    return Promise.all(
      sealed.map(async (item, i) => ({ id: ids[i] as number, value: await open<T>(key, item, QUEUE_AAD) })),
    );
  },
  async dequeue(id) {
    const { db } = await connection();
    await db.delete('queue', id);
  },
  async queueSize() {
    const { db } = await connection();
    return db.count('queue');
  },
};

/** Deletes the device's key and every record with it (logout). Safe to call when nothing was ever stored. */
export async function wipeOfflineStore(): Promise<void> {
  const current = opened;
  opened = null;
  if (current) {
    try {
      (await current).db.close();
    } catch {
      // It never opened: nothing to close.
    }
  }
  if (typeof indexedDB === 'undefined') return;
  await deleteDB(OFFLINE_DB_NAME);
}
