// The admin's writes of access points (issue 12): POST /access_servers, PATCH /access_servers/{id} (every field,
// or {active: true} to bring one back) and DELETE /access_servers/{id}, which deactivates it (keys and logbook
// rows keep pointing at it). Each answers {access_server}.
import type { AccessServer, CreateAccessServer, UpdateAccessServer } from '@garita/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ACCESS_POINTS_KEY } from './get-access-points.ts';

export function useSaveAccessPoint(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateAccessServer & UpdateAccessServer): Promise<AccessServer> =>
      id === null
        ? (await api.call('access_servers.create', { body })).access_server
        : api.call('access_servers.update', { params: { id }, body }),
    // Pickers, tables and the map all read access points.
    onSuccess: () => client.invalidateQueries({ queryKey: ACCESS_POINTS_KEY }),
  });
}

export function useSetAccessPointActive(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (active: boolean): Promise<AccessServer> =>
      active
        ? api.call('access_servers.update', { params: { id }, body: { access_server: { active: true } } })
        : (await api.call('access_servers.delete', { params: { id } })).access_server,
    onSuccess: () => client.invalidateQueries({ queryKey: ACCESS_POINTS_KEY }),
  });
}
