// The invitation rules of spec §4/§6, as the API answers them on each key (moved here from the web app, which
// now only reads the flags).
import { KEY_TYPE, type Role } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import { keyAbilities, mayDeleteKey } from './access-keys.ts';

type KeyState = Parameters<typeof keyAbilities>[1];
const key = (extra: Partial<KeyState> = {}): KeyState => ({
  access_key_type_id: KEY_TYPE.visitor,
  deleted_at: null,
  exits_count: 0,
  last_transaction_type: null,
  unique_id: 'abc',
  user_id: 10,
  ...extra,
});
/** The caller: id 10 owns the keys above. */
const as = (role: Role, id = 20) => ({ id, role });
const exited = { last_transaction_type: 'exit' as const, exits_count: 1 };
const deleted = { deleted_at: new Date('2026-01-01T00:00:00Z') };

describe('keyAbilities', () => {
  it('gives a host the QR, edit and delete of an unused visit', () => {
    expect(keyAbilities(as('host'), key())).toEqual({
      unique_id: 'abc',
      show_qr: true,
      can_edit: true,
      can_delete: true,
      can_check_in: false,
    });
  });

  it('edits only visit keys that are not deleted and have not exited', () => {
    expect(keyAbilities(as('host'), key({ last_transaction_type: 'access' })).can_edit).toBe(true);
    expect(keyAbilities(as('host'), key({ last_transaction_type: 'try' })).can_edit).toBe(true);
    expect(keyAbilities(as('host'), key(exited)).can_edit).toBe(false);
    // An exit followed by a new entry is still a key that exited once.
    expect(keyAbilities(as('host'), key({ exits_count: 1, last_transaction_type: 'access' })).can_edit).toBe(false);
    expect(keyAbilities(as('host'), key(deleted)).can_edit).toBe(false);
    for (const type of [2, 3, 4, 5] as const) {
      expect(keyAbilities(as('host'), key({ access_key_type_id: type })).can_edit, `type ${type}`).toBe(false);
    }
  });

  it('deletes temporary keys always, types 1, 4 and 5 unless exited, never twice', () => {
    expect(keyAbilities(as('host'), key({ access_key_type_id: 2, ...exited })).can_delete).toBe(true);
    for (const type of [1, 4, 5] as const) {
      expect(keyAbilities(as('host'), key({ access_key_type_id: type })).can_delete, `type ${type}`).toBe(true);
      expect(keyAbilities(as('host'), key({ access_key_type_id: type, ...exited })).can_delete).toBe(false);
    }
    // Event guests are removed from their event, not from the invitation list.
    expect(keyAbilities(as('host'), key({ access_key_type_id: 3 })).can_delete).toBe(false);
    expect(keyAbilities(as('host'), key({ access_key_type_id: 2, ...deleted })).can_delete).toBe(false);
  });

  it('shows no QR for provider, personal or deleted keys', () => {
    expect(keyAbilities(as('host'), key({ access_key_type_id: 5 })).show_qr).toBe(false);
    expect(keyAbilities(as('host'), key({ access_key_type_id: 7 })).show_qr).toBe(false);
    expect(keyAbilities(as('host'), key(deleted)).show_qr).toBe(false);
  });

  it('lets admins edit and delete as hosts do', () => {
    expect(keyAbilities(as('network_admin'), key())).toMatchObject({ can_edit: true, can_delete: true });
  });

  it('gives guards no QR nor unique_id, no edit or delete, and a provider key only to check in', () => {
    expect(keyAbilities(as('security_guard'), key())).toEqual({
      unique_id: null,
      show_qr: false,
      can_edit: false,
      can_delete: false,
      can_check_in: false,
    });
    const provider = key({ access_key_type_id: 5 });
    // A provider is checked in and out by the key's id: its unique_id is not the guard's (spec-fidelity §15).
    expect(keyAbilities(as('security_guard'), provider)).toMatchObject({ unique_id: null, can_check_in: true });
    expect(keyAbilities(as('host'), provider).unique_id).toBe('abc');
    expect(keyAbilities(as('host'), provider).can_check_in).toBe(false);
    expect(keyAbilities(as('security_guard'), { ...provider, last_transaction_type: 'access' }).can_check_in).toBe(
      false,
    );
    expect(keyAbilities(as('security_guard'), { ...provider, last_transaction_type: 'try' }).can_check_in).toBe(false);
    expect(keyAbilities(as('security_guard'), { ...provider, ...deleted }).can_check_in).toBe(false);
  });
});

describe('the unique_id of a personal dynamic key', () => {
  const personal = key({ access_key_type_id: KEY_TYPE.personal });
  it('is given to its owner only', () => {
    expect(keyAbilities(as('host', 10), personal).unique_id).toBe('abc');
    expect(keyAbilities(as('secondary_user', 10), personal).unique_id).toBe('abc');
  });
  it('is never given to admins, guards or other residents of the unit', () => {
    for (const role of ['network_admin', 'security_guard', 'host', 'secondary_user'] as const)
      expect(keyAbilities(as(role), personal).unique_id, role).toBeNull();
  });
});

describe('mayDeleteKey (DELETE /access_keys/{id})', () => {
  it('accepts what the invitation screens offer, and an event guest who has not left', () => {
    expect(mayDeleteKey(key())).toBe(true);
    expect(mayDeleteKey(key({ access_key_type_id: 3 }))).toBe(true);
    expect(mayDeleteKey(key({ access_key_type_id: 3, ...exited }))).toBe(false);
    expect(mayDeleteKey(key({ access_key_type_id: 7 }))).toBe(false);
    expect(mayDeleteKey(key({ ...deleted }))).toBe(false);
  });
});
