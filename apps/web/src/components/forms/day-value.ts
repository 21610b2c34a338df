// The values the day and time-of-day fields trade with their forms (the same texts the browser's date and time
// inputs gave: YYYY-MM-DD and HH:mm, '' while empty or incomplete) and how the fields show them on screen (the
// spec's DD/MM/YYYY and 24-hour HH:mm in both languages, Mexico's habit, whatever the browser's own locale).
import { format, isValid, parse } from 'date-fns';

/** What the fields show and accept from the keyboard. */
export const FIELD_FORMATS = { day: 'dd/MM/yyyy', time: 'HH:mm' } as const;
/** What the fields hand their forms. */
export const VALUE_FORMATS = { day: 'yyyy-MM-dd', time: 'HH:mm' } as const;
export type FieldKind = keyof typeof VALUE_FORMATS;

const VALUE_PATTERNS: Record<FieldKind, RegExp> = { day: /^\d{4}-\d{2}-\d{2}$/, time: /^\d{2}:\d{2}$/ };

// Any fixed day will do as the base of a time of day (it has no date of its own).
const TIME_BASE = new Date(2000, 0, 1);

/** A form's value as the picker's date (local midnight of that day, or that time on a fixed day); null when empty. */
export function valueToDate(value: string, kind: FieldKind): Date | null {
  if (!VALUE_PATTERNS[kind].test(value)) return null;
  const date = parse(value, VALUE_FORMATS[kind], TIME_BASE);
  return isValid(date) ? date : null;
}

/**
 * The picker's date as a form's value; '' while empty or not yet a whole, real date. A year still being typed
 * (the field reads "2" as the year 0002) counts as not yet whole, so a filter does not ask for year 2.
 */
export function dateToValue(date: Date | null, kind: FieldKind): string {
  if (!date || !isValid(date) || (kind === 'day' && date.getFullYear() < 1000)) return '';
  return format(date, VALUE_FORMATS[kind]);
}

/** A form's value as the field shows it (DD/MM/YYYY, HH:mm); '' when empty. */
export function displayValue(value: string, kind: FieldKind): string {
  const date = valueToDate(value, kind);
  return date ? format(date, FIELD_FORMATS[kind]) : '';
}
