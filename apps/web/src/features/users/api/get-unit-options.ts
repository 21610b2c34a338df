import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const UNIT_OPTIONS_SIZE = 100;

export const unitOptionsQuery = queryOptions({
  queryKey: ['network-groups', 'options'],
  queryFn: ({ signal }) => api.call('network_groups.list', { query: { page: 1, results: UNIT_OPTIONS_SIZE }, signal }),
  select: (data) => data.network_groups.map(({ id, name }) => ({ id, name })),
});
