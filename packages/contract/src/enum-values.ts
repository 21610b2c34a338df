// Enumerations of spec §3/§4 as plain values, without zod (the web's first screens read them; docs/web.md,
// "Chunks and caching"); enums.ts builds their schemas.

export const ROLES = ['network_admin', 'security_guard', 'host', 'secondary_user'] as const;

/** access_key_type_id: 1 visitor, 2 temporary/recurrent, 3-4 event, 5 provider, 6 manual visit, 7 personal. */
export const KEY_TYPE = {
  visitor: 1,
  temporary: 2,
  event: 3,
  externalEvent: 4,
  provider: 5,
  manualVisit: 6,
  personal: 7,
} as const;

export const KEY_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Names used in transactions.access_key_type and the invitation type filter. */
export const KEY_TYPE_NAMES = [
  'visit',
  'provider',
  'personal',
  'temporary',
  'visitor',
  'eventbrite',
  'garita_event',
] as const;
export type KeyTypeName = (typeof KEY_TYPE_NAMES)[number];

export const ACCESS_TYPES = ['access', 'exit'] as const;

/** last_transaction_type of a key; null means unused. */
export const LAST_TRANSACTION_TYPES = ['access', 'exit', 'try'] as const;
export type LastTransactionType = (typeof LAST_TRANSACTION_TYPES)[number];

export const DENIAL_REASONS = [
  'access_removed',
  'not_in_time',
  'door_not_included',
  'only_access',
  'only_exit',
  'visitor_key',
  'not_during_scheduled_hour',
  /** The visitor matches a `deny` entry of the network's watchlist (docs/watchlist.md). */
  'watchlisted',
] as const;

export const PHOTO_TYPES = ['photo_id', 'front_plates', 'back_plates', 'other', 'accreditation'] as const;

export const ATTRIBUTE_TYPES = ['string', 'integer', 'boolean', 'list', 'date'] as const;

export const TEMPORARY_DURATION_UNITS = ['hours', 'days', 'weeks', 'months'] as const;

/** transactions.access_key_type for each access_key_type_id. */
export const KEY_TYPE_NAME_BY_ID: Record<(typeof KEY_TYPE_IDS)[number], KeyTypeName> = {
  1: 'visitor',
  2: 'temporary',
  3: 'garita_event',
  4: 'eventbrite',
  5: 'provider',
  6: 'visit',
  7: 'personal',
};
