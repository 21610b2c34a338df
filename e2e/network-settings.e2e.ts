// The admin's network settings against a server of this file's own (its changes stay out of the other suites): a
// rule, the open-gate window and the analytics dashboard's {uuid} template saved and read back after a reload; a
// provider added to the catalogue the forms offer ('Otro' still last); a required list attribute the guards'
// register form then asks for. On a phone in Spanish, a window out of range is refused in words and nothing is
// sent. Axe-clean at both widths.
import type { NetworkSettings } from '@garita/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNotice, fmt, signedIn, tokenFor, visit } from './support/admin-settings.ts';
import { call } from './support/api.ts';
import { expectAccessible, screenshotName, texts } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import { withOwnServer } from './support/own-server.ts';
import { DEMO_ACCOUNTS, type Lang } from './support/settings.ts';

withOwnServer();

const shot = (page: Page, width: number, lang: Lang, name: string) =>
  page.screenshot({ path: screenshotName('network-settings', width, lang, name), fullPage: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('network settings', () => {
  it('saves a rule, the open-gate window and the dashboard template; adds a provider and a custom attribute (1366 px, en)', async () => {
    const t = texts('en')['network-settings'];
    const token = await tokenFor(DEMO_ACCOUNTS.network_admin);
    const before = await call<NetworkSettings>('GET', '/network', token);
    const { context, page, errors } = await signedIn(browser, 'en', 'desktop');
    try {
      await page.getByRole('link', { name: texts('en').nav.networkSettings }).click();
      await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
      const rule = page.getByRole('switch', { name: new RegExp(`^${t.rules.block_antipassback.label}`) });
      expect(await rule.isChecked()).toBe(false);
      await rule.check();
      await page.getByRole('textbox', { name: t.rules.openGateWindow }).fill('10');
      await page.getByRole('textbox', { name: t.dashboard.url }).fill('https://bi.example/d/{uuid}?theme=dark');
      await page.getByTestId('dashboard-preview').getByText(`https://bi.example/d/${before.uuid}?theme=dark`).waitFor();
      await expectAccessible(page, 'network settings (desktop, en)');
      await page.getByRole('button', { name: t.save }).click();
      await expectNotice(page, t.notices.saved);
      const saved = await call<NetworkSettings>('GET', '/network', token);
      expect(saved).toMatchObject({
        block_antipassback: true,
        open_gate_window_minutes: 10,
        analytics_dashboard_url: 'https://bi.example/d/{uuid}?theme=dark',
        dashboard_url: `https://bi.example/d/${before.uuid}?theme=dark`,
        name: before.name,
      });
      await page.reload();
      await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
      await expect.poll(() => page.getByRole('textbox', { name: t.rules.openGateWindow }).inputValue()).toBe('10');
      expect(
        await page.getByRole('switch', { name: new RegExp(`^${t.rules.block_antipassback.label}`) }).isChecked(),
      ).toBe(true);

      // A provider of this site's own, offered to guards and hosts before 'Otro'.
      await page.getByRole('textbox', { name: t.providers.new }).fill('Estafeta');
      await page.getByRole('button', { name: t.providers.add, exact: true }).click();
      await expectNotice(page, fmt(t.providers.added, { name: 'Estafeta' }));
      const { providers } = await call<{ providers: { display_name: string }[] }>('GET', '/providers', token);
      const names = providers.map((p) => p.display_name);
      expect(names).toContain('Estafeta');
      expect(names.at(-1)).toBe('Otro');

      // A required list the guard's register form asks for.
      await page.getByRole('button', { name: t.attributes.add }).click();
      const dialog = page.getByRole('dialog', { name: t.attributes.newTitle });
      await dialog.getByRole('textbox', { name: t.attributes.name }).fill('Tipo de vehículo');
      await dialog.getByRole('combobox', { name: t.attributes.type }).click();
      await page.getByRole('option', { name: t.attributes.types.list }).click();
      await dialog.getByRole('button', { name: t.attributes.create }).click();
      await dialog.getByText(t.validation.options).waitFor();
      await dialog.getByRole('textbox', { name: t.attributes.options }).fill('Auto\nMoto\nCamión');
      await dialog.getByRole('switch', { name: t.attributes.requiredLabel }).check();
      await expectAccessible(page, 'custom attribute dialog (desktop, en)');
      await dialog.getByRole('button', { name: t.attributes.create }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('listitem', { name: 'Tipo de vehículo' }).waitFor();
      const guardToken = await tokenFor(DEMO_ACCOUNTS.security_guard);
      const { custom_attributes } = await call<{ custom_attributes: { attribute_name: string; required: boolean }[] }>(
        'GET',
        '/transactions/custom_attributes',
        guardToken,
      );
      expect(custom_attributes).toContainEqual(
        expect.objectContaining({
          attribute_name: 'Tipo de vehículo',
          required: true,
          options: ['Auto', 'Moto', 'Camión'],
        }),
      );
      await shot(page, 1366, 'en', 'saved');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('refuses an open-gate window out of range in words and sends nothing (390 px, es)', async () => {
    const t = texts('es')['network-settings'];
    const { context, page, errors } = await signedIn(browser, 'es', 'mobile');
    try {
      await visit(page, '/network-settings', 'network-settings');
      let patched = 0;
      page.on('request', (request) => {
        if (request.method() === 'PATCH' && request.url().endsWith('/api/v1/network')) patched += 1;
      });
      await page.getByRole('textbox', { name: t.rules.openGateWindow }).fill('0');
      await page.getByRole('button', { name: t.save }).click();
      await page.getByText(fmt(t.validation.openGateWindow, { min: 1, max: 120 })).waitFor();
      expect(patched).toBe(0);
      await expectAccessible(page, 'network settings (mobile, es)');
      await shot(page, 390, 'es', 'window-refused');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
