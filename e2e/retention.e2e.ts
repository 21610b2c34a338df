// The retention section of the network settings, on a server of this file's own (its windows and purge runs stay
// out of the other suites): at 1366 px in English the admin reads the last purge (run here through the same service
// the nightly schedule uses), sets both windows and finds them saved; at 390 px in Spanish a window out of range
// and photos kept longer than personal data are refused in words before anything is sent. Axe-clean at both widths.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NetworkSettings } from '@garita/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPurgeService } from '../apps/server/src/services/purge.service.ts';
import { localStorage } from '../apps/server/src/storage/index.ts';
import { expectNotice, fmt, signedIn, tokenFor, visit } from './support/admin-settings.ts';
import { call } from './support/api.ts';
import { expectAccessible, screenshotName, texts } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import { withOwnServer } from './support/own-server.ts';
import { DEMO_ACCOUNTS, type Lang } from './support/settings.ts';

const ownServer = withOwnServer();

const shot = (page: Page, width: number, lang: Lang, name: string) =>
  page.screenshot({ path: screenshotName('retention', width, lang, name) });

let browser: Browser;
let storageRoot: string;
beforeAll(async () => {
  browser = await launchBrowser();
  storageRoot = mkdtempSync(path.join(tmpdir(), 'garita-e2e-purge-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(storageRoot, { recursive: true, force: true });
});

describe('retention settings', () => {
  it('shows the last purge and saves both windows (1366 px, en)', async () => {
    const t = texts('en').retention;
    const token = await tokenFor(DEMO_ACCOUNTS.network_admin);
    const network = await call<NetworkSettings>('GET', '/network', token);
    expect(network).toMatchObject({ photo_retention_days: 30, personal_data_retention_days: 365 });
    const purge = createPurgeService({
      db: ownServer().db,
      storage: localStorage(storageRoot),
      now: () => new Date(),
    });
    const outcome = await purge.run({ trigger: 'cli', networkIds: [network.id] });
    expect(outcome.ran).toBe(true);

    const { context, page, errors } = await signedIn(browser, 'en', 'desktop');
    try {
      await visit(page, '/network-settings', 'network-settings');
      const section = page.getByRole('region', { name: t.title });
      const lastPurge = page.getByTestId('last-purge');
      await lastPurge.getByRole('heading', { name: t.lastPurge.title }).waitFor();
      await lastPurge.getByText(new RegExp(`\\(${t.lastPurge.triggers.cli}\\)$`)).waitFor();
      await lastPurge.getByText(fmt(t.lastPurge.accessKeys_other, { count: 0 })).waitFor();
      await lastPurge.getByText(fmt(t.lastPurge.watchlistMatches_other, { count: 0 })).waitFor();
      await section.getByRole('textbox', { name: t.photoDays }).fill('60');
      await section.getByRole('textbox', { name: t.personalDays }).fill('400');
      await expectAccessible(page, 'retention (desktop, en)');
      await section.getByRole('button', { name: t.save }).click();
      await expectNotice(page, t.saved);
      expect(await call<NetworkSettings>('GET', '/network', token)).toMatchObject({
        photo_retention_days: 60,
        personal_data_retention_days: 400,
        name: network.name,
      });
      await page.reload();
      await waitForValue(page, t.photoDays, '60');
      await shot(page, 1366, 'en', 'saved');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('refuses a window out of range and photos kept longer than personal data, sending nothing (390 px, es)', async () => {
    const t = texts('es').retention;
    const { context, page, errors } = await signedIn(browser, 'es', 'mobile');
    try {
      await visit(page, '/network-settings', 'network-settings');
      let patched = 0;
      page.on('request', (request) => {
        if (request.method() === 'PATCH' && request.url().endsWith('/api/v1/network')) patched += 1;
      });
      const section = page.getByRole('region', { name: t.title });
      await section.getByRole('textbox', { name: t.personalDays }).fill('20');
      await section.getByRole('button', { name: t.save }).click();
      await section.getByText(fmt(t.validation.days, { min: 30, max: 1825 })).waitFor();
      await section.getByRole('textbox', { name: t.personalDays }).fill('90');
      await section.getByRole('textbox', { name: t.photoDays }).fill('120');
      await section.getByRole('button', { name: t.save }).click();
      await section.getByText(t.validation.photosLonger).waitFor();
      expect(patched).toBe(0);
      await expectAccessible(page, 'retention (mobile, es)');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await shot(page, 390, 'es', 'refused');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

async function waitForValue(page: Page, label: string, value: string): Promise<void> {
  await expect.poll(() => page.getByRole('textbox', { name: label }).inputValue(), { timeout: 10_000 }).toBe(value);
}
