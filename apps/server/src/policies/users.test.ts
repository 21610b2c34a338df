// Who edits and deletes whom (spec §6), as the API answers it on each user (moved here from the web app, which
// now only reads can_edit and can_delete).
import type { Role } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import { canDeleteUser, canEditUser, canSeeUser } from './users.ts';

const me = (role: Role, id = 10) => ({ user: { id, role, network_group_id: 1 } });
/** A user of unit 1 invited by user 10 unless told otherwise. */
const user = (role: Role, id: number, network_group_id: number | null = 1, invited_by_id: number | null = 10) => ({
  id,
  role,
  network_group_id,
  invited_by_id,
});

describe('users policy', () => {
  it('hosts and secondary hosts edit only themselves, guards not even that, admins anyone', () => {
    expect(canEditUser(me('host'), user('host', 10))).toBe(true);
    expect(canEditUser(me('host'), user('secondary_user', 11))).toBe(false);
    expect(canEditUser(me('secondary_user'), user('secondary_user', 10))).toBe(true);
    expect(canEditUser(me('security_guard'), user('security_guard', 10))).toBe(false);
    expect(canEditUser(me('network_admin'), user('security_guard', 11))).toBe(true);
  });

  it('hosts delete only the secondary users they invited; nobody deletes themselves', () => {
    expect(canDeleteUser(me('host'), user('secondary_user', 11))).toBe(true);
    expect(canDeleteUser(me('host'), user('secondary_user', 11, 1, 12)), "another host's").toBe(false);
    expect(canDeleteUser(me('host'), user('secondary_user', 11, 1, null)), "an admin's import").toBe(false);
    expect(canDeleteUser(me('host'), user('host', 11))).toBe(false);
    expect(canDeleteUser(me('host'), user('host', 10))).toBe(false);
    expect(canDeleteUser(me('secondary_user'), user('secondary_user', 11))).toBe(false);
    expect(canDeleteUser(me('network_admin'), user('network_admin', 11))).toBe(true);
    expect(canDeleteUser(me('network_admin'), user('network_admin', 10))).toBe(false);
  });

  it('hosts see the secondary users they invited, guards the residents, secondary users only themselves', () => {
    expect(canSeeUser(me('host'), user('secondary_user', 11))).toBe(true);
    expect(canSeeUser(me('host'), user('secondary_user', 11, 1, 12)), "another host's, same unit").toBe(false);
    expect(canSeeUser(me('host'), user('host', 11))).toBe(false);
    expect(canSeeUser(me('security_guard'), user('host', 11, 2))).toBe(true);
    expect(canSeeUser(me('security_guard'), user('network_admin', 11))).toBe(false);
    expect(canSeeUser(me('secondary_user'), user('secondary_user', 11))).toBe(false);
    expect(canSeeUser(me('secondary_user'), user('secondary_user', 10))).toBe(true);
  });
});
