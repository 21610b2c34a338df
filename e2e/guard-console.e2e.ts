// The guard's desktop console (/qr-scanner at 1366 px) and the provider page (/provider-transaction at 390 px),
// against the real server, with a guard of this suite working at Acceso Norte:
// - the QR tab reads an invitation from the fake camera, the entry is registered at the entry door with the
//   photos the access point asks for, the visitors-inside count goes up; the same code read again is
//   checked at the exit door (the server picks it from the key's last movement) and the count goes down;
// - the lookup finds an invitation, which is registered under "invitation register" and shows as inside;
// - the manual tab registers a visitor, whom the exits tab then lets out; a provider registered by hand with
//   only the name and the provider is let out there too, while a provider invitation's exit button opens the
//   provider page at the exit door; switching access point in the header replaces the session's user and the
//   console's doors;
// - a provider invitation is checked in on /provider-transaction and checked out from its logbook record.
// English and Spanish. Prints the time from the QR in front of the camera to the result in the console.
import type { AccessKey } from '@garita/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, fill } from './support/admin-settings.ts';
import { call } from './support/api.ts';
import { goTo, logIn, screenshotName, texts, waitForScreen } from './support/app.ts';
import { openPage } from './support/browser.ts';
import {
  CONSOLE_GUARD_PASSWORD,
  type ConsoleGuard,
  createConsoleGuard,
  createProviderKey,
  expectGuestsInside,
  passingMessage,
  takeRequiredPhotos,
  writeBlankVideo,
  writeBlinkingQrVideo,
} from './support/guard-console.ts';
import {
  createVisitKey,
  currentGuests,
  dialogsSettled,
  launchWithCamera,
  markedScanTime,
  tokenOf,
} from './support/guard-flow.ts';
import { withOwnServer } from './support/own-server.ts';
import { DEMO_ACCOUNTS, type Lang, VIEWPORTS } from './support/settings.ts';

// A server of this file's own: it counts the visitors inside Acceso Norte,
// which suites running alongside would change.
withOwnServer();

type Layout = keyof typeof VIEWPORTS;
const timings: string[] = [];
const tag = Date.now().toString(36);
let guard: ConsoleGuard;
let hostToken: string;

beforeAll(async () => {
  guard = await createConsoleGuard(tag);
  hostToken = await tokenOf(DEMO_ACCOUNTS.host);
});
afterAll(() => {
  if (timings.length)
    console.log(`\nConsole: QR in front of the camera → result on screen:\n  ${timings.join('\n  ')}\n`);
});

const shot = (page: Page, layout: Layout, lang: Lang, name: string) =>
  page.screenshot({ path: screenshotName('guard-console', VIEWPORTS[layout].width, lang, name) });

async function signIn(browser: Browser, layout: Layout, lang: Lang) {
  const opened = await openPage(browser, { viewport: VIEWPORTS[layout], lang });
  await opened.page.goto('/');
  await logIn(opened.page, guard.email, CONSOLE_GUARD_PASSWORD);
  return opened;
}

describe.each(['en', 'es'] as const)('desktop console, 1366 px %s', (lang) => {
  const t = texts(lang);

  // Each flow once in a language, the lookup in both (a second run of each cost CI about 20 s): the QR tab in
  // Spanish, the provider and the access point switch in English.
  if (lang === 'es') {
    describe('QR tab', () => {
      let browser: Browser;
      let key: AccessKey;
      beforeAll(async () => {
        key = await createVisitKey(hostToken, `E2E Consola QR ${lang} ${tag}`, guard.norte);
        browser = await launchWithCamera(writeBlinkingQrVideo(key.unique_id ?? ''));
      });
      afterAll(async () => {
        await browser?.close();
      });

      it('reads the invitation from the camera, lets the visitor in, then out through the exit door', async () => {
        const inside = await currentGuests(guard.token, guard.norte.id);
        const { context, page, errors } = await signIn(browser, 'desktop', lang);
        try {
          await waitForScreen(page, 'guard-console');
          const register = page.getByTestId('console-register');
          const heading = register.getByTestId('scan-heading');
          await heading.waitFor({ timeout: 20_000 });
          timings.push(`${lang}, entry: ${await markedScanTime(page)} ms between the app's marks`);
          expect(await heading.textContent()).toBe(t.scanner.result.heading.access.granted);
          expect(await register.getByTestId('scan-visitor').textContent()).toBe(key.visitor_name);
          expect(await register.getByTestId('result-door').getByRole('combobox').textContent()).toBe(
            `Entrada Norte · ${t.scanner.gates.entry}`,
          );
          await expectGuestsInside(page, lang, inside);
          await takeRequiredPhotos(page, register, lang);
          await register.getByLabel(t.scanner.result.notes).fill('Mochila azul');
          await shot(page, 'desktop', lang, 'qr-granted');
          await register.getByRole('button', { name: t.scanner.result.confirmAccess }).click();
          await passingMessage(page, 'success-dialog', () => shot(page, 'desktop', lang, 'qr-entry-done'));
          await expectGuestsInside(page, lang, inside + 1);
          const logbook = page.getByTestId('console-logbook');
          await logbook.getByTestId('logbook-card').filter({ hasText: key.visitor_name }).first().waitFor();

          // The code just registered is not read again while it stays in front of the camera; shown again
          // (the video lowers and raises it), it is checked at the exit door.
          await expect
            .poll(() => heading.textContent(), { timeout: 20_000 })
            .toBe(t.scanner.result.heading.exit.granted);
          timings.push(`${lang}, exit: ${await markedScanTime(page)} ms between the app's marks`);
          expect(await register.getByTestId('result-door').getByRole('combobox').textContent()).toBe(
            `Salida Norte · ${t.scanner.gates.exit}`,
          );
          expect(await register.getByTestId('photo-tile-photo_id').count()).toBe(0);
          await shot(page, 'desktop', lang, 'qr-exit');
          await register.getByRole('button', { name: t.scanner.result.confirmExit }).click();
          await passingMessage(page, 'success-dialog', async () => undefined);
          await expectGuestsInside(page, lang, inside);
          // Lowered and shown again, the code is read again: a single visit that left is refused (and logged),
          // which is right for a visitor who tries to come back in with it.
          await expect
            .poll(() => heading.textContent(), { timeout: 20_000 })
            .toBe(t.scanner.result.heading.access.denied);
          expect(await register.getByTestId('scan-reason').textContent()).toBe(t.scanner.denial.visitor_key);
          await shot(page, 'desktop', lang, 'qr-used-again');
          await register.getByRole('button', { name: t.console.result.continue }).click();
          await expect
            .poll(() =>
              logbook
                .getByTestId('logbook-card')
                .filter({ hasText: key.visitor_name })
                .getByTestId('status-chip')
                .allTextContents(),
            )
            .toEqual([t.logbook.status.entryUnauthorized, t.logbook.status.exit, t.logbook.status.entryWithExit]);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    });
  }

  describe('lookup, manual register and exits', () => {
    let browser: Browser;
    let invitation: AccessKey;
    beforeAll(async () => {
      invitation = await createVisitKey(hostToken, `E2E Consola Busqueda ${lang} ${tag}`, guard.norte);
      // Nothing for the QR tab to read; the photos are of a white wall.
      browser = await launchWithCamera(writeBlankVideo());
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('registers an invitation found in the lookup, then a visitor by hand whom the exits tab lets out', async () => {
      const inside = await currentGuests(guard.token, guard.norte.id);
      const { context, page, errors } = await signIn(browser, 'desktop', lang);
      try {
        await waitForScreen(page, 'guard-console');
        await shot(page, 'desktop', lang, 'console');
        const lookup = page.getByTestId('console-lookup');
        const register = page.getByTestId('console-register');
        await lookup.getByRole('searchbox').fill(`Busqueda ${lang} ${tag}`);
        const found = lookup.getByTestId('lookup-invitation').filter({ hasText: invitation.visitor_name });
        await expect.poll(() => lookup.getByTestId('lookup-invitation').count(), { timeout: 10_000 }).toBe(1);
        await found.getByText(t.console.lookup.state.unused).waitFor();
        await found.getByRole('button').click();
        await register.getByRole('heading', { name: t.console.invitation.title }).waitFor();
        await register.getByTestId('scan-heading').waitFor();
        expect(await register.getByTestId('scan-heading').textContent()).toBe(t.scanner.result.heading.access.granted);
        expect(await register.getByRole('tab').count()).toBe(0);
        await takeRequiredPhotos(page, register, lang);
        await shot(page, 'desktop', lang, 'lookup-register');
        await register.getByRole('button', { name: t.scanner.result.confirmAccess }).click();
        await passingMessage(page, 'success-dialog', () => shot(page, 'desktop', lang, 'lookup-done'));
        await register.getByRole('tab', { name: t.console.tabs.qr }).waitFor();
        await found.getByText(t.console.lookup.state.access).waitFor();
        await expectGuestsInside(page, lang, inside + 1);

        // The close control puts the tabs back without registering anything.
        await found.getByRole('button').click();
        await register.getByTestId('scan-heading').waitFor();
        expect(await register.getByTestId('scan-heading').textContent()).toBe(t.scanner.result.heading.exit.granted);
        await register.getByTestId('close-invitation').click();
        await register.getByRole('tab', { name: t.console.tabs.manual }).click();

        const visitor = `E2E Consola Manual ${lang} ${tag}`;
        await fill(register, t.register.fields.visitorName, visitor);
        await choose(page, register, t.register.fields.unit, 'Torre A');
        await choose(page, register, t.register.fields.host, 'Héctor Residente');
        await fill(register, t.register.fields.reason, 'Mantenimiento');
        await takeRequiredPhotos(page, register, lang);
        await shot(page, 'desktop', lang, 'manual-filled');
        await register.getByRole('button', { name: t.register.review }).click();
        const summary = page.getByTestId('register-summary');
        await summary.getByText(visitor).waitFor();
        await dialogsSettled(page);
        await shot(page, 'desktop', lang, 'manual-summary');
        await summary.getByRole('button', { name: t.register.summary.confirm }).click();
        await passingMessage(page, 'success-dialog', async () => undefined);
        expect(await register.getByRole('textbox', { name: t.register.fields.visitorName }).inputValue()).toBe('');
        await expectGuestsInside(page, lang, inside + 2);

        await register.getByRole('tab', { name: t.console.tabs.exits }).click();
        const entry = register.getByTestId('exit-entry').filter({ hasText: visitor });
        await entry.waitFor();
        // Only visitors registered by hand and providers are let out here; the invitation leaves by its QR.
        expect(await register.getByTestId('exit-entry').filter({ hasText: invitation.visitor_name }).count()).toBe(0);
        await shot(page, 'desktop', lang, 'exits');
        await entry.getByRole('button', { name: t.console.exits.exitOf.replace('{{name}}', visitor) }).click();
        await passingMessage(page, 'success-dialog', () => shot(page, 'desktop', lang, 'exit-done'));
        await entry.waitFor({ state: 'detached' });
        await expectGuestsInside(page, lang, inside + 1);
        expect(await currentGuests(guard.token, guard.norte.id)).toBe(inside + 1);

        // The logbook page in the desktop frame counts the visitors inside once, in the header.
        await page.goto('/logbook');
        await waitForScreen(page, 'logbook');
        await expectGuestsInside(page, lang, inside + 1);
        expect(await page.getByTestId('guests-inside').count()).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    if (lang === 'en') {
      it('registers a provider with only the name and the provider; the exits tab logs them out, and sends a provider invitation to its page', async () => {
        const inside = await currentGuests(guard.token, guard.norte.id);
        const entryDoor = guard.norte.gates.find((gate) => gate.type === 'access');
        const exitDoor = guard.norte.gates.find((gate) => gate.type === 'exit');
        if (!entryDoor || !exitDoor) throw new Error('Acceso Norte needs an entry and an exit door');
        // A provider invitation already inside (checked in by its id, as the provider page does).
        const invited = await createProviderKey(`E2E Consola Proveedor ${lang} ${tag}`, guard.norte);
        await call('POST', '/transactions', guard.token, {
          access_key_id: invited.id,
          gate_id: entryDoor.id,
          access_allowed: true,
        });
        const { context, page, errors } = await signIn(browser, 'desktop', lang);
        try {
          await waitForScreen(page, 'guard-console');
          const register = page.getByTestId('console-register');
          await register.getByRole('tab', { name: t.console.tabs.manual }).click();
          await register.getByRole('button', { name: t.register.kind.provider }).click();
          const visitor = `E2E Consola Repartidor ${lang} ${tag}`;
          const company = `Gas ${lang} ${tag}`;
          await fill(register, t.register.fields.visitorName, visitor);
          await choose(page, register, t.register.fields.provider, 'Otro');
          await fill(register, t.register.fields.otherProvider, company);
          await takeRequiredPhotos(page, register, lang);
          // Spec §5: the name and the provider are enough; no unit, no host.
          await register.getByRole('button', { name: t.register.review }).click();
          const summary = page.getByTestId('register-summary');
          await summary.getByText(company).waitFor();
          await summary.getByText(t.register.summary.noHost).waitFor();
          await dialogsSettled(page);
          await shot(page, 'desktop', lang, 'manual-provider-no-host');
          await summary.getByRole('button', { name: t.register.summary.confirm }).click();
          await passingMessage(page, 'success-dialog', async () => undefined);
          await expectGuestsInside(page, lang, inside + 2);

          await register.getByRole('tab', { name: t.console.tabs.exits }).click();
          const manual = register.getByTestId('exit-entry').filter({ hasText: visitor });
          await manual.waitFor();
          expect(await manual.textContent()).not.toContain('Héctor');
          await shot(page, 'desktop', lang, 'exits-provider-no-host');
          await manual.getByRole('button', { name: t.console.exits.exitOf.replace('{{name}}', visitor) }).click();
          await passingMessage(page, 'success-dialog', async () => undefined);
          await manual.waitFor({ state: 'detached' });
          expect(await currentGuests(guard.token, guard.norte.id)).toBe(inside + 1);

          // The provider invitation leaves through the provider page at the console's exit door, not log_exit.
          const keyed = register.getByTestId('exit-entry').filter({ hasText: invited.visitor_name });
          await keyed
            .getByRole('button', { name: t.console.exits.exitOf.replace('{{name}}', invited.visitor_name) })
            .click();
          await waitForScreen(page, 'provider-transaction');
          expect(new URL(page.url()).pathname).toBe(`/provider-transaction/${invited.id}/${exitDoor.id}`);
          expect(await currentGuests(guard.token, guard.norte.id)).toBe(inside + 1);
          await page.getByRole('heading', { name: t.provider.title.checkOut }).waitFor();
          await page.getByTestId('scan-heading').waitFor();
          expect(await page.getByTestId('scan-heading').textContent()).toBe(t.scanner.result.heading.exit.granted);
          await page.getByRole('button', { name: t.scanner.result.confirmExit }).click();
          await page.getByTestId('success-dialog').getByText(t.provider.done.checkOut).waitFor();
          expect(await currentGuests(guard.token, guard.norte.id)).toBe(inside);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }

    if (lang === 'en') {
      it('switches access point from the header: the session user and the doors follow', async () => {
        const { context, page, errors } = await signIn(browser, 'desktop', lang);
        try {
          await waitForScreen(page, 'guard-console');
          const header = page.getByRole('banner');
          const register = page.getByTestId('console-register');
          const entryDoor = register.getByRole('combobox', { name: t.console.doors.entry });
          expect(await entryDoor.textContent()).toBe('Entrada Norte');
          await choose(page, header, t.scanner.accessPoint.label, 'Caseta Principal');
          await expect.poll(() => entryDoor.textContent()).toBe('Entrada Peatonal');
          const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('garita.session') ?? '{}'));
          expect(stored.user.last_access_selected.name).toBe('Caseta Principal');
          await expectGuestsInside(page, lang, await currentGuests(guard.token, guard.caseta.id));
          await shot(page, 'desktop', lang, 'switched');
          await choose(page, header, t.scanner.accessPoint.label, 'Acceso Norte');
          await expect.poll(() => entryDoor.textContent()).toBe('Entrada Norte');
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
});

// The guard's phone in Spanish; the desktop console runs the provider flow in English.
describe.each(['es'] as const)('provider page, 390 px %s', (lang) => {
  const t = texts(lang);
  let browser: Browser;
  let provider: AccessKey;
  beforeAll(async () => {
    provider = await createProviderKey(`E2E Proveedor ${lang} ${tag}`, guard.norte);
    browser = await launchWithCamera(writeBlankVideo());
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('checks a provider in at the door of the path, then out from the logbook record', async () => {
    const inside = await currentGuests(guard.token, guard.norte.id);
    const entryDoor = guard.norte.gates.find((gate) => gate.type === 'access');
    const exitDoor = guard.norte.gates.find((gate) => gate.type === 'exit');
    if (!entryDoor || !exitDoor) throw new Error('Acceso Norte needs an entry and an exit door');
    const { context, page, errors } = await signIn(browser, 'mobile', lang);
    try {
      await waitForScreen(page, 'qr-scanner');
      await goTo(page, `/provider-transaction/${provider.id}/${entryDoor.id}`);
      await waitForScreen(page, 'provider-transaction');
      await page.getByRole('heading', { name: t.provider.title.checkIn }).waitFor();
      await page.getByTestId('provider-invitation').getByText('DHL').waitFor();
      expect(await page.getByTestId('provider-door').getByRole('combobox').textContent()).toBe(
        `${entryDoor.name} · ${t.scanner.gates.entry}`,
      );
      await page.getByTestId('scan-heading').waitFor();
      expect(await page.getByTestId('scan-heading').textContent()).toBe(t.scanner.result.heading.access.granted);
      await takeRequiredPhotos(page, page.getByTestId('scan-result'), lang);
      await shot(page, 'mobile', lang, 'provider-check-in');
      await page.getByRole('button', { name: t.scanner.result.confirmAccess }).click();
      const done = page.getByTestId('success-dialog');
      await done.getByText(t.provider.done.checkIn).waitFor();
      await dialogsSettled(page);
      await shot(page, 'mobile', lang, 'provider-check-in-done');
      // The message closes by itself after the post-check-in delay and the logbook opens.
      await waitForScreen(page, 'logbook');
      expect(await currentGuests(guard.token, guard.norte.id)).toBe(inside + 1);

      const card = page.getByTestId('logbook-card').filter({ hasText: provider.visitor_name }).first();
      // The card names the provider as the network's list does (DHL), not as stored (dhl).
      await expect.poll(() => card.textContent()).toContain(' · DHL');
      await card.click();
      await waitForScreen(page, 'transaction-detail');
      await page.getByRole('button', { name: t.logbook.checkout.button }).click();
      const dialog = page.getByRole('dialog', { name: t.logbook.checkout.title });
      await dialog.getByRole('button', { name: t.logbook.checkout.confirm }).click();
      await waitForScreen(page, 'provider-transaction');
      expect(new URL(page.url()).pathname).toBe(`/provider-transaction/${provider.id}/${exitDoor.id}`);
      await page.getByRole('heading', { name: t.provider.title.checkOut }).waitFor();
      await page.getByTestId('scan-heading').waitFor();
      expect(await page.getByTestId('scan-heading').textContent()).toBe(t.scanner.result.heading.exit.granted);
      await shot(page, 'mobile', lang, 'provider-check-out');
      await page.getByRole('button', { name: t.scanner.result.confirmExit }).click();
      await page.getByTestId('success-dialog').getByText(t.provider.done.checkOut).waitFor();
      await waitForScreen(page, 'logbook');
      expect(await currentGuests(guard.token, guard.norte.id)).toBe(inside);

      // Checked in and out: the page has nothing more to offer.
      await goTo(page, `/provider-transaction/${provider.id}/${entryDoor.id}`);
      await page.getByTestId('provider-stopped').getByText(t.provider.stopped.checkedOut).waitFor();
      expect(await page.getByTestId('scan-heading').count()).toBe(0);
      await shot(page, 'mobile', lang, 'provider-checked-out');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
