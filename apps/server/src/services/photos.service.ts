// Photos of registers and keys: validated and re-encoded all together before any is stored, kept in
// PhotoStorage under <network>/<yyyy>/<mm>/<random>.jpg, and handed out as short-lived signed URLs that an
// <img> loads without a token. Other services call save() inside their own database transaction.
import { randomBytes } from 'node:crypto';
import {
  type AddPhotosRequest,
  type AddPhotosResponse,
  PHOTO_TYPES,
  type PhotoType,
  type SignedPhoto,
} from '@garita/contract';
import type { Insertable } from 'kysely';
import type { AppContext, Auth } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { PhotosTable } from '../db/schema.ts';
import { AppError, invalid, notFound } from '../lib/errors.ts';
import { sign, verifySignature } from '../lib/tokens.ts';
import { mayAddKeyPhotos } from '../policies/access-keys.ts';
import {
  findAccessKeyForPhotos,
  findPhotoForDownload,
  insertPhotos,
  listPhotos,
} from '../repositories/photos.repository.ts';
import { decodePhoto, PhotoRejected, reencodePhoto } from './photos.encoder.ts';

/** URLs expire on a whole minute, so one photo keeps one URL (and one browser cache entry) for a while. */
const EXPIRY_STEP_SECONDS = 60;
const EXPIRES = /^\d{1,12}$/;

export interface SavePhotosInput {
  networkId: number;
  transactionId?: number;
  accessKeyId?: number;
  watchlistEntryId?: number;
  photos: Partial<Record<PhotoType, string>>;
}

export interface PhotoDownload {
  bytes: Buffer;
  maxAgeSeconds: number;
}

/** Runs one step on every photo; when any is refused, answers 422 invalid_photo naming each refused type. */
async function check<In extends { type: PhotoType }, Out>(
  items: In[],
  step: (item: In) => Promise<Out>,
): Promise<Out[]> {
  const done: Out[] = [];
  const problems: { path: string; message: string }[] = [];
  for (const item of items) {
    try {
      done.push(await step(item));
    } catch (error) {
      if (!(error instanceof PhotoRejected)) throw error;
      problems.push({ path: `photos.${item.type}`, message: error.message });
    }
  }
  if (problems.length) {
    throw new AppError(422, 'invalid_photo', problems.map((p) => `${p.path}: ${p.message}`).join('; '), problems);
  }
  return done;
}

export function createPhotosService(ctx: AppContext) {
  const ttl = ctx.config.photoUrlTtlSeconds;
  const nowSeconds = () => Math.floor(ctx.now().getTime() / 1000);
  const signedValue = (id: number, networkId: number, expires: number) => `photo:${id}:${networkId}:${expires}`;

  function signedUrl(photo: { id: number; network_id: number }, expires: number): string {
    const signature = sign(ctx.signingSecret, signedValue(photo.id, photo.network_id, expires));
    return `/api/v1/photos/${photo.id}?expires=${expires}&signature=${signature}`;
  }

  const service = {
    /**
     * Re-encodes and stores every photo given, linked to a transaction and/or a key. All photos are checked
     * before any is stored: one bad photo refuses the lot with 422 invalid_photo naming each bad type.
     * `db` may be the caller's transaction; a rollback leaves at most unreferenced files behind. Answers how many
     * it stored.
     */
    async save(db: Db, input: SavePhotosInput): Promise<number> {
      const given = PHOTO_TYPES.flatMap((type) => {
        const data = input.photos[type];
        return data ? [{ type, data }] : [];
      });
      if (given.length === 0) return 0;
      // Cheap checks on every photo first, then the decoding, one at a time: a large photo takes a lot of memory.
      const decoded = await check(given, async ({ type, data }) => ({ type, bytes: decodePhoto(data) }));
      const encoded = await check(decoded, async ({ type, bytes }) => ({ type, bytes: await reencodePhoto(bytes) }));
      const now = ctx.now();
      const folder = `${input.networkId}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      const rows: Insertable<PhotosTable>[] = [];
      for (const { type, bytes } of encoded) {
        const storageKey = `${folder}/${randomBytes(16).toString('hex')}.jpg`;
        await ctx.storage.put(storageKey, bytes);
        rows.push({
          network_id: input.networkId,
          transaction_id: input.transactionId ?? null,
          access_key_id: input.accessKeyId ?? null,
          watchlist_entry_id: input.watchlistEntryId ?? null,
          photo_type: type,
          storage_key: storageKey,
          byte_size: bytes.length,
        });
      }
      await insertPhotos(db, rows);
      return rows.length;
    },

    /**
     * Signed URLs of the photos of these transactions or keys, keyed by transaction id (for transactionIds)
     * or by access key id (for accessKeyIds). Pass one kind per call: the two id spaces overlap.
     */
    async urlsFor(
      db: Db,
      input: { networkId: number; transactionIds?: number[]; accessKeyIds?: number[]; watchlistEntryIds?: number[] },
    ): Promise<Map<number, SignedPhoto[]>> {
      const byOwner = new Map<number, SignedPhoto[]>();
      const photos = await listPhotos(db, input);
      const expires = Math.ceil((nowSeconds() + ttl) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      const transactionIds = new Set(input.transactionIds ?? []);
      const accessKeyIds = new Set(input.accessKeyIds ?? []);
      const watchlistEntryIds = new Set(input.watchlistEntryIds ?? []);
      const add = (owner: number, photo: (typeof photos)[number]) => {
        const list = byOwner.get(owner) ?? [];
        list.push({ url: signedUrl(photo, expires), access_server_photo_type: photo.photo_type });
        byOwner.set(owner, list);
      };
      for (const photo of photos) {
        if (photo.transaction_id !== null && transactionIds.has(photo.transaction_id)) add(photo.transaction_id, photo);
        else if (photo.access_key_id !== null && accessKeyIds.has(photo.access_key_id)) add(photo.access_key_id, photo);
        else if (photo.watchlist_entry_id !== null && watchlistEntryIds.has(photo.watchlist_entry_id))
          add(photo.watchlist_entry_id, photo);
      }
      const order = (p: SignedPhoto) => PHOTO_TYPES.indexOf(p.access_server_photo_type);
      for (const list of byOwner.values()) list.sort((a, b) => order(a) - order(b));
      return byOwner;
    },

    /** The bytes behind a signed URL. Unknown, tampered and expired links all answer 404 alike. */
    async download(id: number, query: { expires?: string; signature?: string }): Promise<PhotoDownload> {
      const { expires, signature } = query;
      if (!expires || !signature || !EXPIRES.test(expires)) throw notFound();
      const remaining = Number(expires) - nowSeconds();
      if (remaining <= 0) throw notFound();
      const photo = await findPhotoForDownload(ctx.db, id);
      if (
        !photo ||
        !verifySignature(ctx.signingSecret, signedValue(photo.id, photo.network_id, Number(expires)), signature)
      )
        throw notFound();
      const bytes = await ctx.storage.get(photo.storage_key);
      if (!bytes) throw notFound();
      return { bytes, maxAgeSeconds: Math.min(ttl, remaining) };
    },

    /** POST /access_keys/add_photos: a guard may only touch keys of the access points they work at. */
    async addToAccessKey(auth: Auth, input: AddPhotosRequest): Promise<AddPhotosResponse> {
      const networkId = auth.network.id;
      const key = await findAccessKeyForPhotos(ctx.db, networkId, input.access_key_id);
      if (!key) throw notFound();
      if (!(await mayAddKeyPhotos(ctx.db, auth, key.accessServerIds))) throw notFound();
      if (!PHOTO_TYPES.some((type) => input.photos[type])) throw invalid('photos', 'no photo given');
      await ctx.db
        .transaction()
        .execute((trx) => service.save(trx, { networkId, accessKeyId: key.id, photos: input.photos }));
      const urls = await service.urlsFor(ctx.db, { networkId, accessKeyIds: [key.id] });
      return { access_key_id: key.id, photos: urls.get(key.id) ?? [] };
    },
  };
  return service;
}
