import { describe, expect, it } from 'vitest';
import { invitationKind, invitationStatus, statusTone } from './invitation-status.ts';

describe('invitationStatus', () => {
  it('is unused without a movement, else the last one', () => {
    expect(invitationStatus({ deleted_at: null, last_transaction_type: null })).toBe('unused');
    expect(invitationStatus({ deleted_at: null, last_transaction_type: 'access' })).toBe('access');
    expect(invitationStatus({ deleted_at: null, last_transaction_type: 'exit' })).toBe('exit');
    expect(invitationStatus({ deleted_at: null, last_transaction_type: 'try' })).toBe('try');
  });

  it('says deleted whatever happened before', () => {
    expect(invitationStatus({ deleted_at: '2026-11-20T10:00:00Z', last_transaction_type: 'access' })).toBe('deleted');
    expect(statusTone('deleted')).toBe('neutral');
    expect(statusTone('try')).toBe('warning');
  });
});

describe('invitationKind', () => {
  const key = (access_key_type_id: 1 | 2 | 3 | 4 | 5 | 6 | 7, extra = {}) => ({
    access_key_type_id,
    key_restriction: null,
    temporary_duration: null,
    ...extra,
  });

  it('names each type', () => {
    expect(invitationKind(key(1))).toBe('visitor');
    expect(invitationKind(key(3))).toBe('event');
    expect(invitationKind(key(4))).toBe('event');
    expect(invitationKind(key(5))).toBe('provider');
    expect(invitationKind(key(6))).toBe('manual');
    expect(invitationKind(key(7))).toBe('personal');
  });

  it('tells the three forms of type 2 apart', () => {
    expect(invitationKind(key(2, { temporary_duration: 'hours' }))).toBe('multiple');
    expect(invitationKind(key(2, { temporary_duration: 'weeks' }))).toBe('temporary');
    const restriction = { days: ['1'], time: '08:00', duration_in_minutes: 60 };
    expect(invitationKind(key(2, { temporary_duration: 'days', key_restriction: restriction }))).toBe('recurrent');
  });
});
