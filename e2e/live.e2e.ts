// Live screens (docs/live.md), three signed-in pages side by side and never reloaded: the guard's console at
// Acceso Norte (1366 px), the demo host (390 px) and the admin's logbook (1366 px). A register at the gate brings,
// within 2 s, the host's arrival notice ("Ana López entered at Acceso Norte, 21:04", in Acceso Norte's zone,
// America/Tijuana, while the browsers run on Mexico City's clock), the row to the admin's logbook and one more
// visitor inside to the guard's count. Then the host's and the admin's connections are cut (their pages reach the
// server through a proxy whose sockets the test destroys, refusing new ones), two more visitors come in, and when
// the connections come back both arrive on both pages: nothing lost. English and Spanish.
import net from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivalTime } from '../apps/web/src/features/live/arrivals.ts';
import { fmt, runTag } from './support/admin-settings.ts';
import { call } from './support/api.ts';
import { expectAccessible, logIn, screenshotName, texts, waitForScreen } from './support/app.ts';
import { launchBrowser, type OpenPage, openPage } from './support/browser.ts';
import { expectGuestsInside } from './support/guard-console.ts';
import { currentGuests, type GuardPlace, guardAt, tokenOf } from './support/guard-flow.ts';
import { withOwnServer } from './support/own-server.ts';
import { DEMO_ACCOUNTS, type Lang, VIEWPORTS } from './support/settings.ts';

// A server of this file's own: it counts the visitors inside Acceso Norte.
const ownServer = withOwnServer();

/** A TCP proxy to the server whose connections the test can cut (every socket destroyed, new ones refused). */
async function cuttableProxy(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let isCut = false;
  const server = net.createServer((client) => {
    if (isCut) return void client.destroy();
    const upstream = net.connect(Number(port), hostname);
    const drop = () => {
      for (const socket of [client, upstream]) {
        socket.destroy();
        sockets.delete(socket);
      }
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', drop).on('close', drop);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    cut() {
      isCut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      isCut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const LIVE_WITHIN_MS = 2_000;
const ZONE = 'America/Tijuana';

let browser: Browser;
let guard: GuardPlace;
let hostId: number;
let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
beforeAll(async () => {
  browser = await launchBrowser();
  proxy = await cuttableProxy(ownServer().baseURL);
  guard = await guardAt('Acceso Norte');
  const { user } = await call<{ user: { id: number } }>('GET', '/session', await tokenOf(DEMO_ACCOUNTS.host));
  hostId = user.id;
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
});

/** A signed-in page at `path`, once its live stream is open. */
async function signedIn(
  lang: Lang,
  email: string,
  layout: keyof typeof VIEWPORTS,
  path: string,
  screen: string,
  baseURL?: string,
) {
  const opened = await openPage(browser, { viewport: VIEWPORTS[layout], lang, ...(baseURL ? { baseURL } : {}) });
  await opened.page.goto('/');
  await logIn(opened.page, email);
  // The page's own stream, opened as it loads (a reload would open another).
  const streamOpen = streamOpened(opened.page);
  await opened.page.goto(path);
  await waitForScreen(opened.page, screen);
  await streamOpen;
  // Marks the document: still there at the end means the page was never reloaded.
  await opened.page.evaluate(() => {
    (window as unknown as { liveMark: boolean }).liveMark = true;
  });
  return opened;
}

const streamOpened = (page: Page) =>
  page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/events/stream' && res.ok(), {
    timeout: 20_000,
  });
const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark);

/** The guard registers a visit for the host at Entrada Norte; answers the row and its time. */
async function register(name: string): Promise<{ id: number; created_at: string }> {
  const { transaction } = await call<{ transaction: { id: number } }>('POST', '/transactions', guard.token, {
    visitor_name: name,
    reason_for_visit: 'Visita',
    user_id: hostId,
    access_key_type_id: 6,
    gate_id: guard.gate('Entrada Norte').id,
    access_allowed: true,
  });
  const shown = await call<{ transaction: { id: number; created_at: string } }>(
    'GET',
    `/transactions/${transaction.id}`,
    guard.token,
  );
  return shown.transaction;
}

const noticeText = (lang: Lang, name: string, at: string) =>
  fmt(texts(lang).live.arrival, { name, place: 'Acceso Norte', time: arrivalTime(at, ZONE, lang) });

const notices = (page: Page) => page.getByTestId('arrival-notice');
const logbookHas = (page: Page, name: string) =>
  page.getByTestId('logbook-table').locator('tbody tr', { hasText: name }).count();

// Spanish only: the English notices come from the same keys, and each run opens three signed-in screens.
describe.each(['es'] as const)('live screens (%s)', (lang) => {
  const opened: OpenPage[] = [];
  afterAll(async () => {
    for (const { context } of opened) await context.close();
  });

  it('a register reaches the host, the admin and the guard within 2 s; a cut connection loses nothing', async () => {
    const tag = runTag();
    const inside = await currentGuests(guard.token, guard.accessPoint.id);
    const guardPage = await signedIn(lang, DEMO_ACCOUNTS.security_guard, 'desktop', '/', 'guard-console');
    // The host and the admin through the proxy: their connections are cut below.
    const hostPage = await signedIn(lang, DEMO_ACCOUNTS.host, 'mobile', '/invitations', 'invitations', proxy.url);
    const adminPage = await signedIn(
      lang,
      DEMO_ACCOUNTS.network_admin,
      'desktop',
      '/logbook',
      'desktop-logbook',
      proxy.url,
    );
    opened.push(guardPage, hostPage, adminPage);
    await expectGuestsInside(guardPage.page, lang, inside);

    // 1. A register, while everyone watches.
    const name = `Ana López ${tag}`;
    const started = Date.now();
    const row = await register(name);
    await notices(hostPage.page).filter({ hasText: name }).waitFor({ timeout: LIVE_WITHIN_MS });
    await expect
      .poll(() => logbookHas(adminPage.page, name), { timeout: LIVE_WITHIN_MS - (Date.now() - started) })
      .toBe(1);
    expect(Date.now() - started).toBeLessThan(LIVE_WITHIN_MS + 500);
    expect(await notices(hostPage.page).filter({ hasText: name }).textContent()).toBe(
      noticeText(lang, name, row.created_at),
    );
    await expectGuestsInside(guardPage.page, lang, inside + 1);
    await hostPage.page.screenshot({ path: screenshotName('live-host', 390, lang, 'arrival') });
    await expectAccessible(hostPage.page, `host with an arrival notice (${lang})`);
    // Dismissed, it goes.
    await notices(hostPage.page)
      .filter({ hasText: name })
      .getByRole('button', { name: texts(lang).live.dismiss })
      .click();
    await expect.poll(() => notices(hostPage.page).filter({ hasText: name }).count()).toBe(0);

    // 2. The host's and the admin's connections cut: two visitors come in meanwhile.
    proxy.cut();
    const missedNames = [`Beto Ruiz ${tag}`, `Carla Soto ${tag}`];
    const missed = [];
    for (const missedName of missedNames) missed.push(await register(missedName));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(
      await notices(hostPage.page)
        .filter({ hasText: missedNames[0] as string })
        .count(),
    ).toBe(0);

    // 3. Connected again: the stream reconnects with Last-Event-ID and both arrivals come, on both pages.
    const reopened = [streamOpened(hostPage.page), streamOpened(adminPage.page)];
    proxy.restore();
    await Promise.all(reopened);
    for (const [i, missedName] of missedNames.entries()) {
      await notices(hostPage.page).filter({ hasText: missedName }).waitFor({ timeout: 5_000 });
      expect(await notices(hostPage.page).filter({ hasText: missedName }).textContent()).toBe(
        noticeText(lang, missedName, (missed[i] as { created_at: string }).created_at),
      );
      await expect.poll(() => logbookHas(adminPage.page, missedName), { timeout: 5_000 }).toBe(1);
    }
    await expectGuestsInside(guardPage.page, lang, inside + 3);
    for (const { page } of [guardPage, hostPage, adminPage]) expect(await notReloaded(page)).toBe(true);
    await adminPage.page.screenshot({ path: screenshotName('live-admin', 1366, lang, 'logbook') });
    for (const { errors } of [guardPage, hostPage, adminPage])
      expect(errors.filter((e) => !/Failed to fetch|net::ERR_/.test(e))).toEqual([]);
  });
});
