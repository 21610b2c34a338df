// Provider overstay (docs/overstay.md), against a server of this file's own (it changes Acceso Norte's limit and
// moves an entry back in time in the database, which no other suite should see):
// - the admin sets "providers may stay N hours" in the access point's drawer, on a phone (390 px) and on the
//   desktop (1366 px), in English and Spanish: a value out of range is refused in words, a good one is saved;
// - the guard's desktop console (1366 px, en and es) lists a provider inside longer than that first, highlighted,
//   with how long they have been inside; a provider who came in later is listed after it, not highlighted.
import type { AccessServer } from '@garita/contract';
import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNotice, fmt, signedIn, visit } from './support/admin-settings.ts';
import { call } from './support/api.ts';
import { expectAccessible, logIn, screenshotName, texts, waitForScreen } from './support/app.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { CONSOLE_GUARD_PASSWORD, type ConsoleGuard, createConsoleGuard } from './support/guard-console.ts';
import { tokenOf } from './support/guard-flow.ts';
import { withOwnServer } from './support/own-server.ts';
import { DEMO_ACCOUNTS, type Lang, VIEWPORTS } from './support/settings.ts';

const own = withOwnServer();

const HOUR = 3_600_000;
const tag = Date.now().toString(36);
let browser: Browser;
let guard: ConsoleGuard;
let adminToken: string;

const shot = (page: Page, width: number, lang: Lang, name: string) =>
  page.screenshot({ path: screenshotName('provider-overstay', width, lang, name) });

const setLimit = (point: AccessServer, hours: number | null) =>
  call('PATCH', `/access_servers/${point.id}`, adminToken, { access_server: { provider_max_stay_hours: hours } });

const limitOf = async (point: AccessServer) =>
  (await call<AccessServer>('GET', `/access_servers/${point.id}`, adminToken)).provider_max_stay_hours;

/** A provider registered by hand at Acceso Norte's entry door, `hoursAgo` hours ago; the entry's id. */
async function providerInside(name: string, hoursAgo: number): Promise<number> {
  const entryDoor = guard.norte.gates.find((gate) => gate.type === 'access');
  if (!entryDoor) throw new Error('Acceso Norte needs an entry door');
  const { transaction } = await call<{ transaction: { id: number } }>('POST', '/transactions', guard.token, {
    visitor_name: name,
    access_key_type_id: 5,
    provider: 'dhl',
    gate_id: entryDoor.id,
    access_allowed: true,
  });
  // The server's clock is the machine's: the entry is moved back instead of waiting hours.
  const at = new Date(Date.now() - hoursAgo * HOUR);
  await sql`update transactions set created_at = ${at} where id = ${transaction.id}`.execute(own().db);
  return transaction.id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await tokenOf(DEMO_ACCOUNTS.network_admin);
  guard = await createConsoleGuard(tag);
  // Registers by hand without photos: this file's server only.
  await call('PATCH', `/access_servers/${guard.norte.id}`, adminToken, {
    settings: { photo_id: false, front_plates: false, back_plates: false, other: false, accreditation: false },
  });
});
afterAll(async () => {
  await browser?.close();
});

// Each language once and each width once: English on a desktop, Spanish on a phone.
describe.each([
  ['en', 'desktop'],
  ['es', 'mobile'],
] as const)('the access point setting (%s)', (lang, layout) => {
  const t = texts(lang)['access-points'];
  it(`is refused out of range in words and saved in range (${layout})`, async () => {
    const point = guard.caseta;
    await setLimit(point, null);
    const { context, page, errors } = await signedIn(browser, lang, layout);
    try {
      await visit(page, '/access-points', layout === 'desktop' ? 'desktop-access-points' : 'access-points');
      const open = layout === 'desktop' ? t.table.open : t.editNamed;
      await page.getByRole('button', { name: fmt(open, { name: point.name }) }).click();
      const drawer = page.getByTestId('access-point-drawer');
      const field = drawer.getByRole('textbox', { name: t.fields.providerMaxStay });
      const save = drawer.getByRole('button', { name: t.drawer.save, exact: true });
      expect(await field.inputValue()).toBe('');
      await field.fill('73');
      await save.click();
      await drawer.getByText(fmt(t.validation.provider_max_stay_hours, { min: 1, max: 72 })).waitFor();
      await expectAccessible(page, `access point drawer, limit refused (${layout}, ${lang})`);
      await shot(page, VIEWPORTS[layout].width, lang, 'limit-refused');
      expect(await limitOf(point)).toBeNull();
      await field.fill('8');
      await save.click();
      await expectNotice(page, fmt(t.notices.saved, { name: point.name }));
      await expect.poll(() => limitOf(point)).toBe(8);
      await shot(page, VIEWPORTS[layout].width, lang, 'limit-saved');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await setLimit(point, null);
    }
  });
});

describe.each(['en', 'es'] as const)('the guard console, 1366 px %s', (lang) => {
  const t = texts(lang).console;
  let overstaying: string;
  let recent: string;
  let entries: number[] = [];
  beforeAll(async () => {
    await setLimit(guard.norte, 3);
    overstaying = `E2E Proveedor Excedido ${lang} ${tag}`;
    recent = `E2E Proveedor Reciente ${lang} ${tag}`;
    entries = [await providerInside(overstaying, 5), await providerInside(recent, 0)];
  });
  afterAll(async () => {
    const exitDoor = guard.norte.gates.find((gate) => gate.type === 'exit');
    for (const id of entries)
      await call('POST', '/transactions/log_exit', guard.token, { transaction_id: id, gate_id: exitDoor?.id });
  });

  it('lists the provider inside too long first, highlighted, with how long they have been inside', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: VIEWPORTS.desktop, lang });
    try {
      await page.goto('/');
      await logIn(page, guard.email, CONSOLE_GUARD_PASSWORD);
      await waitForScreen(page, 'guard-console');
      const register = page.getByTestId('console-register');
      await register.getByRole('tab', { name: t.tabs.exits }).click();
      const rows = register.getByTestId('exit-entry');
      await rows.filter({ hasText: recent }).waitFor();
      const first = rows.first();
      expect(await first.textContent()).toContain(overstaying);
      expect(await first.getAttribute('data-overstay')).toBe('true');
      // Five hours, and the minute that may have passed since.
      const shown = [0, 1].map((minutes) =>
        fmt(t.exits.overstay, { duration: fmt(t.exits.duration, { hours: 5, minutes }), limit: 3 }),
      );
      expect(shown).toContain(await first.getByTestId('overstay').textContent());
      const later = rows.filter({ hasText: recent });
      expect(await later.getAttribute('data-overstay')).toBeNull();
      expect(await later.getByTestId('overstay').count()).toBe(0);
      await expectAccessible(page, `console exits with an overstaying provider (${lang})`);
      await shot(page, 1366, lang, 'console-overstay');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
