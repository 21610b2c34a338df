// Reading dates typed or sent as text (lib/dates.ts formats them). Apart from dates.ts because date-fns's parser is
// about 9 KB gzip that the lists' cards, which only format, need not download.
import { tz } from '@date-fns/tz';
import { format, isValid, parse } from 'date-fns';
import { DATE_FORMATS, type DateFormat, LOCALES } from './dates.ts';
import type { Language } from './language.ts';

/** Reads a wall-clock text (e.g. a valid_from) as happening in `timeZone`; returns the instant. */
export function parseInZone(text: string, pattern: DateFormat, timeZone: string): Date {
  const parsed = parse(text, DATE_FORMATS[pattern], new Date(), { in: tz(timeZone) });
  return new Date(parsed.getTime());
}

/**
 * A custom date attribute's value (DD-MM-YYYY, spec §5) as DD/MMM/YYYY in `language`'s month abbreviations
 * (en 24/Nov/2026, es 24/nov/2026); null when the text is not a real calendar day in that form. A date attribute
 * is a day, not an instant: no time zone applies.
 */
export function formatAttributeDate(text: string, language: Language): string | null {
  if (!/^\d{2}-\d{2}-\d{4}$/.test(text)) return null;
  const day = parse(text, DATE_FORMATS.customAttribute, new Date(2000, 0, 1));
  if (!isValid(day)) return null;
  return format(day, DATE_FORMATS.customAttributeDisplay, { locale: LOCALES[language] });
}
