// An event as the API answers it, for the unit tests of the events feature.
import type { Event } from '@garita/contract';

export function testEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 7,
    name: 'Posada',
    description: 'Jardín',
    start_date: '2026-12-20T02:00:00.000Z',
    end_date: '2026-12-20T08:00:00.000Z',
    start_date_local: '19/12/2026 20:00:00',
    end_date_local: '20/12/2026 02:00:00',
    time_zone_name: 'America/Mexico_City',
    tolerance: 2,
    number_of_guests: 3,
    event_type_id: 2,
    access_servers: [{ id: 4, name: 'Caseta', time_zone_name: 'America/Mexico_City' }],
    user: { id: 3, name: 'Héctor', network_group: null },
    ...overrides,
  };
}
