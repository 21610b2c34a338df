// Each network's privacy notice (one row per network, made with the network). Read by the network's id for its
// own people, or by the random public id for anyone; the public id is the only scope of the public read.
import type { NetworkKind } from '@garita/contract';
import type { Db } from '../db/index.ts';

export interface PrivacyNoticeWithNetwork {
  network_id: number;
  public_id: string;
  text_en: string | null;
  text_es: string | null;
  updated_at: Date | null;
  network_name: string;
  network_kind: NetworkKind;
}

function withNetwork(db: Db) {
  return db
    .selectFrom('privacy_notices as p')
    .innerJoin('networks as n', 'n.id', 'p.network_id')
    .select([
      'p.network_id',
      'p.public_id',
      'p.text_en',
      'p.text_es',
      'p.updated_at',
      'n.name as network_name',
      'n.kind as network_kind',
    ]);
}

/** The network's notice; a network that somehow has no row gets one (the default text) first. */
export async function findNetworkPrivacyNotice(db: Db, networkId: number): Promise<PrivacyNoticeWithNetwork> {
  const found = await withNetwork(db).where('p.network_id', '=', networkId).executeTakeFirst();
  if (found) return found;
  await db
    .insertInto('privacy_notices')
    .values({ network_id: networkId })
    .onConflict((c) => c.doNothing())
    .execute();
  return withNetwork(db).where('p.network_id', '=', networkId).executeTakeFirstOrThrow();
}

/** By the public id (a uuid, checked by the caller). */
export async function findPrivacyNoticeByPublicId(
  db: Db,
  publicId: string,
): Promise<PrivacyNoticeWithNetwork | undefined> {
  return withNetwork(db).where('p.public_id', '=', publicId).executeTakeFirst();
}

/** The only network's id on a site that has exactly one, else null. */
export async function onlyNetworkId(db: Db): Promise<number | null> {
  const rows = await db.selectFrom('networks').select('id').orderBy('id').limit(2).execute();
  return rows.length === 1 && rows[0] ? rows[0].id : null;
}

export async function savePrivacyNotice(
  db: Db,
  networkId: number,
  values: { text_en: string | null; text_es: string | null; updated_at: Date; updated_by_user_id: number },
): Promise<void> {
  await db
    .insertInto('privacy_notices')
    .values({ network_id: networkId, ...values })
    .onConflict((c) => c.column('network_id').doUpdateSet(values))
    .execute();
}
