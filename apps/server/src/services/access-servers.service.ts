// Access points a user may see (admins: the whole network; others: the ones they are assigned to)
// and the admin's changes to name and required photos.
import type { AccessServer, UpdateAccessServer } from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { presentAccessServer } from '../presenters/access-server.presenter.ts';
import {
  findAccessServer,
  listAccessServers,
  updateAccessServer,
  userAccessServerIds,
  withGates,
} from '../repositories/access-servers.repository.ts';

export function createAccessServersService(ctx: AppContext) {
  const { db } = ctx;

  /** Ids the caller is limited to, or undefined for the whole network. */
  async function allowedIds(auth: Auth): Promise<number[] | undefined> {
    if (auth.user.role === 'network_admin') return undefined;
    return (await userAccessServerIds(db, [auth.user.id])).get(auth.user.id) ?? [];
  }

  async function load(auth: Auth, id: number) {
    const allowed = await allowedIds(auth);
    const server = await findAccessServer(db, auth.network.id, id);
    if (!server || (allowed && !allowed.includes(id))) throw notFound();
    return server;
  }

  return {
    allowedIds,
    load,

    async list(auth: Auth, q: { page: number; results: number; query?: string }) {
      const { rows, total } = await listAccessServers(db, {
        networkId: auth.network.id,
        onlyIds: await allowedIds(auth),
        query: q.query,
        limit: q.results,
        offset: (q.page - 1) * q.results,
      });
      return {
        access_servers: (await withGates(db, rows)).map(presentAccessServer),
        total_pages: Math.ceil(total / q.results),
        total_count: total,
      };
    },

    async show(auth: Auth, id: number): Promise<AccessServer> {
      const [server] = await withGates(db, [await load(auth, id)]);
      if (!server) throw notFound();
      return presentAccessServer(server);
    },

    async update(auth: Auth, id: number, input: UpdateAccessServer): Promise<AccessServer> {
      await load(auth, id);
      await updateAccessServer(db, auth.network.id, id, { ...input.access_server, ...input.settings });
      return this.show(auth, id);
    },
  };
}
