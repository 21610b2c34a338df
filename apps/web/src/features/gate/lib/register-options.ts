// The units of the guard's access point and the residents of one unit, for the register form's
// unit → host choice (spec §5: the host list depends on the chosen unit). Page 1 of 100 (spec §9).
import type { NetworkGroupList, UserList } from '@garita/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const UNITS_FOR_REGISTER = 100;

export const registerUnitsQuery = (accessServerId: number) =>
  queryOptions({
    queryKey: ['network-groups', 'register', accessServerId],
    queryFn: ({ signal }) =>
      api.get<NetworkGroupList>('/network_groups', {
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
      api.get<UserList>('/users', { query: { network_group: unitId, page: 1, results: UNITS_FOR_REGISTER }, signal }),
    select: (data) =>
      data.users
        .filter((user) => user.active)
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'es')),
  });
