import type { Abilities, Role } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import {
  adminListPath,
  editUserBackPath,
  formatPhone,
  mayLookUpUser,
  newUserBackPath,
  newUserDonePath,
  userDetailBackPath,
  userIdFromParam,
} from './user-screens.ts';

const abilities = (role: Role): Abilities => ({
  manage_users: role === 'network_admin' || role === 'host',
  create_roles:
    role === 'network_admin' ? ['network_admin', 'host', 'security_guard'] : role === 'host' ? ['secondary_user'] : [],
  manage_units: role === 'network_admin',
  manage_access_points: role === 'network_admin',
  register_visits: role === 'network_admin' || role === 'security_guard',
  create_invitations: role !== 'security_guard',
  view_intelligence: role === 'network_admin',
  manage_network: role === 'network_admin',
  download_lists: role !== 'security_guard',
  edit_own_user: role !== 'security_guard',
  view_audit_log: role === 'network_admin',
});
const me = (role: Role, id = 10) => ({ id, role, abilities: abilities(role) });

describe('userIdFromParam (spec §2: the literal :uId means none, i.e. oneself)', () => {
  it('reads oneself for the literal pattern or no parameter', () => {
    expect(userIdFromParam(':uId', { id: 7 })).toBe(7);
    expect(userIdFromParam(undefined, { id: 7 })).toBe(7);
  });
  it('reads a positive id and refuses anything else', () => {
    expect(userIdFromParam('42', { id: 7 })).toBe(42);
    for (const bad of ['0', '-3', '4.5', 'abc', '12abc', '1e3', '9999999999999999999']) {
      expect(userIdFromParam(bad, { id: 7 })).toBeNull();
    }
  });
});

describe('who is looked up, edited and deleted (spec §6)', () => {
  it('a secondary host asks only for themselves; hosts and admins ask the server', () => {
    expect(mayLookUpUser(me('secondary_user'), 10)).toBe(true);
    expect(mayLookUpUser(me('secondary_user'), 11)).toBe(false);
    expect(mayLookUpUser(me('host'), 11)).toBe(true);
    expect(mayLookUpUser(me('network_admin'), 11)).toBe(true);
  });
  // Who edits and deletes whom is the server's answer on each user (can_edit, can_delete): policies/users.test.ts.
});

describe('back and done paths (spec §2)', () => {
  it("/new-user: back to / for admins, /my-users for hosts; an admin lands on the new user's list", () => {
    expect(newUserBackPath({ role: 'network_admin' })).toBe('/');
    expect(newUserBackPath({ role: 'host' })).toBe('/my-users');
    expect(newUserBackPath({ role: 'secondary_user' })).toBe('/invitations');
    expect(newUserDonePath({ role: 'host' }, { role: 'secondary_user' })).toBe('/my-users');
    expect(newUserDonePath({ role: 'network_admin' }, { role: 'security_guard' })).toBe('/users-guards');
  });

  it("/edit-user: /invitations for secondary hosts, /my-users for hosts, the user's list for admins", () => {
    expect(editUserBackPath({ role: 'secondary_user' }, { role: 'secondary_user' })).toBe('/invitations');
    expect(editUserBackPath({ role: 'host' }, { role: 'host' })).toBe('/my-users');
    expect(editUserBackPath({ role: 'network_admin' }, { role: 'host' })).toBe('/users-hosts');
    expect(editUserBackPath({ role: 'network_admin' }, { role: 'secondary_user' })).toBe('/users-hosts');
    expect(editUserBackPath({ role: 'network_admin' }, { role: 'network_admin' })).toBe('/users-admins');
    expect(adminListPath('security_guard')).toBe('/users-guards');
  });

  it('/user-detail returns to /my-users for hosts and /invitations for secondary hosts', () => {
    expect(userDetailBackPath({ role: 'host' })).toBe('/my-users');
    expect(userDetailBackPath({ role: 'secondary_user' })).toBe('/invitations');
  });
});

describe('formatPhone', () => {
  it('shows the country code before the number, nothing without a phone', () => {
    expect(formatPhone({ phone: '5512345678', country_code: '+52' })).toBe('+52 5512345678');
    expect(formatPhone({ phone: '', country_code: '+52' })).toBe('');
  });
});
