// Bad input of every shape: random JSON, wrong types, over-long strings, unknown and foreign ids.
// The server must answer 4xx with a code, never 500, keep serving, and change nothing it refused.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMigrated, migrate } from '../src/db/index.ts';
import { type Client, dbKind, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let admin: Client;
let host: Client;

beforeAll(async () => {
  server = await startTestServer();
  [admin, host] = await server.asEach('admin@demo.test', 'host@demo.test');
});
afterAll(() => server.close());

const snapshot = async () => ({
  users: await server.db.selectFrom('users').selectAll().orderBy('id').execute(),
  groups: await server.db.selectFrom('network_groups').selectAll().orderBy('id').execute(),
  servers: await server.db.selectFrom('access_servers').selectAll().orderBy('id').execute(),
  memberships: await server.db
    .selectFrom('user_access_servers')
    .selectAll()
    .orderBy('user_id')
    .orderBy('access_server_id')
    .execute(),
});

// Values that look almost right: the shapes a buggy client or an attacker sends.
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 500, maxLength: 3000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 0, 2 ** 53, '1 or 1=1', "'; drop table users; --", '%', '\u0000', '../../etc/passwd', 'NaN'),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);
const userBody = fc.record(
  {
    name: nasty,
    email: fc.oneof(nasty, fc.constant('host@other.test')),
    phone: nasty,
    role: fc.oneof(nasty, fc.constantFrom('host', 'network_admin', 'root')),
    network_group: nasty,
    access_servers: fc.oneof(nasty, fc.constant([3]), fc.constant([99999])),
    active: nasty,
  },
  { requiredKeys: [] },
);

describe('fuzzed writes', () => {
  it('never answers 500 and refuses without changing anything', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        userBody,
        fc.constantFrom('post-user', 'patch-user', 'post-group', 'patch-server'),
        async (body, call) => {
          const res =
            call === 'post-user'
              ? await admin.post('/users', { user: body })
              : call === 'patch-user'
                ? await host.patch('/users/1', { user: body })
                : call === 'post-group'
                  ? await admin.post('/network_groups', {
                      network_group: { name: body.name, access_servers: body.access_servers },
                    })
                  : await admin.patch('/access_servers/3', { access_server: { name: body.name }, settings: body });
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(res.body.code).toMatch(/^[a-z_]+$/);
        },
      ),
      { numRuns: 150 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses over-long strings with the field path', async () => {
    const res = await admin.post('/users', {
      user: { name: 'x'.repeat(5000), email: 'long@demo.test', phone: '5511112222', role: 'host', network_group: 1 },
    });
    expect(res.status).toBe(422);
    expect(res.body.fields.map((f: any) => f.path)).toContain('body.user.name');
  });

  it('answers 413 for a body over the limit, and keeps serving', async () => {
    const res = await admin.post('/network_groups', {
      network_group: { name: 'x'.repeat(30 * 1024 * 1024), access_servers: [1] },
    });
    expect(res).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
    expect((await admin.get('/session')).status).toBe(200);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await server.call('POST', '/api/v1/login', {
      body: 'email=a',
      headers: { 'content-type': 'text/csv' },
    });
    expect(res).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } });
  });

  it('treats ids that are too large, negative or not numbers as bad input, not as errors', async () => {
    for (const id of ['99999999999999999999', '-5', '1e3', '0x10', '%00']) {
      const res = await admin.get(`/users/${id}`);
      expect([404, 422]).toContain(res.status);
    }
  });

  it('answers a path the router cannot read (an over-long id, broken %-encoding) with our 404, not echoing it', async () => {
    const long = 'k'.repeat(300);
    for (const path of [`/users/${long}`, `/public/invitations/${long}`, '/users/%E0%A4%A']) {
      const res = await admin.get(path);
      expect(res, path).toMatchObject({ status: 404, body: { code: 'not_found' } });
      expect(JSON.stringify(res.body)).not.toContain('kkkk');
    }
    expect((await admin.get('/session')).status).toBe(200);
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document generated from the contract at /api/docs (to an admin unless API_DOCS=1)', async () => {
    const doc = await server.call('GET', '/api/docs/json', { token: admin.token });
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/login', '/api/v1/users/{id}', '/api/v1/network_groups']),
    );
    const login = doc.body.paths['/api/v1/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('password');
    // The page is for API_DOCS=1 (security-routes.test.ts).
    expect((await server.call('GET', '/api/docs/')).status).toBe(404);
  });
});

describe('database at start-up', () => {
  it('skips the migrator when every known migration ran, and leaves any other state to it', async () => {
    expect(await isMigrated(server.db)).toBe(true);
    expect(await migrate(server.db)).toEqual([]);
    // A migration this code does not know (a newer Garita ran here): the migrator must see it and refuse.
    const rollback = new Error('rollback');
    await expect(
      server.db.transaction().execute(async (trx) => {
        await sql`insert into kysely_migration (name, timestamp) values ('29991231_0001_future', '2999-12-31')`.execute(
          trx,
        );
        expect(await isMigrated(trx)).toBe(false);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await isMigrated(server.db)).toBe(true);
  });

  // Postgres' 128 MB of buffers would grow PGlite's WebAssembly heap past its initial 128 MB for good
  // (docs/benchmarks.md, "Start-up"); PGlite's own settings stay.
  it.runIf(dbKind === 'pglite')('runs with a buffer cache that fits its initial WebAssembly heap', async () => {
    const shown = async (name: string) =>
      (await sql<{ value: string }>`select current_setting(${name}) as value`.execute(server.db)).rows[0]?.value;
    expect(await shown('shared_buffers')).toBe('32MB');
    expect(await shown('maintenance_work_mem')).toBe('16MB');
    expect(await shown('max_parallel_workers')).toBe('0');
  });
});
