// GET /access_keys/{id}: the provider invitation a guard checks in or out (their access points' keys only;
// anything else answers 404, which the screen explains).
import type { AccessKeySaved } from '@garita/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export const providerKeyQuery = (id: number) =>
  queryOptions({
    queryKey: ['access-keys', 'provider-transaction', id],
    queryFn: ({ signal }) => api.get<AccessKeySaved>(`/access_keys/${id}`, { signal }),
    select: (data) => data.access_key,
    // The page decides check-in or check-out from the key's state: never from an answer of before a register.
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
    meta: { silent: true },
  });
