// The guests a form is about to invite: the picker that adds one, then the list so far (an error under it
// when the form was sent without any).

import { GuestPicker } from './guest-picker.tsx';
import { PendingGuestList } from './pending-guest-list.tsx';
import type { GuestList } from './use-guest-list.ts';

export function GuestListEditor({ guestList, isMissingGuests }: { guestList: GuestList; isMissingGuests: boolean }) {
  return (
    <>
      <GuestPicker onAdd={guestList.add} />
      <PendingGuestList
        guests={guestList.guests}
        onRemove={guestList.remove}
        error={isMissingGuests && guestList.guests.length === 0}
      />
    </>
  );
}
