// Benchmark of the offline sync (docs/offline.md): what a queued register costs the server when the device comes
// back, against the same register made online. Usage (from the repository root):
//   node_modules/.bin/node bench/offline-sync.ts --db embedded --registers 40 --rounds 4
//   node_modules/.bin/node bench/offline-sync.ts --db postgres --registers 40 --rounds 4
//   --quiet 1   wait until the 1-minute load average is under 1 before measuring (the machine is shared)
// It builds the database (migrations, demo data), starts the real server as its own process, and has the demo
// guard register providers by hand at Acceso Norte, one after another, in alternating rounds: "online" (POST
// /transactions) and "offline sync" (POST /offline/registers: the same register body inside the sync's, with an
// Idempotency-Key, so it also stores its answer), then "replay" (each of that round's syncs sent again with its key:
// what a device's retry costs). Prints a Markdown table with the 1-minute load average of each round.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { databaseName, log, machine, openBenchDatabase, startServer, waitForQuiet, writeResult } from './support.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'embedded' },
    registers: { type: 'string', default: '40' },
    rounds: { type: 'string', default: '4' },
    quiet: { type: 'string' },
    label: { type: 'string', default: 'latest' },
  },
});
const registers = Number(args.registers);
const rounds = Number(args.rounds);

const database = await openBenchDatabase(args.db);
await database.db.destroy();
const server = await startServer(database, '0');
try {
  const guardToken = await server.tokenOf('guard@demo.test');
  const adminToken = await server.tokenOf('admin@demo.test');
  const call = async (method: string, route: string, token: string, body?: unknown, key?: string) => {
    const res = await fetch(`${server.base}/api/v1${route}`, {
      method,
      headers: {
        authorization: `Token=${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  const { user: guard } = (await call('GET', '/session', guardToken)) as {
    user: { access_servers: { id: number; name: string }[] };
  };
  const norte = guard.access_servers.find((s) => s.name === 'Acceso Norte');
  if (!norte) throw new Error('the demo guard has no Acceso Norte');
  const point = (await call('GET', `/access_servers/${norte.id}`, adminToken)) as {
    gates: { id: number; name: string }[];
  };
  const gateId = point.gates.find((g) => g.name === 'Entrada Norte')?.id;

  const waited = await waitForQuiet(args.quiet === undefined ? undefined : Number(args.quiet));
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
    return { median: Math.round(at(0.5) * 10) / 10, p95: Math.round(at(0.95) * 10) / 10 };
  };
  const results: { round: number; mode: string; load: number; answer: { median: number; p95: number } }[] = [];
  let n = 0;
  // A provider without a host: no arrival mail in the outbox.
  const register = () => ({
    visitor_name: `Proveedor de banco ${++n}`,
    access_key_type_id: 5,
    provider: 'dhl',
    gate_id: gateId,
    access_allowed: true,
  });
  const timed = async (send: () => Promise<unknown>) => {
    const sent = performance.now();
    await send();
    const took = performance.now() - sent;
    await new Promise((r) => setTimeout(r, 50));
    return took;
  };
  for (let round = 1; round <= rounds; round++) {
    const sent: { body: unknown; key: string }[] = [];
    for (const mode of ['online', 'offline sync', 'replay'] as const) {
      const answers: number[] = [];
      for (let i = 0; i < registers; i++) {
        if (mode === 'online') answers.push(await timed(() => call('POST', '/transactions', guardToken, register())));
        else if (mode === 'offline sync') {
          const item = {
            body: {
              device_id: randomUUID(),
              occurred_at: new Date(Date.now() - 60_000).toISOString(),
              offline_decision: { granted: true, reason: null },
              register: register(),
            },
            key: randomUUID(),
          };
          sent.push(item);
          answers.push(await timed(() => call('POST', '/offline/registers', guardToken, item.body, item.key)));
        } else {
          const item = sent[i];
          if (!item) throw new Error('nothing to replay');
          answers.push(await timed(() => call('POST', '/offline/registers', guardToken, item.body, item.key)));
        }
      }
      const load = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
      results.push({ round, mode, load, answer: stats(answers) });
      log(`round ${round} ${mode}: ${JSON.stringify(stats(answers))} load ${load}`);
    }
  }
  writeResult(`offline-sync-${args.db}-${args.label}`, {
    database: databaseName(args.db),
    machine: machine(),
    registers,
    rounds,
    waitedSeconds: waited,
    results,
  });
  console.log(`\n${databaseName(args.db)}, ${registers} registers a round, ${machine()}\n`);
  console.log('| round | register | answer median / p95 (ms) | load 1 min |');
  console.log('|---|---|---|---|');
  for (const r of results) console.log(`| ${r.round} | ${r.mode} | ${r.answer.median} / ${r.answer.p95} | ${r.load} |`);
} finally {
  await server.stop();
}
