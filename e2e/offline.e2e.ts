// The gate offline (issue 18, docs/offline.md), in a real Chromium with its network cut by the browser
// (context.setOffline) and a fake camera: the guard's phone (390 px, Spanish) reads its access point's signed
// snapshot while online, then, offline, decides on the device — a deleted-before-snapshot key (the camera's QR) is
// refused, a valid key is granted and registered with its ID photo, the same single visit is refused on its second
// entry, a resident's current dynamic code (TOTP) is granted and a six-minute-old one refused, a second key, deleted
// on the server while the booth is offline, is granted by the device and registered — every result marked "offline
// decision" under the "offline" banner; the two registers wait in the device's queue and the visitors-inside count
// moves; the page reloaded offline still works (the service worker); back online both registers reach the server
// exactly once, with their photos, and the admin's Devices screen shows the deleted key's entry as a conflict. A
// short English check of the banner first. Logging out with registers still queued asks first (it would delete them).
// Service workers are allowed here only (support/browser.ts).
import type { OfflineSnapshot, OfflineSnapshotPayload, Transaction } from '@garita/contract';
import { parsePersonalQr, personalQrForStep, stepAt } from '@garita/engine/totp';
import type { Browser, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api.ts';
import { expectAccessible, goTo, logIn, screenshotName, texts, waitForScreen } from './support/app.ts';
import { openPage } from './support/browser.ts';
import { expectGuestsInside } from './support/guard-console.ts';
import {
  createVisitKey,
  currentGuests,
  type GuardPlace,
  guardAt,
  launchWithCamera,
  tokenOf,
} from './support/guard-flow.ts';
import { withOwnServer } from './support/own-server.ts';
import { writeQrVideo } from './support/qr-video.ts';
import { DEMO_ACCOUNTS, type Lang, VIEWPORTS } from './support/settings.ts';

// A server of this file's own: the test counts the visitors inside Caseta Principal.
withOwnServer();

let browser: Browser;
let place: GuardPlace;
let hostToken: string;
const run = Date.now().toString(36);
const MINUTE = 60_000;
const names = { first: `E2E Offline Uno ${run}`, second: `E2E Offline Dos ${run}`, deleted: `E2E Borrada ${run}` };
const codes = { first: '', second: '', deleted: '', resident: '', oldResident: '' };
/** The second key is deleted on the server while the booth is offline: the device still lets the visitor in. */
let secondKeyId = 0;

beforeAll(async () => {
  place = await guardAt('Caseta Principal');
  hostToken = await tokenOf(DEMO_ACCOUNTS.host);
  codes.first = (await createVisitKey(hostToken, names.first, place.accessPoint)).unique_id ?? '';
  const second = await createVisitKey(hostToken, names.second, place.accessPoint);
  [codes.second, secondKeyId] = [second.unique_id ?? '', second.id];
  const deleted = await createVisitKey(hostToken, names.deleted, place.accessPoint);
  codes.deleted = deleted.unique_id ?? '';
  await call('DELETE', `/access_keys/${deleted.id}`, hostToken);
  // The resident's dynamic key (its secret is made on first use, so before the snapshot is read).
  const dynamic = await call<{ access_key: { unique_id: string } }>('GET', '/access_keys/user_access_key', hostToken);
  codes.resident = dynamic.access_key.unique_id;
  // A screenshot of the same resident's code from six minutes ago (the dynamic key lives five), made with the secret
  // the guard's snapshot carries, as a device would.
  const snapshot = await call<OfflineSnapshot>(
    'GET',
    `/offline/snapshot?access_server=${place.accessPoint.id}`,
    place.token,
  );
  const resident = (JSON.parse(snapshot.payload) as OfflineSnapshotPayload).residents.find(
    (r) => r.user_id === parsePersonalQr(codes.resident)?.userId,
  );
  if (!resident) throw new Error("the resident's secret is not in the snapshot");
  codes.oldResident = personalQrForStep(resident.user_id, resident.secret, stepAt(new Date(Date.now() - 6 * MINUTE)));
  // The camera films the deleted key's QR: the first thing the device refuses on its own.
  browser = await launchWithCamera(writeQrVideo(codes.deleted));
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The guard's phone, signed in, on the gates, with the access point's snapshot on the device; `workers`: those the
 * page started.
 */
async function guardPhone(lang: Lang) {
  const opened = await openPage(browser, { viewport: VIEWPORTS.mobile, lang, serviceWorkers: 'allow' });
  const workers: Worker[] = [];
  opened.page.on('worker', (worker) => workers.push(worker));
  await opened.page.goto('/');
  await logIn(opened.page, DEMO_ACCOUNTS.security_guard);
  await waitForScreen(opened.page, 'qr-scanner');
  await opened.page.getByTestId('offline-ready').waitFor({ timeout: 15_000 });
  return { ...opened, workers };
}

/** The service worker controls the page: the next load comes from its precache. */
async function serviceWorkerInControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)), {
      timeout: 30_000,
    })
    .toBe(true);
}

async function typeCode(page: Page, lang: Lang, code: string): Promise<void> {
  await page.getByLabel(texts(lang).scanner.camera.manual).fill(code);
  await page.getByRole('button', { name: texts(lang).scanner.camera.check }).click();
}

async function registerEntryWithPhoto(page: Page, lang: Lang, visitor: string): Promise<void> {
  const t = texts(lang).scanner;
  await page.getByTestId('scan-heading').waitFor();
  expect(await page.getByTestId('scan-heading').textContent()).toBe(t.result.heading.access.granted);
  expect(await page.getByTestId('scan-visitor').textContent()).toBe(visitor);
  expect(await page.getByTestId('offline-mark').textContent()).toBe(t.offline.mark);
  await page.getByTestId('photo-tile-photo_id').click();
  const capture = page.getByRole('button', { name: t.capture.capture });
  await expect.poll(() => capture.isEnabled(), { timeout: 10_000 }).toBe(true);
  await capture.click();
  await page.getByRole('button', { name: t.capture.save }).click();
  await page.getByTestId('photo-thumbnail-photo_id').waitFor();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: t.result.confirmAccess }).click();
  const done = page.getByTestId('success-dialog');
  await done.getByText(t.offline.saved).waitFor();
}

/** How many service workers the page's browser has registered. */
const workers = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

describe('the service worker', () => {
  it('is installed on the phone once a guard signs in there, never for a resident (es)', async () => {
    const { context, page } = await openPage(browser, {
      viewport: VIEWPORTS.mobile,
      lang: 'es',
      serviceWorkers: 'allow',
    });
    try {
      // The app looks for a worker to update once the page has loaded (main.tsx); it used to register one there,
      // whoever signed in: its precache, the whole app, is about 4 MB that a resident's phone never uses.
      const updateLoaded = page.waitForResponse((response) => /\/service-worker-[^/]*\.js$/.test(response.url()));
      await page.goto('/');
      await logIn(page, DEMO_ACCOUNTS.host);
      await waitForScreen(page, 'invitations');
      await updateLoaded;
      await page.waitForTimeout(2_000);
      expect(await workers(page)).toBe(0);
      await page.evaluate(() => localStorage.clear());
      await page.goto('/');
      await logIn(page, DEMO_ACCOUNTS.security_guard);
      await waitForScreen(page, 'qr-scanner');
      await expect.poll(() => workers(page), { timeout: 15_000 }).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe('the guard phone offline', () => {
  it('en: says in English that the device decides while offline', async () => {
    const { context, page, workers } = await guardPhone('en');
    try {
      // The snapshot was checked off the guard's screen, in its worker (docs/web.md), not on the page; zod compiles
      // no parser with eval there either (docs/security.md).
      const checks = workers.filter((worker) => /\/snapshot-check\.worker-[^/]*\.js$/.test(worker.url()));
      expect(checks).toHaveLength(1);
      expect(
        await checks[0]?.evaluate(
          () => (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig?.jitless,
        ),
      ).toBe(true);
      await context.setOffline(true);
      await expect.poll(() => page.getByTestId('offline-banner').textContent()).toBe(texts('en').common.offline.banner);
      await page.screenshot({ path: screenshotName('offline', 390, 'en', 'banner') });
    } finally {
      await context.close();
    }
  });

  it('es: decides on the device, queues two registers with photos, survives a reload, syncs them once, flags a conflict', async () => {
    const lang = 'es';
    const t = texts(lang).scanner;
    const inside = await currentGuests(place.token, place.accessPoint.id);
    const { context, page, errors } = await guardPhone(lang);
    try {
      await serviceWorkerInControl(page);
      await context.setOffline(true);
      await expect.poll(() => page.getByTestId('offline-banner').textContent()).toBe(texts(lang).common.offline.banner);

      // The camera's QR: a key deleted before the snapshot was taken is not on the device.
      await page.getByTestId(`gate-card-${place.gate('Entrada Peatonal').id}`).click();
      await page.getByTestId('invalid-key').waitFor({ timeout: 20_000 });

      // A valid key: granted on the device, registered with its ID photo, queued.
      await typeCode(page, lang, codes.first);
      await registerEntryWithPhoto(page, lang, names.first);
      await page.getByTestId('success-dialog').getByRole('button', { name: t.done.scanNext }).click();

      // The same single visit again: the device counts its own entry and refuses the second one.
      await typeCode(page, lang, codes.first);
      await page.getByTestId('scan-heading').waitFor();
      expect(await page.getByTestId('scan-heading').textContent()).toBe(t.result.heading.access.denied);
      expect(await page.getByTestId('offline-mark').textContent()).toBe(t.offline.mark);
      // Offline nothing logged the refused scan, and the screen does not say it did.
      expect(await page.getByText(t.offline.deniedHelp).count()).toBe(1);
      await page.screenshot({ path: screenshotName('offline', 390, lang, 'refused-second-entry') });
      await expectAccessible(page, 'offline result');
      await page.getByRole('button', { name: t.result.ok }).click();
      await waitForScreen(page, 'qr-scanner');

      // The resident's dynamic key: its code checked with the resident's secret from the snapshot.
      await page.getByTestId(`gate-card-${place.gate('Entrada Peatonal').id}`).click();
      await typeCode(page, lang, codes.resident);
      await page.getByTestId('scan-heading').waitFor();
      expect(await page.getByTestId('scan-heading').textContent()).toBe(t.result.heading.access.granted);
      expect(await page.getByTestId('scan-visitor').textContent()).toBe('Héctor Residente');
      expect(await page.getByTestId('offline-mark').textContent()).toBe(t.offline.mark);
      await goTo(page, '/qr-scanner');
      await waitForScreen(page, 'qr-scanner');

      // Her code from six minutes ago (a screenshot): refused on the device as well.
      await page.getByTestId(`gate-card-${place.gate('Entrada Peatonal').id}`).click();
      await typeCode(page, lang, codes.oldResident);
      await page.getByTestId('scan-heading').waitFor();
      expect(await page.getByTestId('scan-heading').textContent()).toBe(t.result.heading.access.denied);
      expect(await page.getByTestId('offline-mark').textContent()).toBe(t.offline.mark);
      await page.getByRole('button', { name: t.result.ok }).click();
      await waitForScreen(page, 'qr-scanner');

      // A second key, deleted on the server meanwhile: the device, offline, cannot know; it lets the visitor in.
      await call('DELETE', `/access_keys/${secondKeyId}`, hostToken);
      await page.getByTestId(`gate-card-${place.gate('Entrada Peatonal').id}`).click();
      await typeCode(page, lang, codes.second);
      await registerEntryWithPhoto(page, lang, names.second);
      await page.getByTestId('success-dialog').getByRole('button', { name: t.done.continue }).click();
      await waitForScreen(page, 'qr-scanner');
      await expectGuestsInside(page, lang, inside + 2, 'mobile');
      const queued = t.offline.queued.replace('{{count}}', '2');
      await expect.poll(() => page.getByTestId('offline-queued').textContent()).toBe(queued);
      expect(await currentGuests(place.token, place.accessPoint.id)).toBe(inside);

      // Reloaded offline: the service worker serves the app, the device still holds the queue and the count.
      await page.reload();
      await waitForScreen(page, 'qr-scanner');
      // The banner comes once the device's store is read (decrypting takes a moment after a reload).
      await expect.poll(() => page.getByTestId('offline-banner').textContent()).toBe(texts(lang).common.offline.banner);
      await expect.poll(() => page.getByTestId('offline-queued').textContent()).toBe(queued);
      await expectGuestsInside(page, lang, inside + 2, 'mobile');
      await page.screenshot({ path: screenshotName('offline', 390, lang, 'gates-after-reload') });
      // Spanish's longer words wrap: nothing widens the phone's page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page, 'offline gates');

      // Logging out now would delete them: the phone asks first, and the guard stays.
      const profile = texts(lang).profile.logoutPending;
      await page.getByTestId('profile-button').click();
      await page.getByTestId('logout').click();
      const ask = page.getByRole('dialog', { name: profile.title });
      await ask.waitFor();
      expect(await ask.getByText(profile.message.replace('{{count}}', '2')).count()).toBe(1);
      await ask.getByRole('button', { name: profile.cancel }).click();
      await ask.waitFor({ state: 'detached' });
      await page.keyboard.press('Escape');
      await page.getByTestId('offline-queued').waitFor();

      // Back online: both registers reach the server once, with their photos; the screen says so.
      await context.setOffline(false);
      await expect
        .poll(() => page.getByTestId('offline-synced').textContent(), { timeout: 20_000 })
        .toBe(t.offline.synced.replace('{{count}}', '2'));
      expect(await page.getByTestId('offline-queued').count()).toBe(0);
      await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
      expect(await currentGuests(place.token, place.accessPoint.id)).toBe(inside + 2);
      const { transactions } = await call<{ transactions: Transaction[] }>(
        'GET',
        `/transactions?access_server=${place.accessPoint.id}&results=100`,
        place.token,
      );
      for (const name of [names.first, names.second]) {
        const entries = transactions.filter((row) => row.visitor_name === name);
        expect(entries, name).toHaveLength(1);
        expect(entries[0]?.access_type).toBe('access');
        expect(entries[0]?.transaction_photos.map((photo) => photo.access_server_photo_type)).toEqual(['photo_id']);
      }
      expect(
        errors.filter((error) => !/Failed to (fetch|load resource)|ERR_INTERNET_DISCONNECTED/.test(error)),
      ).toEqual([]);
    } finally {
      await context.close();
    }

    // The admin's Devices screen: the entry on the key deleted while the booth was offline is kept, and flagged.
    const admin = await openPage(browser, { viewport: VIEWPORTS.mobile, lang });
    try {
      await admin.page.goto('/');
      await logIn(admin.page, DEMO_ACCOUNTS.network_admin);
      await goTo(admin.page, '/devices');
      const conflict = admin.page.getByTestId('offline-conflict').filter({ hasText: names.second });
      await conflict.waitFor();
      expect(await conflict.getByText(texts(lang).devices.kind.key_deleted).count()).toBe(1);
      await conflict.screenshot({ path: screenshotName('offline', 390, lang, 'admin-conflict') });
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });
});
