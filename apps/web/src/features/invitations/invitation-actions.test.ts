import type { Gate } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import { type ActionKey, type ActionUser, invitationActions } from './invitation-actions.ts';

// The rules themselves (which key types, exited, deleted, guards) are the server's: policies/access-keys.test.ts.
const key = (extra: Partial<ActionKey> = {}): ActionKey => ({
  id: 7,
  unique_id: 'abc',
  visitor_email: 'ana@example.com',
  show_qr: true,
  can_edit: true,
  can_delete: true,
  can_check_in: false,
  ...extra,
});

const gate = (id: number, type: 'access' | 'exit'): Gate => ({
  id,
  name: `g${id}`,
  type,
  remote_pulse: false,
  data_print_response: false,
  active: true,
  has_controller: false,
});
const host: ActionUser = { role: 'host', last_access_selected: null };
const admin: ActionUser = { role: 'network_admin', last_access_selected: null };
const guard: ActionUser = {
  role: 'security_guard',
  last_access_selected: {
    id: 1,
    name: 'Caseta',
    time_zone: 'America/Mexico_City',
    gates: [gate(11, 'exit'), gate(12, 'access'), gate(13, 'access')],
    settings: { photo_id: false, front_plates: false, back_plates: false, other: false, accreditation: false },
  },
};

describe('invitationActions', () => {
  it('gives a host the QR, sharing, email, edit and delete of an unused visit', () => {
    expect(invitationActions(key(), host)).toEqual({
      showQr: true,
      canEmail: true,
      canEdit: true,
      canDelete: true,
      editPath: '/edit-invitation/7',
      providerCheckIn: null,
    });
  });

  it('offers email only with an address', () => {
    expect(invitationActions(key({ visitor_email: '' }), host).canEmail).toBe(false);
  });

  it('offers exactly what the server answered on the key', () => {
    const refused = invitationActions(key({ can_edit: false, can_delete: false, show_qr: false }), host);
    expect(refused).toMatchObject({ showQr: false, canEmail: false, canEdit: false, canDelete: false, editPath: null });
  });

  it('shows no QR when the key has no unique_id', () => {
    expect(invitationActions(key({ unique_id: null }), host).showQr).toBe(false);
  });

  it('lets admins edit in the desktop drawer only (no mobile edit route)', () => {
    const actions = invitationActions(key(), admin);
    expect(actions.canEdit).toBe(true);
    expect(actions.editPath).toBeNull();
  });

  it('gives guards no QR, edit, delete or share', () => {
    const actions = invitationActions(
      key({ unique_id: null, show_qr: false, can_edit: false, can_delete: false }),
      guard,
    );
    expect(actions).toMatchObject({ showQr: false, canEmail: false, canEdit: false, canDelete: false });
    expect(actions.providerCheckIn).toBeNull();
  });

  it('sends a guard to check a provider in at the first entry door', () => {
    const provider = key({ show_qr: false, can_edit: false, can_delete: false, can_check_in: true });
    expect(invitationActions(provider, guard).providerCheckIn).toEqual({ path: '/provider-transaction/7/12' });
    expect(invitationActions({ ...provider, can_check_in: false }, guard).providerCheckIn).toBeNull();
    const noDoor = { ...guard, last_access_selected: null };
    expect(invitationActions(provider, noDoor).providerCheckIn).toEqual({ path: null });
  });
});
