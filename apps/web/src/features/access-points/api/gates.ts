// The admin's gates of an access point (issue 12): POST …/gates, PATCH and DELETE …/gates/{gateId} (a gate with
// logbook rows is deactivated, not deleted) and the test button, POST …/gates/{gateId}/test, which pulses the
// gate and answers what the controller said and how long it took.
import type { CreateGate, DeleteGateResult, Gate, GateResult, GateTestResult, UpdateGate } from '@garita/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ACCESS_POINTS_KEY } from './get-access-points.ts';

const gatesPath = (pointId: number) => `/access_servers/${pointId}/gates`;

export function useSaveGate(pointId: number, gateId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateGate | UpdateGate): Promise<Gate> =>
      gateId === null
        ? (await api.post<GateResult>(gatesPath(pointId), body)).gate
        : (await api.patch<GateResult>(`${gatesPath(pointId)}/${gateId}`, body)).gate,
    onSuccess: () => client.invalidateQueries({ queryKey: ACCESS_POINTS_KEY }),
  });
}

export function useRemoveGate(pointId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (gateId: number) => api.delete<DeleteGateResult>(`${gatesPath(pointId)}/${gateId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ACCESS_POINTS_KEY }),
  });
}

export function useTestGate(pointId: number) {
  return useMutation({
    mutationFn: (gateId: number) => api.post<GateTestResult>(`${gatesPath(pointId)}/${gateId}/test`),
  });
}
