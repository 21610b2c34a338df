// When the daily purge is due and where its windows start, on named clocks: Mexico City (UTC−6 all year) and
// Tijuana, across its daylight-saving changes. A window of N days keeps today and the N local days before it.
import { describe, expect, it } from 'vitest';
import { wallClockToDate } from './access-keys.time.ts';
import { purgeDue, retentionCutoff } from './purge.service.ts';

const at = (wallClock: string, zone: string) => wallClockToDate(`${wallClock}:00`, zone);
const MX = 'America/Mexico_City';
const TJ = 'America/Tijuana';

describe('retentionCutoff', () => {
  it("starts at a local midnight of the network's zone, N days before today", () => {
    expect(retentionCutoff(at('24/11/2026 03:30', MX), 30, MX)).toEqual(at('25/10/2026 00:00', MX));
    // 01:30 in Mexico City is still 23 November in Tijuana.
    expect(retentionCutoff(at('24/11/2026 01:30', MX), 30, MX)).toEqual(at('25/10/2026 00:00', MX));
    expect(retentionCutoff(at('24/11/2026 01:30', MX), 30, TJ)).toEqual(at('24/10/2026 00:00', TJ));
    expect(retentionCutoff(at('24/11/2026 00:00', MX), 365, MX)).toEqual(at('24/11/2025 00:00', MX));
  });

  it("counts calendar days across Tijuana's clock changes, not 24-hour periods", () => {
    // Back from PST into PDT (the 2 November 2026 change lies between).
    expect(retentionCutoff(at('24/11/2026 03:05', TJ), 60, TJ).toISOString()).toBe('2026-09-25T07:00:00.000Z');
    // Across spring-forward on 8 March 2026: midnight on 1 March is PST (UTC−8).
    expect(retentionCutoff(at('10/03/2026 03:00', TJ), 9, TJ).toISOString()).toBe('2026-03-01T08:00:00.000Z');
  });
});

describe('purgeDue', () => {
  const mx = { time_zone: MX };
  const tj = { time_zone: TJ };
  it("is due from the purge hour of the network's clock, once per local day", () => {
    expect(purgeDue(mx, undefined, at('24/11/2026 02:59', MX), 3)).toBe(false);
    expect(purgeDue(mx, undefined, at('24/11/2026 03:00', MX), 3)).toBe(true);
    expect(purgeDue(mx, at('24/11/2026 03:00', MX), at('24/11/2026 23:59', MX), 3)).toBe(false);
    // Yesterday on the network's clock, though the same day in UTC.
    expect(purgeDue(mx, at('23/11/2026 17:00', MX), at('24/11/2026 03:00', MX), 3)).toBe(true);
    // 03:30 in Mexico City is 01:30 in Tijuana.
    expect(purgeDue(tj, undefined, at('24/11/2026 03:30', MX), 3)).toBe(false);
    expect(purgeDue(tj, at('23/11/2026 03:00', TJ), at('24/11/2026 03:00', TJ), 3)).toBe(true);
  });
});
