// Event guests: POST /events/{id}/add_guests (duplicates by name, phone or email refused as a whole, even when
// sent at once), GET /events/{id}/access_keys (5 a page, search), for every role and the other network.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_YEAR, seedEventId, snapshotEventRows } from './event-fixture.ts';
import { type DemoServer, startDemoServer } from './harness.ts';

const YEAR = NEXT_YEAR;
let { server, admin, guard, host, family, otherAdmin, otherHost } = {} as DemoServer; // set in beforeAll
let seedEvent: number;
let party: number; // host's event with guests that have emails

const guestKeys = (eventId: number) =>
  server.db
    .selectFrom('access_keys')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
const allRows = () => snapshotEventRows(server.db);

beforeAll(async () => {
  ({ server, admin, guard, host, family, otherAdmin, otherHost } = await startDemoServer());
  seedEvent = await seedEventId(server.db);
  const res = await host.post('/events', {
    event: { name: 'Fiesta', description: 'Terraza', start_date: `05/03/${YEAR} 19:00:00`, tolerance: 2 },
    guests: [
      { name: 'Ana Ruiz', phone: '+525511110001', email: 'ana@example.com' },
      { name: 'Beto Paz', phone: '+525511110002', email: '' },
      { name: 'Carla Gómez', phone: '+525511110003', email: '' },
      { name: 'Dario Soto', phone: '+525511110004', email: '' },
      { name: 'Elena Vega', phone: '+525511110005', email: '' },
      { name: 'Fer Luna', phone: '+525511110006', email: '' },
      { name: 'Gabo Cruz', phone: '+525511110007', email: '' },
    ],
    access_servers: [1, 2],
  });
  party = res.body.event.id;
});
afterAll(() => server.close());

describe('POST /events/{id}/add_guests', () => {
  it('adds guests with keys like the others of the event', async () => {
    const [existing] = await guestKeys(party);
    const res = await host.post(`/events/${party}/add_guests`, {
      guests: [
        { id: null, community_member: false, name: 'Hugo Lara', phone: '+1 201 555 1111', email: '', save: false },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      guests: [
        {
          id: expect.any(Number),
          name: 'Hugo Lara',
          phone: '+12015551111',
          country_code: '+1',
          email: '',
          community_member: false,
          community_member_id: null,
        },
      ],
      number_of_guests: 8,
    });
    const added = (await guestKeys(party)).find((k) => k.id === res.body.guests[0].id);
    expect(added).toMatchObject({
      access_key_type_id: 3,
      user_id: existing?.user_id,
      valid_from: existing?.valid_from,
      valid_until: existing?.valid_until,
      reason_for_visit: 'Fiesta',
    });
    const servers = await server.db
      .selectFrom('access_key_access_servers')
      .select('access_server_id')
      .where('access_key_id', '=', added?.id ?? 0)
      .orderBy('access_server_id')
      .execute();
    expect(servers.map((s) => s.access_server_id)).toEqual([1, 2]);
  });

  it('refuses a guest with the same name, phone or email as one on the event, naming them, storing nothing', async () => {
    const before = await allRows();
    const fresh = { name: 'Nuevo Invitado', phone: '5519990000', email: '' };
    const cases: [object, string, string][] = [
      [{ name: 'ana  RUÍZ', phone: '5519990001' }, 'body.guests.1.name', 'ana  RUÍZ: same name as Ana Ruiz'],
      [{ name: 'Otra', phone: '+52 55 1111 0002' }, 'body.guests.1.phone', 'Otra: same phone as Beto Paz'],
      [
        { name: 'Otra', phone: '5519990001', email: 'ANA@example.com' },
        'body.guests.1.email',
        'Otra: same email as Ana Ruiz',
      ],
      [
        { name: 'nuevo invitado', phone: '5519990001' },
        'body.guests.1.name',
        'nuevo invitado: same name as Nuevo Invitado',
      ],
    ];
    for (const [dup, path, message] of cases) {
      const res = await host.post(`/events/${party}/add_guests`, { guests: [fresh, dup] });
      expect(res.status, path).toBe(422);
      expect(res.body).toMatchObject({ code: 'duplicate_guest', fields: [{ path, message }] });
    }
    // Empty emails never clash; the same favourite twice does.
    const favourite = (
      await server.db
        .selectFrom('community_members')
        .select('id')
        .where('name', '=', 'Carlos Méndez')
        .executeTakeFirstOrThrow()
    ).id;
    const twice = await host.post(`/events/${party}/add_guests`, {
      guests: [
        { community_member: true, id: favourite },
        { community_member: true, id: favourite },
      ],
    });
    expect(twice.body.code).toBe('duplicate_guest');
    expect(twice.body.fields.map((f: any) => f.path)).toEqual(['body.guests.1.name', 'body.guests.1.phone']);
    expect(await allRows()).toEqual(before);
  });

  it('lets a removed guest be invited again', async () => {
    const beto = (await guestKeys(party)).find((k) => k.visitor_name === 'Beto Paz');
    await server.db
      .updateTable('access_keys')
      .set({ deleted_at: new Date() })
      .where('id', '=', beto?.id ?? 0)
      .execute();
    const res = await host.post(`/events/${party}/add_guests`, {
      guests: [{ id: '', community_member: false, name: 'Beto Paz', phone: '5511110002', email: null }],
    });
    expect(res.status).toBe(201);
    expect(res.body.number_of_guests).toBe(8);
  });

  it('adds one of twenty identical requests sent at once', async () => {
    const body = { guests: [{ name: 'Invitado Simultáneo', phone: '5512121212' }] };
    const results = await Promise.all(Array.from({ length: 20 }, () => host.post(`/events/${party}/add_guests`, body)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'duplicate_guest')).toHaveLength(19);
    expect((await guestKeys(party)).filter((k) => k.visitor_name === 'Invitado Simultáneo')).toHaveLength(1);
  });

  it('saves new guests as favourites of the caller when asked, and takes favourites as they are stored', async () => {
    const res = await admin.post(`/events/${party}/add_guests`, {
      guests: [{ name: 'Contacto Admin', phone: '5513131313', email: 'ca@example.com', save: true }],
    });
    expect(res.status).toBe(201);
    const saved = await server.db
      .selectFrom('community_members')
      .selectAll()
      .where('name', '=', 'Contacto Admin')
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ user_id: 1, phone: '5513131313', email: 'ca@example.com' });
    expect(res.body.guests[0]).toMatchObject({ community_member: true, community_member_id: saved.id });
    // The key still belongs to the event's owner.
    const key = (await guestKeys(party)).find((k) => k.visitor_name === 'Contacto Admin');
    expect(key?.user_id).not.toBe(1);
    // The host may not use the admin's favourite.
    const foreign = await host.post(`/events/${party}/add_guests`, {
      guests: [{ community_member: true, id: saved.id }],
    });
    expect(foreign).toMatchObject({
      status: 422,
      body: { code: 'validation_failed', fields: [{ path: 'body.guests.0.id' }] },
    });
  });

  it('refuses roles and people without the event, other networks, bad bodies and finished events', async () => {
    const before = await allRows();
    const guest = { guests: [{ name: 'Zoe Ortiz', phone: '5514141414' }] };
    expect((await guard.post(`/events/${party}/add_guests`, guest)).body.code).toBe('user_no_access');
    expect((await family.post(`/events/${party}/add_guests`, guest)).status).toBe(404);
    expect((await otherAdmin.post(`/events/${party}/add_guests`, guest)).status).toBe(404);
    expect((await otherHost.post(`/events/${seedEvent}/add_guests`, guest)).status).toBe(404);
    expect((await host.post('/events/999999/add_guests', guest)).status).toBe(404);
    const bad: [unknown, number][] = [
      ['{"guests":[', 400],
      [{}, 422],
      [{ guests: [] }, 422],
      [{ guests: 'Zoe' }, 422],
      [{ guests: [{ name: 'Zoe' }] }, 422],
      [{ guests: [{ name: 'Zoe', phone: 5514141414 }] }, 422],
      [{ guests: [{ name: 'x'.repeat(500), phone: '5514141414' }] }, 422],
      [{ guests: [{ name: 'Zoe', phone: '5514141414', save: 'yes' }] }, 422],
    ];
    for (const [body, status] of bad) {
      const res = await server.call('POST', `/api/v1/events/${party}/add_guests`, { token: host.token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.code).toMatch(/^[a-z_]+$/);
    }
    const past = await server.db
      .insertInto('events')
      .values({
        network_id: 1,
        user_id: 3,
        name: 'Ya pasó',
        start_date: new Date('2020-01-01T18:00:00Z'),
        end_date: new Date('2020-01-02T00:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const over = await host.post(`/events/${past.id}/add_guests`, guest);
    expect(over).toMatchObject({ status: 422, body: { code: 'validation_failed' } });
    const { events, ...rest } = await allRows();
    const { events: eventsBefore, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    expect(events.filter((e) => e.id !== past.id)).toEqual(eventsBefore);
  });
});

describe('GET /events/{id}/access_keys', () => {
  it('lists guest keys five a page, by name, with what the QR encodes', async () => {
    const res = await host.get(`/events/${party}/access_keys`);
    expect(res.status).toBe(200);
    expect(res.body.access_keys).toHaveLength(5);
    const total = (await guestKeys(party)).length;
    expect(res.body).toMatchObject({ total_count: total, total_pages: Math.ceil(total / 5) });
    expect(res.body.access_keys[0]).toEqual({
      id: expect.any(Number),
      unique_id: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/),
      visitor_name: 'Ana Ruiz',
      visitor_phone: '5511110001',
      visitor_email: 'ana@example.com',
      country_code: '+52',
      access_key_type_id: 3,
      community_member_id: null,
      last_transaction_type: null,
      valid_from: expect.stringMatching(/Z$/),
      valid_until: expect.stringMatching(/Z$/),
      can_delete: true,
    });
    const last = await host.get(`/events/${party}/access_keys?page=${Math.ceil(total / 5)}`);
    expect(last.body.access_keys.length).toBe(total % 5 || 5);
  });

  it('searches by name or phone and leaves removed guests out', async () => {
    const names = async (q: string) =>
      (await host.get(`/events/${party}/access_keys?query=${encodeURIComponent(q)}`)).body.access_keys.map(
        (k: any) => k.visitor_name,
      );
    expect(await names('gómez')).toEqual(['Carla Gómez']);
    expect(await names('1111 0005')).toEqual(['Elena Vega']);
    expect(await names('Vega 5')).toEqual([]); // digits in a name are not a phone number
    expect(await names('Beto')).toEqual(['Beto Paz']); // the re-invited one; the removed key is not listed
    expect(await names('%')).toEqual([]);
  });

  it('answers who may see the event, and 404 or refusal to the rest', async () => {
    expect((await admin.get(`/events/${party}/access_keys`)).status).toBe(200);
    expect((await host.get(`/events/${seedEvent}/access_keys?results=10`)).body.access_keys).toHaveLength(2);
    expect((await family.get(`/events/${party}/access_keys`)).status).toBe(404);
    expect((await otherAdmin.get(`/events/${party}/access_keys`)).status).toBe(404);
    expect((await otherHost.get(`/events/${seedEvent}/access_keys`)).status).toBe(404);
    expect((await guard.get(`/events/${party}/access_keys`)).body.code).toBe('user_no_access');
    for (const q of ['page=0', 'results=abc', `query=${'x'.repeat(600)}`]) {
      expect((await host.get(`/events/${party}/access_keys?${q}`)).status, q).toBe(422);
    }
  });
});
