// The one format of 422 field paths: the request part first, then the keys inside it.
import { describe, expect, it } from 'vitest';
import { bodyFieldPath, fieldPath } from './errors.ts';

describe('field paths', () => {
  it('puts body values under body., keeping paths that already name their part', () => {
    expect(fieldPath('user.phone')).toBe('body.user.phone');
    expect(fieldPath('guests.1.name')).toBe('body.guests.1.name');
    expect(fieldPath('querystring.exit_gate')).toBe('querystring.exit_gate');
    expect(fieldPath('body.gate_id')).toBe('body.gate_id');
    expect(fieldPath('')).toBe('body');
  });

  it('reads the path inside the body back', () => {
    expect(bodyFieldPath('body.access_key.name')).toBe('access_key.name');
    expect(bodyFieldPath('body')).toBe('');
    expect(bodyFieldPath('querystring.gate')).toBeUndefined();
    expect(bodyFieldPath('params.id')).toBeUndefined();
  });
});
