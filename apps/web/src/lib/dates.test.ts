import { describe, expect, it } from 'vitest';
import { formatInZone, parseInZone } from './dates.ts';

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
