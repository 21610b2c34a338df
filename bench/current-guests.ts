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
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import {
  databaseName,
  demoNetwork,
  getJson,
  loadRun,
  log,
  machine,
  openBenchDatabase,
  startServer,
  timeSequential,
  waitForQuiet,
  writeResult,
} from './support.ts';

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
const t0 = performance.now();
const database = await openBenchDatabase(args.db);
const { db } = database;
const { network, first, second, hostIds } = await demoNetwork(db);
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

const server = await startServer(database, args.port);
const guard = await server.tokenOf('guard@demo.test');
const admin = await server.tokenOf('admin@demo.test');
const guestsPath = `/api/v1/access_servers/${first.id}/current_guests`;
const probe = await getJson<{ count: number; guests: unknown[] }>(server, guard, guestsPath);
if (probe.status !== 200) throw new Error(`current_guests answered ${probe.status}`);
const probeBody = probe.body;
log(`current_guests at ${first.name}: count ${probeBody.count}, ${probeBody.guests.length} listed`);

const quiet = args.quiet === undefined ? undefined : Number(args.quiet);
const runs: Record<string, unknown>[] = [];
for (const connections of args.connections.split(',').map(Number)) {
  await waitForQuiet(quiet);
  runs.push({
    connections,
    ...(await loadRun(server, {
      url: `${server.base}${guestsPath}`,
      connections,
      duration: Number(args.seconds),
      headers: { authorization: `Token=${guard}` },
    })),
  });
}

// Intelligence for today, whole network, sequential: the range is small, "inside now" is the rest.
const today = new Intl.DateTimeFormat('en-CA', { timeZone: first.time_zone }).format(new Date());
await waitForQuiet(quiet);
const intelligence = await timeSequential(Number(args.runs), () =>
  getJson<{ inside_now?: unknown }>(server, admin, `/api/v1/intelligence?from=${today}&to=${today}`),
);
await server.stop();

const summary = {
  database: databaseName(args.db),
  schema: hasInsideColumn
    ? 'generated column inside'
    : hasExitColumn
      ? 'exit_transaction_id on the entry'
      : 'exit found by anti-join',
  logbook_rows: total,
  inside_at_access_point: probeBody.count,
  current_guests: runs,
  intelligence_one_day_ms: { median: intelligence.median_ms, max: intelligence.max_ms, runs: intelligence.runs },
  inside_now: intelligence.last.inside_now,
  machine: machine(),
};
console.log(JSON.stringify(summary, null, 2));
console.log(`\nEXPLAIN ANALYZE, count of open entries at ${first.name}:\n${plan}`);
writeResult(`current-guests-${args.db}-${args.label}`, { ...summary, plan });
database.remove();
