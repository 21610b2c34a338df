// POST /network_groups and PATCH /network_groups/{id} with {network_group: {name, access_servers}}.
// Users show their unit's name, so both caches refresh. Failures are explained by the form.
import type { NetworkGroupInput } from '@garita/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { UNITS_KEY } from './get-units.ts';

function refresh(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: UNITS_KEY }),
    client.invalidateQueries({ queryKey: ['users'] }),
  ]);
}

/** Creates a unit when `unitId` is null, else updates it. */
export function useSaveUnit(unitId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NetworkGroupInput) =>
      unitId === null
        ? api.call('network_groups.create', { body })
        : api.call('network_groups.update', { params: { id: unitId }, body }),
    onSuccess: () => refresh(client),
    meta: { silent: true },
  });
}
