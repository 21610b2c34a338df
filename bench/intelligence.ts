// Benchmark of GET /api/v1/intelligence on a big logbook: how long an admin waits for a day, a month and a
// year of figures, for the whole network and for one access point, and the plan of the aggregate statement.
// Usage (from the repository root):
//   node_modules/.bin/node bench/intelligence.ts --db postgres --rows 1000000
//   node_modules/.bin/node bench/intelligence.ts --db embedded --rows 1000000
// It builds the database (migrations, demo data, then N logbook rows over the last 400 days made inside the
// database: entries, half of them closed by a linked exit, and refusals), runs EXPLAIN ANALYZE, starts the
// real server as its own process and times sequential requests. Before the server starts it also times, side by
// side and alternating, the statement before the roll-up (rawRangeQuery, all logbook rows of the range) and the
// roll-up's (rangeQuery), so one run shows both, and "inside now" counted from the rows (the count before
// migration 20261202_01) and read from its kept count. Every figure is printed with the one-minute load average.
// `--before DIR` first runs DIR's own copy of this benchmark (another checkout, e.g. main's code in a detached
// worktree with node_modules linked) with the same arguments, then prints its request times next to these.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import {
  countOpenEntries,
  countOpenEntriesFromRows,
  rangeQuery,
  rawRangeQuery,
} from '../apps/server/src/repositories/intelligence.repository.ts';
import { daySlots, daysOf } from '../apps/server/src/services/intelligence.service.ts';
import {
  databaseName,
  demoNetwork,
  getJson,
  log,
  machine,
  openBenchDatabase,
  startServer,
  timeSequential,
  writeResult,
} from './support.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    rows: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '0' },
    before: { type: 'string' },
  },
});

interface Timing {
  range: string;
  scope: string;
  movements: number;
  median_ms: number;
  max_ms: number;
  load: number;
}
/** The other checkout's run, first (its own database), so both runs see the same machine state in turn. */
let before: { timings: Timing[]; build?: Record<string, number> } | undefined;
if (args.before) {
  const dir = path.resolve(args.before);
  const script = path.join(dir, 'bench/intelligence.ts');
  log(`running ${script} first (before)`);
  const run = spawnSync(
    process.execPath,
    [script, '--db', args.db ?? 'postgres', '--rows', String(args.rows), '--runs', String(args.runs), '--port', '0'],
    { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  for (const line of run.stdout.split('\n')) if (line.startsWith('[bench]')) log(`before: ${line.slice(8)}`);
  if (run.status !== 0) throw new Error(`${script} failed`);
  before = JSON.parse(fs.readFileSync(path.join(dir, `bench/results/intelligence-${args.db}.json`), 'utf8'));
  // Its database build (migrations, demo, the bulk logbook writes, ANALYZE), as it logged it.
  const ready = /database ready: \d+ logbook rows in (\d+) s/.exec(run.stdout)?.[1];
  if (before && ready) before.build = { ...before.build, ready_s: Number(ready) };
}
const rows = Number(args.rows);
const runs = Number(args.runs);
const t0 = performance.now();
const database = await openBenchDatabase(args.db);
const { db } = database;
const { network, servers, first, second, hostIds } = await demoNetwork(db);
// Two thirds entries (one in ten refused), one third the exits of half the granted entries.
const entriesWanted = Math.round((rows * 2) / 3);
// 20,000 rows a statement (each its own transaction): the counts a transaction changes at one access point are
// row versions of one summed row until it commits (docs/intelligence.md, "Concurrency").
const batch = 20_000;
// The bulk writes, timed: what the roll-up's triggers cost a logbook write (compare with --before's figures).
const build: Record<string, number> = {};
let phase = performance.now();
const lap = (name: string) => {
  build[name] = Math.round(performance.now() - phase);
  phase = performance.now();
};
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
lap('entries_ms');
await sql`
  insert into transactions (network_id, access_server_id, access_key_type, access_type, access_granted,
    access_allowed, visitor_name, user_id, related_transaction_id, created_at)
  select network_id, access_server_id, access_key_type, 'exit', true, true, visitor_name, user_id, id,
    created_at + (10 + (id % 600)) * interval '1 minute'
  from transactions
  where network_id = ${network.id} and access_type = 'access' and access_granted and access_allowed and id % 2 = 0
    and related_transaction_id is null
    and not exists (select 1 from transactions e where e.related_transaction_id = transactions.id)`.execute(db);
lap('exits_ms');
// Each exit closes its entry, as the server's exit paths do (migration 20261124_0001_entry_exit).
const { max } = await db
  .selectFrom('transactions')
  .select((eb) => eb.fn.max('id').as('max'))
  .executeTakeFirstOrThrow();
for (let low = 0; low <= Number(max); low += batch)
  await sql`update transactions e set exit_transaction_id = x.id from transactions x
    where x.related_transaction_id = e.id and e.exit_transaction_id is null
      and e.id >= ${low} and e.id < ${low + batch}`.execute(db);
lap('close_ms');
await sql`analyze`.execute(db);
const total = Number(
  (
    await db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);
build.ready_s = Math.round((performance.now() - t0) / 1000);
log(`database ready: ${total} logbook rows in ${build.ready_s} s`);

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
// The two statements alone, alternating, whole network and one access point: median of `runs` each.
const load = () => Math.round((os.loadavg()[0] ?? 0) * 10) / 10;
const statements: { range: string; scope: string; raw_ms: number; rollup_ms: number; load: number }[] = [];
for (const range of ranges) {
  for (const scope of [servers, [first]]) {
    const input = {
      networkId: network.id,
      from: range.from,
      slots: daySlots(scope, daysOf(range.from, range.to)),
      topSize: 5,
    };
    const raw: number[] = [];
    const rolled: number[] = [];
    for (let i = 0; i <= runs; i++) {
      for (const [query, into] of [
        [rawRangeQuery(input), raw],
        [rangeQuery(input), rolled],
      ] as const) {
        const t = performance.now();
        await query.execute(db);
        if (i > 0) into.push(performance.now() - t);
      }
    }
    const median = (xs: number[]) => Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0);
    statements.push({
      range: range.label,
      scope: scope.length > 1 ? 'network' : (first.name ?? ''),
      raw_ms: median(raw),
      rollup_ms: median(rolled),
      load: load(),
    });
  }
}
// Inside now: counted from the rows (partial index transactions_inside, before) and read from the kept count.
const inside: { scope: string; rows_ms: number; kept_ms: number; count: number; load: number }[] = [];
for (const scope of [servers, [first]]) {
  const ids = scope.map((s) => s.id);
  const rowsMs: number[] = [];
  const keptMs: number[] = [];
  let count = 0;
  for (let i = 0; i <= runs; i++) {
    let t = performance.now();
    const counted = await countOpenEntriesFromRows(db, network.id, ids);
    if (i > 0) rowsMs.push(performance.now() - t);
    t = performance.now();
    const kept = await countOpenEntries(db, network.id, ids);
    if (i > 0) keptMs.push(performance.now() - t);
    count = [...kept.values()].reduce((a, b) => a + b, 0);
    if (count !== [...counted.values()].reduce((a, b) => a + b, 0)) throw new Error('inside now: kept count differs');
  }
  const median = (xs: number[]) => Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0);
  inside.push({
    scope: scope.length > 1 ? 'network' : (first.name ?? ''),
    rows_ms: median(rowsMs),
    kept_ms: median(keptMs),
    count,
    load: load(),
  });
}
await db.destroy();

const server = await startServer(database, args.port);
const token = await server.tokenOf('admin@demo.test');

const timings: Timing[] = [];
for (const range of ranges) {
  for (const scope of [null, first] as const) {
    const query = `from=${range.from}&to=${range.to}${scope ? `&access_server=${scope.id}` : ''}`;
    const timed = await timeSequential(runs, () =>
      getJson<{ totals: { movements: number } }>(server, token, `/api/v1/intelligence?${query}`),
    );
    timings.push({
      range: range.label,
      scope: scope ? scope.name : 'network',
      movements: timed.last.totals.movements,
      median_ms: timed.median_ms,
      max_ms: timed.max_ms,
      load: load(),
    });
  }
}
await server.stop();
const summary = {
  database: databaseName(args.db),
  logbook_rows: total,
  runs,
  timings,
  statements,
  inside,
  build,
  machine: machine(),
};
console.log(JSON.stringify(summary, null, 2));
const worth = (t: Timing | undefined) => (t ? `${t.median_ms} ms (${t.max_ms}), load ${t.load}` : '–');
console.log(
  `\n| database | rows | range | scope | GET before: median (worst) | GET now: median (worst) | load | raw statement | roll-up statement | load |`,
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const [i, t] of timings.entries()) {
  const st = statements[i];
  const was = before?.timings.find((b) => b.range === t.range && (b.scope === 'network') === (t.scope === 'network'));
  console.log(
    `| ${summary.database} | ${total} | ${t.range} | ${t.scope} | ${worth(was)} | ${t.median_ms} ms (${t.max_ms}) | ${t.load} | ${st?.raw_ms} ms | ${st?.rollup_ms} ms | ${st?.load} |`,
  );
}
console.log('\n| inside now | visitors inside | counted from the rows (before) | kept count (now) | load |');
console.log('|---|---|---|---|---|');
for (const x of inside) console.log(`| ${x.scope} | ${x.count} | ${x.rows_ms} ms | ${x.kept_ms} ms | ${x.load} |`);
console.log('\n| bulk write | before | now |');
console.log('|---|---|---|');
for (const [name, ms] of Object.entries(build)) console.log(`| ${name} | ${before?.build?.[name] ?? '–'} | ${ms} |`);
for (const [label, plan] of Object.entries(plans)) console.log(`\nEXPLAIN ANALYZE, whole network, ${label}:\n${plan}`);
writeResult(`intelligence-${args.db}`, { ...summary, plans });
database.remove();
