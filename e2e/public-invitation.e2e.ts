// The public invitation page a host's share link opens (/:lng/i/:uniqueId), in a fresh browser with no
// session: invitations created by host@demo.test through the API; the QR read back from a screenshot to the
// key's unique_id; the link's language winning over the browser's, and the language switch; the states with
// no QR (not yet valid, ended, used, cancelled, provider) and an unknown or personal key; the page signed in,
// without the app's shell. 390 and 1366 px, en and es, axe and console checked, screenshots of each.
import type { AccessKey, AccessServer } from '@garita/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api.ts';
import { expectAccessible, goTo, logIn, screenshotName, texts, waitForScreen, wordsChunk } from './support/app.ts';
import { holdRequests, launchBrowser, noticeWasShown, openPage } from './support/browser.ts';
import { tokenOf, wallClock } from './support/guard-flow.ts';
import { decodeQr } from './support/qr-image.ts';
import { DEMO_ACCOUNTS, type Lang, VIEWPORTS } from './support/settings.ts';

type Layout = keyof typeof VIEWPORTS;
const HOUR = 3_600_000;

let browser: Browser;
let hostToken: string;
let guardToken: string;
let caseta: AccessServer;
let norte: AccessServer;

const linkPath = (lang: Lang, uniqueId: string) => `/${lang}/i/${encodeURIComponent(uniqueId)}`;
const shot = (page: Page, layout: Layout, lang: Lang, name: string) =>
  page.screenshot({ path: screenshotName('public-invitation', VIEWPORTS[layout].width, lang, name) });

/** An invitation of the demo host through the API (`from` on the first access point's clock). */
async function invite(name: string, extra: Record<string, unknown> = {}, from = new Date(Date.now() - 60_000)) {
  const servers = (extra.access_servers as number[] | undefined) ?? [caseta.id, norte.id];
  const first = servers[0] === norte.id ? norte : caseta;
  const body = {
    access_key: {
      visitor_name: name,
      visitor_phone: '5544332211',
      access_key_type_id: 1,
      reason_for_visit: 'E2E public page',
      visitor_duration: 2,
      valid_from: wallClock(from, first.time_zone),
      access_servers: servers,
      ...extra,
    },
  };
  const { access_key } = await call<{ access_key: AccessKey }>('POST', '/access_keys', hostToken, body);
  if (!access_key.unique_id) throw new Error('the host did not get the key');
  return access_key as AccessKey & { unique_id: string };
}

async function openLink(layout: Layout, browserLang: Lang) {
  return openPage(browser, { viewport: VIEWPORTS[layout], lang: browserLang });
}

async function waitForInvitation(page: Page, status: string): Promise<void> {
  await waitForScreen(page, 'public-invitation');
  await page.locator(`[data-testid="public-invitation"][data-status="${status}"]`).waitFor({ timeout: 15_000 });
}

beforeAll(async () => {
  browser = await launchBrowser();
  [hostToken, guardToken] = await Promise.all([tokenOf(DEMO_ACCOUNTS.host), tokenOf(DEMO_ACCOUNTS.security_guard)]);
  const { access_servers } = await call<{ access_servers: AccessServer[] }>('GET', '/access_servers', hostToken);
  const byName = (name: string) => {
    const found = access_servers.find((s) => s.name === name);
    if (!found) throw new Error(`no access point ${name}`);
    return found;
  };
  caseta = byName('Caseta Principal');
  norte = byName('Acceso Norte');
});
afterAll(async () => {
  await browser?.close();
});

describe('a valid invitation, opened from its share link with no session', () => {
  // The link's language wins over the browser's in half the runs; half are recurrent keys with a restriction.
  const runs: { layout: Layout; lang: Lang; browserLang: Lang; recurrent: boolean }[] = [
    { layout: 'mobile', lang: 'es', browserLang: 'en', recurrent: true },
    { layout: 'mobile', lang: 'en', browserLang: 'en', recurrent: false },
    { layout: 'desktop', lang: 'es', browserLang: 'es', recurrent: false },
    { layout: 'desktop', lang: 'en', browserLang: 'es', recurrent: true },
  ];
  const nightShift = { days: ['5', '1', '3'], time: '22:00', duration_in_minutes: 480 };
  for (const { layout, lang, browserLang, recurrent } of runs) {
    it(`${layout} ${VIEWPORTS[layout].width}px, link in ${lang}, browser in ${browserLang}`, async () => {
      const key = await invite(
        `Visita pública ${layout} ${lang}`,
        recurrent
          ? { access_key_type_id: 2, duration: 2, temporary_duration: 'weeks', key_restrictions: nightShift }
          : {},
      );
      const { context, page, errors } = await openLink(layout, browserLang);
      try {
        const t = texts(lang)['public-invitation'];
        const words: string[] = [];
        page.on('request', (request) => {
          const file = wordsChunk(request.url());
          if (file) words.push(file);
        });
        await page.goto(linkPath(lang, key.unique_id));
        await waitForInvitation(page, 'valid');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        // The link's words only, whatever the browser speaks (lib/i18n.ts, the share link's detector).
        expect(words).toEqual([`rest-${lang}`]);
        expect(await page.locator('h1').textContent()).toBe(key.visitor_name);
        expect(await page.getByText(t.invitedBy.replace('{{host}}', 'Héctor Residente')).count()).toBe(1);
        expect(await page.getByTestId('invitation-status').textContent()).toBe(t.status.valid);
        expect(await page.getByText(recurrent ? t.types.recurrent : t.types.visit, { exact: true }).count()).toBe(1);
        // No app shell, no session.
        expect(await page.getByRole('navigation').count()).toBe(0);
        expect(await page.evaluate(() => localStorage.getItem('garita.session'))).toBeNull();

        const qr = page.getByTestId('invitation-qr');
        const box = await qr.boundingBox();
        expect(box?.width).toBe(200);
        expect(await decodeQr(qr)).toBe(key.unique_id);

        const schedule = page.getByTestId('invitation-schedule');
        expect(await schedule.textContent()).toContain(t.validFrom);
        if (recurrent) {
          const days = lang === 'en' ? 'Monday, Wednesday, and Friday' : 'lunes, miércoles y viernes';
          const hours = t.hoursNextDay.replace('{{start}}', '10:00PM').replace('{{end}}', '06:00AM');
          expect(await schedule.textContent()).toContain(`${t.days}${days}${t.hours}${hours}`);
        }
        expect(await page.getByText(t.timeZone.replace('{{zone}}', 'America/Mexico City')).count()).toBe(1);
        const places = page.getByTestId('invitation-place');
        expect(await places.count()).toBe(2);
        expect(await places.first().textContent()).toContain('Paseo de las Palmas 405');
        const map = places.first().getByRole('link', { name: new RegExp(`^${t.openMap}`) });
        expect(await map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=19.4284,-99.2066');
        expect(await map.getAttribute('target')).toBe('_blank');
        expect(await map.getAttribute('rel')).toContain('noreferrer');

        await shot(page, layout, lang, 'valid');
        await expectAccessible(page, `public invitation ${layout} ${lang}`);

        // The language switch moves to the other link, which shows the same invitation. Its words first: when they
        // cannot come, the page stays as it was and says so; the next try fetches them again.
        const other: Lang = lang === 'es' ? 'en' : 'es';
        const otherWords = `**/assets/rest-${other}-*.js`;
        await page.route(otherWords, (route) => route.abort());
        await page.getByRole('button', { name: texts(other).common.language[other] }).click();
        await expect.poll(() => noticeWasShown(page, texts(lang).common.language.failed)).toBe(true);
        expect(new URL(page.url()).pathname).toBe(linkPath(lang, key.unique_id));
        expect(await page.getByTestId('invitation-status').textContent()).toBe(t.status.valid);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        await page.unroute(otherWords);
        // The browser reports the request the test refused.
        errors.splice(
          0,
          errors.length,
          ...errors.filter((error) => !/Failed to load resource|rest-(en|es)-/.test(error)),
        );
        await page.getByRole('button', { name: texts(other).common.language[other] }).click();
        await page.waitForURL((url) => url.pathname === linkPath(other, key.unique_id));
        await expect
          .poll(() => page.getByTestId('invitation-status').textContent())
          .toBe(texts(other)['public-invitation'].status.valid);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(other);
        expect(await page.evaluate(() => localStorage.getItem('garita.lng')), 'the choice is not saved').toBeNull();
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

// Issue 16 (docs/web.md, "Chunks and caching"): the server answers a share link with its page in the link's language
// (apps/server/src/web.ts), which asks for the public page's code, its words and the invitation itself with the
// entry, instead of one round trip (the code) and two (the invitation) after the entry has run.
describe("a share link's first load", () => {
  it("asks for the page's code, its words and the invitation with the entry (390 px, link in es, browser in en)", async () => {
    const key = await invite('Visita con su página');
    const { context, page, errors } = await openLink('mobile', 'en');
    try {
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      const entry = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
      const invitation = `/api/v1/public/invitations/${key.unique_id}`;
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === invitation);
      await page.goto(linkPath('es', key.unique_id), { waitUntil: 'commit' });
      await expect.poll(entry.asked, { message: "the entry's code is asked for" }).toBe(true);
      const early: [string, (pathname: string) => boolean][] = [
        ["the page's code", (pathname) => /^\/assets\/public-invitation-page-[^/]+\.js$/.test(pathname)],
        ["the link's words", (pathname) => /^\/assets\/rest-es-[^/]+\.js$/.test(pathname)],
        ['the invitation', (pathname) => pathname === invitation],
      ];
      for (const [what, matches] of early)
        await expect.poll(() => asked.some(matches), { message: `${what} is asked for with the entry` }).toBe(true);
      // The answer is in before the page runs, as on a visitor's phone, where the entry is the longest download.
      await answered;
      await page.evaluate(watchLoadingSign);
      entry.release();
      await waitForInvitation(page, 'valid');
      expect(await page.locator('h1').textContent()).toBe(key.visitor_name);
      // Once: the page's own call took the answer asked for with the page.
      expect(asked.filter((pathname) => pathname === invitation)).toHaveLength(1);
      // What the visitor saw until the card: the mark where index.html's splash stands, then the page, in every
      // frame; never a spinner drawn for a moment, nor an empty screen between the two.
      expect(await page.evaluate(() => window.firstFrames)).toEqual({ spinner: 0, empty: 0 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it("shows that it is loading when the page's code and then the invitation are slow to come (390 px, es)", async () => {
    const key = await invite('Visita lenta');
    const { context, page, errors } = await openLink('mobile', 'es');
    try {
      const t = texts('es');
      const code = await holdRequests(page, /\/assets\/public-invitation-page-[^/]+\.js$/);
      const answer = await holdRequests(page, (url) => url.pathname === `/api/v1/public/invitations/${key.unique_id}`);
      await page.goto(linkPath('es', key.unique_id));
      // The page's code: the splash's mark, and a spinner under it once the wait is long.
      const waiting = page
        .getByRole('status')
        .filter({ has: page.getByRole('progressbar', { name: t.common.loading }) });
      await waiting.waitFor({ state: 'visible' });
      await shot(page, 'mobile', 'es', 'loading-code');
      code.release();
      // The invitation: the page's own words.
      await waitForScreen(page, 'public-invitation');
      const loading = page.locator('[data-screen="public-invitation"] [role="status"]');
      await loading.waitFor({ state: 'visible' });
      expect(await loading.textContent()).toBe(t['public-invitation'].loading);
      expect(await waiting.count()).toBe(0);
      await shot(page, 'mobile', 'es', 'loading');
      answer.release();
      await waitForInvitation(page, 'valid');
      expect(await loading.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

declare global {
  interface Window {
    firstFrames?: { spinner: number; empty: number };
  }
}

/**
 * In the page: counts in `window.firstFrames` the frames before the card where a loading sign is drawn, and those
 * with neither the splash's mark nor the page.
 */
function watchLoadingSign() {
  const frames = { spinner: 0, empty: 0 };
  window.firstFrames = frames;
  const look = () => {
    const signs = [...document.querySelectorAll('[role="status"], [role="progressbar"]')];
    if (signs.some((sign) => sign.checkVisibility({ visibilityProperty: true }))) frames.spinner++;
    if (!document.querySelector('.garita-splash, [data-screen="public-invitation"]')) frames.empty++;
    if (!document.querySelector('[data-testid="public-invitation"]')) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

describe('invitations without a code, and links that lead nowhere', () => {
  // Each language once, each width once (a third run, Spanish on a phone as well, added a quarter of a minute of CI).
  const runs: { layout: Layout; lang: Lang }[] = [
    { layout: 'mobile', lang: 'en' },
    { layout: 'desktop', lang: 'es' },
  ];
  for (const { layout, lang } of runs) {
    it(`${layout} ${VIEWPORTS[layout].width}px, ${lang}`, async () => {
      const t = texts(lang)['public-invitation'];
      const tag = `${layout} ${lang}`;
      const later = await invite(`Mañana ${tag}`, {}, new Date(Date.now() + 26 * HOUR));
      const cancelled = await invite(`Cancelada ${tag}`);
      await call('DELETE', `/access_keys/${cancelled.id}`, hostToken);
      const used = await invite(`Usada ${tag}`, { access_servers: [norte.id] });
      for (const type of ['access', 'exit'] as const) {
        const gate = norte.gates.find((g) => g.type === type);
        await call('POST', '/transactions', guardToken, {
          key: used.unique_id,
          gate_id: gate?.id,
          access_allowed: true,
        });
      }
      const provider = await invite(`Proveedor ${tag}`, {
        access_key_type_id: 5,
        provider: 'fedex',
        visitor_phone: '',
      });
      const { access_key: personal } = await call<{ access_key: { unique_id: string } }>(
        'GET',
        '/access_keys/user_access_key',
        hostToken,
      );

      const { context, page, errors } = await openLink(layout, lang);
      try {
        const expectNoCode = async (
          key: { unique_id: string | null },
          status: string,
          notice: string,
          name: string,
        ) => {
          await page.goto(linkPath(lang, key.unique_id ?? ''));
          await waitForInvitation(page, status);
          expect(await page.getByTestId('invitation-status').textContent()).toBe(
            t.status[status as keyof typeof t.status],
          );
          expect(await page.getByTestId('invitation-qr').count(), `${name}: no QR`).toBe(0);
          expect(await page.getByTestId('invitation-notice').textContent()).toContain(notice);
          await shot(page, layout, lang, name);
        };
        await expectNoCode(later, 'not_yet_valid', t.notice.notYetValid.split('{{')[0] ?? '', 'not-yet-valid');
        await expectNoCode(cancelled, 'deleted', t.notice.deleted.replace('{{host}}', 'Héctor Residente'), 'deleted');
        await expectAccessible(page, `cancelled invitation ${layout} ${lang}`);
        await expectNoCode(used, 'used', t.notice.used.split('{{')[0] ?? '', 'used');
        await expectNoCode(provider, 'valid', t.notice.provider, 'provider');
        expect(await page.getByText(`${t.types.provider} · FedEx`).count()).toBe(1);

        // A visit that ends in a few seconds (one hour that started 59:54 ago) loses its code when it ends:
        // the page looks again at that moment.
        const ending = await invite(`Terminada ${tag}`, { visitor_duration: 1 }, new Date(Date.now() - HOUR + 6_000));
        await page.goto(linkPath(lang, ending.unique_id));
        await waitForInvitation(page, 'valid');
        await page.locator('[data-testid="public-invitation"][data-status="expired"]').waitFor({ timeout: 15_000 });
        expect(await page.getByTestId('invitation-qr').count()).toBe(0);
        await shot(page, layout, lang, 'expired');

        for (const [id, name] of [
          ['no-such-invitation-123', 'unknown'],
          [personal.unique_id, 'personal'],
        ] as const) {
          await page.goto(linkPath(lang, id));
          await page.getByTestId('invitation-not-found').waitFor({ timeout: 15_000 });
          expect(await page.locator('h1').textContent()).toBe(t.notFound.title);
          await shot(page, layout, lang, name);
        }
        await expectAccessible(page, `unknown invitation ${layout} ${lang}`);
        // A 404 of the public call is the page's answer, not a failure: only the browser's own network line
        // for it may appear in the console.
        expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('a signed-in resident opening a share link', () => {
  it('sees the visitor page without the app shell, and the app keeps its language afterwards', async () => {
    const key = await invite('Visita con sesión');
    const { context, page, errors } = await openLink('mobile', 'es');
    try {
      await page.goto('/');
      await logIn(page, DEMO_ACCOUNTS.host);
      await page.waitForURL((url) => url.pathname === '/invitations');
      await goTo(page, linkPath('en', key.unique_id));
      await waitForInvitation(page, 'valid');
      expect(await page.getByRole('navigation').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await decodeQr(page.getByTestId('invitation-qr'))).toBe(key.unique_id);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/invitations');
      await page.getByRole('navigation').first().waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
