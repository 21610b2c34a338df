// The access points offered in pickers (unit, user and invitation forms): page 1 of 30 (spec §9
// "Access server pickers 30"). Admins get the network's, everyone else the ones they are assigned to.
import type { AccessServerSummary } from '@garita/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

export const ACCESS_SERVER_PICKER_SIZE = 30;

export const accessServerOptionsQuery = queryOptions({
  queryKey: ['access-servers', 'options'],
  queryFn: ({ signal }) =>
    api.call('access_servers.list', { query: { page: 1, results: ACCESS_SERVER_PICKER_SIZE }, signal }),
  select: (data): AccessServerSummary[] =>
    data.access_servers.map(({ id, name, venue_name }) => ({ id, name, venue_name })),
});

/** The same picker page with each access point's time zone (for "today" on its own clock). */
export const accessServerZonesQuery = queryOptions({
  queryKey: accessServerOptionsQuery.queryKey,
  queryFn: accessServerOptionsQuery.queryFn,
  select: (data) =>
    data.access_servers.map(({ id, name, venue_name, time_zone }) => ({ id, name, venue_name, time_zone })),
});
