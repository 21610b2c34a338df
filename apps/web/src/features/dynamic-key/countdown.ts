// How long the resident's dynamic key has left, without trusting the phone's clock against the server's.
//
// The server issues each key valid DYNAMIC_KEY_VALIDITY_SECONDS from the moment it answers (and the next
// request supersedes it). A phone's clock can be minutes off the server's, so comparing valid_until with
// Date.now() could show a dead code as live, or the reverse. Instead the lifetime is counted on the phone
// itself from the moment the request was sent — which is never after the server issued the key, so the
// countdown ends no later than the key. Two clocks measure that time: the monotonic one (performance.now,
// immune to clock changes) and the wall clock (which keeps running while the phone sleeps, when the
// monotonic one may pause); the larger elapsed time wins, so either problem only makes the code refresh early.
import { DYNAMIC_KEY_VALIDITY_SECONDS } from '@garita/contract';

export const DYNAMIC_KEY_LIFETIME_MS = DYNAMIC_KEY_VALIDITY_SECONDS * 1000;

export interface ClockReading {
  /** Date.now() */
  wall: number;
  /** performance.now() */
  monotonic: number;
}

export interface KeyTiming {
  /** Both clocks when the request for the key was sent. */
  requestedAt: ClockReading;
  lifetimeMs: number;
}

export const readClock = (): ClockReading => ({ wall: Date.now(), monotonic: performance.now() });

export function remainingMs(timing: KeyTiming, now: ClockReading): number {
  // A reading taken before the request (the screen's last tick) counts as no time elapsed, never as extra time.
  const elapsed = Math.max(0, now.wall - timing.requestedAt.wall, now.monotonic - timing.requestedAt.monotonic);
  return timing.lifetimeMs - elapsed;
}

/** Whole seconds left, as the countdown shows them (0 once the key is over). */
export function secondsLeft(timing: KeyTiming, now: ClockReading): number {
  return Math.max(0, Math.ceil(remainingMs(timing, now) / 1000));
}

/** 299 -> '4:59'. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}
