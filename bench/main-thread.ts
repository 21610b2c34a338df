// What a first screen's main thread does while it loads (issue 16, docs/benchmarks.md "What the login screen's main
// thread does"): the built app served by the real server on the demo data (as bench/lighthouse.ts serves it), one
// page (signed out, or signed in as --who, as bench/lighthouse.ts signs in) loaded in Debian's Chromium with the
// CPU slowed 4× (Lighthouse's mobile setting), profiled with V8's sampling profiler until the page's first button
// is there and a second more. Each sample is mapped through the build's source maps to its npm package (or the
// app's source file), so the table says which library spends the time Lighthouse counts as blocking.
//
//   npm run build && node bench/main-thread.ts [--path /login] [--who guard@demo.test] [--runs 3] [--top 25]
//
// Figures are the median over --runs loads, in milliseconds of the slowed main thread (divide by 4 for this
// machine's). Not part of `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { log, machine, median, openBenchDatabase, root, signInPage, startServer } from './support.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const { values: args } = parseArgs({
  options: {
    path: { type: 'string', default: '/login' },
    who: { type: 'string' },
    runs: { type: 'string', default: '3' },
    top: { type: 'string', default: '25' },
  },
});
const ASSETS = path.join(root, 'apps/web/dist/assets');

interface CpuProfile {
  nodes: { id: number; callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

const consumers = new Map<string, SourceMapConsumer | null>();
function sourceMapOf(url: string): SourceMapConsumer | null {
  const file = url.split('/assets/')[1];
  if (!file) return null;
  if (!consumers.has(file)) {
    const map = path.join(ASSETS, `${file}.map`);
    consumers.set(file, fs.existsSync(map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : null);
  }
  return consumers.get(file) ?? null;
}

const V8_BUCKETS = new Set(['(program)', '(garbage collector)', '(idle)', '(root)']);

/** `react-dom`, `@mui/material`, `src/app/app.tsx`, or V8's own buckets: `(program)`, `(garbage collector)`. */
function ownerOf(frame: CpuProfile['nodes'][number]['callFrame']): string {
  // V8's own buckets keep their names; other code without a URL is Playwright's probes (waitFor) or an eval.
  if (!frame.url) return V8_BUCKETS.has(frame.functionName) ? frame.functionName : '(code without a URL)';
  // A frame without a position (a built-in the script called) is counted to the script.
  const source =
    frame.lineNumber < 0
      ? null
      : sourceMapOf(frame.url)?.originalPositionFor({
          line: frame.lineNumber + 1,
          column: frame.columnNumber,
        }).source;
  if (!source) return frame.url.split('/').pop() ?? frame.url;
  const modules = source.lastIndexOf('node_modules/');
  if (modules < 0) return source.replace(/^.*?\/src\//, 'src/');
  const [scope, name] = source.slice(modules + 'node_modules/'.length).split('/');
  return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? source);
}

/** Milliseconds of self time per owner in one profile. */
function byOwner(profile: CpuProfile): Map<string, number> {
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const owners = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id);
    if (!us) continue;
    const owner = ownerOf(node.callFrame);
    owners.set(owner, (owners.get(owner) ?? 0) + us / 1000);
  }
  return owners;
}

/** The families a stack decision weighs: MUI with its styling engine, React itself, and V8's own time. */
function familyOf(owner: string): string {
  if (/^(@mui\/|@emotion\/|stylis$)/.test(owner) || /^(Typography|Box|Button|TextField)-/.test(owner))
    return 'MUI, emotion and stylis';
  if (/^(react|react-dom|scheduler)$/.test(owner)) return 'React and React DOM';
  if (owner === '(code without a URL)') return "Playwright's probes and evals (not the page's code)";
  if (owner.startsWith('(')) return `V8 ${owner}`;
  return 'everything else (router, i18next, TanStack Query, the app)';
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error('run npm run build first');
  const database = await openBenchDatabase('embedded');
  await database.db.destroy();
  const server = await startServer(database, '0');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const runs: Map<string, number>[] = [];
    for (let run = 0; run < Number(args.runs); run++) {
      // A new context each time: an empty HTTP cache and no service worker, as a first visit.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      if (args.who) {
        await page.goto(`${server.base}/login`);
        await signInPage(page, args.who);
      }
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.start');
      await page.goto(`${server.base}${args.path}`);
      await page.getByRole('button').first().waitFor();
      await page.waitForTimeout(1_000);
      const { profile } = await cdp.send('Profiler.stop');
      runs.push(byOwner(profile as CpuProfile));
      await context.close();
      log(`run ${run + 1}: ${[...(runs.at(-1)?.values() ?? [])].reduce((a, b) => a + b, 0).toFixed(0)} ms sampled`);
    }
    const owners = new Set(runs.flatMap((r) => [...r.keys()]));
    const rows = [...owners]
      .map((owner) => ({ owner, ms: median(runs.map((r) => r.get(owner) ?? 0)) }))
      .filter((row) => row.owner !== '(idle)' && row.ms >= 0.5)
      .sort((a, b) => b.ms - a.ms);
    const busy = rows.reduce((sum, row) => sum + row.ms, 0);
    console.log(
      `\n${args.path}${args.who ? ` as ${args.who}` : ''}, ${machine()}, CPU slowed 4×, median of ${runs.length} loads\n`,
    );
    console.log('| owner | main thread (ms, 4× slowed) | share of busy time |');
    console.log('| --- | ---: | ---: |');
    for (const row of rows.slice(0, Number(args.top)))
      console.log(`| ${row.owner} | ${row.ms.toFixed(0)} | ${((100 * row.ms) / busy).toFixed(1)} % |`);
    console.log(`| all but idle | ${busy.toFixed(0)} | 100 % |`);
    const families = new Map<string, number>();
    for (const row of rows) families.set(familyOf(row.owner), (families.get(familyOf(row.owner)) ?? 0) + row.ms);
    console.log('\n| family | main thread (ms, 4× slowed) | share of busy time |');
    console.log('| --- | ---: | ---: |');
    for (const [family, ms] of [...families].sort((a, b) => b[1] - a[1]))
      console.log(`| ${family} | ${ms.toFixed(0)} | ${((100 * ms) / busy).toFixed(1)} % |`);
  } finally {
    await browser.close();
    await server.stop();
    database.remove();
  }
}

await main();
