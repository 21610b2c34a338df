// How large a request body each route reads, in one table (docs/security.md). A body over its route's limit is
// refused with 413 payload_too_large before it is read in full; a token-checked route refuses a missing or bad
// token (401) before reading any body at all, so only the public routes' limits face anonymous clients.
import { type EndpointName, PHOTO_MAX_BASE64_CHARS, PHOTO_TYPES } from '@garita/contract';

const KiB = 1024;

/** Every route without a limit of its own: forms and lists as JSON. */
export const DEFAULT_BODY_LIMIT = 1024 * KiB;
/** Public routes (no token): a few short strings. */
export const PUBLIC_BODY_LIMIT = 4 * KiB;
/** A register or add_photos body: every photo type at the photo cap, and room for the rest of the form. */
export const PHOTO_BODY_LIMIT = PHOTO_TYPES.length * PHOTO_MAX_BASE64_CHARS + 256 * KiB;

export const BODY_LIMITS: Partial<Record<EndpointName, number>> = {
  'session.create': PUBLIC_BODY_LIMIT,
  'password_reset.request': PUBLIC_BODY_LIMIT,
  'password_reset.complete': PUBLIC_BODY_LIMIT,
  // The first run's network, time zone and admin.
  'setup.create': 16 * KiB,
  'transactions.create': PHOTO_BODY_LIMIT,
  'offline.registers': PHOTO_BODY_LIMIT,
  'access_keys.add_photos': PHOTO_BODY_LIMIT,
  // A watchlist entry with its one photo.
  'watchlist.create': PHOTO_MAX_BASE64_CHARS + 64 * KiB,
  'watchlist.update': PHOTO_MAX_BASE64_CHARS + 64 * KiB,
};

/** The body limit of an endpoint: its own, else the public one for a public endpoint, else the default. */
export function bodyLimitOf(name: EndpointName, isPublic: boolean): number {
  return BODY_LIMITS[name] ?? (isPublic ? PUBLIC_BODY_LIMIT : DEFAULT_BODY_LIMIT);
}
