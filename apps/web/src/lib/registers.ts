// The guard's writes and the lists their forms need (spec §7): registers by key or by hand
// (POST /transactions), exits (log_exit), remote gate opening (open_gate), the network's register custom
// attributes, providers, and the count of visitors still inside an access point. Shared by the scanner,
// the register form, the logbook's check-out and the desktop console.
import type {
  AccessType,
  KeyIdRegisterRequest,
  KeyRegisterRequest,
  ManualRegisterRequest,
  PhotosInput,
} from '@garita/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api.ts';
import { errorMessage } from './errors.ts';

/** What the forms send: the contract's request before defaults (photos as base64 JPEG data URLs). */
export type KeyRegisterBody = Omit<KeyRegisterRequest, 'photos'> & { photos: PhotosInput };
/** A key opened by id (the console's invitation lookup, provider check-in and check-out). */
export type KeyIdRegisterBody = Omit<KeyIdRegisterRequest, 'photos'> & { photos: PhotosInput };
export type ManualRegisterBody = Omit<ManualRegisterRequest, 'photos'> & { photos: PhotosInput };

export const TRANSACTIONS_KEY = ['transactions'] as const;
export const CURRENT_GUESTS_KEY = ['current-guests'] as const;

function refreshLogbook(client: ReturnType<typeof useQueryClient>): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: TRANSACTIONS_KEY }),
    client.invalidateQueries({ queryKey: CURRENT_GUESTS_KEY }),
  ]);
}

/** POST /transactions. Failures are explained by the caller (meta.silent): it knows which field to point at. */
export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KeyRegisterBody | KeyIdRegisterBody | ManualRegisterBody) =>
      api.call('transactions.create', { body }),
    onSuccess: () => refreshLogbook(client),
    meta: { silent: true },
  });
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

export const registerAttributesQuery = queryOptions({
  queryKey: ['custom-attributes', 'transaction'],
  queryFn: ({ signal }) => api.call('transactions.custom_attributes', { signal }),
  select: (data) => data.custom_attributes,
  staleTime: 5 * 60_000,
});

export const providersQuery = queryOptions({
  queryKey: ['providers'],
  queryFn: ({ signal }) => api.call('providers.list', { signal }),
  select: (data) => data.providers,
  staleTime: 5 * 60_000,
});

/** The open entries themselves (up to the guard exit list's 500), for the console's exit tab. */
export const openEntriesQuery = (accessServerId: number) =>
  queryOptions({
    queryKey: [...CURRENT_GUESTS_KEY, accessServerId],
    queryFn: ({ signal }) => api.call('access_servers.current_guests', { params: { id: accessServerId }, signal }),
    select: (data) => data.guests,
  });

export const currentGuestsQuery = (accessServerId: number) =>
  queryOptions({
    queryKey: [...CURRENT_GUESTS_KEY, accessServerId],
    queryFn: ({ signal }) => api.call('access_servers.current_guests', { params: { id: accessServerId }, signal }),
    select: (data) => data.count,
  });
