// GET /access_keys (one page of invitations with search and filters, retried on a 500 and refreshed every
// 5 minutes, spec §8/§9), GET /access_keys/{id}, and the first page of 100 or 50 rows for the CSV.
import { type AccessKey, DEFAULT_PAGE_SIZE, INVITATION_REFRESH_MS } from '@garita/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type InvitationListQuery, listQuery, NO_FILTERS } from '../list-filters.ts';

export const INVITATIONS_KEY = ['access-keys'] as const;

export interface InvitationListParams extends InvitationListQuery {
  page: number;
  results: number;
}

export const invitationsQuery = (params: InvitationListParams) =>
  queryOptions({
    queryKey: [...INVITATIONS_KEY, 'list', params],
    queryFn: ({ signal }) => api.call('access_keys.list', { query: { ...params }, retryOn500: true, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: INVITATION_REFRESH_MS,
  });

/** The list's first page, as a list screen asks for it first (use-invitation-list.ts): no search, no filter. */
export const firstInvitationsQuery = () =>
  invitationsQuery({ ...listQuery(NO_FILTERS, ''), page: 1, results: DEFAULT_PAGE_SIZE });

/** One invitation; a missing one (or another network's) reads as not found, shown by the screen. */
export const invitationQuery = (id: number) =>
  queryOptions({
    queryKey: [...INVITATIONS_KEY, 'one', id],
    queryFn: async ({ signal }): Promise<AccessKey> =>
      (await api.call('access_keys.show', { params: { id }, signal })).access_key,
    meta: { silent: true },
  });

export async function fetchInvitationsForExport(query: InvitationListQuery, rows: number): Promise<AccessKey[]> {
  const { access_keys } = await api.call('access_keys.list', {
    query: { ...query, page: 1, results: rows, export: '1' },
    retryOn500: true,
  });
  return access_keys;
}
