// POST /users, PATCH /users/{id} and DELETE /users/{id}. Units list their users, so both caches refresh;
// a user who saved their own record gets it as the session user. Create and update failures are
// explained by the form next to the fields (meta.silent).
import type { CreateUserRequest, UpdateUserRequest } from '@garita/contract';
import { hashKey, type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getSession, updateSessionUser } from '../../../lib/session.ts';
import { userQuery } from './get-user.ts';
import { USERS_KEY } from './get-users.ts';

function refresh(client: QueryClient, except?: QueryKey): Promise<unknown> {
  const skipped = except && hashKey(except);
  return Promise.all([
    client.invalidateQueries({ queryKey: USERS_KEY, predicate: (query) => query.queryHash !== skipped }),
    client.invalidateQueries({ queryKey: ['network-groups'] }),
  ]);
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => api.call('users.create', { body }),
    onSuccess: () => refresh(client),
    meta: { silent: true },
  });
}

export function useUpdateUser(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserRequest) => api.call('users.update', { params: { id: userId }, body }),
    onSuccess: ({ user }) => {
      if (getSession()?.user.id === user.id) updateSessionUser(user);
      return refresh(client);
    },
    meta: { silent: true },
  });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.call('users.delete', { params: { id: userId } }),
    // The deleted user's record is only marked stale: the screen that showed it is being left, and asking for it
    // now would answer 404. The screen's own `enabled: remove.isIdle` reaches its query in an effect, which may run
    // after the answer to the deletion has arrived.
    onSuccess: (_answer, userId) => {
      const record = userQuery(userId).queryKey;
      return Promise.all([
        client.invalidateQueries({ queryKey: record, exact: true, refetchType: 'none' }),
        refresh(client, record),
      ]);
    },
  });
}
