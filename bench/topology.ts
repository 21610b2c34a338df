// Throughput of the scan (GET /api/v1/access_keys/validate) through HAProxy, with one and with two Garita
// instances behind it, on one PostgreSQL and the same keys (docs/benchmarks.md, "Scans through the load
// balancer"). HAProxy is Debian's, with deploy/haproxy.cfg, the file compose and the topology test use.
// Usage (from the repository root):
//   node_modules/.bin/node bench/topology.ts --keys 100000 --connections 32 --seconds 15 --rounds 2
//   --direct         also runs one instance without HAProxy (the balancer's own cost)
//   --quiet 1        wait until the 1-minute load average is under 1 before each measured run
// "One instance": HAProxy's two server lines both name instance A (the same file, the same checks), while B
// idles; "two": A and B. The configurations alternate, round after round, so a busy moment of the shared machine
// falls on each. Keys are sampled at random, as bench/validate.ts does by default (about 2 % valid).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import {
  freePort,
  insertBenchKeys,
  log,
  machine,
  openBenchDatabase,
  root,
  startServer,
  waitForQuiet,
  writeResult,
} from './support.ts';

/** Debian installs HAProxy in /usr/sbin, which a non-root PATH may lack (scripts/ensure-system-deps.sh). */
const HAPROXY = fs.existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

const { values: args } = parseArgs({
  options: {
    keys: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '2' },
    quiet: { type: 'string' },
    direct: { type: 'boolean', default: false },
  },
});

const database = await openBenchDatabase('postgres');
const { db } = database;
const gate = await db
  .selectFrom('gates')
  .select(['id', 'access_server_id', 'network_id'])
  .where('name', '=', 'Entrada Peatonal')
  .executeTakeFirstOrThrow();
await insertBenchKeys(db, gate, Number(args.keys));
await sql`vacuum analyze`.execute(db);
const sample = (
  await sql<{ unique_id: string }>`select unique_id from access_keys tablesample system (1) limit 5000`.execute(db)
).rows.map((r) => r.unique_id);
await db.destroy();
log(`database ready: ${args.keys} keys, ${sample.length} sampled`);

const a = await startServer(database, '0');
const b = await startServer(database, '0');
const token = await a.tokenOf('guard@demo.test');
const portOf = (base: string) => new URL(base).port;

/** HAProxy with deploy/haproxy.cfg in front of `servers` (two lines; the same instance twice for "one"). */
async function startHaproxy(servers: [string, string]): Promise<{ base: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(HAPROXY, ['-db', '-f', path.join(root, 'deploy/haproxy.cfg')], {
    env: {
      PATH: `${process.env.PATH}:/usr/sbin`,
      GARITA_A: `127.0.0.1:${portOf(servers[0])}`,
      GARITA_B: `127.0.0.1:${portOf(servers[1])}`,
      HAPROXY_BIND: `127.0.0.1:${port}`,
      HAPROXY_STATS_SOCKET: path.join(os.tmpdir(), `garita-bench-haproxy-${port}.sock`),
      HAPROXY_CHECK_INTER: '1s',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Ready once a request goes through (the servers start UP: HAProxy's first check follows).
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    if (i > 100) throw new Error('HAProxy did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, process: child };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

let n = 0;
const options = (base: string, duration: number): autocannon.Options => ({
  url: base,
  connections: Number(args.connections),
  duration,
  headers: { authorization: `Token=${token}` },
  requests: [
    {
      method: 'GET',
      setupRequest: (req) => ({
        ...req,
        path: `/api/v1/access_keys/validate?gate=${gate.id}&key=${sample[n++ % sample.length]}`,
      }),
    },
  ],
});

interface Configuration {
  name: string;
  start(): Promise<{ base: string; stop(): Promise<void> }>;
}
const configurations: Configuration[] = [
  {
    name: 'HAProxy → 1 instance',
    async start() {
      const h = await startHaproxy([a.base, a.base]);
      return { base: h.base, stop: () => stop(h.process) };
    },
  },
  {
    name: 'HAProxy → 2 instances',
    async start() {
      const h = await startHaproxy([a.base, b.base]);
      return { base: h.base, stop: () => stop(h.process) };
    },
  },
];
if (args.direct)
  configurations.push({ name: '1 instance, no balancer', start: async () => ({ base: a.base, stop: async () => {} }) });

const quiet = args.quiet === undefined ? undefined : Number(args.quiet);
const runs: {
  configuration: string;
  round: number;
  throughput_rps: number;
  latency_ms: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  load_1min: string;
}[] = [];
for (let round = 1; round <= Number(args.rounds); round++) {
  for (const configuration of configurations) {
    const target = await configuration.start();
    await autocannon(options(target.base, Number(args.warmup)));
    await waitForQuiet(quiet);
    const load = os.loadavg()[0]?.toFixed(2) ?? '';
    const result = await autocannon(options(target.base, Number(args.seconds)));
    await target.stop();
    const run = {
      configuration: configuration.name,
      round,
      throughput_rps: Math.round(result.requests.average),
      latency_ms: { p50: result.latency.p50, p99: result.latency.p99 },
      non2xx: result.non2xx,
      errors: result.errors,
      load_1min: load,
    };
    log(JSON.stringify(run));
    runs.push(run);
  }
}
await a.stop();
await b.stop();
database.remove();

writeResult('topology', { keys: Number(args.keys), connections: Number(args.connections), runs, machine: machine() });
const table = [
  `Scans (validate, random keys) through HAProxy, ${args.connections} connections, ${args.seconds} s a run, ${args.keys} keys; ${machine()}`,
  '',
  '| round | configuration | req/s | p50 | p99 | non-2xx + errors | load 1 min (before) |',
  '|---|---|---|---|---|---|---|',
  ...runs.map(
    (r) =>
      `| ${r.round} | ${r.configuration} | ${r.throughput_rps} | ${r.latency_ms.p50} ms | ${r.latency_ms.p99} ms | ${r.non2xx + r.errors} | ${r.load_1min} |`,
  ),
];
console.log(`\n${table.join('\n')}\n`);
