// What a first screen paints and when, in Chromium (issue 16, docs/benchmarks.md): the built app served by the real
// server on the demo data (as bench/lighthouse.ts serves it), one page signed out or signed in as --who, loaded at
// Lighthouse's mobile size with the CPU slowed --cpu times (4: Lighthouse's mobile setting; 1: this machine). Prints
// each largest-contentful-paint candidate (when, its size, its element), the long tasks, and every request with its
// start and end: what ended before the largest paint is what Lighthouse's simulated LCP waits for. With --runs N,
// N loads (each with an empty cache), and a last line with their medians: the first paint, the last largest paint,
// and the blocking time (Lighthouse's measure, on this run's long tasks: what each after the first paint lasted
// beyond 50 ms), less noisy than one Lighthouse audit on a machine whose speed varies. --checkout runs another
// checkout's server and build (e.g. a worktree of main, to compare before and after: alternate invocations).
//
//   npm run build && node bench/first-paint.ts [--path /logbook] [--who guard@demo.test] [--cpu 4] [--runs 1]
//                                              [--checkout DIR]
//
// Times are milliseconds from the navigation's start. Not part of `npm test`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { median, openBenchDatabase, root, signInPage, startServer } from './support.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const { values: args } = parseArgs({
  options: {
    path: { type: 'string', default: '/invitations' },
    who: { type: 'string' },
    cpu: { type: 'string', default: '4' },
    runs: { type: 'string', default: '1' },
    checkout: { type: 'string' },
  },
});

interface Observed {
  firstPaint: number;
  paints: { at: number; size: number; element: string }[];
  longTasks: { at: number; ms: number }[];
  requests: string[];
}

async function main() {
  const database = await openBenchDatabase('embedded');
  await database.db.destroy();
  const checkout = path.resolve(args.checkout ?? root);
  const server = await startServer(database, '0', path.join(checkout, 'apps/server/src/main.ts'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  const summaries: { firstPaint: number; largestPaint: number; blocking: number }[] = [];
  try {
    for (let run = 0; run < Number(args.runs); run++) summaries.push(await load(browser, server.base));
    if (summaries.length > 1)
      console.log(
        `\nMedian of ${summaries.length} (${checkout}): first paint ${median(summaries.map((s) => s.firstPaint))} ms, ` +
          `largest paint ${median(summaries.map((s) => s.largestPaint))} ms, ` +
          `blocking time ${median(summaries.map((s) => s.blocking))} ms`,
      );
  } finally {
    await browser.close();
    await server.stop();
    database.remove();
  }
}

/** One load with an empty cache: what it printed, summed up. */
async function load(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  base: string,
): Promise<{ firstPaint: number; largestPaint: number; blocking: number }> {
  // Lighthouse's mobile screen (Moto G Power): 412 × 823 at 1.75.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await signInPage(page, args.who ?? null);
  await page.addInitScript(() => {
    const seen = { firstPaint: 0, paints: [], longTasks: [] } as unknown as Omit<Observed, 'requests'>;
    (window as unknown as { observed: typeof seen }).observed = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') seen.firstPaint = Math.round(entry.startTime);
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { size: number; element: Element | null })[])
        seen.paints.push({
          at: Math.round(entry.startTime),
          size: entry.size,
          element: entry.element?.outerHTML.slice(0, 100) ?? '(removed)',
        });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        seen.longTasks.push({ at: Math.round(entry.startTime), ms: Math.round(entry.duration) });
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(args.cpu) });
  await page.goto(`${base}${args.path}`);
  await page.waitForTimeout(3_000);
  const observed: Observed = await page.evaluate(() => ({
    ...(window as unknown as { observed: Omit<Observed, 'requests'> }).observed,
    requests: performance
      .getEntriesByType('resource')
      .map(
        (entry) =>
          `${Math.round(entry.startTime)}–${Math.round((entry as PerformanceResourceTiming).responseEnd)} ms ${entry.name.replace(location.origin, '')}`,
      ),
  }));
  console.log(`\n${args.path}${args.who ? ` as ${args.who}` : ''}, CPU slowed ${args.cpu}×\n`);
  console.log('Largest-paint candidates:');
  for (const paint of observed.paints) console.log(`  ${paint.at} ms, ${paint.size} px²: ${paint.element}`);
  console.log('Long tasks:');
  for (const task of observed.longTasks) console.log(`  ${task.at} ms, ${task.ms} ms long`);
  console.log('Requests:');
  for (const request of observed.requests) console.log(`  ${request}`);
  await context.close();
  const blocking = observed.longTasks
    .filter((task) => task.at >= observed.firstPaint)
    .reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0);
  const largestPaint = observed.paints.at(-1)?.at ?? 0;
  console.log(`First paint ${observed.firstPaint} ms, largest paint ${largestPaint} ms, blocking time ${blocking} ms`);
  return { firstPaint: observed.firstPaint, largestPaint, blocking };
}

await main();
