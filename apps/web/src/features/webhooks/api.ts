// The admin's webhooks (docs/webhooks.md): the list, its writes, the secret on demand, the test ping and each
// webhook's delivery log.
import type { NewWebhook, UpdateWebhook } from '@garita/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const WEBHOOKS_KEY = ['webhooks'] as const;

export const webhooksQuery = queryOptions({
  queryKey: WEBHOOKS_KEY,
  queryFn: ({ signal }) => api.call('webhooks.list', { signal }),
  select: (data) => data.webhooks,
});

export const deliveriesQuery = (id: number) =>
  queryOptions({
    queryKey: [...WEBHOOKS_KEY, id, 'deliveries'],
    queryFn: ({ signal }) => api.call('webhooks.deliveries', { params: { id }, signal }),
    select: (data) => data.deliveries,
  });

export function useSaveWebhook(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewWebhook & UpdateWebhook) => {
      if (id === null) return api.call('webhooks.create', { body });
      const saved = await api.call('webhooks.update', { params: { id }, body });
      return { ...saved, secret: null };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

export function useRemoveWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('webhooks.delete', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

export function useShowSecret() {
  return useMutation({
    mutationFn: (id: number) => api.call('webhooks.secret', { params: { id } }),
  });
}

/** Sends the test ping; the log (and the list's failure count) are read again whatever the receiver said. */
export function useTestWebhook(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('webhooks.test', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}
