// Accounts (issue 13, docs/accounts.md) in the browser: a user changes their own email and password from the
// profile only with their current password (390 px in Spanish, 1366 px in English); the public settings name no
// account, yet the account the deployment forces into the desktop layout still gets it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNotice, loginStatus, newHost, runTag } from './support/admin-settings.ts';
import { expectAccessible, logIn, screenshotName, storedSession, texts } from './support/app.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { serverURL } from './support/server.ts';
import { FORCED_DESKTOP_EMAIL, VIEWPORTS } from './support/settings.ts';

const PASSWORD = 'first-pass-1';
const NEW_PASSWORD = 'second-pass-2';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['es', 'mobile'],
  ['en', 'desktop'],
] as const)('email and password from the profile (%s, %s)', (lang, layout) => {
  const t = texts(lang);
  const width = VIEWPORTS[layout].width;

  it('asks for the current password, refuses a wrong one on its field, then saves and keeps the session', async () => {
    const host = await newHost(`E2E Cuenta ${lang}`, `account.${lang}`, PASSWORD);
    const newEmail = `changed.${lang}.${runTag()}@e2e.test`;
    const { context, page, errors } = await openPage(browser, { viewport: VIEWPORTS[layout], lang });
    try {
      await page.goto('/');
      await logIn(page, host.email, PASSWORD);
      await page.getByTestId('profile-button').click();
      await page.getByTestId('edit-sign-in').click();
      const dialog = page.getByRole('dialog', { name: t.account.title });
      await dialog.waitFor();
      const email = dialog.getByLabel(t.account.email, { exact: false });
      const newPassword = dialog.getByLabel(t.account.newPassword, { exact: false });
      const current = dialog.getByLabel(t.account.currentPassword, { exact: false });
      expect(await email.getAttribute('autocomplete')).toBe('username');
      expect(await newPassword.getAttribute('autocomplete')).toBe('new-password');
      expect(await current.getAttribute('autocomplete')).toBe('current-password');
      expect(await email.inputValue()).toBe(host.email);

      // Without the current password the form does not even ask the server.
      await newPassword.fill(NEW_PASSWORD);
      await dialog.getByRole('button', { name: t.common.save }).click();
      await dialog.getByText(t.account.validation.currentPassword).waitFor();

      // A wrong one: the server refuses, the field says so, nothing changed.
      await email.fill(newEmail);
      await current.fill('not-my-password');
      await dialog.getByRole('button', { name: t.common.save }).click();
      await dialog.getByText(t.account.errors.wrongPassword).waitFor();
      expect(await current.getAttribute('aria-invalid')).toBe('true');
      await page.screenshot({ path: screenshotName('host', width, lang, 'profile-sign-in-wrong-password') });
      await expectAccessible(page, 'email and password dialog');
      expect(await loginStatus(host.email, PASSWORD)).toBe(200);
      expect(await loginStatus(newEmail, NEW_PASSWORD)).toBe(401);

      // The right one: saved, the profile shows the new email, this session goes on.
      await current.fill(PASSWORD);
      await dialog.getByRole('button', { name: t.common.save }).click();
      await expectNotice(page, t.account.saved);
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.getByTestId('profile-email').textContent()).toBe(newEmail);
      expect((await storedSession(page))?.user.email).toBe(newEmail);
      expect(await loginStatus(newEmail, NEW_PASSWORD)).toBe(200);
      expect(await loginStatus(host.email, PASSWORD)).toBe(401);
      await page.reload();
      await page.getByTestId('profile-button').waitFor();
      expect(errors.filter((error) => !error.includes('status of 422'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('desktop mode accounts', () => {
  it('are not in the public settings, and the listed account still gets the desktop layout on a phone', async () => {
    const response = await fetch(`${serverURL()}/api/v1/config`);
    const config = await response.text();
    expect(config).not.toContain('desktop_mode_emails');
    expect(config).not.toContain(FORCED_DESKTOP_EMAIL);

    const { context, page, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile, lang: 'es' });
    await page.goto('/');
    await logIn(page, FORCED_DESKTOP_EMAIL);
    await page.getByRole('button', { name: texts('es').nav.openMenu }).waitFor();
    expect((await storedSession(page))?.user.desktop_mode).toBe(true);
    await page.getByTestId('profile-button').click();
    expect(await page.getByTestId('layout-switch').count(), 'no way out of a forced layout').toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
