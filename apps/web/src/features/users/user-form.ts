// The new/edit user form of the admin and host screens: its values, the §5 rules that depend on the
// role (a phone for everyone but guards, a unit for residents created by an admin, an access point for
// guards), the request bodies, and where a server complaint about a field belongs.
import {
  CountryCode,
  type CreateUserRequest,
  DEFAULT_COUNTRY_CODE,
  NewUser,
  Phone,
  Role,
  type UpdateUserRequest,
  type User,
} from '@garita/contract';
import { z } from 'zod';

export const USER_FORM_FIELDS = [
  'name',
  'email',
  'phone',
  'country_code',
  'role',
  'network_group',
  'access_servers',
  'active',
] as const;
export type UserFormField = (typeof USER_FORM_FIELDS)[number];

const UserFormShape = z.object({
  name: NewUser.shape.name,
  email: NewUser.shape.email,
  phone: z.string().trim(),
  country_code: CountryCode,
  role: Role,
  network_group: z.number().int().positive().nullable(),
  access_servers: z.array(z.number().int().positive()),
  active: z.boolean(),
});
export type UserFormInput = z.input<typeof UserFormShape>;
export type UserFormValues = z.output<typeof UserFormShape>;

export interface UserFormRules {
  /** A resident created (or edited) by an admin belongs to a unit; a host's own users take the host's. */
  residentNeedsUnit: boolean;
}

export function userFormSchema({ residentNeedsUnit }: UserFormRules) {
  return UserFormShape.superRefine((values, ctx) => {
    const isGuard = values.role === 'security_guard';
    if (!isGuard && !Phone.safeParse(values.phone).success) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phone' });
    }
    if (residentNeedsUnit && values.role === 'host' && values.network_group === null) {
      ctx.addIssue({ code: 'custom', path: ['network_group'], message: 'network_group' });
    }
    if (isGuard && values.access_servers.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['access_servers'], message: 'access_servers' });
    }
  });
}

export function isResident(role: Role): boolean {
  return role === 'host' || role === 'secondary_user';
}

/**
 * Spec §5: when editing a user, a stored phone (country code and number, e.g. +525512345678) of 13
 * characters is Mexican and any other is from the United States. Without a phone, the stored code stays.
 */
export function countryCodeOfStoredPhone(
  user: Pick<User, 'phone_number' | 'country_code'>,
): UserFormValues['country_code'] {
  if (user.phone_number) return user.phone_number.length === 13 ? '+52' : '+1';
  return CountryCode.safeParse(user.country_code).data ?? DEFAULT_COUNTRY_CODE;
}

export function emptyUserForm(role: Role): UserFormInput {
  return {
    name: '',
    email: '',
    phone: '',
    country_code: DEFAULT_COUNTRY_CODE,
    role,
    network_group: null,
    access_servers: [],
    active: true,
  };
}

export function userFormFrom(user: User): UserFormInput {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    country_code: countryCodeOfStoredPhone(user),
    role: user.role,
    network_group: user.network_group?.id ?? null,
    access_servers: user.access_servers.map((server) => server.id),
    active: user.active,
  };
}

/** POST /users. A host's users get the host's unit and access points from the server. */
export function createUserBody(values: UserFormValues, creatorRole: Role): CreateUserRequest {
  const byAdmin = creatorRole === 'network_admin';
  const isGuard = values.role === 'security_guard';
  return {
    user: {
      name: values.name,
      email: values.email,
      ...(isGuard ? {} : { phone: values.phone }),
      country_code: values.country_code,
      role: values.role,
      ...(byAdmin && isResident(values.role) ? { network_group: values.network_group } : {}),
      access_servers: byAdmin ? values.access_servers : [],
    },
  };
}

/** PATCH /users/{id} by an admin: the fields the form shows for this user's role. Their own email changes from the
 *  profile's "Email and password", with their current password (docs/accounts.md). */
export function updateUserBody(values: UserFormValues, target: User, isSelf: boolean): UpdateUserRequest {
  const isGuard = target.role === 'security_guard';
  return {
    user: {
      name: values.name,
      ...(isSelf ? {} : { email: values.email }),
      ...(isGuard ? {} : { phone: values.phone, country_code: values.country_code }),
      ...(isResident(target.role) ? { network_group: values.network_group } : {}),
      access_servers: values.access_servers,
      ...(isSelf ? {} : { active: values.active }),
    },
  };
}

/** The form field a refused body value (e.g. "user.phone", "user.access_servers.0") is about. */
export function formFieldOf<Field extends string = UserFormField>(
  path: string,
  fields: readonly Field[] = USER_FORM_FIELDS as unknown as readonly Field[],
): Field | undefined {
  const segments = path.split('.').reverse();
  return segments.map((s) => fields.find((field) => field === s)).find((field) => field !== undefined);
}
