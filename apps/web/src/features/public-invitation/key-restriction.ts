// An invitation's weekday/hour restriction (key_restriction) in words: which days and which hours, read on
// the access point's wall clock like the gate reads them. Days as stored: '0' Sunday … '6' Saturday.
import type { KeyRestriction } from '@garita/contract';
import { formatInZone } from '../../lib/dates.ts';
import type { Language } from '../../lib/language.ts';

const FULL_DAY_MINUTES = 24 * 60;
/** Monday first, Sunday last: how both languages list a week. */
const WEEK_ORDER = ['1', '2', '3', '4', '5', '6', '0'] as const;
// 7 January 2024 was a Sunday: day d of that week names weekday d.
const weekdayName = (day: number, language: Language) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day)));

/** The allowed weekdays as one phrase ("Monday, Wednesday, and Friday"), or null when every day is allowed. */
export function restrictionDays(restriction: KeyRestriction, language: Language): string | null {
  const days = WEEK_ORDER.filter((day) => restriction.days.includes(day));
  if (days.length === 0 || days.length === WEEK_ORDER.length) return null;
  const names = days.map((day) => weekdayName(Number(day), language));
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names);
}

export interface HourWindow {
  start: string;
  end: string;
  /** The window ends after midnight, on the next day. */
  endsNextDay: boolean;
}

// A minute of the day as the spec writes a time (hh:mma), read on UTC's clock, which never skips an hour.
const clock = (minuteOfDay: number, language: Language) =>
  formatInZone(Date.UTC(2000, 0, 1, 0, minuteOfDay), 'UTC', 'time', language);

/** The allowed hours (spec's hh:mma), or null when the whole day is allowed. */
export function restrictionHours(restriction: KeyRestriction, language: Language): HourWindow | null {
  const [hours = 0, minutes = 0] = restriction.time.split(':').map(Number);
  const start = hours * 60 + minutes;
  const duration = Math.min(restriction.duration_in_minutes, FULL_DAY_MINUTES);
  if (duration >= FULL_DAY_MINUTES) return null;
  const end = start + duration;
  return {
    start: clock(start, language),
    end: clock(end % FULL_DAY_MINUTES, language),
    endsNextDay: end > FULL_DAY_MINUTES,
  };
}
