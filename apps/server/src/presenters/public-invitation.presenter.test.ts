// The public page's status of a key at an instant (publicStateOf), on rows built by hand: the window read
// inclusively like the gate, the QR kept for someone inside, and the order deleted > used > time.
import { describe, expect, it } from 'vitest';
import type { AccessKeyRow } from '../db/schema.ts';
import { publicStateOf } from './public-invitation.presenter.ts';

describe('publicStateOf', () => {
  const from = new Date('2026-06-01T15:00:00Z');
  const until = new Date('2026-06-01T17:00:00Z');
  const row = (extra: Partial<AccessKeyRow>) =>
    ({
      access_key_type_id: 1,
      deleted_at: null,
      last_movement: null,
      entries_count: 0,
      exits_count: 0,
      ...extra,
    }) as AccessKeyRow;
  const at = (iso: string, extra: Partial<AccessKeyRow> = {}) =>
    publicStateOf(row(extra), { from, until }, new Date(iso));

  it('reads the window inclusively, like the gate', () => {
    expect(at('2026-06-01T14:59:59Z')).toEqual({ status: 'not_yet_valid', isUsable: false });
    expect(at('2026-06-01T15:00:00Z')).toEqual({ status: 'valid', isUsable: true });
    expect(at('2026-06-01T17:00:00Z')).toEqual({ status: 'valid', isUsable: true });
    expect(at('2026-06-01T17:00:01Z')).toEqual({ status: 'expired', isUsable: false });
  });

  it('keeps the QR of someone inside whatever the time, from last_movement or from the counts', () => {
    expect(at('2026-06-01T14:00:00Z', { last_movement: 'access' })).toEqual({
      status: 'not_yet_valid',
      isUsable: true,
    });
    expect(at('2026-06-01T18:00:00Z', { entries_count: 1 })).toEqual({ status: 'expired', isUsable: true });
  });

  it('puts deleted before used, and used before time; a recurrent key is never used up', () => {
    const exited = { entries_count: 1, exits_count: 1, last_movement: 'exit' as const };
    expect(at('2026-06-01T16:00:00Z', { ...exited, deleted_at: new Date() }).status).toBe('deleted');
    expect(at('2026-06-01T18:00:00Z', exited).status).toBe('used');
    expect(at('2026-06-01T16:00:00Z', { ...exited, access_key_type_id: 5 }).status).toBe('used');
    expect(at('2026-06-01T16:00:00Z', { ...exited, access_key_type_id: 2 })).toEqual({
      status: 'valid',
      isUsable: true,
    });
  });
});
