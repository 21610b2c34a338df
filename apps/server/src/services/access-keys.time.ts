// Wall-clock time of access points: valid_from typed as 'DD/MM/YYYY HH:mm:ss' in an access point's zone,
// each key type's end of validity (calendar units keep the wall clock across daylight-saving changes),
// and calendar days of list filters. Instants are stored in UTC.
import { TZDate, tz } from '@date-fns/tz';
import { parseWallClock, type TemporaryDurationUnit } from '@garita/contract';
import { addDays, addHours, addMonths, addWeeks, format, startOfDay, subDays, subMonths } from '../lib/date-fns.ts';

export const DEFAULT_TIME_ZONE = 'America/Mexico_City';

/** The instant a wall-clock 'DD/MM/YYYY HH:mm:ss' names in `timeZone`. Throws on text the schema refused. */
export function wallClockToDate(text: string, timeZone: string): Date {
  const w = parseWallClock(text);
  if (!w) throw new Error(`not a wall-clock time: ${text}`);
  return new Date(new TZDate(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, timeZone).getTime());
}

export function formatWallClock(date: Date, timeZone: string): string {
  return format(new TZDate(date.getTime(), timeZone), 'dd/MM/yyyy HH:mm:ss');
}

/** End of validity: hours are elapsed time; days, weeks and months end at the same wall-clock time. */
export function addDuration(from: Date, count: number, unit: TemporaryDurationUnit, timeZone: string): Date {
  const options = { in: tz(timeZone) };
  const end =
    unit === 'hours'
      ? addHours(from, count)
      : unit === 'days'
        ? addDays(from, count, options)
        : unit === 'weeks'
          ? addWeeks(from, count, options)
          : addMonths(from, count, options);
  return new Date(end.getTime());
}

/** [start, end) of a calendar day 'YYYY-MM-DD' in `timeZone`. */
export function dayRange(isoDay: string, timeZone: string): { start: Date; end: Date } {
  const [year = 0, month = 1, day = 1] = isoDay.split('-').map(Number);
  const start = new TZDate(year, month - 1, day, 0, 0, 0, timeZone);
  return { start: new Date(start.getTime()), end: new Date(addDays(start, 1).getTime()) };
}

/** The invitation list's date presets, as a range of instants in the caller's zone. */
export function presetRange(
  preset: 'today' | 'last_week' | 'last_month' | string,
  now: Date,
  timeZone: string,
): { start: Date; end: Date } {
  const options = { in: tz(timeZone) };
  const today = startOfDay(now, options);
  const tomorrow = new Date(addDays(today, 1).getTime());
  if (preset === 'today') return { start: new Date(today.getTime()), end: tomorrow };
  if (preset === 'last_week') return { start: new Date(subDays(today, 7).getTime()), end: tomorrow };
  if (preset === 'last_month') return { start: new Date(subMonths(today, 1).getTime()), end: tomorrow };
  return dayRange(preset, timeZone);
}
