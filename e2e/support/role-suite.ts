// The walk every role gets (issue 4): at 390×844 and 1366×768, in English and in Spanish, log in, land
// where spec §2 says, see the role's menu, open every route of the role's table (each shows its screen —
// Not Found while the screen is not built — never login or a blank page) on real records the role may
// open (support/samples.ts), with no console error, no serious or critical axe finding, and a screenshot.
import type { Role, User } from '@garita/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOTTOM_MENU, SIDE_MENU, visibleItems, visibleSections } from '../../apps/web/src/app/menus.ts';
import { BARE_ROUTES, findRoute, type LayoutMode, landingPath, routeTable } from '../../apps/web/src/app/routes.ts';
import {
  expectAccessible,
  expectedScreen,
  goTo,
  logIn,
  screenshotName,
  signedInUser,
  texts,
  waitForScreen,
} from './app.ts';
import { launchBrowser, openPage } from './browser.ts';
import { type SamplePath, samplePathsFor } from './samples.ts';
import { DEMO_ACCOUNTS, type Lang, VIEWPORTS } from './settings.ts';

type Walk = readonly [LayoutMode, Lang];
const BOTH: readonly Walk[] = [
  ['mobile', 'es'],
  ['desktop', 'en'],
];
/**
 * Which pairs each role's walk takes. Admins and hosts use both layouts daily; a secondary host and a guard walk
 * the phone only, since their desktop screens are the host's and the console, which their own suites drive
 * (invitations-desktop, logbook-desktop, guard-console) in both languages.
 */
const WALKS: Record<Role, readonly Walk[]> = {
  network_admin: BOTH,
  host: BOTH,
  secondary_user: [['mobile', 'en']],
  security_guard: [['mobile', 'es']],
};

function expectedMenu(user: User, layout: LayoutMode, lang: Lang): string[] {
  const nav = texts(lang).nav;
  if (layout === 'mobile') return visibleItems(BOTTOM_MENU, user).map((item) => nav[item.label]);
  if (user.role === 'security_guard') return [];
  return visibleSections(SIDE_MENU, user).flatMap((section) => section.items.map((item) => nav[item.label]));
}

export function describeRole(role: Role): void {
  describe(`${role} walk`, () => {
    let browser: Browser;
    let samplePath: SamplePath;
    beforeAll(async () => {
      browser = await launchBrowser();
      samplePath = await samplePathsFor(role);
    });
    afterAll(async () => {
      await browser?.close();
    });

    // Both languages and both widths, in the two pairs that catch most: Spanish, whose words run longer, on the
    // narrow phone, and English on the desktop. Each feature's own suite covers its screens in the other pairs;
    // walking every route four times took a fifth of the browser run (docs/web.md).
    for (const [layout, lang] of WALKS[role]) {
      const viewport = VIEWPORTS[layout];
      it(`${layout} ${viewport.width}px, ${lang}`, async () => {
        const { context, page, errors } = await openPage(browser, { viewport, lang });
        try {
          const t = texts(lang);
          await page.goto('/');
          await waitForScreen(page, 'login');
          await expect.poll(() => page.locator('h1').textContent()).toBe(t.auth.login.title);
          await page.screenshot({ path: screenshotName(role, viewport.width, lang, 'login') });
          await expectAccessible(page, `login ${layout} ${lang}`);
          await logIn(page, DEMO_ACCOUNTS[role]);

          const landing = landingPath(role, layout);
          await page.waitForURL((url) => url.pathname === landing);
          const table = routeTable(role, layout);
          const landingEntry = findRoute(table, landing);
          expect(landingEntry, `landing ${landing} in the table`).toBeDefined();
          if (landingEntry) await waitForScreen(page, expectedScreen(landingEntry));
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);

          const user = await signedInUser(page);
          expect(user.role).toBe(role);
          const menu = page.getByRole('navigation', { name: t.nav.mainMenu }).getByRole('link');
          await expect.poll(() => menu.allInnerTexts()).toEqual(expectedMenu(user, layout, lang));

          const audited = new Set<string>();
          for (const entry of [...table, ...BARE_ROUTES]) {
            const urlPath = samplePath(entry.path);
            await goTo(page, urlPath);
            const screen = expectedScreen(entry);
            await waitForScreen(page, screen);
            expect(decodeURIComponent(new URL(page.url()).pathname), `${entry.path} stays`).toBe(urlPath);
            expect(await page.locator('[data-screen="login"]').count(), `${entry.path} is not login`).toBe(0);
            // Not blank once its data has come (a screen may show a short loading state first).
            const content = page.locator(`[data-screen="${screen}"]`).first();
            await expect
              .poll(async () => (await content.textContent())?.trim().length ?? 0, {
                message: `${entry.path} is not blank`,
                timeout: 10_000,
              })
              .toBeGreaterThan(10);
            await page.screenshot({ path: screenshotName(role, viewport.width, lang, urlPath) });
            if (!audited.has(screen)) {
              audited.add(screen);
              await expectAccessible(page, `${role} ${layout} ${lang} ${urlPath}`);
            }
          }
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
}
