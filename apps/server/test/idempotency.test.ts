// Idempotent creation (routes/idempotent.ts, docs/architecture.md): an invitation, an event, event guests and a
// manual register sent with an Idempotency-Key are created once however often the request is retried — the retry
// replays the first answer, the same key with another request is refused (422), simultaneous requests with one key
// create one record. Run on PGlite and on PostgreSQL (requests that really race on a pool of connections).
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@garita/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWallClock } from '../src/services/access-keys.time.ts';
import { createPurgeService } from '../src/services/purge.service.ts';
import { eventBody } from './event-fixture.ts';
import { type GateFixture, openGateFixture } from './gate-fixture.ts';
import type { Response } from './harness.ts';

let f: GateFixture;
let hostId = 0;
let partyId = 0;
const N = 8;

const send = (token: string, path: string, body: unknown, key?: string) =>
  f.server.call('POST', `/api/v1${path}`, { token, body, headers: key ? { 'idempotency-key': key } : {} });

const count = async (table: 'access_keys' | 'events' | 'transactions') =>
  Number(
    (
      await f.server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The four creations, each with a body that differs every time it is made (unless `tag` is given). */
const creations = () => [
  {
    name: 'an invitation',
    table: 'access_keys' as const,
    token: f.host.token,
    path: '/access_keys',
    body: (tag = randomUUID().slice(0, 8)) => ({
      access_key: {
        visitor_name: `Visita ${tag}`,
        visitor_phone: '5512340000',
        access_key_type_id: 1,
        reason_for_visit: 'Visita',
        valid_from: formatWallClock(new Date(Date.now() - 60_000), 'America/Mexico_City'),
        access_servers: [f.servers['Caseta Principal']],
      },
    }),
  },
  {
    name: 'an event',
    table: 'events' as const,
    token: f.host.token,
    path: '/events',
    body: (tag = randomUUID().slice(0, 8)) =>
      eventBody(f.servers['Caseta Principal'] ?? 0, { event: { name: `Posada ${tag}` } }),
  },
  {
    name: 'event guests',
    table: 'access_keys' as const,
    token: f.host.token,
    path: `/events/${partyId}/add_guests`,
    body: (tag = randomUUID().slice(0, 8)) => ({
      guests: [{ name: `Invitado ${tag}`, phone: `+5255${String(Math.random()).slice(2, 10)}`, email: '' }],
    }),
  },
  {
    name: 'a manual register',
    table: 'transactions' as const,
    token: f.guard.token,
    path: '/transactions',
    body: (tag = randomUUID().slice(0, 8)) => ({
      visitor_name: `Técnico ${tag}`,
      reason_for_visit: 'Revisión',
      user_id: hostId,
      gate_id: f.gates['Entrada Peatonal'],
      access_key_type_id: 6,
      access_allowed: true,
      photos: { id: f.photo },
    }),
  },
];

beforeAll(async () => {
  f = await openGateFixture();
  hostId = (
    await f.server.db.selectFrom('users').select('id').where('email', '=', 'host@demo.test').executeTakeFirstOrThrow()
  ).id;
  const party = await send(f.host.token, '/events', eventBody(f.servers['Caseta Principal'] ?? 0));
  expect(party.status).toBe(201);
  partyId = party.body.event.id;
});
afterAll(() => f.server.close());

const NAMES = ['an invitation', 'an event', 'event guests', 'a manual register'];

describe.each(NAMES)('%s with an Idempotency-Key', (name) => {
  const creation = () => {
    const found = creations().find((c) => c.name === name);
    if (!found) throw new Error(name);
    return found;
  };

  it('is created once when the same request comes twice, and both get the same answer', async () => {
    const c = creation();
    const body = c.body();
    const key = randomUUID();
    const before = await count(c.table);
    const first = await send(c.token, c.path, body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const created = (await count(c.table)) - before;
    expect(created).toBeGreaterThan(0);
    const again = await send(c.token, c.path, body, key);
    expect(again).toEqual(first);
    expect(await count(c.table)).toBe(before + created);
  });

  it('refuses the same key with a different request (422), and changes nothing', async () => {
    const c = creation();
    const key = randomUUID();
    expect((await send(c.token, c.path, c.body(), key)).status).toBe(201);
    const before = await count(c.table);
    const other = await send(c.token, c.path, c.body(), key);
    expect(other).toMatchObject({ status: 422, body: { code: 'idempotency_key_reused' } });
    expect(await count(c.table)).toBe(before);
  });

  it(`creates once when ${N} requests with one key arrive at the same time`, async () => {
    const c = creation();
    // What one request creates (one key or row per guest), measured on a request of its own.
    let before = await count(c.table);
    expect((await send(c.token, c.path, c.body())).status).toBe(201);
    const once = (await count(c.table)) - before;
    const body = c.body();
    const key = randomUUID();
    before = await count(c.table);
    const answers: Response[] = await Promise.all(Array.from({ length: N }, () => send(c.token, c.path, body, key)));
    expect(answers[0]?.status).toBe(201);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await count(c.table)).toBe(before + once);
  });

  it('without a key still creates on each request (older clients)', async () => {
    const c = creation();
    const before = await count(c.table);
    expect((await send(c.token, c.path, c.body())).status).toBe(201);
    expect((await send(c.token, c.path, c.body())).status).toBe(201);
    expect(await count(c.table)).toBeGreaterThan(before + 1);
  });
});

describe('Idempotency-Key', () => {
  it('belongs to one user: another user may use the same key for their own request', async () => {
    const [c] = creations();
    const key = randomUUID();
    const mine = await send(f.host.token, '/access_keys', c?.body(), key);
    const family = await f.server.as('family@demo.test');
    const theirs = await send(family.token, '/access_keys', c?.body(), key);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.access_key.id).not.toBe(mine.body.access_key.id);
  });

  it('of a refused request is not kept: the corrected retry runs', async () => {
    const key = randomUUID();
    const refused = await send(f.host.token, '/events', { event: { name: '' }, guests: [], access_servers: [] }, key);
    expect(refused.status).toBe(422);
    const ok = await send(f.host.token, '/events', eventBody(f.servers['Caseta Principal'] ?? 0), key);
    expect(ok.status).toBe(201);
  });

  it('must be 1 to 255 visible characters (422 otherwise)', async () => {
    const [c] = creations();
    for (const key of ['x'.repeat(256), 'with space'])
      expect((await send(f.host.token, '/access_keys', c?.body(), key)).body.code).toBe('validation_failed');
  });

  it('is forgotten after IDEMPOTENCY_KEY_TTL_HOURS, by the daily purge', async () => {
    const [c] = creations();
    const key = randomUUID();
    expect((await send(f.host.token, '/access_keys', c?.body(), key)).status).toBe(201);
    const stored = () =>
      f.server.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).executeTakeFirst();
    expect(await stored()).toBeDefined();
    const later = new Date(Date.now() + (IDEMPOTENCY_KEY_TTL_HOURS + 1) * 3_600_000);
    await createPurgeService({ db: f.server.db, storage: undefined as never, now: () => later }).run({
      trigger: 'cli',
      networkIds: [-1],
    });
    expect(await stored()).toBeUndefined();
    // And then the key may name a new request.
    expect((await send(f.host.token, '/access_keys', c?.body(), key)).status).toBe(201);
  });
});
