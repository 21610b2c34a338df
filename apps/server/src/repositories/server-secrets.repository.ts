// Secrets shared by every instance (migration 20261129_0301, docs/deploy.md).
import type { Db } from '../db/index.ts';

/**
 * The secret stored under `name`, storing `candidate` first when there is none. Instances starting together
 * insert at once: the first insert wins and every instance reads that one.
 */
export async function sharedSecret(db: Db, name: string, candidate: string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: candidate })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
