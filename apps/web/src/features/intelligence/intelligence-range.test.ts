import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  heat,
  hourLabel,
  longDayLabel,
  presetRange,
  rangeProblem,
  shiftDay,
  shortHourLabel,
  stayParts,
  weekdayName,
  weekdayOrder,
} from './intelligence-range.ts';

describe('intelligence range presets', () => {
  it('ends every preset today, both days included', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('last7', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('last30', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetRange('thisMonth', '2026-03-17')).toEqual({ from: '2026-03-01', to: '2026-03-17' });
  });

  it('moves across months, years and leap days', () => {
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('refuses what the server refuses: no day, reversed, over 366 days', () => {
    expect(rangeProblem({ from: '', to: '2026-01-01' })).toBe('missing');
    expect(rangeProblem({ from: '2026-01-02', to: '2026-01-01' })).toBe('reversed');
    expect(rangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe('tooLong');
  });
});

describe('labels per language', () => {
  it('orders weekdays as each language does and names them', () => {
    expect(weekdayOrder('en')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder('es')).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayName(0, 'en')).toBe('Sun');
    expect(weekdayName(1, 'es')).toBe('lun');
    expect(weekdayName(3, 'es', 'long')).toBe('miércoles');
    expect([0, 1, 2, 3, 4, 5, 6].map((day) => weekdayName(day, 'en'))).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
  });

  it('writes hours and days the local way', () => {
    expect(hourLabel(0, 'en')).toBe('12 AM');
    expect(hourLabel(15, 'en')).toBe('3 PM');
    expect(hourLabel(0, 'es')).toBe('0:00');
    expect(hourLabel(15, 'es')).toBe('15:00');
    expect(shortHourLabel(0, 'en')).toBe('12a');
    expect(shortHourLabel(15, 'en')).toBe('3p');
    expect(shortHourLabel(15, 'es')).toBe('15');
    expect(dayLabel('2026-11-23', 'en')).toBe('Nov 23');
    expect(dayLabel('2026-11-23', 'es')).toBe('23 nov');
    expect(longDayLabel('2026-11-23', 'en')).toBe('Mon, Nov 23, 2026');
    expect(longDayLabel('2026-11-23', 'es')).toBe('lun, 23 nov 2026');
  });

  it('splits a stay into days, hours and minutes', () => {
    expect(stayParts(85.4)).toEqual({ days: 0, hours: 1, minutes: 25 });
    expect(stayParts(1500)).toEqual({ days: 1, hours: 1, minutes: 0 });
    expect(stayParts(0.2)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('shades cells against the busiest one', () => {
    expect(heat(5, 10)).toBe(0.5);
    expect(heat(0, 0)).toBe(0);
  });
});
