// The offline snapshot (docs/offline.md): an access point's keys go to the devices of the guards who work there,
// as a scan at one of its gates would (services/access-keys.validate.ts, loadGate), and to the network's admins.
// The role table (index.ts) leaves hosts and secondary users out (422 user_no_access).
import type { Auth } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { AccessServerRow } from '../db/schema.ts';
import { notFound } from '../lib/errors.ts';
import { findAccessServer } from '../repositories/access-servers.repository.ts';
import { worksAt } from './principal.ts';

/**
 * The access point whose snapshot the caller asks for: active, of the caller's network and, for a guard, one they
 * work at. Anything else answers 404, exactly like a missing one (another network's ids cannot be probed).
 */
export async function snapshotAccessPoint(db: Db, auth: Auth, accessServerId: number): Promise<AccessServerRow> {
  const server = await findAccessServer(db, auth.network.id, accessServerId);
  if (!server || server.deactivated_at !== null) throw notFound();
  if (!(await worksAt(db, auth, server.id))) throw notFound();
  return server;
}
