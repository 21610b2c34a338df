// Benchmark of the live screens (docs/live.md): the delay from a guard's register to the host's live notice.
// Usage (from the repository root):
//   node_modules/.bin/node bench/live.ts --db embedded --registers 50
//   node_modules/.bin/node bench/live.ts --db postgres --registers 50
//   --quiet 1        wait until the 1-minute load average is under 1 before measuring (the machine is shared)
//   --label latest   names the result file, bench/results/live-<db>-<label>.json
//   --instances 2    (PostgreSQL) a second server on the same database takes the registers while the host's
//                    stream is on the first: the path between instances (LISTEN/NOTIFY, docs/live.md), not the
//                    instant one of a change made through the stream's own instance
// It builds the database (migrations, demo data), starts the real server as its own process, opens the demo
// host's stream (GET /api/v1/events/stream, as the web does) and has the demo guard register N visits for that
// host by hand at Acceso Norte, one after another, about a second apart (at random, 0.5–1.5 s). For each it measures, from the moment the
// register is sent: the register's own answer (the baseline: what the guard waits for) and the arrival event
// reaching the host's stream. Both are measured on the same clock, in the same run.
import { parseArgs } from 'node:util';
import type { LiveEvent } from '@garita/contract';
import { databaseName, log, machine, openBenchDatabase, startServer, waitForQuiet, writeResult } from './support.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'embedded' },
    registers: { type: 'string', default: '50' },
    pause: { type: 'string', default: '1000' },
    quiet: { type: 'string' },
    label: { type: 'string', default: 'latest' },
    port: { type: 'string', default: '3921' },
    instances: { type: 'string', default: '1' },
  },
});
const registers = Number(args.registers);

const database = await openBenchDatabase(args.db);
await database.db.destroy();
const server = await startServer(database, args.port);
const second =
  args.instances === '2' && database.databaseUrl
    ? await startServer(database, String(Number(args.port) + 1))
    : undefined;
const registering = second ?? server;
try {
  const guardToken = await registering.tokenOf('guard@demo.test');
  const hostToken = await server.tokenOf('host@demo.test');
  const adminToken = await server.tokenOf('admin@demo.test');
  const call = async <T>(method: string, route: string, token: string, body?: unknown) => {
    const base = token === guardToken ? registering.base : server.base;
    const res = await fetch(`${base}/api/v1${route}`, {
      method,
      headers: { authorization: `Token=${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { user: host } = await call<{ user: { id: number } }>('GET', '/session', hostToken);
  const { user: guard } = await call<{ user: { access_servers: { id: number; name: string }[] } }>(
    'GET',
    '/session',
    guardToken,
  );
  const norte = guard.access_servers.find((s) => s.name === 'Acceso Norte');
  if (!norte) throw new Error('the demo guard has no Acceso Norte');
  const point = await call<{ gates: { id: number; name: string }[] }>('GET', `/access_servers/${norte.id}`, adminToken);
  const gateId = point.gates.find((g) => g.name === 'Entrada Norte')?.id;

  // The host's stream: each arrival event, by logbook row id, with when it arrived.
  const arrived = new Map<number, number>();
  const controller = new AbortController();
  const stream = await fetch(`${server.base}/api/v1/events/stream`, {
    headers: { authorization: `Token=${hostToken}` },
    signal: controller.signal,
  });
  if (!stream.ok || !stream.body) throw new Error(`stream: ${stream.status}`);
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of stream.body as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (!data) continue;
          const event = JSON.parse(data) as LiveEvent;
          if (event.arrival && event.kind === 'transaction') arrived.set(event.subject_id, performance.now());
        }
      }
    } catch {
      // aborted at the end
    }
  })();

  const waited = await waitForQuiet(args.quiet === undefined ? undefined : Number(args.quiet));
  const answers: number[] = [];
  const notices: number[] = [];
  for (let i = 0; i < registers; i++) {
    const sent = performance.now();
    const { transaction } = await call<{ transaction: { id: number } }>('POST', '/transactions', guardToken, {
      visitor_name: `Visita de banco ${i + 1}`,
      reason_for_visit: 'Visita',
      user_id: host.id,
      access_key_type_id: 6,
      gate_id: gateId,
      access_allowed: true,
    });
    answers.push(performance.now() - sent);
    const deadline = performance.now() + 10_000;
    while (!arrived.has(transaction.id)) {
      if (performance.now() > deadline) throw new Error(`register ${transaction.id}: no live notice within 10 s`);
      await new Promise((r) => setTimeout(r, 2));
    }
    notices.push((arrived.get(transaction.id) as number) - sent);
    // A random pause (0.5–1.5 × --pause): registers in step with the hub's look would measure one phase only.
    await new Promise((r) => setTimeout(r, Number(args.pause) * (0.5 + Math.random())));
  }
  controller.abort();
  await reading;

  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
    return { p50: at(0.5), p95: at(0.95), max: Math.round(sorted.at(-1) ?? 0) };
  };
  const result = {
    when: new Date().toISOString(),
    machine: machine(),
    database: databaseName(args.db),
    instances: second ? 2 : 1,
    registers,
    waited_for_quiet_s: waited,
    register_answer_ms: stats(answers),
    register_to_live_notice_ms: stats(notices),
  };
  log(JSON.stringify(result));
  writeResult(`live-${args.db}-${second ? '2x-' : ''}${args.label}`, result);
} finally {
  await second?.stop();
  await server.stop();
  database.remove();
}
