import { describe, expect, it } from 'vitest';
import { restrictionDays, restrictionHours } from './key-restriction.ts';

const weekdays = { days: ['1', '2', '3', '4', '5'], time: '08:00', duration_in_minutes: 540 } as const;
const r = (extra: object) => ({ ...weekdays, days: [...weekdays.days], ...extra });

describe('restrictionDays', () => {
  it('lists the days Monday first, in the language', () => {
    expect(restrictionDays(r({ days: ['5', '1', '3'] }), 'en')).toBe('Monday, Wednesday, and Friday');
    expect(restrictionDays(r({ days: ['0', '6'] }), 'es')).toBe('sábado y domingo');
  });

  it('says nothing when every day (or, as stored by old rows, no day) is allowed', () => {
    expect(restrictionDays(r({ days: ['0', '1', '2', '3', '4', '5', '6'] }), 'en')).toBeNull();
    expect(restrictionDays(r({ days: [] }), 'es')).toBeNull();
  });
});

describe('restrictionHours', () => {
  it('gives the window in hh:mma', () => {
    expect(restrictionHours(r({}), 'en')).toEqual({ start: '08:00AM', end: '05:00PM', endsNextDay: false });
  });

  it('ends on the next day past midnight, exactly at midnight on the same day', () => {
    expect(restrictionHours(r({ time: '22:00', duration_in_minutes: 480 }), 'en')).toEqual({
      start: '10:00PM',
      end: '06:00AM',
      endsNextDay: true,
    });
    expect(restrictionHours(r({ time: '18:30', duration_in_minutes: 330 }), 'en')).toEqual({
      start: '06:30PM',
      end: '12:00AM',
      endsNextDay: false,
    });
  });

  it('says nothing for the whole day', () => {
    expect(restrictionHours(r({ time: '00:00', duration_in_minutes: 1440 }), 'es')).toBeNull();
  });
});
