// The guard's scan-to-result time on the phone, online (the server decides) and offline (the device decides on its
// signed snapshot in IndexedDB), issue 18, docs/offline.md "On the device, as built".
//
//   npm run build && node_modules/.bin/node bench/offline-scan.ts [--keys 10000] [--runs 20] [--warmup 2]
//                                                                 [--db embedded|postgres] [--quiet 1.5]
//
// Set-up: a throwaway database (embedded PGlite by default) with the demo data and N generated visit keys (10,000 by
// default, as bench/offline-snapshot.ts) all valid now (and for 2 to 49 hours) at the demo's "Acceso Norte" access
// point, whose "Entrada Norte" gate is scanned; the demo guard's access point is set to it; the built app and the
// real server (apps/server/src/main.ts) as its own process. Debian's Chromium (playwright-core, headless, a fake
// camera running as on a phone, service workers allowed as on the device) at 390 × 844 px in Spanish signs the guard
// in and waits until the gates screen says the device holds the access point's snapshot (`offline-ready`).
//
// What is measured, for each of `runs` different valid keys after `warmup` unrecorded ones, ONLINE first (the
// server decides: GET /api/v1/access_keys/validate on the loopback) and then OFFLINE (context.setOffline(true): the
// device decides with decideOffline on its snapshot): the guard is on the gate's camera screen (camera running), the
// code is already typed into the manual field ("Código QR…", filled by Playwright, not timed); inside the page,
// performance.now() is read just before the "Verificar código" button is clicked (element.click()) and again when a
// MutationObserver sees the result panel's `scan-heading` in the document, visible, with its text ("to DOM"), and
// once more after the next animation frame plus a task ("to next frame", about when the browser has painted it).
// Playwright's round trips are outside both. The heading must say "Acceso autorizado", with the "offline decision"
// mark offline and without it online. Between scans the guard goes back to the gates (as e2e/offline.e2e.ts does
// after a granted result it does not register) and taps the gate's card; nothing is registered, so every key stays
// valid. Also reported: the first (cold) scan of each mode, the device's snapshot in IndexedDB (the sealed record's
// bytes), and the time from the browser's `offline` event to the offline banner (when the device starts deciding).
// Prints a Markdown table with the 1-minute load average; writes bench/results/offline-scan-<label>.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { type Browser, chromium, type Page } from 'playwright-core';
import {
  type BenchDatabase,
  databaseName,
  insertKeysValidNow,
  log,
  machine,
  openBenchDatabase,
  root,
  startServer,
  waitForQuiet,
  writeResult,
} from './support.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'embedded' },
    keys: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
    quiet: { type: 'string' },
    label: { type: 'string', default: 'latest' },
  },
});
const keyCount = Number(args.keys);
const runs = Number(args.runs);
const warmup = Number(args.warmup);
const ACCESS_POINT = 'Acceso Norte';
const GATE = 'Entrada Norte';
const TIME_ZONE = 'America/Tijuana';
const GUARD = 'guard@demo.test';

interface ScannerTexts {
  camera: { manual: string; check: string; prompt: string };
  result: { heading: { access: { granted: string } } };
}
const t = JSON.parse(fs.readFileSync(path.join(root, 'apps/web/src/locales/es/scanner.json'), 'utf8')) as ScannerTexts;

interface Timing {
  dom_ms: number;
  frame_ms: number;
}
interface Row {
  mode: 'online' | 'offline';
  keys: number;
  runs: number;
  first: Timing;
  dom: Stats;
  frame: Stats;
  load: string;
}
interface Stats {
  median_ms: number;
  p95_ms: number;
  max_ms: number;
}

const stats = (values: number[]): Stats => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (i: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.max(0, i))] ?? 0) * 10) / 10;
  return {
    median_ms: at(Math.floor(sorted.length / 2)),
    p95_ms: at(Math.ceil(sorted.length * 0.95) - 1),
    max_ms: at(sorted.length - 1),
  };
};
const load = () => (os.loadavg()[0] ?? 0).toFixed(2);

/** The gates screen, then the gate's card: the camera screen with its camera running. */
async function openGate(page: Page, gateId: number): Promise<void> {
  await page.evaluate(() => {
    window.history.pushState({}, '', '/qr-scanner');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.locator('[data-screen="qr-scanner"]').first().waitFor({ state: 'visible', timeout: 15_000 });
  await page.getByTestId(`gate-card-${gateId}`).click();
  await page.getByText(t.camera.prompt).waitFor({ timeout: 15_000 });
}

/** One scan: the code typed (not timed), then, timed inside the page, the click on "check" to the result. */
async function scan(page: Page, code: string, offline: boolean): Promise<Timing> {
  await page.getByLabel(t.camera.manual).fill(code);
  const seen = await page.evaluate(
    ({ check }) =>
      new Promise<{ dom_ms: number; frame_ms: number; heading: string; offline: boolean }>((resolve, reject) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === check);
        if (!button || button.disabled) {
          reject(new Error('the check button is missing or disabled'));
          return;
        }
        let started = 0;
        let done = false;
        const visibleHeading = () => {
          const heading = document.querySelector<HTMLElement>('[data-testid="scan-heading"]');
          return heading?.textContent && heading.checkVisibility() ? heading : null;
        };
        const finish = (heading: HTMLElement) => {
          if (done) return;
          done = true;
          const dom = performance.now() - started;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() =>
            setTimeout(() =>
              resolve({
                dom_ms: dom,
                frame_ms: performance.now() - started,
                heading: heading.textContent ?? '',
                offline: document.querySelector('[data-testid="offline-mark"]') !== null,
              }),
            ),
          );
        };
        const observer = new MutationObserver(() => {
          const heading = visibleHeading();
          if (heading) finish(heading);
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error('no scan-heading within 30 s'));
        }, 30_000);
        started = performance.now();
        button.click();
      }),
    { check: t.camera.check },
  );
  if (seen.heading !== t.result.heading.access.granted) throw new Error(`the result said "${seen.heading}"`);
  if (seen.offline !== offline) throw new Error(`the offline mark was ${seen.offline ? '' : 'not '}shown`);
  return { dom_ms: seen.dom_ms, frame_ms: seen.frame_ms };
}

async function measureMode(page: Page, gateId: number, codes: string[], offline: boolean): Promise<Row> {
  const times: Timing[] = [];
  for (const code of codes) {
    await openGate(page, gateId);
    times.push(await scan(page, code, offline));
  }
  const first = times[0] ?? { dom_ms: 0, frame_ms: 0 };
  const measured = times.slice(warmup);
  const row: Row = {
    mode: offline ? 'offline' : 'online',
    keys: keyCount,
    runs: measured.length,
    first: { dom_ms: Math.round(first.dom_ms), frame_ms: Math.round(first.frame_ms) },
    dom: stats(measured.map((m) => m.dom_ms)),
    frame: stats(measured.map((m) => m.frame_ms)),
    load: load(),
  };
  log(JSON.stringify(row));
  return row;
}

/** The sealed records the device's store holds (IndexedDB `garita-offline`), in bytes, by name. */
function storedRecords(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const opening = indexedDB.open('garita-offline');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          const store = database.transaction('records').objectStore('records');
          const sizes: Record<string, number> = {};
          const cursor = store.openCursor();
          cursor.onerror = () => reject(cursor.error);
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) {
              database.close();
              resolve(sizes);
              return;
            }
            const value = at.value as { iv: Uint8Array; data: ArrayBuffer };
            sizes[String(at.key)] = value.iv.byteLength + value.data.byteLength;
            at.continue();
          };
        };
      }),
  );
}

async function main() {
  const needed = 2 * (warmup + runs);
  const database = await openBenchDatabase(args.db);
  try {
    await measureOn(database, needed);
  } finally {
    database.remove();
  }
}

async function measureOn(database: BenchDatabase, needed: number) {
  const { db } = database;
  const gate = await insertKeysValidNow(db, GATE, keyCount);
  const codes = (
    await sql<{ unique_id: string }>`
      select unique_id from access_keys where reason_for_visit = 'Benchmark' order by random() limit ${needed}`.execute(
      db,
    )
  ).rows.map((row) => row.unique_id);
  if (codes.length < needed) throw new Error(`--keys ${keyCount} is fewer than the ${needed} scans`);
  // The guard works at the benchmark's access point (the app opens the one last selected).
  await db
    .updateTable('users')
    .set({ last_access_server_id: gate.access_server_id })
    .where('email', '=', GUARD)
    .execute();
  const accessPoint = await db
    .selectFrom('access_servers')
    .select('name')
    .where('id', '=', gate.access_server_id)
    .executeTakeFirstOrThrow();
  if (accessPoint.name !== ACCESS_POINT) throw new Error(`${GATE} belongs to ${accessPoint.name}`);
  await sql`vacuum analyze`.execute(db);
  await db.destroy();
  log(`${keyCount} keys valid now at ${ACCESS_POINT}`);

  const server = await startServer(database, '0');
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    });
    const context = await browser.newContext({
      baseURL: server.base,
      viewport: { width: 390, height: 844 },
      locale: 'es-MX',
      timezoneId: TIME_ZONE,
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await page.locator('[data-screen="login"]').waitFor({ timeout: 30_000 });
    await page.locator('input[type="email"]').fill(GUARD);
    await page.locator('input[autocomplete="current-password"]').fill('demo1234');
    const signedIn = performance.now();
    await page.locator('button[type="submit"]').click();
    await page.locator('[data-screen="qr-scanner"]').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.getByTestId('offline-ready').waitFor({ timeout: 120_000 });
    const snapshotOnDevice = Math.round(performance.now() - signedIn);
    log(`the device holds the snapshot ${snapshotOnDevice} ms after signing in (seen by Playwright)`);
    // The service worker has precached the app (its files come from it offline, the engine's chunk included).
    await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller), {
      timeout: 60_000,
    });
    const records = await storedRecords(page);
    const snapshotBytes = records[`gate:${gate.access_server_id}`] ?? 0;
    log(`device store: ${JSON.stringify(records)}`);

    await waitForQuiet(args.quiet === undefined ? undefined : Number(args.quiet));
    const online = await measureMode(page, gate.id, codes.slice(0, warmup + runs), false);

    // Offline: from the browser's `offline` event to the banner (the device decides from then on).
    await page.evaluate(() => {
      const marks = window as unknown as { benchOfflineAt?: number; benchBannerAt?: number };
      // Capturing: called before the app's own listeners on window (which render the banner at once).
      window.addEventListener(
        'offline',
        () => {
          marks.benchOfflineAt = performance.now();
        },
        { capture: true },
      );
      const observer = new MutationObserver(() => {
        if (document.querySelector('[data-testid="offline-banner"]')) {
          marks.benchBannerAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true });
    });
    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor({ timeout: 30_000 });
    const toBanner = await page.evaluate(() => {
      const marks = window as unknown as { benchOfflineAt?: number; benchBannerAt?: number };
      return marks.benchOfflineAt !== undefined && marks.benchBannerAt !== undefined
        ? Math.round((marks.benchBannerAt - marks.benchOfflineAt) * 10) / 10
        : null;
    });
    log(`offline event to banner: ${toBanner} ms`);
    await waitForQuiet(args.quiet === undefined ? undefined : Number(args.quiet));
    const offline = await measureMode(page, gate.id, codes.slice(warmup + runs), true);
    if (errors.length) log(`page errors: ${errors.join(' | ')}`);

    const rows = [online, offline];
    writeResult(`offline-scan-${args.label}`, {
      machine: machine(),
      database: databaseName(args.db),
      warmup,
      snapshot_on_device_ms: snapshotOnDevice,
      snapshot_record_bytes: snapshotBytes,
      offline_event_to_banner_ms: toBanner,
      rows,
    });
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `\nScan-to-result on the guard's phone (Chromium 390 × 844, es), ${machine()}, ` +
        `${databaseName(args.db)}; click on "Verificar código" → result heading in the DOM ` +
        `(→ next frame); ${warmup} warm-ups not counted\n`,
    );
    console.log(
      '| mode | keys in snapshot | runs | median | p95 | max | to next frame: median / p95 | first scan | load (1 min) |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rows)
      console.log(
        `| ${r.mode} | ${r.keys.toLocaleString('en')} | ${r.runs} | ${ms(r.dom.median_ms)} | ${ms(r.dom.p95_ms)} | ` +
          `${ms(r.dom.max_ms)} | ${ms(r.frame.median_ms)} / ${ms(r.frame.p95_ms)} | ${r.first.dom_ms} ms | ${r.load} |`,
      );
    console.log(
      `\nThe device's snapshot (sealed record in IndexedDB): ${(snapshotBytes / 1024).toFixed(0)} KB; ` +
        `on the device ${(snapshotOnDevice / 1000).toFixed(1)} s after signing in; ` +
        `offline event → offline banner: ${toBanner ?? '?'} ms.`,
    );
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();
