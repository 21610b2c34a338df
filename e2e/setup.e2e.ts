// First run end to end, on a server of this file's own with an empty database (no demo, no network): a visitor
// opening the site lands on the setup screen instead of login, in English at 1366 px and in Spanish at 390 px;
// the password rule is a checklist that follows the typing; bad input gets translated errors next to its
// fields and loses nothing, as do a lost connection (retried) and a server refusal; the sent form signs the new
// admin in; afterwards /setup shows no form, the API answers 409, and a second visitor who had the form open
// is told the site is set up and sent to log in.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, screenshotName, storedSession, texts, waitForScreen } from './support/app.ts';
import { launchBrowser, type OpenPage, openPage } from './support/browser.ts';
import { withOwnServer } from './support/own-server.ts';
import { type Lang, VIEWPORTS } from './support/settings.ts';

const server = withOwnServer({ demo: false });

const NETWORK_NAME = 'Residencial Los Pinos';
const ADMIN = { name: 'Paula Pinos', email: 'paula@pinos.example', password: 'Pinos-2026-seguro' };

/** Chromium logs every refused or unanswered request; these tests cause some on purpose. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/status of (409|422)|ERR_INTERNET_DISCONNECTED/.test(error));

const passwordInput = (page: Page) => page.locator('#setup-admin-password');
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const ruleItem = (page: Page, text: string) => page.getByTestId('password-rule').locator('li', { hasText: text });
const shot = (page: Page, width: number, lang: Lang, name: string) =>
  page.screenshot({ path: screenshotName('setup', width, lang, name) });

async function chooseTimeZone(page: Page, label: string, search: string, zone: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: new RegExp(`^${zone.replaceAll('_', ' ')} `) }).click();
  await expect.poll(() => input.inputValue()).toContain(zone.replaceAll('_', ' '));
}

let browser: Browser;
/** A second visitor who opened the form before the first one sent theirs. */
let late: OpenPage;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('first run', () => {
  it('shows setup instead of login, in English at 1366 px, in the browser’s time zone', async () => {
    late = await openPage(browser, { viewport: VIEWPORTS.desktop, lang: 'en', timezoneId: 'America/Tijuana' });
    const { page } = late;
    const t = texts('en').setup;
    await page.goto('/login');
    await waitForScreen(page, 'setup');
    expect(new URL(page.url()).pathname).toBe('/setup');
    expect(await page.locator('h1').textContent()).toBe(t.title);
    for (const label of [t.network.name, t.admin.name, t.admin.email])
      expect(await textbox(page, label).isVisible(), label).toBe(true);
    expect(await page.getByRole('radio', { name: t.network.kinds.residential }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: t.network.kinds.corporate }).isChecked()).toBe(false);
    expect(await page.getByRole('combobox', { name: t.network.timeZone }).inputValue()).toContain('America/Tijuana');
    expect(await page.getByText(t.password.rule).isVisible()).toBe(true);
    expect(await ruleItem(page, 'At least 10 characters').getAttribute('data-met')).toBe('false');
    // Organisation and administrator side by side on a wide screen.
    const left = await page.getByRole('group', { name: t.network.legend }).boundingBox();
    const right = await page.getByRole('group', { name: t.admin.legend }).boundingBox();
    expect(right?.x ?? 0).toBeGreaterThan((left?.x ?? 0) + 300);
    expect(right?.y).toBe(left?.y);
    await shot(page, 1366, 'en', 'form');
    await expectAccessible(page, 'setup, 1366 px, en');
  });

  it('guides a Spanish visitor on a phone to a valid form, losing nothing, and signs the new admin in', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile, lang: 'es' });
    const t = texts('es').setup;
    await page.goto('/');
    await waitForScreen(page, 'setup');
    expect(new URL(page.url()).pathname).toBe('/setup');
    expect(await page.locator('h1').textContent()).toBe(t.title);
    expect(await page.getByRole('combobox', { name: t.network.timeZone }).inputValue()).toBe(
      'America/Mexico City (UTC−06:00)',
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(390);
    await expectAccessible(page, 'setup, 390 px, es');

    await textbox(page, t.network.name).fill(NETWORK_NAME);
    await page.getByRole('radio', { name: t.network.kinds.corporate }).check();
    await chooseTimeZone(page, t.network.timeZone, 'Merida', 'America/Merida');
    await textbox(page, t.admin.name).fill(ADMIN.name);
    await textbox(page, t.admin.email).fill('paula@@pinos');
    // The checklist follows the typing.
    await passwordInput(page).fill('pinos');
    expect(await ruleItem(page, 'Al menos 10 caracteres').getAttribute('data-met')).toBe('false');
    expect(await ruleItem(page, 'Dos tipos de caracteres').getAttribute('data-met')).toBe('false');
    expect(await ruleItem(page, 'No ser una contraseña común').getAttribute('data-met')).toBe('true');
    await passwordInput(page).fill('pinossegurisimo');
    expect(await ruleItem(page, 'Al menos 10 caracteres').getAttribute('data-met')).toBe('true');
    expect(await ruleItem(page, 'Dos tipos de caracteres').getAttribute('data-met')).toBe('false');
    await page.getByRole('button', { name: texts('es').auth.login.showPassword }).click();
    expect(await passwordInput(page).getAttribute('type')).toBe('text');

    // Sent as it is: translated errors next to the email and the password, the rest untouched.
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByText(t.validation.email).waitFor();
    const passwordHelp = page.locator('#setup-admin-password-helper-text');
    expect(await passwordHelp.textContent()).toBe(
      'Esta contraseña aún no cumple: dos tipos de caracteres: minúsculas, mayúsculas, números o símbolos',
    );
    expect(await page.getByRole('alert').textContent()).toBe(t.failure.checkFields);
    expect(await textbox(page, t.admin.email).evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await textbox(page, t.network.name).inputValue()).toBe(NETWORK_NAME);
    expect(await page.getByRole('radio', { name: t.network.kinds.corporate }).isChecked()).toBe(true);
    await shot(page, 390, 'es', 'errors');
    await expectAccessible(page, 'setup with errors, 390 px, es');

    // Fixed: the errors go as the fields are corrected.
    await textbox(page, t.admin.email).fill(ADMIN.email);
    await passwordInput(page).fill(ADMIN.password);
    await page.getByText(t.validation.email).waitFor({ state: 'detached' });
    await passwordHelp.waitFor({ state: 'detached' });
    await page.getByRole('alert').waitFor({ state: 'detached' });
    for (const item of await page.getByTestId('password-rule').locator('li').all())
      expect(await item.getAttribute('data-met')).toBe('true');

    // The connection drops: the failure says so and offers to try again; nothing is lost.
    const offline = (route: Route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback();
    await page.route('**/api/v1/setup', offline);
    await page.getByRole('button', { name: t.submit }).click();
    const failure = page.getByRole('alert');
    await failure.getByText(texts('es').errors.connection_error).waitFor();
    expect(await failure.textContent()).toContain(t.failure.kept);
    expect(await textbox(page, t.admin.email).inputValue()).toBe(ADMIN.email);
    expect(await passwordInput(page).inputValue()).toBe(ADMIN.password);
    await shot(page, 390, 'es', 'connection-error');
    await page.unroute('**/api/v1/setup', offline);

    // The server refuses a field this browser accepted (here a zone its clock does not know): its 422 is shown,
    // translated, on that field. The request is altered on its way, as an older server's would be judged.
    const unknownZone = (route: Route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const body = route.request().postDataJSON();
      return route.continue({
        postData: JSON.stringify({ ...body, network: { ...body.network, time_zone: 'America/Gotham' } }),
      });
    };
    await page.route('**/api/v1/setup', unknownZone);
    await failure.getByRole('button', { name: t.failure.retry }).click();
    await page.getByText(t.validation.timeZoneUnknown).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(t.failure.checkFields);
    expect(await textbox(page, t.admin.name).inputValue()).toBe(ADMIN.name);
    await page.unroute('**/api/v1/setup', unknownZone);
    await chooseTimeZone(page, t.network.timeZone, 'Cancun', 'America/Cancun');
    await page.getByText(t.validation.timeZoneUnknown).waitFor({ state: 'detached' });

    // Sent: the new admin is signed in and lands on the admin's first screen.
    await page.getByRole('button', { name: t.submit }).click();
    await page.waitForURL((url) => url.pathname === '/invitations');
    await waitForScreen(page, 'invitations');
    const session = await storedSession(page);
    expect(session?.user).toMatchObject({
      name: ADMIN.name,
      email: ADMIN.email,
      role: 'network_admin',
      network: { company_name: NETWORK_NAME },
    });
    await shot(page, 390, 'es', 'signed-in');
    await page.getByTestId('profile-button').click();
    await page.getByText(ADMIN.name, { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // The site is set up: /setup no longer shows the form, for the admin nor for anyone else.
    await page.goto('/setup');
    await page.waitForURL((url) => url.pathname === '/invitations');
    expect(await page.locator('[data-screen="setup"]').count()).toBe(0);
    const network = await fetch(`${server().baseURL}/api/v1/network`, {
      headers: { Authorization: `Token=${session?.token}` },
    }).then((response) => response.json());
    expect(network).toMatchObject({ name: NETWORK_NAME, kind: 'corporate', time_zone: 'America/Cancun' });
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('then answers 409 to setup, and tells the visitor who still had the form open to log in', async () => {
    const again = await fetch(`${server().baseURL}/api/v1/setup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        network: { name: 'Otra red', kind: 'residential', time_zone: 'America/Mexico_City' },
        admin: { name: 'Otro', email: 'otro@pinos.example', password: 'Otra-clave-2026' },
      }),
    });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('already_set_up');

    const { context, page, errors } = late;
    const t = texts('en').setup;
    await textbox(page, t.network.name).fill('Late Network');
    await textbox(page, t.admin.name).fill('Late Admin');
    await textbox(page, t.admin.email).fill('late@pinos.example');
    await passwordInput(page).fill('Late-admin-2026');
    await page.getByRole('button', { name: t.submit }).click();
    await waitForScreen(page, 'setup-done');
    expect(await page.locator('h1').textContent()).toBe(t.alreadySetUp.title);
    expect(await page.getByText(t.alreadySetUp.body).isVisible()).toBe(true);
    await shot(page, 1366, 'en', 'already-set-up');
    await expectAccessible(page, 'setup already done, 1366 px, en');
    await page.getByRole('link', { name: t.alreadySetUp.login }).click();
    await waitForScreen(page, 'login');
    expect(new URL(page.url()).pathname).toBe('/login');

    // A fresh visit to /setup shows login.
    await page.goto('/setup');
    await waitForScreen(page, 'login');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
