// The guests a form is about to invite, and the duplicate warning (spec §4/§5): a guest with the same name,
// phone or non-empty email as one already on the event or already in the list is not added and the duplicate
// modal shows for 2.5 s. The server checks again when the list is sent; its 422 duplicate_guest shows the
// same modal.
import { useState } from 'react';
import { type DuplicateNotice, findDuplicate, type GuestContact, type PendingGuest } from '../guests.ts';

export function useGuestList(existing: readonly GuestContact[] = []) {
  const [guests, setGuests] = useState<PendingGuest[]>([]);
  const [duplicate, setDuplicate] = useState<DuplicateNotice | null>(null);

  /** Adds the guest unless it repeats another; answers whether it was added. */
  const add = (candidate: PendingGuest): boolean => {
    const found = findDuplicate(candidate, [...existing, ...guests]);
    if (found) {
      setDuplicate({ name: candidate.name, field: found.field, other: found.other.name });
      return false;
    }
    setGuests((current) => [...current, candidate]);
    return true;
  };

  return {
    guests,
    add,
    remove: (key: string) => setGuests((current) => current.filter((guest) => guest.key !== key)),
    clear: () => setGuests([]),
    duplicate,
    setDuplicate,
    closeDuplicate: () => setDuplicate(null),
  };
}
export type GuestList = ReturnType<typeof useGuestList>;
