// The desktop users page as a host sees it (1366 px, English and Spanish): only their unit's secondary
// hosts, a new secondary host created without unit or access points (the server gives the host's), and
// deleted after a confirmation.
import type { User } from '@garita/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  expectNotice,
  fill,
  fmt,
  runTag,
  search,
  shot,
  startsWith,
  tokenFor,
  visit,
} from './support/admin-settings.ts';
import { expectAccessible, logIn, texts } from './support/app.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, VIEWPORTS } from './support/settings.ts';

const HOST = DEMO_ACCOUNTS.host;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['en', 'es'] as const)('host users page (%s)', (lang) => {
  const t = texts(lang);

  it('creates a secondary host for the unit and deletes them after confirming', async () => {
    const token = await tokenFor(HOST);
    const { user: host } = await adminApi<{ user: User }>('GET', '/session', token);
    const family = { name: `E2E Familiar ${lang}${runTag()}`, email: `family.${lang}${runTag()}@e2e.test` };
    const { context, page, errors } = await openPage(browser, { viewport: VIEWPORTS.desktop, lang });
    try {
      await page.goto('/');
      await logIn(page, HOST);
      await visit(page, '/users', 'desktop-users');
      await page.getByRole('row', { name: startsWith('Fernanda Residente') }).waitFor();
      expect(await page.getByRole('group', { name: t.users.residentRoles.label }).count()).toBe(0);

      await page.getByRole('button', { name: t.users.new.secondary_user }).click();
      const drawer = page.getByTestId('new-user-drawer');
      expect(await drawer.getByRole('combobox', { name: startsWith(t.users.fields.unit) }).count()).toBe(0);
      await fill(drawer, t.users.fields.name, family.name);
      await fill(drawer, t.users.fields.email, family.email);
      await fill(drawer, t.users.fields.phone, '5522334455');
      await drawer.getByRole('button', { name: t.users.drawer.create }).click();
      await expectNotice(page, fmt(t.users.notices.created, { name: family.name }));
      await search(page, family.name);
      const row = page.getByRole('row', { name: startsWith(family.name) });
      await row.waitFor();
      const created = (
        await adminApi<{ users: User[] }>('GET', `/users?query=${encodeURIComponent(family.email)}`, token)
      ).users[0];
      expect(created).toMatchObject({ role: 'secondary_user', network_group: { name: 'Torre A' } });
      expect(created?.access_servers.map((s) => s.id).sort()).toEqual(host.access_servers.map((s) => s.id).sort());

      await row.getByRole('button', { name: fmt(t.users.actions.delete, { name: family.name }) }).click();
      const dialog = page.getByRole('dialog', { name: t.users.confirmDelete.title });
      await dialog.getByText(fmt(t.users.confirmDelete.message, { name: family.name })).waitFor();
      await shot(page, 1366, lang, 'host-delete-confirm');
      await expectAccessible(page, `host delete confirmation ${lang}`);
      await dialog.getByRole('button', { name: t.users.confirmDelete.confirm }).click();
      await expectNotice(page, fmt(t.users.notices.deleted, { name: family.name }));
      await expect.poll(() => row.count()).toBe(0);
      const after = await adminApi<{ users: User[] }>('GET', `/users?query=${encodeURIComponent(family.email)}`, token);
      expect(after.users).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
