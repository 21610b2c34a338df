// When an event happens, on the clock of the zone it was typed in (spec §2: the detail shows the range in the
// access point's time zone): the start with its date, the end with its date only when it is another day.
import type { Event } from '@garita/contract';
import { formatInZone } from '../../lib/dates.ts';
import type { Language } from '../../lib/language.ts';

export function eventTimeRange(
  event: Pick<Event, 'start_date' | 'end_date' | 'time_zone_name'>,
  language: Language,
): { start: string; end: string } {
  const zone = event.time_zone_name;
  const sameDay =
    formatInZone(event.start_date, zone, 'query', language) === formatInZone(event.end_date, zone, 'query', language);
  return {
    start: formatInZone(event.start_date, zone, 'dateTime', language),
    end: formatInZone(event.end_date, zone, sameDay ? 'time' : 'dateTime', language),
  };
}
