// Helpers of the admin settings suite (users, units, access points): API calls to arrange and check
// data, MUI form steps (text fields, selects, switches), CSV downloads read back with papaparse.
import { readFileSync } from 'node:fs';
import type { AccessServer, NetworkGroup, User } from '@garita/contract';
import Papa from 'papaparse';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { logIn, screenshotName, waitForScreen } from './app.ts';
import { type OpenPage, openPage } from './browser.ts';
import { serverURL } from './server.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type Lang, VIEWPORTS } from './settings.ts';

export async function adminApi<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${serverURL()}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Token=${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The status a login answers (200, 401 wrong password, 403 suspended). */
export async function loginStatus(email: string, password: string): Promise<number> {
  const response = await fetch(`${serverURL()}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

export async function tokenFor(email: string, password = DEMO_PASSWORD): Promise<string> {
  const { meta } = await adminApi<{ meta: { auth_token: string } }>('POST', '/login', null, { email, password });
  return meta.auth_token;
}

/** A short tag that keeps names and emails of one run apart from the others. */
export function runTag(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/**
 * A fresh host of the demo network with a password of their own (`name`, and an email made from `label`), for a
 * test that changes the account: the demo accounts stay as they are for the suites running beside it.
 */
export async function newHost(name: string, label: string, password: string): Promise<User> {
  const token = await tokenFor(DEMO_ACCOUNTS.network_admin);
  const { network_groups } = await adminApi<{ network_groups: { id: number }[] }>('GET', '/network_groups', token);
  const unit = network_groups[0];
  if (!unit) throw new Error('the demo network has no unit');
  return adminData(token).createHost(name, `${label}.${runTag()}@e2e.test`, unit.id, password);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches an accessible name that starts with `text` (MUI selects add their value to their name). */
export const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);
export const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

export async function fill(scope: Page | Locator, label: string, value: string): Promise<void> {
  await scope.getByRole('textbox', { name: exactly(label) }).fill(value);
}

/** Picks options of a select: MUI's (one, or several for a multiple select, which then closes) or a native one. */
export async function choose(page: Page, scope: Page | Locator, label: string, ...options: string[]): Promise<void> {
  const combobox = scope.getByRole('combobox', { name: startsWith(label) });
  // A native select (the guard's access point) picks by its options' text; the phone draws its own list.
  if (await combobox.evaluate((element) => element instanceof HTMLSelectElement)) {
    await combobox.selectOption(options.map((option) => ({ label: option })));
    // A select bound to the server's answer (the guard's access point) shows the choice once it is confirmed.
    await expect
      .poll(() => combobox.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text))
      .toBe(options[0]);
    return;
  }
  await combobox.click();
  const listbox = page.getByRole('listbox');
  const multiple = (await listbox.getAttribute('aria-multiselectable')) === 'true';
  for (const option of options) await listbox.getByRole('option', { name: startsWith(option) }).click();
  if (await listbox.isVisible()) await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'hidden' });
  // A single select shows its choice: a click that missed its option fails here, not steps later.
  const [only] = options;
  if (!multiple && only) await expect.poll(() => combobox.textContent()).toContain(only);
}

/** Clicks `trigger`, waits for the CSV it downloads and reads it back (header row → objects). */
export async function downloadCsv(
  page: Page,
  trigger: Locator,
): Promise<{ fileName: string; fields: string[]; rows: Record<string, string>[]; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  const file = await download.path();
  const text = readFileSync(file, 'utf8');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  return { fileName: download.suggestedFilename(), fields: parsed.meta.fields ?? [], rows: parsed.data, text };
}

/** Fills the {{placeholders}} of a translation the way i18next does. */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, key: string) => String(values[key] ?? ''));
}

/** A fresh context signed in as the demo admin, in `lang`, at 390×844 or 1366×768. */
export async function signedIn(
  browser: Browser,
  lang: Lang,
  layout: 'mobile' | 'desktop',
  email = DEMO_ACCOUNTS.network_admin,
): Promise<OpenPage> {
  const opened = await openPage(browser, { viewport: VIEWPORTS[layout], lang });
  await opened.page.goto('/');
  await logIn(opened.page, email);
  return opened;
}

export async function visit(page: Page, path: string, screen: string): Promise<void> {
  await page.goto(path);
  await waitForScreen(page, screen);
}

export const shot = (page: Page, width: number, lang: Lang, name: string) =>
  page.screenshot({ path: screenshotName('admin-settings', width, lang, name) });

/** Waits until `locator` has finished fading in (popups, snackbars), so a screenshot shows it whole. */
export async function settled(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
}

/** Types in the page's search box and waits for the list call that carries it (after the 500 ms pause). */
export async function search(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).searchParams.get('query') === text.trim() && response.ok(),
  );
  await page.getByRole('searchbox').fill(text);
  await answered;
}

export const expectNotice = (page: Page, text: string) =>
  expect.poll(() => page.getByTestId('notice').textContent(), { timeout: 10_000 }).toContain(text);

/** Look-ups and set-up through the API as the admin whose token is given. */
export function adminData(token: string) {
  return {
    async findUser(query: string): Promise<User | undefined> {
      const { users } = await adminApi<{ users: User[] }>('GET', `/users?query=${encodeURIComponent(query)}`, token);
      return users[0];
    },
    async unitByName(name: string): Promise<NetworkGroup> {
      const path = `/network_groups?results=100&query=${encodeURIComponent(name)}`;
      const { network_groups } = await adminApi<{ network_groups: NetworkGroup[] }>('GET', path, token);
      const unit = network_groups.find((group) => group.name === name);
      if (!unit) throw new Error(`no unit ${name}`);
      return unit;
    },
    async accessPoint(name: string): Promise<AccessServer> {
      const { access_servers } = await adminApi<{ access_servers: AccessServer[] }>('GET', '/access_servers', token);
      const found = access_servers.find((point) => point.name === name);
      if (!found) throw new Error(`no access point ${name}`);
      return found;
    },
    async createHost(name: string, email: string, unitId: number, password?: string): Promise<User> {
      const body = { user: { name, email, phone: '5511122233', role: 'host', network_group: unitId, password } };
      return (await adminApi<{ user: User }>('POST', '/users', token, body)).user;
    },
  };
}
export type AdminData = ReturnType<typeof adminData>;
