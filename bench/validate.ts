// Load benchmark of the guard's hot path: GET /api/v1/access_keys/validate (or the key register,
// POST /api/v1/transactions) on a database of many keys.
// Usage (from the repository root):
//   node_modules/.bin/node bench/validate.ts --db embedded --keys 1000000 --connections 32 --seconds 20
//   node_modules/.bin/node bench/validate.ts --db postgres ...   (starts a throwaway PostgreSQL itself, or uses DATABASE_URL)
//   --mix 0.9        90 % of the scans show a key that is valid now, 10 % one that is not (refused, logged);
//                    `random` (the default) samples keys at random: about 2 % valid, 98 % refused
//   --mix random,0.9 --connections 1,32   every combination in turn, on the same database and server
//   --call register  POST /transactions {gate_id, key, access_allowed: true} instead of validate; each valid key
//                    is registered once (an entry written), refused ones write or reuse a denied row
//   --gate NAME      the demo gate scanned at (default Entrada Peatonal, which prints; registers default to
//                    Entrada Norte, whose access point asks for no photo)
//   --quiet 1        wait until the 1-minute load average is under 1 before the load (the machine is shared)
//   --label before   names the result file, bench/results/<call>-<db>-<label>.json
//   --baseline       also runs the bare route (bench/bare-route.ts: one prepared SELECT of the key with its access
//                    points, the machine's limit) on the same database and keys, alternating with Garita, and prints
//                    a table of both and the ratio; with --call register, also the register's floor (the bare
//                    route's one INSERT of the logbook row marking its key, on keys Garita's runs never show)
//   --before DIR     also runs the server of another checkout (e.g. a detached worktree of main), alternating
//   --rounds 1       how many times each server runs in turn (for every mix and connection count)
//   --warmup 3       seconds of unrecorded load on each freshly started server before its measured run
//   --watchlist 0,200  runs Garita once per count, alternating, with that many watchlist entries in the bench's
//                    network (none of them matching its visitors: the cost of looking, docs/watchlist.md)
//   --explain        before the load, EXPLAIN ANALYZE every statement of a granted and a refused scan, a register
//                    in and out, and current_guests (bench/guard-path-plans.ts), written to bench/results/
// It builds the database first (migrations, demo data, then N extra keys made inside the database with
// generate_series), starts the real server as a separate process, and drives it with autocannon.
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { explainGuardPath } from './guard-path-plans.ts';
import {
  databaseName,
  insertBenchKeys,
  loadRun,
  log,
  machine,
  openBenchDatabase,
  root,
  startServer,
  waitForQuiet,
  writeResult,
} from './support.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'embedded' },
    keys: { type: 'string', default: '1000000' },
    connections: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '20' },
    quiet: { type: 'string' },
    label: { type: 'string', default: 'latest' },
    port: { type: 'string', default: '0' },
    mix: { type: 'string' },
    call: { type: 'string', default: 'validate' },
    gate: { type: 'string' },
    explain: { type: 'boolean', default: false },
    baseline: { type: 'boolean', default: false },
    before: { type: 'string' },
    warmup: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '1' },
    watchlist: { type: 'string' },
  },
});
const keys = Number(args.keys);
const isRegister = args.call === 'register';
if (!isRegister && args.call !== 'validate') throw new Error('--call is validate or register');
/** null: keys sampled at random; else the share of scans with a valid key. */
const mixes = (args.mix ?? 'random').split(',').map((m) => (m === 'random' ? null : Number(m)));
if (mixes.some((m) => m !== null && !(m >= 0 && m <= 1)))
  throw new Error('--mix is `random` or a fraction of valid scans, 0 to 1');
const connectionCounts = args.connections.split(',').map(Number);
const gateName = args.gate ?? (isRegister ? 'Entrada Norte' : 'Entrada Peatonal');
const t0 = performance.now();
const database = await openBenchDatabase(args.db);
const { db, dataDir } = database;
const gate = await db
  .selectFrom('gates')
  .select(['id', 'access_server_id', 'network_id'])
  .where('name', '=', gateName)
  .executeTakeFirstOrThrow();
await insertBenchKeys(db, gate, keys);
// VACUUM too: the first reader of a freshly loaded row sets its hint bits (a write); without it the first server
// measured pays for the whole load (the runs are alternated, and that one was always Garita).
await sql`vacuum analyze`.execute(db);
const uniqueIds = (rows: { unique_id: string }[]) => rows.map((r) => r.unique_id);
const sample = uniqueIds(
  (await sql<{ unique_id: string }>`select unique_id from access_keys tablesample system (1) limit 5000`.execute(db))
    .rows,
);
// For --mix: keys valid for the whole run (every one of them, about 1 in 48), and keys not valid yet: enough of
// them that no run scans a refused key another run just scanned. With 5,000 the runs wrapped round them, and a
// run that came after another within SAME_ATTEMPT_MS found most of its refusals already logged (answered
// without a write), so alternating servers were not compared on the same work.
const generated = sql`visitor_name like 'Visitante %'`;
const valid = uniqueIds(
  (
    await sql<{ unique_id: string }>`select unique_id from access_keys
            where ${generated} and valid_from <= now() and valid_until > now() + interval '15 minutes'
            order by random()`.execute(db)
  ).rows,
);
const refused = uniqueIds(
  (
    await sql<{ unique_id: string }>`select unique_id from access_keys
      where ${generated} and valid_from > now() + interval '15 minutes' order by random() limit 200000`.execute(db)
  ).rows,
);
const total = (
  await db
    .selectFrom('access_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
).n;
if (args.explain) {
  const pick = async (isValid: boolean, offset: number) =>
    (
      await sql<{ unique_id: string }>`select unique_id from access_keys where ${generated} and ${
        isValid
          ? sql`valid_from <= now() and valid_until > now() + interval '15 minutes'`
          : sql`valid_from > now() + interval '15 minutes'`
      } order by id desc offset ${offset} limit 1`.execute(db)
    ).rows[0]?.unique_id ?? '';
  const exitGate = await db
    .selectFrom('gates')
    .select('id')
    .where('access_server_id', '=', gate.access_server_id)
    .where('type', '=', 'exit')
    .executeTakeFirstOrThrow();
  const keys: [string, string, string] = [await pick(true, 0), await pick(false, 0), await pick(true, 1)];
  // The plans' app opens the database again, logging what it sends (PGlite takes one handle at a time).
  await db.destroy();
  const report = await explainGuardPath((log) => database.reopen({ log }), {
    dataDir,
    gateId: gate.id,
    exitGateId: exitGate.id,
    accessServerId: gate.access_server_id,
    keys,
  });
  writeResult(`plans-${args.db}-${args.label}`, report);
} else await db.destroy();
log(
  `database ready: ${total} keys in ${Math.round((performance.now() - t0) / 1000)} s; ` +
    `${sample.length} keys sampled at random, ${valid.length} valid and ${refused.length} refused keys`,
);
// Request n of a run shows a valid key when n % 100 < mix × 100: the mix is exact over every 100 requests.
// The counters go on across runs, so a register never shows a valid key twice.
let nValid = 0;
let nRefused = 0;
let nRandom = 0;
// The bare INSERT takes valid keys from the other end of the list, so Garita never meets a key it wrote.
let nFloor = 0;
const floorKey = () => valid[valid.length - 1 - (nFloor++ % valid.length)] ?? '';
function nextKey(mix: number | null, n: number): string {
  if (mix === null) return sample[nRandom++ % sample.length] ?? '';
  if (n % 100 < Math.round(mix * 100)) return valid[nValid++ % valid.length] ?? '';
  return refused[nRefused++ % refused.length] ?? '';
}

// The servers compared, each run in turn as its own process (alternating, so a busy moment of the shared
// machine falls on all of them): Garita, another checkout's Garita (`--before DIR`), the bare route (`--baseline`).
// PGlite is one process's database: only one of them has it open at a time.
interface Variant {
  name: string;
  script: string;
  /** The bare route's call (no bare: a Garita server): its SELECT, or (registers) its one INSERT, the floor. */
  bare?: 'select' | 'insert';
  /** With --watchlist: the network's watchlist entries while this variant runs. */
  watchlistEntries?: number;
}
const garitaScript = path.join(root, 'apps/server/src/main.ts');
const variants: Variant[] = args.watchlist
  ? args.watchlist.split(',').map((n) => ({
      name: `Garita, ${Number(n)} watchlist entries`,
      script: garitaScript,
      watchlistEntries: Number(n),
    }))
  : [{ name: 'Garita', script: garitaScript }];

/** Sets the bench network's watchlist to `count` entries that match none of its visitors ('Visitante n', 55…). */
async function setWatchlist(count: number): Promise<void> {
  const handle = database.reopen();
  await sql`delete from watchlist_entries where network_id = ${gate.network_id}`.execute(handle);
  await sql`insert into watchlist_entries (network_id, name, name_key, phone, reason, action)
    select ${gate.network_id}, 'Persona Vigilada ' || i, lower(unaccent('Persona Vigilada ' || i)),
      '+5299' || lpad(i::text, 8, '0'), 'Benchmark', case when i % 2 = 0 then 'deny' else 'alert' end
    from generate_series(1, ${count}::int) as i`.execute(handle);
  await handle.destroy();
}
if (args.before)
  variants.push({
    name: 'before',
    script: path.resolve(args.before, 'apps/server/src/main.ts'),
  });
if (args.baseline) {
  const script = path.join(root, 'bench/bare-route.ts');
  variants.push({ name: 'bare route', script, bare: 'select' });
  if (isRegister) variants.push({ name: 'bare insert', script, bare: 'insert' });
}

/** What each request of `variant`'s run sends; `key` gives the next key of the run's mix. */
function requestOf(variant: Variant, key: () => string): autocannon.Request {
  if (variant.bare === 'insert')
    return {
      method: 'POST',
      path: '/register',
      setupRequest: (req) => ({ ...req, body: JSON.stringify({ key: floorKey(), gate: gate.id }) }),
    };
  if (variant.bare === 'select')
    return { method: 'GET', setupRequest: (req) => ({ ...req, path: `/validate?key=${key()}` }) };
  if (isRegister)
    return {
      method: 'POST',
      path: '/api/v1/transactions',
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({ gate_id: gate.id, key: key(), access_allowed: true }),
      }),
    };
  return {
    method: 'GET',
    setupRequest: (req) => ({ ...req, path: `/api/v1/access_keys/validate?gate=${gate.id}&key=${key()}` }),
  };
}

async function startVariant(variant: Variant) {
  if (variant.watchlistEntries !== undefined) await setWatchlist(variant.watchlistEntries);
  const server = await startServer(database, args.port, variant.script);
  const token = !variant.bare ? await server.tokenOf('guard@demo.test') : '';
  return { server, token };
}

{
  // A look at one answer of each kind before the runs (validate only: a register would consume the key).
  const { server, token } = await startVariant(variants[0] as Variant);
  if (!isRegister) {
    for (const key of [valid[0], refused[0]]) {
      const check = await fetch(`${server.base}/api/v1/access_keys/validate?gate=${gate.id}&key=${key}`, {
        headers: { authorization: `Token=${token}` },
      });
      log(`validate answers ${check.status}: ${(await check.text()).slice(0, 160)}`);
    }
  }
  await server.stop();
}

const quiet = args.quiet === undefined ? undefined : Number(args.quiet);
const runs: Record<string, unknown>[] = [];
const startedAt = new Date();
for (const mix of mixes) {
  for (const connections of connectionCounts) {
    for (const [round, variant] of Array.from({ length: Number(args.rounds) }, (_, r) =>
      variants.map((v) => [r + 1, v] as const),
    ).flat()) {
      const { server, token } = await startVariant(variant);
      let n = 0;
      const options = (duration: number): autocannon.Options => ({
        url: server.base,
        connections,
        duration,
        headers: { authorization: `Token=${token}`, 'content-type': 'application/json' },
        requests: [requestOf(variant, () => nextKey(mix, n++))],
      });
      // A short warm-up (not recorded): a fresh process compiles its hot code and fills its pool first.
      await autocannon(options(Number(args.warmup)));
      await waitForQuiet(quiet);
      const run = {
        server: variant.name,
        round,
        call: variant.bare ? `bare ${variant.bare.toUpperCase()}` : args.call,
        mix: mix === null ? 'random keys (about 2 % valid)' : `${Math.round(mix * 100)} % valid keys`,
        connections,
        ...(await loadRun(server, options(Number(args.seconds)))),
      };
      await server.stop();
      log(JSON.stringify(run));
      runs.push(run);
    }
  }
}
// A key shown a second time (in the same run or a later one) is other work: a refused key already logged is
// answered without a write, a valid key already registered is inside. Runs that did so are not comparable.
const reused = {
  refused: Math.max(0, nRefused - refused.length),
  valid: isRegister ? Math.max(0, nValid + nFloor - valid.length) : 0,
};
if (reused.refused > 0 || reused.valid > 0)
  console.error(
    `[bench] WARNING: the runs showed ${reused.valid} valid and ${reused.refused} refused keys a second time ` +
      `(${valid.length} valid and ${refused.length} refused keys exist): those scans did other work than a first ` +
      'one (a refusal already logged, a visitor already inside); use more --keys or fewer --seconds.',
  );
// What the runs wrote: registered entries, and denied rows (a refusal logged at validate, or a register refused).
const after = database.reopen();
const written = await after
  .selectFrom('transactions')
  .select(['access_granted', (eb) => eb.fn.countAll<number>().as('n')])
  .where('created_by_user_id', 'in', after.selectFrom('users').select('id').where('email', '=', 'guard@demo.test'))
  .where('created_at', '>=', startedAt)
  .groupBy('access_granted')
  .execute();
await after.destroy();
const summary = {
  database: databaseName(args.db),
  call: isRegister ? 'POST /transactions (key)' : 'GET /access_keys/validate',
  gate: gateName,
  keys: total,
  seconds_per_run: Number(args.seconds),
  runs,
  keys_shown_again: reused,
  logbook_rows_written: Object.fromEntries(written.map((r) => [r.access_granted ? 'granted' : 'denied', Number(r.n)])),
  machine: machine(),
};
console.log(JSON.stringify(summary, null, 2));
// The Markdown table: every run, and its throughput as a share of the bare route's in the same pairing.
type Run = {
  server: string;
  call: string;
  round: number;
  mix: string;
  connections: number;
  throughput_rps: number;
  non2xx: number;
  errors: number;
  latency_ms: { p50: number; p99: number };
  cpu_ms_per_request: { server: number; postgres: number };
  load_average: { before: string[] };
};
const table = [
  '| database | call | mix | connections | server | req/s | p50 | p99 | × bare route (req/s, p99) | CPU ms per request (server + PostgreSQL) | non-2xx | load 1 min |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
];
for (const r of runs as Run[]) {
  const bare = (runs as Run[]).find(
    (b) => b.server === 'bare route' && b.mix === r.mix && b.connections === r.connections && b.round === r.round,
  );
  const ratio =
    bare && r !== bare
      ? `${(r.throughput_rps / bare.throughput_rps).toFixed(2)}, ${(r.latency_ms.p99 / Math.max(1, bare.latency_ms.p99)).toFixed(1)}`
      : '';
  table.push(
    `| ${databaseName(args.db)} | ${r.call} | ${r.mix} | ${r.connections} | ${r.server} | ${r.throughput_rps} | ${r.latency_ms.p50} ms | ${r.latency_ms.p99} ms | ${ratio} | ${r.cpu_ms_per_request.server.toFixed(3)}${args.db === 'postgres' ? ` + ${r.cpu_ms_per_request.postgres.toFixed(3)}` : ''} | ${r.non2xx + r.errors} | ${r.load_average.before[0]} |`,
  );
}
console.log(`\n${table.join('\n')}\n`);
writeResult(`${args.call}-${args.db}-${args.label}`, summary);
database.remove();
