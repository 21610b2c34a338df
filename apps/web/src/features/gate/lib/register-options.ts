import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const UNITS_FOR_REGISTER = 100;

export const registerUnitsQuery = (accessServerId: number) =>
  queryOptions({
    queryKey: ['network-groups', 'register', accessServerId],
    queryFn: ({ signal }) =>
      api.call('network_groups.list', {
        query: { access_server: accessServerId, page: 1, results: UNITS_FOR_REGISTER },
        signal,
      }),
    select: (data) =>
      data.network_groups
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'es', { numeric: true })),
  });

export const unitHostsQuery = (unitId: number) =>
  queryOptions({
    queryKey: ['users', 'unit-hosts', unitId],
    queryFn: ({ signal }) =>
      api.call('users.list', { query: { network_group: unitId, page: 1, results: UNITS_FOR_REGISTER }, signal }),
    select: (data) =>
      data.users
        .filter((user) => user.active)
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'es')),
  });
