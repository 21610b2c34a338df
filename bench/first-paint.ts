// When a phone on a slow network first shows something, and when it shows the screen (issue 16, docs/benchmarks.md
// "The entry's styles inside index.html"): the built app served by the real server on the demo data (as
// bench/lighthouse.ts serves it), one page (signed out, or signed in as --who, as bench/lighthouse.ts signs in)
// loaded in Debian's Chromium with Lighthouse's mobile settings applied for real (devtools throttling: 562.5 ms round
// trips, 1.47 Mbps down, the CPU 4× slower), a fresh browser context each time. Reports the browser's own first
// contentful paint and largest contentful paint. Lighthouse simulates these from an unthrottled trace instead; this
// is what the throttled browser measured.
//
//   npm run build && node bench/first-paint.ts [--path /login] [--who guard@demo.test] [--runs 6] [--checkout DIR]
//
// --checkout also serves another checkout's build with its server (e.g. a worktree of main), and alternates the two
// load by load, so both see the same machine. Not part of `npm test`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { log, machine, median, openBenchDatabase, root, signInPage, startServer } from './support.ts';

const SLOW_4G = throttling.mobileSlow4G;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const { values: args } = parseArgs({
  options: {
    path: { type: 'string', default: '/login' },
    who: { type: 'string' },
    runs: { type: 'string', default: '6' },
    checkout: { type: 'string' },
  },
});

const checkouts: [string, string][] = [['this checkout', root]];
if (args.checkout) checkouts.push([args.checkout, path.resolve(args.checkout)]);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
const started: { name: string; base: string; stop(): Promise<void>; remove(): void }[] = [];
try {
  for (const [name, dir] of checkouts) {
    const database = await openBenchDatabase('embedded');
    await database.db.destroy();
    const server = await startServer(database, '0', path.join(dir, 'apps/server/src/main.ts'));
    started.push({ name, base: server.base, stop: () => server.stop(), remove: () => database.remove() });
  }
  const paints = new Map(started.map((s) => [s.name, [] as { fcp: number; lcp: number }[]]));
  for (let i = 0; i < Number(args.runs); i++) {
    // Alternate which goes first, so neither always loads right after the other.
    for (const target of i % 2 ? [...started].reverse() : started) {
      const context = await browser.newContext({ locale: 'es-MX', viewport: { width: 412, height: 823 } });
      try {
        const page = await context.newPage();
        // Signed in before the throttling: the session is the app's localStorage entry, the HTTP cache stays empty.
        if (args.who) {
          await page.goto(`${target.base}/api/v1/setup`);
          await signInPage(page, args.who);
        }
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        // Lighthouse's own figures, in bytes per second as its devtools throttling sends them.
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: SLOW_4G.requestLatencyMs,
          downloadThroughput: Math.floor((SLOW_4G.downloadThroughputKbps * 1024) / 8),
          uploadThroughput: Math.floor((SLOW_4G.uploadThroughputKbps * 1024) / 8),
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdownMultiplier });
        await page.goto(`${target.base}${args.path}`);
        await page.getByRole('button').first().waitFor();
        // Half a second more for a later, larger paint.
        await page.waitForTimeout(500);
        const paint = await page.evaluate(
          () =>
            new Promise<{ fcp: number; lcp: number }>((resolve) => {
              const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
              new PerformanceObserver((list) => {
                resolve({ fcp, lcp: list.getEntries().at(-1)?.startTime ?? Number.NaN });
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
        );
        paints.get(target.name)?.push(paint);
        log(`${target.name}: first paint ${Math.round(paint.fcp)} ms, largest ${Math.round(paint.lcp)} ms`);
      } finally {
        await context.close();
      }
    }
  }
  console.log(
    `\n${args.path}${args.who ? ` as ${args.who}` : ''}, ${machine()}, devtools throttling (slow 4G, 4× CPU), median of ${args.runs}\n`,
  );
  console.log('| checkout | first contentful paint | largest contentful paint |');
  console.log('| --- | ---: | ---: |');
  for (const [name, rows] of paints)
    console.log(
      `| ${name} | ${Math.round(median(rows.map((r) => r.fcp)))} ms | ${Math.round(median(rows.map((r) => r.lcp)))} ms |`,
    );
} finally {
  await browser.close();
  for (const s of started) {
    await s.stop();
    s.remove();
  }
}
