// Running several instances (docs/deploy.md): the load balancer's probes (/healthz, /readyz), Prometheus metrics,
// request ids, migrations started by several processes at once, and the graceful stop on SIGTERM.
import http from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { poolUse } from '../src/db/index.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { createServer } from '../src/server.ts';
import { runGarita, useBlankSite } from './cli-runner.ts';
import { DEMO_PEOPLE, dbKind, startTestServer, type TestServer } from './harness.ts';
import { startMain } from './main-process.ts';

const METRICS_TOKEN = 'metrics-token-0123456789';

describe('probes, metrics and request ids', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN });
  });
  afterAll(() => server.close());

  it('/healthz and /readyz answer without a token, outside the API, and are not audited', async () => {
    const before = await server.db.selectFrom('audit_log').select('id').execute();
    expect(await server.call('GET', '/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await server.call('GET', '/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
    expect((await server.db.selectFrom('audit_log').select('id').execute()).length).toBe(before.length);
    expect(server.routes.some((r) => /healthz|readyz|metrics/.test(r.url))).toBe(false);
  });

  it.skipIf(dbKind !== 'postgres')(
    '/readyz stays 200 while every pooled connection is busy: its ping has a connection of its own',
    async () => {
      // Every connection of the test server's pool sleeps 4 s, twice the probe's limit: a ping that waited for
      // one of them would answer 503 database_unreachable, and a balancer would take a working instance out.
      // Once ready (the migrations seen current), a probe only pings.
      expect((await server.call('GET', '/readyz')).status).toBe(200);
      const max = poolUse(server.db)?.max ?? 0;
      const busy = Array.from({ length: max }, () => sql`select pg_sleep(4)`.execute(server.db));
      try {
        await expect.poll(() => poolUse(server.db)?.idle === 0 && poolUse(server.db)?.total === max).toBe(true);
        expect(await server.call('GET', '/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
        expect(poolUse(server.db)?.idle).toBe(0);
      } finally {
        await Promise.all(busy);
      }
    },
  );

  it.skipIf(dbKind !== 'postgres')(
    'a connection PostgreSQL ends while a request holds it fails that request only, never the process',
    async () => {
      // As PostgreSQL's fast shutdown or a failover ends every session: this one between two statements of a
      // request (node-postgres then emits 'error' on a client the pool has lent, where nothing listened).
      const failed = await server.db
        .connection()
        .execute(async (held) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(held);
          await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(server.db);
          // No statement of this request runs meanwhile: PostgreSQL's goodbye reaches a client with no query.
          await delay(300);
          await expect(sql`select 1`.execute(held)).rejects.toThrow();
          return 'ended';
        })
        .catch((error: Error) => error.message);
      expect(failed).toBe('ended');
      // The pool dropped the ended connection: the next request gets a live one.
      expect(await server.call('GET', '/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
      expect(await server.login(DEMO_PEOPLE.guard)).toMatch(/\S{20,}/);
    },
  );

  it('keeps a well-formed X-Request-Id and answers it; makes one up for a missing or malformed one', async () => {
    const given = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'lb-4f2a.9:trace_1' } });
    expect(given.headers.get('x-request-id')).toBe('lb-4f2a.9:trace_1');
    const none = await fetch(`${server.url}/api/v1/nothing-here`);
    expect(none.status).toBe(404);
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'a b<script>' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs JSON lines that carry the request id; without METRICS_TOKEN there is no /metrics', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const logged = await startTestServer({ LOG_LEVEL: 'debug' }, undefined, { logger: { level: 'debug', stream } });
    try {
      await fetch(`${logged.url}/readyz`, { headers: { 'x-request-id': 'trace-7f3e' } });
      const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };
      expect((await logged.call('GET', '/metrics', { headers: bearer })).status).toBe(404);
    } finally {
      await logged.close();
    }
    const mine = lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === 'trace-7f3e');
    expect(mine.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('/metrics needs METRICS_TOKEN as a bearer token', async () => {
    expect((await server.call('GET', '/metrics')).status).toBe(401);
    expect(
      (await server.call('GET', '/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status,
    ).toBe(401);
  });

  it('/metrics: latency by route pattern, scan decisions by outcome, pool use and outbox depth', async () => {
    const guard = {
      ...(await server.as(DEMO_PEOPLE.guard)),
      network: (
        await server.db
          .selectFrom('users')
          .select('network_id')
          .where('email', '=', DEMO_PEOPLE.guard)
          .executeTakeFirstOrThrow()
      ).network_id,
    };
    const network = guard.network;
    const key = await server.db
      .selectFrom('access_keys')
      .select('unique_id')
      .where('network_id', '=', network)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const gate = await server.db
      .selectFrom('gates')
      .innerJoin('access_servers', 'access_servers.id', 'gates.access_server_id')
      .select('gates.id')
      .where('access_servers.network_id', '=', network)
      .orderBy('gates.id')
      .executeTakeFirstOrThrow();
    const scan = await guard.get(`/access_keys/validate?gate=${gate.id}&key=${key.unique_id}`);
    expect(scan.status).toBe(200);
    const register = await guard.post('/transactions', {
      key: key.unique_id,
      gate_id: gate.id,
      access_allowed: false,
      notes: 'metrics',
    });
    expect(register.status).toBe(201);
    await guard.get('/users/123456789');
    await server.db
      .insertInto('outbox')
      .values({
        topic: 'metrics.test',
        dedupe_key: 'one',
        payload: '{}',
        next_attempt_at: new Date(Date.now() + 3_600_000),
      })
      .execute();
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /garita_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/users\/:id",status_code="\d{3}"\} 1/,
    );
    expect(text).not.toContain('123456789"');
    const outcome = scan.body.access_granted ? 'granted' : 'denied';
    const reason = scan.body.key_data.access_key_status.description ?? 'none';
    expect(text).toContain(`garita_scan_decisions_total{source="validate",outcome="${outcome}",reason="${reason}"} 1`);
    const registered = register.body.transaction;
    const registerReason = registered.access_granted ? 'none' : (registered.access_key_status.description ?? 'other');
    expect(text).toContain(
      `garita_scan_decisions_total{source="register",outcome="${registered.access_granted ? 'granted' : 'denied'}",reason="${registerReason}"} 1`,
    );
    expect(text).toContain('garita_outbox_messages{topic="metrics.test",state="waiting"} 1');
    if (dbKind === 'postgres') expect(text).toMatch(/garita_db_pool_connections\{state="total"\} \d+/);
    else expect(text).not.toContain('garita_db_pool_connections{');
    expect(text).toContain('process_resident_memory_bytes');
  });
});

describe('migrations', () => {
  it('/readyz is 503 while a migration is pending (MIGRATE_ON_START=0), 200 once it ran', async () => {
    const server = await startTestServer({ MIGRATE_ON_START: '0', SIGNING_SECRET: 's'.repeat(32) });
    try {
      // This code is one migration ahead of its database: the latest one's record is taken away, then put back
      // as another process's `garita migrate` would.
      const latest = Object.keys(migrations).sort().at(-1) as string;
      const record = sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration
        where name = ${latest}`;
      const [row] = (await record.execute(server.db)).rows;
      await sql`delete from kysely_migration where name = ${latest}`.execute(server.db);
      const behind = await server.call('GET', '/readyz');
      expect(behind).toEqual({
        status: 503,
        body: { status: 'not_ready', reason: 'migrations_pending', pending: [latest] },
      });
      expect((await server.call('GET', '/healthz')).status).toBe(200);
      await sql`insert into kysely_migration (name, timestamp) values (${row?.name}, ${row?.timestamp})`.execute(
        server.db,
      );
      expect(await server.call('GET', '/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
    } finally {
      await server.close();
    }
  });
});

// One blank database for the two process tests (PostgreSQL: several instances share one database only there): the
// migration race runs first, the shutdown test serves it.
const site = useBlankSite('garita-deploy-', { DEMO: '0', SHUTDOWN_TIMEOUT_MS: '8000', SHUTDOWN_DELAY_MS: '1000' });

describe('several processes', { timeout: 120_000 }, () => {
  it.skipIf(dbKind !== 'postgres')(
    'MIGRATE_ON_START=0: an instance starts on a database it does not migrate, and is not ready',
    async () => {
      const config = loadConfig({ ...site.env, MIGRATE_ON_START: '0', SIGNING_SECRET: 's'.repeat(32) });
      const { app } = await createServer(config, { logger: false });
      try {
        const res = await app.inject({ method: 'GET', url: '/readyz' });
        expect(res.statusCode).toBe(503);
        expect(res.json().pending).toEqual(Object.keys(migrations).sort());
      } finally {
        await app.close();
      }
    },
  );

  it.skipIf(dbKind !== 'postgres')(
    'two `garita migrate` at once on a fresh database: both succeed, each migration is applied once',
    async () => {
      const [a, b] = await Promise.all([runGarita(site.env, 'migrate'), runGarita(site.env, 'migrate')]);
      expect([a.code, b.code, a.stderr, b.stderr]).toEqual([0, 0, '', '']);
      const applied = [a, b].flatMap(
        (run) => /Applied \d+ migrations: (.*)\.$/m.exec(run.stdout)?.[1]?.split(', ') ?? [],
      );
      expect(applied.sort()).toEqual(Object.keys(migrations).sort());
    },
  );

  // On PostgreSQL only, where the database is already migrated by the test above and the pool has connections to
  // close: a fresh embedded database would first take the process half a minute to migrate on a busy machine.
  it.skipIf(dbKind !== 'postgres')(
    'SIGTERM: not ready at once, the request in flight completes, the process exits 0 within the timeout',
    async () => {
      const { child, port, exited } = await startMain({ ...site.env, LOG_LEVEL: 'info' });
      // A request in flight: its headers are in, half of its body is not.
      const body = JSON.stringify({ email: 'nobody@example.org', password: 'not-the-password' });
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/v1/login',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            let text = '';
            res.on('data', (c) => {
              text += c;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        request.on('error', reject);
        request.write(body.slice(0, 10));
        setTimeout(() => {
          child.kill('SIGTERM');
          // The rest of the body once the server has stopped accepting (after SHUTDOWN_DELAY_MS).
          setTimeout(() => request.end(body.slice(10)), 1_500);
        }, 200);
      });
      const signalled = Date.now();
      // During SHUTDOWN_DELAY_MS the instance still answers, and tells the balancer it is not ready.
      await new Promise((resolve) => setTimeout(resolve, 400));
      const readyz = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect([readyz.status, await readyz.json()]).toEqual([503, { status: 'not_ready', reason: 'shutting_down' }]);
      const done = await answer;
      expect(done.status).toBe(401);
      const { code, at } = await exited;
      expect(code).toBe(0);
      expect(at - signalled).toBeLessThan(8_000);
      // New connections are refused once it stopped accepting.
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    },
  );
});
