// The signed-in frame (spec §1/§2): profile overlay and edit user, guard layout switch and previous
// version, the admin notice, forced desktop accounts, the native-app suggestion, offline, Not Found, CTPAT; a phone's
// first list that does not move when its rows arrive.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fmt, newHost } from './support/admin-settings.ts';
import {
  expectAccessible,
  layoutShift,
  logIn,
  screenshotName,
  signedInUser,
  storedSession,
  texts,
  waitForScreen,
  watchLayoutShift,
} from './support/app.ts';
import { holdRequests, launchBrowser, openPage } from './support/browser.ts';
import {
  ANDROID_APP_URL,
  DEMO_ACCOUNTS,
  FORCED_DESKTOP_EMAIL,
  PREVIOUS_VERSION_URL,
  VIEWPORTS,
} from './support/settings.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('signed-in frame', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the host profile overlay and saves an edited profile', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile, lang: 'es' });
    const t = texts('es');
    // A host of its own: the suites beside this one read the demo host's name while this test renames its host.
    const host = await newHost('Anfitrión del Perfil', 'profile.es', 'profile-pass-1');
    await page.goto('/');
    await logIn(page, host.email, 'profile-pass-1');
    const original = await signedInUser(page);
    await page.getByTestId('profile-button').click();
    const overlay = page.getByRole('dialog', { name: t.profile.title });
    await overlay.waitFor();
    expect(await overlay.getByTestId('profile-name').textContent()).toBe(original.name);
    expect(await overlay.getByTestId('profile-email').textContent()).toBe(original.email);
    expect(await overlay.getByTestId('profile-role').textContent()).toBe(t.common.roles.host);
    // The network's own notice (issue 13); PRIVACY_NOTICE_URL is linked from that page's foot.
    expect(await overlay.getByRole('link', { name: new RegExp(t.common.privacyNotice) }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(await overlay.getByText(t.common.previousVersion).count(), 'no previous version for hosts').toBe(0);
    expect(await overlay.getByTestId('layout-switch').count(), 'hosts follow the width').toBe(0);
    await page.screenshot({ path: screenshotName('host', 390, 'es', 'profile-overlay') });
    await expectAccessible(page, 'profile overlay');

    const rename = async (name: string) => {
      await overlay.getByTestId('edit-profile').click();
      const dialog = page.getByRole('dialog', { name: t.profile.editDialog.title });
      await dialog.waitFor();
      await dialog.getByLabel(t.profile.editDialog.name).fill(name);
      await dialog.getByRole('button', { name: t.common.save }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await overlay.getByTestId('edit-profile').click();
    const dialog = page.getByRole('dialog', { name: t.profile.editDialog.title });
    await dialog.getByLabel(t.profile.editDialog.phone).fill('12ab');
    await dialog.getByRole('button', { name: t.common.save }).click();
    await expect.poll(() => dialog.getByText(t.profile.editDialog.phoneInvalid).count()).toBe(1);
    await page.screenshot({ path: screenshotName('host', 390, 'es', 'edit-profile-invalid') });
    await expectAccessible(page, 'edit profile dialog');
    await dialog.getByRole('button', { name: t.common.cancel }).click();
    await dialog.waitFor({ state: 'detached' });

    await rename('Anfitriona de Prueba');
    await expect.poll(() => page.getByTestId('notice').textContent()).toContain(t.profile.editDialog.saved);
    expect(await overlay.getByTestId('profile-name').textContent()).toBe('Anfitriona de Prueba');
    await page.reload();
    await page.getByTestId('profile-button').click();
    expect(await page.getByTestId('profile-name').textContent()).toBe('Anfitriona de Prueba');
    await rename(original.name);
    expect(await page.getByTestId('profile-name').textContent()).toBe(original.name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a guard switch layouts (remembered), offers the previous version, and no profile editing', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile, lang: 'en' });
    const t = texts('en');
    await page.goto('/');
    await logIn(page, DEMO_ACCOUNTS.security_guard);
    await page.waitForURL((url) => url.pathname === '/qr-scanner');
    const bottomMenu = page.getByRole('navigation', { name: t.nav.mainMenu });
    await bottomMenu.waitFor();
    const buttonHeights = await page
      .locator('main button, header button')
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().height));
    expect(Math.min(...buttonHeights), 'guard touch targets are at least 48 px').toBeGreaterThanOrEqual(48);

    await page.getByTestId('profile-button').click();
    const overlay = page.getByRole('dialog', { name: t.profile.title });
    expect(await overlay.getByTestId('edit-profile').count()).toBe(0);
    expect(await overlay.getByRole('link', { name: t.common.previousVersion }).getAttribute('href')).toBe(
      PREVIOUS_VERSION_URL,
    );
    await overlay.getByRole('switch', { name: t.profile.desktopLayout }).click();
    await bottomMenu.waitFor({ state: 'detached' });
    expect(await page.getByTestId('previous-version').getAttribute('href')).toBe(PREVIOUS_VERSION_URL);
    await page.reload();
    await page.getByTestId('previous-version').waitFor();
    expect(await bottomMenu.count(), 'the desktop choice is remembered').toBe(0);
    await page.screenshot({ path: screenshotName('security_guard', 390, 'en', 'desktop-layout-chosen') });

    await page.getByTestId('profile-button').click();
    await page.getByRole('switch', { name: t.profile.desktopLayout }).click();
    await bottomMenu.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('points an admin on the mobile app to the admin application', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile, lang: 'es' });
    const t = texts('es');
    await page.goto('/');
    await logIn(page, DEMO_ACCOUNTS.network_admin);
    const notice = page.getByTestId('admin-app-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(t.common.adminNotice.text);

    await page.getByRole('button', { name: t.nav.openMenu }).click();
    const sections = page.getByRole('navigation', { name: t.nav.sections });
    // The drawer's code comes on the first opening (docs/web.md, "The first screens without MUI").
    await sections.getByRole('link').first().waitFor();
    expect(await sections.getByRole('link').allInnerTexts()).toEqual([
      t.nav.intelligence,
      t.nav.accessPoints,
      t.nav.departments,
      t.nav.hosts,
      t.nav.guards,
      t.nav.admins,
      t.nav.networkSettings,
      t.nav.privacy,
      t.nav.auditLog,
      t.nav.webhooks,
      t.nav.devices,
      t.nav.watchlist,
    ]);
    await page.screenshot({ path: screenshotName('network_admin', 390, 'es', 'sections-menu') });
    await expectAccessible(page, 'admin sections menu');
    await sections.getByRole('link', { name: t.nav.departments }).click();
    await page.waitForURL((url) => url.pathname === '/departments');

    await notice.getByRole('button', { name: t.common.adminNotice.link }).click();
    await page.getByRole('navigation', { name: t.nav.mainMenu }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: t.nav.openMenu }).click();
    await page.getByRole('navigation', { name: t.nav.mainMenu }).getByRole('link', { name: t.nav.units }).waitFor();
    await page.screenshot({ path: screenshotName('network_admin', 390, 'es', 'admin-application') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('forces a listed account into the desktop layout on a phone', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile, lang: 'en' });
    const t = texts('en');
    await page.goto('/');
    await logIn(page, FORCED_DESKTOP_EMAIL);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: t.nav.openMenu }).waitFor();
    expect(await page.getByTestId('admin-app-notice').count()).toBe(0);
    await page.getByTestId('profile-button').click();
    expect(await page.getByTestId('layout-switch').count(), 'no way out of a forced layout').toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('suggests the native app once per session to hosts on Android, never without a store link', async () => {
    const android = await openPage(browser, { viewport: VIEWPORTS.mobile, lang: 'en', userAgent: ANDROID });
    const t = texts('en').common.nativeApp;
    await android.page.goto('/');
    await logIn(android.page, DEMO_ACCOUNTS.host);
    const modal = android.page.getByRole('dialog', { name: t.title });
    await modal.waitFor();
    expect(await modal.getByRole('link', { name: t.download }).getAttribute('href')).toBe(ANDROID_APP_URL);
    await android.page.screenshot({ path: screenshotName('host', 390, 'en', 'native-app-android') });
    await expectAccessible(android.page, 'native app modal');
    await modal.getByRole('button', { name: t.later }).click();
    await android.page.reload();
    await android.page.getByTestId('profile-button').waitFor();
    await android.page.waitForTimeout(500);
    expect(await modal.count(), 'once per session').toBe(0);
    expect(android.errors).toEqual([]);
    await android.context.close();

    for (const [email, userAgent] of [
      [DEMO_ACCOUNTS.host, IPHONE],
      [DEMO_ACCOUNTS.security_guard, ANDROID],
    ] as const) {
      const other = await openPage(browser, { viewport: VIEWPORTS.mobile, lang: 'en', userAgent });
      await other.page.goto('/');
      await logIn(other.page, email);
      await other.page.getByTestId('profile-button').waitFor();
      await other.page.waitForTimeout(500);
      expect(await other.page.getByRole('dialog', { name: t.title }).count(), `${email} ${userAgent}`).toBe(0);
      await other.context.close();
    }
  });

  for (const lang of ['en', 'es'] as const)
    it(`draws a phone's first list without moving it: the pager waits for the first page (${lang})`, async () => {
      const { context, page, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile, lang });
      const t = texts(lang).common;
      await page.goto('/');
      await logIn(page, DEMO_ACCOUNTS.host);
      await waitForScreen(page, 'invitations');
      // What moves on screen from the start on (Lighthouse's cumulative layout shift), on a fresh start.
      await watchLayoutShift(page);
      const firstPage = await holdRequests(page, (url) => url.pathname === '/api/v1/access_keys');
      await page.reload();
      await expect.poll(firstPage.asked).toBe(true);
      await page.getByRole('progressbar').waitFor();
      // No "page 1 of 1" of a list still loading, under the spinner where the rows will push it down.
      expect(await page.getByTestId('list-pager').count()).toBe(0);
      firstPage.release();
      await page.getByTestId('invitation-card').first().waitFor();
      const [pageOne = ''] = fmt(t.pager.pageOf, { page: 1, pages: '|' }).split('|');
      expect(await page.getByTestId('page-of').textContent()).toMatch(new RegExp(`^${pageOne}\\d+$`));
      expect(await layoutShift(page)).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

  it('shows the offline screen while there is no connection', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile, lang: 'es' });
    await page.goto('/');
    await logIn(page, DEMO_ACCOUNTS.secondary_user);
    await page.getByTestId('profile-button').waitFor();
    await context.setOffline(true);
    await waitForScreen(page, 'offline');
    expect(await page.locator('h1').textContent()).toBe(texts('es').common.offline.title);
    await page.screenshot({ path: screenshotName('secondary_user', 390, 'es', 'offline') });
    await expectAccessible(page, 'offline screen');
    await context.setOffline(false);
    await page.getByTestId('profile-button').waitFor();
    expect(await storedSession(page)).not.toBeNull();
    // A request still on its way when the connection went (the landing's lists, a font) is reported by the browser
    // itself as cut: that is the connection's loss, which this screen is for, not the app's error.
    expect(errors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();
  });

  it('answers an unknown path with Not Found and a way home, and lists CTPAT parameters', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: VIEWPORTS.desktop, lang: 'en' });
    const t = texts('en').common;
    await page.goto('/');
    await logIn(page, DEMO_ACCOUNTS.secondary_user);
    await page.goto('/no-such-page');
    await waitForScreen(page, 'not-found');
    expect(await page.locator('h1').textContent()).toBe(t.notFound.title);
    await page.getByRole('link', { name: t.notFound.home }).click();
    await page.waitForURL((url) => url.pathname === '/invitations');

    await page.goto('/ctpat?folio=A-17&estado=validado&folio=B-2');
    await waitForScreen(page, 'ctpat');
    const rows = await page
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent)));
    expect(rows).toEqual([
      ['folio', 'A-17'],
      ['estado', 'validado'],
      ['folio', 'B-2'],
    ]);
    await page.screenshot({ path: screenshotName('secondary_user', 1366, 'en', 'ctpat-with-values') });
    await expectAccessible(page, 'ctpat with values');
    expect(errors).toEqual([]);
    await context.close();
  });
});
