import { describe, expect, it } from 'vitest';
import { eventTimeRange } from './event-times.ts';

describe('event time range', () => {
  it('reads the event on its own zone, repeating the date only for another day', () => {
    // 02:00-08:00 UTC on 20 Dec is 20:00-02:00 in Mexico City (19-20 Dec) and 18:00-00:00 in Tijuana.
    const event = { start_date: '2026-12-20T02:00:00.000Z', end_date: '2026-12-20T08:00:00.000Z' };
    expect(eventTimeRange({ ...event, time_zone_name: 'America/Mexico_City' }, 'en')).toEqual({
      start: '19/Dec/26 08:00PM',
      end: '20/Dec/26 02:00AM',
    });
    expect(
      eventTimeRange({ ...event, end_date: '2026-12-20T05:00:00.000Z', time_zone_name: 'America/Mexico_City' }, 'es'),
    ).toEqual({
      start: '19/dic/26 08:00PM',
      end: '11:00PM',
    });
  });
});
