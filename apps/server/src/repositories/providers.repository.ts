// Each network's provider catalogue. 'Otro' is never stored: the lists add it. Removed providers stay as rows
// (deleted_at) so keys and logbook rows that name one still read its display name.
import { DEFAULT_PROVIDERS } from '@garita/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { ProviderRow, ProvidersTable } from '../db/schema.ts';

/** A new network's starting list (setup, `garita network create`, the demo seed). */
export async function addDefaultProviders(db: Db, networkId: number): Promise<void> {
  await db
    .insertInto('providers')
    .values(DEFAULT_PROVIDERS.map((p) => ({ network_id: networkId, name: p.name, display_name: p.display_name })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function listProviders(db: Db, networkId: number): Promise<ProviderRow[]> {
  return db
    .selectFrom('providers')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('deleted_at', 'is', null)
    .execute();
}

export async function findProvider(db: Db, networkId: number, id: number): Promise<ProviderRow | undefined> {
  return db
    .selectFrom('providers')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Any row of that name, removed ones included. */
export async function findProviderByName(db: Db, networkId: number, name: string): Promise<ProviderRow | undefined> {
  return db
    .selectFrom('providers')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function insertProvider(
  db: Db,
  values: { network_id: number; name: string; display_name: string },
): Promise<ProviderRow | undefined> {
  return db
    .insertInto('providers')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateProvider(
  db: Db,
  provider: ProviderRow,
  values: Updateable<ProvidersTable>,
): Promise<ProviderRow> {
  return db
    .updateTable('providers')
    .set(values)
    .where('network_id', '=', provider.network_id)
    .where('id', '=', provider.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
