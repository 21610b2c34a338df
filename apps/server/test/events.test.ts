// Events API for every role and the other network: create (dates in the first access point's zone, one
// type-3 key per guest, favourites) and list (scopes, filters, paging); bad input answers 4xx with a code and
// changes nothing. Detail and edit: events-edit.test.ts; guests: events-guests.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessServersOfKey, eventBody, eventIds, guestKeysOf, NEXT_YEAR, snapshotEventRows } from './event-fixture.ts';
import { type DemoServer, startDemoServer } from './harness.ts';

const YEAR = NEXT_YEAR;
let { server, admin, guard, host, family, otherAdmin, otherHost } = {} as DemoServer; // set in beforeAll
const ids = { caseta: 0, norte: 0, recepcion: 0, club: 0, host: 0, family: 0, admin: 0, seedEvent: 0 };

const snapshot = () => snapshotEventRows(server.db);
const keysOf = (eventId: number) => guestKeysOf(server.db, eventId);
const serversOfKey = (keyId: number) => accessServersOfKey(server.db, keyId);
const favouriteId = async (name: string) =>
  (await server.db.selectFrom('community_members').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

const newEvent = (extra: Parameters<typeof eventBody>[1] = {}) => eventBody(ids.caseta, extra);

beforeAll(async () => {
  ({ server, admin, guard, host, family, otherAdmin, otherHost } = await startDemoServer());
  Object.assign(ids, await eventIds(server.db));
  const users = await server.db.selectFrom('users').select(['id', 'email']).execute();
  const userId = (email: string) => users.find((u) => u.email === email)?.id ?? 0;
  ids.host = userId('host@demo.test');
  ids.family = userId('family@demo.test');
  ids.admin = userId('admin@demo.test');
});
afterAll(() => server.close());

describe('POST /events', () => {
  it('creates the event in the first access point’s zone with one type-3 key per guest', async () => {
    const mariana = await favouriteId('Mariana López');
    const before = await server.db.selectFrom('community_members').selectAll().execute();
    const res = await host.post(
      '/events',
      newEvent({
        event: { tolerance: 2 },
        guests: [
          {
            name: 'Paola Díaz',
            phone: '+52 55 1234 0001',
            email: 'Paola@Example.com',
            save: true,
            community_member: false,
          },
          { community_member: true, id: mariana, name: 'ignored', phone: 'ignored' },
          { name: 'John Smith', phone: '+1 (201) 555-0123', email: '' },
          { name: 'Jorge R.', phone: '5533445566', save: true },
        ],
        access_servers: [ids.norte, ids.caseta],
      }),
    );
    expect(res.status).toBe(201);
    const event = res.body.event;
    expect(event).toMatchObject({
      name: 'Posada',
      description: 'Posada navideña',
      time_zone_name: 'America/Tijuana',
      // December in Tijuana is PST (UTC−8).
      start_date: `${YEAR}-12-20T04:00:00.000Z`,
      end_date: `${YEAR}-12-20T10:00:00.000Z`,
      start_date_local: `19/12/${YEAR} 20:00:00`,
      end_date_local: `20/12/${YEAR} 02:00:00`,
      tolerance: 2,
      number_of_guests: 4,
      event_type_id: 2,
      user: { id: ids.host, name: 'Héctor Residente', network_group: { name: 'Torre A' } },
    });
    expect(event.access_servers.map((s: any) => [s.name, s.time_zone_name])).toEqual([
      ['Acceso Norte', 'America/Tijuana'],
      ['Caseta Principal', 'America/Mexico_City'],
    ]);
    expect(event.guests.map((g: any) => [g.name, g.phone, g.country_code, g.email, g.community_member])).toEqual([
      ['John Smith', '+12015550123', '+1', '', false],
      ['Jorge R.', '+525533445566', '+52', '', true],
      ['Mariana López', '+525522334455', '+52', 'mariana@example.com', true],
      ['Paola Díaz', '+525512340001', '+52', 'paola@example.com', true],
    ]);

    const keys = await keysOf(event.id);
    expect(keys).toHaveLength(4);
    for (const key of keys) {
      expect(key).toMatchObject({
        access_key_type_id: 3,
        user_id: ids.host,
        reason_for_visit: 'Posada',
        deleted_at: null,
        last_transaction_type: null,
        passback_tracking: true, // Las Palmas turns anti-passback on by default
      });
      expect(key.valid_from.toISOString()).toBe(`${YEAR}-12-20T02:00:00.000Z`);
      expect(key.valid_until.toISOString()).toBe(`${YEAR}-12-20T12:00:00.000Z`);
      expect(key.unique_id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(await serversOfKey(key.id)).toEqual([ids.caseta, ids.norte].sort((a, b) => a - b));
    }
    expect(new Set(keys.map((k) => k.unique_id)).size).toBe(4);
    // Paola is a new favourite; Jorge's phone was already a favourite, so his key links to it instead.
    const after = await server.db.selectFrom('community_members').selectAll().execute();
    expect(after.length).toBe(before.length + 1);
    expect(after.find((m) => m.name === 'Paola Díaz')).toMatchObject({ user_id: ids.host, phone: '5512340001' });
    expect(keys.find((k) => k.visitor_name === 'Jorge R.')?.community_member_id).toBe(
      await favouriteId('Jorge Ramírez'),
    );
    expect(keys.find((k) => k.visitor_name === 'Mariana López')?.community_member_id).toBe(mariana);
  });

  it('reads July dates in Tijuana as PDT and defaults the tolerance to one hour', async () => {
    const res = await family.post(
      '/events',
      newEvent({ event: { name: 'Carne asada', start_date: `04/07/${YEAR} 14:30:00` }, access_servers: [ids.norte] }),
    );
    expect(res.status).toBe(201);
    expect(res.body.event).toMatchObject({ start_date: `${YEAR}-07-04T21:30:00.000Z`, tolerance: 1 });
    const [key] = await keysOf(res.body.event.id);
    expect(key?.valid_from.toISOString()).toBe(`${YEAR}-07-04T20:30:00.000Z`);
    expect(key?.user_id).toBe(ids.family);
  });

  it('takes an explicit end date', async () => {
    const res = await admin.post(
      '/events',
      newEvent({ event: { name: 'Asamblea', end_date: `19/12/${YEAR} 22:15:00`, tolerance: '3' } }),
    );
    expect(res.body.event).toMatchObject({
      start_date: `${YEAR}-12-20T02:00:00.000Z`,
      end_date: `${YEAR}-12-20T04:15:00.000Z`,
      tolerance: 3,
    });
  });

  it('refuses bad input with 4xx and a code, storing nothing', async () => {
    const before = await snapshot();
    const otherFavourite = (
      await server.db
        .insertInto('community_members')
        .values({ network_id: 2, user_id: 7, name: 'Ajeno', phone: '8100000000' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    before.members = await server.db.selectFrom('community_members').selectAll().orderBy('id').execute();
    const guest = { name: 'Ana', phone: '5512340009' };
    const cases: [string, unknown, number, string][] = [
      ['broken JSON', '{"event":', 400, 'malformed_body'],
      ['an array', [1], 422, 'validation_failed'],
      ['no name', newEvent({ event: { name: '  ' } }), 422, 'validation_failed'],
      ['no description', newEvent({ event: { description: '' } }), 422, 'validation_failed'],
      ['long name', newEvent({ event: { name: 'x'.repeat(5000) } }), 422, 'validation_failed'],
      ['no guests', newEvent({ guests: [] }), 422, 'validation_failed'],
      ['501 guests', newEvent({ guests: Array.from({ length: 501 }, () => guest) }), 422, 'validation_failed'],
      ['no access point', newEvent({ access_servers: [] }), 422, 'validation_failed'],
      ['access points not a list', newEvent({ access_servers: 'all' }), 422, 'validation_failed'],
      ['tolerance 0', newEvent({ event: { tolerance: 0 } }), 422, 'validation_failed'],
      ['tolerance 25', newEvent({ event: { tolerance: 25 } }), 422, 'validation_failed'],
      ['tolerance text', newEvent({ event: { tolerance: 'una' } }), 422, 'validation_failed'],
      ['external event type', newEvent({ event: { event_type_id: 4 } }), 422, 'validation_failed'],
      ['31 February', newEvent({ event: { start_date: `31/02/${YEAR} 10:00:00` } }), 422, 'validation_failed'],
      ['ISO date', newEvent({ event: { start_date: `${YEAR}-12-19T20:00:00Z` } }), 422, 'validation_failed'],
      ['date as number', newEvent({ event: { start_date: 1700000000 } }), 422, 'validation_failed'],
      ['over', newEvent({ event: { start_date: '01/01/2020 10:00:00' } }), 422, 'validation_failed'],
      ['end first', newEvent({ event: { end_date: `18/12/${YEAR} 10:00:00` } }), 422, 'validation_failed'],
      ['ten days', newEvent({ event: { end_date: `29/12/${YEAR} 20:00:00` } }), 422, 'validation_failed'],
      ['guest no phone', newEvent({ guests: [{ name: 'Ana' }] }), 422, 'validation_failed'],
      ['guest short phone', newEvent({ guests: [{ name: 'Ana', phone: '123' }] }), 422, 'validation_failed'],
      ['guest +44 phone', newEvent({ guests: [{ name: 'Ana', phone: '+447700900123' }] }), 422, 'validation_failed'],
      ['guest bad email', newEvent({ guests: [{ ...guest, email: 'no-at' }] }), 422, 'validation_failed'],
      ['guest no name', newEvent({ guests: [{ phone: '5512340009' }] }), 422, 'validation_failed'],
      ['favourite no id', newEvent({ guests: [{ community_member: true }] }), 422, 'validation_failed'],
      ['unknown favourite', newEvent({ guests: [{ community_member: true, id: 999999 }] }), 422, 'validation_failed'],
      [
        "another's favourite",
        newEvent({ guests: [{ community_member: true, id: otherFavourite }] }),
        422,
        'validation_failed',
      ],
      ['unknown access point', newEvent({ access_servers: [999999] }), 422, 'validation_failed'],
      ['other network access point', newEvent({ access_servers: [ids.recepcion] }), 422, 'validation_failed'],
      ['access point not mine', newEvent({ access_servers: [ids.club] }), 422, 'validation_failed'],
      ['access point id text', newEvent({ access_servers: ['uno'] }), 422, 'validation_failed'],
      [
        'duplicate guests',
        newEvent({ guests: [guest, { name: 'ANA ', phone: '5512340010' }] }),
        422,
        'duplicate_guest',
      ],
    ];
    for (const [what, body, status, code] of cases) {
      const res = await server.call('POST', '/api/v1/events', { token: host.token, body });
      expect(res.status, what).toBe(status);
      expect(res.body.code, what).toBe(code);
    }
    const dup = await host.post('/events', newEvent({ guests: [guest, { name: 'Beto', phone: '+52 5512340009' }] }));
    expect(dup.body.fields).toEqual([{ path: 'body.guests.1.phone', message: 'Beto: same phone as Ana' }]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a guest phone that is not 10 digits after +52 nor a valid US number after +1 (spec §5), by field', async () => {
    const before = await snapshot();
    const refused: [string, ('+52' | '+1')?][] = [
      ['551234567'], // 9 digits: the invitations' rule, not the guests'
      ['55123456789'], // 11 digits
      ['+52 55 1234 567'],
      ['+5215512345678'], // the old mobile "1" makes 11 digits
      ['5550001111', '+1'], // 10 digits, but 555 is no US area code
      ['+1 555 000 1111'],
      ['+1 201 555 012'],
    ];
    for (const [phone, country_code] of refused) {
      const res = await host.post('/events', newEvent({ guests: [{ name: 'Ana', phone, country_code }] }));
      expect(res.status, phone).toBe(422);
      expect(res.body.code, phone).toBe('validation_failed');
      expect(res.body.fields, phone).toEqual([
        { path: 'body.guests.0.phone', message: expect.stringContaining('10 digits') },
      ]);
    }
    // What it takes (+52 and +1 after their digits, +1 with its brackets and dashes) is created in the first test.
    expect(await snapshot()).toEqual(before);
  });

  it('refuses guards, and the other network cannot use Las Palmas access points', async () => {
    expect((await guard.post('/events', newEvent())).body.code).toBe('user_no_access');
    const res = await otherAdmin.post('/events', newEvent({ access_servers: [ids.caseta] }));
    expect(res).toMatchObject({ status: 422, body: { code: 'validation_failed' } });
    expect((await otherHost.post('/events', newEvent({ access_servers: [ids.recepcion] }))).status).toBe(201);
  });
});

describe('GET /events', () => {
  const names = (res: { body: any }) => res.body.events.map((e: any) => e.name);

  it('gives a host their own events and their unit’s secondary users’, newest start first', async () => {
    const res = await host.get('/events?results=30');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Posada', 'Carne asada', 'Cumpleaños de Héctor', 'Club de lectura']);
    const seed = res.body.events.find((e: any) => e.id === ids.seedEvent);
    expect(seed).toMatchObject({
      description: 'Comida en el jardín de la Torre A',
      number_of_guests: 2,
      tolerance: 1,
      time_zone_name: 'America/Mexico_City',
      access_servers: [{ id: ids.caseta, name: 'Caseta Principal', time_zone_name: 'America/Mexico_City' }],
      user: { name: 'Héctor Residente' },
    });
    expect(seed).not.toHaveProperty('guests');
    expect(names(await host.get(`/events?user=${ids.family}`))).toEqual(['Carne asada', 'Club de lectura']);
    expect(names(await host.get(`/events?user=${ids.admin}`))).toEqual([]);
  });

  it('gives a secondary user only their own, an admin the network’s, and refuses guards', async () => {
    expect(names(await family.get('/events'))).toEqual(['Carne asada', 'Club de lectura']);
    expect(names(await admin.get('/events?results=30'))).toEqual([
      'Posada',
      'Asamblea',
      'Carne asada',
      'Cumpleaños de Héctor',
      'Club de lectura',
    ]);
    expect((await guard.get('/events')).body.code).toBe('user_no_access');
  });

  it('filters by name, user and access point, and pages', async () => {
    expect(names(await admin.get('/events?name=CUMPLE'))).toEqual(['Cumpleaños de Héctor']);
    expect(names(await admin.get('/events?query=asada'))).toEqual(['Carne asada']);
    expect(names(await admin.get(`/events?access_server=${ids.norte}`))).toEqual([
      'Posada',
      'Carne asada',
      'Club de lectura',
    ]);
    expect(names(await admin.get(`/events?user=${ids.admin}&access_server=`))).toEqual(['Asamblea']);
    const page = await admin.get('/events?results=3&page=2');
    expect(page.body).toMatchObject({ total_count: 5, total_pages: 2 });
    expect(names(page)).toEqual(['Cumpleaños de Héctor', 'Club de lectura']);
    expect(names(await admin.get('/events?name=%25'))).toEqual([]);
  });

  it('scopes a secondary user to their access points', async () => {
    await server.db.deleteFrom('user_access_servers').where('user_id', '=', ids.family).execute();
    await server.db
      .insertInto('user_access_servers')
      .values({ user_id: ids.family, access_server_id: ids.caseta, network_id: 1 })
      .execute();
    try {
      expect(names(await family.get('/events'))).toEqual([]);
    } finally {
      await server.db
        .insertInto('user_access_servers')
        .values({ user_id: ids.family, access_server_id: ids.norte, network_id: 1 })
        .execute();
    }
    expect(names(await family.get('/events'))).toEqual(['Carne asada', 'Club de lectura']);
  });

  it('shows the other network nothing of Las Palmas', async () => {
    expect(names(await otherAdmin.get('/events?results=100'))).toEqual(['Posada']);
    expect(names(await otherHost.get(`/events?access_server=${ids.caseta}`))).toEqual([]);
    expect(names(await otherAdmin.get(`/events?user=${ids.host}`))).toEqual([]);
  });

  it('answers bad queries with 422', async () => {
    for (const q of ['page=0', 'results=abc', 'user=abc', 'access_server=-1', `name=${'x'.repeat(300)}`]) {
      expect((await admin.get(`/events?${q}`)).status, q).toBe(422);
    }
  });
});
