// Start-up of Garita (docs/benchmarks.md, "Start-up of npm start"): time to the first answer of
// GET /api/v1/health and resident memory two seconds later, for
//   (a) a new data folder: the server creates the embedded database, migrates it and loads the demo data;
//   (b) the same data folder again (an existing one);
//   (c) `npm start` on that folder when the web app is already built from its current sources;
//   (d) `npm start` when the web app must be built first (its stamp removed, as after a change of its sources).
// With --baseline DIR (another checkout of Garita, e.g. one made with `git archive` and node_modules linked in)
// each round measures that checkout and this one alternately, so both see the same load.
//
//   node bench/startup.ts [--runs 3] [--baseline DIR]
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, baseline: { type: 'string' } },
});
const RUNS = Number(values.runs);
const HERE = path.resolve(import.meta.dirname, '..');
const checkouts = [
  ...(values.baseline ? [{ name: 'before', root: path.resolve(values.baseline) }] : []),
  { name: values.baseline ? 'after' : 'this checkout', root: HERE },
];
const CASES = {
  a: '(a) new data folder: migrations + demo data',
  b: '(b) existing data folder',
  c: '(c) `npm start`, web app already built',
  d: '(d) `npm start`, web app to rebuild',
} as const;
type Case = keyof typeof CASES;

/** The process group being measured: stopped with this script. */
let measured: number | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    if (measured) process.kill(-measured, 'SIGTERM');
    process.exit(1);
  });
const log = (msg: string) => console.error(`[startup] ${msg}`);
const load1 = () => (os.loadavg()[0] ?? 0).toFixed(2);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error())));
    });
  });
}

/** Resident memory of a process and its descendants (npm, its shell and the server for `npm start`), in MB. */
function treeRssMb(pid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const dir of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const status = fs.readFileSync(`/proc/${dir}/status`, 'utf8');
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      rss.set(Number(dir), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
      children.set(ppid, [...(children.get(ppid) ?? []), Number(dir)]);
    } catch {}
  }
  const sum = (p: number): number => (rss.get(p) ?? 0) + (children.get(p) ?? []).reduce((s, c) => s + sum(c), 0);
  return Math.round(sum(pid) / 1024);
}

interface Sample {
  firstAnswerMs: number;
  rssMb: number;
  load: string;
}

/** Starts `command` (its own process group), times the first answer, reads the memory 2 s later, stops it. */
async function measure(root: string, command: string[], dataDir: string): Promise<Sample> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(command[0] as string, command.slice(1), {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.PATH}`,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  measured = child.pid;
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let firstAnswerMs = 0;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) {
        firstAnswerMs = Math.round(performance.now() - started);
        break;
      }
    } catch {}
    if (child.exitCode !== null || performance.now() - started > 180_000)
      throw new Error(`${command.join(' ')} did not answer:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 2000));
  const sample = { firstAnswerMs, rssMb: treeRssMb(child.pid as number), load: load1() };
  process.kill(-(child.pid as number), 'SIGTERM');
  await exited;
  measured = undefined;
  // npm's shell and the server are in the same group: give them a moment to end.
  await new Promise((r) => setTimeout(r, 300));
  return sample;
}

const stampOf = (root: string) => path.join(root, '.tmp/web-build.json');
const results = new Map<string, Sample[]>();
const record = (checkout: string, c: Case, s: Sample) => {
  const key = `${checkout}\t${c}`;
  results.set(key, [...(results.get(key) ?? []), s]);
  log(`${checkout} ${c}: ${s.firstAnswerMs} ms, ${s.rssMb} MB, load ${s.load}`);
};

// A built web app for each checkout before the first round, so that (c) finds one.
for (const { root } of checkouts) {
  if (fs.existsSync(path.join(root, 'scripts/start.ts'))) {
    const { ensureWebBuild } = (await import(path.join(root, 'scripts/start.ts'))) as {
      ensureWebBuild: (root: string, toStderr: boolean) => void;
    };
    ensureWebBuild(root, true);
  }
}

for (let run = 1; run <= RUNS; run++) {
  for (const { name, root } of checkouts) {
    log(`round ${run}/${RUNS}: ${name} (${root})`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'garita-startup-'));
    try {
      const server = [process.execPath, 'apps/server/src/main.ts'];
      record(name, 'a', await measure(root, server, dataDir));
      record(name, 'b', await measure(root, server, dataDir));
      record(name, 'c', await measure(root, ['npm', 'start'], dataDir));
      fs.rmSync(stampOf(root), { force: true });
      record(name, 'd', await measure(root, ['npm', 'start'], dataDir));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};
const lines = [
  `Start-up, ${RUNS} rounds, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString()}`,
  '',
  '| case | checkout | first answer, median (min–max) | RSS 2 s later, median (min–max) | 1-min load averages |',
  '|---|---|---|---|---|',
];
for (const c of Object.keys(CASES) as Case[]) {
  for (const { name } of checkouts) {
    const samples = results.get(`${name}\t${c}`) ?? [];
    const ms = samples.map((s) => s.firstAnswerMs);
    const mb = samples.map((s) => s.rssMb);
    lines.push(
      `| ${CASES[c]} | ${name} | ${(median(ms) / 1000).toFixed(2)} s (${(Math.min(...ms) / 1000).toFixed(2)}–${(Math.max(...ms) / 1000).toFixed(2)}) | ${median(mb)} MB (${Math.min(...mb)}–${Math.max(...mb)}) | ${samples.map((s) => s.load).join(', ')} |`,
    );
  }
}
lines.push('', '`npm start` rows count npm and its shell too (time and memory); the server alone is (a) and (b).');
console.log(lines.join('\n'));
