// The form a host or secondary host edits their own record with on /edit-user (spec §2/§7): name, phone
// (country code +52/+1 and 10 digits, §5) and the two arrival switches (email, and the notice in Garita;
// docs/share.md), and its PATCH body.
import { CountryCode, NewUser, Phone, type UpdateUserRequest, type User } from '@garita/contract';
import { z } from 'zod';
import { countryCodeOfStoredPhone } from './user-form.ts';

export const OWN_USER_FIELDS = ['name', 'phone', 'country_code', 'email_notification', 'push_notification'] as const;
export type OwnUserField = (typeof OWN_USER_FIELDS)[number];

export const OwnUserForm = z.object({
  name: NewUser.shape.name,
  phone: Phone,
  country_code: CountryCode,
  email_notification: z.boolean(),
  push_notification: z.boolean(),
});
export type OwnUserFormInput = z.input<typeof OwnUserForm>;
export type OwnUserFormValues = z.output<typeof OwnUserForm>;

export function ownUserFormFrom(user: User): OwnUserFormInput {
  return {
    name: user.name,
    phone: user.phone,
    country_code: countryCodeOfStoredPhone(user),
    email_notification: user.email_notification,
    push_notification: user.push_notification,
  };
}

/** PATCH /users/{id}: spec §7's user {name, phone, email_notification}, plus the phone's country code and the
 *  user record's push_notification (the arrival notice in Garita). */
export function ownUserBody(values: OwnUserFormValues): UpdateUserRequest {
  return {
    user: {
      name: values.name,
      phone: values.phone,
      country_code: values.country_code,
      email_notification: values.email_notification,
      push_notification: values.push_notification,
    },
  };
}
