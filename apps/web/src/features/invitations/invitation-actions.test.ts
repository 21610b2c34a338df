import type { Gate } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import { type ActionKey, type ActionUser, invitationActions } from './invitation-actions.ts';

const key = (extra: Partial<ActionKey> = {}): ActionKey => ({
  id: 7,
  access_key_type_id: 1,
  deleted_at: null,
  last_transaction_type: null,
  unique_id: 'abc',
  visitor_email: 'ana@example.com',
  show_qr: true,
  can_edit: true,
  can_delete: true,
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

  it('edits only visit keys that are not deleted and have not exited', () => {
    expect(invitationActions(key({ last_transaction_type: 'access' }), host).canEdit).toBe(true);
    expect(invitationActions(key({ last_transaction_type: 'try' }), host).canEdit).toBe(true);
    expect(invitationActions(key({ last_transaction_type: 'exit' }), host).canEdit).toBe(false);
    expect(invitationActions(key({ deleted_at: '2026-01-01T00:00:00Z' }), host).canEdit).toBe(false);
    for (const type of [2, 3, 4, 5] as const) {
      expect(invitationActions(key({ access_key_type_id: type }), host).canEdit, `type ${type}`).toBe(false);
    }
  });

  it('deletes temporary keys always, types 1, 4 and 5 unless exited, never twice', () => {
    const exited = { last_transaction_type: 'exit' as const };
    expect(invitationActions(key({ access_key_type_id: 2, ...exited }), host).canDelete).toBe(true);
    for (const type of [1, 4, 5] as const) {
      expect(invitationActions(key({ access_key_type_id: type }), host).canDelete, `type ${type}`).toBe(true);
      expect(invitationActions(key({ access_key_type_id: type, ...exited }), host).canDelete).toBe(false);
    }
    // Event guests are removed from their event, not from the invitation list.
    expect(invitationActions(key({ access_key_type_id: 3 }), host).canDelete).toBe(false);
    expect(invitationActions(key({ deleted_at: '2026-01-01T00:00:00Z', access_key_type_id: 2 }), host).canDelete).toBe(
      false,
    );
  });

  it('follows the server when it refuses what the spec would allow', () => {
    const refused = invitationActions(key({ can_edit: false, can_delete: false, show_qr: false }), host);
    expect(refused).toMatchObject({ showQr: false, canEmail: false, canEdit: false, canDelete: false, editPath: null });
  });

  it('shows no QR for provider keys', () => {
    expect(invitationActions(key({ access_key_type_id: 5 }), host).showQr).toBe(false);
  });

  it('lets admins edit in the desktop drawer only (no mobile edit route)', () => {
    const actions = invitationActions(key(), admin);
    expect(actions.canEdit).toBe(true);
    expect(actions.editPath).toBeNull();
  });

  it('gives guards no QR, edit, delete or share', () => {
    const actions = invitationActions(key({ unique_id: null }), guard);
    expect(actions).toMatchObject({ showQr: false, canEmail: false, canEdit: false, canDelete: false });
    expect(actions.providerCheckIn).toBeNull();
  });

  it('sends a guard to check an unused provider in at the first entry door', () => {
    const provider = key({ access_key_type_id: 5 });
    expect(invitationActions(provider, guard).providerCheckIn).toEqual({ path: '/provider-transaction/7/12' });
    expect(invitationActions({ ...provider, last_transaction_type: 'access' }, guard).providerCheckIn).toBeNull();
    expect(invitationActions({ ...provider, last_transaction_type: 'try' }, guard).providerCheckIn).toBeNull();
    expect(invitationActions({ ...provider, deleted_at: '2026-01-01T00:00:00Z' }, guard).providerCheckIn).toBeNull();
    const noDoor = { ...guard, last_access_selected: null };
    expect(invitationActions(provider, noDoor).providerCheckIn).toEqual({ path: null });
  });
});
