// The admin's access point and gate screens against a server of this file's own (what it creates stays out of
// the other suites' lists): a new access point with its place set by tapping the map, its clock and a required
// photo; an entry gate whose controller is a fake signed-HTTP controller on 127.0.0.1 — a short secret refused in
// words, the test button showing the controller's confirmation and latency, then its failure in red — and a
// Shelly relay gate the test button pulses through /rpc/Switch.Set; deactivating and reactivating the point.
// On a phone in Spanish: the same drawer full width, a translated error for a missing name, axe-clean.
import type { AccessServer } from '@garita/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeController,
  type ReceivedCommand,
  type RelayCall,
  startHttpController,
  startShellyRelay,
} from '../apps/server/test/fake-controllers.ts';
import { adminApi, expectNotice, fmt, runTag, signedIn, tokenFor, visit } from './support/admin-settings.ts';
import { expectAccessible, screenshotName, texts } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import { withOwnServer } from './support/own-server.ts';
import { DEMO_ACCOUNTS } from './support/settings.ts';

withOwnServer();

const shot = (page: Page, width: number, lang: 'en' | 'es', name: string) =>
  page.screenshot({ path: screenshotName('access-points-admin', width, lang, name) });

let browser: Browser;
let http: FakeController<ReceivedCommand>;
let shelly: FakeController<RelayCall>;
const SECRET = 'e2e-admin-gate-secret-42';
beforeAll(async () => {
  browser = await launchBrowser();
  http = await startHttpController(SECRET);
  shelly = await startShellyRelay();
});
afterAll(async () => {
  await browser?.close();
  await http?.close();
  await shelly?.close();
});

async function pointNamed(name: string): Promise<AccessServer> {
  const token = await tokenFor(DEMO_ACCOUNTS.network_admin);
  const { access_servers } = await adminApi<{ access_servers: AccessServer[] }>(
    'GET',
    `/access_servers?include_inactive=true&results=100&query=${encodeURIComponent(name)}`,
    token,
  );
  const point = access_servers.find((p) => p.name === name);
  if (!point) throw new Error(`no access point ${name}`);
  return point;
}

describe('access points and gates (desktop, en)', () => {
  it('creates an access point on the map, adds a signed-HTTP gate and a Shelly gate, tests both, and deactivates it', async () => {
    const lang = 'en';
    const t = texts(lang)['access-points'];
    const name = `Caseta Sur ${runTag()}`;
    const { context, page, errors } = await signedIn(browser, lang, 'desktop');
    try {
      await visit(page, '/access-points', 'desktop-access-points');
      await page.getByRole('button', { name: t.new }).click();
      const drawer = page.getByTestId('access-point-drawer');
      await drawer.getByRole('heading', { name: t.drawer.newTitle }).waitFor();
      await drawer.getByRole('textbox', { name: t.fields.name }).fill(name);
      await drawer.getByRole('textbox', { name: t.fields.address }).fill('Blvd. Agua Caliente 10, Tijuana');
      await drawer.getByRole('combobox', { name: t.fields.timeZone }).fill('Tijuana');
      await page.getByRole('option', { name: /^America\/Tijuana/ }).click();
      // A tap on the map places the pin and fills the coordinates.
      await drawer.getByTestId('location-picker').click({ position: { x: 200, y: 120 } });
      await expect.poll(() => drawer.getByRole('textbox', { name: t.fields.latitude }).inputValue()).not.toBe('');
      await drawer.getByRole('textbox', { name: t.fields.latitude }).fill('32.5149');
      await drawer.getByRole('textbox', { name: t.fields.longitude }).fill('-117.0382');
      await drawer.getByRole('switch', { name: t.photoTypes.photo_id }).check();
      await expectAccessible(page, 'new access point drawer (desktop, en)');
      await drawer.getByRole('button', { name: t.drawer.create }).click();
      await expectNotice(page, fmt(t.notices.created, { name }));
      // The drawer now shows the new point, ready for its gates.
      await drawer.getByRole('heading', { name }).waitFor();
      const created = await pointNamed(name);
      expect(created).toMatchObject({
        time_zone: 'America/Tijuana',
        latitude: 32.5149,
        longitude: -117.0382,
        address: 'Blvd. Agua Caliente 10, Tijuana',
        settings: { photo_id: true, front_plates: false },
        gates: [],
        active: true,
      });

      // An entry gate opened by a signed HTTP controller: a short secret is refused in words first.
      await drawer.getByRole('button', { name: t.gate.add }).click();
      const dialog = page.getByRole('dialog', { name: fmt(t.gate.newTitle, { point: name }) });
      await dialog.getByRole('textbox', { name: t.gate.name }).fill('Pluma de entrada');
      await dialog.getByRole('switch', { name: t.gate.remote_pulse }).check();
      await dialog.getByRole('combobox', { name: t.gate.controller }).click();
      await page.getByRole('option', { name: t.gate.controllerKinds.http }).click();
      await dialog.getByRole('textbox', { name: t.gate.url.http }).fill(http.url);
      await dialog.getByLabel(t.gate.secret).fill('short');
      await dialog.getByRole('button', { name: t.gate.create }).click();
      await dialog.getByText(fmt(t.gate.validation.secret, { min: 16 })).waitFor();
      await dialog.getByLabel(t.gate.secret).fill(SECRET);
      await expectAccessible(page, 'gate dialog (desktop, en)');
      await shot(page, 1366, lang, 'gate-dialog');
      await dialog.getByRole('button', { name: t.gate.create }).click();
      await dialog.waitFor({ state: 'hidden' });
      const gateRow = drawer.getByRole('listitem', { name: 'Pluma de entrada' });
      await gateRow.getByText(fmt(t.gate.controllerSummary.http, { url: http.url })).waitFor();
      const [gate] = (await pointNamed(name)).gates;
      expect(gate).toMatchObject({
        name: 'Pluma de entrada',
        type: 'access',
        remote_pulse: true,
        has_controller: true,
        controller: { kind: 'http', url: http.url, secret_set: true },
      });
      expect(JSON.stringify(gate)).not.toContain(SECRET);

      // The test button pulses it: one signed command, and the controller's confirmation with its latency.
      await gateRow.getByRole('button', { name: fmt(t.gate.testNamed, { name: 'Pluma de entrada' }) }).click();
      const confirmed = gateRow.getByRole('alert');
      await confirmed.getByText(/The controller confirmed the opening in \d+ ms\./).waitFor();
      expect(http.received).toHaveLength(1);
      expect(http.received[0]?.signatureValid).toBe(true);
      await shot(page, 1366, lang, 'gate-test-ok');
      // A failing controller is a failure, in red, with its answer.
      http.mode = 'fail';
      await gateRow.getByRole('button', { name: fmt(t.gate.testNamed, { name: 'Pluma de entrada' }) }).click();
      await gateRow.getByText(/The gate did not open \(after \d+ ms\)/).waitFor();
      await gateRow.getByText(/HTTP 500/).waitFor();
      await shot(page, 1366, lang, 'gate-test-failed');
      http.mode = 'ok';

      // A Shelly relay on the site's network, pulsed for 1.5 s.
      await drawer.getByRole('button', { name: t.gate.add }).click();
      await dialog.getByRole('textbox', { name: t.gate.name }).fill('Portón peatonal');
      await dialog.getByRole('combobox', { name: t.gate.controller }).click();
      await page.getByRole('option', { name: t.gate.controllerKinds.shelly }).click();
      await dialog.getByRole('textbox', { name: t.gate.url.shelly }).fill(shelly.url);
      await dialog.getByRole('textbox', { name: t.gate.pulseSeconds }).fill('1.5');
      await dialog.getByRole('button', { name: t.gate.create }).click();
      await dialog.waitFor({ state: 'hidden' });
      const relayRow = drawer.getByRole('listitem', { name: 'Portón peatonal' });
      await relayRow.getByRole('button', { name: fmt(t.gate.testNamed, { name: 'Portón peatonal' }) }).click();
      await relayRow.getByText(/The controller confirmed the opening in \d+ ms\./).waitFor();
      expect(shelly.received.map((call) => [call.path, call.query])).toEqual([
        ['/rpc/Switch.Set', { id: '0', on: 'true', toggle_after: '1.5' }],
      ]);

      // Deactivated, not deleted: it says so and can come back.
      await drawer.getByRole('button', { name: t.drawer.deactivate }).click();
      const confirm = page.getByRole('dialog', { name: fmt(t.deactivate.title, { name }) });
      await confirm.getByRole('button', { name: t.drawer.deactivate }).click();
      await drawer.getByRole('button', { name: t.drawer.reactivate }).waitFor();
      await expectNotice(page, fmt(t.notices.deactivated, { name }));
      expect((await pointNamed(name)).active).toBe(false);
      await shot(page, 1366, lang, 'deactivated');
      await drawer.getByRole('button', { name: t.drawer.reactivate }).click();
      await drawer.getByRole('button', { name: t.drawer.deactivate }).waitFor();
      await expectNotice(page, fmt(t.notices.reactivated, { name }));
      expect((await pointNamed(name)).active).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('access points on a phone (es)', () => {
  it('opens the new access point form full width, refuses a missing name in words and is axe-clean', async () => {
    const lang = 'es';
    const t = texts(lang)['access-points'];
    const { context, page, errors } = await signedIn(browser, lang, 'mobile');
    try {
      await visit(page, '/access-points', 'access-points');
      await page.getByRole('button', { name: t.new }).click();
      const drawer = page.getByTestId('access-point-drawer');
      await drawer.getByRole('heading', { name: t.drawer.newTitle }).waitFor();
      await drawer.getByRole('button', { name: t.drawer.create }).click();
      await drawer.getByText(t.validation.name).waitFor();
      await expectAccessible(page, 'new access point drawer (mobile, es)');
      await shot(page, 390, lang, 'new-access-point');
      // An existing point's gates, with what opens each.
      await drawer
        .getByRole('button', { name: texts(lang).common.close })
        .first()
        .click();
      await page.getByRole('button', { name: fmt(t.editNamed, { name: 'Caseta Principal' }) }).click();
      await drawer.getByRole('listitem', { name: 'Entrada Vehicular' }).waitFor();
      await expectAccessible(page, 'access point drawer (mobile, es)');
      await shot(page, 390, lang, 'access-point-gates');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
