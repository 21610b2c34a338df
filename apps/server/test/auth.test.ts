// Sign-in, tokens, suspension, rate limits and password reset over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_LIMIT_PER_ACCOUNT: '4', LOGIN_LIMIT_PER_ADDRESS: '1000' });
});
afterAll(() => server.close());

describe('POST /login', () => {
  it('answers a token and the user shape of the spec, with the email trimmed and lower-cased', async () => {
    const res = await server.call('POST', '/api/v1/login', {
      body: { email: '  Guard@Demo.TEST ', password: 'demo1234' },
    });
    expect(res.status).toBe(200);
    expect(res.body.meta.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = res.body.user;
    expect(user).toMatchObject({
      email: 'guard@demo.test',
      roles: [{ name: 'security_guard' }],
      network: { company_name: 'Residencial Las Palmas', block_antipassback: false },
      last_access_selected: {
        name: 'Caseta Principal',
        time_zone: 'America/Mexico_City',
        settings: { photo_id: true },
      },
      invited_by: { name: 'Ana Administradora', email: 'admin@demo.test' },
    });
    expect(user.last_access_selected.gates.map((g: any) => [g.name, g.type, g.remote_pulse])).toEqual([
      ['Entrada Peatonal', 'access', false],
      ['Entrada Vehicular', 'access', true],
      ['Salida', 'exit', false],
    ]);
    expect(user).not.toHaveProperty('password_hash');
  });

  it('refuses wrong credentials with 401 and the same answer for unknown emails', async () => {
    const wrong = await server.call('POST', '/api/v1/login', {
      body: { email: 'host@demo.test', password: 'nope-nope' },
    });
    const unknown = await server.call('POST', '/api/v1/login', {
      body: { email: 'ghost@demo.test', password: 'nope-nope' },
    });
    expect(wrong).toEqual({ status: 401, body: { code: 'invalid_credentials', message: 'Invalid credentials' } });
    expect(unknown).toEqual(wrong);
  });

  it('rate-limits repeated failures per account', async () => {
    const attempt = () =>
      server.call('POST', '/api/v1/login', { body: { email: 'family@demo.test', password: 'wrong-pass' } });
    for (let i = 0; i < 4; i++) expect((await attempt()).status).toBe(401);
    expect((await attempt()).body.code).toBe('rate_limited');
    // Even the right password waits out the window: the attacker cannot tell.
    const right = await server.call('POST', '/api/v1/login', {
      body: { email: 'family@demo.test', password: 'demo1234' },
    });
    expect(right.status).toBe(429);
  });

  it('answers 422 for a malformed body and 400 for broken JSON, and keeps serving', async () => {
    expect((await server.call('POST', '/api/v1/login', { body: '{"email":' })).body.code).toBe('malformed_body');
    expect((await server.call('POST', '/api/v1/login', { body: { email: 5 } })).status).toBe(422);
    expect(
      (await server.call('POST', '/api/v1/login', { body: { email: 'x'.repeat(300), password: 'a' } })).status,
    ).toBe(422);
    expect((await server.call('GET', '/api/v1/health')).status).toBe(200);
  });
});

describe('tokens', () => {
  it('needs a token on every call, accepts it as Token=…, and stores only its hash', async () => {
    expect((await server.call('GET', '/api/v1/session')).body.code).toBe('unauthorized');
    const token = await server.login('host@demo.test');
    const res = await server.call('GET', '/api/v1/session', { token });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('host@demo.test');
    const stored = await server.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.some((s) => s.token_hash === token)).toBe(false);
  });

  it('revokes the token at logout', async () => {
    const token = await server.login('host@demo.test');
    expect((await server.call('DELETE', '/api/v1/logout', { token })).status).toBe(204);
    const after = await server.call('GET', '/api/v1/session', { token });
    expect(after).toMatchObject({ status: 401, body: { code: 'token_expired' } });
  });

  it('answers 403 suspended_account to a deactivated user at login and on every call', async () => {
    const admin = await server.as('admin@demo.test');
    const hostToken = await server.login('host@demo.test');
    const host = (await admin.get('/users?query=host@demo.test')).body.users[0];
    expect((await admin.patch(`/users/${host.id}`, { user: { active: false } })).status).toBe(200);
    for (const route of ['/api/v1/session', '/api/v1/access_servers', '/api/v1/users/list?q=a']) {
      const call = await server.call('GET', route, { token: hostToken });
      expect(call, route).toMatchObject({ status: 403, body: { code: 'suspended_account' } });
    }
    const login = await server.call('POST', '/api/v1/login', {
      body: { email: 'host@demo.test', password: 'demo1234' },
    });
    expect(login).toMatchObject({ status: 403, body: { code: 'suspended_account' } });
    expect((await admin.patch(`/users/${host.id}`, { user: { active: true } })).status).toBe(200);
    // Reactivation does not revive old tokens: only a fresh login works.
    expect((await server.call('GET', '/api/v1/session', { token: hostToken })).body.code).toBe('token_expired');
    expect(
      (await server.call('POST', '/api/v1/login', { body: { email: 'host@demo.test', password: 'demo1234' } })).status,
    ).toBe(200);
  });
});

describe('password reset', () => {
  it('mails a link whose token sets a new password once, and says nothing about unknown emails', async () => {
    expect(
      (await server.call('POST', '/api/v1/users/reset_password', { body: { email: 'nobody@demo.test' } })).status,
    ).toBe(204);
    await server.resetMailsSent();
    expect(server.mails).toHaveLength(0);
    expect(
      (await server.call('POST', '/api/v1/users/reset_password', { body: { email: 'Admin@Demo.test' } })).status,
    ).toBe(204);
    await server.resetMailsSent();
    const mail = server.mails.at(-1);
    expect(mail?.to).toBe('admin@demo.test');
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const done = await server.call('POST', '/api/v1/users/complete_reset', {
      body: { token, password: 'new-secret-1' },
    });
    expect(done.status).toBe(204);
    const again = await server.call('POST', '/api/v1/users/complete_reset', {
      body: { token, password: 'other-secret' },
    });
    expect(again.body.code).toBe('invalid_reset_token');
    expect(
      (await server.call('POST', '/api/v1/login', { body: { email: 'admin@demo.test', password: 'new-secret-1' } }))
        .status,
    ).toBe(200);
    expect(
      (await server.call('POST', '/api/v1/login', { body: { email: 'admin@demo.test', password: 'demo1234' } })).status,
    ).toBe(401);
  });
});
