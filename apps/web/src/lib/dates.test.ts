import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { parseInZone } from './date-parsing.ts';
import { DATE_FORMATS, type DateFormat, formatInZone, LOCALES, todayIn, todayZone } from './dates.ts';

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

  it("writes what date-fns's format writes for every pattern, in both languages, across zones and clock changes", () => {
    // Every 97 hours 13 minutes 17 seconds over 2026 and 2027, and every 43 minutes of the days their clocks change,
    // in zones with and without summer time.
    const zones = ['America/Mexico_City', 'America/Tijuana', 'America/Cancun', 'Europe/Madrid', 'Asia/Kolkata', 'UTC'];
    const instants: number[] = [];
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += (97 * 3600 + 13 * 60 + 17) * 1000)
      instants.push(at);
    for (const day of [Date.UTC(2026, 2, 8), Date.UTC(2026, 2, 29), Date.UTC(2026, 9, 25), Date.UTC(2026, 10, 1)])
      for (let at = day; at < day + 86_400_000; at += 43 * 60_000) instants.push(at);
    const patterns = Object.keys(DATE_FORMATS) as DateFormat[];
    const differences: string[] = [];
    let checked = 0;
    for (const at of instants)
      for (const zone of zones)
        for (const pattern of patterns)
          for (const language of ['en', 'es'] as const) {
            const expected = format(new TZDate(at, zone), DATE_FORMATS[pattern], { locale: LOCALES[language] });
            const written = formatInZone(at, zone, pattern, language);
            if (written !== expected) differences.push(`${new Date(at).toISOString()} ${zone} ${pattern} ${language}`);
            checked += 1;
          }
    expect(differences).toEqual([]);
    expect(checked).toBeGreaterThan(25_000);
  });

  describe("in the browser zone's daylight-saving gap", () => {
    const deviceZone = process.env.TZ;
    afterEach(() => {
      if (deviceZone === undefined) delete process.env.TZ;
      else process.env.TZ = deviceZone;
    });

    it("writes a Mexico City time that does not exist on the device's clock", () => {
      // 2026-03-08 02:30 does not exist in New York (clocks jump from 02:00 to 03:00); in Mexico City it does.
      process.env.TZ = 'America/New_York';
      const at = Date.UTC(2026, 2, 8, 8, 30);
      expect(formatInZone(at, 'America/Mexico_City', 'dateTime', 'en')).toBe('8/Mar/26 02:30AM');
      expect(formatInZone(at, 'America/Mexico_City', 'payloadDateTime', 'es')).toBe('08/03/2026 02:30:00');
    });
  });

  it('refuses an invalid date as date-fns did', () => {
    expect(() => formatInZone('not a date', 'UTC', 'date', 'en')).toThrow(RangeError);
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
