// A watchlist entry's phone, as typed by an admin (or a CSV), in E.164: libphonenumber reads it, a number without
// a country code being Mexican. Its own module, like guest-phone.ts, so libphonenumber's data goes only where this
// is asked (the server, the admin's watchlist form), not into the web's first screen.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** E.164 (+525512345678) of a number as typed; null when libphonenumber does not read a valid number in it. */
export function watchlistPhone(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text, 'MX');
  return parsed?.isValid() ? parsed.number : null;
}
