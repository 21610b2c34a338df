import { describe, expect, it } from 'vitest';
import {
  createEventBody,
  defaultStart,
  EventFormSchema,
  emptyEventForm,
  eventFormFrom,
  formFieldOf,
  fromWallClock,
  TOLERANCE_OPTIONS,
  toWallClock,
  updateEventBody,
} from './event-form.ts';
import type { PendingGuest } from './guests.ts';
import { testEvent } from './test-event.ts';

const event = testEvent();

describe('event form (spec §5 "Event", "Edit event")', () => {
  it('needs a name, a description, a start and at least one access point; tolerance 1 to 24 h', () => {
    const result = EventFormSchema.safeParse({
      name: ' ',
      description: '',
      date: '',
      time: '25:00',
      tolerance: 25,
      access_servers: [],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'access_servers',
      'date',
      'description',
      'name',
      'time',
      'tolerance',
    ]);
    expect(TOLERANCE_OPTIONS[0]).toBe(1);
    expect(TOLERANCE_OPTIONS.at(-1)).toBe(24);
  });

  it('starts a new event at the next full hour of the access point, tolerance 1 h', () => {
    // 15:20 UTC is 09:20 in Mexico City and 07:20 in Tijuana (winter).
    const now = new Date(Date.UTC(2026, 0, 5, 15, 20));
    expect(defaultStart(now, 'America/Mexico_City')).toEqual({ date: '2026-01-05', time: '10:00' });
    expect(defaultStart(now, 'America/Tijuana')).toEqual({ date: '2026-01-05', time: '08:00' });
    const late = new Date(Date.UTC(2026, 0, 6, 5, 40)); // 23:40 in Mexico City
    expect(defaultStart(late, 'America/Mexico_City')).toEqual({ date: '2026-01-06', time: '00:00' });
    expect(emptyEventForm(now, 'UTC')).toMatchObject({ tolerance: 1, access_servers: [], name: '' });
  });

  it('turns the inputs into the wall-clock payload and back', () => {
    expect(toWallClock('2026-12-19', '20:05')).toBe('19/12/2026 20:05:00');
    expect(fromWallClock('19/12/2026 20:05:00')).toEqual({ date: '2026-12-19', time: '20:05' });
    expect(fromWallClock('nonsense')).toEqual({ date: '', time: '' });
  });

  it('builds the create body with event type 2 and the guests', () => {
    const values = EventFormSchema.parse({
      name: ' Posada ',
      description: 'Jardín',
      date: '2026-12-19',
      time: '20:00',
      tolerance: 2,
      access_servers: [4, 5],
    });
    const guests: PendingGuest[] = [
      { kind: 'new', key: 'a', name: 'Ana', phone: '5511110001', countryCode: '+52', email: '', save: true },
      { kind: 'favorite', key: 'b', id: 9, name: 'Jorge', phone: '5533445566', countryCode: '+52', email: '' },
    ];
    expect(createEventBody(values, guests)).toEqual({
      event: {
        name: 'Posada',
        description: 'Jardín',
        start_date: '19/12/2026 20:00:00',
        tolerance: 2,
        event_type_id: 2,
      },
      guests: [
        { community_member: false, name: 'Ana', phone: '+525511110001', email: '', save: true },
        { id: 9, community_member: true, name: 'Jorge', phone: '', email: '', save: false },
      ],
      access_servers: [4, 5],
    });
  });

  it('edits from the event as typed and sends the §7 patch', () => {
    const form = eventFormFrom(event);
    expect(form).toEqual({
      name: 'Posada',
      description: 'Jardín',
      date: '2026-12-19',
      time: '20:00',
      tolerance: 2,
      access_servers: [4],
    });
    expect(updateEventBody(EventFormSchema.parse(form))).toEqual({
      event: { name: 'Posada', description: 'Jardín', start_date: '19/12/2026 20:00:00', tolerance: 2 },
      access_servers: [4],
    });
  });

  it('puts server complaints on their fields', () => {
    expect(formFieldOf('event.start_date')).toBe('date');
    expect(formFieldOf('event.end_date')).toBe('date');
    expect(formFieldOf('access_servers')).toBe('access_servers');
    expect(formFieldOf('event.name')).toBe('name');
    expect(formFieldOf('guests.0.name')).toBeNull();
  });
});
