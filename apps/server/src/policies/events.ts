// Events (spec §6): admins see the network's; a host their own and the secondary users' they invited; a secondary
// user their own, at their access points. Residents put only their own access points on an event.
import type { Auth } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { EventScope } from '../repositories/events.repository.ts';
import { assignedAccessPointIds, checkAccessPointIds, ownerIds } from './principal.ts';

export async function eventScope(db: Db, auth: Auth): Promise<EventScope> {
  const networkId = auth.network.id;
  switch (auth.user.role) {
    case 'network_admin':
      return { networkId };
    case 'host':
      return { networkId, ownerIds: await ownerIds(db, auth) };
    case 'secondary_user':
      return { networkId, ownerIds: [auth.user.id], accessServerIds: await assignedAccessPointIds(db, auth) };
    default:
      return { networkId, ownerIds: [] };
  }
}

export const checkEventAccessPoints = (db: Db, auth: Auth, ids: number[]) =>
  checkAccessPointIds(db, auth, ids, { path: 'access_servers', message: 'not one of your access points' });
