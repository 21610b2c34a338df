// Who the caller is, in the terms every per-record rule uses: an admin works everywhere in their network,
// everyone else at the access points assigned to them, and a host answers for the secondary users they invited.
// Every "my access points" and "are these access points mine" question of the server is answered here.

import type { Auth } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { AccessServerRow } from '../db/schema.ts';
import { invalid } from '../lib/errors.ts';
import {
  findActiveAccessServers,
  networkAccessServerIds,
  userAccessServerIds,
} from '../repositories/access-servers.repository.ts';
import { invitedSecondaryUserIds } from '../repositories/users.repository.ts';

type Principal = Pick<Auth, 'user' | 'network'>;

export const isAdmin = (auth: Principal) => auth.user.role === 'network_admin';
export const isGuard = (auth: Principal) => auth.user.role === 'security_guard';
export const isHost = (auth: Principal) => auth.user.role === 'host';

/** The access points assigned to the caller (an admin's assignments too, which are not a limit). */
export async function assignedAccessPointIds(db: Db, auth: Principal): Promise<number[]> {
  return (await userAccessServerIds(db, [auth.user.id])).get(auth.user.id) ?? [];
}

/** The ids the caller is limited to, or undefined for an admin, who works at every access point of the network. */
export async function accessPointLimit(db: Db, auth: Principal): Promise<number[] | undefined> {
  return isAdmin(auth) ? undefined : assignedAccessPointIds(db, auth);
}

/** The access points the caller works at, as a list: the whole network's for an admin. */
export async function workingAccessPointIds(db: Db, auth: Principal): Promise<number[]> {
  return isAdmin(auth) ? networkAccessServerIds(db, auth.network.id) : assignedAccessPointIds(db, auth);
}

/**
 * worksAt, when the caller's assignment to the access point was read with it (the scan's one statement,
 * findScanGate): an admin works at any access point of their network, everyone else where assigned.
 */
export const worksAtAssigned = (auth: Principal, assigned: boolean): boolean => isAdmin(auth) || assigned;

/** Whether the caller works at this access point (admins: any of their network's). */
export async function worksAt(db: Db, auth: Principal, accessServerId: number): Promise<boolean> {
  const limit = await accessPointLimit(db, auth);
  return !limit || limit.includes(accessServerId);
}

/**
 * The access points a record is being given, in the order asked (duplicates dropped): each must be an active
 * access point of the caller's network and, unless `anyOfNetwork` or the caller is an admin, one the caller works
 * at. Refused with 422 on `path` otherwise.
 */
export async function checkAccessPointIds(
  db: Db,
  auth: Principal,
  ids: number[],
  {
    path,
    anyOfNetwork = false,
    message = 'unknown access point',
  }: { path: string; anyOfNetwork?: boolean; message?: string },
): Promise<AccessServerRow[]> {
  const unique = [...new Set(ids)];
  const found = new Map((await findActiveAccessServers(db, auth.network.id, unique)).map((s) => [s.id, s]));
  const limit = anyOfNetwork ? undefined : await accessPointLimit(db, auth);
  const servers = unique.flatMap((id) => found.get(id) ?? []);
  if (servers.length !== unique.length) throw invalid(path, 'unknown access point');
  if (limit && servers.some((s) => !limit.includes(s.id))) throw invalid(path, message);
  return servers;
}

/**
 * Whose records the caller answers for: their own and, for a host, those of the secondary users they invited —
 * including removed ones, so that what a removed family member invited stays in the host's history. Another
 * host of the same unit, and a secondary user an admin created, are not among them (issue 13).
 */
export async function ownerIds(db: Db, auth: Principal): Promise<number[]> {
  const invited = isHost(auth) ? await invitedSecondaryUserIds(db, auth.network.id, auth.user.id) : [];
  return [auth.user.id, ...invited];
}
