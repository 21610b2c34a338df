// PATCH /access_servers/{id} with {access_server: {name}, settings: {photo_id, …}} (spec §7).
import type { AccessServer, UpdateAccessServer } from '@garita/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ACCESS_POINTS_KEY } from './get-access-points.ts';

export function useUpdateAccessPoint(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccessServer) => api.patch<AccessServer>(`/access_servers/${id}`, body),
    // Pickers, tables and the map all read access points; the user's own data may carry their settings.
    onSuccess: () => client.invalidateQueries({ queryKey: ACCESS_POINTS_KEY }),
  });
}
