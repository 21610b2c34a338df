// Access points a user may see (admins: the whole network, deactivated ones on request; others: the active ones
// they are assigned to), and the admin's create, edit and deactivate. Deactivation instead of deletion: keys,
// units, events and logbook rows keep pointing at the access point; it leaves every list and picker, cannot be
// chosen for anything new and cannot be scanned at (docs/gate-controllers.md, "Access points and gates").
import type { AccessServer, CreateAccessServer, UpdateAccessServer } from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { pageTotals, pageWindow } from '../lib/paging.ts';
import { accessPointLimit, isAdmin } from '../policies/principal.ts';
import { presentAccessServer } from '../presenters/access-server.presenter.ts';
import {
  findAccessServer,
  insertAccessServer,
  listAccessServers,
  updateAccessServer,
  withGates,
} from '../repositories/access-servers.repository.ts';

export function createAccessServersService(ctx: AppContext) {
  const { db } = ctx;
  /** Ids the caller is limited to, or undefined for the whole network. */
  const allowedIds = (auth: Auth) => accessPointLimit(db, auth);

  /** An access point the caller may see: admins any of the network, others their own active ones; else 404. */
  async function load(auth: Auth, id: number) {
    const allowed = await allowedIds(auth);
    const server = await findAccessServer(db, auth.network.id, id);
    if (!server || (allowed && !allowed.includes(id))) throw notFound();
    if (!isAdmin(auth) && server.deactivated_at !== null) throw notFound();
    return server;
  }

  async function show(auth: Auth, id: number): Promise<AccessServer> {
    const admin = isAdmin(auth);
    const [server] = await withGates(db, [await load(auth, id)], { includeInactive: admin });
    if (!server) throw notFound();
    return presentAccessServer(server, { withController: admin });
  }

  return {
    allowedIds,
    load,
    show,

    async list(auth: Auth, q: { page: number; results: number; query?: string; include_inactive?: boolean }) {
      const admin = isAdmin(auth);
      const { rows, total } = await listAccessServers(db, {
        networkId: auth.network.id,
        onlyIds: await allowedIds(auth),
        query: q.query,
        includeInactive: admin && q.include_inactive === true,
        ...pageWindow(q),
      });
      return {
        access_servers: (await withGates(db, rows, { includeInactive: admin })).map((s) =>
          presentAccessServer(s, { withController: admin }),
        ),
        ...pageTotals(total, q),
      };
    },

    async create(auth: Auth, input: CreateAccessServer): Promise<AccessServer> {
      const { venue_name, ...fields } = input.access_server;
      const row = await insertAccessServer(db, {
        network_id: auth.network.id,
        ...fields,
        venue_name: venue_name || auth.network.name,
        ...input.settings,
      });
      return show(auth, row.id);
    },

    async update(auth: Auth, id: number, input: UpdateAccessServer): Promise<AccessServer> {
      await load(auth, id);
      const { active, ...fields } = input.access_server ?? {};
      await updateAccessServer(db, auth.network.id, id, {
        ...fields,
        ...input.settings,
        ...(active ? { deactivated_at: null } : {}),
      });
      return show(auth, id);
    },

    /** DELETE: the access point is deactivated, never removed; a second call changes nothing. */
    async deactivate(auth: Auth, id: number): Promise<AccessServer> {
      const server = await load(auth, id);
      if (server.deactivated_at === null)
        await updateAccessServer(db, auth.network.id, id, { deactivated_at: ctx.now() });
      return show(auth, id);
    },
  };
}
