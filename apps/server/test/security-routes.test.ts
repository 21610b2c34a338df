// Authentication by the matched route (issue 13, docs/security.md): odd spellings of a private path never reach
// its handler without a token; a route under /api that says neither `public` nor `permission` stops the server
// from starting; bodies are limited per route; the API docs are not public unless API_DOCS=1.
import { PHOTO_MAX_BASE64_CHARS, PHOTO_TYPES } from '@garita/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_BODY_LIMIT } from '../src/lib/body-limits.ts';
import { DEMO_PEOPLE, startTestServer, type TestServer } from './harness.ts';
import { rawRequest } from './raw-http.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('odd paths to a private route, without a token', () => {
  const paths = [
    '/%61pi/v1/users',
    '/%61%70%69/v1/users',
    '/api/v1/%75sers',
    '/api/%76%31/users',
    '/api/v1//users',
    '//api/v1/users',
    '/API/v1/users',
    '/Api/V1/Users',
    '/api/v1/users/',
    '/api/v1/users?x',
    '/api/v1/users?page=1&page=2',
    '/api/v1/users;x=1',
    '/api/v1/users;/../users',
    '/api/v1/x/../users',
    '/api/v1/./users',
    '/api/v1/users/..',
    '/api/v1/users%2f',
    '/api/v1/users%00',
    '/api/v1/users#x',
    '/api/v1/users/1',
    '/./api/v1/users',
    '/x/../api/v1/users',
    '///api/v1/users',
    '/%61pi/v1/users/1',
    '/%61pi/v1/session',
    '/%61pi/v1/transactions',
    '/%61pi/v1/network',
  ];

  it.each(paths)('GET %s answers 401 or 404, never reaching the handler', async (path) => {
    const res = await rawRequest(server.url, path);
    expect([401, 404], `${path}: ${res.status} ${res.text.slice(0, 80)}`).toContain(res.status);
    expect(res.json?.code).toMatch(/^(unauthorized|not_found)$/);
  });

  it('answers the same paths normally with a token', async () => {
    const token = await server.login(DEMO_PEOPLE.admin);
    const res = await rawRequest(server.url, '/%61pi/v1/users', { headers: { authorization: `Token=${token}` } });
    expect(res.status).toBe(200);
    expect(res.json.users.length).toBeGreaterThan(0);
  });

  it('refuses a write through an encoded path too', async () => {
    const res = await rawRequest(server.url, '/%61pi/v1/network_groups', {
      method: 'POST',
      body: { network_group: { name: 'Torre Z', access_servers: [1] } },
    });
    expect(res.status).toBe(401);
    const names = await server.db.selectFrom('network_groups').select('name').where('name', '=', 'Torre Z').execute();
    expect(names).toEqual([]);
  });
});

describe('default deny', () => {
  it('refuses to register an /api route that names neither public nor a permission', async () => {
    const { buildApp } = await import('../src/app.ts');
    const { loadConfig } = await import('../src/config.ts');
    const { localStorage } = await import('../src/storage/index.ts');
    const app = await buildApp(
      {
        config: loadConfig({ DATA_DIR: server.dataDir, DEMO: '0', LOG_LEVEL: 'silent' }),
        db: server.db,
        mailer: { send: async () => {} },
        storage: localStorage(server.dataDir),
        signingSecret: 'x'.repeat(32),
        now: () => new Date(),
      },
      { logger: false },
    );
    try {
      expect(() => app.get('/api/v1/forgotten', async () => ({ secret: true }))).toThrow(
        /neither `public` nor a `permission`/,
      );
      expect(() => app.get('/api/v2/other', async () => ({}))).toThrow(/neither/);
      // Routes that say who may call them are fine.
      expect(() => app.get('/api/v1/said', { config: { permission: 'session.show' } }, async () => ({}))).not.toThrow();
    } finally {
      await app.close();
    }
  });

  it('has every registered API route public or with a permission (logout included)', () => {
    expect(server.routes.filter((r) => !r.isPublic && !r.permission)).toEqual([]);
    expect(server.routes.find((r) => r.url === '/api/v1/logout')?.permission).toBe('session.delete');
  });
});

describe('body limits', () => {
  it('answers 413 payload_too_large to a 20 MB login body (the 25 MB default took it in), and keeps serving', async () => {
    const huge = JSON.stringify({ email: 'a@demo.test', password: 'x'.repeat(20 * 1024 * 1024) });
    const res = await server.call('POST', '/api/v1/login', { body: huge });
    expect(res).toEqual({
      status: 413,
      body: { code: 'payload_too_large', message: 'The request is too large' },
    });
    expect((await server.call('GET', '/api/v1/health')).status).toBe(200);
  });

  it('keeps public bodies to a few KB and others to 1 MB, photos to the photo cap', async () => {
    const reset = await server.call('POST', '/api/v1/users/reset_password', {
      body: { email: `${'a'.repeat(8 * 1024)}@demo.test` },
    });
    expect(reset.status).toBe(413);
    const token = await server.login(DEMO_PEOPLE.admin);
    const form = await server.call('POST', '/api/v1/network_groups', {
      token,
      body: { network_group: { name: 'x'.repeat(2 * 1024 * 1024), access_servers: [1] } },
    });
    expect(form.status).toBe(413);
    // A register may carry every photo type at the cap: its limit is sized from them, above the default.
    expect(PHOTO_BODY_LIMIT).toBeGreaterThanOrEqual(PHOTO_TYPES.length * PHOTO_MAX_BASE64_CHARS);
  });

  it('answers 401 to an anonymous big body on a token route before reading it', async () => {
    const res = await server.call('POST', '/api/v1/transactions', { body: { notes: 'x'.repeat(20 * 1024 * 1024) } });
    expect(res.status).toBe(401);
  });
});

describe('API docs', () => {
  it('are 404 by default (DEMO off), the document too, but the document answers a network admin’s token', async () => {
    for (const path of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html'])
      expect((await rawRequest(server.url, path)).status, path).toBe(404);
    const admin = await server.login(DEMO_PEOPLE.admin);
    const guard = await server.login(DEMO_PEOPLE.guard);
    const asAdmin = await rawRequest(server.url, '/api/docs/json', { headers: { authorization: `Token=${admin}` } });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.json.openapi).toMatch(/^3\./);
    const asGuard = await rawRequest(server.url, '/api/docs/json', { headers: { authorization: `Token=${guard}` } });
    expect(asGuard.status).toBe(404);
    // The page itself is only for API_DOCS=1: a browser cannot send the token.
    expect((await rawRequest(server.url, '/api/docs', { headers: { authorization: `Token=${admin}` } })).status).toBe(
      404,
    );
  });

  it('are served to anyone with API_DOCS=1', async () => {
    const open = await startTestServer({ API_DOCS: '1' });
    try {
      expect((await rawRequest(open.url, '/api/docs/json')).status).toBe(200);
      const page = await rawRequest(open.url, '/api/docs');
      expect(page.status).toBe(200);
      expect(page.text).toContain('swagger-ui');
    } finally {
      await open.close();
    }
  });
});
