// Helpers of the events and favourites suites: a signed-in page whose browser clock is in a zone no access
// point uses (so a time shown on the access point's clock cannot come from the browser by accident), API
// look-ups of events, gates and guest keys, the guard's verdict on a key, and wall-clock values for the
// date and time inputs.
import type { AccessServer, EventAccessKeyList, EventList, ScanResult } from '@garita/contract';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { call } from './api.ts';
import { logIn, screenshotName } from './app.ts';
import { newContext, type OpenPage } from './browser.ts';
import { wallClock } from './guard-flow.ts';
import { serverURL } from './server.ts';
import { type Lang, LOCALES, VIEWPORTS } from './settings.ts';

/** Tokyo: nine hours from UTC and from every demo access point. */
export const BROWSER_TIME_ZONE = 'Asia/Tokyo';

export async function openSignedIn(
  browser: Browser,
  email: string,
  lang: Lang,
  layout: 'mobile' | 'desktop',
): Promise<OpenPage> {
  const context = await newContext(browser, {
    baseURL: serverURL(),
    viewport: VIEWPORTS[layout],
    locale: LOCALES[lang],
    timezoneId: BROWSER_TIME_ZONE,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} @ ${page.url()}`);
  });
  page.on('pageerror', (error) => errors.push(`${error.message} @ ${page.url()}`));
  await page.goto('/');
  await logIn(page, email);
  return { context, page, errors };
}

/**
 * Screenshots of a suite. `whole` shows a long form at once: the window grows to the page's height for the
 * shot (a full-page capture would leave the fixed top bar and bottom menu in the middle of the picture).
 */
export const shotOf =
  (suite: string) =>
  async (page: Page, layout: 'mobile' | 'desktop', lang: Lang, name: string, whole = false) => {
    const path = screenshotName(suite, VIEWPORTS[layout].width, lang, name);
    if (!whole) return void (await page.screenshot({ path }));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: VIEWPORTS[layout].width, height: Math.max(height, VIEWPORTS[layout].height) });
    await page.screenshot({ path });
    await page.setViewportSize(VIEWPORTS[layout]);
  };

/** Types in the list's search box and waits for the list call that carries it (after the pause). */
export async function searchFor(page: Page, param: 'name' | 'query', text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).searchParams.get(param) === text.trim() && response.ok(),
  );
  await page.getByRole('searchbox').first().fill(text);
  await answered;
}

/** Waits until no MUI menu or popover is left on the page (their fade-outs would show on screenshots). */
export async function menusClosed(page: Page): Promise<void> {
  await page.locator('.MuiPopover-root').first().waitFor({ state: 'detached' });
}

/** The date and time inputs' values for `date` on the clock of `timeZone`. */
export function inputsAt(date: Date, timeZone: string): { date: string; time: string } {
  const [day, month, rest] = wallClock(date, timeZone).split('/');
  const [year, clock] = (rest ?? '').split(' ');
  return { date: `${year}-${month}-${day}`, time: (clock ?? '').slice(0, 5) };
}

/** What the app shows for an instant on a zone's clock, as Intl tells it: day of the month and hh:mmAM. */
export function intlClock(instant: Date, timeZone: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { day: String(parts.day), time: `${parts.hour}:${parts.minute}${String(parts.dayPeriod).toUpperCase()}` };
}

export async function accessPoints(token: string): Promise<AccessServer[]> {
  return (await call<{ access_servers: AccessServer[] }>('GET', '/access_servers', token)).access_servers;
}

export async function gateId(token: string, accessPoint: string, gate: string): Promise<number> {
  const point = (await accessPoints(token)).find((server) => server.name === accessPoint);
  const found = point?.gates.find((candidate) => candidate.name === gate);
  if (!found) throw new Error(`no gate ${gate} at ${accessPoint}`);
  return found.id;
}

export async function eventNamed(token: string, name: string) {
  const { events } = await call<EventList>('GET', `/events?name=${encodeURIComponent(name)}&results=30`, token);
  const event = events.find((candidate) => candidate.name === name);
  if (!event) throw new Error(`no event ${name}`);
  return event;
}

export async function guestKeys(token: string, eventId: number) {
  const { access_keys } = await call<EventAccessKeyList>('GET', `/events/${eventId}/access_keys?results=30`, token);
  return access_keys;
}

/** The guard's verdict on a key at a gate: granted, or the denial's reason. */
export async function verdict(guardToken: string, gate: number, key: string): Promise<string> {
  const scan = await call<ScanResult>(
    'GET',
    `/access_keys/validate?gate=${gate}&key=${encodeURIComponent(key)}`,
    guardToken,
  );
  return scan.access_granted ? 'granted' : String(scan.key_data.access_key_status.description);
}

/** Waits for the MUI dialog named `name` to be fully shown (screenshots show it whole). */
export async function dialogShown(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  return dialog;
}
