// The guard's registers (spec §7): by key or by hand (POST /transactions), the network's register custom
// attributes, and the open entries of the console's exit tab. What the logbook shares with them (query keys,
// check-out, remote gate opening, the count of visitors inside) is in lib/transactions.ts.
import type { KeyIdRegisterRequest, KeyRegisterRequest, ManualRegisterRequest, PhotosInput } from '@garita/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { CURRENT_GUESTS_KEY, fetchCurrentGuests, refreshLogbook } from '../../../lib/transactions.ts';

/** What the forms send: the contract's request before defaults (photos as base64 JPEG data URLs). */
export type KeyRegisterBody = Omit<KeyRegisterRequest, 'photos'> & { photos: PhotosInput };
/** A key opened by id (the console's invitation lookup, provider check-in and check-out). */
export type KeyIdRegisterBody = Omit<KeyIdRegisterRequest, 'photos'> & { photos: PhotosInput };
export type ManualRegisterBody = Omit<ManualRegisterRequest, 'photos'> & { photos: PhotosInput };

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

export const registerAttributesQuery = queryOptions({
  queryKey: ['custom-attributes', 'transaction'],
  queryFn: ({ signal }) => api.call('transactions.custom_attributes', { signal }),
  select: (data) => data.custom_attributes,
  staleTime: 5 * 60_000,
});

/** How often the open exit tab asks again: a provider passing the access point's limit shows within a minute,
 *  and the time inside of those past it moves on (docs/overstay.md). */
const EXIT_LIST_REFRESH_MS = 60_000;

/** The open entries themselves (up to the guard exit list's 500), for the console's exit tab: providers inside
 *  too long first (flagged by the server), then newest first. */
export const openEntriesQuery = (accessServerId: number) =>
  queryOptions({
    queryKey: [...CURRENT_GUESTS_KEY, accessServerId],
    queryFn: ({ signal }) => fetchCurrentGuests(accessServerId, signal),
    select: (data) => data.guests,
    refetchInterval: EXIT_LIST_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
