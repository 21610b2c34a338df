// GET /public/invitations/{unique_id}: the visitor's page, with no token. What it answers for each state of a
// key (valid, not yet valid, expired, used, deleted, inside after its time), for each type (visit, recurrent,
// event, provider), that it never answers for personal keys, that it says nothing of the host's phone or email
// nor of anything but the key, that it is never cached, and that every kind of miss is the same 404.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWallClock } from '../src/services/access-keys.time.ts';
import { type Client, startTestServer, type TestServer } from './harness.ts';

const HOUR = 3_600_000;
const MEXICO_CITY = 'America/Mexico_City';

let server: TestServer;
let host: Client;
let guard: Client;
let otherHost: Client;
// The server's clock: real time, moved forward by the tests that need a key to expire.
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const gates: Record<string, number> = {};
const servers: Record<string, number> = {};

const publicGet = (uniqueId: string, headers: Record<string, string> = {}) =>
  server.call('GET', `/api/v1/public/invitations/${encodeURIComponent(uniqueId)}`, { headers });

async function rawGet(path: string) {
  const res = await fetch(`${server.url}${path}`);
  const text = await res.text();
  return { status: res.status, headers: res.headers, text };
}

const visitBody = (extra: Record<string, unknown> = {}) => ({
  access_key: {
    visitor_name: `Visita ${Math.random().toString(36).slice(2, 8)}`,
    visitor_phone: '5512340000',
    visitor_email: 'visita@example.com',
    access_key_type_id: 1,
    reason_for_visit: 'Visita',
    visitor_duration: 2,
    valid_from: formatWallClock(new Date(now().getTime() - 60_000), MEXICO_CITY),
    access_servers: [servers['Caseta Principal'], servers['Acceso Norte']],
    ...extra,
  },
});

async function createKey(client: Client, extra: Record<string, unknown> = {}) {
  const res = await client.post('/access_keys', visitBody(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.access_key as { id: number; unique_id: string; visitor_name: string };
}

/** A guard's key-based register at a gate of Acceso Norte (no photos required there). */
async function pass(uniqueId: string, gate: 'Entrada Norte' | 'Salida Norte') {
  const res = await guard.post('/transactions', { key: uniqueId, gate_id: gates[gate], access_allowed: true });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.transaction.access_granted).toBe(true);
}

beforeAll(async () => {
  server = await startTestServer({}, now);
  [host, guard, otherHost] = await server.asEach('host@demo.test', 'guard@demo.test', 'host@other.test');
  for (const g of await server.db.selectFrom('gates').select(['id', 'name']).execute()) gates[g.name] = g.id;
  for (const s of await server.db.selectFrom('access_servers').select(['id', 'name']).execute()) servers[s.name] = s.id;
});
afterAll(() => server.close());

describe('GET /public/invitations/{unique_id}', () => {
  it('shows a valid visit without a token: what the visitor needs, with its QR, never cached', async () => {
    const key = await createKey(host);
    const res = await rawGet(`/api/v1/public/invitations/${key.unique_id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const { invitation } = JSON.parse(res.text);
    expect(invitation).toEqual({
      visitor_name: key.visitor_name,
      host_name: 'Héctor Residente',
      type: 'visit',
      event_name: null,
      provider: null,
      status: 'valid',
      valid_from: expect.any(String),
      valid_until: expect.any(String),
      valid_from_date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/),
      valid_until_date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/),
      time_zone_name: MEXICO_CITY,
      key_restriction: null,
      access_servers: [
        {
          name: 'Caseta Principal',
          venue_name: 'Residencial Las Palmas',
          address: 'Paseo de las Palmas 405, Lomas de Chapultepec, Ciudad de México',
          latitude: 19.4284,
          longitude: -99.2066,
          time_zone_name: MEXICO_CITY,
        },
        {
          name: 'Acceso Norte',
          venue_name: 'Residencial Las Palmas Norte',
          address: 'Blvd. Agua Caliente 10750, Tijuana, B.C.',
          latitude: 32.5149,
          longitude: -117.0382,
          time_zone_name: 'America/Tijuana',
        },
      ],
      qr_payload: key.unique_id,
    });
    expect(new Date(invitation.valid_until).getTime() - new Date(invitation.valid_from).getTime()).toBe(2 * HOUR);
    expect(formatWallClock(new Date(invitation.valid_from), MEXICO_CITY)).toBe(invitation.valid_from_date);
    // Nothing of the host's contact, of the visitor's contact, or of internal ids.
    for (const secret of ['5512345671', 'host@demo.test', '5512340000', 'visita@example.com', 'Torre A', 'Visita"'])
      expect(res.text).not.toContain(secret);
    expect(res.text).not.toMatch(/"(id|user_id|network_id|access_key_id|event_id)"/);
  });

  it('answers the same with or without a token, even a broken one', async () => {
    const key = await createKey(host);
    const anonymous = await publicGet(key.unique_id);
    const asGuard = await server.call('GET', `/api/v1/public/invitations/${key.unique_id}`, { token: guard.token });
    const broken = await publicGet(key.unique_id, { authorization: 'Token=nope' });
    expect(asGuard).toEqual(anonymous);
    expect(broken).toEqual(anonymous);
  });

  it('gives no QR before the invitation starts', async () => {
    const key = await createKey(host, {
      valid_from: formatWallClock(new Date(now().getTime() + 26 * HOUR), MEXICO_CITY),
    });
    const res = await publicGet(key.unique_id);
    expect(res.body.invitation).toMatchObject({ status: 'not_yet_valid', qr_payload: null });
  });

  it('follows a single visit: inside keeps the QR (also after its time, to leave), then used', async () => {
    const key = await createKey(host);
    await pass(key.unique_id, 'Entrada Norte');
    expect((await publicGet(key.unique_id)).body.invitation).toMatchObject({
      status: 'valid',
      qr_payload: key.unique_id,
    });
    offsetMs = 3 * HOUR;
    try {
      expect((await publicGet(key.unique_id)).body.invitation).toMatchObject({
        status: 'expired',
        qr_payload: key.unique_id,
      });
      // The gate agrees: the expired key still lets its visitor out.
      await pass(key.unique_id, 'Salida Norte');
    } finally {
      offsetMs = 0;
    }
    expect((await publicGet(key.unique_id)).body.invitation).toMatchObject({ status: 'used', qr_payload: null });
  });

  it('gives no QR once the invitation is over', async () => {
    const key = await createKey(host);
    offsetMs = 2 * HOUR + 60_000;
    try {
      const res = await publicGet(key.unique_id);
      expect(res.body.invitation).toMatchObject({ status: 'expired', qr_payload: null });
    } finally {
      offsetMs = 0;
    }
  });

  it('gives no QR for a deleted invitation', async () => {
    const key = await createKey(host);
    expect((await host.delete(`/access_keys/${key.id}`)).status).toBe(200);
    const res = await publicGet(key.unique_id);
    expect(res.status).toBe(200);
    expect(res.body.invitation).toMatchObject({ status: 'deleted', qr_payload: null });
    // The seed's deleted invitation, which was also refused at a gate.
    const seeded = await server.db
      .selectFrom('access_keys')
      .select('unique_id')
      .where('visitor_name', '=', 'Roberto Salinas')
      .executeTakeFirstOrThrow();
    expect((await publicGet(seeded.unique_id)).body.invitation).toMatchObject({
      status: 'deleted',
      qr_payload: null,
    });
  });

  it('shows a recurrent key with its weekday and hour restriction', async () => {
    const key = await createKey(host, {
      access_key_type_id: 2,
      duration: 2,
      temporary_duration: 'weeks',
      key_restrictions: { days: ['1', '3', '5'], time: '08:00', duration_in_minutes: 540 },
      access_servers: [servers['Acceso Norte']],
      valid_from: formatWallClock(new Date(now().getTime() - 60_000), 'America/Tijuana'),
    });
    const { invitation } = (await publicGet(key.unique_id)).body;
    expect(invitation).toMatchObject({
      type: 'recurrent',
      status: 'valid',
      time_zone_name: 'America/Tijuana',
      key_restriction: { days: ['1', '3', '5'], time: '08:00', duration_in_minutes: 540 },
      access_servers: [{ name: 'Acceso Norte' }],
      qr_payload: key.unique_id,
    });
  });

  it("shows a provider key without a QR, with the provider's company", async () => {
    const key = await createKey(host, { access_key_type_id: 5, provider: 'dhl', visitor_phone: '' });
    const { invitation } = (await publicGet(key.unique_id)).body;
    expect(invitation).toMatchObject({ type: 'provider', provider: 'DHL', status: 'valid', qr_payload: null });
    const other = await createKey(host, { access_key_type_id: 5, provider: 'Gas Express', visitor_phone: '' });
    expect((await publicGet(other.unique_id)).body.invitation.provider).toBe('Gas Express');
  });

  it("shows an event guest's key with the event's name and the event's window", async () => {
    const row = await server.db
      .selectFrom('access_keys as k')
      .innerJoin('events as e', 'e.id', 'k.event_id')
      .select(['k.unique_id', 'e.start_date', 'e.end_date', 'e.tolerance'])
      .where('e.name', '=', 'Cumpleaños de Héctor')
      .executeTakeFirstOrThrow();
    const { invitation } = (await publicGet(row.unique_id)).body;
    expect(invitation).toMatchObject({
      type: 'event',
      event_name: 'Cumpleaños de Héctor',
      status: 'not_yet_valid',
      qr_payload: null,
      valid_from: new Date(row.start_date.getTime() - row.tolerance * HOUR).toISOString(),
      valid_until: new Date(row.end_date.getTime() + row.tolerance * HOUR).toISOString(),
    });
  });

  it('answers a key of another network with only that key (no tenant is needed, none leaks)', async () => {
    const otherServer = await server.db
      .selectFrom('access_servers as s')
      .innerJoin('networks as n', 'n.id', 's.network_id')
      .select(['s.id', 's.time_zone'])
      .where('n.name', '=', 'Corporativo Norte')
      .executeTakeFirstOrThrow();
    const key = await createKey(otherHost, {
      access_servers: [otherServer.id],
      valid_from: formatWallClock(new Date(now().getTime() - 60_000), otherServer.time_zone),
    });
    const res = await publicGet(key.unique_id);
    expect(res.status).toBe(200);
    expect(res.body.invitation.access_servers).toHaveLength(1);
    const text = JSON.stringify(res.body);
    for (const name of ['Residencial Las Palmas', 'Caseta Principal', 'Acceso Norte', 'Héctor']) {
      expect(text).not.toContain(name);
    }
  });

  it('never shows a personal dynamic key', async () => {
    const personal = await host.get('/access_keys/user_access_key');
    expect(personal.status).toBe(200);
    const res = await rawGet(`/api/v1/public/invitations/${personal.body.access_key.unique_id}`);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ code: 'not_found', message: 'Not found' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers every kind of miss with the same 404, never a 500', async () => {
    const key = await createKey(host);
    const near = [
      key.unique_id.slice(0, -1),
      `${key.unique_id}A`,
      key.unique_id.toUpperCase() === key.unique_id ? key.unique_id.toLowerCase() : key.unique_id.toUpperCase(),
      `${key.unique_id} `,
      `${key.unique_id}%`,
      "' or 1=1 --",
      '../health',
      '%00',
      'x'.repeat(64),
      'x'.repeat(65),
      'ñandú',
    ];
    for (const id of near) {
      const res = await publicGet(id);
      expect(res, id).toEqual({ status: 404, body: { code: 'not_found', message: 'Not found' } });
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 300, unit: 'grapheme' }), async (id) => {
        const res = await publicGet(id);
        expect(res.status, id).toBe(404);
        expect(res.body.code, id).toBe('not_found');
      }),
      { numRuns: 150 },
    );
    expect((await publicGet('ñ'.repeat(100))).status).toBe(404);
    // Past the router's parameter limit (100 characters) no route runs: the same 404, not echoing the id.
    const long = await rawGet(`/api/v1/public/invitations/${'a'.repeat(101)}`);
    expect(long.status).toBe(404);
    expect(JSON.parse(long.text)).toEqual({ code: 'not_found', message: 'Not found' });
  });
});
