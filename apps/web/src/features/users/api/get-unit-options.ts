// The units offered in the user form's drop-down: GET /network_groups, first 100 (spec §9).
import type { NetworkGroupList } from '@garita/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const UNIT_OPTIONS_SIZE = 100;

export const unitOptionsQuery = queryOptions({
  queryKey: ['network-groups', 'options'],
  queryFn: ({ signal }) =>
    api.get<NetworkGroupList>('/network_groups', { query: { page: 1, results: UNIT_OPTIONS_SIZE }, signal }),
  select: (data) => data.network_groups.map(({ id, name }) => ({ id, name })),
});
