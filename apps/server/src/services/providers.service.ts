// A network's provider catalogue: the list every form shows ('Otro' last) and the admin's edits of it.
import {
  type NetworkProvider,
  type NewProvider,
  OTHER_PROVIDER,
  type Provider,
  providerNameOf,
  type UpdateProvider,
} from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import type { ProviderRow } from '../db/schema.ts';
import { AppError, invalid, notFound } from '../lib/errors.ts';
import {
  findProvider,
  findProviderByName,
  insertProvider,
  listProviders,
  updateProvider,
} from '../repositories/providers.repository.ts';

const byDisplayName = (a: ProviderRow, b: ProviderRow) =>
  a.display_name.localeCompare(b.display_name, 'es', { sensitivity: 'base' }) || a.name.localeCompare(b.name);

const present = (row: ProviderRow): NetworkProvider => ({ id: row.id, name: row.name, display_name: row.display_name });

export function createProvidersService(ctx: Pick<AppContext, 'db' | 'now'>) {
  const { db } = ctx;

  async function load(auth: Auth, id: number): Promise<ProviderRow> {
    const row = await findProvider(db, auth.network.id, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** GET /providers (spec §3): the network's list, alphabetical, with 'Otro' always last. */
    async catalog(auth: Auth): Promise<{ providers: Provider[] }> {
      const rows = (await listProviders(db, auth.network.id)).sort(byDisplayName);
      return {
        providers: [...rows.map((r) => ({ name: r.name, display_name: r.display_name })), { ...OTHER_PROVIDER }],
      };
    },

    async list(auth: Auth): Promise<{ providers: NetworkProvider[] }> {
      return { providers: (await listProviders(db, auth.network.id)).sort(byDisplayName).map(present) };
    },

    /** A removed provider of the same name comes back with the new display name. */
    async create(auth: Auth, input: NewProvider): Promise<NetworkProvider> {
      const name = input.name ?? providerNameOf(input.display_name);
      if (!name || name === OTHER_PROVIDER.name) throw invalid('name', 'choose another name');
      const existing = await findProviderByName(db, auth.network.id, name);
      if (existing && !existing.deleted_at) throw new AppError(422, 'provider_taken');
      if (existing)
        return present(await updateProvider(db, existing, { display_name: input.display_name, deleted_at: null }));
      const created = await insertProvider(db, { network_id: auth.network.id, name, display_name: input.display_name });
      // Another admin added the same name between the look-up and the insert.
      if (!created) throw new AppError(422, 'provider_taken');
      return present(created);
    },

    async update(auth: Auth, id: number, input: UpdateProvider): Promise<NetworkProvider> {
      return present(await updateProvider(db, await load(auth, id), { display_name: input.display_name }));
    },

    async remove(auth: Auth, id: number): Promise<void> {
      await updateProvider(db, await load(auth, id), { deleted_at: ctx.now() });
    },
  };
}
