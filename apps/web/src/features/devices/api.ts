// The admin's Devices screen (docs/offline.md): guards' devices with their offline spells, and the conflicts the
// offline sync recorded, which the admin marks reviewed.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const OFFLINE_KEY = ['offline'] as const;

export const devicesQuery = queryOptions({
  queryKey: [...OFFLINE_KEY, 'devices'],
  queryFn: ({ signal }) => api.call('offline.devices', { signal }),
  select: (data) => data.devices,
});

export const openConflictsQuery = queryOptions({
  queryKey: [...OFFLINE_KEY, 'conflicts', 'open'],
  queryFn: ({ signal }) => api.call('offline.conflicts', { query: { status: 'open' }, signal }),
  select: (data) => data.conflicts,
});

/** Marks a conflict reviewed; the conflicts and the devices' counts are read again. */
export function useResolveConflict() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      api.call('offline.resolve_conflict', { params: { id }, body: { note } }),
    onSuccess: () => client.invalidateQueries({ queryKey: OFFLINE_KEY }),
  });
}
