// Dates and times shown per UI language and read or written in an access point's IANA time zone (spec §9 formats).
import type { Month } from 'date-fns';
import { enUS, es } from 'date-fns/locale';
import type { Language } from './language.ts';
import { twoDigits, wallClock } from './wall-clock.ts';

export const DATE_FORMATS = {
  /** Lists: 3/ene/26 */
  date: 'd/MMM/yy',
  /** Cards: 05 ene */
  dayMonth: 'dd MMM',
  /** 03:15PM */
  time: 'hh:mma',
  dateTime: 'd/MMM/yy hh:mma',
  /** valid_from and event start_date payloads */
  payloadDateTime: 'dd/MM/yyyy HH:mm:ss',
  /** custom attribute values sent to the server */
  customAttribute: 'dd-MM-yyyy',
  /** custom attribute values shown */
  customAttributeDisplay: 'dd/MMM/yyyy',
  /** logbook date filter */
  query: 'yyyy-MM-dd',
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;

export const LOCALES = { en: enUS, es } as const;

export type DateInput = Date | string | number;

/** The words a pattern needs, as date-fns's `format` takes them from the locale ("ene", "AM"), once per language. */
interface Words {
  months: readonly string[];
  am: string;
  pm: string;
}
const words = new Map<Language, Words>();

function wordsOf(language: Language): Words {
  let found = words.get(language);
  if (!found) {
    const { localize } = LOCALES[language];
    const width = { width: 'abbreviated', context: 'formatting' } as const;
    found = {
      months: Array.from({ length: 12 }, (_, month) => localize.month(month as Month, width)),
      am: localize.dayPeriod('am', width),
      pm: localize.dayPeriod('pm', width),
    };
    words.set(language, found);
  }
  return found;
}

// The tokens of DATE_FORMATS, with date-fns's meaning (https://date-fns.org/docs/format); the rest is written as is.
const TOKENS = /yyyy|yy|MMM|MM|dd|d|HH|hh|mm|ss|a/g;

/**
 * Formats an instant as the wall clock of `timeZone`, in the words of `language`: what date-fns's `format` writes
 * for the same pattern and locale (dates.test.ts compares them), from the zone's wall clock read through Intl.
 */
export function formatInZone(value: DateInput, timeZone: string, pattern: DateFormat, language: Language): string {
  const { year, month, day, hour, minute, second } = wallClock(value, timeZone);
  const { months, am, pm } = wordsOf(language);
  return DATE_FORMATS[pattern].replace(TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return String(year).padStart(4, '0');
      case 'yy':
        return twoDigits(year % 100);
      case 'MMM':
        return months[month - 1] ?? '';
      case 'MM':
        return twoDigits(month);
      case 'dd':
        return twoDigits(day);
      case 'd':
        return String(day);
      case 'HH':
        return twoDigits(hour);
      case 'hh':
        return twoDigits(hour % 12 || 12);
      case 'mm':
        return twoDigits(minute);
      case 'ss':
        return twoDigits(second);
      default:
        return hour < 12 ? am : pm;
    }
  });
}

/** The browser's own zone, for screens that have no access point. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The zone whose calendar "today" means on a screen filtered by access point: the chosen point's, else the
 * starting point's (a guard's own), else the network's first. The browser's zone only while none is known.
 */
export function todayZone(
  points: readonly { id: number; time_zone: string }[],
  chosenId: number | null,
  startingZone?: string | null,
): string {
  return (
    points.find((point) => point.id === chosenId)?.time_zone ?? startingZone ?? points[0]?.time_zone ?? localTimeZone()
  );
}

/** Today as YYYY-MM-DD on the clock of `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return formatInZone(now, timeZone, 'query', 'en');
}

/**
 * The zone's name as people say it in `language`, the same all year (en "Pacific Time", es "hora del
 * Pacífico" for America/Tijuana); the IANA name when the browser knows no such name. `at` picks the instant
 * for zones whose name changed over time.
 */
export function zoneName(timeZone: string, language: Language, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
