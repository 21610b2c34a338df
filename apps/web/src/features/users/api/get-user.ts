import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { USERS_KEY } from './get-users.ts';

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'one', id],
    queryFn: ({ signal }) => api.call('users.show', { params: { id }, signal }),
    select: (data) => data.user,
    meta: { silent: true },
  });
