// Steps and checks on the Garita web app shared by the browser suites.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { User } from '@garita/contract';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RouteEntry } from '../../apps/web/src/app/routes.ts';
import { SCREENS } from '../../apps/web/src/app/screens.tsx';
import { resources } from '../../apps/web/src/locales/index.ts';
import { DEMO_PASSWORD, type Lang } from './settings.ts';

export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(SCREENSHOT_DIR, { recursive: true });

export const texts = (lang: Lang) => resources[lang];

/**
 * Adds up, from the page's next start on, what moves on screen (Lighthouse's cumulative layout shift);
 * `layoutShift` reads the sum once the frames drawn so far are in.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifted = window as unknown as { layoutShift: number };
    shifted.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifted.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift watchLayoutShift has added up, two frames from now. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { layoutShift: number }).layoutShift)),
        ),
      ),
  );
}

/** The screen a route shows today: its own once built, Not Found until then. */
export function expectedScreen(entry: RouteEntry): string {
  return SCREENS[entry.screen] ? entry.screen : 'not-found';
}

export async function waitForScreen(page: Page, screen: string): Promise<void> {
  await page.locator(`[data-screen="${screen}"]`).first().waitFor({ state: 'visible', timeout: 15_000 });
}

export async function currentScreen(page: Page): Promise<string | null> {
  return page.locator('[data-screen]').last().getAttribute('data-screen');
}

/** Navigates inside the running app, as its own links do (deep links are checked by the session suite). */
export async function goTo(page: Page, urlPath: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, urlPath);
}

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await waitForScreen(page, 'login');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.locator('[data-screen="login"]').waitFor({ state: 'detached', timeout: 15_000 });
}

/** Which language's words chunk a URL is (`rest-en`, `rest-es`: lib/i18n-rest.ts), or undefined for any other. */
export function wordsChunk(url: string): string | undefined {
  return /\/assets\/(rest-(?:en|es))-[^/]*\.js$/.exec(url)?.[1];
}

export function screenshotName(role: string, width: number, lang: Lang, urlPath: string): string {
  const slug =
    urlPath
      .replace(/^\//, '')
      .replace(/[/:?=&]+/g, '-')
      .replace(/-+$/, '') || 'home';
  return path.join(SCREENSHOT_DIR, `${role}-${width}-${lang}-${slug}.png`);
}

/**
 * Holds the page's timers still on Playwright's clock until `page.clock.runFor` or `resume`: a timed message's
 * seconds are then counted by the test, not eaten by a busy machine's checks and screenshots in between. Install it
 * after any check of a named zone's clock: under the fake Date, @date-fns/tz formats in the browser's zone.
 */
export async function holdPageTimers(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

/** No serious or critical accessibility finding (axe, WCAG 2 A/AA rules and best practices). */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // Colours measured mid-transition (a field's label fading in as the page settles) are not what a user reads.
  // Endless ones (a spinner) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe.run in the page itself. The default splits the run for cross-origin frames, which Garita has none of, and
  // finishes every audit in a new blank page with axe injected again: twice the time for the same findings. Only the
  // violations are collected in full (axe's `resultTypes`): every rule still runs, and the passes it no longer
  // details were a third of its time.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const findings = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(findings, `axe findings on ${where}`).toEqual([]);
}

export async function storedSession(page: Page): Promise<{ token: string; user: User } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('garita.session') ?? 'null'));
}

export async function signedInUser(page: Page): Promise<User> {
  const session = await storedSession(page);
  if (!session) throw new Error('No stored session');
  return session.user;
}

// The day and time fields (apps/web/src/components/forms/day-field.tsx) are MUI X fields: a group named by its
// label holding one spin button per section (day, month, year; hours, minutes). A person clicks the first
// section and types the digits in the order shown, DD MM YYYY or HH mm; each full section moves on to the next.

/** The day or time field labelled `label` (matched from its start: a required field's name ends in " *"). */
export function dateField(scope: Page | Locator, label: string | RegExp): Locator {
  const name = typeof label === 'string' ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : label;
  return scope.getByRole('group', { name });
}

async function typeSections(field: Locator, digits: string): Promise<void> {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(digits, { delay: 20 });
}

/** Types a day (given as YYYY-MM-DD) into a day field, as DD/MM/YYYY from the keyboard. */
export async function enterDay(field: Locator, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  await typeSections(field, `${date}${month}${year}`);
  await expect.poll(() => dayShown(field)).toBe(`${date}/${month}/${year}`);
}

/** Types a time of day (HH:mm) into a time field from the keyboard. */
export async function enterTime(field: Locator, time: string): Promise<void> {
  await typeSections(field, time.replace(':', ''));
  await expect.poll(() => dayShown(field)).toBe(time);
}

/** The text the field shows (DD/MM/YYYY or HH:mm; '' when empty). */
export async function dayShown(field: Locator): Promise<string> {
  const text = await field.locator('input[aria-hidden="true"]').inputValue();
  return text.replace(/[\u2066-\u2069\u200e\u200f]/g, '');
}
