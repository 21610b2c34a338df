import { describe, expect, it } from 'vitest';
import { MEXICO_TIME_ZONES, timeZoneChoices, timeZoneLabel, utcOffsetLabel } from './time-zones.ts';

describe('time zone choices', () => {
  it("puts Mexico's zones first, then the rest in order, each once", () => {
    const choices = timeZoneChoices(['Europe/Madrid', 'America/Tijuana', 'America/Bogota', 'America/Mexico_City']);
    expect(choices).toEqual(['America/Mexico_City', 'America/Tijuana', 'America/Bogota', 'Europe/Madrid']);
  });

  it("knows every Mexican zone in this runtime's list", () => {
    const all = timeZoneChoices();
    expect(all.slice(0, MEXICO_TIME_ZONES.length)).toEqual([...MEXICO_TIME_ZONES]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('labels a zone with its offset at the given instant, daylight saving included', () => {
    expect(utcOffsetLabel('America/Tijuana', new Date('2026-07-01T12:00:00Z'))).toBe('UTC−07:00');
    expect(utcOffsetLabel('America/Tijuana', new Date('2026-12-01T12:00:00Z'))).toBe('UTC−08:00');
    expect(utcOffsetLabel('UTC', new Date('2026-12-01T12:00:00Z'))).toBe('UTC+00:00');
    expect(timeZoneLabel('America/Mexico_City', new Date('2026-12-01T12:00:00Z'))).toBe(
      'America/Mexico City (UTC−06:00)',
    );
  });
});
