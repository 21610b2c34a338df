// Benchmark of webhooks (docs/webhooks.md): what an event costs the register that causes it, and how long it takes
// to reach a receiver. Usage (from the repository root):
//   node_modules/.bin/node bench/webhooks.ts --db embedded --registers 40 --rounds 4
//   node_modules/.bin/node bench/webhooks.ts --db postgres --registers 40 --rounds 4
//   --quiet 1   wait until the 1-minute load average is under 1 before measuring (the machine is shared)
// It builds the database (migrations, demo data), starts the real server as its own process (with
// WEBHOOK_ALLOW_PRIVATE=1: the receiver is on this machine), starts a receiver answering 204, and has the demo
// guard register providers by hand at Acceso Norte, one after another, in alternating rounds: "paused" (the network
// has a webhook, paused: the register looks for subscribers and queues nothing, as main's register plus one
// indexed select) and "active" (one outbox row per register, sent after the commit). Per round: the register's
// answer time (what the guard waits for) and, when active, the time from sending the register to the event's
// arrival at the receiver. Prints a Markdown table with the 1-minute load average of each round.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

const arrivals = new Map<number, number>();
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: { transaction?: { id: number } } };
    const id = event.data?.transaction?.id;
    if (id !== undefined) arrivals.set(id, performance.now());
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/bench`;

process.env.WEBHOOK_ALLOW_PRIVATE = '1';
const database = await openBenchDatabase(args.db);
await database.db.destroy();
const server = await startServer(database, '0');
try {
  const guardToken = await server.tokenOf('guard@demo.test');
  const adminToken = await server.tokenOf('admin@demo.test');
  const call = async <T>(method: string, route: string, token: string, body?: unknown) => {
    const res = await fetch(`${server.base}/api/v1${route}`, {
      method,
      headers: { authorization: `Token=${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { user: guard } = await call<{ user: { access_servers: { id: number; name: string }[] } }>(
    'GET',
    '/session',
    guardToken,
  );
  const norte = guard.access_servers.find((s) => s.name === 'Acceso Norte');
  if (!norte) throw new Error('the demo guard has no Acceso Norte');
  const point = await call<{ gates: { id: number; name: string }[] }>('GET', `/access_servers/${norte.id}`, adminToken);
  const gateId = point.gates.find((g) => g.name === 'Entrada Norte')?.id;
  const { webhook } = await call<{ webhook: { id: number } }>('POST', '/webhooks', adminToken, {
    webhook: { url: receiverUrl, event_types: ['transaction.created'] },
  });
  const setActive = (active: boolean) => call('PATCH', `/webhooks/${webhook.id}`, adminToken, { webhook: { active } });

  const waited = await waitForQuiet(args.quiet === undefined ? undefined : Number(args.quiet));
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
    return { median: Math.round(at(0.5) * 10) / 10, p95: Math.round(at(0.95) * 10) / 10 };
  };
  const results: { round: number; mode: string; load: number; answer: object; delivery: object | null }[] = [];
  let n = 0;
  for (let round = 1; round <= rounds; round++) {
    for (const mode of ['paused', 'active'] as const) {
      await setActive(mode === 'active');
      const answers: number[] = [];
      const deliveries: number[] = [];
      for (let i = 0; i < registers; i++) {
        const sent = performance.now();
        const { transaction } = await call<{ transaction: { id: number } }>('POST', '/transactions', guardToken, {
          // A provider without a host: no arrival mail in the outbox beside the event.
          visitor_name: `Proveedor de banco ${++n}`,
          access_key_type_id: 5,
          provider: 'dhl',
          gate_id: gateId,
          access_allowed: true,
        });
        answers.push(performance.now() - sent);
        if (mode === 'active') {
          const deadline = performance.now() + 10_000;
          while (!arrivals.has(transaction.id)) {
            if (performance.now() > deadline) throw new Error(`register ${transaction.id}: no event within 10 s`);
            await new Promise((r) => setTimeout(r, 1));
          }
          deliveries.push((arrivals.get(transaction.id) as number) - sent);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      const load = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
      results.push({
        round,
        mode,
        load,
        answer: stats(answers),
        delivery: deliveries.length ? stats(deliveries) : null,
      });
      log(`round ${round} ${mode}: answer ${JSON.stringify(stats(answers))} load ${load}`);
    }
  }
  writeResult(`webhooks-${args.db}-${args.label}`, {
    database: databaseName(args.db),
    machine: machine(),
    registers,
    rounds,
    waitedSeconds: waited,
    results,
  });
  console.log(`\n${databaseName(args.db)}, ${registers} registers a round, ${machine()}\n`);
  console.log(
    '| round | webhook | register answer median / p95 (ms) | register → receiver median / p95 (ms) | load 1 min |',
  );
  console.log('|---|---|---|---|---|');
  for (const r of results) {
    const a = r.answer as { median: number; p95: number };
    const d = r.delivery as { median: number; p95: number } | null;
    console.log(
      `| ${r.round} | ${r.mode} | ${a.median} / ${a.p95} | ${d ? `${d.median} / ${d.p95}` : '—'} | ${r.load} |`,
    );
  }
} finally {
  await server.stop();
  receiver.close();
}
