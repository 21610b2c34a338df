// Units: admins see and edit all of their network's; a host sees their own unit; a guard the units
// of the access points they work at (the register form asks which unit a visitor goes to).
import type { NetworkGroup, NetworkGroupInput } from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { pageTotals, pageWindow } from '../lib/paging.ts';
import { unitScope } from '../policies/network-groups.ts';
import { checkAccessPointIds } from '../policies/principal.ts';
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

  const checkServers = async (auth: Auth, ids: number[]) =>
    (await checkAccessPointIds(db, auth, ids, { path: 'network_group.access_servers' })).map((s) => s.id);

  return {
    async list(auth: Auth, q: { page: number; results: number; query?: string; access_server?: number }) {
      const scope = await unitScope(db, auth, q.access_server);
      const { rows, total } = await listNetworkGroups(db, {
        networkId: auth.network.id,
        query: q.query,
        ...scope,
        ...pageWindow(q),
      });
      return { network_groups: await present(rows), ...pageTotals(total, q) };
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
