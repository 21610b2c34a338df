import type { User } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import { OwnUserForm, ownUserBody, ownUserFormFrom } from './own-user-form.ts';
import {
  countryCodeOfStoredPhone,
  createUserBody,
  emptyUserForm,
  formFieldOf,
  type UserFormInput,
  updateUserBody,
  userFormFrom,
  userFormSchema,
} from './user-form.ts';

const byAdmin = userFormSchema({ residentNeedsUnit: true });
const byHost = userFormSchema({ residentNeedsUnit: false });

function issues(schema: typeof byAdmin, values: UserFormInput): string[] {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.')).sort();
}

const base = (role: User['role']): UserFormInput => ({
  ...emptyUserForm(role),
  name: ' Laura Pérez ',
  email: ' Laura@Example.COM ',
  phone: '5512345678',
});

describe('user form rules (spec §5 "New user")', () => {
  it('a resident created by an admin needs a unit; by a host it does not', () => {
    expect(issues(byAdmin, base('host'))).toEqual(['network_group']);
    expect(issues(byAdmin, { ...base('host'), network_group: 3 })).toEqual([]);
    expect(issues(byHost, base('secondary_user'))).toEqual([]);
  });

  it('everyone but a guard needs a 10-digit phone', () => {
    expect(issues(byAdmin, { ...base('network_admin'), phone: '' })).toEqual(['phone']);
    expect(issues(byAdmin, { ...base('network_admin'), phone: '551234567' })).toEqual(['phone']);
    expect(issues(byAdmin, { ...base('security_guard'), phone: '', access_servers: [1] })).toEqual([]);
  });

  it('a guard needs at least one access point', () => {
    expect(issues(byAdmin, { ...base('security_guard'), phone: '' })).toEqual(['access_servers']);
  });

  it('name and email are required; the email is trimmed and lowercased', () => {
    expect(issues(byAdmin, { ...base('network_admin'), name: '  ', email: 'no spaces@x.mx' })).toEqual([
      'email',
      'name',
    ]);
    const parsed = byAdmin.parse(base('network_admin'));
    expect(parsed.email).toBe('laura@example.com');
    expect(parsed.name).toBe('Laura Pérez');
  });
});

describe('request bodies', () => {
  it('a guard is sent without a phone, a host-created user without unit or access points', () => {
    const guard = byAdmin.parse({ ...base('security_guard'), phone: '', access_servers: [2] });
    expect(createUserBody(guard, 'network_admin').user).not.toHaveProperty('phone');
    const family = byHost.parse({ ...base('secondary_user'), network_group: 9 });
    expect(createUserBody(family, 'host').user).toMatchObject({ role: 'secondary_user', access_servers: [] });
    expect(createUserBody(family, 'host').user).not.toHaveProperty('network_group');
  });

  it('an admin editing themselves does not send the active switch', () => {
    const me = { role: 'network_admin' } as User;
    const values = byAdmin.parse(base('network_admin'));
    expect(updateUserBody(values, me, true).user).not.toHaveProperty('active');
    expect(updateUserBody(values, me, false).user).toHaveProperty('active', true);
  });

  it('an admin editing themselves does not send the email (the profile changes it, with the password)', () => {
    const me = { role: 'network_admin' } as User;
    const values = byAdmin.parse(base('network_admin'));
    expect(updateUserBody(values, me, true).user).not.toHaveProperty('email');
    expect(updateUserBody(values, me, false).user).toHaveProperty('email', values.email);
  });
});

describe('formFieldOf', () => {
  it('finds the field of a server path', () => {
    expect(formFieldOf('user.phone')).toBe('phone');
    expect(formFieldOf('user.access_servers.0')).toBe('access_servers');
    expect(formFieldOf('user.network_group')).toBe('network_group');
    expect(formFieldOf('')).toBeUndefined();
  });
});

describe('country code of a stored phone (spec §5: 13 characters is MX, otherwise US)', () => {
  it('reads the length of the stored phone, not the stored code', () => {
    expect(countryCodeOfStoredPhone({ phone_number: '+525512345678', country_code: '+1' })).toBe('+52');
    expect(countryCodeOfStoredPhone({ phone_number: '+15512345678', country_code: '+52' })).toBe('+1');
  });
  it('keeps the stored code (or +52) when there is no phone', () => {
    expect(countryCodeOfStoredPhone({ phone_number: '', country_code: '+1' })).toBe('+1');
    expect(countryCodeOfStoredPhone({ phone_number: '', country_code: '+44' })).toBe('+52');
  });
  it('is what the edit forms start with', () => {
    const stored = { name: 'Ann', phone: '5512345678', phone_number: '+15512345678', country_code: '+1' };
    expect(
      userFormFrom({
        ...stored,
        email: 'a@b.mx',
        role: 'host',
        network_group: null,
        access_servers: [],
        active: true,
      } as unknown as User).country_code,
    ).toBe('+1');
    expect(
      ownUserFormFrom({ ...stored, email_notification: false, push_notification: true } as unknown as User),
    ).toEqual({
      name: 'Ann',
      phone: '5512345678',
      country_code: '+1',
      email_notification: false,
      push_notification: true,
    });
  });
});

describe('own record form (spec §2 /edit-user: name, phone, the arrival switches)', () => {
  it('requires a name and a 10-digit phone, and trims the name', () => {
    const issuesOf = (values: Record<string, unknown>) =>
      (OwnUserForm.safeParse(values).error?.issues ?? []).map((issue) => issue.path.join('.')).sort();
    const valid = {
      name: ' Ann ',
      phone: '5512345678',
      country_code: '+52',
      email_notification: true,
      push_notification: false,
    };
    expect(issuesOf(valid)).toEqual([]);
    expect(OwnUserForm.parse(valid).name).toBe('Ann');
    expect(issuesOf({ ...valid, name: ' ', phone: '551234567' })).toEqual(['name', 'phone']);
    expect(issuesOf({ ...valid, phone: '' })).toEqual(['phone']);
  });
  it('sends exactly the fields a user may change about themselves', () => {
    const body = ownUserBody({
      name: 'Ann',
      phone: '5512345678',
      country_code: '+1',
      email_notification: false,
      push_notification: true,
    });
    expect(body).toEqual({
      user: {
        name: 'Ann',
        phone: '5512345678',
        country_code: '+1',
        email_notification: false,
        push_notification: true,
      },
    });
  });
});
