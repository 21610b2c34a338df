// What the time-based dynamic key (issue 18, docs/offline.md) costs the guard's scan: GET /access_keys/validate of
// a resident's code (`P.<user>.<step>.<code>`: the owner's secret read, the HMAC checked, then the code's key row)
// side by side with a personal key row scanned by its random unique_id (the dynamic key before codes, one
// statement), both granted, on one server, alternating, each round with a fresh code and key.
// Usage (from the repository root):
//   node_modules/.bin/node bench/dynamic-key.ts [--db embedded|postgres] [--rounds 3] [--seconds 10]
//     [--connections 8] [--quiet 1]
// Prints a Markdown table (requests/s and latency per round, with the one-minute load average) and writes
// bench/results/dynamic-key-<db>.json.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { newKeyId } from '../apps/server/src/lib/tokens.ts';
import {
  databaseName,
  getJson,
  loadRun,
  log,
  machine,
  openBenchDatabase,
  startServer,
  waitForQuiet,
  writeResult,
} from './support.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'embedded' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    quiet: { type: 'string' },
  },
});
const rounds = Number(args.rounds);
const seconds = Number(args.seconds);
const connections = Number(args.connections);

const database = await openBenchDatabase(args.db ?? 'embedded');
const { db } = database;
const host = await db
  .selectFrom('users')
  .select(['id', 'name', 'network_id'])
  .where('email', '=', 'host@demo.test')
  .executeTakeFirstOrThrow();
// An entry gate of one of the host's access points: both keys open it.
const gate = await db
  .selectFrom('gates as g')
  .innerJoin('user_access_servers as us', 'us.access_server_id', 'g.access_server_id')
  .innerJoin('access_servers as a', 'a.id', 'g.access_server_id')
  .select(['g.id', 'g.access_server_id', 'a.time_zone'])
  .where('us.user_id', '=', host.id)
  .where('g.type', '=', 'access')
  .where('g.data_print_response', '=', false)
  .orderBy('g.id')
  .executeTakeFirstOrThrow();
/** A personal key row as GET user_access_key issued them before codes: random unique_id, 5 minutes from now. */
async function issuedKey(): Promise<string> {
  const uniqueId = newKeyId();
  const now = new Date();
  const row = await db
    .insertInto('access_keys')
    .values({
      network_id: host.network_id,
      user_id: host.id,
      unique_id: uniqueId,
      access_key_type_id: 7,
      visitor_name: host.name,
      valid_from: now,
      valid_until: new Date(now.getTime() + 300_000),
      time_zone: gate.time_zone,
      passback_tracking: false,
      multiple_access: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('access_key_access_servers')
    .values({ access_key_id: row.id, access_server_id: gate.access_server_id, network_id: host.network_id })
    .execute();
  return uniqueId;
}

// Made before the server starts (the embedded database has one process): a personal key lives 5 minutes, which
// the whole run must fit in (quiet waits included).
if (rounds * (seconds + 3) * 2 > 280) throw new Error('the run must fit in a personal key’s 5 minutes');
const issued: string[] = [];
for (let i = 0; i < rounds; i++) issued.push(await issuedKey());
await db.destroy();
const server = await startServer(database, '0');

const [hostToken, guardToken] = await Promise.all([
  server.tokenOf('host@demo.test'),
  server.tokenOf('guard@demo.test'),
]);
const results: { round: number; kind: string; rps: number; p50: number; p99: number; non2xx: number; load: string }[] =
  [];
try {
  for (let round = 1; round <= rounds; round++) {
    for (const kind of ['issued key', 'code'] as const) {
      const key =
        kind === 'code'
          ? (
              await getJson<{ access_key: { unique_id: string } }>(
                server,
                hostToken,
                '/api/v1/access_keys/user_access_key',
              )
            ).body.access_key.unique_id
          : (issued[round - 1] ?? '');
      const url = `${server.base}/api/v1/access_keys/validate?gate=${gate.id}&key=${encodeURIComponent(key)}`;
      const check = await getJson<{ access_granted: boolean }>(server, guardToken, url.slice(server.base.length));
      if (!check.body.access_granted) throw new Error(`${kind} not granted: ${JSON.stringify(check.body)}`);
      await waitForQuiet(args.quiet === undefined ? undefined : Number(args.quiet));
      const run = await loadRun(server, {
        url,
        connections,
        duration: seconds,
        headers: { authorization: `Token=${guardToken}` },
      });
      const load = os.loadavg()[0]?.toFixed(2) ?? '';
      results.push({
        round,
        kind,
        rps: run.throughput_rps,
        p50: run.latency_ms.p50,
        p99: run.latency_ms.p99,
        non2xx: run.non2xx,
        load,
      });
      log(`round ${round} ${kind}: ${run.throughput_rps} req/s, p50 ${run.latency_ms.p50} ms, load ${load}`);
    }
  }
} finally {
  await server.stop();
  database.remove();
}

writeResult(`dynamic-key-${args.db}`, { machine: machine(), db: databaseName(args.db ?? ''), results });
console.log(
  `\nGET /access_keys/validate, granted, ${databaseName(args.db ?? '')}, ${connections} connections, ${seconds} s`,
);
console.log(`${machine()}\n`);
console.log('| round | key scanned | req/s | p50 ms | p99 ms | non-2xx | load (1 min) |');
console.log('|---|---|---|---|---|---|---|');
for (const r of results)
  console.log(`| ${r.round} | ${r.kind} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.load} |`);
