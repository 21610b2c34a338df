// Browser walk of the secondary_user role: landing, menu, every route of its tables, en and es, 390 and 1366 px;
// then a record older than the first 500 rows of their logbook, which opens by its id (docs/spec-fidelity.md §5).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fmt } from './support/admin-settings.ts';
import { goTo, logIn, texts, waitForScreen } from './support/app.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { withOwnServer } from './support/own-server.ts';
import { describeRole } from './support/role-suite.ts';
import { DEMO_ACCOUNTS, VIEWPORTS } from './support/settings.ts';

// A server of this file's own: 500 rows are written straight into its logbook.
const own = withOwnServer();

describeRole('secondary_user');

describe('a record older than the first 500 rows of the logbook', () => {
  let browser: Browser;
  const visitor = `E2E Registro antiguo ${Date.now().toString(36)}`;
  beforeAll(async () => {
    browser = await launchBrowser();
    const { db } = own();
    const fernanda = await db
      .selectFrom('users')
      .select(['id', 'network_id'])
      .where('email', '=', DEMO_ACCOUNTS.secondary_user)
      .executeTakeFirstOrThrow();
    const gate = await db
      .selectFrom('gates')
      .select(['id', 'access_server_id'])
      .where('network_id', '=', fernanda.network_id)
      .where('name', '=', 'Entrada Norte')
      .executeTakeFirstOrThrow();
    // Her visitor of three days ago, then 500 turned-away visitors of hers since: the record is not among the
    // 500 newest rows she sees.
    const start = Date.now() - 3 * 86_400_000;
    const row = (name: string, at: number, allowed: boolean) => ({
      network_id: fernanda.network_id,
      access_server_id: gate.access_server_id,
      gate_id: gate.id,
      access_key_id: null,
      access_key_type: 'visit',
      access_type: 'access' as const,
      access_granted: true,
      access_allowed: allowed,
      status: null,
      visitor_name: name,
      reason_for_visit: 'Entrega',
      user_id: fernanda.id,
      created_by_user_id: null,
      notes: allowed ? '' : 'No la esperaban',
      denial_reason: allowed ? '' : 'No la esperaban',
      custom_attrs: '{}',
      provider: null,
      created_at: new Date(at),
    });
    await db
      .insertInto('transactions')
      .values(row(visitor, start, true))
      .execute();
    await db
      .insertInto('transactions')
      .values(Array.from({ length: 500 }, (_, i) => row(`E2E Relleno ${i}`, start + (i + 1) * 60_000, false)))
      .execute();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('390 px, es: the secondary host opens it from the logbook', async () => {
    const t = texts('es').logbook;
    const { context, page, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile, lang: 'es' });
    try {
      await page.goto('/');
      await logIn(page, DEMO_ACCOUNTS.secondary_user);
      await goTo(page, '/logbook');
      await waitForScreen(page, 'logbook');
      await page.getByRole('searchbox').fill(visitor);
      const card = page.getByTestId('logbook-card').filter({ hasText: visitor });
      await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);
      await card.click();
      await waitForScreen(page, 'transaction-detail');
      await page.getByRole('heading', { level: 1, name: visitor }).waitFor();
      await page.getByText('Entrada Norte').first().waitFor();
      expect(await page.getByText(t.detail.notFound).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('1366 px, en: the secondary host opens it in the drawer', async () => {
    const t = texts('en').logbook;
    const { context, page, errors } = await openPage(browser, { viewport: VIEWPORTS.desktop, lang: 'en' });
    try {
      await page.goto('/');
      await logIn(page, DEMO_ACCOUNTS.secondary_user);
      await goTo(page, '/logbook');
      await waitForScreen(page, 'desktop-logbook');
      await page.getByRole('searchbox').fill(visitor);
      const open = page.getByRole('button', { name: fmt(t.openRecord, { name: visitor }) });
      await expect.poll(() => open.count(), { timeout: 10_000 }).toBe(1);
      // The drawer asks the server for this record by its id and shows it.
      const fetched = page.waitForResponse((response) => {
        const url = new URL(response.url());
        return /^\/api\/v1\/transactions\/\d+$/.test(url.pathname) && response.ok();
      });
      await open.click();
      await fetched;
      const drawer = page.getByTestId('transaction-drawer');
      await expect.poll(() => drawer.getByTestId('drawer-visitor').textContent()).toBe(visitor);
      await drawer.getByText('Entrada Norte').first().waitFor();
      expect(await drawer.getByText(t.detail.notFound).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
