// Intelligence for the network admin (issue 7) against the real server, in English and Spanish at 1366 and
// 390 px: the figures on screen equal what the logbook API counts for the same days and access point (the
// default 30 days, today, one access point, a chosen day and its row in the per-day table), the filters
// change them, and the external dashboard tab exists only while the network has an address (set and removed
// through the page's dialog).
import type { Intelligence } from '@garita/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, signedIn, tokenFor, visit } from './support/admin-settings.ts';
import { call } from './support/api.ts';
import { enterDay, expectAccessible, screenshotName, texts } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import {
  accessPointsOf,
  type DayCounts,
  logbookDay,
  logbookRange,
  shiftDay,
  todayIn,
} from './support/logbook-counts.ts';
import { withOwnServer } from './support/own-server.ts';
import { serverURL } from './support/server.ts';
import { DEMO_ACCOUNTS, type Lang } from './support/settings.ts';

// A server of this file's own: its figures must equal what the logbook counts, which suites running
// alongside would change between the two reads.
withOwnServer();

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await tokenFor(DEMO_ACCOUNTS.network_admin);
});
afterAll(async () => {
  await call('PATCH', '/intelligence/dashboard', token, { analytics_dashboard_url: null });
  await browser?.close();
});

/** A screenshot of the viewport; `full` takes the whole page, which resizes it: only as a test's last step. */
const shot = (page: Page, width: number, lang: Lang, name: string, full = false) =>
  page.screenshot({ path: screenshotName('intelligence', width, lang, name), fullPage: full });

/**
 * Runs `action` and waits for the page's figures of exactly this range and access point on screen (not the
 * previous ones, dimmed); they must equal the API's answer for that range. The page may answer from its cache: a
 * range it asked for less than its data's 30 s ago is not asked again (app/query-client.ts), so waiting for its
 * request made the test depend on how fast the steps ran.
 */
async function figuresAfter(
  page: Page,
  range: { from: string; to: string; accessServerId?: number },
  action: () => Promise<unknown>,
): Promise<Intelligence> {
  await action();
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (range.accessServerId) params.set('access_server', String(range.accessServerId));
  await page
    .locator(
      `[data-testid="intelligence-figures"][data-fresh="true"][data-range="${range.from}..${range.to}"]` +
        `[data-access-point="${range.accessServerId ?? 'all'}"]`,
    )
    .waitFor({ timeout: 15_000 });
  const figures = await call<Intelligence>('GET', `/intelligence?${params}`, token);
  await expectFigures(page, countsOf(figures.totals));
  return figures;
}

const countsOf = ({ visits, entries, exits, denials, movements }: DayCounts): DayCounts => ({
  visits,
  entries,
  exits,
  denials,
  movements,
});

/**
 * The figures equal what the logbook API lists for the same days. Other suites may register a visit today
 * between the two reads: then the check is made again on a fresh GET /intelligence, read back to back.
 */
async function expectLogbookCounts(figures: Intelligence, accessServerId?: number): Promise<void> {
  let totals = countsOf(figures.totals);
  for (let attempt = 0; ; attempt++) {
    const logbook = await logbookRange(token, figures.from, figures.to, accessServerId);
    if (attempt === 2 || JSON.stringify(logbook.totals) === JSON.stringify(totals)) {
      expect(totals).toEqual(logbook.totals);
      return;
    }
    const again = await call<Intelligence>(
      'GET',
      `/intelligence?from=${figures.from}&to=${figures.to}${accessServerId ? `&access_server=${accessServerId}` : ''}`,
      token,
    );
    totals = countsOf(again.totals);
  }
}

async function expectFigures(page: Page, expected: DayCounts): Promise<void> {
  const read = async (name: string) =>
    Number((await page.getByTestId(`figure-${name}`).textContent())?.replace(/\D/g, ''));
  expect({
    visits: await read('visits'),
    entries: await read('entries'),
    exits: await read('exits'),
    denials: await read('denials'),
    movements: await read('movements'),
  }).toEqual(expected);
}

// Each flow in one language, each language at one width: English at 1366 px, Spanish at 390 px (running each in
// both cost this CI step, which runs alone at a moved clock, half a minute).
describe.each(['en', 'es'] as const)('intelligence (%s)', (lang) => {
  const t = texts(lang).intelligence;

  if (lang === 'en') {
    it('shows the logbook figures at 1366 px and follows the period and access point filters', async () => {
      const { context, page, errors } = await signedIn(browser, lang, 'desktop');
      try {
        const points = await accessPointsOf(token);
        const first = points[0];
        const caseta = points.find((point) => point.name === 'Caseta Principal');
        if (!first || !caseta) throw new Error('the demo access points are missing');
        // Default: the last 30 days, ending today on the first access point's clock.
        const today = todayIn(first.time_zone);
        const month = await figuresAfter(page, { from: shiftDay(today, -29), to: today }, () =>
          visit(page, '/intelligence', 'desktop-intelligence'),
        );
        await expectLogbookCounts(month);
        expect(month.totals.visits).toBeGreaterThan(5);
        expect(await page.getByTestId('hours-heatmap').locator('td[data-count]').count()).toBe(168);
        expect(await page.getByRole('tab').count()).toBe(0);
        await shot(page, 1366, lang, 'last-30-days');
        await expectAccessible(page, `intelligence 1366 ${lang}`);

        const day = await figuresAfter(page, { from: today, to: today }, () =>
          choose(page, page, t.filters.range, t.filters.presets.today),
        );
        await expectLogbookCounts(day);

        // One access point: its own clock gives "today".
        await choose(page, page, t.filters.range, t.filters.presets.last7);
        const casetaToday = todayIn(caseta.time_zone);
        const week = await figuresAfter(
          page,
          { from: shiftDay(casetaToday, -6), to: casetaToday, accessServerId: caseta.id },
          () => choose(page, page, t.filters.accessPoint, 'Caseta Principal'),
        );
        await expectLogbookCounts(week, caseta.id);

        // A chosen day with visits at that access point, and its row in the per-day table.
        const busy = await busiestDay(casetaToday, caseta.id);
        await choose(page, page, t.filters.range, t.filters.presets.custom);
        await enterDay(page.getByTestId('range-from').getByRole('group'), busy.day);
        const chosen = await figuresAfter(page, { from: busy.day, to: busy.day, accessServerId: caseta.id }, () =>
          enterDay(page.getByTestId('range-to').getByRole('group'), busy.day),
        );
        await expectLogbookCounts(chosen, caseta.id);
        await page.getByRole('button', { name: t.sections.perDayTable }).click();
        const row = page.getByTestId('days-table').locator(`tr[data-date="${busy.day}"]`);
        expect(await row.locator('td[data-column="visits"]').textContent()).toBe(String(chosen.totals.visits));
        expect(await row.locator('td[data-column="movements"]').textContent()).toBe(String(chosen.totals.movements));
        await shot(page, 1366, lang, 'one-day-caseta');

        // A reversed range is explained and not asked for.
        await enterDay(page.getByTestId('range-to').getByRole('group'), shiftDay(busy.day, -1));
        await page.getByText(t.filters.problems.reversed).waitFor();
        expect(await page.getByTestId('intelligence-figures').count()).toBe(0);
        await figuresAfter(page, { from: shiftDay(casetaToday, -29), to: casetaToday, accessServerId: caseta.id }, () =>
          choose(page, page, t.filters.range, t.filters.presets.last30),
        );
        await shot(page, 1366, lang, 'caseta-30-days', true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  if (lang === 'es') {
    it('reads on a phone at 390 px', async () => {
      const { context, page, errors } = await signedIn(browser, lang, 'mobile');
      try {
        const points = await accessPointsOf(token);
        const today = todayIn(points[0]?.time_zone ?? 'America/Mexico_City');
        const month = await figuresAfter(page, { from: shiftDay(today, -29), to: today }, () =>
          visit(page, '/inteligence', 'intelligence'),
        );
        await expectLogbookCounts(month);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'no sideways scrolling').toBeLessThanOrEqual(390);
        await shot(page, 390, lang, 'last-30-days');
        await expectAccessible(page, `intelligence 390 ${lang}`);
        await page.getByRole('button', { name: t.sections.perDayTable }).click();
        const row = page.getByTestId('days-table').locator(`tr[data-date="${today}"]`);
        const todayFigures = month.days.find((d) => d.date === today);
        expect(await row.locator('td[data-column="visits"]').textContent()).toBe(String(todayFigures?.visits));
        await shot(page, 390, lang, 'days-table', true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  if (lang === 'es') {
    it('shows the external dashboard only while the network has one', async () => {
      const { context, page, errors } = await signedIn(browser, lang, 'mobile');
      const width = 390;
      try {
        // The phone's route keeps the spec's spelling (/inteligence; docs/intelligence.md).
        await visit(page, '/inteligence', 'intelligence');
        expect(await page.getByRole('tab').count()).toBe(0);
        await page.getByRole('button', { name: t.dashboard.configure }).click();
        const dialog = page.getByRole('dialog', { name: t.dashboard.dialogTitle });
        await dialog.getByTestId('dashboard-url').fill('ftp://files.example.com/dashboard');
        await dialog.getByRole('button', { name: t.dashboard.save }).click();
        await dialog.getByText(t.dashboard.invalid).waitFor();
        // The app's own CTPAT page stands in for an analytics host: the test machine has no network.
        const url = `${serverURL()}/ctpat?dashboard=garita-e2e-${lang}`;
        await dialog.getByTestId('dashboard-url').fill(url);
        await dialog.getByRole('button', { name: t.dashboard.save }).click();
        await dialog.waitFor({ state: 'detached' });
        const session = await call<{ user: { network: { analytics_dashboard_url: string | null } } }>(
          'GET',
          '/session',
          token,
        );
        expect(session.user.network.analytics_dashboard_url).toBe(url);

        await page.getByRole('tab', { name: t.tabs.dashboard }).click();
        const frame = page.getByTestId('dashboard-frame');
        expect(await frame.getAttribute('src')).toBe(url);
        await page.frameLocator('[data-testid="dashboard-frame"]').getByText(`garita-e2e-${lang}`).first().waitFor();
        await page.screenshot({ path: screenshotName('intelligence', width, lang, 'dashboard') });
        await expectAccessible(page, `intelligence dashboard ${lang}`);

        await page.getByRole('tab', { name: t.tabs.figures }).click();
        await page.getByTestId('intelligence-figures').waitFor();
        await page.getByRole('button', { name: t.dashboard.configure }).click();
        const removeDialog = page.getByRole('dialog', { name: t.dashboard.dialogTitle });
        await removeDialog.getByRole('button', { name: t.dashboard.remove }).click();
        // While the dialog is open the page behind it is hidden from roles, so no tab shows until it closes.
        await removeDialog.waitFor({ state: 'detached' });
        await expect.poll(() => page.getByRole('tab').count()).toBe(0);
        const after = await call<{ user: { network: { analytics_dashboard_url: string | null } } }>(
          'GET',
          '/session',
          token,
        );
        expect(after.user.network.analytics_dashboard_url).toBeNull();
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

/**
 * The day before today, of the last 30, with the most visits at an access point (the demo spreads them over
 * four weeks). Not today: choosing today as the first day would already ask for that one-day range.
 */
async function busiestDay(today: string, accessServerId: number): Promise<{ day: string; counts: DayCounts }> {
  let best = { day: shiftDay(today, -1), counts: await logbookDay(token, shiftDay(today, -1), accessServerId) };
  for (let i = 2; i < 30; i++) {
    const day = shiftDay(today, -i);
    const counts = await logbookDay(token, day, accessServerId);
    if (counts.visits > best.counts.visits) best = { day, counts };
  }
  return best;
}
