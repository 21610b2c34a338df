// The admin's gates of an access point (issue 12): POST …/gates, PATCH and DELETE …/gates/{gateId} (a gate with
// logbook rows is deactivated, not deleted) and the test button, POST …/gates/{gateId}/test, which pulses the
// gate and answers what the controller said and how long it took.
import type { CreateGate, Gate, UpdateGate } from '@garita/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ACCESS_POINTS_KEY } from './get-access-points.ts';

export function useSaveGate(pointId: number, gateId: number | null) {
  const client = useQueryClient();
  return useMutation({
    // The form sends a whole gate when it creates one (CreateGate), only what changed when it edits one.
    mutationFn: async (body: CreateGate | UpdateGate): Promise<Gate> =>
      gateId === null
        ? (await api.call('gates.create', { params: { id: pointId }, body: body as CreateGate })).gate
        : (await api.call('gates.update', { params: { id: pointId, gateId }, body })).gate,
    onSuccess: () => client.invalidateQueries({ queryKey: ACCESS_POINTS_KEY }),
  });
}

export function useRemoveGate(pointId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (gateId: number) => api.call('gates.delete', { params: { id: pointId, gateId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ACCESS_POINTS_KEY }),
  });
}

export function useTestGate(pointId: number) {
  return useMutation({
    mutationFn: (gateId: number) => api.call('gates.test', { params: { id: pointId, gateId } }),
  });
}
