// The access points an event may use, with their time zones (the first one chosen reads the start): page 1
// of 30 of GET /access_servers (spec §9 pickers). Admins get the network's, everyone else their own.
import type { AccessServerList } from '@garita/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const EVENT_ACCESS_POINT_PICKER_SIZE = 30;

export interface EventAccessPoint {
  id: number;
  name: string;
  venue_name: string;
  time_zone: string;
}

export const eventAccessPointsQuery = queryOptions({
  queryKey: ['access-servers', 'options', 'with-zone'],
  queryFn: ({ signal }) =>
    api.get<AccessServerList>('/access_servers', {
      query: { page: 1, results: EVENT_ACCESS_POINT_PICKER_SIZE },
      signal,
    }),
  select: (data): EventAccessPoint[] =>
    data.access_servers.map(({ id, name, venue_name, time_zone }) => ({ id, name, venue_name, time_zone })),
  staleTime: 60_000,
});
