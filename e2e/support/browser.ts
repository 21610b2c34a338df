// Chromium through playwright-core, one browser per test file, one context per scenario; every page
// records its console errors and uncaught exceptions so a test can require that there were none.
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { serverURL } from './server.ts';
import { type Lang, LOCALES } from './settings.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
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
}

/** The demo site's zone, where a person using it would be (Caseta Principal, Mexico City). */
export const DEFAULT_BROWSER_TIME_ZONE = 'America/Mexico_City';

export async function openPage(
  browser: Browser,
  { viewport, lang, userAgent, baseURL, timezoneId = DEFAULT_BROWSER_TIME_ZONE }: PageOptions,
): Promise<OpenPage> {
  const context = await browser.newContext({
    baseURL: baseURL ?? serverURL(),
    viewport,
    locale: LOCALES[lang],
    timezoneId,
    ...(userAgent ? { userAgent } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} @ ${page.url()}`);
  });
  page.on('pageerror', (error) => errors.push(`${error.message} @ ${page.url()}`));
  return { context, page, errors };
}
