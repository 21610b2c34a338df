// What the Transaction shape needs besides the rows, for a whole page in a few queries: access points, gates,
// hosts and registering users with their units, the photos as signed URLs, and the state of the rows' keys.
import type { SignedPhoto } from '@garita/contract';
import type { Db } from '../db/index.ts';
import type { TransactionRow } from '../db/schema.ts';
import { keyStatesByIds, usersWithGroups } from '../repositories/access-keys.repository.ts';
import { findAccessServers } from '../repositories/access-servers.repository.ts';
import { gatesByIds } from '../repositories/transactions.repository.ts';

export interface PhotoUrls {
  urlsFor(db: Db, input: { networkId: number; transactionIds?: number[] }): Promise<Map<number, SignedPhoto[]>>;
}

export async function loadTransactionDetails(db: Db, photos: PhotoUrls, networkId: number, rows: TransactionRow[]) {
  const userIds = rows.flatMap((r) => [r.user_id, r.created_by_user_id]).filter((id): id is number => id !== null);
  const keyIds = rows.flatMap((r) => (r.access_key_id === null ? [] : [r.access_key_id]));
  const [servers, gates, users, urls, keys] = await Promise.all([
    findAccessServers(db, networkId, [...new Set(rows.map((r) => r.access_server_id))]),
    gatesByIds(
      db,
      networkId,
      rows.flatMap((r) => (r.gate_id === null ? [] : [r.gate_id])),
    ),
    usersWithGroups(db, networkId, userIds),
    rows.length ? photos.urlsFor(db, { networkId, transactionIds: rows.map((r) => r.id) }) : new Map(),
    keyStatesByIds(db, networkId, keyIds),
  ]);
  return { servers, gates, users, urls: urls as Map<number, SignedPhoto[]>, keys };
}

export type TransactionDetails = Awaited<ReturnType<typeof loadTransactionDetails>>;
