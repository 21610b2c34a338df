// Formats dates in the current UI language; screens pass the access point's IANA time zone.
import { useTranslation } from 'react-i18next';
import { type DateFormat, type DateInput, formatInZone, localTimeZone } from './dates.ts';
import { DEFAULT_LANGUAGE, normalizeLanguage } from './language.ts';

export function useFormatDate(): (value: DateInput, pattern: DateFormat, timeZone?: string) => string {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  return (value, pattern, timeZone = localTimeZone()) => formatInZone(value, timeZone, pattern, language);
}
