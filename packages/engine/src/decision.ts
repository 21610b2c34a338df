// The access-decision engine: may this key pass this gate now? One pure function, shared by the server (validate
// and the key-based register, which calls it on the key row it has locked) and by the guard's device when it decides
// offline on its snapshot (docs/offline.md). Callers load the rows and the clock; nothing here reads a database or
// the system time. Rules and order: spec §4 and docs/access-decisions.md.
import { TZDate } from '@date-fns/tz';
import {
  type AccessType,
  type DenialReason,
  DYNAMIC_KEY_VALIDITY_SECONDS,
  FULL_DAY_MINUTES,
  KEY_TYPE,
  WEEKDAYS,
} from '@garita/contract';

const HOUR_MS = 3_600_000;
export const PERSONAL_KEY_VALIDITY_MS = DYNAMIC_KEY_VALIDITY_SECONDS * 1000;

/**
 * A resident's personal key lets one movement through (an entry or an exit) and is retired by it: the open dialog
 * shows the next key, a copy of the QR cannot be used again, and the old one is refused as replaced.
 */
export const isRetiredByUse = (key: Pick<DecisionKey, 'access_key_type_id'>) =>
  key.access_key_type_id === KEY_TYPE.personal;

/** Keys that allow one visit: one entry and one exit. */
const SINGLE_VISIT_TYPES: readonly number[] = [KEY_TYPE.visitor, KEY_TYPE.provider];

/** A weekday/hour window: days '0' (Sunday) … '6', start 'HH:mm', length in minutes. */
export interface RestrictionRule {
  days: readonly string[];
  time: string;
  duration_in_minutes: number;
}

export interface DecisionKey {
  access_key_type_id: number;
  valid_from: Date;
  valid_until: Date;
  deleted_at: Date | null;
  superseded_at: Date | null;
  passback_tracking: boolean;
  /** Last access or exit that happened; denied attempts ('try') do not change it. */
  last_movement: AccessType | null;
  entries_count: number;
  exits_count: number;
  key_restriction: RestrictionRule | null;
  /** Hours accepted before valid_from and after valid_until (temporary keys); null or absent for none. */
  tolerance?: number | null;
}

export interface DecisionEvent {
  start_date: Date;
  end_date: Date;
  /** Hours accepted before the start and after the end. */
  tolerance: number;
}

export interface DecisionInput {
  key: DecisionKey;
  /** Access points the key opens. */
  keyAccessServerIds: readonly number[];
  /** The gate scanned: its type is the direction. */
  gate: { type: AccessType; access_server_id: number };
  /** IANA zone of the gate's access point: weekday/hour restrictions are read in it. */
  timeZone: string;
  /** The event of an event key: its dates (and tolerance) rule over the key's own. */
  event?: DecisionEvent | null;
  /** The network's watchlist entry the visitor matches (docs/watchlist.md): a `deny` refuses every entry. */
  watchlist?: { action: 'deny' | 'alert' } | null;
  now: Date;
}

export type Decision = { granted: true; reason: null } | { granted: false; reason: DenialReason };

const GRANTED: Decision = { granted: true, reason: null };
const deny = (reason: DenialReason): Decision => ({ granted: false, reason });

/**
 * When the key may be used: an event key follows its event, widened by the event's tolerance; a temporary key with
 * a tolerance is widened the same way around its own window (issue 14, item 2).
 */
export function validityOf(
  key: Pick<DecisionKey, 'access_key_type_id' | 'valid_from' | 'valid_until' | 'tolerance'>,
  event?: DecisionEvent | null,
): { from: Date; until: Date } {
  if (event) {
    const tolerance = event.tolerance * HOUR_MS;
    return {
      from: new Date(event.start_date.getTime() - tolerance),
      until: new Date(event.end_date.getTime() + tolerance),
    };
  }
  if (key.access_key_type_id === KEY_TYPE.personal) {
    const cap = key.valid_from.getTime() + PERSONAL_KEY_VALIDITY_MS;
    return { from: key.valid_from, until: new Date(Math.min(cap, key.valid_until.getTime())) };
  }
  if (key.access_key_type_id === KEY_TYPE.temporary && key.tolerance) {
    const tolerance = key.tolerance * HOUR_MS;
    return {
      from: new Date(key.valid_from.getTime() - tolerance),
      until: new Date(key.valid_until.getTime() + tolerance),
    };
  }
  return { from: key.valid_from, until: key.valid_until };
}

/**
 * Inside the weekday/hour window, on the wall clock of `timeZone`. A window belongs to the day it starts
 * on and may run past midnight (22:00 for 8 h covers 22:00–06:00). No day listed means every day.
 */
export function isWithinRestriction(restriction: RestrictionRule, now: Date, timeZone: string): boolean {
  const local = new TZDate(now.getTime(), timeZone);
  const day = local.getDay();
  const minute = local.getHours() * 60 + local.getMinutes();
  const [hours = 0, minutes = 0] = restriction.time.split(':').map(Number);
  const start = hours * 60 + minutes;
  const end = start + Math.min(restriction.duration_in_minutes, FULL_DAY_MINUTES);
  const days: readonly string[] = restriction.days.length ? restriction.days : WEEKDAYS;
  if (days.includes(String(day)) && minute >= start && minute < end) return true;
  const yesterday = (day + 6) % 7;
  return days.includes(String(yesterday)) && end > FULL_DAY_MINUTES && minute < end - FULL_DAY_MINUTES;
}

/**
 * The last access or exit of the key. Rows written without last_movement (before migration 0002, or by
 * code that only sets last_transaction_type and the counts) are read from their counts.
 */
export function lastMovementOf(key: DecisionKey): AccessType | null {
  if (key.last_movement) return key.last_movement;
  if (key.entries_count > key.exits_count) return 'access';
  return key.exits_count > 0 ? 'exit' : null;
}

/** The decision, checks in the order of spec §4. */
export function decideAccess(input: DecisionInput): Decision {
  const { key, gate, now } = input;
  const isEntering = gate.type === 'access';
  const lastMovement = lastMovementOf(key);
  // Someone the key let in can always be let out by it, even once its time is over.
  const isLeavingFromInside = !isEntering && lastMovement === 'access';

  // First: the guard must learn that this person is refused by the site, whatever else is wrong with the key. Only
  // entries: someone inside is always let out.
  if (isEntering && input.watchlist?.action === 'deny') return deny('watchlisted');
  if (key.deleted_at) return deny('access_removed');
  // A dynamic key that a newer one replaced, or that was used: the resident must show the new QR.
  if (key.access_key_type_id === KEY_TYPE.personal && key.superseded_at) return deny('visitor_key');

  const { from, until } = validityOf(key, input.event);
  const isInTime = now.getTime() >= from.getTime() && now.getTime() <= until.getTime();
  if (!isInTime && !isLeavingFromInside) return deny('not_in_time');

  if (!input.keyAccessServerIds.includes(gate.access_server_id)) return deny('door_not_included');

  if (key.passback_tracking) {
    if (isEntering && lastMovement === 'access') return deny('only_exit');
    if (!isEntering && lastMovement !== 'access') return deny('only_access');
  }

  if (SINGLE_VISIT_TYPES.includes(key.access_key_type_id)) {
    const isVisitOver = key.exits_count > 0;
    const isSecondEntry = isEntering && key.entries_count > 0;
    if (isVisitOver || isSecondEntry) return deny('visitor_key');
  }

  if (key.key_restriction && !isLeavingFromInside && !isWithinRestriction(key.key_restriction, now, input.timeZone))
    return deny('not_during_scheduled_hour');

  return GRANTED;
}
