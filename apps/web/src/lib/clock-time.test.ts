import { describe, expect, it } from 'vitest';
import { formatClockTime } from './clock-time.ts';
import { formatInZone } from './dates.ts';

describe('the time of day without date-fns', () => {
  it('writes what formatInZone writes for "time", in both languages, across zones and their clock changes', () => {
    // Every 97 minutes over 2026 (the noon and midnight hours included), in zones with and without summer time.
    const start = Date.UTC(2026, 0, 1);
    const zones = ['America/Mexico_City', 'America/Tijuana', 'America/Cancun', 'Europe/Madrid', 'UTC'];
    let checked = 0;
    for (let at = start; at < Date.UTC(2027, 0, 1); at += 97 * 60_000)
      for (const zone of zones) {
        const expected = formatInZone(at, zone, 'time', 'en');
        expect(formatClockTime(at, zone)).toBe(expected);
        expect(formatInZone(at, zone, 'time', 'es')).toBe(expected);
        checked += 1;
      }
    expect(checked).toBeGreaterThan(27_000);
  });

  it('writes midnight and noon as 12', () => {
    expect(formatClockTime(Date.UTC(2026, 5, 1, 0, 5), 'UTC')).toBe('12:05AM');
    expect(formatClockTime(Date.UTC(2026, 5, 1, 12, 0), 'UTC')).toBe('12:00PM');
    expect(formatClockTime(Date.UTC(2026, 5, 1, 21, 30), 'America/Mexico_City')).toBe('03:30PM');
  });
});
