// An access key -> what its visitor sees on the public invitation page: type, validity on the access point's
// clock, status, access points with their address, and the QR payload only while the key can open a gate.
// The status follows the decision engine's own rules (validityOf, lastMovementOf), so the page never shows a
// code the gate would refuse for time or use, nor hides one it would accept.
import {
  KEY_TYPE,
  type PublicAccessPoint,
  type PublicInvitation,
  type PublicInvitationStatus,
  type PublicInvitationType,
  WEEKDAYS,
  type Weekday,
} from '@garita/contract';
import { type DecisionEvent, lastMovementOf, validityOf } from '@garita/engine';
import type { AccessKeyRow, AccessServerRow } from '../db/schema.ts';
import { formatWallClock } from '../services/access-keys.time.ts';

/** Keys that allow one visit (the engine's rule): one entry and one exit. */
const SINGLE_VISIT_TYPES: readonly number[] = [KEY_TYPE.visitor, KEY_TYPE.provider];

const TYPE_OF: Record<number, PublicInvitationType> = {
  [KEY_TYPE.visitor]: 'visit',
  [KEY_TYPE.temporary]: 'recurrent',
  [KEY_TYPE.event]: 'event',
  [KEY_TYPE.externalEvent]: 'event',
  [KEY_TYPE.provider]: 'provider',
};

const isWeekday = (d: string): d is Weekday => (WEEKDAYS as readonly string[]).includes(d);

export interface PublicKeyState {
  status: PublicInvitationStatus;
  /** The QR may be shown: the key can still open a gate (an entry now, or the exit of someone inside). */
  isUsable: boolean;
}

/** Status of a key at `now`: deleted, then a finished single visit, then its time window. */
export function publicStateOf(key: AccessKeyRow, validity: { from: Date; until: Date }, now: Date): PublicKeyState {
  if (key.deleted_at) return { status: 'deleted', isUsable: false };
  if (SINGLE_VISIT_TYPES.includes(key.access_key_type_id) && key.exits_count > 0)
    return { status: 'used', isUsable: false };
  // Someone the key let in may always leave through it, even outside its time (access-decisions.md).
  const isInside = lastMovementOf(key) === 'access';
  if (now < validity.from) return { status: 'not_yet_valid', isUsable: isInside };
  if (now > validity.until) return { status: 'expired', isUsable: isInside };
  return { status: 'valid', isUsable: true };
}

export interface PublicInvitationParts {
  key: AccessKeyRow;
  hostName: string;
  /** The provider's display name (FedEx, not fedex). */
  providerName: string | null;
  event: (DecisionEvent & { name: string }) | null;
  accessServers: AccessServerRow[];
  timeZone: string;
  now: Date;
}

export function presentPublicInvitation(parts: PublicInvitationParts): PublicInvitation {
  const { key, event, timeZone } = parts;
  const validity = validityOf(key, event);
  const { status, isUsable } = publicStateOf(key, validity, parts.now);
  const isProvider = key.access_key_type_id === KEY_TYPE.provider;
  return {
    visitor_name: key.visitor_name,
    host_name: parts.hostName,
    type: TYPE_OF[key.access_key_type_id] ?? 'visit',
    event_name: event?.name ?? null,
    provider: isProvider ? parts.providerName : null,
    status,
    valid_from: validity.from.toISOString(),
    valid_until: validity.until.toISOString(),
    valid_from_date: formatWallClock(validity.from, timeZone),
    valid_until_date: formatWallClock(validity.until, timeZone),
    time_zone_name: timeZone,
    key_restriction: key.key_restriction
      ? {
          days: key.key_restriction.days.filter(isWeekday),
          time: key.key_restriction.time,
          duration_in_minutes: key.key_restriction.duration_in_minutes,
        }
      : null,
    access_servers: parts.accessServers.map(
      (s): PublicAccessPoint => ({
        name: s.name,
        venue_name: s.venue_name,
        address: s.address,
        latitude: s.latitude,
        longitude: s.longitude,
        time_zone_name: s.time_zone,
      }),
    ),
    qr_payload: isUsable && !isProvider ? key.unique_id : null,
  };
}
