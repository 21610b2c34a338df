// Benchmark of the live hub's fan-out (docs/live.md, "Delivery"): LISTEN/NOTIFY with a 5-s safety poll against
// the 250-ms poll it replaced, side by side in one run. Usage (from the repository root):
//   node_modules/.bin/node bench/live-fanout.ts                       # both databases, before = 6e0e2a2
//   node_modules/.bin/node bench/live-fanout.ts --db postgres --seconds 60 --registers 50 --rounds 2
//   --before <commit>  the code to compare with (default 6e0e2a2, the commit this change started from); it is
//                      extracted with `git archive` into a temporary folder that uses this tree's node_modules
//   --quiet 1          wait until the 1-minute load average is under 1 before each measurement
// For each database and round it runs the two trees one after the other, each in a process of its own (a child
// of this script, `--child`), on a database of its own (migrated by that tree, with the demo data):
//   1. one instance, no stream open: statements the app runs in `--seconds` (counted by a Kysely plugin, as the
//      tests' harness counts them: every statement of the query builders; begin/commit and the listening
//      connection's one `listen` are not counted), as a rate per minute — the timers every instance has;
//   2. the same with the demo host's stream open (GET /api/v1/events/stream): the difference is the hub's cost;
//   3. a second instance on the same database: the demo guard registers `--registers` visits through it, 0.2–0.6 s
//      apart at random, and the time from sending each register to the arrival event on the host's stream on the
//      first instance is measured (p50 / p95).
// Prints a Markdown table (with the one-minute load average of each measurement) and writes
// bench/results/live-fanout.json.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { log, machine, root, waitForQuiet, writeResult } from './support.ts';

const { values: args } = parseArgs({
  options: {
    child: { type: 'boolean', default: false },
    tree: { type: 'string' },
    url: { type: 'string' },
    db: { type: 'string', default: 'both' },
    before: { type: 'string', default: '6e0e2a2' },
    seconds: { type: 'string', default: '30' },
    registers: { type: 'string', default: '30' },
    rounds: { type: 'string', default: '1' },
    quiet: { type: 'string' },
  },
});

interface ChildResult {
  idle_no_stream_per_min: number;
  idle_one_stream_per_min: number;
  latency_ms: { p50: number; p95: number; max: number };
}

if (args.child) {
  const result = await child(args.tree ?? root, args.url, Number(args.seconds), Number(args.registers));
  console.log(`RESULT ${JSON.stringify(result)}`);
  process.exit(0);
} else {
  await parent();
}

async function parent(): Promise<void> {
  const kinds = args.db === 'both' ? ['embedded', 'postgres'] : [args.db ?? 'embedded'];
  const beforeTree = fs.mkdtempSync(path.join(os.tmpdir(), 'garita-before-'));
  execFileSync('bash', ['-c', `git -C "${root}" archive "${args.before}" | tar -x -C "${beforeTree}"`]);
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(beforeTree, 'node_modules'));
  const trees = [
    { label: `before (${args.before}: 250-ms poll)`, dir: beforeTree },
    { label: 'after (LISTEN/NOTIFY, 5-s safety poll)', dir: root },
  ];
  let pgTmp: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (kinds.includes('postgres') && !adminUrl) {
    const out = execFileSync('bash', [path.join(root, 'scripts/postgres.sh'), 'start'], { encoding: 'utf8' });
    pgTmp = /PG_TMP=(\S+)/.exec(out)?.[1];
    adminUrl = /TEST_DATABASE_URL=(\S+)/.exec(out)?.[1];
  }
  const rows: { db: string; code: string; load: number; result: ChildResult }[] = [];
  try {
    for (let round = 0; round < Number(args.rounds); round++) {
      for (const kind of kinds) {
        for (const tree of trees) {
          await waitForQuiet(args.quiet === undefined ? undefined : Number(args.quiet));
          let url: string | undefined;
          let drop = async () => {};
          if (kind === 'postgres' && adminUrl) {
            const name = `garita_bench_${randomBytes(4).toString('hex')}`;
            const admin = new pg.Client({ connectionString: adminUrl });
            await admin.connect();
            await admin.query(`create database ${name}`);
            await admin.end();
            const u = new URL(adminUrl);
            u.pathname = `/${name}`;
            url = u.toString();
            drop = async () => {
              const c = new pg.Client({ connectionString: adminUrl });
              await c.connect();
              await c.query(`drop database if exists ${name} with (force)`);
              await c.end();
            };
          }
          log(`${kind}, ${tree.label}, round ${round + 1}`);
          const result = await runChild(tree.dir, url);
          const load = os.loadavg()[0] ?? 0;
          await drop();
          rows.push({ db: kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite', code: tree.label, load, result });
          log(JSON.stringify({ ...result, load }));
        }
      }
    }
  } finally {
    fs.rmSync(beforeTree, { recursive: true, force: true });
    if (pgTmp) execFileSync('bash', [path.join(root, 'scripts/postgres.sh'), 'stop', pgTmp]);
  }
  const table = [
    `${machine()}; ${args.seconds} s idle windows, ${args.registers} registers across instances`,
    '',
    '| database | code | statements/min, idle, no stream | statements/min, idle, one stream | register on B → stream on A p50 / p95 / max | load (1 min) |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.db} | ${r.code} | ${r.result.idle_no_stream_per_min} | ${r.result.idle_one_stream_per_min} | ` +
        `${r.result.latency_ms.p50} / ${r.result.latency_ms.p95} / ${r.result.latency_ms.max} ms | ${r.load.toFixed(2)} |`,
    ),
  ].join('\n');
  console.log(table);
  writeResult('live-fanout', { when: new Date().toISOString(), machine: machine(), rows });
}

function runChild(tree: string, url: string | undefined): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const childArgs = [
      path.join(root, 'bench/live-fanout.ts'),
      '--child',
      '--tree',
      tree,
      '--seconds',
      String(args.seconds),
      '--registers',
      String(args.registers),
      ...(url ? ['--url', url] : []),
    ];
    const proc = spawn(process.execPath, childArgs, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (chunk) => {
      out += chunk;
    });
    proc.once('exit', (code) => {
      const line = /^RESULT (.*)$/m.exec(out)?.[1];
      if (code !== 0 || !line) reject(new Error(`child for ${tree} exited ${code}: ${out}`));
      else resolve(JSON.parse(line) as ChildResult);
    });
  });
}

/** The parts of a tree's server this benchmark drives (both trees have them with these shapes). */
interface Listening {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
  server: { address(): unknown };
}

async function child(tree: string, url: string | undefined, seconds: number, registers: number) {
  const src = path.join(tree, 'apps/server/src');
  const { createDb, migrate } = await import(path.join(src, 'db/index.ts'));
  const { seedDemo } = await import(path.join(src, 'db/seed.ts'));
  const { loadConfig } = await import(path.join(src, 'config.ts'));
  const { buildApp } = await import(path.join(src, 'app.ts'));
  const { localStorage } = await import(path.join(src, 'storage/index.ts'));
  const statements = { count: 0 };
  const counter = {
    transformQuery: (a: { node: unknown }) => {
      statements.count++;
      return a.node;
    },
    transformResult: async (a: { result: unknown }) => a.result,
  };
  const db = createDb({ databaseUrl: url, plugins: [counter] });
  await migrate(db);
  await seedDemo(db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'garita-fanout-'));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: '0', LOG_LEVEL: 'silent', PORT: '0' });
  const ctx = {
    config,
    db,
    mailer: { send: async () => {} },
    storage: localStorage(path.join(dataDir, 'photos')),
    signingSecret: 'x'.repeat(32),
    now: () => new Date(),
  };
  const start = async (): Promise<{ app: Listening; base: string }> => {
    const app = (await buildApp(ctx, { logger: false })) as Listening;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    return { app, base: `http://127.0.0.1:${address.port}` };
  };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const a = await start();
  const tokenOf = async (base: string, email: string) => {
    const res = await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo1234' }),
    });
    return ((await res.json()) as { meta: { auth_token: string } }).meta.auth_token;
  };
  const call = async <T>(base: string, method: string, route: string, token: string, body?: unknown) => {
    const res = await fetch(`${base}/api/v1${route}`, {
      method,
      headers: { authorization: `Token=${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const hostToken = await tokenOf(a.base, 'host@demo.test');
  const adminToken = await tokenOf(a.base, 'admin@demo.test');

  const rate = async () => {
    await sleep(3_000);
    const from = statements.count;
    await sleep(seconds * 1000);
    return Math.round(((statements.count - from) * 60) / seconds);
  };
  const idleNoStream = await rate();

  const arrived = new Map<number, number>();
  const controller = new AbortController();
  const stream = await fetch(`${a.base}/api/v1/events/stream`, {
    headers: { authorization: `Token=${hostToken}` },
    signal: controller.signal,
  });
  if (!stream.ok || !stream.body) throw new Error(`stream: ${stream.status}`);
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of stream.body as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (!data) continue;
          const event = JSON.parse(data) as { kind: string; subject_id: number; arrival: unknown };
          if (event.arrival && event.kind === 'transaction') arrived.set(event.subject_id, performance.now());
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  const idleOneStream = await rate();

  const b = await start();
  const guardToken = await tokenOf(b.base, 'guard@demo.test');
  const { user: host } = await call<{ user: { id: number } }>(a.base, 'GET', '/session', hostToken);
  const { user: guard } = await call<{ user: { access_servers: { id: number; name: string }[] } }>(
    b.base,
    'GET',
    '/session',
    guardToken,
  );
  const norte = guard.access_servers.find((s) => s.name === 'Acceso Norte');
  if (!norte) throw new Error('the demo guard has no Acceso Norte');
  const point = await call<{ gates: { id: number; name: string }[] }>(
    a.base,
    'GET',
    `/access_servers/${norte.id}`,
    adminToken,
  );
  const gateId = point.gates.find((g) => g.name === 'Entrada Norte')?.id;
  const latencies: number[] = [];
  for (let i = 0; i < registers; i++) {
    const sent = performance.now();
    const { transaction } = await call<{ transaction: { id: number } }>(b.base, 'POST', '/transactions', guardToken, {
      visitor_name: `Visita de banco ${i + 1}`,
      reason_for_visit: 'Visita',
      user_id: host.id,
      access_key_type_id: 6,
      gate_id: gateId,
      access_allowed: true,
    });
    const deadline = performance.now() + 10_000;
    while (!arrived.has(transaction.id)) {
      if (performance.now() > deadline) throw new Error(`register ${transaction.id}: no live event within 10 s`);
      await sleep(1);
    }
    latencies.push((arrived.get(transaction.id) as number) - sent);
    await sleep(200 + Math.random() * 400);
  }
  controller.abort();
  await reading;
  await b.app.close();
  await a.app.close();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const sorted = [...latencies].sort((x, y) => x - y);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
  return {
    idle_no_stream_per_min: idleNoStream,
    idle_one_stream_per_min: idleOneStream,
    latency_ms: { p50: at(0.5), p95: at(0.95), max: Math.round(sorted.at(-1) ?? 0) },
  } satisfies ChildResult;
}
