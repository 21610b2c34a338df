// The admin's writes of their network: PATCH /network, the provider catalogue (/network/providers) and the custom
// attributes (/network/custom_attributes). Saving the network refreshes the session too (its rules travel there).
import type {
  NetworkCustomAttribute,
  NetworkCustomAttributeList,
  NetworkProvider,
  NetworkProviderList,
  NetworkSettings,
  NewCustomAttribute,
  NewProvider,
  UpdateCustomAttribute,
  UpdateNetworkSettings,
} from '@garita/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { NETWORK_KEY } from '../../lib/network-settings.ts';

export const providersQuery = queryOptions({
  queryKey: [...NETWORK_KEY, 'providers'],
  queryFn: ({ signal }) => api.get<NetworkProviderList>('/network/providers', { signal }),
  select: (data) => data.providers,
});

export const attributesQuery = queryOptions({
  queryKey: [...NETWORK_KEY, 'custom-attributes'],
  queryFn: ({ signal }) => api.get<NetworkCustomAttributeList>('/network/custom_attributes', { signal }),
  select: (data) => data.custom_attributes,
});

export function useSaveNetwork() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNetworkSettings) => api.patch<NetworkSettings>('/network', body),
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
        ? api.post<NetworkProvider>('/network/providers', body)
        : api.patch<NetworkProvider>(`/network/providers/${id}`, { display_name: body.display_name }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...NETWORK_KEY, 'providers'] }),
  });
}

export function useRemoveProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/network/providers/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...NETWORK_KEY, 'providers'] }),
  });
}

export function useSaveAttribute(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewCustomAttribute & UpdateCustomAttribute) =>
      id === null
        ? api.post<NetworkCustomAttribute>('/network/custom_attributes', body)
        : api.patch<NetworkCustomAttribute>(`/network/custom_attributes/${id}`, {
            attribute_name: body.attribute_name,
            required: body.required,
            ...(body.attribute_type === 'list' ? { options: body.options } : {}),
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...NETWORK_KEY, 'custom-attributes'] }),
  });
}

export function useRemoveAttribute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/network/custom_attributes/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...NETWORK_KEY, 'custom-attributes'] }),
  });
}
