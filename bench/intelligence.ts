// Benchmark of GET /api/v1/intelligence on a big logbook: how long an admin waits for a day, a month and a
// year of figures, for the whole network and for one access point, and the plan of the aggregate statement.
// Usage (from the repository root):
//   node_modules/.bin/node bench/intelligence.ts --db postgres --rows 1000000
//   node_modules/.bin/node bench/intelligence.ts --db embedded --rows 1000000
// It builds the database (migrations, demo data, then N logbook rows over the last 400 days made inside the
// database: entries, half of them closed by a linked exit, and refusals), runs EXPLAIN ANALYZE, starts the
// real server as its own process and times sequential requests.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createDb, migrate } from '../apps/server/src/db/index.ts';
import { seedDemo } from '../apps/server/src/db/seed.ts';
import { rangeQuery } from '../apps/server/src/repositories/intelligence.repository.ts';
import { daySlots, daysOf } from '../apps/server/src/services/intelligence.service.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    rows: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '3918' },
  },
});
const rows = Number(args.rows);
const runs = Number(args.runs);
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
const hosts = await db.selectFrom('users').select('id').where('network_id', '=', network.id).execute();
const [first, second] = servers;
if (!first || !second) throw new Error('the demo network needs two access points');
const hostIds = hosts.map((h) => h.id);
// Two thirds entries (one in ten refused), one third the exits of half the granted entries.
const entriesWanted = Math.round((rows * 2) / 3);
const batch = 100_000;
for (let start = 0; start < entriesWanted; start += batch) {
  const end = Math.min(entriesWanted, start + batch);
  await sql`
    insert into transactions (network_id, access_server_id, access_key_type, access_type, access_granted,
      access_allowed, status, visitor_name, user_id, created_at)
    select ${network.id}, case when i % 3 = 0 then ${second.id}::bigint else ${first.id}::bigint end,
      (array['visitor','temporary','provider','visit','personal','garita_event'])[1 + i % 6], 'access',
      i % 10 <> 0, i % 10 <> 0 and i % 17 <> 0,
      case when i % 10 = 0 then (array['not_in_time','access_removed','door_not_included'])[1 + i % 3] end,
      'Visitante ' || i, (${sql.val(hostIds)}::bigint[])[1 + i % ${hostIds.length}],
      now() - random() * interval '400 days'
    from generate_series(${start}::int, ${end - 1}::int) as i`.execute(db);
  log(`${end} entries`);
}
await sql`
  insert into transactions (network_id, access_server_id, access_key_type, access_type, access_granted,
    access_allowed, visitor_name, user_id, related_transaction_id, created_at)
  select network_id, access_server_id, access_key_type, 'exit', true, true, visitor_name, user_id, id,
    created_at + (10 + (id % 600)) * interval '1 minute'
  from transactions
  where network_id = ${network.id} and access_type = 'access' and access_granted and access_allowed and id % 2 = 0
    and related_transaction_id is null
    and not exists (select 1 from transactions e where e.related_transaction_id = transactions.id)`.execute(db);
// Each exit closes its entry, as the server's exit paths do (migration 20261124_0001_entry_exit).
await sql`update transactions e set exit_transaction_id = x.id from transactions x
  where x.related_transaction_id = e.id and e.exit_transaction_id is null`.execute(db);
await sql`analyze`.execute(db);
const total = Number(
  (
    await db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);
log(`database ready: ${total} logbook rows in ${Math.round((performance.now() - t0) / 1000)} s`);

const today = new Intl.DateTimeFormat('en-CA', { timeZone: first.time_zone }).format(new Date());
const shift = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);
const ranges = [
  { label: '1 day', from: today, to: today },
  { label: '30 days', from: shift(today, -29), to: today },
  { label: '366 days', from: shift(today, -365), to: today },
];

const plans: Record<string, string> = {};
for (const range of ranges) {
  if (!range) continue;
  const slots = daySlots(servers, daysOf(range.from, range.to));
  const plan = await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers) ${rangeQuery({
    networkId: network.id,
    from: range.from,
    slots,
    topSize: 5,
  })}`.execute(db);
  plans[range.label] = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
}
await db.destroy();

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
  body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
});
const token = ((await login.json()) as { meta: { auth_token: string } }).meta.auth_token;

const timings: { range: string; scope: string; movements: number; median_ms: number; max_ms: number }[] = [];
for (const range of ranges) {
  for (const scope of [null, first] as const) {
    const url = `${base}/api/v1/intelligence?from=${range.from}&to=${range.to}${scope ? `&access_server=${scope.id}` : ''}`;
    const times: number[] = [];
    let movements = 0;
    for (let i = 0; i <= runs; i++) {
      const started = performance.now();
      const res = await fetch(url, { headers: { authorization: `Token=${token}` } });
      const body = (await res.json()) as { totals: { movements: number } };
      if (res.status !== 200) throw new Error(`intelligence answered ${res.status}: ${JSON.stringify(body)}`);
      if (i > 0) times.push(performance.now() - started); // the first run warms the caches
      movements = body.totals.movements;
    }
    times.sort((a, b) => a - b);
    timings.push({
      range: range.label,
      scope: scope ? scope.name : 'network',
      movements,
      median_ms: Math.round(times[Math.floor(times.length / 2)] ?? 0),
      max_ms: Math.round(times.at(-1) ?? 0),
    });
  }
}
server.kill('SIGTERM');
const summary = {
  database: args.db === 'postgres' ? 'PostgreSQL' : 'embedded PGlite',
  logbook_rows: total,
  runs,
  timings,
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
};
console.log(JSON.stringify(summary, null, 2));
for (const [label, plan] of Object.entries(plans)) console.log(`\nEXPLAIN ANALYZE, whole network, ${label}:\n${plan}`);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, `bench/results/intelligence-${args.db}.json`),
  `${JSON.stringify({ ...summary, plans }, null, 2)}\n`,
);
await new Promise((r) => setTimeout(r, 500));
fs.rmSync(dataDir, { recursive: true, force: true });
if (pgTmp) execFileSync('bash', [path.join(root, 'scripts/postgres.sh'), 'stop', pgTmp]);
