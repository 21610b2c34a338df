// Events (Garita's own, event_type_id 2) and their guests: spec §3 Event/Guest, §5 rules, §7 calls.
// Each guest is an access key of type 3 valid from start − tolerance to end + tolerance.
import { z } from 'zod';
import { intBetween, parseWallClock } from './access-keys.ts';
import {
  Email,
  Id,
  IdRef,
  optionalQuery,
  Paged,
  PageQuery,
  requiredMultilineText,
  requiredText,
  trimmed,
} from './common.ts';
import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  EVENT_GUEST_PAGE_SIZE,
  EVENT_TOLERANCE_DEFAULT_HOURS,
  EVENT_TOLERANCE_HOURS,
  MAX_NAME,
  MAX_NOTES,
  OWN_EVENT_TYPE_ID,
  USER_PHONE_DIGITS,
} from './constants.ts';
import { LAST_TRANSACTION_TYPES } from './enum-values.ts';

/** Without an end_date an event lasts this long (the create form asks only for the start). */
export const EVENT_DEFAULT_DURATION_HOURS = 6;
export const EVENT_MAX_DURATION_HOURS = 7 * 24;
export const EVENT_MAX_GUESTS_PER_REQUEST = 500;
export const EVENT_MAX_ACCESS_SERVERS = 100;

/** 'DD/MM/YYYY HH:mm:ss', wall-clock time in the event's first access point's zone. */
export const EventDate = z
  .string()
  .trim()
  .refine((v) => parseWallClock(v) !== null, 'expected a real date as DD/MM/YYYY HH:mm:ss');

/** Why a guest's phone is refused (the server's message; the web shows its own words for it). */
export const GUEST_PHONE_MESSAGE = `expected ${USER_PHONE_DIGITS} digits (a valid number for +1), optionally after +52 or +1`;

/**
 * A guest's phone "with country code" (spec §7): '+525512345678', '+1 201 555 0123', or national digits with
 * `country_code` (default +52). Spaces, dashes, dots and brackets are ignored. Null when it is not one: 10
 * digits after either code (spec §5, guests on the admin side). Whether a +1 number is a real US one is
 * `isGuestPhone`'s question (guest-phone.ts), asked by the server and the event forms: libphonenumber's data
 * stays out of the web's first screen, which loads this file.
 */
export function splitGuestPhone(text: string, countryCode?: string): { phone: string; country_code: string } | null {
  const compact = text.replace(/[\s\-().]/g, '');
  const match = new RegExp(`^(?:\\+(${COUNTRY_CODES.map((c) => c.slice(1)).join('|')}))?(\\d+)$`).exec(compact);
  if (!match?.[2]) return null;
  const country_code = match[1] ? `+${match[1]}` : (countryCode ?? DEFAULT_COUNTRY_CODE);
  return match[2].length === USER_PHONE_DIGITS ? { phone: match[2], country_code } : null;
}

/**
 * One guest as the forms send it. A new guest needs a name and a phone, email optional; `save` keeps them as
 * a favourite of the caller. A guest picked from favourites sends community_member true and the favourite's
 * id; the server takes name, phone and email from the favourite and ignores `save` (spec §5).
 */
export const GuestInput = z
  .object({
    /** The favourite's id; new guests send none (null or '' are read as none). */
    id: optionalQuery(IdRef),
    community_member: z.boolean().default(false),
    name: trimmed(MAX_NAME).default(''),
    phone: trimmed(30).default(''),
    country_code: z.enum(COUNTRY_CODES).optional(),
    email: z.union([Email, z.literal('')]).nullish(),
    save: z.boolean().default(false),
  })
  .superRefine((guest, ctx) => {
    if (guest.community_member) {
      if (!guest.id) ctx.addIssue({ code: 'custom', path: ['id'], message: 'a favourite needs its id' });
      return;
    }
    if (!guest.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'required' });
    if (!splitGuestPhone(guest.phone, guest.country_code))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: GUEST_PHONE_MESSAGE });
  });
export type GuestInput = z.infer<typeof GuestInput>;
const Guests = z.array(GuestInput).min(1, 'at least one guest').max(EVENT_MAX_GUESTS_PER_REQUEST);
const AccessServerIds = z.array(IdRef).min(1, 'at least one access point').max(EVENT_MAX_ACCESS_SERVERS);

const eventFields = {
  name: requiredText(MAX_NAME),
  description: requiredMultilineText(MAX_NOTES),
  start_date: EventDate,
  /** Optional: without it the event lasts EVENT_DEFAULT_DURATION_HOURS. */
  end_date: EventDate.optional(),
  tolerance: intBetween(EVENT_TOLERANCE_HOURS.min, EVENT_TOLERANCE_HOURS.max),
};

export const CreateEventRequest = z.object({
  event: z.object({
    ...eventFields,
    tolerance: eventFields.tolerance.default(EVENT_TOLERANCE_DEFAULT_HOURS),
    event_type_id: intBetween(OWN_EVENT_TYPE_ID, OWN_EVENT_TYPE_ID).default(OWN_EVENT_TYPE_ID),
  }),
  guests: Guests,
  /** The first one's time zone reads start_date. */
  access_servers: AccessServerIds,
});
export type CreateEventRequest = z.infer<typeof CreateEventRequest>;

/** Absent fields keep their value. Moving the start moves the end by as much, and every guest key with them. */
export const UpdateEventRequest = z.object({
  event: z.object(eventFields).partial().default({}),
  access_servers: AccessServerIds.optional(),
});
export type UpdateEventRequest = z.infer<typeof UpdateEventRequest>;

export const AddGuestsRequest = z.object({ guests: Guests });
export type AddGuestsRequest = z.infer<typeof AddGuestsRequest>;

/**
 * Edit of one guest of an event (`PATCH /events/{id}/guests/{guestId}`, the guest's key id): the same fields as
 * a new guest, name and phone required, email optional. The guest keeps their QR; the server refuses a
 * name, phone or non-empty email that another guest of the event already has (422 duplicate_guest).
 */
export const UpdateGuestRequest = z.object({
  guest: z
    .object({
      name: requiredText(MAX_NAME),
      phone: trimmed(30),
      country_code: z.enum(COUNTRY_CODES).optional(),
      email: z.union([Email, z.literal('')]).nullish(),
    })
    .superRefine((guest, ctx) => {
      if (!splitGuestPhone(guest.phone, guest.country_code))
        ctx.addIssue({
          code: 'custom',
          path: ['phone'],
          message: GUEST_PHONE_MESSAGE,
        });
    }),
});
export type UpdateGuestRequest = z.infer<typeof UpdateGuestRequest>;
export const GuestParams = z.object({ id: Id, guestId: Id });

export const EventListQuery = PageQuery.extend({
  /** Events of this user (hosts: themself or a secondary user they invited). */
  user: optionalQuery(IdRef),
  /** Part of the name; `query` searches the same. */
  name: optionalQuery(trimmed(MAX_NAME)),
  access_server: optionalQuery(IdRef),
});
export type EventListQuery = z.infer<typeof EventListQuery>;

export const EventAccessKeysQuery = PageQuery.extend({
  results: PageQuery.shape.results.default(EVENT_GUEST_PAGE_SIZE),
});

export const EventGuest = z.object({
  /** The guest's access key id. */
  id: z.number(),
  name: z.string(),
  /** Country code and number, e.g. +525512345678, as the forms send it. */
  phone: z.string(),
  country_code: z.string(),
  email: z.string(),
  /** Added from, or saved as, a favourite. */
  community_member: z.boolean(),
  community_member_id: z.number().nullable(),
});
export type EventGuest = z.infer<typeof EventGuest>;

export const Event = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /** ISO instants (UTC). */
  start_date: z.string(),
  end_date: z.string(),
  /** The same instants as DD/MM/YYYY HH:mm:ss wall-clock time in time_zone_name (what the form sends). */
  start_date_local: z.string(),
  end_date_local: z.string(),
  /** Zone the start was entered in: the first access point's when it was set. */
  time_zone_name: z.string(),
  /** Hours a guest may arrive before the start and stay after the end. */
  tolerance: z.number(),
  number_of_guests: z.number(),
  event_type_id: z.number(),
  access_servers: z.array(z.object({ id: z.number(), name: z.string(), time_zone_name: z.string() })),
  user: z.object({ id: z.number(), name: z.string(), network_group: z.object({ name: z.string() }).nullable() }),
  /** Only on a single event (detail, create, edit). */
  guests: z.array(EventGuest).optional(),
});
export type Event = z.infer<typeof Event>;
export const EventList = z.object({ events: z.array(Event), ...Paged });
export type EventList = z.infer<typeof EventList>;
export const EventSaved = z.object({ event: Event });
export type EventSaved = z.infer<typeof EventSaved>;
export const GuestsAdded = z.object({ guests: z.array(EventGuest), number_of_guests: z.number() });
export type GuestsAdded = z.infer<typeof GuestsAdded>;
export const GuestSaved = z.object({ guest: EventGuest });
export type GuestSaved = z.infer<typeof GuestSaved>;

/** A guest's key as listed under its event (5 a page). */
export const EventAccessKey = z.object({
  id: z.number(),
  /** What the guest's QR encodes. */
  unique_id: z.string(),
  visitor_name: z.string(),
  visitor_phone: z.string(),
  visitor_email: z.string(),
  country_code: z.string(),
  access_key_type_id: z.number(),
  community_member_id: z.number().nullable(),
  last_transaction_type: z.enum(LAST_TRANSACTION_TYPES).nullable(),
  valid_from: z.string(),
  valid_until: z.string(),
  /** The guest may still be removed from the event (DELETE /access_keys/{id}): not deleted, not left. */
  can_delete: z.boolean(),
});
export type EventAccessKey = z.infer<typeof EventAccessKey>;
export const EventAccessKeyList = z.object({ access_keys: z.array(EventAccessKey), ...Paged });
export type EventAccessKeyList = z.infer<typeof EventAccessKeyList>;
