// Load benchmark of the guard's hot path: GET /api/v1/access_keys/validate on a database of many keys.
// Usage (from the repository root):
//   node_modules/.bin/node bench/validate.ts --db embedded --keys 1000000 --connections 32 --seconds 20
//   node_modules/.bin/node bench/validate.ts --db postgres ...   (starts a throwaway PostgreSQL itself, or uses DATABASE_URL)
// It builds the database first (migrations, demo data, then N extra keys made inside the database with
// generate_series), starts the real server as a separate process, and drives it with autocannon.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDb, migrate } from '../apps/server/src/db/index.ts';
import { seedDemo } from '../apps/server/src/db/seed.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'embedded' },
    keys: { type: 'string', default: '1000000' },
    connections: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '20' },
    port: { type: 'string', default: '3917' },
  },
});
const keys = Number(args.keys);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'garita-bench-'));
let databaseUrl = process.env.DATABASE_URL;
let pgTmp: string | undefined;
if (args.db === 'postgres' && !databaseUrl) {
  const out = execFileSync('bash', [path.join(root, 'scripts/postgres.sh'), 'start'], { encoding: 'utf8' });
  pgTmp = /PG_TMP=(\S+)/.exec(out)?.[1];
  databaseUrl = /TEST_DATABASE_URL=(\S+)/.exec(out)?.[1];
}
if (args.db === 'embedded') databaseUrl = undefined;

const log = (msg: string) => console.log(`[bench] ${msg}`);
const t0 = performance.now();
const db = createDb({ databaseUrl, dataDir });
await migrate(db);
await seedDemo(db);
const gate = await db
  .selectFrom('gates')
  .select(['id', 'access_server_id', 'network_id'])
  .where('name', '=', 'Entrada Peatonal')
  .executeTakeFirstOrThrow();
const host = await db.selectFrom('users').select('id').where('email', '=', 'host@demo.test').executeTakeFirstOrThrow();
const batch = 100_000;
for (let start = 0; start < keys; start += batch) {
  const end = Math.min(keys, start + batch);
  await sql`
    with k as (
      insert into access_keys (network_id, user_id, unique_id, access_key_type_id, visitor_name, visitor_phone,
        reason_for_visit, valid_from, valid_until, visitor_duration, passback_tracking, created_at)
      select ${gate.network_id}, ${host.id}, replace(gen_random_uuid()::text, '-', ''), 1, 'Visitante ' || i,
        '55' || lpad(i::text, 8, '0'), 'Benchmark', now() - interval '1 hour' + (i % 48) * interval '1 hour',
        now() + interval '2 hour' + (i % 48) * interval '1 hour', 1, true, now() - (i % 1000) * interval '1 minute'
      from generate_series(${start}::int, ${end - 1}::int) as i
      returning id
    )
    insert into access_key_access_servers (access_key_id, access_server_id, network_id)
    select id, ${gate.access_server_id}, ${gate.network_id} from k`.execute(db);
  log(`${end} keys`);
}
await sql`analyze`.execute(db);
const sample = (
  await sql<{ unique_id: string }>`select unique_id from access_keys tablesample system (1) limit 5000`.execute(db)
).rows.map((r) => r.unique_id);
const total = (
  await db
    .selectFrom('access_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
).n;
await db.destroy();
log(`database ready: ${total} keys in ${Math.round((performance.now() - t0) / 1000)} s; ${sample.length} keys sampled`);

const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
  env: {
    ...process.env,
    PORT: args.port,
    DATA_DIR: dataDir,
    DEMO: '0',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${args.port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/v1/health`)).ok) break;
  } catch {}
  if (i > 600) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 100));
}
const login = await fetch(`${base}/api/v1/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'guard@demo.test', password: 'demo1234' }),
});
const token = ((await login.json()) as { meta: { auth_token: string } }).meta.auth_token;
const check = await fetch(`${base}/api/v1/access_keys/validate?gate=${gate.id}&key=${sample[0]}`, {
  headers: { authorization: `Token=${token}` },
});
log(`validate answers ${check.status}: ${(await check.text()).slice(0, 160)}`);

let n = 0;
const result = await autocannon({
  url: base,
  connections: Number(args.connections),
  duration: Number(args.seconds),
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
const rssKb = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(server.pid)], { encoding: 'utf8' }).trim());
server.kill('SIGTERM');
const summary = {
  database: args.db === 'postgres' ? 'PostgreSQL' : 'embedded PGlite',
  keys: total,
  connections: Number(args.connections),
  seconds: Number(args.seconds),
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  throughput_rps: Math.round(result.requests.average),
  latency_ms: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
  server_rss_mb: Math.round(rssKb / 1024),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
};
console.log(JSON.stringify(summary, null, 2));
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, `bench/results/validate-${args.db}.json`), `${JSON.stringify(summary, null, 2)}\n`);
await new Promise((r) => setTimeout(r, 500));
fs.rmSync(dataDir, { recursive: true, force: true });
if (pgTmp) execFileSync('bash', [path.join(root, 'scripts/postgres.sh'), 'stop', pgTmp]);
