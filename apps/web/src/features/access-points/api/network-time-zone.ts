// The network's default clock (GET /network, admins): a new access point starts on it.
import type { NetworkSettings } from '@garita/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const NETWORK_KEY = ['network'] as const;

export const networkTimeZoneQuery = queryOptions({
  queryKey: [...NETWORK_KEY, 'settings'],
  queryFn: ({ signal }) => api.get<NetworkSettings>('/network', { signal }),
  select: (network) => network.time_zone,
});
