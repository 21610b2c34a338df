// Who sees which keys and logbook rows, enforced on the server (spec §6): admins the whole network,
// guards their access points, hosts their own and their unit's secondary users', secondary users their own.
// Also which access points a resident may put on a key.
import type { AppContext, Auth } from '../context.ts';
import { invalid } from '../lib/errors.ts';
import { secondaryUserIds, type Visibility } from '../repositories/access-keys.repository.ts';
import { findActiveAccessServers, userAccessServerIds } from '../repositories/access-servers.repository.ts';

export async function visibilityOf(ctx: Pick<AppContext, 'db'>, auth: Auth): Promise<Visibility> {
  const { user } = auth;
  switch (user.role) {
    case 'network_admin':
      return { kind: 'network' };
    case 'security_guard':
      return { kind: 'access_servers', accessServerIds: await assignedAccessServerIds(ctx, auth) };
    case 'host': {
      const unitUsers = user.network_group_id
        ? await secondaryUserIds(ctx.db, auth.network.id, user.network_group_id)
        : [];
      return { kind: 'owners', userIds: [user.id, ...unitUsers] };
    }
    default:
      return { kind: 'owners', userIds: [user.id] };
  }
}

export async function assignedAccessServerIds(ctx: Pick<AppContext, 'db'>, auth: Auth): Promise<number[]> {
  return (await userAccessServerIds(ctx.db, [auth.user.id])).get(auth.user.id) ?? [];
}

/**
 * The access points of a key being created or edited, in the order given (the first one's zone reads
 * valid_from). Each must be an active access point of the caller's network and, for residents, one of their own.
 */
export async function checkKeyAccessServers(ctx: Pick<AppContext, 'db'>, auth: Auth, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = await findActiveAccessServers(ctx.db, auth.network.id, unique);
  const allowed = auth.user.role === 'network_admin' ? null : await assignedAccessServerIds(ctx, auth);
  const byId = new Map(found.map((s) => [s.id, s]));
  const servers = unique.map((id) => byId.get(id));
  if (servers.some((s) => !s || (allowed && !allowed.includes(s.id))))
    throw invalid('access_key.access_servers', 'unknown access point');
  return servers.filter((s) => s !== undefined);
}
