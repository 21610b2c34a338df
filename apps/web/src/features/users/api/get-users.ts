// GET /users: one page of the network's users of a role, with search (spec §7); and the whole
// filtered list for the CSV export (1000 rows, the desktop's page size of spec §7).
import { MAX_PAGE_SIZE, type Role, type UserList } from '@garita/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface UsersParams {
  role: Role;
  query: string;
  page: number;
  results: number;
}

export const USERS_KEY = ['users'] as const;

export const usersQuery = (params: UsersParams) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'list', params],
    queryFn: ({ signal }) => api.call('users.list', { query: { ...params, query: params.query || undefined }, signal }),
    placeholderData: keepPreviousData,
  });

export async function fetchUsersForExport(role: Role, query: string): Promise<UserList['users']> {
  const { users } = await api.call('users.list', {
    query: { role, query: query || undefined, page: 1, results: MAX_PAGE_SIZE, export: '1' },
  });
  return users;
}
