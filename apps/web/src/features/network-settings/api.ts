// The admin's writes of their network: PATCH /network, the provider catalogue (/network/providers) and the custom
// attributes (/network/custom_attributes). Saving the network refreshes the session too (its rules travel there).
import type { NewCustomAttribute, NewProvider, UpdateCustomAttribute, UpdateNetworkSettings } from '@garita/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { NETWORK_KEY } from '../../lib/network-settings.ts';

export const providersQuery = queryOptions({
  queryKey: [...NETWORK_KEY, 'providers'],
  queryFn: ({ signal }) => api.call('network_providers.list', { signal }),
  select: (data) => data.providers,
});

export const attributesQuery = queryOptions({
  queryKey: [...NETWORK_KEY, 'custom-attributes'],
  queryFn: ({ signal }) => api.call('network_custom_attributes.list', { signal }),
  select: (data) => data.custom_attributes,
});

export function useSaveNetwork() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNetworkSettings) => api.call('network.update', { body }),
    onSuccess: async (saved) => {
      client.setQueryData([...NETWORK_KEY, 'settings'], saved);
      await client.invalidateQueries({ queryKey: ['session'] });
    },
  });
}

export function useSaveProvider(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewProvider) =>
      id === null
        ? api.call('network_providers.create', { body })
        : api.call('network_providers.update', { params: { id }, body: { display_name: body.display_name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...NETWORK_KEY, 'providers'] }),
  });
}

export function useRemoveProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('network_providers.delete', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...NETWORK_KEY, 'providers'] }),
  });
}

export function useSaveAttribute(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewCustomAttribute & UpdateCustomAttribute) =>
      id === null
        ? api.call('network_custom_attributes.create', { body })
        : api.call('network_custom_attributes.update', {
            params: { id },
            body: {
              attribute_name: body.attribute_name,
              required: body.required,
              ...(body.attribute_type === 'list' ? { options: body.options } : {}),
            },
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...NETWORK_KEY, 'custom-attributes'] }),
  });
}

export function useRemoveAttribute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('network_custom_attributes.delete', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...NETWORK_KEY, 'custom-attributes'] }),
  });
}

/** The daily purge's latest runs (GET /network/purge_runs), newest first. */
export const purgeRunsQuery = queryOptions({
  queryKey: [...NETWORK_KEY, 'purge-runs'],
  queryFn: ({ signal }) => api.call('network_purge_runs.list', { signal }),
  select: (data) => data.purge_runs,
});
