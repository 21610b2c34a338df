// What every benchmark does around its own measurement: a throwaway database (embedded PGlite in a temporary
// folder, or a throwaway PostgreSQL unless DATABASE_URL is set) with migrations and demo data, the real server
// started as its own process on it, load runs with autocannon recorded the same way, waiting for a quiet
// machine, and the result file in bench/results/ (not committed).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { createDb, type Db, type DbOptions, migrate } from '../apps/server/src/db/index.ts';
import { seedDemo } from '../apps/server/src/db/seed.ts';

export const root = path.resolve(import.meta.dirname, '..');
export const log = (msg: string) => console.log(`[bench] ${msg}`);
/** The middle value (the upper of the two middles for an even count); 0 for none. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
export const machine = () => `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
export const databaseName = (kind: string) => (kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite');

export interface BenchDatabase {
  dataDir: string;
  databaseUrl: string | undefined;
  db: Db;
  /** Opens the database again (after `db` was destroyed so the server could have it), with Kysely's `log` if given. */
  reopen(options?: Pick<DbOptions, 'log'>): Db;
  /** Removes the data folder and stops the throwaway PostgreSQL. */
  remove(): void;
}

/** A new database of the kind `--db` names (`embedded` or `postgres`), migrated, with the demo data. */
export async function openBenchDatabase(kind: string): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'garita-bench-'));
  let databaseUrl = kind === 'embedded' ? undefined : process.env.DATABASE_URL;
  let pgTmp: string | undefined;
  if (kind === 'postgres' && !databaseUrl) {
    const out = execFileSync('bash', [path.join(root, 'scripts/postgres.sh'), 'start'], { encoding: 'utf8' });
    pgTmp = /PG_TMP=(\S+)/.exec(out)?.[1];
    databaseUrl = /TEST_DATABASE_URL=(\S+)/.exec(out)?.[1];
  }
  const reopen = (options: Pick<DbOptions, 'log'> = {}) => createDb({ databaseUrl, dataDir, ...options });
  const db = reopen();
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (pgTmp) execFileSync('bash', [path.join(root, 'scripts/postgres.sh'), 'stop', pgTmp]);
  };
  // A bench that fails part-way (a server that does not start, a thrown error) must not leave its PostgreSQL
  // running and its data behind: its exit removes them too.
  process.once('exit', remove);
  await migrate(db);
  await seedDemo(db);
  return { dataDir, databaseUrl, db, reopen, remove };
}

/**
 * `count` visit keys of the demo host at one access point, made inside the database (generate_series, batches of
 * 100,000): valid windows spread over 48 hours around now, so about 1 in 48 is valid at any moment.
 */
export async function insertBenchKeys(
  db: Db,
  at: { network_id: number; access_server_id: number },
  count: number,
): Promise<void> {
  const host = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'host@demo.test')
    .executeTakeFirstOrThrow();
  const batch = 100_000;
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(count, start + batch);
    await sql`
      with k as (
        insert into access_keys (network_id, user_id, unique_id, access_key_type_id, visitor_name, visitor_phone,
          reason_for_visit, valid_from, valid_until, visitor_duration, passback_tracking, created_at)
        select ${at.network_id}, ${host.id}, replace(gen_random_uuid()::text, '-', ''), 1, 'Visitante ' || i,
          '55' || lpad(i::text, 8, '0'), 'Benchmark', now() - interval '1 hour' + (i % 48) * interval '1 hour',
          now() + interval '2 hour' + (i % 48) * interval '1 hour', 1, true, now() - (i % 1000) * interval '1 minute'
        from generate_series(${start}::int, ${end - 1}::int) as i
        returning id
      )
      insert into access_key_access_servers (access_key_id, access_server_id, network_id)
      select id, ${at.access_server_id}, ${at.network_id} from k`.execute(db);
    log(`${end} keys`);
  }
}

/**
 * `count` visit keys of the demo host at the access point of the demo gate `gateName`, every one valid now (from an
 * hour ago until 2 to 49 hours ahead): what a guard's offline snapshot holds (bench/offline-snapshot.ts,
 * bench/offline-scan.ts). Answers the gate.
 */
export async function insertKeysValidNow(db: Db, gateName: string, count: number) {
  const gate = await db
    .selectFrom('gates')
    .select(['id', 'access_server_id', 'network_id'])
    .where('name', '=', gateName)
    .executeTakeFirstOrThrow();
  const host = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'host@demo.test')
    .executeTakeFirstOrThrow();
  await sql`
    with k as (
      insert into access_keys (network_id, user_id, unique_id, access_key_type_id, visitor_name, visitor_phone,
        reason_for_visit, valid_from, valid_until, visitor_duration)
      select ${gate.network_id}, ${host.id}, replace(gen_random_uuid()::text, '-', ''), 1, 'Visitante ' || i,
        '55' || lpad(i::text, 8, '0'), 'Benchmark', now() - interval '1 hour',
        now() + interval '2 hour' + (i % 48) * interval '1 hour', 1
      from generate_series(1, ${count}::int) as i
      returning id
    )
    insert into access_key_access_servers (access_key_id, access_server_id, network_id)
    select id, ${gate.access_server_id}, ${gate.network_id} from k`.execute(db);
  return gate;
}

/** The demo network with its two access points (in id order) and its users' ids, for generated rows. */
export async function demoNetwork(db: Db) {
  const network = await db
    .selectFrom('networks')
    .select('id')
    .where('name', '=', 'Residencial Las Palmas')
    .executeTakeFirstOrThrow();
  const servers = await db
    .selectFrom('access_servers')
    .select(['id', 'name', 'time_zone'])
    .where('network_id', '=', network.id)
    .orderBy('id')
    .execute();
  const users = await db.selectFrom('users').select('id').where('network_id', '=', network.id).execute();
  const [first, second] = servers;
  if (!first || !second) throw new Error('the demo network needs two access points');
  return { network, servers, first, second, hostIds: users.map((u) => u.id) };
}

export interface BenchServer {
  base: string;
  process: ChildProcess;
  /** A demo account's token. */
  tokenOf(email: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The real server (`apps/server/src/main.ts`) on the bench database, as its own process, once it answers.
 * `script` runs another server instead: another checkout's main.ts (`--before`), or bench/bare-route.ts.
 */
export async function startServer(
  database: BenchDatabase,
  port: string,
  script = path.join(root, 'apps/server/src/main.ts'),
): Promise<BenchServer> {
  // Port 0: a free port of this moment (other benchmarks may share the machine and its default ports).
  if (port === '0') port = String(await freePort());
  const server = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      PORT: port,
      DATA_DIR: database.dataDir,
      DEMO: '0',
      LOG_LEVEL: 'warn',
      // The bench database is migrated already, by this checkout: another checkout's server (`--before`,
      // `--checkout`) runs on it as it is, where its migrator would refuse migrations it does not know.
      MIGRATE_ON_START: '0',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  let exited = false;
  // The server is a process of its own: a bench that fails before it stops it must not leave it serving.
  const stopOnExit = () => server.kill('SIGTERM');
  process.once('exit', stopOnExit);
  server.once('exit', () => {
    exited = true;
    process.off('exit', stopOnExit);
  });
  for (let i = 0; ; i++) {
    // Another process answering on the port must not be taken for this server.
    if (exited) throw new Error(`${script} exited before answering on port ${port}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {}
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    process: server,
    async tokenOf(email) {
      const res = await fetch(`${base}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'demo1234' }),
      });
      return ((await res.json()) as { meta: { auth_token: string } }).meta.auth_token;
    },
    async stop() {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** A TCP port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One autocannon run against the server, recorded with its latency, the server's memory and the load. */
/** Clock ticks per second of /proc's CPU times. */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;

/** CPU time (user and system) of one process so far, in ms; 0 once it is gone. */
function cpuMsOf(pid: number): number {
  try {
    // After the command's closing parenthesis: state is field 3, utime and stime fields 14 and 15.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** CPU time so far of every PostgreSQL process on this machine (the bench's throwaway server), in ms. */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuMsOf(Number(entry));
    } catch {}
  }
  return total;
}

/**
 * One measured run against `server`. Besides throughput and latency, the CPU time spent per request by the
 * server's process and by PostgreSQL's: on a machine shared with other work, time another process took from
 * ours lowers the throughput but not the CPU each request cost, so the two together tell the machine's noise
 * from the server's own cost.
 */
export async function loadRun(server: BenchServer, options: autocannon.Options) {
  const loadBefore = os.loadavg();
  const pid = server.process.pid ?? 0;
  const cpuBefore = { server: cpuMsOf(pid), postgres: postgresCpuMs() };
  const result = await autocannon(options);
  const cpuAfter = { server: cpuMsOf(pid), postgres: postgresCpuMs() };
  const loadAfter = os.loadavg();
  const rssKb = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }));
  const perRequest = (ms: number) => Math.round((ms / Math.max(1, result.requests.total)) * 1000) / 1000;
  return {
    requests: result.requests.total,
    cpu_ms_per_request: {
      server: perRequest(cpuAfter.server - cpuBefore.server),
      postgres: perRequest(cpuAfter.postgres - cpuBefore.postgres),
    },
    non2xx: result.non2xx,
    errors: result.errors,
    throughput_rps: Math.round(result.requests.average),
    latency_ms: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    server_rss_mb: Math.round(rssKb / 1024),
    load_average: { before: loadBefore.map((l) => l.toFixed(2)), after: loadAfter.map((l) => l.toFixed(2)) },
  };
}

/**
 * Times `runs` sequential calls after one that warms the caches (discarded): median and worst, in ms. `call`
 * returns the answer, which must be 200.
 */
export async function timeSequential<T>(runs: number, call: () => Promise<{ status: number; body: T }>) {
  const times: number[] = [];
  let last: T | undefined;
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const { status, body } = await call();
    if (status !== 200) throw new Error(`answered ${status}: ${JSON.stringify(body)}`);
    if (i > 0) times.push(performance.now() - started);
    last = body;
  }
  times.sort((a, b) => a - b);
  return {
    median_ms: Math.round(times[Math.floor(times.length / 2)] ?? 0),
    max_ms: Math.round(times.at(-1) ?? 0),
    runs: times.length,
    last: last as T,
  };
}

/** GET of the API as JSON with a token, for timeSequential. */
export async function getJson<T>(server: BenchServer, token: string, pathAndQuery: string) {
  const res = await fetch(`${server.base}${pathAndQuery}`, { headers: { authorization: `Token=${token}` } });
  return { status: res.status, body: (await res.json()) as T };
}

/** Writes bench/results/<name>.json. */
export function writeResult(name: string, data: unknown): void {
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, `bench/results/${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
}

const oneMinute = () => os.loadavg()[0] ?? 0;

/**
 * The machine is shared: before a measured load phase, wait until the 1-minute load average is under a limit
 * (`--quiet 1`), so figures are not someone else's build. The wait and the load are logged and recorded.
 */
export async function waitForQuiet(limit: number | undefined): Promise<number> {
  const started = performance.now();
  if (limit === undefined) return 0;
  let last = 0;
  while (oneMinute() >= limit) {
    if (performance.now() - last > 60_000) {
      log(`waiting for a load under ${limit} (now ${oneMinute().toFixed(2)})`);
      last = performance.now();
    }
    await new Promise((r) => setTimeout(r, 5_000));
  }
  const waited = Math.round((performance.now() - started) / 1000);
  log(`load ${oneMinute().toFixed(2)} after waiting ${waited} s`);
  return waited;
}

/**
 * Signs the demo account `who` in on the page's origin the way the web app keeps a session (its token and user in
 * localStorage), or leaves the page signed out when null. The page must be on the app's origin already.
 */
export async function signInPage(page: Page, who: string | null): Promise<void> {
  await page.evaluate(async (email) => {
    localStorage.clear();
    if (!email) return;
    const res = await fetch('/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo1234' }),
    });
    const { meta, user } = await res.json();
    localStorage.setItem('garita.session', JSON.stringify({ token: meta.auth_token, user }));
  }, who);
  // The start cookie the app keeps while signed in, in the language it speaks (apps/web/src/lib/start-hint.ts, as at a
  // login through the form): the measured start is answered as a real one. Written here, not by a reload of the app,
  // which would start the service worker that a measured first visit must not have.
  await page.evaluate((signedIn) => {
    const language = document.documentElement.lang;
    // biome-ignore lint/suspicious/noDocumentCookie: the app's own cookie, as lib/start-hint.ts writes it.
    document.cookie = signedIn ? `garita-start=${language}; Path=/; SameSite=Lax` : 'garita-start=; Path=/; Max-Age=0';
  }, who !== null);
}
