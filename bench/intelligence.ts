// Benchmark of GET /api/v1/intelligence on a big logbook: how long an admin waits for a day, a month and a
// year of figures, for the whole network and for one access point, and the plan of the aggregate statement.
// Usage (from the repository root):
//   node_modules/.bin/node bench/intelligence.ts --db postgres --rows 1000000
//   node_modules/.bin/node bench/intelligence.ts --db embedded --rows 1000000
// It builds the database (migrations, demo data, then N logbook rows over the last 400 days made inside the
// database: entries, half of them closed by a linked exit, and refusals), runs EXPLAIN ANALYZE, starts the
// real server as its own process and times sequential requests. Before the server starts it also times, side by
// side and alternating, the statement before the roll-up (rawRangeQuery, all logbook rows of the range) and the
// roll-up's (rangeQuery), so one run shows both. Every figure is printed with the one-minute load average.

import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { rangeQuery, rawRangeQuery } from '../apps/server/src/repositories/intelligence.repository.ts';
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
    port: { type: 'string', default: '3918' },
  },
});
const rows = Number(args.rows);
const runs = Number(args.runs);
const t0 = performance.now();
const database = await openBenchDatabase(args.db);
const { db } = database;
const { network, servers, first, second, hostIds } = await demoNetwork(db);
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
await db.destroy();

const server = await startServer(database, args.port);
const token = await server.tokenOf('admin@demo.test');

const timings: { range: string; scope: string; movements: number; median_ms: number; max_ms: number; load: number }[] =
  [];
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
  machine: machine(),
};
console.log(JSON.stringify(summary, null, 2));
console.log(
  `\n| database | rows | range | scope | GET /intelligence median (worst) | load | raw statement | roll-up statement | load |`,
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const [i, t] of timings.entries()) {
  const st = statements[i];
  console.log(
    `| ${summary.database} | ${total} | ${t.range} | ${t.scope} | ${t.median_ms} ms (${t.max_ms}) | ${t.load} | ${st?.raw_ms} ms | ${st?.rollup_ms} ms | ${st?.load} |`,
  );
}
for (const [label, plan] of Object.entries(plans)) console.log(`\nEXPLAIN ANALYZE, whole network, ${label}:\n${plan}`);
writeResult(`intelligence-${args.db}`, { ...summary, plans });
database.remove();
