// Sign-in throttling (issue 13, docs/security.md): the client's address is the socket's unless TRUST_PROXY names
// the proxy, counters live in the database (every instance sees them), failures from elsewhere never lock the
// owner out, and the counters are forgotten when they expire.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { purgeExpiredThrottles } from '../src/services/auth-throttle.ts';
import { localStorage } from '../src/storage/index.ts';
import { DEMO_PEOPLE, startTestServer, type TestServer } from './harness.ts';
import { loginFrom } from './raw-http.ts';

const RIGHT = 'demo1234';
const WRONG = 'not-the-password';

async function statuses(attempts: (() => Promise<{ status: number }>)[]): Promise<number[]> {
  const seen: number[] = [];
  for (const attempt of attempts) seen.push((await attempt()).status);
  return seen;
}

describe('without TRUST_PROXY (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('counts failures by the socket address: 60 tries, each with a new X-Forwarded-For, get 429 after the 10th', async () => {
    const seen = await statuses(
      Array.from(
        { length: 60 },
        (_, i) => () =>
          loginFrom(server.url, DEMO_PEOPLE.guard, WRONG, {
            localAddress: '127.0.0.3',
            headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
          }),
      ),
    );
    expect(seen.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(seen.slice(10)).toEqual(Array(50).fill(429));
    const refused = await loginFrom(server.url, DEMO_PEOPLE.guard, RIGHT, {
      localAddress: '127.0.0.3',
      headers: { 'x-forwarded-for': '198.51.100.250' },
    });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ code: 'rate_limited', message: 'Too many attempts, try again later' });
    // The wait after the 10th failure is 30 s.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(20);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(30);
  });

  it('does not let an attacker lock the owner out: 12 failures from elsewhere, then the right password → 200', async () => {
    const attacker = await statuses(
      Array.from(
        { length: 12 },
        (_, i) => () =>
          loginFrom(server.url, DEMO_PEOPLE.admin, WRONG, {
            localAddress: '127.0.0.4',
            headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
          }),
      ),
    );
    expect(attacker).toEqual([...Array(10).fill(401), 429, 429]);
    // The owner, from their own address, gets in (after a small delay the failures on the account cost).
    const started = performance.now();
    const owner = await loginFrom(server.url, DEMO_PEOPLE.admin, RIGHT, { localAddress: '127.0.0.5' });
    expect(owner.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
    // The attacker's address stays blocked for this account, right password or not.
    expect((await loginFrom(server.url, DEMO_PEOPLE.admin, RIGHT, { localAddress: '127.0.0.4' })).status).toBe(429);
  });

  it('blocks an address that fails on many accounts after LOGIN_LIMIT_PER_ADDRESS (50) failures', async () => {
    const emails = Array.from({ length: 51 }, (_, i) => `nobody${i}@demo.test`);
    const seen = await statuses(
      emails.map((email) => () => loginFrom(server.url, email, WRONG, { localAddress: '127.0.0.6' })),
    );
    expect(seen.slice(0, 50)).toEqual(Array(50).fill(401));
    expect(seen[50]).toBe(429);
    // Another address is not concerned.
    expect((await loginFrom(server.url, DEMO_PEOPLE.host, RIGHT, { localAddress: '127.0.0.7' })).status).toBe(200);
  });
});

describe('with TRUST_PROXY=127.0.0.1', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it("honours the proxy's X-Forwarded-For: one client blocked, another client's right password passes", async () => {
    const from = (address: string, password: string) =>
      loginFrom(server.url, DEMO_PEOPLE.host, password, { headers: { 'x-forwarded-for': address } });
    expect(await statuses(Array.from({ length: 11 }, () => () => from('203.0.113.7', WRONG)))).toEqual([
      ...Array(10).fill(401),
      429,
    ]);
    expect((await from('203.0.113.8', RIGHT)).status).toBe(200);
    expect((await from('203.0.113.7', RIGHT)).status).toBe(429);
  });

  it('lets the owner in after failures from 14 other addresses behind the proxy', async () => {
    const attacker = await statuses(
      Array.from(
        { length: 14 },
        (_, i) => () =>
          loginFrom(server.url, DEMO_PEOPLE.family, WRONG, { headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } }),
      ),
    );
    expect(attacker).toEqual(Array(14).fill(401));
    const owner = await loginFrom(server.url, DEMO_PEOPLE.family, RIGHT, {
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(owner.status).toBe(200);
  });

  it('ignores X-Forwarded-For from a client that is not the trusted proxy', async () => {
    const seen = await statuses(
      Array.from(
        { length: 11 },
        (_, i) => () =>
          loginFrom(server.url, DEMO_PEOPLE.otherHost, WRONG, {
            localAddress: '127.0.0.2',
            headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
          }),
      ),
    );
    expect(seen).toEqual([...Array(10).fill(401), 429]);
  });
});

describe('counters in the database', () => {
  let clock = new Date('2026-03-02T15:00:00Z');
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, () => clock);
  });
  afterAll(() => server.close());

  it('are seen by every instance: failures on one instance block the same client on another', async () => {
    const config = loadConfig({ DATA_DIR: server.dataDir, DEMO: '0', LOG_LEVEL: 'silent' });
    const second = await buildApp(
      {
        config,
        db: server.db,
        mailer: { send: async () => {} },
        storage: localStorage(path.join(server.dataDir, 'photos')),
        signingSecret: 'x'.repeat(32),
        now: () => clock,
      },
      { logger: false },
    );
    try {
      for (let i = 0; i < 10; i++)
        expect((await loginFrom(server.url, DEMO_PEOPLE.guard, WRONG, { localAddress: '127.0.0.8' })).status).toBe(401);
      const elsewhere = await second.inject({
        method: 'POST',
        url: '/api/v1/login',
        remoteAddress: '127.0.0.8',
        payload: { email: DEMO_PEOPLE.guard, password: RIGHT },
      });
      expect(elsewhere.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('double the wait with each failure past the allowance, and are forgotten once expired', async () => {
    const retryAfter = async () => {
      const res = await loginFrom(server.url, DEMO_PEOPLE.otherGuard, WRONG, { localAddress: '127.0.0.9' });
      return [res.status, res.headers['retry-after']];
    };
    for (let i = 0; i < 10; i++) await retryAfter();
    expect(await retryAfter()).toEqual([429, '30']);
    clock = new Date(clock.getTime() + 31_000);
    expect(await retryAfter()).toEqual([401, undefined]);
    expect(await retryAfter()).toEqual([429, '60']);
    clock = new Date(clock.getTime() + 61_000);
    expect(await retryAfter()).toEqual([401, undefined]);
    expect(await retryAfter()).toEqual([429, '120']);

    const rows = async () => (await server.db.selectFrom('auth_throttle').select('scope').execute()).length;
    expect(await rows()).toBeGreaterThan(0);
    // Nothing is forgotten early…
    expect(await purgeExpiredThrottles(server.db, clock)).toBe(0);
    // …and everything once the window (15 min) and the blocks have passed.
    const later = new Date(clock.getTime() + 16 * 60_000);
    expect(await purgeExpiredThrottles(server.db, later)).toBeGreaterThan(0);
    expect(await rows()).toBe(0);
  });
});
