// What the guard's registers and the logbook share about transactions (spec §7): the query keys a register
// refreshes, exits (log_exit: the console's exit list and the logbook's check-out), remote gate opening
// (open_gate: after a register, and again from a record) and the count of visitors still inside an access
// point. The registers themselves are the gate's (features/gate/lib/registers.ts).
import type { AccessType } from '@garita/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api.ts';
import { errorMessage } from './errors.ts';

export const TRANSACTIONS_KEY = ['transactions'] as const;
export const CURRENT_GUESTS_KEY = ['current-guests'] as const;

/** After a register or an exit: the logbook's lists and records, and the counts of visitors inside. */
export function refreshLogbook(client: ReturnType<typeof useQueryClient>): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: TRANSACTIONS_KEY }),
    client.invalidateQueries({ queryKey: CURRENT_GUESTS_KEY }),
  ]);
}

/**
 * Whether a register here ends with Garita opening the gate: an entry at a remote-pulse gate wired to a
 * controller (the server refuses the rest: docs/gate-controllers.md). Elsewhere the guard opens by hand.
 */
export function opensRemotely(gate: { remote_pulse: boolean; has_controller: boolean }, direction: AccessType) {
  return direction === 'access' && gate.remote_pulse && gate.has_controller;
}

/** What came of asking the controller to open: opened only on its yes; else why, in the user's words. */
export type GateOpenResult = { opened: true } | { opened: false; reason: string };

/** POST /transactions/open_gate for a granted, allowed entry; never throws, a failure is a result. */
export async function openGate(transactionId: number): Promise<GateOpenResult> {
  try {
    await api.call('transactions.open_gate', { body: { id: transactionId } });
    return { opened: true };
  } catch (error) {
    return { opened: false, reason: errorMessage(error) };
  }
}

export function useLogExit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { transaction_id: number; gate_id: number }) => api.call('transactions.log_exit', { body }),
    onSuccess: () => refreshLogbook(client),
  });
}

/** GET /access_servers/{id}/current_guests: the visitors still inside, with their count. */
export const fetchCurrentGuests = (accessServerId: number, signal?: AbortSignal) =>
  api.call('access_servers.current_guests', { params: { id: accessServerId }, signal });

export const currentGuestsQuery = (accessServerId: number) =>
  queryOptions({
    queryKey: [...CURRENT_GUESTS_KEY, accessServerId],
    queryFn: ({ signal }) => fetchCurrentGuests(accessServerId, signal),
    select: (data) => data.count,
  });
