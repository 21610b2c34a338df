// GET /access_keys/{id}: the provider invitation a guard checks in or out (their access points' keys only;
// anything else answers 404, which the screen explains).
import type { AccessKeySaved } from '@garita/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const providerKeyQuery = (id: number) =>
  queryOptions({
    queryKey: ['access-keys', 'provider-transaction', id],
    queryFn: ({ signal }) => api.get<AccessKeySaved>(`/access_keys/${id}`, { signal }),
    select: (data) => data.access_key,
    retry: false,
    meta: { silent: true },
  });
