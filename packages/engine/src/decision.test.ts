// The decision engine on its own: every §4 reason, their order and time zones. Pure and fast;
// apps/server/test/access-keys.test.ts and transactions.test.ts check the same rules through the API.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DecisionInput, type DecisionKey, decideAccess, isWithinRestriction } from './decision.ts';

const NOW = new Date('2026-06-10T18:00:00Z'); // a Wednesday, 12:00 in Mexico City
const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(NOW.getTime() + offsetHours * HOUR);

const baseKey: DecisionKey = {
  access_key_type_id: 1,
  valid_from: at(-1),
  valid_until: at(1),
  deleted_at: null,
  superseded_at: null,
  passback_tracking: false,
  last_movement: null,
  entries_count: 0,
  exits_count: 0,
  key_restriction: null,
};
const input = (key: Partial<DecisionKey> = {}, rest: Partial<DecisionInput> = {}): DecisionInput => ({
  key: { ...baseKey, ...key },
  keyAccessServerIds: [1],
  gate: { type: 'access', access_server_id: 1 },
  timeZone: 'America/Mexico_City',
  now: NOW,
  ...rest,
});
const exitGate = { gate: { type: 'exit' as const, access_server_id: 1 } };
const reasonOf = (i: DecisionInput) => decideAccess(i).reason;

describe('decideAccess', () => {
  it.each([
    ['an unused visit key at its gate', input(), null],
    ['a deleted key', input({ deleted_at: at(-0.5) }), 'access_removed'],
    ['a key not valid yet', input({ valid_from: at(1), valid_until: at(2) }), 'not_in_time'],
    ['an expired key', input({ valid_from: at(-3), valid_until: at(-2) }), 'not_in_time'],
    ['a gate of another access point', input({}, { keyAccessServerIds: [2] }), 'door_not_included'],
    [
      'passback: entering again while inside',
      input({ passback_tracking: true, last_movement: 'access', entries_count: 1, access_key_type_id: 2 }),
      'only_exit',
    ],
    ['passback: exiting without an entry', input({ passback_tracking: true }, exitGate), 'only_access'],
    [
      'passback: exiting after an entry',
      input({ passback_tracking: true, last_movement: 'access', entries_count: 1 }, exitGate),
      null,
    ],
    ['no passback: exiting without an entry', input({}, exitGate), null],
    [
      'passback on a row without last_movement: read from the counts',
      input({ passback_tracking: true, entries_count: 2, exits_count: 1, access_key_type_id: 2 }),
      'only_exit',
    ],
    [
      'a visit already entered and exited',
      input({ last_movement: 'exit', entries_count: 1, exits_count: 1, passback_tracking: true }),
      'visitor_key',
    ],
    [
      'a visit entering a second time (no passback)',
      input({ last_movement: 'access', entries_count: 1 }),
      'visitor_key',
    ],
    [
      'a provider key used up',
      input({ access_key_type_id: 5, entries_count: 1, exits_count: 1, last_movement: 'exit' }),
      'visitor_key',
    ],
    [
      'a multiple-access key entering again',
      input({
        access_key_type_id: 2,
        last_movement: 'exit',
        entries_count: 1,
        exits_count: 1,
        passback_tracking: true,
      }),
      null,
    ],
    [
      'outside the weekday',
      input({ access_key_type_id: 2, key_restriction: { days: ['1', '2'], time: '00:00', duration_in_minutes: 1440 } }),
      'not_during_scheduled_hour',
    ],
    [
      'outside the hours',
      input({ access_key_type_id: 2, key_restriction: { days: ['3'], time: '13:00', duration_in_minutes: 60 } }),
      'not_during_scheduled_hour',
    ],
    [
      'inside weekday and hours',
      input({ access_key_type_id: 2, key_restriction: { days: ['3'], time: '11:45', duration_in_minutes: 30 } }),
      null,
    ],
    [
      'no day chosen means every day',
      input({ access_key_type_id: 2, key_restriction: { days: [], time: '11:00', duration_in_minutes: 120 } }),
      null,
    ],
    [
      'a superseded personal key',
      input({ access_key_type_id: 7, superseded_at: at(-0.01), valid_from: at(-0.02), valid_until: at(0.05) }),
      'visitor_key',
    ],
    [
      'a personal key older than 5 minutes',
      input({ access_key_type_id: 7, valid_from: at(-0.1), valid_until: at(1) }),
      'not_in_time',
    ],
    ['a fresh personal key', input({ access_key_type_id: 7, valid_from: at(-0.05), valid_until: at(0.03) }), null],
  ] as const)('%s → %s', (_name, i, reason) => {
    expect(reasonOf(i)).toBe(reason);
  });

  it('checks in the order of spec §4', () => {
    const everythingWrong = input(
      {
        deleted_at: at(-1),
        valid_from: at(2),
        valid_until: at(3),
        passback_tracking: true,
        last_movement: 'access',
        entries_count: 1,
      },
      { keyAccessServerIds: [9] },
    );
    expect(reasonOf(everythingWrong)).toBe('access_removed');
    expect(reasonOf({ ...everythingWrong, key: { ...everythingWrong.key, deleted_at: null } })).toBe('not_in_time');
    const inTime = { ...everythingWrong.key, deleted_at: null, valid_from: at(-1) };
    expect(reasonOf({ ...everythingWrong, key: inTime })).toBe('door_not_included');
    expect(reasonOf({ ...everythingWrong, key: inTime, keyAccessServerIds: [1] })).toBe('only_exit');
  });

  it('follows an event key’s event and its tolerance, not the key’s own dates', () => {
    const event = { start_date: at(2), end_date: at(5), tolerance: 2 };
    expect(reasonOf(input({ access_key_type_id: 3, valid_from: at(-10), valid_until: at(-9) }, { event }))).toBe(null);
    expect(reasonOf(input({ access_key_type_id: 3 }, { event: { ...event, tolerance: 1 } }))).toBe('not_in_time');
    expect(reasonOf(input({ access_key_type_id: 3 }, { event, now: at(7.5) }))).toBe('not_in_time');
  });

  it('lets out whoever the key let in, even after its time or hours are over', () => {
    const inside = { last_movement: 'access' as const, entries_count: 1, passback_tracking: true };
    const expired = input({ ...inside, valid_from: at(-5), valid_until: at(-1) }, exitGate);
    expect(reasonOf(expired)).toBe(null);
    expect(reasonOf({ ...expired, gate: { type: 'access', access_server_id: 1 } })).toBe('not_in_time');
    const restricted = {
      access_key_type_id: 2,
      key_restriction: { days: ['1'], time: '08:00', duration_in_minutes: 60 },
    };
    expect(reasonOf(input({ ...inside, ...restricted }, exitGate))).toBe(null);
    expect(reasonOf(input({ ...inside, ...restricted, deleted_at: at(-0.5) }, exitGate))).toBe('access_removed');
  });

  it('never grants a deleted key, a key outside its dates or at a foreign gate (property)', () => {
    const arbitraryKey = fc.record({
      access_key_type_id: fc.constantFrom(1, 2, 3, 4, 5, 7),
      valid_from: fc.integer({ min: -48, max: 48 }).map(at),
      valid_until: fc.integer({ min: -48, max: 48 }).map(at),
      deleted_at: fc.option(fc.constant(at(-1)), { nil: null }),
      superseded_at: fc.option(fc.constant(at(-1)), { nil: null }),
      passback_tracking: fc.boolean(),
      last_movement: fc.constantFrom('access' as const, 'exit' as const, null),
      entries_count: fc.nat(3),
      exits_count: fc.nat(3),
      key_restriction: fc.option(
        fc.record({
          days: fc.subarray(['0', '1', '2', '3', '4', '5', '6']),
          time: fc.constantFrom('00:00', '08:00', '22:30'),
          duration_in_minutes: fc.integer({ min: 1, max: 1440 }),
        }),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(
        arbitraryKey,
        fc.constantFrom('access' as const, 'exit' as const),
        fc.subarray([1, 2, 3]),
        (key, type, servers) => {
          const decision = decideAccess(
            input(key, { gate: { type, access_server_id: 1 }, keyAccessServerIds: servers }),
          );
          if (key.deleted_at) expect(decision.reason).toBe('access_removed');
          if (!servers.includes(1)) expect(decision.granted).toBe(false);
          if (decision.granted && type === 'access') {
            expect(NOW >= key.valid_from && NOW <= key.valid_until).toBe(true);
            if (key.passback_tracking) expect(key.last_movement).not.toBe('access');
          }
          if (decision.granted && [1, 5].includes(key.access_key_type_id)) expect(key.exits_count).toBe(0);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('isWithinRestriction', () => {
  const weekdays9to5 = { days: ['1', '2', '3', '4', '5'], time: '08:00', duration_in_minutes: 540 };
  it.each([
    // America/Tijuana: PST (UTC-8) until 2026-03-08, PDT (UTC-7) until 2026-11-01.
    ['Mon 2 Mar 08:30 PST', '2026-03-02T16:30:00Z', true],
    ['Mon 2 Mar 07:30 PST', '2026-03-02T15:30:00Z', false],
    ['Mon 9 Mar 08:30 PDT', '2026-03-09T15:30:00Z', true],
    ['Mon 9 Mar 07:30 PDT', '2026-03-09T14:30:00Z', false],
    ['Mon 9 Mar 16:59 PDT', '2026-03-09T23:59:00Z', true],
    ['Mon 9 Mar 17:00 PDT', '2026-03-10T00:00:00Z', false],
    ['Mon 2 Nov 08:30 PST', '2026-11-02T16:30:00Z', true],
    ['Mon 2 Nov 07:30 PST', '2026-11-02T15:30:00Z', false],
    ['Sun 8 Mar 10:00 PDT', '2026-03-08T17:00:00Z', false],
  ])('Tijuana %s → %s', (_name, iso, expected) => {
    expect(isWithinRestriction(weekdays9to5, new Date(iso), 'America/Tijuana')).toBe(expected);
  });

  it('reads Mexico City (no daylight saving since 2022) at UTC-6 all year', () => {
    for (const day of ['2026-01-05', '2026-04-06', '2026-07-06', '2026-11-02']) {
      expect(isWithinRestriction(weekdays9to5, new Date(`${day}T14:00:00Z`), 'America/Mexico_City')).toBe(true);
      expect(isWithinRestriction(weekdays9to5, new Date(`${day}T13:59:00Z`), 'America/Mexico_City')).toBe(false);
    }
  });

  it('keeps a window that runs past midnight with the day it starts on', () => {
    const fridayNights = { days: ['5'], time: '22:00', duration_in_minutes: 480 };
    const tz = 'America/Mexico_City';
    expect(isWithinRestriction(fridayNights, new Date('2026-06-13T05:00:00Z'), tz)).toBe(true); // Sat 23:00
    expect(isWithinRestriction(fridayNights, new Date('2026-06-13T11:59:00Z'), tz)).toBe(true); // Sat 05:59
    expect(isWithinRestriction(fridayNights, new Date('2026-06-13T12:00:00Z'), tz)).toBe(false); // Sat 06:00
    expect(isWithinRestriction(fridayNights, new Date('2026-06-14T05:00:00Z'), tz)).toBe(false); // Sat 23:00 next
  });
});
