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
    api.call('access_servers.list', { query: { page: 1, results: EVENT_ACCESS_POINT_PICKER_SIZE }, signal }),
  select: (data): EventAccessPoint[] =>
    data.access_servers.map(({ id, name, venue_name, time_zone }) => ({ id, name, venue_name, time_zone })),
  staleTime: 60_000,
});
