import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export const providerKeyQuery = (id: number) =>
  queryOptions({
    queryKey: ['access-keys', 'provider-transaction', id],
    queryFn: ({ signal }) => api.call('access_keys.show', { params: { id }, signal }),
    select: (data) => data.access_key,
    // The page decides check-in or check-out from the key's state: never from an answer of before a register.
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
    meta: { silent: true },
  });
