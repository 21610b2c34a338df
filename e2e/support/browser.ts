// Chromium through playwright-core, one browser per test file, one context per scenario; every page
// records its console errors and uncaught exceptions so a test can require that there were none, and what it did
// last (its calls, warnings and text) for the error of a test that fails (support/failure-trail.ts).
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
  type Request,
} from 'playwright-core';
import { serverURL } from './server.ts';
import { type Lang, LOCALES } from './settings.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Set when the run's clocks are moved to a chosen instant (scripts/at-instant.sh, docs/time.md). Chromium does not
 * start under libfaketime (its zygote dies), so it is launched without it, and every page's Date is moved by the
 * difference between this process's (moved) clock and the browser's real one, measured once per browser.
 * Playwright's own clock is no help: it stamps its commands with this process's clock and replays them in the
 * page against the browser's.
 */
const MOVED_CLOCK = process.env.FAKETIME !== undefined;
const clockOffsets = new WeakMap<Browser, number>();

function browserEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME')) env[name] = value;
  return env;
}

/** Runs in each page before its scripts: `Date` (and classes extending it) reads the clock moved by `offsetMs`. */
function moveDate(offsetMs: number): void {
  const NativeDate = Date;
  const now = () => NativeDate.now() + offsetMs;
  function MovedDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new NativeDate(now()).toString();
    return Reflect.construct(NativeDate, args.length ? args : [now()], new.target);
  }
  Object.setPrototypeOf(MovedDate, NativeDate);
  MovedDate.prototype = NativeDate.prototype;
  MovedDate.now = now;
  globalThis.Date = MovedDate as unknown as DateConstructor;
}

/** Runs in each page: keeps the text of every notice (the 3-second snackbar) the tab showed, in the tab's
 *  sessionStorage so that a notice shown just before a reload or a redirect is still known after it. */
function recordNotices(): void {
  // Garita's notices are on its top page; a framed page of another site may even be refused its storage.
  if (window !== window.top) return;
  const KEY = 'e2e.notices';
  const seen: string[] = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
  (globalThis as unknown as { __garitaNotices: string[] }).__garitaNotices = seen;
  new MutationObserver(() => {
    for (const notice of document.querySelectorAll('[data-testid="notice"]')) {
      const text = notice.textContent ?? '';
      if (text && seen.at(-1) !== text) {
        seen.push(text);
        sessionStorage.setItem(KEY, JSON.stringify(seen));
      }
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Whether the page showed a notice containing `text` since it loaded, even one already gone: a notice lasts
 *  3 s, which a busy machine can spend before a locator looks. */
export async function noticeWasShown(page: Page, text: string): Promise<boolean> {
  const seen = await page.evaluate(() => (globalThis as unknown as { __garitaNotices?: string[] }).__garitaNotices);
  return (seen ?? []).some((shown) => shown.includes(text));
}

/**
 * Waits for the notice on screen to finish fading in, so that a screenshot shows it as a person reads it; a notice
 * already gone (a busy machine) is not waited for.
 */
export async function noticeSettled(page: Page): Promise<void> {
  await page
    .getByTestId('notice')
    .evaluate(
      (notice) =>
        Promise.all((notice.parentElement ?? notice).getAnimations({ subtree: true }).map((run) => run.finished)),
      undefined,
      { timeout: 1_000 },
    )
    .catch(() => {});
}

/** Forgets the notices shown so far, so that noticeWasShown speaks only of what comes next. */
export async function forgetNotices(page: Page): Promise<void> {
  await page.evaluate(() => {
    (globalThis as unknown as { __garitaNotices?: string[] }).__garitaNotices?.splice(0);
    sessionStorage.removeItem('e2e.notices');
  });
}

/** Runs in each page: reports every Content-Security-Policy violation as a console error the suites collect. */
function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})` : '';
    console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}${where}`);
  });
}

/** Runs in each page: says in the console when the browser reports the connection lost or back (the trail keeps it;
 *  the app swaps itself for the offline screen meanwhile, which a failure's page text alone would not tell). */
function reportConnectionChanges(): void {
  for (const change of ['offline', 'online'])
    window.addEventListener(change, () => console.warn(`[e2e] the browser says it is ${change}`));
}

const CSP_VIOLATION = 'CSP violation: ';
const cspViolations: string[] = [];

/** The CSP violations any page reported since the last call (support/csp-check.ts fails a test on any). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** How many lines of a test's trail are kept: its last moments are what explain a failure. */
const TRAIL_LINES = 60;
/** How much of each page's text a failure shows. */
const PAGE_TEXT_CHARS = 1_500;
let trail: string[] = [];
/** What every page says when its context blocks service workers (the default here): not worth a line. */
const SERVICE_WORKER_BLOCKED = /Service Worker registration blocked by Playwright|Service worker not registered/;

function addToTrail(line: string, max = 300): void {
  trail.push(line.length > max ? `${line.slice(0, max)}…` : line);
  if (trail.length > TRAIL_LINES) trail.splice(0, trail.length - TRAIL_LINES);
}

/** What the test's pages did and showed (support/failure-trail.ts prints it when the test fails), and forgets it. */
export function takeTrail(): string[] {
  const taken = trail;
  trail = [];
  return taken;
}

/**
 * Adds what each page of `context` shows now to the trail (a failing test closes its pages in its `finally`): its
 * open dialogs and lists first, which the page's text, cut at PAGE_TEXT_CHARS, would often reach too late.
 */
async function recordPages(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) {
    const overlays = await page
      .locator('[role="dialog"], [role="alertdialog"], [role="listbox"]')
      .evaluateAll((nodes) =>
        nodes
          // biome-ignore lint/performance/useDomNodeTextContent: what a person saw; textContent adds what is hidden
          .map((node) => `${node.getAttribute('role')}: ${(node as HTMLElement).innerText}`)
          .filter((t) => !/: \s*$/.test(t)),
      )
      .catch(() => []);
    for (const overlay of overlays)
      addToTrail(`page ${page.url()} had open: ${overlay.replace(/\s+/g, ' ')}`, PAGE_TEXT_CHARS);
    const text = await page
      .locator('body')
      // biome-ignore lint/performance/useDomNodeTextContent: what a person saw; textContent adds what is hidden
      .innerText({ timeout: 2_000 })
      .catch(() => '(no answer in 2 s)');
    addToTrail(`page ${page.url()} showed: ${text.replace(/\s+/g, ' ')}`, PAGE_TEXT_CHARS);
  }
}

/**
 * A browser context on the run's clock: every suite makes its contexts here. Service workers are blocked unless
 * the suite asks for them (`serviceWorkers: 'allow'`, e2e/offline.e2e.ts): every context would otherwise precache
 * the whole built app (some 230 files) and answer its own navigations, which the other suites neither need nor
 * should pay for.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  const offset = clockOffsets.get(browser);
  if (offset !== undefined) await context.addInitScript(moveDate, offset);
  await context.addInitScript(recordNotices);
  await context.addInitScript(reportCspViolations);
  await context.addInitScript(reportConnectionChanges);
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith(CSP_VIOLATION))
      cspViolations.push(`${message.text()} @ ${message.page()?.url() ?? ''}`);
    if ((message.type() === 'error' || message.type() === 'warning') && !SERVICE_WORKER_BLOCKED.test(message.text()))
      addToTrail(`console ${message.type()}: ${message.text()} @ ${message.page()?.url() ?? ''}`);
  });
  // Every call of the API, when it left and how it ended (the browser's own timing), every navigation of a page or
  // a frame, and any request that failed.
  const api = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  // (A new page's first navigation leaves before its frame exists: Playwright then has no frame to give.)
  const navigated = (request: Request) => {
    try {
      return request.frame().parentFrame() ? ' of a frame' : '';
    } catch {
      return ' of a new page';
    }
  };
  context.on('request', (request) => {
    if (api(request)) addToTrail(`request: ${request.method()} ${request.url()}`);
    else if (request.isNavigationRequest())
      addToTrail(`navigation${navigated(request)}: ${request.method()} ${request.url()}`);
  });
  context.on('requestfinished', async (request) => {
    if (!api(request)) return;
    const response = await request.response().catch(() => null);
    const ms = Math.round(request.timing().responseEnd);
    addToTrail(`answer ${response?.status() ?? '?'} in ${ms} ms: ${request.method()} ${request.url()}`);
  });
  context.on('requestfailed', (request) =>
    addToTrail(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? ''})`),
  );
  const close = context.close.bind(context);
  context.close = async (options) => {
    await recordPages(context);
    return close(options);
  };
  return context;
}

/** Every Chromium of the suites starts here (`extraArgs` for a fake camera, say), on the run's clock. */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    ...(MOVED_CLOCK ? { env: browserEnv() } : {}),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
  if (MOVED_CLOCK) {
    const page = await browser.newPage();
    const browserNow = await page.evaluate(() => Date.now());
    clockOffsets.set(browser, Date.now() - browserNow);
    await page.close();
  }
  return browser;
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

export interface PageOptions {
  viewport: { width: number; height: number };
  lang: Lang;
  userAgent?: string;
  /** Another server than the shared one (support/own-server.ts). */
  baseURL?: string;
  /** The browser's clock; the demo site's by default. Never the test machine's, which is unnamed. */
  timezoneId?: string;
  /** Blocked unless asked for (newContext). */
  serviceWorkers?: 'allow' | 'block';
}

/** The demo site's zone, where a person using it would be (Caseta Principal, Mexico City). */
export const DEFAULT_BROWSER_TIME_ZONE = 'America/Mexico_City';

export async function openPage(
  browser: Browser,
  { viewport, lang, userAgent, baseURL, timezoneId = DEFAULT_BROWSER_TIME_ZONE, serviceWorkers }: PageOptions,
): Promise<OpenPage> {
  const context = await newContext(browser, {
    baseURL: baseURL ?? serverURL(),
    viewport,
    locale: LOCALES[lang],
    timezoneId,
    ...(userAgent ? { userAgent } : {}),
    ...(serviceWorkers ? { serviceWorkers } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} @ ${page.url()}`);
  });
  page.on('pageerror', (error) => errors.push(`${error.message} @ ${page.url()}`));
  return { context, page, errors };
}

/**
 * Holds the answers to requests `url` matches until `release()`; `asked()` says whether one was requested. The
 * route stays until the test unroutes `url` (or the page closes).
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
): Promise<{ release: () => void; asked: () => boolean }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(url, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}
