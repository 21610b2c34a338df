// An instant's wall clock in an IANA time zone, read through the browser's Intl with one formatter per zone, kept for
// the page's life. The date and time on every list, card and payload come from here (dates.ts, clock-time.ts), so a
// screen of rows costs a few `formatToParts` calls instead of `@date-fns/tz`'s TZDate, which asked Intl for the
// zone's offset several times per value (issue 16, docs/benchmarks.md). Never through a local-time `Date`: a wall
// time in the browser zone's daylight-saving gap would come out an hour off.
import type { WallClock } from '@garita/contract';

/** What the formatter reads: every field as a number, the hours 0–23 (intl-warmup.ts makes the same call). */
export const WALL_CLOCK_FORMAT = {
  locale: 'en-US',
  options: {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  },
} as const satisfies { locale: string; options: Intl.DateTimeFormatOptions };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(WALL_CLOCK_FORMAT.locale, { ...WALL_CLOCK_FORMAT.options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * `value`'s wall clock in `timeZone` (the device's own when none): month 1–12, hour 0–23. Throws a RangeError for
 * an invalid date.
 */
export function wallClock(value: Date | string | number, timeZone?: string): WallClock {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(new Date(value)))
    if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  return clock;
}

export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}
