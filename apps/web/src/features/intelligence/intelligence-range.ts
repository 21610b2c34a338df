// The Intelligence page's pure rules: the date range presets (days on the access point's clock), whether a
// chosen range may be asked for, and the labels that depend on the language (weekday order and names, hours,
// days on the axis, the length of a stay).
import { tz } from '@date-fns/tz';
import { daysInRange, INTELLIGENCE_MAX_DAYS } from '@garita/contract';
import { format } from 'date-fns';
import { LOCALES } from '../../lib/dates.ts';
import type { Language } from '../../lib/language.ts';

export const RANGE_PRESETS = ['today', 'last7', 'last30', 'thisMonth', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = 'last30';

export interface DayRange {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/** The day `by` days after `day` (YYYY-MM-DD), calendar arithmetic only. */
export function shiftDay(day: string, by: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);
}

/** The range a preset names, ending today (`today` is YYYY-MM-DD on the access point's clock). */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: shiftDay(today, -6), to: today };
    case 'last30':
      return { from: shiftDay(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

export type RangeProblem = 'missing' | 'reversed' | 'tooLong' | null;

/** Why a chosen range cannot be asked for (the server refuses the same), or null. */
export function rangeProblem(range: DayRange): RangeProblem {
  const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
  if (!isDay(range.from) || !isDay(range.to)) return 'missing';
  const days = daysInRange(range.from, range.to);
  if (days < 1) return 'reversed';
  if (days > INTELLIGENCE_MAX_DAYS) return 'tooLong';
  return null;
}

// Calendar days are formatted as UTC noon in UTC, whatever the browser's zone.
const utc = tz('UTC');
/** A calendar day as a Date at its noon UTC, so formatting in any zone keeps the same day. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** The weekdays (0 Sunday … 6 Saturday) in the order the language's calendars use. */
export function weekdayOrder(language: Language): number[] {
  const first = LOCALES[language].options?.weekStartsOn ?? 0;
  return Array.from({ length: 7 }, (_, i) => (first + i) % 7);
}

export function weekdayName(weekday: number, language: Language, width: 'short' | 'long' = 'short'): string {
  // 4 January 2026 was a Sunday.
  const day = noon(`2026-01-${String(4 + weekday).padStart(2, '0')}`);
  return format(day, width === 'short' ? 'EEE' : 'EEEE', { locale: LOCALES[language], in: utc });
}

/** "12 AM" … "11 PM" in English, "0:00" … "23:00" in Spanish. */
export function hourLabel(hour: number, language: Language): string {
  const at = new Date(Date.UTC(2026, 0, 4, hour));
  return format(at, language === 'en' ? 'h a' : 'H:mm', { locale: LOCALES[language], in: utc });
}

/** The heat map's column heading: "12a", "3p" in English, "0", "15" in Spanish. */
export function shortHourLabel(hour: number, language: Language): string {
  const at = new Date(Date.UTC(2026, 0, 4, hour));
  return format(at, language === 'en' ? 'haaaaa' : 'H', { locale: LOCALES[language], in: utc });
}

/** A day on the chart's axis: "Nov 23" / "23 nov". */
export function dayLabel(day: string, language: Language): string {
  return format(noon(day), language === 'en' ? 'MMM d' : 'd MMM', { locale: LOCALES[language], in: utc });
}

/** A day in full, for tables and tooltips: "Mon, Nov 23, 2026" / "lun, 23 nov 2026". */
export function longDayLabel(day: string, language: Language): string {
  return format(noon(day), language === 'en' ? 'EEE, MMM d, yyyy' : 'EEE, d MMM yyyy', {
    locale: LOCALES[language],
    in: utc,
  });
}

/** A stay as days, hours and minutes: { days: 0, hours: 1, minutes: 25 } (rounded to the minute). */
export function stayParts(minutes: number): { days: number; hours: number; minutes: number } {
  const total = Math.round(minutes);
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

/** How dark a heat-map cell is, 0 … 1, against the busiest cell. */
export function heat(value: number, max: number): number {
  return max > 0 ? value / max : 0;
}
