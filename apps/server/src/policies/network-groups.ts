// Units (network groups): admins see all of their network's; a host their own unit; a guard the units of the
// access points they work at (the register form asks which unit a visitor goes to), or of the one asked for.
import type { Auth } from '../context.ts';
import type { Db } from '../db/index.ts';
import { unitIdsAtAccessServers } from '../repositories/network-groups.repository.ts';
import { assignedAccessPointIds, isGuard, isHost } from './principal.ts';

/** The units a list may show: `onlyIds` limits them, `accessServerId` narrows to one access point's (-1: none). */
export async function unitScope(
  db: Db,
  auth: Auth,
  accessServerId: number | undefined,
): Promise<{ onlyIds?: number[]; accessServerId?: number }> {
  if (isHost(auth)) {
    const own = auth.user.network_group_id;
    return { onlyIds: own ? [own] : [], accessServerId };
  }
  if (isGuard(auth)) {
    const mine = await assignedAccessPointIds(db, auth);
    if (accessServerId) return { accessServerId: mine.includes(accessServerId) ? accessServerId : -1 };
    return { onlyIds: await unitIdsAtAccessServers(db, mine) };
  }
  return { accessServerId };
}
