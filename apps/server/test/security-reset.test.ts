// Password reset (issue 13, docs/security.md): answered in the same time for known and unknown emails (the mail
// leaves outside the request), throttled per address and per email like sign-in, and every older link dies once
// one is used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PEOPLE, startTestServer, type TestServer } from './harness.ts';
import { rawRequest } from './raw-http.ts';

const requestReset = (server: TestServer, email: string, localAddress = '127.0.0.1') =>
  rawRequest(server.url, '/api/v1/users/reset_password', { method: 'POST', body: { email }, localAddress });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

describe('reset requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Sending a mail takes 250 ms, as a real SMTP server might.
    server = await startTestServer({ RESET_LIMIT_PER_ACCOUNT: '1000', RESET_LIMIT_PER_ADDRESS: '1000' }, undefined, {
      mailDelayMs: 250,
    });
  });
  afterAll(() => server.close());

  it('answer in the same time whether the email has an account or not (medians of 12 tries within 60 ms)', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await requestReset(server, email);
      expect(res.status).toBe(204);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 12; i++) {
      known.push(await timed(DEMO_PEOPLE.host));
      unknown.push(await timed(`nobody-${i}@demo.test`));
    }
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(60);
    // The mails do leave, one per request to the known account and none to the others.
    await server.resetMailsSent(20_000);
    expect(server.mails.filter((m) => m.to === DEMO_PEOPLE.host)).toHaveLength(12);
    expect(server.mails.filter((m) => m.to.startsWith('nobody'))).toHaveLength(0);
  });
});

describe('reset limits and links', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses a fourth request for one email with 429 and Retry-After, known or not', async () => {
    for (const email of [DEMO_PEOPLE.guard, 'ghost@demo.test']) {
      const seen = [];
      for (let i = 0; i < 4; i++) seen.push(await requestReset(server, email, '127.0.0.3'));
      expect(seen.map((r) => r.status)).toEqual([204, 204, 204, 429]);
      expect(seen[3]?.json.code).toBe('rate_limited');
      expect(Number(seen[3]?.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('refuses an address asking for many emails after 20 requests', async () => {
    const seen = [];
    for (let i = 0; i < 21; i++) seen.push((await requestReset(server, `many-${i}@demo.test`, '127.0.0.4')).status);
    expect(seen).toEqual([...Array(20).fill(204), 429]);
    expect((await requestReset(server, 'many-0@demo.test', '127.0.0.5')).status).toBe(204);
  });

  const linkOf = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1] ?? '';
  const complete = (token: string, password: string) =>
    server.call('POST', '/api/v1/users/complete_reset', { body: { token, password } });

  it('kills every older link of the account once one link is used (issuing a new one leaves them open)', async () => {
    const links: string[] = [];
    for (let i = 0; i < 3; i++) {
      expect((await requestReset(server, DEMO_PEOPLE.family, '127.0.0.6')).status).toBe(204);
      await server.resetMailsSent();
      links.push(linkOf(server.mails.at(-1)?.text ?? ''));
    }
    expect(new Set(links).size).toBe(3);
    // The newest link works while the older ones are still open…
    expect((await complete(links[2] ?? '', 'brand-new-secret-1')).status).toBe(204);
    // …and then the older ones are refused.
    for (const old of [links[0], links[1]]) {
      const res = await complete(old ?? '', 'attacker-choice-1');
      expect(res).toMatchObject({ status: 422, body: { code: 'invalid_reset_token' } });
    }
    expect(
      (
        await server.call('POST', '/api/v1/login', {
          body: { email: DEMO_PEOPLE.family, password: 'brand-new-secret-1' },
        })
      ).status,
    ).toBe(200);
  });

  it('counts wrong reset links as failed sign-ins of the address', async () => {
    const seen = [];
    for (let i = 0; i < 51; i++) {
      const res = await rawRequest(server.url, '/api/v1/users/complete_reset', {
        method: 'POST',
        body: { token: `guess-${i}-${'x'.repeat(30)}`, password: 'whatever-1' },
        localAddress: '127.0.0.7',
      });
      seen.push(res.status);
    }
    expect(seen.slice(0, 50)).toEqual(Array(50).fill(422));
    expect(seen[50]).toBe(429);
  });
});
