// The time of day as the spec writes it (§9 "03:15PM", `DATE_FORMATS.time` in dates.ts) through the browser's Intl,
// for a screen that would otherwise load date-fns and its locales (about 13 KB gzip) for this alone: the guard's gate
// choice, whose offline line says when its data was taken. The same text in both languages, as date-fns writes it.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** `value`'s wall clock in `timeZone` (the device's own when none), e.g. 03:15PM. */
export function formatClockTime(value: Date | string | number, timeZone?: string): string {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hour12: true, timeZone });
    formatters.set(key, formatter);
  }
  const parts = new Map(formatter.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  return `${parts.get('hour')}:${parts.get('minute')}${parts.get('dayPeriod')?.toUpperCase()}`;
}
