// GET /users/{id}: one user the caller may see (themselves, a host's secondary users, an admin's network).
// A 404 (someone else's or missing) is shown by the screen as "not found", so the query stays silent.
import type { User } from '@garita/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { USERS_KEY } from './get-users.ts';

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'one', id],
    queryFn: ({ signal }) => api.get<{ user: User }>(`/users/${id}`, { signal }),
    select: (data) => data.user,
    meta: { silent: true },
  });
