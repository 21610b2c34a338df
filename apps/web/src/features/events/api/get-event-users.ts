// Whose events the "by user" filter offers (spec §2/§7: the desktop filter fetches 200 users): an admin the
// network's users (guards hold no events), a host themself and the secondary hosts they invited. Secondary hosts
// get no such filter (spec §6).
import type { User } from '@garita/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const EVENT_USER_FILTER_SIZE = 200;

export interface UserOption {
  id: number;
  name: string;
}

export const eventUserOptionsQuery = (me: User) =>
  queryOptions({
    queryKey: ['users', 'event-filter', me.id],
    queryFn: async ({ signal }): Promise<UserOption[]> => {
      const { users } = await api.call('users.list', { query: { page: 1, results: EVENT_USER_FILTER_SIZE }, signal });
      const others = users
        .filter((user) => user.role !== 'security_guard' && user.id !== me.id)
        .map(({ id, name }) => ({ id, name }));
      return [{ id: me.id, name: me.name }, ...others.sort((a, b) => a.name.localeCompare(b.name))];
    },
    enabled: me.role === 'network_admin' || me.role === 'host',
    staleTime: 60_000,
  });
