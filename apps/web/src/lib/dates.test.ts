import { describe, expect, it } from 'vitest';
import { parseInZone } from './date-parsing.ts';
import { formatInZone, todayIn, todayZone } from './dates.ts';

// 2026-01-05 21:30 UTC is 15:30 in Mexico City (UTC-6) and 16:30 in Cancún (UTC-5).
const instant = new Date(Date.UTC(2026, 0, 5, 21, 30, 0));

describe('dates in an access point time zone', () => {
  it('formats the wall clock of the zone in the UI language', () => {
    expect(formatInZone(instant, 'America/Mexico_City', 'dateTime', 'en')).toBe('5/Jan/26 03:30PM');
    expect(formatInZone(instant, 'America/Cancun', 'time', 'en')).toBe('04:30PM');
    expect(formatInZone(instant, 'America/Mexico_City', 'dayMonth', 'es')).toBe('05 ene');
    expect(formatInZone(instant, 'America/Mexico_City', 'payloadDateTime', 'es')).toBe('05/01/2026 15:30:00');
    expect(formatInZone(instant.toISOString(), 'UTC', 'query', 'en')).toBe('2026-01-05');
  });

  it('changes the calendar day across zones', () => {
    const lateUtc = new Date(Date.UTC(2026, 0, 6, 3, 0, 0));
    expect(formatInZone(lateUtc, 'UTC', 'customAttribute', 'en')).toBe('06-01-2026');
    expect(formatInZone(lateUtc, 'America/Tijuana', 'customAttribute', 'en')).toBe('05-01-2026');
  });

  it('reads a wall-clock payload as happening in the zone', () => {
    expect(parseInZone('05/01/2026 15:30:00', 'payloadDateTime', 'America/Mexico_City').toISOString()).toBe(
      instant.toISOString(),
    );
  });
});

describe('"today" on an access point clock', () => {
  const points = [
    { id: 1, time_zone: 'America/Mexico_City' },
    { id: 2, time_zone: 'America/Tijuana' },
  ];

  it('takes the chosen point, else the starting one, else the network first', () => {
    expect(todayZone(points, 2)).toBe('America/Tijuana');
    expect(todayZone(points, null, 'America/Tijuana')).toBe('America/Tijuana');
    expect(todayZone(points, null)).toBe('America/Mexico_City');
    expect(todayZone(points, 99, 'America/Cancun')).toBe('America/Cancun');
  });

  it('names a different day in Mexico City and Tijuana between 06:00 and 08:00 UTC', () => {
    const at = new Date('2026-11-24T06:30:00Z');
    expect(todayIn('America/Mexico_City', at)).toBe('2026-11-24');
    expect(todayIn('America/Tijuana', at)).toBe('2026-11-23');
    expect(todayIn(todayZone(points, 2), at)).toBe('2026-11-23');
  });
});
