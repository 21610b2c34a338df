// The admin's read-only lists on a phone (390×844) against the real server, in English and Spanish:
// hosts with search, 10/20/30 rows, page x of y and back to page 1 on a new search; admins shown as
// "management"; access points and departments as cards; a department edited on its own page.
import type { NetworkGroup } from '@garita/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminData,
  adminApi,
  adminData,
  choose,
  fmt,
  runTag,
  search,
  shot,
  signedIn,
  tokenFor,
  visit,
} from './support/admin-settings.ts';
import { expectAccessible, texts, waitForScreen } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import { DEMO_ACCOUNTS } from './support/settings.ts';

let browser: Browser;
let token: string;
let data: AdminData;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await tokenFor(DEMO_ACCOUNTS.network_admin);
  data = adminData(token);
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['en', 'es'] as const)('admin lists on a phone (%s)', (lang) => {
  const t = texts(lang);
  const tag = `m${lang}${runTag()}`;

  it('pages the admin lists on a phone (390 px)', async () => {
    const unitName = `E2E Paginación ${tag}`;
    const caseta = await data.accessPoint('Caseta Principal');
    const { network_group: unit } = await adminApi<{ network_group: NetworkGroup }>('POST', '/network_groups', token, {
      network_group: { name: unitName, access_servers: [caseta.id] },
    });
    const prefix = `E2E Página ${tag}`;
    for (let n = 1; n <= 12; n++) {
      await data.createHost(`${prefix} ${String(n).padStart(2, '0')}`, `page${n}.${tag}@e2e.test`, unit.id);
    }
    const { context, page, errors } = await signedIn(browser, lang, 'mobile');
    try {
      const tu = t.common.pager;
      const cards = page.getByTestId('list-card');
      const pageOf = page.getByTestId('page-of');
      await visit(page, '/users-hosts', 'users-hosts');
      await search(page, prefix);
      await expect.poll(() => pageOf.textContent()).toBe(fmt(tu.pageOf, { page: 1, pages: 2 }));
      expect(await cards.count()).toBe(10);
      await expect.poll(() => cards.first().textContent()).toContain(unitName);
      await page.getByRole('button', { name: tu.nextPage }).click();
      await expect.poll(() => cards.count()).toBe(2);
      expect(await pageOf.textContent()).toBe(fmt(tu.pageOf, { page: 2, pages: 2 }));
      await shot(page, 390, lang, 'users-hosts-page-2');
      await search(page, `${prefix} 1`);
      await expect.poll(() => pageOf.textContent()).toBe(fmt(tu.pageOf, { page: 1, pages: 1 }));
      expect(await cards.count()).toBe(3);
      // Back to a search already answered (cached, so no new call): 12 cards only once both apply.
      await page.getByRole('searchbox').fill(prefix);
      await choose(page, page, tu.rowsPerPage, '20');
      await expect.poll(() => cards.count()).toBe(12);
      expect(await pageOf.textContent()).toBe(fmt(tu.pageOf, { page: 1, pages: 1 }));
      await expectAccessible(page, `users-hosts ${lang}`);

      await visit(page, '/users-admins', 'users-admins');
      await page
        .getByRole('listitem')
        .filter({ hasText: 'Ana Administradora' })
        .getByText(t.users.management)
        .waitFor();
      await visit(page, '/users-guards', 'users-guards');
      await page.getByRole('listitem').filter({ hasText: 'Gustavo Guardia' }).waitFor();
      await visit(page, '/access-points', 'access-points');
      const north = page.getByRole('listitem').filter({ hasText: 'Acceso Norte' });
      await north.getByText(fmt(t['access-points'].gates_other, { count: 2 })).waitFor();
      await shot(page, 390, lang, 'access-points');

      await visit(page, '/departments', 'departments');
      await search(page, unitName);
      const card = page.getByRole('listitem').filter({ hasText: unitName });
      await card.getByText(fmt(t.units.card.users_other, { count: 12 })).waitFor();
      await card.getByText(fmt(t.units.card.accessPoints_one, { count: 1 })).waitFor();
      await shot(page, 390, lang, 'departments');
      await card.getByRole('link', { name: fmt(t.units.table.edit, { name: unitName }) }).click();
      await waitForScreen(page, 'edit-department');
      await choose(page, page, t.units.fields.accessPoints, 'Acceso Norte');
      await shot(page, 390, lang, 'edit-department');
      await page.getByRole('button', { name: t.units.drawer.save }).click();
      await waitForScreen(page, 'departments');
      expect((await data.unitByName(unitName)).access_servers).toHaveLength(2);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
