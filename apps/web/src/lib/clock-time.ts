// The time of day as the spec writes it (§9 "03:15PM", `DATE_FORMATS.time` in dates.ts) without date-fns's locales
// (about 13 KB gzip), for the guard's gate choice, whose offline line says when its data was taken. The same text in
// both languages, as formatInZone writes it.
import { twoDigits, wallClock } from './wall-clock.ts';

/** `value`'s wall clock in `timeZone` (the device's own when none), e.g. 03:15PM. */
export function formatClockTime(value: Date | string | number, timeZone?: string): string {
  const { hour, minute } = wallClock(value, timeZone);
  return `${twoDigits(hour % 12 || 12)}:${twoDigits(minute)}${hour < 12 ? 'AM' : 'PM'}`;
}
