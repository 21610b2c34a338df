// Events API, single events: detail and edit (moving the event moves its guest keys, new access points reach
// every key) for every role and the other network, fuzzed bodies on every event write, and the OpenAPI document.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessServersOfKey, eventBody, eventIds, guestKeysOf, NEXT_YEAR, snapshotEventRows } from './event-fixture.ts';
import { type Client, type DemoServer, startDemoServer } from './harness.ts';

const YEAR = NEXT_YEAR;
const HOUR = 3_600_000;
let { server, admin, guard, host, family, otherAdmin, otherHost } = {} as DemoServer; // set in beforeAll
const ids = { caseta: 0, norte: 0, recepcion: 0, club: 0, seedEvent: 0, familyEvent: 0 };

const snapshot = () => snapshotEventRows(server.db);
const keysOf = (eventId: number) => guestKeysOf(server.db, eventId);
const serversOfKey = (keyId: number) => accessServersOfKey(server.db, keyId);

const newEvent = (extra: Parameters<typeof eventBody>[1] = {}) => eventBody(ids.caseta, extra);

beforeAll(async () => {
  ({ server, admin, guard, host, family, otherAdmin, otherHost } = await startDemoServer());
  Object.assign(ids, await eventIds(server.db));
  const familyEvent = await family.post(
    '/events',
    newEvent({ event: { name: 'Carne asada', start_date: `04/07/${YEAR} 14:30:00` }, access_servers: [ids.norte] }),
  );
  ids.familyEvent = familyEvent.body.event.id;
});
afterAll(() => server.close());

describe('GET /events/{id}', () => {
  it('answers the event with its guests to whoever may see it, 404 to everyone else', async () => {
    const res = await host.get(`/events/${ids.seedEvent}`);
    expect(res.status).toBe(200);
    expect(res.body.event.guests).toEqual([
      expect.objectContaining({ name: 'Lucía Fernández', phone: '+525544556677', community_member: false }),
      expect.objectContaining({ name: 'Mariana López', phone: '+525522334455', community_member: false }),
    ]);
    expect((await admin.get(`/events/${ids.seedEvent}`)).status).toBe(200);
    expect((await family.get(`/events/${ids.seedEvent}`)).status).toBe(404);
    expect((await otherAdmin.get(`/events/${ids.seedEvent}`)).status).toBe(404);
    expect((await otherHost.get(`/events/${ids.seedEvent}`)).status).toBe(404);
    expect((await guard.get(`/events/${ids.seedEvent}`)).body.code).toBe('user_no_access');
    expect((await host.get('/events/999999')).status).toBe(404);
    expect((await host.get('/events/abc')).status).toBe(422);
    expect((await host.get(`/events/${ids.familyEvent}`)).status).toBe(200);
    expect((await family.get(`/events/${ids.familyEvent}`)).body.event.guests).toHaveLength(1);
  });
});

describe('PATCH /events/{id}', () => {
  let eventId: number;
  beforeAll(async () => {
    const res = await host.post(
      '/events',
      newEvent({
        event: { name: 'Boda', start_date: `10/10/${YEAR} 18:00:00` },
        guests: [
          { name: 'Uno', phone: '5512349001' },
          { name: 'Dos', phone: '5512349002' },
        ],
        access_servers: [ids.caseta, ids.norte],
      }),
    );
    eventId = res.body.event.id;
  });

  it('moves the event and its guest keys, keeping its length', async () => {
    const res = await host.patch(`/events/${eventId}`, {
      event: { name: 'Boda civil', start_date: `11/10/${YEAR} 12:00:00`, tolerance: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body.event).toMatchObject({
      name: 'Boda civil',
      start_date: `${YEAR}-10-11T18:00:00.000Z`,
      end_date: `${YEAR}-10-12T00:00:00.000Z`,
      start_date_local: `11/10/${YEAR} 12:00:00`,
      tolerance: 3,
      number_of_guests: 2,
    });
    for (const key of await keysOf(eventId)) {
      expect(key.valid_from.toISOString()).toBe(`${YEAR}-10-11T15:00:00.000Z`);
      expect(key.valid_until.toISOString()).toBe(`${YEAR}-10-12T03:00:00.000Z`);
      expect(key.reason_for_visit).toBe('Boda civil');
    }
  });

  it('changes access points of the event and of every guest key; dates then read in the new first zone', async () => {
    const res = await admin.patch(`/events/${eventId}`, {
      event: { start_date: `11/10/${YEAR} 12:00:00`, end_date: `11/10/${YEAR} 16:00:00` },
      access_servers: [ids.norte],
    });
    expect(res.status).toBe(200);
    expect(res.body.event).toMatchObject({
      time_zone_name: 'America/Tijuana',
      start_date: `${YEAR}-10-11T19:00:00.000Z`, // PDT, UTC−7
      end_date: `${YEAR}-10-11T23:00:00.000Z`,
      access_servers: [{ id: ids.norte }],
    });
    for (const key of await keysOf(eventId)) expect(await serversOfKey(key.id)).toEqual([ids.norte]);
    const description = await host.patch(`/events/${eventId}`, { event: { description: 'En el jardín' } });
    expect(description.body.event).toMatchObject({ description: 'En el jardín', name: 'Boda civil' });
  });

  it('refuses bad edits and other people, changing nothing', async () => {
    const before = await snapshot();
    const cases: [Client, unknown, number, string][] = [
      [host, '{"event"', 400, 'malformed_body'],
      [host, { event: { description: '' } }, 422, 'validation_failed'],
      [host, { event: { name: 'x'.repeat(121) } }, 422, 'validation_failed'],
      [host, { event: { tolerance: 30 } }, 422, 'validation_failed'],
      [host, { event: { start_date: '10/10/2020 10:00:00' } }, 422, 'validation_failed'],
      [host, { event: { end_date: `01/01/${YEAR} 10:00:00` } }, 422, 'validation_failed'],
      [host, { event: { start_date: 'mañana' } }, 422, 'validation_failed'],
      [host, { access_servers: [] }, 422, 'validation_failed'],
      [host, { access_servers: [ids.recepcion] }, 422, 'validation_failed'],
      [host, { access_servers: [ids.club] }, 422, 'validation_failed'],
      [family, { event: { name: 'Mía' } }, 404, 'not_found'],
      [otherAdmin, { event: { name: 'Mía' } }, 404, 'not_found'],
      [guard, { event: { name: 'Mía' } }, 422, 'user_no_access'],
    ];
    for (const [client, body, status, code] of cases) {
      const res = await server.call('PATCH', `/api/v1/events/${eventId}`, { token: client.token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.code).toBe(code);
    }
    expect((await host.patch('/events/999999', { event: { name: 'x' } })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a host edit a secondary user’s event of their unit', async () => {
    const res = await host.patch(`/events/${ids.familyEvent}`, { event: { tolerance: 4 } });
    expect(res.body.event.tolerance).toBe(4);
    const [key] = await keysOf(ids.familyEvent);
    expect(key?.valid_from.toISOString()).toBe(`${YEAR}-07-04T17:30:00.000Z`);
    expect(key && key.valid_until.getTime() - key.valid_from.getTime()).toBe((6 + 8) * HOUR);
  });
});

// Values that look almost right: the shapes a buggy client or an attacker sends.
const nasty = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ minLength: 300, maxLength: 3000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 0, 2 ** 53, '1 or 1=1', "'; drop table events; --", '%', '\u0000', '31/02/2030 10:00:00', '+44'),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);
// start_date is always there and never a real date, so no write can pass by chance (ids 1 and 2 are real).
const eventFields = fc.record(
  { name: nasty, description: nasty, start_date: nasty, end_date: nasty, tolerance: nasty, event_type_id: nasty },
  { requiredKeys: ['start_date'] },
);
const guest = fc.oneof(
  nasty,
  fc.record(
    { name: nasty, phone: nasty, email: nasty, community_member: nasty, id: nasty, save: nasty },
    { requiredKeys: [] },
  ),
);

describe('fuzzed event writes', () => {
  it('never answer 500 and change nothing', async () => {
    // Guests go to a finished event: a favourite id that happens to be valid is still refused.
    const finished = await server.db
      .insertInto('events')
      .values({
        network_id: 1,
        user_id: 3,
        name: 'Terminado',
        start_date: new Date('2020-01-01T18:00:00Z'),
        end_date: new Date('2020-01-02T00:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        eventFields,
        fc.oneof(nasty, fc.array(guest, { maxLength: 3 })),
        fc.oneof(nasty, fc.constant([ids.recepcion]), fc.constant([999999])),
        fc.constantFrom('create', 'patch', 'add_guests'),
        async (event, guests, accessServers, call) => {
          const res =
            call === 'create'
              ? await host.post('/events', { event, guests, access_servers: accessServers })
              : call === 'patch'
                ? await host.patch(`/events/${ids.seedEvent}`, { event, access_servers: accessServers })
                : await host.post(`/events/${finished.id}/add_guests`, { guests });
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(res.body.code).toMatch(/^[a-z_]+$/);
        },
      ),
      { numRuns: 150 },
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('API documentation', () => {
  it('documents the event, favourite and photo calls from the contract', async () => {
    const doc = (await server.call('GET', '/api/docs/json', { token: admin.token })).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/events',
        '/api/v1/events/{id}',
        '/api/v1/events/{id}/access_keys',
        '/api/v1/events/{id}/add_guests',
        '/api/v1/community_members',
        '/api/v1/community_members/list',
        '/api/v1/photos/{id}',
        '/api/v1/access_keys/add_photos',
      ]),
    );
    const create = doc.paths['/api/v1/events'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(create.properties)).toEqual(['event', 'guests', 'access_servers']);
    expect(doc.paths['/api/v1/photos/{id}'].get.security).toEqual([]);
  });
});
