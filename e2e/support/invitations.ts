// Helpers of the invitation suites: the demo users' tokens, keys read back through the API, the guard's
// validate of a key at a gate (the decision engine's answer), the access points' gates and clocks, and the
// steps of the invitation form (MUI selects, the weekday toggles, the valid-from date).
import type { AccessKey, AccessKeyList, AccessServer, ScanResult, User } from '@garita/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { apiLogin, call } from './api.ts';
import { logIn, screenshotName, texts } from './app.ts';
import { forgetNotices, launchBrowser, noticeWasShown, openPage } from './browser.ts';
import { wallClock } from './guard-flow.ts';
import { serverURL } from './server.ts';
import { DEMO_ACCOUNTS, type Lang, VIEWPORTS } from './settings.ts';

export type Layout = keyof typeof VIEWPORTS;

export const tokens = {
  host: () => apiLogin(DEMO_ACCOUNTS.host),
  family: () => apiLogin(DEMO_ACCOUNTS.secondary_user),
  guard: () => apiLogin(DEMO_ACCOUNTS.security_guard),
  admin: () => apiLogin(DEMO_ACCOUNTS.network_admin),
};

export const invitationShot = (page: Page, layout: Layout, lang: Lang, name: string) =>
  page.screenshot({ path: screenshotName('invitations', VIEWPORTS[layout].width, lang, name) });

/** A short tag that keeps the visitors of one run apart. */
export const tag = () => Date.now().toString(36).slice(-5);

/** The newest key whose visitor is `name`, as `token`'s owner sees it. */
/** The newest invitation for `name`, of one key type when given (other suites invite the same demo favourites
 * to events, which makes guest keys of that name). */
export async function keyNamed(token: string, name: string, typeId?: number): Promise<AccessKey> {
  const list = await call<AccessKeyList>('GET', `/access_keys?results=30&query=${encodeURIComponent(name)}`, token);
  const key = list.access_keys.find((k) => k.visitor_name === name && (!typeId || k.access_key_type_id === typeId));
  if (!key) throw new Error(`no invitation for ${name}`);
  return key;
}

export async function listNames(token: string, query = '', results = 100): Promise<string[]> {
  const path = `/access_keys?results=${results}${query ? `&query=${encodeURIComponent(query)}` : ''}`;
  return (await call<AccessKeyList>('GET', path, token)).access_keys.map((key) => key.visitor_name);
}

export interface Places {
  caseta: AccessServer;
  norte: AccessServer;
  gate: (name: string) => number;
}

export async function places(token: string): Promise<Places> {
  const { access_servers } = await call<{ access_servers: AccessServer[] }>('GET', '/access_servers', token);
  const find = (name: string) => {
    const found = access_servers.find((point) => point.name === name);
    if (!found) throw new Error(`no access point ${name}`);
    return found;
  };
  const all = access_servers.flatMap((point) => point.gates);
  return {
    caseta: find('Caseta Principal'),
    norte: find('Acceso Norte'),
    gate: (name) => {
      const found = all.find((gate) => gate.name === name);
      if (!found) throw new Error(`no gate ${name}`);
      return found.id;
    },
  };
}

/** What the guard's scan of `key` at `gateId` answers: null when granted, else the denial reason. */
export async function validate(guardToken: string, gateId: number, key: AccessKey): Promise<string | null> {
  const response = await fetch(
    `${serverURL()}/api/v1/access_keys/validate?gate=${gateId}&key=${encodeURIComponent(key.unique_id ?? '')}`,
    { headers: { Authorization: `Token=${guardToken}` } },
  );
  if (!response.ok) throw new Error(`validate answered ${response.status}: ${await response.text()}`);
  const result = (await response.json()) as ScanResult;
  return result.access_granted ? null : (result.key_data.access_key_status.description ?? 'denied');
}

/** The wall clock of `timeZone` now: weekday ('0' Sunday), hour, date as YYYY-MM-DD. */
export function clockIn(timeZone: string, at = new Date()) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const weekday = String(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? ''));
  return { weekday, hour: parts.hour ?? '00', date: `${parts.year}-${parts.month}-${parts.day}` };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** Picks `option` in the MUI select labelled `label` inside `scope`. */
export async function pick(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: startsWith(label) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await menuClosed(page);
}

/** Shows a phone list's filters with the button named `toggle`, and waits until they have slid open. A click on a
 *  field still sliding in can press where the field is and release where it went; MUI's select then closes the menu
 *  it just opened (seen in CI: the status menu of the Spanish invitation list never showed). */
export async function showFilters(page: Page, toggle: string): Promise<void> {
  const button = page.getByRole('button', { name: toggle, exact: true });
  await button.click();
  const region = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect
    .poll(() =>
      region.evaluate((element) => {
        const content = element.firstElementChild;
        return content !== null && element.getBoundingClientRect().height === content.getBoundingClientRect().height;
      }),
    )
    .toBe(true);
}

/** The text the MUI select labelled `label` inside `scope` shows. */
export async function selectText(scope: Page | Locator, label: string): Promise<string> {
  return (await scope.getByRole('combobox', { name: startsWith(label) }).textContent()) ?? '';
}

/** The options of the MUI select labelled `label` inside `scope`, read by opening it and closing it again. */
export async function selectOptions(page: Page, scope: Page | Locator, label: string): Promise<string[]> {
  await scope.getByRole('combobox', { name: startsWith(label) }).click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const options = await listbox.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await menuClosed(page);
  return options;
}

/** '1 hour', '3 horas' …: the form's hour counts in `lang`. */
export function hoursIn(lang: Lang, count: number): string {
  const { duration } = texts(lang).invitations;
  return (count === 1 ? duration.hours_one : duration.hours_other).replace('{{count}}', String(count));
}

/** The select's menu has finished fading out (screenshots and the next click see the page). */
export async function menuClosed(page: Page): Promise<void> {
  await page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
}

/** Chooses exactly these access points in the multiple select (in this order). */
export async function chooseAccessPoints(page: Page, scope: Page | Locator, label: string, names: string[]) {
  await scope.getByRole('combobox', { name: startsWith(label) }).click();
  const listbox = page.getByRole('listbox');
  for (const name of names) await listbox.getByRole('option', { name: startsWith(name) }).click();
  await page.keyboard.press('Escape');
  await menuClosed(page);
}

/** The page showed a notice containing `text`, even one already gone (a notice lasts 3 s, which a busy machine can
 *  spend between two looks); then forgets the notices, so that the next expectation speaks of what comes next. */
export async function expectNoticeText(page: Page, text: string): Promise<void> {
  await expect.poll(() => noticeWasShown(page, text), { timeout: 15_000 }).toBe(true);
  await forgetNotices(page);
}

export async function sessionUser(token: string): Promise<User> {
  return (await call<{ user: User }>('GET', '/session', token)).user;
}

export const viewport = (layout: Layout) => VIEWPORTS[layout];

/** A provider key of the demo host through the API (valid from 5 minutes ago, 4 hours, at `accessPoint`). */
export async function createProviderKey(
  hostToken: string,
  name: string,
  accessPoint: AccessServer,
): Promise<AccessKey> {
  const body = {
    access_key: {
      access_key_type_id: 5,
      visitor_name: name,
      provider: 'amazon',
      visitor_duration: 4,
      valid_from: wallClock(new Date(Date.now() - 5 * 60_000), accessPoint.time_zone),
      access_servers: [accessPoint.id],
    },
  };
  return (await call<{ access_key: AccessKey }>('POST', '/access_keys', hostToken, body)).access_key;
}

export interface InvitationSuite {
  browser: Browser;
  where: Places;
  guardToken: string;
  hostToken: string;
}

/** One Chromium for the file, the demo host's and guard's tokens and the access points; `signIn` opens a
 * fresh context at the suite's width in `lang`, signed in (as the host unless told). */
export function invitationSuite(layout: Layout) {
  const suite = {} as InvitationSuite;
  beforeAll(async () => {
    suite.browser = await launchBrowser();
    suite.hostToken = await tokens.host();
    suite.guardToken = await tokens.guard();
    suite.where = await places(suite.hostToken);
  });
  afterAll(async () => {
    await suite.browser?.close();
  });
  const signIn = async (lang: Lang, email: string = DEMO_ACCOUNTS.host) => {
    const opened = await openPage(suite.browser, { viewport: VIEWPORTS[layout], lang });
    await opened.page.goto('/');
    await logIn(opened.page, email);
    return opened;
  };
  return { suite, signIn };
}
