// Guests as the event forms hold them before sending (spec §5 "Guest"): a new guest needs a full name and a
// phone of 10 digits after +52 or a valid US number after +1 (contract isGuestPhone), email optional, and may be
// saved as a favourite; a guest from favourites is the user's own contact and skips the save flag. A guest with
// the same name (ignoring case, accents and repeated spaces), phone or non-empty email as another is a duplicate
// — the server's rule, checked here first so the duplicate modal shows before anything is sent.
import {
  COUNTRY_CODES,
  type CommunityMember,
  DEFAULT_COUNTRY_CODE,
  type EventGuest,
  type GuestInput,
  MAX_EMAIL,
  MAX_NAME,
  USER_PHONE_DIGITS,
} from '@garita/contract';
import { isGuestPhone } from '@garita/contract/guest-phone';
import { z } from 'zod';
import { ApiError } from '../../lib/api.ts';
import { bodyFieldIssues } from '../../lib/field-errors.ts';

export type CountryCode = (typeof COUNTRY_CODES)[number];

export interface GuestContact {
  name: string;
  /** National digits. */
  phone: string;
  countryCode: string;
  email: string;
}

export type PendingGuest =
  | (GuestContact & { kind: 'new'; key: string; save: boolean })
  | (GuestContact & { kind: 'favorite'; key: string; id: number });

const TEN_DIGITS = new RegExp(`^\\d{${USER_PHONE_DIGITS}}$`);

/** Whether a typed phone has all its digits (worth asking the server about). */
export const isWholePhone = (phone: string) => TEN_DIGITS.test(phone);

export const NewGuestSchema = z
  .object({
    name: z.string().trim().min(1).max(MAX_NAME),
    phone: z.string().trim().regex(TEN_DIGITS),
    country_code: z.enum(COUNTRY_CODES),
    email: z.union([z.literal(''), z.string().trim().max(MAX_EMAIL).pipe(z.email())]),
    save: z.boolean(),
  })
  // Ten digits that are no US number (a +1 number needs a real area code and exchange); other lengths are
  // the phone's own issue above.
  .refine((guest) => !TEN_DIGITS.test(guest.phone) || isGuestPhone(guest.phone, guest.country_code), {
    path: ['phone'],
    message: 'invalidNumber',
  });
export type NewGuestInput = z.input<typeof NewGuestSchema>;
export type NewGuestValues = z.output<typeof NewGuestSchema>;

export const emptyNewGuest = (): NewGuestInput => ({
  name: '',
  phone: '',
  country_code: DEFAULT_COUNTRY_CODE,
  email: '',
  save: false,
});

let nextKey = 0;
const newKey = () => `guest-${++nextKey}`;

export function newGuest(values: NewGuestValues): PendingGuest {
  return {
    kind: 'new',
    key: newKey(),
    name: values.name,
    phone: values.phone,
    countryCode: values.country_code,
    email: values.email.toLowerCase(),
    save: values.save,
  };
}

export function favoriteGuest(member: CommunityMember): PendingGuest {
  return {
    kind: 'favorite',
    key: newKey(),
    id: member.id,
    name: member.name,
    phone: member.phone,
    countryCode: member.country_code,
    email: member.email,
  };
}

/** Spec §7 "Add guests": a new guest sends the phone with its country code; a favourite only its id. */
export function toGuestInput(guest: PendingGuest): GuestInput {
  if (guest.kind === 'favorite') {
    return { id: guest.id, community_member: true, name: guest.name, phone: '', email: '', save: false };
  }
  return {
    community_member: false,
    name: guest.name,
    phone: `${guest.countryCode}${guest.phone}`,
    email: guest.email,
    save: guest.save,
  };
}

/** A guest already on the event, as GET /events/{id} lists it (phone with its country code). */
export function contactOfGuest(guest: EventGuest): GuestContact {
  const phone = guest.phone.startsWith(guest.country_code) ? guest.phone.slice(guest.country_code.length) : guest.phone;
  return { name: guest.name, phone, countryCode: guest.country_code, email: guest.email };
}

export type DuplicateField = 'name' | 'phone' | 'email';

export interface Duplicate {
  field: DuplicateField;
  /** The guest it repeats. */
  other: GuestContact;
}

const sameName = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const keysOf = (guest: GuestContact): Record<DuplicateField, string> => ({
  name: sameName(guest.name),
  phone: guest.phone ? `${guest.countryCode}${guest.phone}` : '',
  email: guest.email.trim().toLowerCase(),
});

/** The first of name, phone, email that `candidate` shares with one of `others`; null when none. */
export function findDuplicate(candidate: GuestContact, others: readonly GuestContact[]): Duplicate | null {
  const keys = keysOf(candidate);
  for (const field of ['name', 'phone', 'email'] as const) {
    if (!keys[field]) continue;
    const other = others.find((guest) => keysOf(guest)[field] === keys[field]);
    if (other) return { field, other };
  }
  return null;
}

/** How a phone reads on screen: +52 5522334455. */
export function displayPhone(countryCode: string, phone: string): string {
  return phone ? `${countryCode} ${phone}` : '';
}

export interface DuplicateNotice {
  name: string;
  field: DuplicateField;
  /** The guest it repeats, when known (the server's answer does not name them in our words). */
  other: string | null;
}

const FIELD_OF_PATH = /^guests?\.(?:(\d+)\.)?(name|phone|email)$/;

/** The duplicate a server refusal (422 duplicate_guest) names first, read against the guests that were sent. */
export function duplicateFromError(error: unknown, sent: readonly GuestContact[]): DuplicateNotice | null {
  if (!(error instanceof ApiError) || error.code !== 'duplicate_guest') return null;
  for (const issue of bodyFieldIssues(error)) {
    const match = FIELD_OF_PATH.exec(issue.path);
    if (!match) continue;
    const guest = sent[Number(match[1] ?? 0)];
    return { name: guest?.name ?? '', field: match[2] as DuplicateField, other: null };
  }
  return { name: '', field: 'name', other: null };
}
