// The residents' dynamic key (spec §2/§4/§9; a time-based code since issue 18, docs/offline.md) for host@demo.test
// and family@demo.test (secondary host), 390 and 1366 px, en and es: the top-bar button opens the dialog; its QR
// (`P.<user>.<step>.<code>`) is read from a screenshot and validated by guard@demo.test at a gate of the resident's
// access points (granted); the guard registers the resident's exit with it — granted once: the same QR registered
// again and scanned again is refused ("a new QR code is required") — and the open dialog shows the next code within
// seconds; the countdown ticks; the page's clock is fast-forwarded to 0 (Playwright's page.clock) and the dialog
// asks again and counts afresh a code that opens. The user manual link comes from USER_MANUAL_URL.
// A code older than its 5 minutes is refused on the server's clock, which a browser test cannot move (the phone
// never holds the secret, so the page's clock makes no code): apps/server/test/dynamic-key.test.ts moves it.
import type { AccessServer, RegisterResult, Role, ScanResult } from '@garita/contract';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api.ts';
import { expectAccessible, logIn, screenshotName, texts } from './support/app.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { dialogsSettled, tokenOf } from './support/guard-flow.ts';
import { decodeQr } from './support/qr-image.ts';
import { DEMO_ACCOUNTS, type Lang, USER_MANUAL_URL, VIEWPORTS } from './support/settings.ts';

type Layout = keyof typeof VIEWPORTS;

let browser: Browser;
let guardToken: string;
let gateId: number;
let exitGateId: number;

const validate = (key: string) =>
  call<ScanResult>('GET', `/access_keys/validate?gate=${gateId}&key=${encodeURIComponent(key)}`, guardToken);
/** The guard lets the resident out with the key (an exit: nobody is left counted inside). */
const registerExit = (key: string) =>
  call<RegisterResult>('POST', '/transactions', guardToken, { key, gate_id: exitGateId, access_allowed: true });

/** The code the QR shows once it reads as something other than `previous` (the dialog may be refreshing). */
async function nextCode(qr: Locator, previous: string | null): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        code = await decodeQr(qr).catch(() => '');
        return code !== '' && code !== previous;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return code;
}

beforeAll(async () => {
  browser = await launchBrowser();
  guardToken = await tokenOf(DEMO_ACCOUNTS.security_guard);
  const { access_servers } = await call<{ access_servers: AccessServer[] }>('GET', '/access_servers', guardToken);
  const norte = access_servers.find((s) => s.name === 'Acceso Norte');
  const gate = norte?.gates.find((g) => g.type === 'access');
  const exitGate = norte?.gates.find((g) => g.type === 'exit');
  if (!gate || !exitGate) throw new Error('no entry and exit gates at Acceso Norte');
  gateId = gate.id;
  exitGateId = exitGate.id;
});
afterAll(async () => {
  await browser?.close();
});

describe('dynamic key', () => {
  const runs: { role: Role; layout: Layout; lang: Lang }[] = [
    { role: 'host', layout: 'mobile', lang: 'en' },
    { role: 'secondary_user', layout: 'mobile', lang: 'es' },
    { role: 'secondary_user', layout: 'desktop', lang: 'en' },
    { role: 'host', layout: 'desktop', lang: 'es' },
  ];
  for (const { role, layout, lang } of runs) {
    it(`${role} ${layout} ${VIEWPORTS[layout].width}px, ${lang}`, async () => {
      const { context, page, errors } = await openPage(browser, { viewport: VIEWPORTS[layout], lang });
      try {
        const t = texts(lang)['dynamic-key'];
        await page.clock.install();
        await page.goto('/');
        await logIn(page, DEMO_ACCOUNTS[role]);
        const button = page.getByTestId('dynamic-key-button');
        await button.waitFor();
        expect((await button.getAttribute('aria-label')) ?? (await button.textContent())).toBe(t.open);
        await page.screenshot({ path: screenshotName('dynamic-key', VIEWPORTS[layout].width, lang, `${role}-shell`) });
        await button.click();

        const dialog = page.getByRole('dialog', { name: t.title });
        await dialog.waitFor();
        const qr = dialog.getByTestId('dynamic-key-qr');
        await qr.waitFor();
        expect((await qr.boundingBox())?.width).toBe(200);
        const countdown = dialog.getByTestId('dynamic-key-countdown');
        const seconds = async () => Number(await countdown.getAttribute('data-seconds'));
        // A code is good for 5 minutes from its 30-second step's start: 4:30 to 5:00 are left when it is shown.
        expect(await seconds()).toBeGreaterThanOrEqual(268);
        expect(await seconds()).toBeLessThanOrEqual(300);
        expect(await countdown.textContent()).toMatch(new RegExp(t.countdown.replace('{{time}}', '[45]:\\d\\d')));
        expect(await dialog.getByTestId('user-manual-link').getAttribute('href')).toBe(USER_MANUAL_URL);
        await dialogsSettled(page);
        await page.screenshot({ path: screenshotName('dynamic-key', VIEWPORTS[layout].width, lang, role) });
        await expectAccessible(page, `dynamic key ${role} ${layout} ${lang}`);

        const first = await nextCode(qr, null);
        expect(first).toMatch(/^P\.\d+\.\d+\.\d{8}$/);
        expect((await validate(first)).access_granted, 'the first key opens the gate').toBe(true);

        // Used once at the gate: the open dialog shows the next key, and the used one no longer opens.
        expect((await registerExit(first)).transaction.access_granted, 'the exit is registered').toBe(true);
        const afterUse = await nextCode(qr, first);
        await expect.poll(seconds).toBeGreaterThanOrEqual(285);
        expect(await seconds(), 'a fresh countdown, never above 5:00').toBeLessThanOrEqual(300);
        const used = await validate(first);
        expect(used.access_granted, 'the used key is refused').toBe(false);
        expect(used.key_data.access_key_status.description).toBe('visitor_key');
        expect((await validate(afterUse)).access_granted, 'the key shown after the use opens').toBe(true);
        expect((await registerExit(first)).transaction.access_granted, 'no second use').toBe(false);
        await page.screenshot({
          path: screenshotName('dynamic-key', VIEWPORTS[layout].width, lang, `${role}-after-use`),
        });

        // A minute later the countdown shows a minute less.
        const before = await seconds();
        await page.clock.fastForward('01:00');
        await expect.poll(seconds).toBeLessThanOrEqual(before - 59);
        expect(await seconds()).toBeGreaterThanOrEqual(before - 70);

        // At 0 the dialog asks again: the server's clock has not run 5 minutes, so the code may be the same one,
        // counted afresh for what the server says it has left; it opens the gate.
        await page.clock.fastForward('04:00');
        await expect.poll(seconds, { timeout: 15_000 }).toBeGreaterThanOrEqual(240);
        const second = await nextCode(qr, null);
        expect((await validate(second)).access_granted, 'the code shown at 0 opens the gate').toBe(true);
        await page.screenshot({
          path: screenshotName('dynamic-key', VIEWPORTS[layout].width, lang, `${role}-renewed`),
        });

        await dialog.getByRole('button', { name: texts(lang).common.close }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('is not offered to guards nor admins', async () => {
    for (const role of ['security_guard', 'network_admin'] as const) {
      const { context, page, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile, lang: 'en' });
      try {
        await page.goto('/');
        await logIn(page, DEMO_ACCOUNTS[role]);
        await page.getByTestId('profile-button').waitFor();
        expect(await page.getByTestId('dynamic-key-button').count(), role).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
