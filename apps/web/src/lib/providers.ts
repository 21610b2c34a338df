// The network's providers (GET /providers): the guard's provider registers and the invitation forms both
// show their display names (Amazon, DHL) for the stored names.
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

export const providersQuery = queryOptions({
  queryKey: ['providers'],
  queryFn: ({ signal }) => api.call('providers.list', { signal }),
  select: (data) => data.providers,
  staleTime: 5 * 60_000,
});
