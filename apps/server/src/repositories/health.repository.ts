// The readiness probe's look at the database (GET /readyz, docs/deploy.md).
import { sql } from 'kysely';
import { type Db, readinessProbe } from '../db/index.ts';

/** One round trip: resolves when the database answers. On PostgreSQL through the probe's own connection, so a
 * pool busy with requests does not make a reachable database look down (db/index.ts). */
export async function pingDatabase(db: Db): Promise<void> {
  const probe = readinessProbe(db);
  if (probe) await probe.query('select 1');
  else await sql`select 1`.execute(db);
}
