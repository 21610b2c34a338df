// Bad input of every shape on the keys and logbook calls: random JSON, wrong types, over-long strings, unknown
// and foreign ids. Every answer is 4xx with a code, never 500, and nothing stored changes.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let host: Client;
let guard: Client;
let otherGuard: Client;
let keyId: number;
let entryId: number;

const snapshot = async () => ({
  keys: await server.db.selectFrom('access_keys').selectAll().orderBy('id').execute(),
  keyServers: await server.db
    .selectFrom('access_key_access_servers')
    .selectAll()
    .orderBy('access_key_id')
    .orderBy('access_server_id')
    .execute(),
  transactions: await server.db.selectFrom('transactions').selectAll().orderBy('id').execute(),
  favourites: await server.db.selectFrom('community_members').selectAll().orderBy('id').execute(),
  photos: await server.db.selectFrom('photos').selectAll().orderBy('id').execute(),
});

const nasty = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ minLength: 2100, maxLength: 6000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    -1,
    0,
    2 ** 53,
    1e308,
    '1 or 1=1',
    "'; drop table access_keys; --",
    '%',
    '\u0000',
    '31/02/2026 10:00:00',
    '--',
  ),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 3 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);
const keyBody = fc.record(
  {
    visitor_name: nasty,
    visitor_phone: nasty,
    visitor_email: nasty,
    access_key_type_id: fc.oneof(nasty, fc.constantFrom(1, 2, 5, 7)),
    reason_for_visit: nasty,
    visitor_duration: nasty,
    duration: nasty,
    temporary_duration: fc.oneof(nasty, fc.constantFrom('hours', 'years')),
    valid_from: nasty,
    access_servers: fc.oneof(nasty, fc.constant([3]), fc.constant([99999])),
    community_member_id: nasty,
    key_restrictions: fc.oneof(nasty, fc.record({ days: nasty, time: nasty, duration_in_minutes: nasty })),
    custom_attrs: nasty,
    provider: nasty,
  },
  { requiredKeys: [] },
);
const registerBody = fc.record(
  {
    key: nasty,
    gate_id: fc.oneof(nasty, fc.constant(6)),
    access_allowed: nasty,
    notes: nasty,
    photos: fc.oneof(nasty, fc.record({ id: nasty, photo_id: nasty, other: nasty })),
    custom_attrs: nasty,
    visitor_name: nasty,
    user_id: nasty,
    access_key_type_id: nasty,
    transaction_id: nasty,
    id: nasty,
  },
  { requiredKeys: [] },
);

beforeAll(async () => {
  server = await startTestServer();
  [host, guard, otherGuard] = await server.asEach('host@demo.test', 'guard@demo.test', 'guard@other.test');
  keyId = (
    await server.db
      .selectFrom('access_keys')
      .select('id')
      .where('visitor_name', '=', 'Sofía Castillo')
      .executeTakeFirstOrThrow()
  ).id;
  entryId = (
    await server.db.selectFrom('transactions').select('id').where('access_key_id', '=', keyId).executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());

const asQuery = (v: unknown) => encodeURIComponent(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
const isRefusal = (res: { status: number; body: any }) => {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.body.code).toMatch(/^[a-z_]+$/);
};

describe('fuzzed key and logbook calls', () => {
  it('never answer 500 and change nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        keyBody,
        registerBody,
        fc.constantFrom('create', 'edit', 'register', 'exit', 'open', 'validate'),
        async (key, reg, call) => {
          const res =
            call === 'create'
              ? await host.post('/access_keys', { access_key: key })
              : call === 'edit'
                ? await host.patch(`/access_keys/${keyId}`, { access_key: { ...key, visitor_name: 5 } })
                : call === 'register'
                  ? await guard.post('/transactions', reg)
                  : call === 'exit'
                    ? await otherGuard.post('/transactions/log_exit', { transaction_id: entryId, gate_id: reg.gate_id })
                    : call === 'open'
                      ? await guard.post('/transactions/open_gate', { id: reg.id ?? 'x' })
                      : await guard.get(`/access_keys/validate?gate=${asQuery(reg.gate_id)}&key=${asQuery(reg.key)}`);
          isRefusal(res);
        },
      ),
      { numRuns: 200 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuse unknown, negative, huge and foreign ids on every path', async () => {
    const before = await snapshot();
    for (const id of ['0', '-1', '99999999999999999999', '1e3', 'abc', '99999999'])
      for (const path of [`/access_keys/${id}`, `/transactions/${id}`, `/access_servers/${id}/current_guests`])
        isRefusal(await host.get(path));
    isRefusal(await otherGuard.get(`/transactions/${entryId}`));
    isRefusal(await otherGuard.get(`/access_keys/${keyId}`));
    isRefusal(await host.delete('/access_keys/99999999'));
    expect(await snapshot()).toEqual(before);
  });
});
