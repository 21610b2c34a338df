// GET /network_groups: one page of units with search (spec §7); the CSV takes page 1 of 100 (spec §9).
// There is no GET /network_groups/{id}: one unit is looked up in the network's list.
import { MAX_PAGE_SIZE, type NetworkGroup } from '@garita/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const UNITS_KEY = ['network-groups'] as const;
export const UNITS_CSV_SIZE = 100;

export interface UnitsParams {
  query: string;
  page: number;
  results: number;
}

export const unitsQuery = (params: UnitsParams) =>
  queryOptions({
    queryKey: [...UNITS_KEY, 'list', params],
    queryFn: ({ signal }) =>
      api.call('network_groups.list', { query: { ...params, query: params.query || undefined }, signal }),
    placeholderData: keepPreviousData,
  });

export const unitQuery = (id: number) =>
  queryOptions({
    queryKey: [...UNITS_KEY, 'one', id],
    queryFn: async ({ signal }): Promise<NetworkGroup | null> => {
      const { network_groups } = await api.call('network_groups.list', {
        query: { page: 1, results: MAX_PAGE_SIZE },
        signal,
      });
      return network_groups.find((group) => group.id === id) ?? null;
    },
  });

export async function fetchUnitsForExport(query: string): Promise<NetworkGroup[]> {
  const { network_groups } = await api.call('network_groups.list', {
    query: { page: 1, results: UNITS_CSV_SIZE, query: query || undefined, export: '1' },
  });
  return network_groups;
}
