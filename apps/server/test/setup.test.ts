// First run over real HTTP on a database with no network: GET /setup says it is needed; POST /setup refuses bad
// input with the 422 field format and creates nothing; racing setups give one 201 and 409s; the 201 is the login
// answer and its token works; afterwards the route answers 409 already_set_up to anything, and a demo database
// counts as set up.
import { DEFAULT_PROVIDERS, OTHER_PROVIDER } from '@garita/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, undefined, { empty: true });
});
afterAll(() => server.close());

const body = (admin: Partial<{ name: string; email: string; password: string }> = {}, network = {}) => ({
  network: { name: 'Residencial Los Pinos', kind: 'residential', time_zone: 'America/Merida', ...network },
  admin: { name: 'Paula Pinos', email: 'paula@pinos.example', password: 'Pinos-2026-seguro', ...admin },
});
const post = (payload: unknown) => server.call('POST', '/api/v1/setup', { body: payload });
const countRows = async (table: 'networks' | 'users') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('before the first run', () => {
  it('says setup is needed, without a token', async () => {
    expect(await server.call('GET', '/api/v1/setup')).toEqual({ status: 200, body: { needed: true } });
  });

  it.each([
    [body({ password: 'short1A' }), 'body.admin.password', 'at least 10 characters'],
    [body({ password: 'abcdefghijklmn' }), 'body.admin.password', 'mix at least two kinds'],
    [body({ password: 'Password123' }), 'body.admin.password', 'too common'],
    [body({ email: 'paula2026@pinos.example', password: 'paula2026' }), 'body.admin.password', 'at least 10'],
    [body({ email: 'paula.2026@pinos.example', password: 'Paula.2026' }), 'body.admin.password', 'email'],
    [body({ email: 'not-an-email' }), 'body.admin.email', ''],
    [body({ name: '  ' }), 'body.admin.name', ''],
    [body({}, { time_zone: 'America/Gotham' }), 'body.network.time_zone', 'unknown time zone'],
    [body({}, { time_zone: '-06:00' }), 'body.network.time_zone', 'unknown time zone'],
    [body({}, { kind: 'industrial' }), 'body.network.kind', ''],
    [body({}, { name: '' }), 'body.network.name', ''],
    [{ admin: body().admin }, 'body.network', ''],
  ])('refuses %j with 422 on %s and creates nothing', async (payload, path, message) => {
    const res = await post(payload);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    const field = res.body.fields.find((f: { path: string }) => f.path === path);
    expect(field, JSON.stringify(res.body.fields)).toBeDefined();
    expect(field.message).toContain(message);
    expect(await countRows('networks')).toBe(0);
  });

  it('refuses a body over its small limit with 413, and broken JSON with 400', async () => {
    const huge = body({ name: 'x'.repeat(20_000) });
    expect((await post(huge)).status).toBe(413);
    expect((await post('{"network":')).status).toBe(400);
  });
});

describe('the first run', () => {
  it('lets exactly one of several racing setups in; the others answer 409 already_set_up', async () => {
    const racers = ['ana', 'beto', 'carla', 'dora'].map((name) =>
      post(body({ name, email: `${name}@pinos.example` }, { name: `Red de ${name}` })),
    );
    const answers = await Promise.all(racers);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const lost of answers.filter((a) => a.status === 409))
      expect(lost.body).toEqual({ code: 'already_set_up', message: 'Garita is already set up; sign in instead' });
    expect(await countRows('networks')).toBe(1);
    expect(await countRows('users')).toBe(1);

    const won = answers.find((a) => a.status === 201)?.body;
    const name = won.user.name as string;
    // The answer is the login's: same shape, same user, and its token signs the admin in.
    const login = await server.call('POST', '/api/v1/login', {
      body: { email: `${name}@pinos.example`, password: 'Pinos-2026-seguro' },
    });
    expect(login.status).toBe(200);
    expect(Object.keys(won).sort()).toEqual(Object.keys(login.body).sort());
    expect(won.user).toEqual(login.body.user);
    expect(won.meta.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(won.user).toMatchObject({
      email: `${name}@pinos.example`,
      role: 'network_admin',
      network: { company_name: `Red de ${name}` },
      abilities: { manage_network: true, manage_users: true },
    });
    const token = won.meta.auth_token as string;
    const settings = await server.call('GET', '/api/v1/network', { token });
    expect(settings.body).toMatchObject({ name: `Red de ${name}`, kind: 'residential', time_zone: 'America/Merida' });
    const providers = await server.call('GET', '/api/v1/providers', { token });
    expect(providers.body.providers.map((p: { name: string }) => p.name).sort()).toEqual(
      [...DEFAULT_PROVIDERS.map((p) => p.name), OTHER_PROVIDER.name].sort(),
    );
  });

  it('is over: GET says so and POST answers 409 to any body, valid or not', async () => {
    expect((await server.call('GET', '/api/v1/setup')).body).toEqual({ needed: false });
    for (const payload of [body({ email: 'eva@pinos.example' }), {}, body({ password: 'x' })]) {
      const res = await post(payload);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('already_set_up');
    }
    expect(await countRows('networks')).toBe(1);
  });
});

describe('a demo database', () => {
  it('counts as set up', async () => {
    const demo = await startTestServer();
    try {
      expect((await demo.call('GET', '/api/v1/setup')).body).toEqual({ needed: false });
      const res = await demo.call('POST', '/api/v1/setup', { body: body() });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('already_set_up');
    } finally {
      await demo.close();
    }
  });
});
