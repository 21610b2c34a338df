// The dynamic key's time-based code: RFC 6238's own test vectors (HMAC-SHA-1, 8 digits, 30 s steps) and the rules
// of checkPersonalCode. Every instant is passed in (`now`): these run under moved clocks in CI.
import { DYNAMIC_KEY_VALIDITY_SECONDS } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import {
  checkPersonalCode,
  isPersonalQr,
  newPersonalSecret,
  nextUsableStep,
  PERSONAL_CODE_STEP_SECONDS,
  parsePersonalQr,
  personalCode,
  personalCodeValidity,
  personalQr,
  personalQrForStep,
  stepAt,
} from './totp.ts';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890" (here in base32).
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

const STEP_MS = PERSONAL_CODE_STEP_SECONDS * 1000;
const NOW = new Date('2026-11-24T06:30:10Z');
const secret = newPersonalSecret();
const current = stepAt(NOW);
const check = (step: number, now = NOW, lastUsedStep: number | null = null, code = personalCode(secret, step)) =>
  checkPersonalCode({ secret, step, code, now, lastUsedStep });

describe('the code', () => {
  it.each(RFC_VECTORS)('is RFC 6238 at %i s', (seconds, code) => {
    const now = new Date(seconds * 1000);
    expect(personalCode(RFC_SECRET, stepAt(now))).toBe(code);
    expect(personalQr(7, RFC_SECRET, now)).toBe(`P.7.${stepAt(now)}.${code}`);
  });

  it('comes from a new 160-bit secret each time', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newPersonalSecret()).not.toBe(secret);
  });

  it('is valid from its step start for the dynamic key’s 5 minutes', () => {
    const { from, until } = personalCodeValidity(current);
    expect(from.getTime()).toBe(current * STEP_MS);
    expect(until.getTime() - from.getTime()).toBe(DYNAMIC_KEY_VALIDITY_SECONDS * 1000);
  });

  it('is the next step’s after a use in the current step', () => {
    expect(nextUsableStep(NOW, null)).toBe(current);
    expect(nextUsableStep(NOW, current - 3)).toBe(current);
    expect(nextUsableStep(NOW, current)).toBe(current + 1);
    expect(personalQr(3, secret, NOW, current)).toBe(personalQrForStep(3, secret, current + 1));
  });
});

describe('the QR text', () => {
  it('reads back', () => {
    const text = personalQrForStep(42, secret, current);
    expect(isPersonalQr(text)).toBe(true);
    expect(parsePersonalQr(text)).toEqual({ userId: 42, step: current, code: personalCode(secret, current) });
  });

  it.each([
    'P.42.123',
    'P.42.123.1234567',
    'P.42.123.123456789',
    'P.0.123.12345678',
    'P.-1.123.12345678',
    'P.42.1e3.12345678',
    'P.42.123.12345678.',
    'abcdefghijklmnopqrstuv',
  ])('is not a personal code when it is %s', (text) => {
    expect(parsePersonalQr(text)).toBeNull();
  });
});

describe('checkPersonalCode', () => {
  it('accepts the current code and one a step ahead (a clock running fast)', () => {
    expect(check(current)).toEqual({ ok: true });
    expect(check(current + 1)).toEqual({ ok: true });
  });

  it('refuses a code two steps ahead as not in time', () => {
    expect(check(current + 2)).toEqual({ ok: false, reason: 'not_in_time' });
  });

  it('accepts a code up to 5 minutes after its step start, not a moment later', () => {
    const { until } = personalCodeValidity(current);
    expect(check(current, until)).toEqual({ ok: true });
    expect(check(current, new Date(until.getTime() + 1))).toEqual({ ok: false, reason: 'not_in_time' });
    const sixMinutesOld = stepAt(new Date(NOW.getTime() - 6 * 60_000));
    expect(check(sixMinutesOld)).toEqual({ ok: false, reason: 'not_in_time' });
  });

  it('accepts the code shown after a second use inside one step, one step after the last used', () => {
    expect(check(current + 2, NOW, current + 1)).toEqual({ ok: true });
    expect(nextUsableStep(NOW, current + 1)).toBe(current + 2);
    expect(check(current + 3, NOW, current + 1)).toEqual({ ok: false, reason: 'not_in_time' });
  });

  it('refuses the step used and every earlier one as replaced, a later one still opens', () => {
    expect(check(current, NOW, current)).toEqual({ ok: false, reason: 'visitor_key' });
    expect(check(current - 1, NOW, current)).toEqual({ ok: false, reason: 'visitor_key' });
    expect(check(current + 1, NOW, current)).toEqual({ ok: true });
  });

  it('refuses a wrong code first, whatever its step', () => {
    const wrong = personalCode(secret, current) === '00000000' ? '00000001' : '00000000';
    expect(check(current, NOW, null, wrong)).toEqual({ ok: false, reason: 'invalid_key' });
    expect(check(current - 100, NOW, current, personalCode(secret, current))).toEqual({
      ok: false,
      reason: 'invalid_key',
    });
    expect(check(current, NOW, null, personalCode(newPersonalSecret(), current)).ok).toBe(false);
  });
});
