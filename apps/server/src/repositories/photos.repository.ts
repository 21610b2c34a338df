// Photo rows (the bytes live in PhotoStorage) and the little of an access key that attaching photos needs.
// Scoped by network_id, except findPhotoForDownload: the signed URL, which names the network, is its scope.
import type { PhotoType } from '@garita/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { PhotosTable } from '../db/schema.ts';

export interface PhotoRef {
  id: number;
  network_id: number;
  transaction_id: number | null;
  access_key_id: number | null;
  watchlist_entry_id: number | null;
  photo_type: PhotoType;
}

export async function insertPhotos(db: Db, rows: Insertable<PhotosTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('photos').values(rows).execute();
}

/** Photos of these transactions and/or keys, oldest first. */
export async function listPhotos(
  db: Db,
  f: { networkId: number; transactionIds?: number[]; accessKeyIds?: number[]; watchlistEntryIds?: number[] },
): Promise<PhotoRef[]> {
  const transactionIds = f.transactionIds ?? [];
  const accessKeyIds = f.accessKeyIds ?? [];
  const watchlistEntryIds = f.watchlistEntryIds ?? [];
  if (transactionIds.length === 0 && accessKeyIds.length === 0 && watchlistEntryIds.length === 0) return [];
  return db
    .selectFrom('photos')
    .select(['id', 'network_id', 'transaction_id', 'access_key_id', 'watchlist_entry_id', 'photo_type'])
    .where('network_id', '=', f.networkId)
    .where((eb) =>
      eb.or([
        ...(transactionIds.length ? [eb('transaction_id', 'in', transactionIds)] : []),
        ...(accessKeyIds.length ? [eb('access_key_id', 'in', accessKeyIds)] : []),
        ...(watchlistEntryIds.length ? [eb('watchlist_entry_id', 'in', watchlistEntryIds)] : []),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** Removes the photo rows of a watchlist entry; answers their storage keys, for the files to be deleted. */
export async function deleteWatchlistEntryPhotos(db: Db, networkId: number, entryId: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('photos')
    .where('network_id', '=', networkId)
    .where('watchlist_entry_id', '=', entryId)
    .returning('storage_key')
    .execute();
  return rows.map((r) => r.storage_key);
}

export async function findPhotoForDownload(db: Db, id: number) {
  return db.selectFrom('photos').select(['id', 'network_id', 'storage_key']).where('id', '=', id).executeTakeFirst();
}

/** The key a guard or admin attaches photos to, with its access points; undefined when not in the network. */
export async function findAccessKeyForPhotos(
  db: Db,
  networkId: number,
  id: number,
): Promise<{ id: number; accessServerIds: number[] } | undefined> {
  const key = await db
    .selectFrom('access_keys')
    .select('id')
    .where('network_id', '=', networkId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!key) return undefined;
  const servers = await db
    .selectFrom('access_key_access_servers')
    .select('access_server_id')
    .where('access_key_id', '=', key.id)
    .where('network_id', '=', networkId)
    .execute();
  return { id: key.id, accessServerIds: servers.map((s) => s.access_server_id) };
}
