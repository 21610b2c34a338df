// Walks every API route against the permissions table: no token -> 401 (unless public); a role the
// table leaves out -> 422 user_no_access before anything else runs; every route names a permission.
import { ROLES, type Role } from '@garita/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '../src/policies/index.ts';
import { startTestServer, type TestServer } from './harness.ts';

const EMAIL: Record<Role, string> = {
  network_admin: 'admin@demo.test',
  security_guard: 'guard@demo.test',
  host: 'host@demo.test',
  secondary_user: 'family@demo.test',
};

let server: TestServer;
const tokens = {} as Record<Role, string>;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_LIMIT_PER_ACCOUNT: '1000', LOGIN_LIMIT_PER_ADDRESS: '1000' });
  for (const role of ROLES) tokens[role] = await server.login(EMAIL[role]);
});
afterAll(() => server.close());

const concrete = (url: string) => url.replace(/:(\w+)/g, '1');
/** A route called with any token: the live stream in its catch-up form, which ends (docs/live.md). */
const callable = (url: string) => (url === '/api/v1/events/stream' ? `${url}?once=1` : concrete(url));

describe('permissions', () => {
  it('has a permission on every private route', () => {
    const missing = server.routes.filter((r) => !r.isPublic && !r.permission).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(server.routes.length).toBeGreaterThan(15);
  });

  it('answers 401 without a token on every private route', async () => {
    for (const route of server.routes.filter((r) => !r.isPublic)) {
      const res = await server.call(route.method, concrete(route.url), {
        body: route.method === 'GET' ? undefined : {},
      });
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses every role the table leaves out, before validating anything', async () => {
    let checked = 0;
    for (const route of server.routes.filter((r) => r.permission)) {
      const allowed = permissions[route.permission as keyof typeof permissions] as readonly Role[];
      for (const role of ROLES.filter((r) => !allowed.includes(r))) {
        const res = await server.call(route.method, concrete(route.url), {
          token: tokens[role],
          body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        expect(res.body?.code, `${role} ${route.method} ${route.url}`).toBe('user_no_access');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('never answers 500 to any role calling any route with an empty or odd body', { timeout: 180_000 }, async () => {
    const bodies = [undefined, {}, '[]', '{"a":', 'null'];
    for (const route of server.routes) {
      if (route.method === 'DELETE' || route.url.includes('logout')) continue;
      const calls = ROLES.flatMap((role) =>
        bodies.map(async (body) => {
          const res = await server.call(route.method, callable(route.url), {
            token: tokens[role],
            body: route.method === 'GET' ? undefined : body,
          });
          expect(res.status, `${role} ${route.method} ${route.url} ${String(body)}`).toBeLessThan(500);
          expect(JSON.stringify(res.body)).not.toMatch(/at .+\.ts:\d+/);
        }),
      );
      await Promise.all(calls);
    }
  });
});
