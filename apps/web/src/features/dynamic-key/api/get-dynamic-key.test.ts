import { describe, expect, it } from 'vitest';
import { DYNAMIC_KEY_LIFETIME_MS } from '../countdown.ts';
import { nextIssuedKey } from './get-dynamic-key.ts';

const at = (wall: number) => ({ wall, monotonic: wall });
const answer = (unique_id: string, seconds_left = 300) => ({
  unique_id,
  valid_until: '2026-11-20T18:00:00.000Z',
  seconds_left,
});

describe('nextIssuedKey', () => {
  it('keeps the shown key and its countdown when the server gives it again', () => {
    const shown = nextIssuedKey(undefined, answer('k1'), at(1_000));
    expect(nextIssuedKey(shown, answer('k1', 250), at(51_000))).toBe(shown);
  });

  it('switches to the new key once the shown one was used, counting from the new request', () => {
    const shown = nextIssuedKey(undefined, answer('k1'), at(1_000));
    const next = nextIssuedKey(shown, answer('k2'), at(60_000));
    expect(next).toMatchObject({ uniqueId: 'k2', requestedAt: at(60_000), lifetimeMs: DYNAMIC_KEY_LIFETIME_MS });
  });

  it('counts a code asked for anew at 0 afresh, even the same one (the phone’s clock ran ahead)', () => {
    const shown = nextIssuedKey(undefined, answer('P.1.2.12345678'), at(1_000));
    const again = nextIssuedKey(shown, answer('P.1.2.12345678', 40), at(400_000), false);
    expect(again).not.toBe(shown);
    expect(again).toMatchObject({ uniqueId: 'P.1.2.12345678', requestedAt: at(400_000), lifetimeMs: 40_000 });
  });

  it('counts no longer than the server said the key has left (a key another device got earlier)', () => {
    expect(nextIssuedKey(undefined, answer('k3', 120), at(0)).lifetimeMs).toBe(120_000);
    expect(nextIssuedKey(undefined, answer('k4', 900), at(0)).lifetimeMs).toBe(DYNAMIC_KEY_LIFETIME_MS);
  });
});
