// The admin's network settings (GET /network): the settings screen edits them, a new access point starts on the
// network's clock.
import type { NetworkSettings } from '@garita/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

export const NETWORK_KEY = ['network'] as const;

export const networkSettingsQuery = queryOptions({
  queryKey: [...NETWORK_KEY, 'settings'],
  queryFn: ({ signal }) => api.get<NetworkSettings>('/network', { signal }),
});
