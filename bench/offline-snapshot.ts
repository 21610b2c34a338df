// The offline snapshot's size and cost (issue 18, docs/offline.md): an access point with N keys valid now (10,000
// by default), its full snapshot (bytes raw and gzipped, time) and the minute's incremental refresh after 10 keys
// changed (each by a register at the gate, the usual change), on the embedded database and on PostgreSQL.
// Usage (from the repository root):
//   node_modules/.bin/node bench/offline-snapshot.ts                       both databases, 10,000 keys, 7 runs
//   node_modules/.bin/node bench/offline-snapshot.ts --db postgres --keys 10000 --runs 9 --changed 10 --quiet 1
// Each database: migrations, the demo data, N generated visit keys at the demo's "Entrada Norte" access point, all
// valid now and for 2 to 49 hours; the real server as its own process. Times are measured by the client (the whole
// HTTP call: the statements, the signature, JSON and transfer on the loopback), median and worst of `runs` calls
// after one unrecorded warm-up. It prints a Markdown table with the 1-minute load average of each row.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { OfflineSnapshot, OfflineSnapshotPayload } from '@garita/contract';
import { sql } from 'kysely';
import {
  type BenchServer,
  databaseName,
  insertKeysValidNow,
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
    db: { type: 'string', default: 'embedded,postgres' },
    keys: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '7' },
    changed: { type: 'string', default: '10' },
    quiet: { type: 'string' },
    label: { type: 'string', default: 'latest' },
  },
});
const keyCount = Number(args.keys);
const runs = Number(args.runs);
const changed = Number(args.changed);
const GATE = 'Entrada Norte';

interface Row {
  database: string;
  keys: number;
  /** The signed JSON text the device keeps. */
  payload_bytes: number;
  /** The HTTP answer's body (the payload as a JSON string, with its signature). */
  raw_bytes: number;
  gzip_bytes: number;
  full: { median_ms: number; max_ms: number };
  incremental: { median_ms: number; max_ms: number; keys: number; raw_bytes: number };
  load: string;
}

async function call(server: BenchServer, token: string, query: string) {
  const res = await fetch(`${server.base}/api/v1/offline/snapshot?${query}`, {
    headers: { authorization: `Token=${token}` },
  });
  const text = await res.text();
  return { status: res.status, body: { text, answer: JSON.parse(text) as OfflineSnapshot } };
}
const payloadOf = (answer: OfflineSnapshot) => JSON.parse(answer.payload) as OfflineSnapshotPayload;

async function measure(kind: string): Promise<Row> {
  const database = await openBenchDatabase(kind);
  const { db } = database;
  const gate = await insertKeysValidNow(db, GATE, keyCount);
  await sql`vacuum analyze`.execute(db);
  await db.destroy();
  const server = await startServer(database, '0');
  try {
    const token = await server.tokenOf('guard@demo.test');
    const query = `access_server=${gate.access_server_id}`;
    await waitForQuiet(args.quiet === undefined ? undefined : Number(args.quiet));
    const full = await timeSequential(runs, () => call(server, token, query));
    const payload = payloadOf(full.last.answer);
    if (payload.keys.length < keyCount) throw new Error(`the snapshot holds ${payload.keys.length} keys`);
    // Incremental: before each timed call, `changed` keys not used yet are registered at the gate.
    const spare = payload.keys.map((k) => k.unique_id);
    let cursor = payload.cursor;
    const times: number[] = [];
    let last = { keys: 0, raw_bytes: 0 };
    for (let i = 0; i <= runs; i++) {
      for (const key of spare.splice(0, changed)) {
        const res = await fetch(`${server.base}/api/v1/transactions`, {
          method: 'POST',
          headers: { authorization: `Token=${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ key, gate_id: gate.id, access_allowed: true }),
        });
        if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
      }
      const started = performance.now();
      const res = await call(server, token, `${query}&since=${encodeURIComponent(cursor)}`);
      const elapsed = performance.now() - started;
      if (res.status !== 200) throw new Error(`incremental answered ${res.status}: ${res.body.text}`);
      const next = payloadOf(res.body.answer);
      if (next.keys.length < changed) throw new Error(`the incremental snapshot holds ${next.keys.length} keys`);
      cursor = next.cursor;
      if (i > 0) times.push(elapsed);
      last = { keys: next.keys.length, raw_bytes: Buffer.byteLength(res.body.text) };
    }
    times.sort((a, b) => a - b);
    const row: Row = {
      database: databaseName(kind),
      keys: payload.keys.length,
      payload_bytes: Buffer.byteLength(full.last.answer.payload),
      raw_bytes: Buffer.byteLength(full.last.text),
      gzip_bytes: gzipSync(full.last.text).length,
      full: { median_ms: full.median_ms, max_ms: full.max_ms },
      incremental: {
        median_ms: Math.round(times[Math.floor(times.length / 2)] ?? 0),
        max_ms: Math.round(times.at(-1) ?? 0),
        ...last,
      },
      load: (os.loadavg()[0] ?? 0).toFixed(2),
    };
    log(JSON.stringify(row));
    return row;
  } finally {
    await server.stop();
    database.remove();
  }
}

const rows: Row[] = [];
for (const kind of args.db.split(',')) rows.push(await measure(kind));
writeResult(`offline-snapshot-${args.label}`, { machine: machine(), runs, changed, rows });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`\nOffline snapshot, ${runs} runs each (median / worst), ${machine()}\n`);
console.log(
  '| database | keys | payload | answer | answer gzipped | full: time | incremental (' +
    `${changed} changed): time | incremental size | load (1 min) |`,
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.database} | ${r.keys.toLocaleString('en')} | ${kb(r.payload_bytes)} | ${kb(r.raw_bytes)} | ` +
      `${kb(r.gzip_bytes)} | ` +
      `${r.full.median_ms} / ${r.full.max_ms} ms | ${r.incremental.median_ms} / ${r.incremental.max_ms} ms | ` +
      `${r.incremental.keys} keys, ${kb(r.incremental.raw_bytes)} | ${r.load} |`,
  );
