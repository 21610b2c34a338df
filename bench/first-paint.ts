// What a first screen paints and when, in Chromium (issue 16, docs/benchmarks.md): the built app served by the real
// server on the demo data (as bench/lighthouse.ts serves it), one page signed out or signed in as --who, loaded at
// Lighthouse's mobile size with the CPU slowed --cpu times (4: Lighthouse's mobile setting; 1: this machine). Prints
// each largest-contentful-paint candidate (when, its size, its element), the long tasks, and every request with its
// start and end: what ended before the largest paint is what Lighthouse's simulated LCP waits for.
//
//   npm run build && node bench/first-paint.ts [--path /logbook] [--who guard@demo.test] [--cpu 4]
//
// Times are milliseconds from the navigation's start. Not part of `npm test`.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { openBenchDatabase, signInPage, startServer } from './support.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const { values: args } = parseArgs({
  options: {
    path: { type: 'string', default: '/invitations' },
    who: { type: 'string' },
    cpu: { type: 'string', default: '4' },
  },
});

interface Observed {
  paints: { at: number; size: number; element: string }[];
  longTasks: { at: number; ms: number }[];
  requests: string[];
}

async function main() {
  const database = await openBenchDatabase('embedded');
  await database.db.destroy();
  const server = await startServer(database, '0');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    // Lighthouse's mobile screen (Moto G Power): 412 × 823 at 1.75.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${server.base}/login`);
    await signInPage(page, args.who ?? null);
    await page.addInitScript(() => {
      const seen = { paints: [], longTasks: [] } as unknown as Omit<Observed, 'requests'>;
      (window as unknown as { observed: typeof seen }).observed = seen;
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
    await page.goto(`${server.base}${args.path}`);
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
  } finally {
    await browser.close();
    await server.stop();
    database.remove();
  }
}

await main();
