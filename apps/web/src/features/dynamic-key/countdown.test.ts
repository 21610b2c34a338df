import { describe, expect, it } from 'vitest';
import { DYNAMIC_KEY_LIFETIME_MS, formatCountdown, type KeyTiming, remainingMs, secondsLeft } from './countdown.ts';

const timing: KeyTiming = { requestedAt: { wall: 1_000_000, monotonic: 500 }, lifetimeMs: DYNAMIC_KEY_LIFETIME_MS };
const after = (wallMs: number, monotonicMs = wallMs) => ({ wall: 1_000_000 + wallMs, monotonic: 500 + monotonicMs });

describe('dynamic key countdown', () => {
  it('counts the 5 minutes from the request on the phone, whatever time the phone thinks it is', () => {
    expect(DYNAMIC_KEY_LIFETIME_MS).toBe(300_000);
    expect(secondsLeft(timing, after(0))).toBe(300);
    expect(secondsLeft(timing, after(1))).toBe(300);
    expect(secondsLeft(timing, after(1_000))).toBe(299);
    expect(secondsLeft(timing, after(299_001))).toBe(1);
    expect(secondsLeft(timing, after(300_000))).toBe(0);
    expect(secondsLeft(timing, after(400_000))).toBe(0);
  });

  it('ignores the wall clock set back, and a monotonic clock paused by sleep', () => {
    // The user (or NTP) moves the clock back a minute after 30 s: still 4:30 left.
    expect(remainingMs(timing, after(-60_000, 30_000))).toBe(270_000);
    // The phone slept 10 minutes; the monotonic clock saw only 2 s of it: the key is over.
    expect(secondsLeft(timing, after(600_000, 2_000))).toBe(0);
  });

  it('never shows more than the lifetime when the screen last ticked before the request left (it showed 5:01)', () => {
    expect(secondsLeft(timing, after(-800))).toBe(300);
    expect(remainingMs(timing, after(-800, -800))).toBe(300_000);
  });

  it('shows minutes and seconds', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
