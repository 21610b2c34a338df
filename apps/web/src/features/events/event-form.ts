// The event form (spec §5 "Event", "Edit event"): name, description, start day and time, tolerance 1–24 h
// (default 1) and at least one access point; the start is wall-clock time at the first chosen access point,
// sent as DD/MM/YYYY HH:mm:ss. Guests are kept apart (guests.ts); the create body puts both together.
import {
  type CreateEventRequest,
  EVENT_TOLERANCE_DEFAULT_HOURS,
  EVENT_TOLERANCE_HOURS,
  type Event,
  MAX_NAME,
  MAX_NOTES,
  OWN_EVENT_TYPE_ID,
  type UpdateEventRequest,
} from '@garita/contract';
import { z } from 'zod';
import { formatInZone } from '../../lib/dates.ts';
import { type PendingGuest, toGuestInput } from './guests.ts';

export const TOLERANCE_OPTIONS = Array.from(
  { length: EVENT_TOLERANCE_HOURS.max - EVENT_TOLERANCE_HOURS.min + 1 },
  (_, i) => EVENT_TOLERANCE_HOURS.min + i,
);

export const EventFormSchema = z.object({
  name: z.string().trim().min(1).max(MAX_NAME),
  description: z.string().trim().min(1).max(MAX_NOTES),
  /** YYYY-MM-DD, as a date input gives it. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** HH:mm, as a time input gives it. */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  tolerance: z.number().int().min(EVENT_TOLERANCE_HOURS.min).max(EVENT_TOLERANCE_HOURS.max),
  access_servers: z.array(z.number().int().positive()).min(1),
});
export type EventFormInput = z.input<typeof EventFormSchema>;
export type EventFormValues = z.output<typeof EventFormSchema>;
export type EventFormField = keyof EventFormInput;

/** 'YYYY-MM-DD' + 'HH:mm' -> 'DD/MM/YYYY HH:mm:00'. */
export function toWallClock(date: string, time: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time}:00`;
}

/** 'DD/MM/YYYY HH:mm:ss' -> the date and time inputs' values. */
export function fromWallClock(text: string): { date: string; time: string } {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})/.exec(text);
  if (!match) return { date: '', time: '' };
  const [, day, month, year, hour, minute] = match;
  return { date: `${year}-${month}-${day}`, time: `${hour}:${minute}` };
}

/** A new event starts, by default, at the next full hour on the access point's clock. */
export function defaultStart(now: Date, timeZone: string): { date: string; time: string } {
  const nextHour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
  return fromWallClock(formatInZone(nextHour, timeZone, 'payloadDateTime', 'en'));
}

export function emptyEventForm(now: Date, timeZone: string): EventFormInput {
  return {
    name: '',
    description: '',
    ...defaultStart(now, timeZone),
    tolerance: EVENT_TOLERANCE_DEFAULT_HOURS,
    access_servers: [],
  };
}

/** The edit form starts from the event as it was typed: its start on its own zone's clock. */
export function eventFormFrom(event: Event): EventFormInput {
  return {
    name: event.name,
    description: event.description,
    ...fromWallClock(event.start_date_local),
    tolerance: event.tolerance,
    access_servers: event.access_servers.map((server) => server.id),
  };
}

export function createEventBody(values: EventFormValues, guests: readonly PendingGuest[]): CreateEventRequest {
  return {
    event: {
      name: values.name,
      description: values.description,
      start_date: toWallClock(values.date, values.time),
      tolerance: values.tolerance,
      event_type_id: OWN_EVENT_TYPE_ID,
    },
    guests: guests.map(toGuestInput),
    access_servers: values.access_servers,
  };
}

/** Spec §7: PATCH event {name, description, start_date, tolerance} and access_servers. */
export function updateEventBody(values: EventFormValues): UpdateEventRequest {
  return {
    event: {
      name: values.name,
      description: values.description,
      start_date: toWallClock(values.date, values.time),
      tolerance: values.tolerance,
    },
    access_servers: values.access_servers,
  };
}

/** The form field a server complaint (`event.start_date`, `access_servers` …) belongs to. */
export function formFieldOf(path: string): EventFormField | null {
  if (path.includes('access_servers')) return 'access_servers';
  if (/start_date|end_date/.test(path)) return 'date';
  if (path.endsWith('description')) return 'description';
  if (path.endsWith('tolerance')) return 'tolerance';
  if (path.endsWith('name') && !path.startsWith('guests')) return 'name';
  return null;
}
