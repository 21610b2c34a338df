// The admin's network settings against a server of this file's own (its changes stay out of the other suites): a
// rule, the open-gate window and the analytics dashboard's {uuid} template saved and read back after a reload; a
// provider added to the catalogue the forms offer ('Otro' still last); a required list attribute the guards'
// register form then asks for. On a phone in Spanish, a window out of range is refused in words and nothing is
// sent. Axe-clean at both widths. Webhooks (docs/webhooks.md): created through the form (1366 px, en), the secret
// shown once, "Send test" to a receiver this test starts says it arrived and the log shows it delivered; on a phone
// in Spanish with the receiver stopped, the test says it failed (never success) and the log shows the failure.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
  page.screenshot({ path: screenshotName('network-settings', width, lang, name) });

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

describe('webhooks', () => {
  it('creates a webhook, sends a test that arrives, then one that fails, each shown as it went (1366 px en, 390 px es)', async () => {
    const received: { type: string; signature: string | undefined }[] = [];
    const receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string };
        received.push({ type: body.type, signature: req.headers['x-garita-signature'] as string | undefined });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/garita-${Date.now()}`;
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    };
    try {
      const en = texts('en');
      const t = en.webhooks;
      const desktop = await signedIn(browser, 'en', 'desktop');
      try {
        const { page } = desktop;
        await page.getByRole('link', { name: en.nav.webhooks }).click();
        await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
        await page.getByRole('button', { name: t.new }).click();
        const form = page.getByRole('dialog', { name: t.newTitle });
        await form.getByRole('textbox', { name: t.fields.url }).fill(url);
        await form.getByRole('checkbox', { name: t.events['gate.opened'] }).check();
        await form.getByRole('button', { name: t.create }).click();
        const secretDialog = page.getByRole('dialog', { name: t.secret.createdTitle });
        expect(await secretDialog.getByTestId('webhook-secret').inputValue()).toMatch(/^whsec_/);
        await secretDialog.getByRole('button', { name: t.secret.close }).click();
        await secretDialog.waitFor({ state: 'detached' });

        const card = page.getByRole('region', { name: url });
        await card.getByRole('button', { name: t.test.send }).click();
        const result = card.getByTestId('webhook-test-result');
        await expect.poll(() => result.textContent()).toMatch(/^The receiver answered 204 in \d+ ms/);
        expect(received).toEqual([{ type: 'webhook.test', signature: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
        const log = card.getByRole('table', { name: fmt(t.log.label, { url }) });
        await log.getByRole('row').filter({ hasText: t.log.ok }).first().waitFor();
        expect(await log.getByRole('row').nth(1).textContent()).toContain(t.events['webhook.test']);
        await expectAccessible(page, 'webhooks (desktop, en)');
        await shot(page, 1366, 'en', 'webhooks');
        expect(desktop.errors).toEqual([]);
      } finally {
        await desktop.context.close();
      }

      await stop();
      const es = texts('es');
      const tEs = es.webhooks;
      const phone = await signedIn(browser, 'es', 'mobile');
      try {
        const { page } = phone;
        await visit(page, '/webhooks', 'webhooks');
        const card = page.getByRole('region', { name: url });
        await card.getByRole('button', { name: tEs.test.send }).click();
        const result = card.getByTestId('webhook-test-result');
        await expect
          .poll(() => result.textContent())
          .toBe(fmt(tEs.test.failed, { reason: tEs.errors.connectionRefused }));
        const log = card.getByRole('table', { name: fmt(tEs.log.label, { url }) });
        await log.getByRole('row').filter({ hasText: tEs.log.failed }).first().waitFor();
        expect(await log.getByRole('row').nth(1).textContent()).toContain(tEs.errors.connectionRefused);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await expectAccessible(page, 'webhooks (mobile, es)');
        await shot(page, 390, 'es', 'webhooks-test-failed');
        expect(phone.errors).toEqual([]);
      } finally {
        await phone.context.close();
      }
    } finally {
      await stop();
    }
  });
});
