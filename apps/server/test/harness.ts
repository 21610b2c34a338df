// Starts a real Garita server on a fresh copy of the demo database (or a blank one) and talks to it over HTTP.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { KyselyPlugin } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDb, type Db } from '../src/db/index.ts';
import { DEMO_PASSWORD } from '../src/db/seed.ts';
import type { Mail, Mailer } from '../src/lib/mailer.ts';
import { createServer } from '../src/server.ts';
import { TEMPLATE_DB, withDatabase } from './global-setup.ts';

export const dbKind = process.env.GARITA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A new database on the tests' PostgreSQL server, blank or a copy of the demo template, and how to drop it. */
export async function newPostgresDatabase(copyOfDemo: boolean): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = inject('postgresUrl');
  const name = `garita_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(copyOfDemo ? `create database ${name} template ${TEMPLATE_DB}` : `create database ${name}`);
  await admin.end();
  return {
    url: withDatabase(url, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      // Let the server's pool finish closing its connections before the database goes away.
      for (let i = 0; i < 50; i++) {
        const open = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (open.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A copy of the migrated demo database, or with `empty` a blank one that the server migrates as it starts. */
async function freshDb(
  empty: boolean,
  plugins: KyselyPlugin[],
): Promise<{ db: Db; drop: () => Promise<void>; url?: string }> {
  if (dbKind === 'pglite') {
    if (empty) return { db: createDb({ plugins }), drop: async () => {} };
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    return { db: createDb({ loadDataDir: template, plugins }), drop: async () => {} };
  }
  const { url, drop } = await newPostgresDatabase(!empty);
  return { db: createDb({ databaseUrl: url, poolSize: 10, plugins }), drop, url };
}

export interface Response<T = any> {
  status: number;
  body: T;
}

export interface TestServer {
  url: string;
  routes: App['apiRoutes'];
  db: Db;
  /** The database's URL on PostgreSQL (another instance opens it with handles of its own); none on PGlite. */
  databaseUrl?: string;
  mails: Mail[];
  dataDir: string;
  /** Raw call: body objects are sent as JSON, strings as they are. */
  call<T = any>(
    method: string,
    route: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response<T>>;
  login(email: string, password?: string): Promise<string>;
  /** Waits until every queued password-reset mail has been handled (sent or dropped). */
  resetMailsSent(timeoutMs?: number): Promise<void>;
  /** The server's outbox worker (docs/outbox.md): `kick()` drains now, `idle()` waits for the drain in progress. */
  outbox: App['ctx']['outbox'];
  as(email: string): Promise<Client>;
  /** One client per email, in order. */
  asEach<T extends readonly string[]>(...emails: T): Promise<{ [K in keyof T]: Client }>;
  close(): Promise<void>;
  /** How many statements the server has run (a counter a test reads before and after a call). */
  statements: { count: number };
}

export interface Client {
  token: string;
  get<T = any>(route: string): Promise<Response<T>>;
  post<T = any>(route: string, body?: unknown): Promise<Response<T>>;
  patch<T = any>(route: string, body?: unknown): Promise<Response<T>>;
  delete<T = any>(route: string): Promise<Response<T>>;
}

export interface TestServerOptions {
  /** Start on a database with no network at all (first-run tests) instead of the demo data. */
  empty?: boolean;
  /** How long sending one mail takes, as an SMTP server would (0 by default). */
  mailDelayMs?: number;
  /** Send mail for real, through nodemailer on the env's SMTP_URL (test/smtp-receiver.ts), not into `mails`. */
  realMailer?: boolean;
  /** Fastify's logger options (e.g. a `stream` to read the JSON lines); none by default. */
  logger?: object;
}

export async function startTestServer(
  env: Record<string, string> = {},
  now?: () => Date,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'garita-data-'));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: '0', LOG_LEVEL: 'silent', PORT: '0', ...env });
  const mails: Mail[] = [];
  const mailer: Mailer = {
    send: async (mail) => {
      if (options.mailDelayMs) await new Promise((resolve) => setTimeout(resolve, options.mailDelayMs));
      mails.push(mail);
    },
  };
  // Every statement the server's query builders run is counted (begin/commit/savepoints are not statements of
  // a builder): `statements` tells a test how many one call took. Counted as each one's result comes back, not
  // as it is compiled: a query compiled once and run many times (repositories/reusable-query.ts) counts each run.
  const statements = { count: 0 };
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      statements.count++;
      return args.result;
    },
  };
  const { db, drop, url: databaseUrl } = await freshDb(options.empty ?? false, [counter]);
  const { app } = await createServer(config, {
    db,
    mailer: options.realMailer ? undefined : mailer,
    logger: options.logger ?? false,
    now,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const call: TestServer['call'] = async (method, route, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Token=${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${url}${route}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    return { status: res.status, body: parsed as any };
  };
  const login = async (email: string, password = DEMO_PASSWORD) => {
    const res = await call('POST', '/api/v1/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.meta.auth_token as string;
  };
  const asClient = async (email: string): Promise<Client> => {
    const token = await login(email);
    return {
      token,
      get: (route) => call('GET', `/api/v1${route}`, { token }),
      post: (route, body) => call('POST', `/api/v1${route}`, { token, body: body ?? {} }),
      patch: (route, body) => call('PATCH', `/api/v1${route}`, { token, body: body ?? {} }),
      delete: (route) => call('DELETE', `/api/v1${route}`, { token }),
    };
  };
  const resetMailsSent = async (timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    while (await db.selectFrom('password_reset_mails').select('id').executeTakeFirst()) {
      if (Date.now() > deadline) throw new Error(`reset mails still queued after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  return {
    url,
    statements,
    routes: app.apiRoutes,
    db,
    databaseUrl,
    mails,
    dataDir,
    call,
    login,
    resetMailsSent,
    outbox: app.ctx.outbox,
    as: asClient,
    async asEach(...emails) {
      return (await Promise.all(emails.map(asClient))) as never;
    },
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sign-in limits high enough for suites that sign in again and again. */
export const NO_LOGIN_LIMITS = { LOGIN_LIMIT_PER_ACCOUNT: '1000', LOGIN_LIMIT_PER_ADDRESS: '1000' };

/** The demo's people by the names the suites give them: Las Palmas's four roles and the other network's three. */
export const DEMO_PEOPLE = {
  admin: 'admin@demo.test',
  guard: 'guard@demo.test',
  host: 'host@demo.test',
  family: 'family@demo.test',
  otherAdmin: 'admin@other.test',
  otherGuard: 'guard@other.test',
  otherHost: 'host@other.test',
} as const;

export type DemoServer = { server: TestServer } & Record<keyof typeof DEMO_PEOPLE, Client>;

/** A server on the demo data (as `startTestServer`) with each of the demo's people signed in, a fresh token each. */
export async function startDemoServer(env: Record<string, string> = {}, now?: () => Date): Promise<DemoServer> {
  const server = await startTestServer(env, now);
  const names = Object.keys(DEMO_PEOPLE) as (keyof typeof DEMO_PEOPLE)[];
  const clients = await server.asEach(...names.map((name) => DEMO_PEOPLE[name]));
  return { server, ...Object.fromEntries(names.map((name, i) => [name, clients[i]])) } as DemoServer;
}
