// Benchmark of "who is inside now" on a big logbook: GET /api/v1/access_servers/{id}/current_guests (the guard
// console's count and exit tab) and the "inside now" part of GET /api/v1/intelligence.
// Usage (from the repository root):
//   node_modules/.bin/node bench/current-guests.ts --db postgres --rows 1000000
//   node_modules/.bin/node bench/current-guests.ts --db embedded --rows 1000000
//   --open 150       visitors still inside across the network when the run starts (the rest of the entries
//                    have their exit, as in a real logbook)
//   --quiet 1        wait until the 1-minute load average is under 1 before loading (the machine is shared)
//   --label before   names the result file, bench/results/current-guests-<db>-<label>.json
//   --connections 1,32 --seconds 15   each load run (autocannon, the guard's call) at each concurrency
// It builds the database (migrations, demo data, then N logbook rows over the last 400 days at the demo's two
// access points: entries, one in ten refused, every granted one closed by a linked exit but the newest
// `--open`), runs EXPLAIN ANALYZE of the count, starts the real server as its own process and loads it.
// It works on schemas with and without transactions.exit_transaction_id (before and after migration 20261124_0001_entry_exit).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDb, migrate } from '../apps/server/src/db/index.ts';
import { seedDemo } from '../apps/server/src/db/seed.ts';
import { waitForQuiet } from './quiet.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    rows: { type: 'string', default: '1000000' },
    open: { type: 'string', default: '150' },
    connections: { type: 'string', default: '1,32' },
    seconds: { type: 'string', default: '15' },
    runs: { type: 'string', default: '10' },
    quiet: { type: 'string' },
    label: { type: 'string', default: 'latest' },
    port: { type: 'string', default: '3919' },
  },
});
const rows = Number(args.rows);
const open = Number(args.open);
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
const columnExists = async (column: string) =>
  (
    await sql<{ n: number }>`select count(*)::int as n from information_schema.columns
      where table_name = 'transactions' and column_name = ${column}`.execute(db)
  ).rows[0]?.n === 1;
const hasExitColumn = await columnExists('exit_transaction_id');

// About 0.54 entries per row: 9 in 10 of them granted (and 16 in 17 of those allowed) get an exit row.
const entriesWanted = Math.round(rows / 1.85);
const batch = 100_000;
for (let start = 0; start < entriesWanted; start += batch) {
  const end = Math.min(entriesWanted, start + batch);
  // Entry i happens (entriesWanted - i) steps ago: the highest ids are the newest, as in a real logbook.
  await sql`
    insert into transactions (network_id, access_server_id, access_key_type, access_type, access_granted,
      access_allowed, status, visitor_name, user_id, created_at)
    select ${network.id}, case when i % 3 = 0 then ${second.id}::bigint else ${first.id}::bigint end,
      (array['visitor','temporary','provider','visit','personal','garita_event'])[1 + i % 6], 'access',
      i % 10 <> 0, i % 10 <> 0 and i % 17 <> 0,
      case when i % 10 = 0 then (array['not_in_time','access_removed','door_not_included'])[1 + i % 3] end,
      'Visitante ' || i, (${sql.val(hostIds)}::bigint[])[1 + i % ${hostIds.length}],
      now() - interval '10 minutes' - (${entriesWanted}::int - i) * (interval '400 days' / ${entriesWanted}::int)
    from generate_series(${start}::int, ${end - 1}::int) as i`.execute(db);
  log(`${end} entries`);
}
// Every let-in entry leaves 10 to 600 minutes later (never in the future), but the newest `open` ones.
await sql`
  insert into transactions (network_id, access_server_id, access_key_type, access_type, access_granted,
    access_allowed, visitor_name, user_id, related_transaction_id, created_at)
  select network_id, access_server_id, access_key_type, 'exit', true, true, visitor_name, user_id, id,
    least(now() - interval '1 minute', created_at + (10 + (id % 590)) * interval '1 minute')
  from transactions
  where network_id = ${network.id} and visitor_name like 'Visitante %'
    and access_type = 'access' and access_granted and access_allowed
    and id < (
      select min(id) from (
        select id from transactions
        where network_id = ${network.id} and visitor_name like 'Visitante %'
          and access_type = 'access' and access_granted and access_allowed
        order by id desc limit ${open}
      ) newest
    )
  order by id`.execute(db);
// The entry knows its exit (what the migration's backfill does, and every exit path since).
if (hasExitColumn)
  await sql`update transactions e set exit_transaction_id = x.id from transactions x
    where x.related_transaction_id = e.id and e.exit_transaction_id is null`.execute(db);
await sql`vacuum analyze transactions`.execute(db);
const total = Number(
  (
    await db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);
log(
  `database ready: ${total} logbook rows in ${Math.round((performance.now() - t0) / 1000)} s; ` +
    `schema ${hasExitColumn ? 'with' : 'without'} exit_transaction_id`,
);

// The count of current_guests at the first access point, as the repository writes it for an admin: the
// generated column `inside` since migration 20261124_0002, the four conditions before it.
const hasInsideColumn = await columnExists('inside');
const openEntry = hasInsideColumn
  ? sql`t.inside`
  : hasExitColumn
    ? sql`t.access_type = 'access' and t.access_granted and t.access_allowed and t.exit_transaction_id is null`
    : sql`t.access_type = 'access' and t.access_granted and t.access_allowed and t.related_transaction_id is null
        and not exists (select e.id from transactions e where e.related_transaction_id = t.id)`;
const plan = (
  await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers) select count(*) from transactions t
    where t.network_id = ${network.id} and t.access_server_id = ${first.id} and ${openEntry}`.execute(db)
).rows
  .map((r) => r['QUERY PLAN'])
  .join('\n');
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
async function tokenOf(email: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  return ((await res.json()) as { meta: { auth_token: string } }).meta.auth_token;
}
const guard = await tokenOf('guard@demo.test');
const admin = await tokenOf('admin@demo.test');
const guestsPath = `/api/v1/access_servers/${first.id}/current_guests`;
const probe = await fetch(`${base}${guestsPath}`, { headers: { authorization: `Token=${guard}` } });
const probeBody = (await probe.json()) as { count: number; guests: unknown[] };
if (probe.status !== 200) throw new Error(`current_guests answered ${probe.status}`);
log(`current_guests at ${first.name}: count ${probeBody.count}, ${probeBody.guests.length} listed`);

const quiet = args.quiet === undefined ? undefined : Number(args.quiet);
const runs: Record<string, unknown>[] = [];
for (const connections of args.connections.split(',').map(Number)) {
  await waitForQuiet(quiet, log);
  const loadBefore = os.loadavg();
  const result = await autocannon({
    url: `${base}${guestsPath}`,
    connections,
    duration: Number(args.seconds),
    headers: { authorization: `Token=${guard}` },
  });
  const rssKb = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(server.pid)], { encoding: 'utf8' }).trim());
  runs.push({
    connections,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    throughput_rps: Math.round(result.requests.average),
    latency_ms: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    server_rss_mb: Math.round(rssKb / 1024),
    load_average: { before: loadBefore.map((l) => l.toFixed(2)), after: os.loadavg().map((l) => l.toFixed(2)) },
  });
}

// Intelligence for today, whole network, sequential: the range is small, "inside now" is the rest.
const today = new Intl.DateTimeFormat('en-CA', { timeZone: first.time_zone }).format(new Date());
await waitForQuiet(quiet, log);
const times: number[] = [];
let insideNow: unknown = null;
for (let i = 0; i <= Number(args.runs); i++) {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/intelligence?from=${today}&to=${today}`, {
    headers: { authorization: `Token=${admin}` },
  });
  const body = (await res.json()) as { inside_now?: unknown };
  if (res.status !== 200) throw new Error(`intelligence answered ${res.status}: ${JSON.stringify(body)}`);
  if (i > 0) times.push(performance.now() - started); // the first run warms the caches
  insideNow = body.inside_now;
}
times.sort((a, b) => a - b);
const exited = new Promise((r) => server.once('exit', r));
server.kill('SIGTERM');
await exited;

const summary = {
  database: args.db === 'postgres' ? 'PostgreSQL' : 'embedded PGlite',
  schema: hasInsideColumn
    ? 'generated column inside'
    : hasExitColumn
      ? 'exit_transaction_id on the entry'
      : 'exit found by anti-join',
  logbook_rows: total,
  inside_at_access_point: probeBody.count,
  current_guests: runs,
  intelligence_one_day_ms: {
    median: Math.round(times[Math.floor(times.length / 2)] ?? 0),
    max: Math.round(times.at(-1) ?? 0),
    runs: times.length,
  },
  inside_now: insideNow,
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
};
console.log(JSON.stringify(summary, null, 2));
console.log(`\nEXPLAIN ANALYZE, count of open entries at ${first.name}:\n${plan}`);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, `bench/results/current-guests-${args.db}-${args.label}.json`),
  `${JSON.stringify({ ...summary, plan }, null, 2)}\n`,
);
fs.rmSync(dataDir, { recursive: true, force: true });
if (pgTmp) execFileSync('bash', [path.join(root, 'scripts/postgres.sh'), 'stop', pgTmp]);
