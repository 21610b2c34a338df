// Look-ups of the public invitation page. The key is found by its unique_id alone (the unique index spans
// every network: the id is the credential); everything read after that is scoped by the key's own network.
import { KEY_TYPE } from '@garita/contract';
import type { Db } from '../db/index.ts';
import type { AccessKeyRow } from '../db/schema.ts';
import { findProviderByName } from './providers.repository.ts';

/** Keys a host may share: visit, recurrent, event and provider keys (never registers or personal keys). */
export const SHAREABLE_KEY_TYPES: readonly number[] = [
  KEY_TYPE.visitor,
  KEY_TYPE.temporary,
  KEY_TYPE.event,
  KEY_TYPE.externalEvent,
  KEY_TYPE.provider,
];

export async function findShareableKey(db: Db, uniqueId: string): Promise<AccessKeyRow | undefined> {
  return db
    .selectFrom('access_keys')
    .selectAll()
    .where('unique_id', '=', uniqueId)
    .where('access_key_type_id', 'in', [...SHAREABLE_KEY_TYPES])
    .executeTakeFirst();
}

export async function findHostName(db: Db, networkId: number, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('name')
    .where('network_id', '=', networkId)
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.name ?? '';
}

/** A provider's display name ('fedex' -> 'FedEx') in the network's list, removed ones too; else as stored. */
export async function providerDisplayName(db: Db, networkId: number, name: string): Promise<string> {
  return (await findProviderByName(db, networkId, name))?.display_name ?? name;
}
