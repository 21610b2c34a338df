// Creating an event (spec §4/§5): the event form plus its guests; nothing is sent without at least one guest;
// a duplicate guest refused by the server shows the duplicate modal. `onCreated` runs after a 201 only: a timeout
// or a lost connection is resent by the API client with the submission's Idempotency-Key, so the answer read here
// is the real outcome (spec-fidelity §8; spec §8's "timeout is success on mobile" was a guess this replaces).

import { useState } from 'react';
import { useCreateEvent } from '../api/save-event.ts';
import { createEventBody } from '../event-form.ts';
import { duplicateFromError } from '../guests.ts';
import { useEventForm } from './use-event-form.ts';
import { useGuestList } from './use-guest-list.ts';

export function useNewEvent({ onCreated }: { onCreated: () => void }) {
  const { form, accessPoints, reportSaveError } = useEventForm(null);
  const guestList = useGuestList();
  const [isMissingGuests, setMissingGuests] = useState(false);
  const create = useCreateEvent();

  const handleSubmit = form.handleSubmit(
    (values) => {
      if (guestList.guests.length === 0) {
        setMissingGuests(true);
        return;
      }
      create.mutate(createEventBody(values, guestList.guests), {
        onSuccess: onCreated,
        onError: (error) => {
          const duplicate = duplicateFromError(error, guestList.guests);
          if (duplicate) guestList.setDuplicate(duplicate);
          else reportSaveError(error);
        },
      });
    },
    () => setMissingGuests(guestList.guests.length === 0),
  );

  return { form, accessPoints, guestList, isMissingGuests, handleSubmit, isSaving: create.isPending };
}
