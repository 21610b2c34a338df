// Email clean-up and check shared by the login and restore-password forms (spec §5). The check is the contract's
// zod-free `isEmail` (the `Email` schema's rule), so the login screen carries no zod.
import { isEmail } from '@garita/contract';

/** Whitespace is removed on blur. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** What the server gets: no spaces, lower case. */
export function cleanEmail(value: string): string {
  return stripSpaces(value).toLowerCase();
}

export function isValidEmail(value: string): boolean {
  return isEmail(value);
}
