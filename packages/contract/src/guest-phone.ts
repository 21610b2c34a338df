// Whether a guest's phone is one (spec §5: "Phone: 10 digits, digits only, for users and guests on the admin
// side"): a Mexican number (+52) is exactly 10 digits; a +1 number must also be one that libphonenumber knows
// as valid (a real area code and exchange: 201 555 0123 is, 555 000 1111 is not). Its own module, so that
// libphonenumber's data goes only where this is asked (the server, the event forms), not into the web's first
// screen with the rest of the contract.
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { USER_PHONE_DIGITS } from './constants.ts';

/** National digits and their country code (+52 or +1). */
export function isGuestPhone(phone: string, countryCode: string): boolean {
  if (!new RegExp(`^\\d{${USER_PHONE_DIGITS}}$`).test(phone)) return false;
  return countryCode !== '+1' || isValidPhoneNumber(phone, 'US');
}
