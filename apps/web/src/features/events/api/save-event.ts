// POST /events and PATCH /events/{id} (spec §7). Every events list and the edited event refresh after a
// save. Failures are explained by the forms (duplicate guest modal, field marks), so the cache stays quiet.
import type { CreateEventRequest, UpdateEventRequest } from '@garita/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { EVENTS_KEY } from './get-events.ts';

export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventRequest) => api.call('events.create', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: EVENTS_KEY }),
    meta: { silent: true },
  });
}

export function useUpdateEvent(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEventRequest) => api.call('events.update', { params: { id: eventId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: EVENTS_KEY }),
    meta: { silent: true },
  });
}
