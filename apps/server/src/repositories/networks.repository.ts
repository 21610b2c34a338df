// Networks: the tenants. Creating one also gives it its default provider list and its privacy notice (default text).
import { sql, type Updateable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { NetworkRow, NetworksTable, NewNetworkRow } from '../db/schema.ts';
import { addDefaultProviders } from './providers.repository.ts';

export async function insertNetwork(db: Db, values: NewNetworkRow): Promise<NetworkRow> {
  const network = await db.insertInto('networks').values(values).returningAll().executeTakeFirstOrThrow();
  await addDefaultProviders(db, network.id);
  await db.insertInto('privacy_notices').values({ network_id: network.id }).execute();
  return network;
}

export async function findNetwork(db: Db, id: number): Promise<NetworkRow | undefined> {
  return db.selectFrom('networks').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function hasAnyNetwork(db: Db): Promise<boolean> {
  return !!(await db.selectFrom('networks').select('id').limit(1).executeTakeFirst());
}

export async function updateNetwork(db: Db, id: number, values: Updateable<NetworksTable>): Promise<NetworkRow> {
  return db.updateTable('networks').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

// One number for every writer that creates networks: setup's "is this the first?" and `network create`
// wait for each other on it, on PGlite and on PostgreSQL alike, until their transaction ends.
const NETWORKS_LOCK = 0x6761_7269; // 'gari'

/** Inside a transaction: wait until no other transaction is creating a network. */
export async function lockNetworkCreation(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(NETWORKS_LOCK)})`.execute(trx);
}
