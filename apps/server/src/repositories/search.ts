// How a list search reads a typed query as a phone number: only when it looks like one ("55 4455",
// "+52 (55) 44-55"), so that the digits inside a name or a code ("Torre 3") do not match every phone with a 3.
// Phones are stored without their country code, so a typed +52 or +1 is left out.
import { COUNTRY_CODES } from '@garita/contract';

const PHONE_LIKE = /^[\d\s+().-]+$/;

/** The digits to look for in phones, or null when the query is not a phone number. */
export function phoneDigits(query: string): string | null {
  const typed = query.trim();
  if (!PHONE_LIKE.test(typed)) return null;
  const country = COUNTRY_CODES.find((code) => typed.startsWith(code));
  const digits = (country ? typed.slice(country.length) : typed).replace(/\D/g, '');
  return digits || null;
}
