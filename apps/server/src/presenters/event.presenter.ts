// Event rows -> the Event shape of spec §3 (dates as UTC instants and as wall-clock text in the event's zone),
// guest keys -> guests and the guest key list of /events/{id}/access_keys.
import type { Event, EventAccessKey, EventGuest } from '@garita/contract';
import type { EventRow } from '../db/schema.ts';
import { isRemovableGuest } from '../policies/access-keys.ts';
import type { EventDetails } from '../repositories/events.repository.ts';
import type { GuestKeyRow } from '../repositories/events-guests.repository.ts';
import { DEFAULT_TIME_ZONE, formatWallClock } from '../services/access-keys.time.ts';

/** The zone an event's wall-clock dates are read and shown in. */
export function eventTimeZone(event: EventRow, servers: { time_zone: string }[]): string {
  return event.time_zone ?? servers[0]?.time_zone ?? DEFAULT_TIME_ZONE;
}

export const presentGuest = (k: GuestKeyRow): EventGuest => ({
  id: k.id,
  name: k.visitor_name,
  phone: `${k.country_code}${k.visitor_phone}`,
  country_code: k.country_code,
  email: k.visitor_email,
  community_member: k.community_member_id !== null,
  community_member_id: k.community_member_id,
});

export function presentEvents(events: EventRow[], details: EventDetails, guests?: Map<number, GuestKeyRow[]>): Event[] {
  return events.map((e) => {
    const servers = details.servers.filter((s) => s.event_id === e.id);
    const zone = eventTimeZone(e, servers);
    const owner = details.owners.get(e.user_id);
    const eventGuests = guests?.get(e.id);
    return {
      id: e.id,
      name: e.name,
      description: e.description,
      start_date: e.start_date.toISOString(),
      end_date: e.end_date.toISOString(),
      start_date_local: formatWallClock(e.start_date, zone),
      end_date_local: formatWallClock(e.end_date, zone),
      time_zone_name: zone,
      tolerance: e.tolerance,
      number_of_guests: details.guestCounts.get(e.id) ?? 0,
      event_type_id: e.event_type_id,
      access_servers: servers.map((s) => ({ id: s.id, name: s.name, time_zone_name: s.time_zone })),
      user: {
        id: e.user_id,
        name: owner?.name ?? '',
        network_group: owner?.group_name ? { name: owner.group_name } : null,
      },
      ...(eventGuests ? { guests: eventGuests.map(presentGuest) } : {}),
    };
  });
}

export const presentEventAccessKey = (
  k: GuestKeyRow & {
    unique_id: string;
    access_key_type_id: number;
    last_transaction_type: EventAccessKey['last_transaction_type'];
    exits_count: number;
    deleted_at: Date | null;
    valid_from: Date;
    valid_until: Date;
  },
): EventAccessKey => ({
  id: k.id,
  unique_id: k.unique_id,
  visitor_name: k.visitor_name,
  visitor_phone: k.visitor_phone,
  visitor_email: k.visitor_email,
  country_code: k.country_code,
  access_key_type_id: k.access_key_type_id,
  community_member_id: k.community_member_id,
  last_transaction_type: k.last_transaction_type,
  valid_from: k.valid_from.toISOString(),
  valid_until: k.valid_until.toISOString(),
  can_delete: isRemovableGuest(k),
});
