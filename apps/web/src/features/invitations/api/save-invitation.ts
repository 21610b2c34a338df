// POST /access_keys, PATCH and DELETE /access_keys/{id}. The list and the one key refresh after each;
// a saved contact refreshes the favourites. Failures are explained by the caller (it marks the fields).
import type { EditAccessKeyRequest, NewAccessKeyInput } from '@garita/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { COMMUNITY_MEMBERS_KEY } from '../../../lib/own-contacts.ts';
import { INVITATIONS_KEY } from './get-invitations.ts';

function refresh(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: INVITATIONS_KEY }),
    client.invalidateQueries({ queryKey: COMMUNITY_MEMBERS_KEY }),
  ]);
}

export function useCreateInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { access_key: NewAccessKeyInput }) => api.call('access_keys.create', { body }),
    onSuccess: () => refresh(client),
    meta: { silent: true },
  });
}

export function useUpdateInvitation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EditAccessKeyRequest) => api.call('access_keys.update', { params: { id }, body }),
    onSuccess: () => refresh(client),
    meta: { silent: true },
  });
}

export function useDeleteInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('access_keys.delete', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}
