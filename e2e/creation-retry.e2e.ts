// Idempotent creation (docs/spec-fidelity.md §8): an event whose first answer is lost on the way back — the
// server created it, the browser saw the connection fail — is resent by the web with the same Idempotency-Key,
// the server replays its first answer, and the host reads "Event created" once, with exactly one event stored.
// On the desktop drawer (1366 px) in English and Spanish, and on the phone's /new-event (390 px).
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, fill, runTag } from './support/admin-settings.ts';
import { apiLogin, call } from './support/api.ts';
import { texts, waitForScreen } from './support/app.ts';
import { forgetNotices, launchBrowser, noticeWasShown } from './support/browser.ts';
import { dialogShown, openSignedIn } from './support/events.ts';
import { DEMO_ACCOUNTS, type Lang } from './support/settings.ts';

const CASETA = 'Caseta Principal';
const tag = runTag();
let browser: Browser;
let hostToken = '';

beforeAll(async () => {
  browser = await launchBrowser();
  hostToken = await apiLogin(DEMO_ACCOUNTS.host);
});
afterAll(async () => {
  await browser?.close();
});

/** The host's events of that exact name (the list searches by part of the name). */
async function eventsNamed(name: string) {
  const { events } = await call<{ events: { name: string }[] }>(
    'GET',
    `/events?name=${encodeURIComponent(name)}&results=30`,
    hostToken,
  );
  return events.filter((event) => event.name === name);
}

/**
 * Lets the first POST /events reach the server and be answered, then drops that answer (the browser sees a
 * failed connection); later ones pass. Answers the requests the browser sent and the replies they got.
 */
async function loseFirstAnswer(page: Page) {
  const sent: Request[] = [];
  const replayed: (string | null)[] = [];
  await page.route('**/api/v1/events', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    sent.push(route.request());
    const response = await route.fetch();
    if (sent.length === 1) {
      expect(response.status()).toBe(201);
      return route.abort('connectionreset');
    }
    replayed.push(response.headers()['idempotent-replayed'] ?? null);
    return route.fulfill({ response });
  });
  return { sent, replayed };
}

async function addGuest(scope: Page | ReturnType<Page['getByTestId']>, lang: Lang, name: string) {
  const t = texts(lang).events;
  await fill(scope, t.guests.name, name);
  await fill(scope, t.guests.phone, '5512340077');
  await scope.getByRole('button', { name: t.guests.add }).click();
  await scope.getByTestId('pending-guests').getByText(name).waitFor();
}

function expectOneKeyResent(sent: Request[], replayed: (string | null)[]) {
  expect(sent.length).toBe(2);
  const keys = sent.map((request) => request.headers()['idempotency-key']);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(replayed).toEqual(['true']);
}

/** Chromium logs the dropped answer; nothing else may be logged. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('net::ERR_CONNECTION_RESET'));

describe('an event whose first answer is lost', () => {
  it.each(['en', 'es'] as const)(
    'is created once and reported created on the desktop drawer (1366 px, %s)',
    async (lang) => {
      const t = texts(lang);
      const name = `E2E Reintento ${lang} ${tag}`;
      const { context, page, errors } = await openSignedIn(browser, DEMO_ACCOUNTS.host, lang, 'desktop');
      try {
        await page.goto('/events');
        await waitForScreen(page, 'desktop-events');
        await page.getByRole('button', { name: t.events.newInvitation }).click();
        const drawer = page.getByTestId('new-event-drawer');
        await fill(drawer, t.events.fields.name, name);
        await fill(drawer, t.events.fields.description, 'Sala común');
        await choose(page, drawer, t.events.fields.accessPoints, CASETA);
        await addGuest(drawer, lang, `Invitado ${lang} ${tag}`);
        const lost = await loseFirstAnswer(page);
        await forgetNotices(page);
        await drawer.getByRole('button', { name: t.events.new.create }).click();
        await drawer.waitFor({ state: 'hidden' });
        await expect.poll(() => noticeWasShown(page, t.events.new.createdTitle)).toBe(true);
        for (const code of ['connection_error', 'timeout', 'unknown'] as const)
          expect(await noticeWasShown(page, t.errors[code])).toBe(false);
        expectOneKeyResent(lost.sent, lost.replayed);
        expect(await eventsNamed(name)).toHaveLength(1);
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('is created once and shows the created modal on the phone (390 px, en)', async () => {
    const t = texts('en');
    const name = `E2E Reintento móvil ${tag}`;
    const { context, page, errors } = await openSignedIn(browser, DEMO_ACCOUNTS.host, 'en', 'mobile');
    try {
      await page.goto('/new-event');
      await waitForScreen(page, 'new-event');
      await fill(page, t.events.fields.name, name);
      await fill(page, t.events.fields.description, 'Terraza');
      await choose(page, page, t.events.fields.accessPoints, CASETA);
      await addGuest(page, 'en', `Invitado móvil ${tag}`);
      const lost = await loseFirstAnswer(page);
      await forgetNotices(page);
      await page.getByRole('button', { name: t.events.new.create }).click();
      await dialogShown(page, t.events.new.createdTitle);
      expect(await noticeWasShown(page, t.errors.connection_error)).toBe(false);
      expectOneKeyResent(lost.sent, lost.replayed);
      expect(await eventsNamed(name)).toHaveLength(1);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
