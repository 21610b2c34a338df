// Custom attributes as people see them (issue 14 items 7 and 9), against a server of this file's own:
// - a date attribute is shown DD/MMM/YYYY with the language's month (en 24/Nov/2026, es 24/nov/2026) in the
//   register summary, the logbook record and the invitation detail, never as the DD-MM-YYYY it is sent and stored;
// - a custom attribute named `ctpat` is typed like any other while the network has no CTPAT form; with one, it
//   opens that form in the framed dialog, and the values the form lands on /ctpat with (listed by that page inside
//   the frame) fill the attribute, are confirmed in the summary and written to the logbook.
// The CTPAT form stands on an https host the browser is answered for by the test (the machine has no network).
// Phone 390 px in English and desktop 1366 px in Spanish; axe-clean with the dialog open.
import type { AccessKey, Transaction, TransactionList } from '@garita/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, fill, signedIn, tokenFor } from './support/admin-settings.ts';
import { call } from './support/api.ts';
import { dateField, enterDay, expectAccessible, goTo, screenshotName, texts, waitForScreen } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import { dialogsSettled } from './support/guard-flow.ts';
import { withOwnServer } from './support/own-server.ts';
import { serverURL } from './support/server.ts';
import { DEMO_ACCOUNTS, type Lang, VIEWPORTS } from './support/settings.ts';

const ownServer = withOwnServer();

const CTPAT_FORM = 'https://ctpat.garita-e2e.test/form';
const DAY = { en: '24/Nov/2026', es: '24/nov/2026' } as const;
const DELIVERY = { en: '05/Jan/2027', es: '05/ene/2027' } as const;
type Layout = keyof typeof VIEWPORTS;

let browser: Browser;
let admin: string;
let host: string;
let guard: string;

const shot = (page: Page, layout: Layout, lang: Lang, name: string) =>
  page.screenshot({ path: screenshotName('custom-attributes', VIEWPORTS[layout].width, lang, name) });

/** The network's CTPAT form: a page of another (https) site whose form sends its values to Garita's /ctpat. */
async function serveCtpatForm(page: Page): Promise<void> {
  await page.context().route(`${CTPAT_FORM}**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="es"><head><title>CTPAT</title></head><body><main>
        <h1>Inspección CTPAT</h1>
        <form action="${serverURL()}/ctpat" method="get">
          <label>Folio <input name="folio" value="A-17"></label>
          <label>Estado <input name="estado" value="validado"></label>
          <button type="submit">Validar</button>
        </form></main></body></html>`,
    }),
  );
}

beforeAll(async () => {
  // The form's frame is of another site, so Chromium draws it in a process of its own and routes a click to it only
  // once that process's first picture has reached the screen. Playwright's click, right after the form appeared,
  // sometimes came first: the click went to the frame's element in Garita's page and the form was never sent (5 runs
  // in 22 here). One process for every site makes the page itself find the button under the pointer.
  browser = await launchBrowser(['--disable-site-isolation-trials']);
  [admin, host, guard] = await Promise.all([
    tokenFor(DEMO_ACCOUNTS.network_admin),
    tokenFor(DEMO_ACCOUNTS.host),
    tokenFor(DEMO_ACCOUNTS.security_guard),
  ]);
  // No photos asked at the guard's access point: this file is about the custom fields.
  await ownServer()
    .db.updateTable('access_servers')
    .set({ photo_id: false, front_plates: false, back_plates: false, other: false, accreditation: false })
    .execute();
  for (const attribute of [
    { scope: 'transaction', attribute_name: 'Cita', attribute_type: 'date' },
    { scope: 'transaction', attribute_name: 'ctpat', attribute_type: 'string' },
    { scope: 'access_key', attribute_name: 'Fecha de entrega', attribute_type: 'date' },
  ])
    await call('POST', '/network/custom_attributes', admin, attribute);
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['mobile', 'en'],
  ['desktop', 'es'],
] as const)('a manual register with a date and the CTPAT form (%s, %s)', (layout, lang) => {
  it('fills ctpat from its framed form and shows the date as DD/MMM/YYYY in the summary and the record', async () => {
    const t = texts(lang);
    const visitor = `E2E CTPAT ${lang} ${Date.now().toString(36)}`;
    await call('PATCH', '/network', admin, { ctpat_form_url: null });
    const { context, page, errors } = await signedIn(browser, lang, layout, DEMO_ACCOUNTS.security_guard);
    try {
      // The form's host is answered by the test, so Chromium counts it as a public site, and its navigation to
      // the test server on 127.0.0.1 as one into the local network, which needs the person's leave. In use both
      // sites are public. Granted here rather than switched off with `--disable-features`, which would replace
      // Playwright's own list of switched-off features.
      await context.grantPermissions(['local-network-access']);
      await serveCtpatForm(page);
      await goTo(page, '/register');
      await waitForScreen(page, 'register');
      // Without a CTPAT form the attribute is a field like any other.
      await page.getByRole('textbox', { name: 'ctpat' }).waitFor();
      expect(await page.getByRole('button', { name: t.scanner.attributes.ctpatOpen }).count()).toBe(0);

      await call('PATCH', '/network', admin, { ctpat_form_url: CTPAT_FORM });
      await page.reload();
      await waitForScreen(page, 'register');
      await fill(page, t.register.fields.visitorName, visitor);
      await choose(page, page, t.register.fields.unit, 'Torre A');
      await choose(page, page, t.register.fields.host, 'Héctor Residente');
      await fill(page, t.register.fields.reason, 'Revisión de tráiler');
      await enterDay(dateField(page, 'Cita'), '2026-11-24');

      await page.getByRole('button', { name: t.scanner.attributes.ctpatOpen }).click();
      const dialog = page.getByRole('dialog', { name: t.common.ctpat.title });
      const frame = page.frameLocator(`iframe[title="${t.common.ctpat.title}"]`);
      await frame.getByRole('button', { name: 'Validar' }).click();
      // The form ends on Garita's own /ctpat page, framed by Garita: it lists what the form sent.
      await frame.getByText('A-17').waitFor();
      await frame.getByText('validado').waitFor();
      await dialog.getByTestId('framed-dialog-notice').getByText(t.scanner.attributes.ctpatFilled).waitFor();
      await dialogsSettled(page);
      await shot(page, layout, lang, 'ctpat-dialog');
      await expectAccessible(page, `ctpat dialog ${layout} ${lang}`);
      await dialog.getByRole('button', { name: t.common.close }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByRole('textbox', { name: 'ctpat' }).inputValue()).toBe('folio: A-17, estado: validado');

      await page.getByRole('button', { name: t.register.review }).click();
      const summary = page.getByTestId('register-summary');
      await summary.getByText(visitor).waitFor();
      await summary.getByText(DAY[lang], { exact: true }).waitFor();
      await summary.getByText('folio: A-17, estado: validado', { exact: true }).waitFor();
      expect(await summary.textContent()).not.toContain('24-11-2026');
      await dialogsSettled(page);
      await shot(page, layout, lang, 'summary');
      await summary.getByRole('button', { name: t.register.summary.confirm }).click();
      const label = page.getByTestId('label-dialog');
      await label.getByRole('button', { name: t.scanner.label.continue }).click();
      await waitForScreen(page, 'logbook');

      const { transactions } = await call<TransactionList>(
        'GET',
        `/transactions?query=${encodeURIComponent(visitor)}`,
        guard,
      );
      const row = transactions[0] as Transaction;
      expect(row.custom_attrs).toEqual({ Cita: '24-11-2026', ctpat: 'folio: A-17, estado: validado' });
      await goTo(page, `/transaction-detail/${row.id}`);
      await waitForScreen(page, 'transaction-detail');
      await page.getByText(DAY[lang], { exact: true }).waitFor();
      expect(await page.locator('main').textContent()).not.toContain('24-11-2026');
      await shot(page, layout, lang, 'record');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each([
  ['mobile', 'es'],
  ['desktop', 'en'],
] as const)('an invitation with a date attribute (%s, %s)', (layout, lang) => {
  it('shows the date as DD/MMM/YYYY in the invitation detail', async () => {
    const { access_key: key } = await call<{ access_key: AccessKey }>('POST', '/access_keys', host, {
      access_key: {
        visitor_name: `E2E Entrega ${lang}`,
        visitor_phone: '5512345678',
        access_key_type_id: 1,
        reason_for_visit: 'Mudanza',
        valid_from: '24/12/2030 10:00:00',
        access_servers: [
          (await call<{ user: { access_servers: { id: number }[] } }>('GET', '/session', host)).user.access_servers[0]
            ?.id,
        ],
        custom_attrs: { 'Fecha de entrega': '05-01-2027' },
      },
    });
    const { context, page, errors } = await signedIn(browser, lang, layout, DEMO_ACCOUNTS.host);
    try {
      await goTo(page, `/invitation/${key.id}`);
      await waitForScreen(page, 'invitation-detail');
      const details = page.getByTestId('invitation-details');
      await details.getByText('Fecha de entrega').waitFor();
      await details.getByText(DELIVERY[lang], { exact: true }).waitFor();
      expect(await details.textContent()).not.toContain('05-01-2027');
      await shot(page, layout, lang, 'invitation-detail');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
