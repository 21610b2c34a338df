// Lighthouse on Garita's first screens (issue 16, docs/benchmarks.md "The first screen"): the built app served by
// the real server (`apps/server/src/main.ts`, as `npm start` runs it) on the demo data in a temporary DATA_DIR on a
// loopback port, audited with Lighthouse's mobile defaults (simulated slow 4G and a 4× slower CPU) in Debian's
// Chromium. Five pages: login (signed out), the public invitation page (a share link, signed out), the host's
// invitations, the guard's scanner (`/qr-scanner`, the gate choice) and the guard's logbook; and a sixth, the
// guard's camera screen at a gate (`/qr-scanner/camera/:gateId`, what a guard waits for before a code can be read;
// Chromium's fake camera stands in for the phone's). Signed in: the session is the app's localStorage
// entry, written by signing in through the API in the same browser profile; Lighthouse keeps storage but every
// run starts with an empty HTTP cache and no service worker). Each page is visited once, unaudited, before its
// audits: the server has answered it before, as a site's has. Prints a Markdown table with the one-minute load average.
//
//   npm run build && node bench/lighthouse.ts [--runs 3] [--checkout DIR] [--quiet 1.5] [--only scanner,camera]
//                                             [--final-screenshot last.jpg] [--report last.json]
//
// --checkout runs another checkout's server and build (e.g. a worktree of main, to compare before and after).
// --final-screenshot keeps the last audit's final screenshot (JPEG), to see what was measured; --report its whole
// Lighthouse result (JSON), to see where the time went (the long tasks, the main thread's work by kind).
// Each figure is the median of --runs audits (default 3); `each audit` lists every audit's performance score. Not part of `npm test`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { log, machine, median, openBenchDatabase, root, signInPage, startServer, waitForQuiet } from './support.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    checkout: { type: 'string' },
    port: { type: 'string', default: '3197' },
    'debug-port': { type: 'string', default: '9333' },
    quiet: { type: 'string' },
    only: { type: 'string' },
    'final-screenshot': { type: 'string' },
    report: { type: 'string' },
  },
});
const runs = Number(args.runs);

interface Audit {
  performance: number;
  accessibility: number;
  bestPractices: number;
  tbtMs: number;
  fcpMs: number;
  lcpMs: number;
  jsKb: number;
  totalKb: number;
  load: number;
}

async function main() {
  const checkout = path.resolve(args.checkout ?? root);
  if (!fs.existsSync(path.join(checkout, 'apps/web/dist/index.html'))) throw new Error(`build ${checkout} first`);
  const database = await openBenchDatabase('embedded');
  await database.db.destroy();
  // The measured checkout's own server: support.ts starts another checkout's main.ts as it starts this one's.
  const server = await startServer(database, args.port, path.join(checkout, 'apps/server/src/main.ts'));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'garita-lighthouse-'));
  const debugPort = Number(args['debug-port']);
  const context = await chromium
    .launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        `--remote-debugging-port=${debugPort}`,
        '--no-first-run',
        // The camera screen's camera: Chromium's test pattern, allowed without asking.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    })
    .catch(async (error: unknown) => {
      // No browser (Chromium not installed, a port taken): the server must not outlive the bench.
      await server.stop();
      database.remove();
      fs.rmSync(profile, { recursive: true, force: true });
      throw error;
    });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${server.base}/login`);
    const cdp = await context.newCDPSession(page);
    const signIn = (email: string | null) => signInPage(page, email);
    const hostToken = await server.tokenOf('host@demo.test');
    const keys = (await (
      await fetch(`${server.base}/api/v1/access_keys`, { headers: { authorization: `Token=${hostToken}` } })
    ).json()) as { access_keys: { unique_id: string | null }[] };
    const shared = keys.access_keys.find((key) => key.unique_id)?.unique_id;
    if (!shared) throw new Error('the demo host has no invitation with a share link');

    const guardToken = await server.tokenOf('guard@demo.test');
    // An entry gate of the guard's current access point: the camera screen refuses any other.
    const asGuard = async (route: string) =>
      (await fetch(`${server.base}/api/v1${route}`, { headers: { authorization: `Token=${guardToken}` } })).json();
    const { user } = (await asGuard('/session')) as { user: { last_access_selected: { id: number } | null } };
    const points = (await asGuard('/access_servers')) as {
      access_servers: { id: number; gates: { id: number; type: string }[] }[];
    };
    const entry = points.access_servers
      .find((point) => point.id === user.last_access_selected?.id)
      ?.gates.find((gate) => gate.type === 'access');
    if (!entry) throw new Error("the demo guard's access point has no entry gate");

    const pages: { name: string; path: string; who: string | null }[] = [
      { name: 'login', path: '/login', who: null },
      { name: 'public invitation', path: `/es/i/${encodeURIComponent(shared)}`, who: null },
      { name: "host's invitations", path: '/invitations', who: 'host@demo.test' },
      { name: "guard's scanner", path: '/qr-scanner', who: 'guard@demo.test' },
      { name: "guard's logbook", path: '/logbook', who: 'guard@demo.test' },
      { name: "guard's camera", path: `/qr-scanner/camera/${entry.id}`, who: 'guard@demo.test' },
    ];
    const rows: string[] = [];
    const only = args.only?.split(',').map((name) => name.trim());
    for (const target of pages.filter((page) => !only || only.some((name) => page.name.includes(name)))) {
      const audits: Audit[] = [];
      // One visit first, not audited: the server shares this machine's two cores with Chromium, and a server
      // answering its first requests for a page (its code paths not yet compiled by V8, the database's caches
      // cold) took CPU from the page's main thread, whose tasks Lighthouse then counted as blocking. A site's
      // server has answered them before; the phone's first visit is what is measured, its caches cleared below.
      await signIn(target.who);
      // (Not 'networkidle': the signed-in pages keep the live stream open.)
      await page.goto(`${server.base}${target.path}`, { waitUntil: 'load' });
      await page.waitForTimeout(2_000);
      for (let i = 0; i < runs; i++) {
        await signIn(target.who);
        await cdp.send('Network.clearBrowserCache');
        // A first visit: no service worker and none of its precache either (since the installable app, issue 18,
        // the worker served every script from its cache and Lighthouse counted 0 KB of JavaScript). The session
        // in localStorage stays.
        // A worker the previous audit's page was still installing outlives its tab and the clearing: wait for it to
        // settle and remove it too (else the next audit found every script in its precache).
        await page.evaluate(async () => {
          for (const registration of await navigator.serviceWorker.getRegistrations()) {
            const installing = registration.installing;
            if (installing)
              await new Promise<void>((resolve) => {
                installing.addEventListener('statechange', () => {
                  if (installing.state !== 'installing') resolve();
                });
              });
            await registration.unregister();
          }
        });
        await cdp.send('Storage.clearDataForOrigin', {
          origin: server.base,
          storageTypes: 'service_workers,cache_storage',
        });
        await waitForQuiet(args.quiet === undefined ? undefined : Number(args.quiet));
        audits.push(await auditWithRetry(`${server.base}${target.path}`, debugPort));
      }
      const m = (pick: (a: Audit) => number) => median(audits.map(pick));
      const line = `| ${target.name} | ${m((a) => a.performance)} | ${audits.map((a) => a.performance).join(', ')} | ${m((a) => a.accessibility)} | ${m((a) => a.bestPractices)} | ${m((a) => a.tbtMs)} ms | ${(m((a) => a.fcpMs) / 1000).toFixed(1)} s | ${(m((a) => a.lcpMs) / 1000).toFixed(1)} s | ${m((a) => a.jsKb)} KB | ${m((a) => a.totalKb)} KB | ${audits.map((a) => a.load.toFixed(2)).join(', ')} |`;
      log(line);
      rows.push(line);
    }
    console.log(`\nLighthouse ${lighthouseVersion()} (mobile, simulated throttling), ${machine()}, median of ${runs}`);
    console.log(`checkout: ${checkout}\n`);
    console.log(
      '| page | performance | each audit | accessibility | best practices | TBT | FCP | LCP | JS transferred | all transferred | load (1 min) |',
    );
    console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const row of rows) console.log(row);
  } finally {
    await context.close();
    await server.stop();
    database.remove();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** Lighthouse asks to be run again when its trace broke (NO_NAVSTART and the like): up to three tries. */
async function auditWithRetry(url: string, port: number): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`retrying ${url}: ${(error as Error).message}`);
    }
  }
}

async function audit(url: string, port: number): Promise<Audit> {
  const load = os.loadavg()[0] ?? 0;
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // A page that sent the browser elsewhere (a session the app refused, a gate it did not know) measured another.
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  if (args['final-screenshot']) {
    const shot = (lhr.audits['final-screenshot']?.details as { data?: string } | undefined)?.data ?? '';
    fs.writeFileSync(args['final-screenshot'], Buffer.from(shot.replace(/^data:image\/\w+;base64,/, ''), 'base64'));
  }
  if (args.report) fs.writeFileSync(args.report, JSON.stringify(lhr));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests =
    (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const transferred = (filter: (item: Record<string, unknown>) => boolean) =>
    Math.round(requests.filter(filter).reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0) / 1000);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    jsKb: transferred((item) => item.resourceType === 'Script'),
    totalKb: transferred(() => true),
    load,
  };
}

function lighthouseVersion(): string {
  const pkg = path.join(root, 'node_modules/lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
}

await main();
