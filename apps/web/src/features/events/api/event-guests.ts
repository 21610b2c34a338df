// Guests of one event: POST /events/{id}/add_guests, PATCH /events/{id}/guests/{guestId} (correct one guest)
// and DELETE /access_keys/{id} (remove one guest's key). The event, its guest list and the events lists
// refresh after each; the screens explain failures themselves.
import type { AddGuestsRequest, UpdateGuestRequest } from '@garita/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { EVENTS_KEY } from './get-events.ts';

function useRefreshEvents() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: EVENTS_KEY });
}

export function useAddGuests(eventId: number) {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (body: AddGuestsRequest) => api.call('events.add_guests', { params: { id: eventId }, body }),
    onSuccess: refresh,
    meta: { silent: true },
  });
}

export function useUpdateGuest(eventId: number, guestId: number) {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (body: UpdateGuestRequest) =>
      api.call('events.update_guest', { params: { id: eventId, guestId }, body }),
    onSuccess: refresh,
    meta: { silent: true },
  });
}

export function useDeleteGuest() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (guestId: number) => api.call('access_keys.delete', { params: { id: guestId } }),
    onSuccess: refresh,
  });
}
