// POST /access_keys for every key type: validity read in the first access point's zone, §5 limits, network
// settings (forced multiple access, anti-passback), favourites, custom attributes, and refusals that store
// nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWallClock } from '../src/services/access-keys.time.ts';
import { type Client, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let host: Client;
let guard: Client;
let otherHost: Client;
let caseta: number;
let norte: number;
let recepcion: number;
const HOUR = 3_600_000;

const serverId = async (name: string) =>
  (await server.db.selectFrom('access_servers').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const inOneHour = (tz = 'America/Mexico_City') => formatWallClock(new Date(Date.now() + HOUR), tz);
const visit = (extra: Record<string, unknown> = {}) => ({
  access_key: {
    visitor_name: 'Paola Núñez',
    visitor_phone: '5512345678',
    access_key_type_id: 1,
    reason_for_visit: 'Comida',
    valid_from: inOneHour(),
    access_servers: [caseta],
    ...extra,
  },
});
const keyCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('access_keys')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const setNetwork = (values: Record<string, boolean>) =>
  server.db.updateTable('networks').set(values).where('name', '=', 'Residencial Las Palmas').execute();

beforeAll(async () => {
  server = await startTestServer();
  [host, guard, otherHost] = await server.asEach('host@demo.test', 'guard@demo.test', 'host@other.test');
  [caseta, norte, recepcion] = await Promise.all([
    serverId('Caseta Principal'),
    serverId('Acceso Norte'),
    serverId('Recepción'),
  ]);
});
afterAll(() => server.close());

describe('the guard’s scan, statement by statement (issue 16, “the scan”)', () => {
  // Each round trip costs the shared cores a wake-up of both processes: the scan reads its gate (with the access
  // point and the guard's assignment) in one statement and its key (with access points, event and owner) in one.
  // The session and the gate, once read, stay in the instance's cache (services/scan-cache.ts): the next scans
  // read only their key.
  it('answers a first scan with the session, the gate, the watchlist’s use and the key, later ones with the key alone; more only to log a refusal', async () => {
    // Caseta Principal keeps Mexico City's clock, which has no daylight-saving change: "a minute ago" is never
    // ambiguous on it.
    const tz = 'America/Mexico_City';
    const gate = (
      await server.db.selectFrom('gates').select('id').where('name', '=', 'Entrada Peatonal').executeTakeFirstOrThrow()
    ).id;
    const now = await host.post(
      '/access_keys',
      visit({ valid_from: formatWallClock(new Date(Date.now() - 60_000), tz), access_servers: [caseta] }),
    );
    const later = await host.post('/access_keys', visit({ valid_from: inOneHour(tz), access_servers: [caseta] }));
    const scan = async (uniqueId: string) => {
      const before = server.statements.count;
      const res = await guard.get(`/access_keys/validate?gate=${gate}&key=${uniqueId}`);
      return { res, statements: server.statements.count - before };
    };
    const granted = await scan(now.body.access_key.unique_id);
    expect(granted.res.body).toMatchObject({ access_granted: true, key_data: { user: { name: 'Héctor Residente' } } });
    // The key's photos for the printed badge (Entrada Peatonal prints one with each grant) come with the key;
    // whether the network has a watchlist (it has none: the key's statement leaves it out) and the key's owner
    // (the scan's cache keeps them) are read once.
    expect(granted.statements).toBe(5);
    // The same scan again: the session, the gate, the watchlist's use and the owner from the cache.
    expect((await scan(now.body.access_key.unique_id)).statements).toBe(1);
    // A refusal is logged under the key's lock, once: the key, its latest row (is this attempt logged already?),
    // + the key read again locked, its latest row (read after the lock), the denied row with the key's mark (one
    // statement). The latest row is not read with the key: only a refusal needs it (docs/benchmarks.md).
    const refused = await scan(later.body.access_key.unique_id);
    expect(refused.res.body).toMatchObject({ access_granted: false, key_data: { user: { group: 'Torre A' } } });
    expect(refused.statements).toBe(5);
    // The same refusal moments later: the key's latest row already is it; nothing more.
    const again = await scan(later.body.access_key.unique_id);
    expect(again.res.body.transaction_id).toBe(refused.res.body.transaction_id);
    expect(again.statements).toBe(2);
  });
});

describe('POST /access_keys', () => {
  it('creates a visit whose valid_from is wall-clock time of its first access point', async () => {
    const res = await host.post('/access_keys', visit({ valid_from: '24/12/2030 19:30:00', visitor_duration: 3 }));
    expect(res.status).toBe(201);
    expect(res.body.access_key).toMatchObject({
      access_key_type_id: 1,
      access_key_type: 'visitor',
      valid_from: '2030-12-25T01:30:00.000Z',
      valid_until: '2030-12-25T04:30:00.000Z',
      valid_from_date: '24/12/2030 19:30:00',
      time_zone_name: 'America/Mexico_City',
      visitor_duration: 3,
      passback_tracking: true, // Las Palmas turns anti-passback on by default
      show_qr: true,
      can_edit: true,
      can_delete: true,
      user: { name: 'Héctor Residente', group: 'Torre A' },
    });
    expect(res.body.access_key.unique_id).toMatch(/^[A-Za-z0-9_-]{22}$/); // 128 random bits
    const tijuana = await host.post(
      '/access_keys',
      visit({ valid_from: '24/12/2030 19:30:00', access_servers: [norte, caseta] }),
    );
    expect(tijuana.body.access_key).toMatchObject({
      valid_from: '2030-12-25T03:30:00.000Z',
      time_zone_name: 'America/Tijuana',
    });
    expect(tijuana.body.access_key.access_servers.map((s: any) => s.id).sort()).toEqual([caseta, norte].sort());
  });

  it('creates a multiple-access visit: a type 2 key for hours, 2 by default', async () => {
    const res = await host.post('/access_keys', visit({ access_key_type_id: 2, temporary_duration: 'hours' }));
    expect(res.status).toBe(201);
    const key = res.body.access_key;
    expect(key).toMatchObject({
      access_key_type_id: 2,
      temporary_duration: 'hours',
      duration: 2,
      multiple_access: true,
    });
    expect(Date.parse(key.valid_until) - Date.parse(key.valid_from)).toBe(2 * HOUR);
  });

  it('gives a type 2 key sent without count or unit 2 hours, the spec’s multiple-access default (issue 14, item 1)', async () => {
    const bare = await host.post('/access_keys', visit({ access_key_type_id: 2 }));
    expect(bare.status).toBe(201);
    expect(bare.body.access_key).toMatchObject({ temporary_duration: 'hours', duration: 2, tolerance: null });
    expect(Date.parse(bare.body.access_key.valid_until) - Date.parse(bare.body.access_key.valid_from)).toBe(2 * HOUR);
    // A unit alone gets that unit's default: 1 day (spec §9 "temporary duration unit days with value 1").
    const days = await host.post('/access_keys', visit({ access_key_type_id: 2, temporary_duration: 'days' }));
    expect(days.body.access_key).toMatchObject({ temporary_duration: 'days', duration: 1 });
  });

  describe('tolerance of a temporary key (issue 14, item 2)', () => {
    const gateId = async (name: string) =>
      (await server.db.selectFrom('gates').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    const scanNow = async (uniqueId: string) => {
      const res = await guard.get(`/access_keys/validate?gate=${await gateId('Entrada Peatonal')}&key=${uniqueId}`);
      expect(res.status).toBe(200);
      return res.body.key_data.access_key_status.description;
    };
    const startingIn = (hours: number) => formatWallClock(new Date(Date.now() + hours * HOUR), 'America/Mexico_City');

    it('stores the hours and shows them on the key', async () => {
      const res = await host.post(
        '/access_keys',
        visit({ access_key_type_id: 2, duration: 3, temporary_duration: 'days', tolerance: '4' }),
      );
      expect(res.status).toBe(201);
      expect(res.body.access_key).toMatchObject({ duration: 3, temporary_duration: 'days', tolerance: 4 });
      expect((await host.get(`/access_keys/${res.body.access_key.id}`)).body.access_key.tolerance).toBe(4);
    });

    it('lets the key in that many hours before its start and after its end, as an event’s tolerance does', async () => {
      // Starts in 2½ hours: 3 hours of tolerance open it now, 1 hour does not.
      const early = (tolerance: number) =>
        host.post('/access_keys', visit({ access_key_type_id: 2, valid_from: startingIn(2.5), tolerance }));
      expect(await scanNow((await early(3)).body.access_key.unique_id)).toBeNull();
      expect(await scanNow((await early(1)).body.access_key.unique_id)).toBe('not_in_time');
      // Started 3 hours ago for 2 hours: over an hour ago, still good for one more hour with 2 hours of tolerance.
      const late = await host.post(
        '/access_keys',
        visit({
          access_key_type_id: 2,
          valid_from: startingIn(-3),
          duration: 2,
          temporary_duration: 'hours',
          tolerance: 2,
        }),
      );
      expect(late.status).toBe(201);
      expect(await scanNow(late.body.access_key.unique_id)).toBeNull();
      // Without it, the same window is already over and is refused.
      const over = await host.post(
        '/access_keys',
        visit({ access_key_type_id: 2, valid_from: startingIn(-3), duration: 2, temporary_duration: 'hours' }),
      );
      expect(over.status).toBe(422);
      expect(JSON.stringify(over.body.fields)).toContain('body.access_key.valid_from');
    });

    it('lets an event’s guest in by the event’s dates and tolerance, which the scan reads with the key', async () => {
      // The event starts in 2½ hours on Caseta Principal's clock (Mexico City, no daylight-saving change): its
      // guests' keys open 3 hours early with 3 hours of tolerance, not with 1.
      const guestOf = async (tolerance: number) => {
        const created = await host.post('/events', {
          event: { name: `Posada ${tolerance}`, description: 'Cena', start_date: startingIn(2.5), tolerance },
          guests: [{ name: `Invitada ${tolerance}`, phone: `+52551234${String(tolerance).padStart(4, '0')}` }],
          access_servers: [caseta],
        });
        expect(created.body).toMatchObject({ event: { tolerance } });
        const event = await server.db
          .selectFrom('events')
          .select('id')
          .where('name', '=', `Posada ${tolerance}`)
          .executeTakeFirstOrThrow();
        const { unique_id } = await server.db
          .selectFrom('access_keys')
          .select('unique_id')
          .where('event_id', '=', event.id)
          .executeTakeFirstOrThrow();
        return unique_id;
      };
      expect(await scanNow(await guestOf(3))).toBeNull();
      expect(await scanNow(await guestOf(1))).toBe('not_in_time');
    });

    it.each([
      ['0 hours', { access_key_type_id: 2, tolerance: 0 }],
      ['13 hours', { access_key_type_id: 2, tolerance: 13 }],
      ['a fraction', { access_key_type_id: 2, tolerance: 1.5 }],
      ['a word', { access_key_type_id: 2, tolerance: 'dos' }],
      ['a visit (type 1)', { access_key_type_id: 1, tolerance: 2 }],
      ['a provider (type 5)', { access_key_type_id: 5, provider: 'amazon', visitor_phone: '', tolerance: 2 }],
    ] as [string, any][])('refuses a tolerance of %s with 422 naming it, storing nothing', async (_name, extra) => {
      const before = await keyCount();
      const res = await host.post('/access_keys', visit(extra));
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.fields.map((f: any) => f.path)).toContain('body.access_key.tolerance');
      expect(await keyCount()).toBe(before);
    });

    it('accepts 1 to 12 hours: the phone’s range, which holds the desktop’s 2 to 6', async () => {
      for (const tolerance of [1, 2, 6, 12]) {
        const res = await host.post('/access_keys', visit({ access_key_type_id: 2, tolerance }));
        expect(res.body.access_key?.tolerance, String(tolerance)).toBe(tolerance);
      }
    });
  });

  it('creates a recurrent key with weekday/hour restrictions, reading -- as 00:00 and 24 h', async () => {
    const res = await host.post(
      '/access_keys',
      visit({
        access_key_type_id: 2,
        duration: 2,
        temporary_duration: 'weeks',
        valid_from: '01/12/2030 08:00:00',
        key_restrictions: { days: ['5', '1', '1'], time: '08:00', duration_in_minutes: 540 },
      }),
    );
    expect(res.body.access_key).toMatchObject({
      valid_until_date: '15/12/2030 08:00:00',
      key_restriction: { days: ['1', '5'], time: '08:00', duration_in_minutes: 540 },
    });
    const allDay = await host.post(
      '/access_keys',
      visit({
        access_key_type_id: 2,
        duration: 1,
        key_restrictions: { days: [], time: '--', duration_in_minutes: '--' },
      }),
    );
    expect(allDay.body.access_key.key_restriction).toEqual({
      days: ['0', '1', '2', '3', '4', '5', '6'],
      time: '00:00',
      duration_in_minutes: 1440,
    });
  });

  it('creates a provider key with no QR to show but a key for the guard to check in', async () => {
    const missing = await host.post('/access_keys', visit({ access_key_type_id: 5, visitor_phone: '' }));
    expect(missing.body.fields.map((f: any) => f.path)).toContain('body.access_key.provider');
    const res = await host.post(
      '/access_keys',
      visit({ access_key_type_id: 5, provider: 'amazon', visitor_phone: '' }),
    );
    expect(res.body.access_key).toMatchObject({ access_key_type: 'provider', provider: 'amazon', show_qr: false });
    const seen = await guard.get(`/access_keys/${res.body.access_key.id}`);
    // The guard checks it in by its id: the QR id is not theirs (spec-fidelity §15).
    expect(seen.body.access_key).toMatchObject({
      unique_id: null,
      show_qr: false,
      can_edit: false,
      can_check_in: true,
    });
  });

  it.each([
    ['a phone of 8 digits', { visitor_phone: '55123456' }, 'visitor_phone'],
    ['a phone of 12 digits', { visitor_phone: '551234567890' }, 'visitor_phone'],
    ['a phone with letters', { visitor_phone: '55-1234-567' }, 'visitor_phone'],
    ['a visit of 25 hours', { visitor_duration: 25 }, 'visitor_duration'],
    ['a visit of 0 hours', { visitor_duration: 0 }, 'visitor_duration'],
    ['31 days', { access_key_type_id: 2, duration: 31, temporary_duration: 'days' }, 'duration'],
    ['11 weeks', { access_key_type_id: 2, duration: 11, temporary_duration: 'weeks' }, 'duration'],
    ['13 months', { access_key_type_id: 2, duration: 13, temporary_duration: 'months' }, 'duration'],
    [
      'a restriction at 25:00',
      { access_key_type_id: 2, key_restrictions: { days: ['1'], time: '25:00' } },
      'key_restrictions',
    ],
    ['a weekday 7', { access_key_type_id: 2, key_restrictions: { days: ['7'] } }, 'key_restrictions'],
    ['30 February', { valid_from: '30/02/2031 10:00:00' }, 'valid_from'],
    ['an ISO valid_from', { valid_from: '2031-01-01T10:00:00Z' }, 'valid_from'],
    [
      'an invitation already over',
      { valid_from: formatWallClock(new Date(Date.now() - 3 * HOUR), 'America/Mexico_City') },
      'valid_from',
    ],
    ['no access point', { access_servers: [] }, 'access_servers'],
    ['an access point of another network', { access_servers: ['caseta', 'recepcion'] }, 'access_servers'],
    ['an unknown access point', { access_servers: [99999] }, 'access_servers'],
    ['an event type', { access_key_type_id: 3 }, 'access_key_type_id'],
    ['a personal type', { access_key_type_id: 7 }, 'access_key_type_id'],
    ['no reason for a visit', { reason_for_visit: '' }, 'reason_for_visit'],
    ['a 5000-character name', { visitor_name: 'x'.repeat(5000) }, 'visitor_name'],
    ['a number as name', { visitor_name: 42 }, 'visitor_name'],
    ["someone else's favourite", { community_member_id: 1_000_000 }, 'community_member_id'],
  ] as [string, any, string][])(
    'refuses %s with 422 naming the field, storing nothing',
    async (_name, extra, field) => {
      const named: Record<string, number> = { caseta, recepcion };
      if ('access_servers' in extra) extra.access_servers = extra.access_servers.map((s: any) => named[s] ?? s);
      const before = await keyCount();
      const res = await host.post('/access_keys', visit(extra));
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      expect(JSON.stringify(res.body.fields)).toContain(field);
      expect(await keyCount()).toBe(before);
    },
  );

  it('refuses malformed bodies with 4xx and a code', async () => {
    for (const body of ['{"access_key":', '[]', 'null', '"text"', { access_key: null }, { access_key: [] }]) {
      const res = await host.post('/access_keys', body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).toMatch(/^[a-z_]+$/);
    }
  });

  it("refuses the other network's host on Las Palmas access points", async () => {
    const res = await otherHost.post('/access_keys', visit());
    expect(res).toMatchObject({ status: 422, body: { code: 'validation_failed' } });
  });

  it('turns every visit into multiple access when the network forces it', async () => {
    await setNetwork({ force_multiple_access: true });
    const res = await host.post('/access_keys', visit({ visitor_duration: 1 }));
    await setNetwork({ force_multiple_access: false });
    expect(res.body.access_key).toMatchObject({ access_key_type_id: 2, temporary_duration: 'hours', duration: 2 });
  });

  it('keeps the network anti-passback setting when the network blocks changing it', async () => {
    const off = await host.post('/access_keys', visit({ passback_tracking: false }));
    expect(off.body.access_key.passback_tracking).toBe(false);
    await setNetwork({ block_antipassback: true });
    const forced = await host.post('/access_keys', visit({ passback_tracking: false }));
    await setNetwork({ block_antipassback: false });
    expect(forced.body.access_key.passback_tracking).toBe(true);
  });

  it('saves the visitor as a favourite once per phone', async () => {
    const count = async () =>
      (await server.db.selectFrom('community_members').select('id').where('phone', '=', '5599887766').execute()).length;
    const first = await host.post('/access_keys', visit({ visitor_phone: '5599887766', save_community_member: true }));
    const second = await host.post('/access_keys', visit({ visitor_phone: '5599887766', save_community_member: true }));
    expect(await count()).toBe(1);
    expect(first.body.access_key.community_member_id).toBeTypeOf('number');
    expect(second.body.access_key.community_member_id).toBe(first.body.access_key.community_member_id);
    const fromFavourite = await host.post(
      '/access_keys',
      visit({ visitor_phone: '', community_member_id: first.body.access_key.community_member_id }),
    );
    expect(fromFavourite.body.access_key.visitor_phone).toBe('5599887766');
  });

  it('enforces required custom attributes of invitations and keeps only known ones', async () => {
    const network = await server.db
      .selectFrom('networks')
      .select('id')
      .where('name', '=', 'Residencial Las Palmas')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('custom_attributes')
      .values({
        network_id: network.id,
        scope: 'access_key',
        attribute_name: 'Placas',
        attribute_type: 'string',
        required: true,
        options: '[]',
      })
      .execute();
    const missing = await host.post('/access_keys', visit());
    expect(missing).toMatchObject({ status: 422, body: { code: 'missing_custom_attributes' } });
    const unknown = await host.post('/access_keys', visit({ custom_attrs: { Placas: 'ABC-123', Color: 'rojo' } }));
    expect(unknown.body.fields).toEqual([{ path: 'body.access_key.custom_attrs.Color', message: 'unknown attribute' }]);
    const ok = await host.post('/access_keys', visit({ custom_attrs: { Placas: ' ABC-123 ' } }));
    expect(ok.body.access_key.custom_attrs).toEqual({ Placas: 'ABC-123' });
    await server.db.deleteFrom('custom_attributes').where('attribute_name', '=', 'Placas').execute();
  });
});
