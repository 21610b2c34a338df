// The deployment of docs/deploy.md, for real on this machine (issue 17's "Done when"; docs/deploy.md, "The topology
// test"): a PostgreSQL cluster of its own, an S3-compatible store (s3rver), two Garita instances (`main.ts`, as an
// operator starts them) and Debian's HAProxy in front of them with deploy/haproxy.cfg, the file compose uses, its
// addresses given by environment variables. Docker cannot run on these machines, so the same topology runs
// without containers. The checks share the one topology and run in order, the destructive ones last: a photo
// across instances, 500 single-use keys scanned at 8 gates by several guards at once, a 10-second PostgreSQL
// outage, then one instance SIGKILLed under load.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_RETRY_LIMIT } from '@garita/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db, migrate } from '../src/db/index.ts';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed.ts';
import { dbKind, NO_LOGIN_LIMITS } from './harness.ts';
import { type MainProcess, ROOT, startMain } from './main-process.ts';
import { b64, fetchPhotoFrom, insertPhotoKeys } from './photo-fixture.ts';
import { S3_KEYS, startS3, type TestS3 } from './s3-server.ts';

/** Debian installs HAProxy in /usr/sbin, which a non-root PATH may lack (scripts/ensure-system-deps.sh). */
const HAPROXY = fs.existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

const GATES = 8;
const GUARDS_PER_KEY = 3;
const KEYS = 500;
const KILL_KEYS = 240;
const OUTAGE_MS = 10_000;
const METRICS_TOKEN = 'topology-metrics-token';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers true, at most `ms`: the topology's own pace, no fixed sleep. */
async function until(what: string, check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await delay(50);
  }
}

/** Runs `work` on every item, at most `width` at once. */
async function inPool<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Answer {
  status: number;
  body: any;
  /** How many times the client resent the request (with its Idempotency-Key) after a lost answer. */
  resent: number;
  replayed: boolean;
}

/**
 * A guard's client, with the web app's rule (apps/web/src/lib/api.ts): a request whose answer was lost — no
 * answer, or the balancer's 502/503/504 — is resent only when it carries an Idempotency-Key, with the same key,
 * up to IDEMPOTENT_RETRY_LIMIT times. Anything else answers what came (status 0: no answer at all).
 */
async function request(
  base: string,
  method: 'GET' | 'POST',
  route: string,
  options: { token?: string; body?: unknown; idempotencyKey?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Token=${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  for (let resent = 0; ; resent++) {
    let answer: Answer;
    try {
      const res = await fetch(`${base}${route}`, { method, headers, body, signal: AbortSignal.timeout(20_000) });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {}
      answer = {
        status: res.status,
        body: parsed,
        resent,
        replayed: res.headers.get('idempotent-replayed') === 'true',
      };
    } catch (error) {
      answer = { status: 0, body: String(error), resent, replayed: false };
    }
    const isLost = answer.status === 0 || answer.status === 502 || answer.status === 503 || answer.status === 504;
    if (!isLost || !options.idempotencyKey || resent >= IDEMPOTENT_RETRY_LIMIT) return answer;
    await delay(100 * (resent + 1));
  }
}

/** HAProxy's view of its servers (the runtime API's `show stat` on the stats socket): name → UP, DOWN… */
function haproxyServers(socket: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let csv = '';
    const client = net.createConnection(socket, () => client.write('show stat\n'));
    client.on('data', (chunk) => {
      csv += chunk;
    });
    client.on('error', reject);
    client.on('end', () => {
      const [header = '', ...rows] = csv.trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const at = (name: string) => columns.indexOf(name);
      const servers: Record<string, string> = {};
      for (const row of rows.map((line) => line.split(','))) {
        const name = row[at('svname')] ?? '';
        if (row[at('pxname')] === 'garita' && name !== 'BACKEND')
          servers[name] = (row[at('status')] ?? '').split(' ')[0] ?? '';
      }
      resolve(servers);
    });
  });
}

const pgScript = path.join(ROOT, 'scripts/postgres.sh');
const runPg = (...args: string[]) => execFileSync('bash', [pgScript, ...args], { encoding: 'utf8' });

describe.skipIf(dbKind !== 'postgres')('the topology: PostgreSQL, S3, two instances behind HAProxy', () => {
  let pgTmp = '';
  let db: Db;
  let s3: TestS3;
  let a: MainProcess;
  let b: MainProcess;
  let haproxy: ChildProcess | undefined;
  let haproxyLog = '';
  let balancer = '';
  let socket = '';
  const dataDirs: string[] = [];
  let network = 0;
  let norte = 0;
  let gates: number[] = [];
  let guards: string[] = [];
  let hostId = 0;
  let keySerial = 0;

  /** `count` visit keys (single use: one entry, one exit) of the demo host at Acceso Norte, valid now. */
  async function newKeys(count: number): Promise<{ id: number; unique_id: string }[]> {
    const now = Date.now();
    const keys = await db
      .insertInto('access_keys')
      .values(
        Array.from({ length: count }, () => ({
          network_id: network,
          user_id: hostId,
          unique_id: `topology${++keySerial}${randomBytes(8).toString('hex')}`,
          access_key_type_id: 1,
          visitor_name: `Visitante ${keySerial}`,
          reason_for_visit: 'Topology',
          valid_from: new Date(now - 3_600_000),
          valid_until: new Date(now + 3 * 3_600_000),
          passback_tracking: true,
        })),
      )
      .returning(['id', 'unique_id'])
      .execute();
    await db
      .insertInto('access_key_access_servers')
      .values(keys.map((k) => ({ access_key_id: k.id, access_server_id: norte, network_id: network })))
      .execute();
    return keys;
  }

  const scan = (base: string, token: string, gate: number, key: string) =>
    request(base, 'GET', `/api/v1/access_keys/validate?gate=${gate}&key=${key}`, { token });
  const register = (base: string, token: string, gate: number, key: string) =>
    request(base, 'POST', '/api/v1/transactions', {
      token,
      body: { key, gate_id: gate, access_allowed: true, notes: '' },
      idempotencyKey: randomBytes(16).toString('hex'),
    });

  /** Granted logbook rows (entries let in) per key id, read from the database. */
  async function grantedRows(keyIds: number[]): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('transactions')
      .select(['access_key_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('access_key_id', 'in', keyIds)
      .where('access_granted', '=', true)
      .groupBy('access_key_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.access_key_id), Number(r.n)]));
  }

  /** An instance that ended: when and how, and the end of what it wrote (its last error, if it crashed). */
  const endOf = (name: string, instance: MainProcess | undefined): string => {
    if (!instance || (instance.child.exitCode === null && instance.child.signalCode === null)) return '';
    const { exitCode, signalCode } = instance.child;
    return `\nInstance ${name} ended (code ${exitCode}, signal ${signalCode}); its last output:\n${instance.output().slice(-3_000)}`;
  };

  /**
   * Runs a check that depends on HAProxy's view of the instances; when it fails, its message ends with what HAProxy
   * said of its servers (which went down or up, when, and why), the one account of a failover there is, and with
   * the last output of an instance that ended.
   */
  async function withHaproxyAccount(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      const said = haproxyLog
        .split('\n')
        .filter((line) => /^\S+ (Server garita\/|backend garita)/.test(line))
        .join('\n');
      if (error instanceof Error)
        error.message += `\nHAProxy said of its servers:\n${said || '(nothing)'}${endOf('a', a)}${endOf('b', b)}`;
      throw error;
    }
  }

  /** Whether HAProxy has both instances in its pool (UP). */
  const bothInPool = async () => {
    const servers = await haproxyServers(socket);
    return servers.a === 'UP' && servers.b === 'UP';
  };

  const readyz = async (instance: MainProcess) => {
    const res = await fetch(`${instance.url}/readyz`);
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    // PostgreSQL of its own: the outage below must not touch the cluster the other files share.
    const started = runPg('start');
    pgTmp = /PG_TMP=(\S+)/.exec(started)?.[1] ?? '';
    const databaseUrl = /TEST_DATABASE_URL=(\S+)/.exec(started)?.[1] ?? '';
    db = createDb({ databaseUrl, poolSize: 4 });
    await migrate(db);
    await seedDemo(db);
    const palmas = await db
      .selectFrom('access_servers')
      .select(['id', 'network_id'])
      .where('name', '=', 'Acceso Norte')
      .executeTakeFirstOrThrow();
    norte = palmas.id;
    network = palmas.network_id;
    hostId = (await db.selectFrom('users').select('id').where('email', '=', 'host@demo.test').executeTakeFirstOrThrow())
      .id;
    // Eight entry gates at Acceso Norte (the demo's Entrada Norte and seven more), a guard at each.
    const entrada = await db
      .selectFrom('gates')
      .select('id')
      .where('name', '=', 'Entrada Norte')
      .executeTakeFirstOrThrow();
    const more = await db
      .insertInto('gates')
      .values(
        Array.from({ length: GATES - 1 }, (_, i) => ({
          network_id: network,
          access_server_id: norte,
          name: `Entrada Norte ${i + 2}`,
          type: 'access' as const,
        })),
      )
      .returning('id')
      .execute();
    gates = [entrada.id, ...more.map((g) => g.id)];
    const guard = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'guard@demo.test')
      .executeTakeFirstOrThrow();
    const added = await db
      .insertInto('users')
      .values(
        Array.from({ length: GATES - 1 }, (_, i) => ({
          network_id: network,
          role: 'security_guard' as const,
          name: `Guardia ${i + 2}`,
          email: `guard${i + 2}@topology.test`,
          phone: '',
          password_hash: guard.password_hash,
          last_access_server_id: norte,
        })),
      )
      .returning(['id', 'email'])
      .execute();
    await db
      .insertInto('user_access_servers')
      .values(added.map((u) => ({ user_id: u.id, access_server_id: norte, network_id: network })))
      .execute();

    s3 = await startS3();
    // Both instances sign photo links with one secret (docs/deploy.md, "The signing secret").
    const secret = randomBytes(24).toString('hex');
    const env = (dataDir: string) => ({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      DEMO: '0',
      LOG_LEVEL: 'warn',
      SIGNING_SECRET: secret,
      METRICS_TOKEN,
      TRUST_PROXY: '127.0.0.1',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      ...S3_KEYS,
      ...NO_LOGIN_LIMITS,
    });
    const dirA = fs.mkdtempSync(path.join(os.tmpdir(), 'garita-topology-'));
    const dirB = fs.mkdtempSync(path.join(os.tmpdir(), 'garita-topology-'));
    dataDirs.push(dirA, dirB);
    // Both at once, as a deployment starts them.
    const [startedA, startedB] = await Promise.allSettled([startMain(env(dirA)), startMain(env(dirB))]);
    if (startedA.status === 'fulfilled') a = startedA.value;
    if (startedB.status === 'fulfilled') b = startedB.value;
    for (const started of [startedA, startedB]) if (started.status === 'rejected') throw started.reason;

    // HAProxy from Debian with the deployment's own file; only the addresses and the check interval differ.
    const port = await freePort();
    socket = path.join(dataDirs[0] as string, 'haproxy.sock');
    haproxy = spawn(HAPROXY, ['-db', '-f', path.join(ROOT, 'deploy/haproxy.cfg')], {
      env: {
        PATH: `${process.env.PATH}:/usr/sbin`,
        GARITA_A: `127.0.0.1:${a.port}`,
        GARITA_B: `127.0.0.1:${b.port}`,
        HAPROXY_BIND: `127.0.0.1:${port}`,
        HAPROXY_STATS_SOCKET: socket,
        HAPROXY_CHECK_INTER: '250ms',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Each line with the time it came: a failure's message shows when HAProxy took which instance out.
    const keep = (chunk: Buffer) => {
      const at = new Date().toISOString().slice(11, 23);
      for (const line of String(chunk).split('\n')) if (line.trim()) haproxyLog += `${at} ${line}\n`;
    };
    haproxy.stdout?.on('data', keep);
    haproxy.stderr?.on('data', keep);
    balancer = `http://127.0.0.1:${port}`;
    await until('HAProxy sees both instances up', bothInPool).catch((error: Error) => {
      throw new Error(`${error.message}; HAProxy said: ${haproxyLog}`);
    });
    const login = async (email: string) => {
      const res = await request(balancer, 'POST', '/api/v1/login', { body: { email, password: DEMO_PASSWORD } });
      if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.meta.auth_token as string;
    };
    guards = await Promise.all(['guard@demo.test', ...added.map((u) => u.email)].map(login));
  }, 120_000);

  afterAll(async () => {
    // Everything this file started, whatever failed.
    const stops: Promise<unknown>[] = [];
    for (const child of [haproxy, a?.child, b?.child]) {
      if (child && child.exitCode === null && child.signalCode === null) {
        stops.push(new Promise((resolve) => child.once('exit', resolve)));
        child.kill('SIGKILL');
      }
    }
    await Promise.all(stops);
    await db?.destroy().catch(() => {});
    await s3?.close().catch(() => {});
    if (pgTmp) runPg('stop', pgTmp);
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it("HAProxy gives a request without an id one of its own, which the instance answers; a client's id is kept", async () => {
    const given = await fetch(`${balancer}/healthz`);
    // deploy/haproxy.cfg: "%{+X}o%ci:%cp_%Ts_%rt:%pid", every field in hexadecimal (the pid too).
    expect(given.headers.get('x-request-id')).toMatch(/^[0-9A-F]{8}:[0-9A-F]+_[0-9A-F]+_[0-9A-F]+:[0-9A-F]+$/);
    const kept = await fetch(`${balancer}/healthz`, { headers: { 'x-request-id': 'phone-7f3e' } });
    expect(kept.headers.get('x-request-id')).toBe('phone-7f3e');
  });

  it('a photo uploaded through instance A is served through instance B, from the S3 store', async () => {
    const { palmasKey } = await insertPhotoKeys(db, Date.now());
    const png = b64(
      await sharp({ create: { width: 24, height: 24, channels: 3, background: '#0a4' } })
        .png()
        .toBuffer(),
    );
    const token = guards[0] as string;
    const added = await request(a.url, 'POST', '/api/v1/access_keys/add_photos', {
      token,
      body: { access_key_id: palmasKey, photos: { other: png } },
    });
    expect(added.status).toBe(201);
    const url = added.body.photos.at(-1).url as string;
    const id = Number(new URL(url, a.url).pathname.split('/').at(-1));
    const { storage_key } = await db
      .selectFrom('photos')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(s3.keys()).toContain(storage_key);
    expect(fs.existsSync(path.join(dataDirs[0] as string, 'photos'))).toBe(false);
    const photo = await fetchPhotoFrom(b.url, url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it(`${KEYS} single-use keys, each scanned and registered by ${GUARDS_PER_KEY} guards at ${GATES} gates at once: no key is granted twice`, async () => {
    const keys = await newKeys(KEYS);
    const grants = new Map<number, number>();
    const failures: Answer[] = [];
    // Key i is shown at the same instant at GUARDS_PER_KEY of the gates, each with its own guard.
    await inPool(keys, 8, async (key) => {
      await Promise.all(
        Array.from({ length: GUARDS_PER_KEY }, async (_, j) => {
          const gateIndex = (key.id + j * 2) % GATES;
          const token = guards[gateIndex] as string;
          const gate = gates[gateIndex] as number;
          const scanned = await scan(balancer, token, gate, key.unique_id);
          if (scanned.status !== 200) return void failures.push(scanned);
          if (!scanned.body.access_granted) return;
          const registered = await register(balancer, token, gate, key.unique_id);
          if (registered.status !== 201) return void failures.push(registered);
          const row = registered.body.transaction;
          if (row.access_granted && row.access_allowed) grants.set(key.id, (grants.get(key.id) ?? 0) + 1);
        }),
      );
    });
    expect(failures).toEqual([]);
    // In the answers: each key let in exactly once.
    expect([...grants.values()].filter((n) => n !== 1)).toEqual([]);
    expect(grants.size).toBe(KEYS);
    // In the logbook: one granted row per key.
    const rows = await grantedRows(keys.map((k) => k.id));
    expect([...rows.values()].filter((n) => n !== 1)).toEqual([]);
    expect(rows.size).toBe(KEYS);
    // Both instances answered scans (each counts its own decisions, /metrics).
    for (const instance of [a, b]) {
      const metrics = await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      const text = await metrics.text();
      const scans = [...text.matchAll(/^garita_scan_decisions_total\{source="validate"[^}]*\} (\d+)$/gm)].reduce(
        (sum, m) => sum + Number(m[1]),
        0,
      );
      expect(scans).toBeGreaterThan(KEYS / 4);
    }
  }, 90_000);

  it(
    `PostgreSQL stopped for ${OUTAGE_MS / 1000} s: scans fail closed with a clear error, /readyz says not ready, all recovers by itself`,
    () =>
      withHaproxyAccount(async () => {
        const [before, during, after] = await newKeys(3).then((k) => k.map((key) => key.unique_id as string));
        const token = guards[0] as string;
        const gate = gates[0] as number;
        expect((await scan(balancer, token, gate, before as string)).body.access_granted).toBe(true);
        runPg('halt', pgTmp);
        const stoppedAt = Date.now();
        try {
          // Until HAProxy takes both instances out, an instance answers; then HAProxy does: the same answer either way.
          const answers: Answer[] = [];
          await until('HAProxy takes both instances out', async () => {
            answers.push(await scan(balancer, token, gate, during as string));
            const servers = await haproxyServers(socket);
            return servers.a === 'DOWN' && servers.b === 'DOWN';
          });
          answers.push(await scan(balancer, token, gate, during as string));
          for (const answer of answers) {
            expect(answer.status).toBe(503);
            expect(answer.body).toMatchObject({ code: 'service_unavailable' });
          }
          // Each instance, asked directly.
          for (const instance of [a, b]) {
            expect(await readyz(instance)).toEqual({
              status: 503,
              body: { status: 'not_ready', reason: 'database_unreachable' },
            });
            const direct = await scan(instance.url, token, gate, during as string);
            expect([direct.status, direct.body.code]).toEqual([503, 'service_unavailable']);
            expect((await fetch(`${instance.url}/healthz`)).status).toBe(200);
          }
          await delay(Math.max(0, stoppedAt + OUTAGE_MS - Date.now()));
        } finally {
          runPg('resume', pgTmp);
        }
        // No restart of Garita: the same processes are ready again, and grant again.
        await until('both instances ready again', async () =>
          (await Promise.all([a, b].map(readyz))).every((r) => r.status === 200),
        );
        await until('HAProxy puts both back', bothInPool);
        const granted = await scan(balancer, token, gate, after as string);
        expect([granted.status, granted.body.access_granted]).toEqual([200, true]);
        // The key shown during the outage was never let in: no granted row.
        const duringKey = await db
          .selectFrom('access_keys')
          .select('id')
          .where('unique_id', '=', during as string)
          .executeTakeFirstOrThrow();
        expect((await grantedRows([duringKey.id])).size).toBe(0);
        expect(a.child.exitCode).toBeNull();
        expect(b.child.exitCode).toBeNull();
      }),
    60_000,
  );

  it(
    'one instance SIGKILLed while guards scan and register: no acknowledged row lost, resends never write twice, HAProxy takes it out',
    () =>
      withHaproxyAccount(async () => {
        // From where a passing outage check leaves it: both instances in HAProxy's pool (when that check failed,
        // this one still tests the kill, not the outage's aftermath).
        await until('HAProxy has both instances', bothInPool);
        const keys = await newKeys(KILL_KEYS);
        const acknowledged = new Map<number, number>(); // transaction id → key id
        const failed: { key: number; answer: Answer }[] = [];
        let resends = 0;
        let replays = 0;
        let scansCut = 0;
        let done = 0;
        let killed: Promise<unknown> | undefined;
        await inPool(keys, 16, async (key) => {
          const guard = key.id % GATES;
          const [token, gate] = [guards[guard] as string, gates[guard] as number];
          // The scan carries no Idempotency-Key: one cut short is not resent by the client; the guard shows the QR
          // again, a new request.
          let scanned = await scan(balancer, token, gate, key.unique_id);
          for (let shown = 1; scanned.status !== 200 && shown < 3; shown++) {
            expect(scanned.resent).toBe(0);
            scansCut++;
            scanned = await scan(balancer, token, gate, key.unique_id);
          }
          if (scanned.status !== 200 || !scanned.body.access_granted)
            return void failed.push({ key: key.id, answer: scanned });
          const answer = await register(balancer, token, gate, key.unique_id);
          resends += answer.resent;
          if (answer.replayed) replays++;
          if (answer.status === 201) acknowledged.set(answer.body.transaction.id, key.id);
          else failed.push({ key: key.id, answer });
          // A third of the way through, with requests in flight on both instances, instance A dies.
          if (++done === Math.floor(KILL_KEYS / 3)) {
            killed = a.exited;
            a.child.kill('SIGKILL');
          }
        });
        expect((await killed) as { signal: string }).toMatchObject({ signal: 'SIGKILL' });
        expect(failed).toEqual([]);
        expect(acknowledged.size).toBe(KILL_KEYS);
        // Every acknowledged row is in the logbook, for its key.
        const rows = await db
          .selectFrom('transactions')
          .select(['id', 'access_key_id', 'access_granted'])
          .where('id', 'in', [...acknowledged.keys()])
          .execute();
        expect(rows.map((r) => [r.id, r.access_key_id, r.access_granted]).sort()).toEqual(
          [...acknowledged].map(([id, key]) => [id, key, true]).sort(),
        );
        // One row per key, resent or not: a resend replayed or ran once, never twice.
        const perKey = await db
          .selectFrom('transactions')
          .select(['access_key_id', (eb) => eb.fn.countAll<string>().as('n')])
          .where(
            'access_key_id',
            'in',
            keys.map((k) => k.id),
          )
          .groupBy('access_key_id')
          .execute();
        expect(perKey.filter((r) => Number(r.n) !== 1)).toEqual([]);
        expect(perKey.length).toBe(KILL_KEYS);
        // The kill did cut requests short, and the client resent them.
        expect(resends).toBeGreaterThan(0);
        console.log(
          `topology: after the kill, ${resends} registers resent (${replays} answered by a replay), ${scansCut} scans cut and shown again`,
        );
        // HAProxy's health check took the dead instance out; every request after that succeeds.
        await until('HAProxy marks A down', async () => (await haproxyServers(socket)).a === 'DOWN');
        expect((await haproxyServers(socket)).b).toBe('UP');
        const later = await newKeys(20);
        const answers = await Promise.all(
          later.map((key, i) => scan(balancer, guards[i % GATES] as string, gates[i % GATES] as number, key.unique_id)),
        );
        expect(answers.map((r) => r.status)).toEqual(later.map(() => 200));
      }),
    60_000,
  );
});
