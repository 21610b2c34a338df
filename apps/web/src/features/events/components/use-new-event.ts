// Creating an event (spec §4/§5): the event form plus its guests; nothing is sent without at least one guest;
// a duplicate guest refused by the server shows the duplicate modal. `onCreated` runs after a 201, and on a
// timeout too where spec §8 says so (mobile: the event was most likely stored).

import { useState } from 'react';
import { errorCodeOf } from '../../../lib/api.ts';
import { useCreateEvent } from '../api/save-event.ts';
import { createEventBody } from '../event-form.ts';
import { duplicateFromError } from '../guests.ts';
import { useEventForm } from './use-event-form.ts';
import { useGuestList } from './use-guest-list.ts';

export function useNewEvent({ onCreated, isTimeoutSuccess }: { onCreated: () => void; isTimeoutSuccess: boolean }) {
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
          if (isTimeoutSuccess && errorCodeOf(error) === 'timeout') {
            onCreated();
            return;
          }
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
