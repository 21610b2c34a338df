// Units: admins see and edit all of their network's; a host sees their own unit; a guard the units
// of the access points they work at (the register form asks which unit a visitor goes to).
import type { NetworkGroup, NetworkGroupInput } from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import { invalid, notFound } from '../lib/errors.ts';
import { findActiveAccessServers, userAccessServerIds } from '../repositories/access-servers.repository.ts';
import {
  findNetworkGroup,
  groupDetails,
  listNetworkGroups,
  saveNetworkGroup,
} from '../repositories/network-groups.repository.ts';

type GroupRow = { id: number; name: string };

export function createNetworkGroupsService(ctx: AppContext) {
  const { db } = ctx;

  async function present(rows: GroupRow[]): Promise<NetworkGroup[]> {
    const { servers, users } = await groupDetails(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      access_servers: servers
        .filter((s) => s.network_group_id === r.id)
        .map((s) => ({ id: s.id, name: s.name, venue_name: s.venue_name })),
      users: users
        .filter((u) => u.network_group_id === r.id)
        .map((u) => ({ id: u.id, name: u.name, email: u.email, role: u.role })),
    }));
  }

  async function checkServers(auth: Auth, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if ((await findActiveAccessServers(db, auth.network.id, unique)).length !== unique.length) {
      throw invalid('network_group.access_servers', 'unknown access point');
    }
    return unique;
  }

  return {
    async list(auth: Auth, q: { page: number; results: number; query?: string; access_server?: number }) {
      let onlyIds: number[] | undefined;
      let accessServerId = q.access_server;
      if (auth.user.role === 'host') onlyIds = auth.user.network_group_id ? [auth.user.network_group_id] : [];
      if (auth.user.role === 'security_guard') {
        const mine = (await userAccessServerIds(db, [auth.user.id])).get(auth.user.id) ?? [];
        if (accessServerId && !mine.includes(accessServerId)) accessServerId = -1;
        else if (!accessServerId) {
          const rows = mine.length
            ? await db
                .selectFrom('network_group_access_servers')
                .select('network_group_id')
                .distinct()
                .where('access_server_id', 'in', mine)
                .execute()
            : [];
          onlyIds = rows.map((r) => r.network_group_id);
        }
      }
      const { rows, total } = await listNetworkGroups(db, {
        networkId: auth.network.id,
        query: q.query,
        accessServerId,
        onlyIds,
        limit: q.results,
        offset: (q.page - 1) * q.results,
      });
      return { network_groups: await present(rows), total_pages: Math.ceil(total / q.results), total_count: total };
    },

    async create(auth: Auth, input: NetworkGroupInput): Promise<NetworkGroup> {
      const accessServerIds = await checkServers(auth, input.network_group.access_servers);
      const id = await saveNetworkGroup(db, auth.network.id, { name: input.network_group.name, accessServerIds });
      const [group] = await present([{ id, name: input.network_group.name }]);
      if (!group) throw notFound();
      return group;
    },

    async update(auth: Auth, id: number, input: NetworkGroupInput): Promise<NetworkGroup> {
      if (!(await findNetworkGroup(db, auth.network.id, id))) throw notFound();
      const accessServerIds = await checkServers(auth, input.network_group.access_servers);
      await saveNetworkGroup(db, auth.network.id, { id, name: input.network_group.name, accessServerIds });
      const [group] = await present([{ id, name: input.network_group.name }]);
      if (!group) throw notFound();
      return group;
    },
  };
}
