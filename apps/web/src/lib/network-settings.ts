import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

export const NETWORK_KEY = ['network'] as const;

export const networkSettingsQuery = queryOptions({
  queryKey: [...NETWORK_KEY, 'settings'],
  queryFn: ({ signal }) => api.call('network.show', { signal }),
});
