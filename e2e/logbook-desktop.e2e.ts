// The desktop logbook (/logbook at 1366 px) of the admin, the host and the secondary host, in English and
// Spanish: a visit registered with an ID photo and let out through the API shows in the table, its drawer
// shows the photo, custom fields and who registered it and follows the link to its exit; search, the
// movement, date and access point filters and the pages agree with the logbook API; the CSV comes back with
// Spanish columns and a formula-looking name escaped; each resident sees only their own visitors.
import type { Transaction, TransactionList, User } from '@garita/contract';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGBOOK_CSV_COLUMNS } from '../apps/web/src/features/logbook/export-logbook.ts';
import { choose, downloadCsv, fmt, runTag, tokenFor } from './support/admin-settings.ts';
import { call } from './support/api.ts';
import { enterDay, expectAccessible, logIn, screenshotName, texts, waitForScreen } from './support/app.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { sampleJpeg } from './support/guard-flow.ts';
import { todayIn } from './support/logbook-counts.ts';
import { DEMO_ACCOUNTS, type Lang, VIEWPORTS } from './support/settings.ts';

let browser: Browser;
const tokens: Record<string, string> = {};
let visitor: string;
let formulaVisitor: string;
let entry: Transaction;

/** A manual visit for `hostEmail` at Acceso Norte, with an ID photo and a company, let out through Salida Norte. */
async function registerVisit(name: string, hostEmail: string, withExit: boolean): Promise<Transaction> {
  const guard = tokens.guard as string;
  const { user } = await call<{ user: User }>('GET', '/session', guard);
  const norte = user.access_servers.find((point) => point.name === 'Acceso Norte');
  if (!norte) throw new Error('the guard has no Acceso Norte');
  const accessPoint = await call<{ gates: { id: number; name: string }[] }>(
    'GET',
    `/access_servers/${norte.id}`,
    guard,
  );
  const gate = (gateName: string) => accessPoint.gates.find((g) => g.name === gateName)?.id;
  // Searched by address: the search answers 20 users, and the suite's own users (E2E …) sort before the demo's.
  const hosts = await call<{ users: { id: number; email: string }[] }>(
    'GET',
    `/users/list?q=${encodeURIComponent(hostEmail)}`,
    tokens.admin,
  );
  const host = hosts.users.find((u) => u.email === hostEmail);
  const registered = await call<{ transaction: { id: number } }>('POST', '/transactions', guard, {
    visitor_name: name,
    reason_for_visit: 'Entrega de documentos',
    user_id: host?.id,
    gate_id: gate('Entrada Norte'),
    access_key_type_id: 6,
    access_allowed: true,
    notes: 'Placas ABC-123',
    photos: { id: await sampleJpeg() },
    custom_attrs: { Empresa: 'Mensajería Rápida' },
  });
  if (withExit)
    await call('POST', '/transactions/log_exit', guard, {
      transaction_id: registered.transaction.id,
      gate_id: gate('Salida Norte'),
    });
  return (await call<{ transaction: Transaction }>('GET', `/transactions/${registered.transaction.id}`, tokens.admin))
    .transaction;
}

beforeAll(async () => {
  browser = await launchBrowser();
  for (const [key, email] of Object.entries({
    admin: DEMO_ACCOUNTS.network_admin,
    guard: DEMO_ACCOUNTS.security_guard,
    host: DEMO_ACCOUNTS.host,
    family: DEMO_ACCOUNTS.secondary_user,
  }))
    tokens[key] = await tokenFor(email);
  const tag = runTag();
  visitor = `E2E Bitácora ${tag}`;
  formulaVisitor = `=HYPERLINK("x") ${tag}`;
  entry = await registerVisit(visitor, DEMO_ACCOUNTS.host, true);
  await registerVisit(formulaVisitor, DEMO_ACCOUNTS.secondary_user, false);
});
afterAll(async () => {
  await browser?.close();
});

async function openLogbook(lang: Lang, email: string) {
  const opened = await openPage(browser, { viewport: VIEWPORTS.desktop, lang });
  await opened.page.goto('/');
  await logIn(opened.page, email);
  const firstList = listAnswer(opened.page, (params) => params.get('page') === '1').then(
    async (response) => (await response.json()) as TransactionList,
  );
  await opened.page.goto('/logbook');
  await waitForScreen(opened.page, 'desktop-logbook');
  return { ...opened, firstList };
}

const listAnswer = (page: Page, check: (params: URLSearchParams) => boolean) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/v1/transactions' && response.ok() && check(url.searchParams);
  });

/** Runs `action` and gives the JSON of the list call it caused. */
async function answer(response: Promise<Response>, action: () => Promise<unknown>): Promise<TransactionList> {
  await action();
  return (await (await response).json()) as TransactionList;
}

const rowsShown = (page: Page) => page.getByTestId('logbook-table').locator('tbody tr');
const pageOf = (page: Page) => page.getByTestId('page-of').textContent();

// The admin's logbook in both languages; the host's, which shows the same rows to fewer people, in English.
describe.each(['en', 'es'] as const)('desktop logbook (%s)', (lang) => {
  const t = texts(lang).logbook;
  const pager = texts(lang).common.pager;
  const shot = (page: Page, role: string, name: string) =>
    page.screenshot({ path: screenshotName(`logbook-desktop-${role}`, 1366, lang, name) });

  it('admin: search, drawer with photo and linked exit, filters, pages and CSV', async () => {
    const { context, page, errors, firstList } = await openLogbook(lang, DEMO_ACCOUNTS.network_admin);
    try {
      const first = await firstList;
      await expect.poll(() => pageOf(page)).toBe(fmt(pager.pageOf, { page: 1, pages: first.total_pages }));
      await expect.poll(() => rowsShown(page).count()).toBe(first.transactions.length);
      await shot(page, 'admin', 'table');
      await expectAccessible(page, `desktop logbook ${lang}`);

      // A provider's row names the provider as the network's list does (DHL), not as stored (dhl).
      const providers = listAnswer(page, (params) => params.get('query') === 'Repartidor DHL');
      await page.getByRole('searchbox').fill('Repartidor DHL');
      await providers;
      await expect.poll(() => rowsShown(page).first().textContent()).toContain(' · DHL');

      // Search (300 ms pause), then the entry's drawer.
      const searched = listAnswer(page, (params) => params.get('query') === visitor);
      await page.getByRole('searchbox').fill(visitor);
      await searched;
      await expect.poll(() => rowsShown(page).count()).toBe(2);
      expect(await rowsShown(page).first().textContent()).toContain(t.movement.exit);
      await page
        .getByRole('button', { name: fmt(t.openRecord, { name: visitor }) })
        .last()
        .click();
      const drawer = page.getByTestId('transaction-drawer');
      await drawer.getByTestId('drawer-visitor').waitFor();
      expect(await drawer.getByTestId('detail-status').textContent()).toContain(t.status.entryWithExit);
      const photo = drawer.getByTestId('detail-photo');
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      for (const text of [
        'Mensajería Rápida',
        'Placas ABC-123',
        'Héctor Residente',
        'Torre A',
        'Acceso Norte',
        'Entrada Norte',
      ])
        await drawer.getByText(text).first().waitFor();
      expect(await drawer.textContent()).toContain(entry.created_by_user?.name);
      await shot(page, 'admin', 'drawer-entry');
      await expectAccessible(page, `desktop logbook drawer ${lang}`);
      await drawer.getByRole('button', { name: t.detail.openExit }).click();
      await expect.poll(() => drawer.getByTestId('detail-status').textContent()).toContain(t.status.exit);
      await drawer.getByText('Salida Norte').waitFor();
      await drawer.getByRole('button', { name: t.desktop.previous }).click();
      await expect.poll(() => drawer.getByTestId('detail-status').textContent()).toContain(t.status.entryWithExit);
      await drawer.getByRole('button', { name: t.desktop.close }).click();
      await drawer.waitFor({ state: 'detached' });

      // Filters: exits only, then a day, then an access point. The table shows what the list call of each
      // answered (other suites may write to the logbook meanwhile, so the page's own answers are compared).
      await page.getByRole('searchbox').fill('');
      await expect.poll(() => rowsShown(page).count()).toBe(10);
      const exits = await answer(
        listAnswer(page, (params) => params.get('filter') === 'exit'),
        () => page.getByRole('button', { name: t.filters.exit, exact: true }).click(),
      );
      await expect.poll(() => pageOf(page)).toBe(fmt(pager.pageOf, { page: 1, pages: exits.total_pages }));
      expect(exits.transactions.every((row) => row.access_type === 'exit')).toBe(true);
      const movements = await rowsShown(page).locator('td:nth-child(7)').allTextContents();
      expect(new Set(movements)).toEqual(new Set([t.movement.exit]));

      const day = new Intl.DateTimeFormat('en-CA', { timeZone: entry.access_server.time_zone_name }).format(
        new Date(entry.created_at),
      );
      await page.getByRole('button', { name: t.filters.calendar }).click();
      await answer(
        listAnswer(page, (params) => params.get('date') === day),
        () => enterDay(page.getByTestId('logbook-day').getByRole('group'), day),
      );
      const norte = entry.access_server.id;
      const filtered = await answer(
        listAnswer(page, (params) => params.get('access_server') === String(norte)),
        () => choose(page, page, t.filters.accessPoint, 'Acceso Norte'),
      );
      expect(filtered.transactions.map((row) => row.id)).toContain(entry.exit_transaction_id);
      await expect.poll(() => rowsShown(page).count()).toBe(filtered.transactions.length);
      for (const row of filtered.transactions)
        expect(row).toMatchObject({ access_type: 'exit', access_server: { id: norte } });
      expect(await rowsShown(page).first().textContent()).toContain(filtered.transactions[0]?.visitor_name);
      await shot(page, 'admin', 'filtered');

      // "Today" is today on the chosen access point's clock (Tijuana), not on the browser's (Mexico City): the two
      // differ from 06:00 to 08:00 UTC, an instant at which `npm test` runs this suite again (docs/time.md). Exits
      // and dates go back to all first, so that today's list is a new call (the day above may be today).
      await page.getByRole('button', { name: t.filters.all }).first().click();
      await page.getByRole('button', { name: t.filters.all }).nth(1).click();
      const dayBefore = todayIn(entry.access_server.time_zone_name);
      await answer(
        listAnswer(page, (params) =>
          [dayBefore, todayIn(entry.access_server.time_zone_name)].includes(params.get('date') ?? ''),
        ),
        () => page.getByRole('button', { name: t.filters.today }).click(),
      );

      // Back to everything: pages of 10, then 20.
      await page.getByRole('button', { name: t.filters.all }).first().click();
      await page.getByRole('button', { name: t.filters.all }).nth(1).click();
      await choose(page, page, t.filters.accessPoint, t.filters.allAccessPoints);
      await expect.poll(() => rowsShown(page).count()).toBe(10);
      const pageTwo = await answer(
        listAnswer(page, (params) => params.get('page') === '2'),
        () => page.getByRole('button', { name: pager.nextPage }).click(),
      );
      expect(pageTwo.total_pages).toBeGreaterThan(1);
      await expect.poll(() => pageOf(page)).toBe(fmt(pager.pageOf, { page: 2, pages: pageTwo.total_pages }));
      await expect.poll(() => rowsShown(page).first().textContent()).toContain(pageTwo.transactions[0]?.visitor_name);
      const twenty = await answer(
        listAnswer(page, (params) => params.get('results') === '20'),
        () => choose(page, page, pager.rowsPerPage, '20'),
      );
      await expect.poll(() => pageOf(page)).toBe(fmt(pager.pageOf, { page: 1, pages: twenty.total_pages }));
      await expect.poll(() => rowsShown(page).count()).toBe(twenty.transactions.length);
      expect(twenty.transactions).toHaveLength(Math.min(20, twenty.total_count));

      // CSV of the current filters: the first 100 rows, Spanish columns, a formula-looking name escaped.
      const exported = listAnswer(page, (params) => params.get('results') === '100');
      const csv = await downloadCsv(page, page.getByRole('button', { name: t.download }));
      const hundred = (await (await exported).json()) as TransactionList;
      expect(csv.fileName).toMatch(/^bitacora-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(csv.fields).toEqual(LOGBOOK_CSV_COLUMNS.map((column) => column.header));
      expect(hundred.transactions).toHaveLength(Math.min(100, hundred.total_count));
      expect(csv.rows.map((row) => row.Visitante)).toEqual(
        hundred.transactions.map((row) =>
          /^[=+\-@\t\r]/.test(row.visitor_name) ? `'${row.visitor_name}` : row.visitor_name,
        ),
      );
      const mine = csv.rows.find((r) => r.Visitante === visitor);
      expect(mine).toMatchObject({
        Anfitrión: 'Héctor Residente',
        Unidad: 'Torre A',
        'Punto de acceso': 'Acceso Norte',
        Tipo: 'registro manual',
      });
      expect(csv.rows.some((r) => r.Visitante === `'${formulaVisitor}`)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  if (lang === 'en') {
    it('host and secondary host: only their own visitors, with the drawer', async () => {
      for (const [role, email, own, other] of [
        ['host', DEMO_ACCOUNTS.host, visitor, null],
        ['secondary-host', DEMO_ACCOUNTS.secondary_user, formulaVisitor, visitor],
      ] as const) {
        const { context, page, errors } = await openLogbook(lang, email);
        try {
          await rowsShown(page).first().waitFor();
          expect(await page.getByRole('button', { name: t.download }).count()).toBe(1);
          await shot(page, role, 'table');
          if (other) {
            const searched = listAnswer(page, (params) => params.get('query') === other);
            await page.getByRole('searchbox').fill(other);
            await searched;
            await page.getByText(t.empty).waitFor();
          }
          const searched = listAnswer(page, (params) => params.get('query') === own);
          await page.getByRole('searchbox').fill(own);
          await searched;
          // The oldest row of the visit: its entry, which carries the photo.
          await page
            .getByRole('button', { name: fmt(t.openRecord, { name: own }) })
            .last()
            .click();
          const drawer = page.getByTestId('transaction-drawer');
          await expect.poll(() => drawer.getByTestId('drawer-visitor').textContent()).toBe(own);
          const photo = drawer.getByTestId('detail-photo');
          await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
          await shot(page, role, 'drawer');
          await expectAccessible(page, `${role} desktop logbook drawer ${lang}`);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      }
    });
  }
});
