// One event guest at a time: correcting a guest (PATCH /events/{id}/guests/{guestId}: duplicates refused like
// added guests, QR kept, favourite link dropped when the phone changes) and removing one through
// DELETE /access_keys/{id} by the event's owner or their unit's host, after which the key opens nothing;
// every role, the other network, other events' guests and bad bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWallClock } from '../src/services/access-keys.time.ts';
import { guestKeysOf, snapshotEventRows } from './event-fixture.ts';
import { type DemoServer, startDemoServer } from './harness.ts';

let { server, admin, guard, host, family, otherAdmin, otherHost } = {} as DemoServer; // set in beforeAll
const ids = { caseta: 0, norte: 0, seedEvent: 0, party: 0, clubEvent: 0, peatonal: 0 };
const favourite = { id: 0, name: '', phone: '' };

const keysOf = (eventId: number) => guestKeysOf(server.db, eventId);
const keyNamed = async (eventId: number, name: string) => {
  const key = (await keysOf(eventId)).find((k) => k.visitor_name === name);
  if (!key) throw new Error(`no guest ${name}`);
  return key;
};
const guestPath = (eventId: number, guestId: number) => `/events/${eventId}/guests/${guestId}`;

beforeAll(async () => {
  ({ server, admin, guard, host, family, otherAdmin, otherHost } = await startDemoServer());
  const servers = await server.db.selectFrom('access_servers').select(['id', 'name', 'time_zone']).execute();
  const caseta = servers.find((s) => s.name === 'Caseta Principal');
  ids.caseta = caseta?.id ?? 0;
  ids.norte = servers.find((s) => s.name === 'Acceso Norte')?.id ?? 0;
  ids.peatonal = (
    await server.db.selectFrom('gates').select('id').where('name', '=', 'Entrada Peatonal').executeTakeFirstOrThrow()
  ).id;
  const [seed, club] = await server.db.selectFrom('events').select('id').orderBy('id').execute();
  ids.seedEvent = seed?.id ?? 0;
  ids.clubEvent = club?.id ?? 0;
  const member = await server.db
    .selectFrom('community_members')
    .select(['id', 'name', 'phone'])
    .where('name', '=', 'Jorge Ramírez')
    .executeTakeFirstOrThrow();
  Object.assign(favourite, member);
  // Started ten minutes ago at Caseta Principal, so its guests' keys open the gate now.
  const start = formatWallClock(new Date(Date.now() - 10 * 60_000), caseta?.time_zone ?? 'America/Mexico_City');
  const res = await host.post('/events', {
    event: { name: 'Reunión', description: 'Sala de juntas', start_date: start, tolerance: 1 },
    guests: [
      { name: 'Ana Ruiz', phone: '+525511110001', email: 'ana@example.com' },
      { name: 'Beto Paz', phone: '+525511110002', email: '' },
      { community_member: true, id: member.id },
    ],
    access_servers: [ids.caseta],
  });
  expect(res.status).toBe(201);
  ids.party = res.body.event.id;
});
afterAll(() => server.close());

describe('PATCH /events/{id}/guests/{guestId}', () => {
  it('corrects a guest and keeps their QR, validity and access points', async () => {
    const before = await keyNamed(ids.party, 'Beto Paz');
    const res = await host.patch(guestPath(ids.party, before.id), {
      guest: { name: 'Alberto Paz', phone: '+1 201 555 2222', email: 'Beto@Example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      guest: {
        id: before.id,
        name: 'Alberto Paz',
        phone: '+12015552222',
        country_code: '+1',
        email: 'beto@example.com',
        community_member: false,
        community_member_id: null,
      },
    });
    const after = await keyNamed(ids.party, 'Alberto Paz');
    expect(after).toEqual({
      ...before,
      visitor_name: 'Alberto Paz',
      visitor_phone: '2015552222',
      country_code: '+1',
      visitor_email: 'beto@example.com',
      // The change's instant, for the offline snapshot's refresh (migration 20261201_01).
      updated_at: expect.any(Date),
    });
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
    const detail = await host.get(`/events/${ids.party}`);
    expect(detail.body.event.number_of_guests).toBe(3);
  });

  it('keeps the favourite link while the phone stays, drops it when the phone changes', async () => {
    const key = await keyNamed(ids.party, favourite.name);
    expect(key.community_member_id).toBe(favourite.id);
    const renamed = await host.patch(guestPath(ids.party, key.id), {
      guest: { name: 'Jorge Ramírez Soto', phone: favourite.phone, country_code: '+52', email: '' },
    });
    expect(renamed.body.guest).toMatchObject({ community_member: true, community_member_id: favourite.id });
    const moved = await host.patch(guestPath(ids.party, key.id), {
      guest: { name: 'Jorge Ramírez Soto', phone: '5599887766', email: '' },
    });
    expect(moved.body.guest).toMatchObject({ phone: '+525599887766', community_member: false });
    // The favourite itself is untouched.
    const stored = await server.db
      .selectFrom('community_members')
      .select(['name', 'phone'])
      .where('id', '=', favourite.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: favourite.name, phone: favourite.phone });
  });

  it("refuses another guest's name, phone or email, naming them, and changes nothing", async () => {
    const key = await keyNamed(ids.party, 'Alberto Paz');
    const before = await snapshotEventRows(server.db);
    const cases: [object, string, string][] = [
      [{ name: 'ANA  ruíz', phone: '5519990001' }, 'body.guest.name', 'ANA  ruíz: same name as Ana Ruiz'],
      [{ name: 'Alberto Paz', phone: '+52 55 1111 0001' }, 'body.guest.phone', 'Alberto Paz: same phone as Ana Ruiz'],
      [
        { name: 'Alberto Paz', phone: '5519990001', email: 'ANA@example.com' },
        'body.guest.email',
        'Alberto Paz: same email as Ana Ruiz',
      ],
    ];
    for (const [guest, path, message] of cases) {
      const res = await host.patch(guestPath(ids.party, key.id), { guest });
      expect(res.status, path).toBe(422);
      expect(res.body).toMatchObject({ code: 'duplicate_guest', fields: [{ path, message }] });
    }
    expect(await snapshotEventRows(server.db)).toEqual(before);
    // The guest's own name, phone and email are not duplicates of themself.
    const same = await host.patch(guestPath(ids.party, key.id), {
      guest: { name: 'alberto paz', phone: '+12015552222', email: 'beto@example.com' },
    });
    expect(same.status).toBe(200);
  });

  it('answers 404 for other events, removed or unknown guests, people without the event and other networks', async () => {
    const before = await snapshotEventRows(server.db);
    const guest = { guest: { name: 'Zoe Ortiz', phone: '5514141414' } };
    const ana = await keyNamed(ids.party, 'Ana Ruiz');
    const [seedGuest] = await keysOf(ids.seedEvent);
    expect((await guard.patch(guestPath(ids.party, ana.id), guest)).body.code).toBe('user_no_access');
    for (const [client, path] of [
      [family, guestPath(ids.party, ana.id)], // not their event
      [otherAdmin, guestPath(ids.party, ana.id)],
      [otherHost, guestPath(ids.party, ana.id)],
      [host, guestPath(ids.party, seedGuest?.id ?? 0)], // a guest of another event
      [host, guestPath(ids.seedEvent, ana.id)],
      [host, guestPath(ids.party, 999_999)],
      [host, guestPath(999_999, ana.id)],
    ] as const) {
      expect((await client.patch(path, guest)).status, path).toBe(404);
    }
    const bad: [unknown, number][] = [
      ['{"guest":', 400],
      [{}, 422],
      [{ guest: { phone: '5514141414' } }, 422],
      [{ guest: { name: ' ', phone: '5514141414' } }, 422],
      [{ guest: { name: 'Zoe', phone: '12' } }, 422],
      [{ guest: { name: 'Zoe', phone: '551414141' } }, 422], // 9 digits (spec §5: 10 for guests)
      [{ guest: { name: 'Zoe', phone: '55141414141' } }, 422],
      [{ guest: { name: 'Zoe', phone: '5550001111', country_code: '+1' } }, 422], // 555: no US area code
      [{ guest: { name: 'Zoe', phone: '+44 20 7946 0958' } }, 422],
      [{ guest: { name: 'Zoe', phone: 5514141414 } }, 422],
      [{ guest: { name: 'Zoe', phone: '5514141414', email: 'not-an-email' } }, 422],
      [{ guest: { name: 'x'.repeat(500), phone: '5514141414' } }, 422],
    ];
    for (const [body, status] of bad) {
      const res = await server.call('PATCH', `/api/v1${guestPath(ids.party, ana.id)}`, { token: host.token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.code).toMatch(/^[a-z_]+$/);
    }
    for (const path of [`/events/abc/guests/${ana.id}`, `/events/${ids.party}/guests/0`]) {
      expect((await host.patch(path, guest)).status, path).toBe(422);
    }
    expect(await snapshotEventRows(server.db)).toEqual(before);
  });

  it('lets an admin correct any guest of the network, and refuses guests of a finished event', async () => {
    const ana = await keyNamed(ids.party, 'Ana Ruiz');
    const res = await admin.patch(guestPath(ids.party, ana.id), {
      guest: { name: 'Ana Ruiz Luna', phone: '+525511110001', email: 'ana@example.com' },
    });
    expect(res.status).toBe(200);
    expect((await keyNamed(ids.party, 'Ana Ruiz Luna')).user_id).toBe(ana.user_id);

    const past = await server.db
      .insertInto('events')
      .values({
        network_id: 1,
        user_id: ana.user_id,
        name: 'Ya pasó',
        start_date: new Date('2020-01-01T18:00:00Z'),
        end_date: new Date('2020-01-02T00:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const old = await server.db
      .insertInto('access_keys')
      .values({
        network_id: 1,
        user_id: ana.user_id,
        unique_id: `old-${Date.now()}`,
        access_key_type_id: 3,
        event_id: past.id,
        visitor_name: 'Invitado Viejo',
        visitor_phone: '5512121212',
        valid_from: new Date('2020-01-01T17:00:00Z'),
        valid_until: new Date('2020-01-02T01:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const over = await host.patch(guestPath(past.id, old.id), { guest: { name: 'Otro', phone: '5512121213' } });
    expect(over).toMatchObject({ status: 422, body: { code: 'validation_failed' } });
  });
});

describe('DELETE /access_keys/{id} on an event guest', () => {
  it("removes the owner's guest: the key opens nothing, the event counts one guest less", async () => {
    const ana = await keyNamed(ids.party, 'Ana Ruiz Luna');
    const scan = () => guard.get(`/access_keys/validate?gate=${ids.peatonal}&key=${ana.unique_id}`);
    expect((await scan()).body.access_granted).toBe(true);
    expect((await guard.delete(`/access_keys/${ana.id}`)).body.code).toBe('user_no_access');
    for (const client of [family, otherAdmin, otherHost]) {
      expect((await client.delete(`/access_keys/${ana.id}`)).status).toBe(404);
    }
    expect((await keyNamed(ids.party, 'Ana Ruiz Luna')).deleted_at).toBeNull();

    const res = await host.delete(`/access_keys/${ana.id}`);
    expect(res.status).toBe(200);
    expect(res.body.access_key).toMatchObject({ id: ana.id, access_key_type_id: 3, event_id: ids.party });
    expect(res.body.access_key.deleted_at).toBeTruthy();
    expect((await host.delete(`/access_keys/${ana.id}`)).body.code).toBe('user_no_access');
    const denied = await scan();
    expect(denied.body.access_granted).toBe(false);
    expect(denied.body.key_data.access_key_status.description).toBe('access_removed');

    const detail = await host.get(`/events/${ids.party}`);
    expect(detail.body.event.number_of_guests).toBe(2);
    expect(detail.body.event.guests.map((g: { name: string }) => g.name)).not.toContain('Ana Ruiz Luna');
    const list = await host.get(`/events/${ids.party}/access_keys`);
    expect(list.body.total_count).toBe(2);
    // A removed guest cannot be corrected any more.
    const edit = await host.patch(guestPath(ids.party, ana.id), { guest: { name: 'Ana', phone: '5511110001' } });
    expect(edit.status).toBe(404);
  });

  it("lets a secondary host remove their own event's guests and their unit's host remove them too", async () => {
    const fresh = await family.post(`/events/${ids.clubEvent}/add_guests`, {
      guests: [
        { name: 'Invitada Club Uno', phone: '5531313131' },
        { name: 'Invitada Club Dos', phone: '5531313132' },
      ],
    });
    expect(fresh.status).toBe(201);
    const [one, two] = fresh.body.guests;
    expect((await family.delete(`/access_keys/${one.id}`)).status).toBe(200);
    expect((await host.delete(`/access_keys/${two.id}`)).status).toBe(200);
    expect((await admin.get(`/events/${ids.clubEvent}`)).body.event.number_of_guests).toBe(1);
  });
});
