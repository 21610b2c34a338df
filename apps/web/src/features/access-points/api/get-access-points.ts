// GET /access_servers: one page with search for the table and the phone cards, and every access point
// of the network (up to 1000) for the map's markers.
import { type AccessServer, MAX_PAGE_SIZE } from '@garita/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const ACCESS_POINTS_KEY = ['access-servers'] as const;

export interface AccessPointsParams {
  query: string;
  page: number;
  results: number;
  /** Admins: list deactivated access points too. */
  include_inactive?: boolean;
}

export const accessPointsQuery = (params: AccessPointsParams) =>
  queryOptions({
    queryKey: [...ACCESS_POINTS_KEY, 'list', params],
    queryFn: ({ signal }) =>
      api.call('access_servers.list', {
        query: { ...params, query: params.query || undefined, include_inactive: params.include_inactive || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const mapAccessPointsQuery = queryOptions({
  queryKey: [...ACCESS_POINTS_KEY, 'map'],
  queryFn: ({ signal }) => api.call('access_servers.list', { query: { page: 1, results: MAX_PAGE_SIZE }, signal }),
  select: (data): AccessServer[] => data.access_servers,
});

/** One access point as the drawer shows it, fetched again after every change (deactivated ones too). */
export const accessPointQuery = (id: number, initial?: AccessServer) =>
  queryOptions({
    queryKey: [...ACCESS_POINTS_KEY, 'one', id],
    queryFn: ({ signal }) => api.call('access_servers.show', { params: { id }, signal }),
    initialData: initial,
    // The row it was opened from is already fresh; fetched again once anything changes.
    staleTime: initial ? 5_000 : 0,
  });
