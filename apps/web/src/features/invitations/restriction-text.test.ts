import { describe, expect, it } from 'vitest';
import { restrictionDays, restrictionWindow } from './restriction-text.ts';

describe('restriction text', () => {
  it('reads the window', () => {
    expect(restrictionWindow({ days: ['1'], time: '08:00', duration_in_minutes: 540 })).toEqual({
      allDay: false,
      from: '08:00',
      to: '17:00',
      endsNextDay: false,
    });
    expect(restrictionWindow({ days: ['5'], time: '22:30', duration_in_minutes: 480 })).toMatchObject({
      to: '06:30',
      endsNextDay: true,
    });
    expect(restrictionWindow({ days: ['5'], time: '00:00', duration_in_minutes: 1440 }).allDay).toBe(true);
    expect(restrictionWindow({ days: ['5'], time: '10:00', duration_in_minutes: 840 })).toMatchObject({
      to: '00:00',
      endsNextDay: false,
    });
  });

  it('lists the days Monday first', () => {
    expect(restrictionDays({ days: ['0', '5', '1'], time: '00:00', duration_in_minutes: 60 })).toEqual({
      everyDay: false,
      days: ['1', '5', '0'],
    });
    const all = { days: ['0', '1', '2', '3', '4', '5', '6'] as const, time: '00:00', duration_in_minutes: 60 };
    expect(restrictionDays({ ...all, days: [...all.days] }).everyDay).toBe(true);
  });
});
