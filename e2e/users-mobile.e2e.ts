// Users on a phone (390×844), English and Spanish, against a server of this file's own (support/own-server.ts:
// its mails carry the welcome links, its database the user limits): a host adds a secondary host through
// /new-user, who chooses a password from the welcome mail, signs in on /invitations and sees only their own
// keys, then the host deletes them from /user-detail after a confirmation; refusals (taken email, invalid
// phone, limit reached) keep what was typed; hosts and secondary hosts edit their own record; the admin
// creates and edits a guard on a phone.
import type { AccessKey, AccessKeyList, User } from '@garita/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, exactly, expectNotice, fill, fmt, runTag, settled, startsWith } from './support/admin-settings.ts';
import { callAt } from './support/api.ts';
import { expectAccessible, logIn, screenshotName, texts, waitForScreen } from './support/app.ts';
import { launchBrowser, type OpenPage, openPage } from './support/browser.ts';
import { dialogsSettled, wallClock } from './support/guard-flow.ts';
import { type OwnServer, passwordLinkIn, startOwnServer } from './support/own-server.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type Lang, VIEWPORTS } from './support/settings.ts';

let browser: Browser;
let server: OwnServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startOwnServer()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

const api = <T>(method: string, path: string, token?: string, body?: unknown) =>
  callAt<T>(server.baseURL, method, path, token, body);

async function login(email: string, password = DEMO_PASSWORD): Promise<{ token: string; user: User }> {
  const { meta, user } = await api<{ meta: { auth_token: string }; user: User }>('POST', '/login', undefined, {
    email,
    password,
  });
  return { token: meta.auth_token, user };
}

async function phone(lang: Lang, email?: string, password?: string): Promise<OpenPage> {
  const opened = await openPage(browser, { viewport: VIEWPORTS.mobile, lang, baseURL: server.baseURL });
  if (email) {
    await opened.page.goto('/');
    await logIn(opened.page, email, password);
  }
  return opened;
}

/** Opens a path as a link of the app would and waits for its screen. */
async function open(page: Page, path: string, screen: string): Promise<void> {
  await page.goto(path);
  await waitForScreen(page, screen);
}

const shot = (page: Page, lang: Lang, name: string) =>
  page.screenshot({ path: screenshotName('users-mobile', 390, lang, name) });

/** Chromium logs every 4xx answer; some tests cause them on purpose. */
const unexpected = (errors: string[], ...statuses: number[]) =>
  errors.filter((error) => !statuses.some((code) => error.includes(`status of ${code}`)));

const field = (page: Page, label: string) => page.getByRole('textbox', { name: exactly(label) });

describe.each(['en', 'es'] as const)('users on a phone (%s)', (lang) => {
  const t = texts(lang);
  const tu = t.users;

  it('a host adds a secondary host, who sets a password from the mail and signs in; the host then deletes them', async () => {
    const tag = runTag();
    const family = { name: `E2E Familiar ${lang} ${tag}`, email: `family.${lang}.${tag}@e2e.test` };
    const host = await phone(lang, DEMO_ACCOUNTS.host);
    try {
      const { page } = host;
      await page.waitForURL((url) => url.pathname === '/invitations');
      await page.getByRole('navigation', { name: t.nav.mainMenu }).getByRole('link', { name: t.nav.myUsers }).click();
      await waitForScreen(page, 'my-users');
      await page.getByRole('heading', { level: 1, name: tu.myUsers.title }).waitFor();
      await page.getByRole('link', { name: startsWith('Fernanda Residente') }).waitFor();
      await shot(page, lang, 'my-users');
      await expectAccessible(page, `my-users ${lang}`);

      await page.getByRole('link', { name: tu.myUsers.add }).click();
      await waitForScreen(page, 'new-user');
      expect(await page.getByRole('combobox', { name: startsWith(tu.fields.unit) }).count()).toBe(0);
      expect(await page.getByRole('combobox', { name: startsWith(tu.fields.accessPoints) }).count()).toBe(0);
      await fill(page, tu.fields.name, family.name);
      await fill(page, tu.fields.email, family.email);
      await fill(page, tu.fields.phone, '5522334455');
      await shot(page, lang, 'new-user-host');
      await expectAccessible(page, `new-user (host) ${lang}`);
      await page.getByRole('button', { name: tu.drawer.create }).click();
      await expectNotice(page, fmt(tu.notices.created, { name: family.name }));
      await waitForScreen(page, 'my-users');
      expect(new URL(page.url()).pathname).toBe('/my-users');
      await page.getByRole('link', { name: startsWith(family.name) }).waitFor();

      // The welcome mail's link lets the new user choose a password, then sign in.
      const mail = (await server.sentMails()).find((sent) => sent.to === family.email);
      expect(mail, 'welcome mail').toBeDefined();
      const newcomer = await phone(lang);
      try {
        const { page: theirs } = newcomer;
        await open(theirs, passwordLinkIn(mail as NonNullable<typeof mail>), 'reset-password');
        await theirs.getByLabel(t.auth.reset.password, { exact: true }).fill('family-pass-1');
        await theirs.getByLabel(t.auth.reset.confirm, { exact: true }).fill('family-pass-1');
        await theirs.getByRole('button', { name: t.auth.reset.submit }).click();
        await theirs.getByRole('dialog', { name: t.auth.reset.doneTitle }).waitFor();
        await theirs.getByRole('button', { name: t.auth.reset.goToLogin }).click();

        // The new user invites someone; the host's invitations are not theirs to see, on screen or through the API.
        const me = await login(family.email, 'family-pass-1');
        expect(me.user).toMatchObject({ role: 'secondary_user', network_group: { name: 'Torre A' } });
        const point = me.user.last_access_selected;
        if (!point) throw new Error('the secondary host has no access point');
        const { access_key: own } = await api<{ access_key: AccessKey }>('POST', '/access_keys', me.token, {
          access_key: {
            visitor_name: `E2E Visita ${tag}`,
            visitor_phone: '5544332211',
            access_key_type_id: 1,
            reason_for_visit: 'E2E',
            visitor_duration: 2,
            valid_from: wallClock(new Date(), point.time_zone),
            access_servers: [point.id],
          },
        });
        const theirKeys = await api<AccessKeyList>('GET', '/access_keys?page=1&results=100', me.token);
        expect(theirKeys.access_keys.map((key) => key.id)).toEqual([own.id]);
        const hostToken = (await login(DEMO_ACCOUNTS.host)).token;
        const hostKeys = await api<AccessKeyList>('GET', '/access_keys?page=1&results=100', hostToken);
        expect(hostKeys.access_keys.some((key) => key.user.id !== me.user.id)).toBe(true);

        await logIn(theirs, family.email, 'family-pass-1');
        await theirs.waitForURL((url) => url.pathname === '/invitations');
        await waitForScreen(theirs, 'invitations');
        const cards = theirs.getByTestId('invitation-card');
        await cards.first().waitFor();
        expect(await cards.count()).toBe(1);
        expect(await cards.first().textContent()).toContain(own.visitor_name);
        await shot(theirs, lang, 'secondary-host-invitations');
        expect(unexpected(newcomer.errors)).toEqual([]);
      } finally {
        await newcomer.context.close();
      }

      // The host opens the new user and deletes them after confirming.
      await page.getByRole('link', { name: startsWith(family.name) }).click();
      await waitForScreen(page, 'user-detail');
      const details = page.locator('[data-screen="user-detail"] dl');
      await expect.poll(() => details.textContent()).toContain(family.email);
      const text = (await details.textContent()) ?? '';
      expect(text).toContain(t.common.roles.secondary_user);
      expect(text).toContain('+52 5522334455');
      expect(text).toContain('Héctor Residente');
      expect(await page.getByRole('link', { name: tu.detail.editOther }).count()).toBe(0);
      await shot(page, lang, 'user-detail-secondary');
      await expectAccessible(page, `user-detail ${lang}`);
      await page.getByRole('button', { name: tu.detail.delete }).click();
      const dialog = page.getByRole('dialog', { name: tu.confirmDelete.title });
      await dialog.getByText(fmt(tu.confirmDelete.message, { name: family.name })).waitFor();
      await dialogsSettled(page);
      await shot(page, lang, 'user-detail-delete-confirm');
      await dialog.getByRole('button', { name: tu.confirmDelete.confirm }).click();
      await expectNotice(page, fmt(tu.notices.deleted, { name: family.name }));
      await waitForScreen(page, 'my-users');
      await expect.poll(() => page.getByRole('link', { name: startsWith(family.name) }).count()).toBe(0);
      expect(await login(family.email, 'family-pass-1').catch((error: Error) => error.message)).toContain('401');
      expect(host.errors).toEqual([]);
    } finally {
      await host.context.close();
    }
  });

  // The refusals and the admin's guard form run in Spanish only: their English texts come from the same keys, and
  // CI's time is spent once.
  if (lang === 'es')
    it('keeps what the host typed when the server refuses: taken email, invalid phone, limit reached', async () => {
      const tag = runTag();
      const name = `E2E Rechazo ${lang} ${tag}`;
      const email = `refused.${lang}.${tag}@e2e.test`;
      const host = await phone(lang, DEMO_ACCOUNTS.host);
      const { page } = host;
      const networkId = (await login(DEMO_ACCOUNTS.host)).user.network.id;
      let restoreLimits: (() => Promise<void>) | undefined;
      try {
        await open(page, '/new-user', 'new-user');
        await fill(page, tu.fields.name, name);
        await fill(page, tu.fields.email, DEMO_ACCOUNTS.secondary_user);
        await fill(page, tu.fields.phone, '5522334455');
        await page.getByRole('button', { name: tu.drawer.create }).click();
        await expectNotice(page, tu.errors.emailTaken);
        await page.getByText(tu.errors.emailTaken).first().waitFor();
        expect(await field(page, tu.fields.name).inputValue()).toBe(name);
        expect(await field(page, tu.fields.email).getAttribute('aria-invalid')).toBe('true');
        await shot(page, lang, 'new-user-email-taken');

        // An invalid phone never leaves the form.
        let posts = 0;
        page.on('request', (request) => {
          if (request.method() === 'POST' && request.url().endsWith('/api/v1/users')) posts++;
        });
        await fill(page, tu.fields.email, email);
        await fill(page, tu.fields.phone, '552233445');
        await page.getByRole('button', { name: tu.drawer.create }).click();
        await page.getByText(tu.validation.phone).waitFor();
        expect(posts).toBe(0);
        await shot(page, lang, 'new-user-invalid-phone');

        // The network may have no more secondary hosts: 'Limit reached', and nothing typed is lost.
        restoreLimits = await server.limitUsers(networkId, { secondary_user: 0 });
        await fill(page, tu.fields.phone, '5522334455');
        await page.getByRole('combobox', { name: startsWith(tu.fields.countryCode) }).click();
        await page.getByRole('option', { name: `+1 ${texts(lang).common.countries.us}` }).click();
        await page.getByRole('button', { name: tu.drawer.create }).click();
        await expectNotice(page, tu.errors.limitReached);
        expect(posts).toBe(1);
        expect(await field(page, tu.fields.name).inputValue()).toBe(name);
        expect(await field(page, tu.fields.email).inputValue()).toBe(email);
        expect(await field(page, tu.fields.phone).inputValue()).toBe('5522334455');
        await settled(page.getByTestId('notice'));
        await shot(page, lang, 'new-user-limit-reached');

        // Once the limit is lifted the same values go through.
        await restoreLimits();
        restoreLimits = undefined;
        await page.getByRole('button', { name: tu.drawer.create }).click();
        await expectNotice(page, fmt(tu.notices.created, { name }));
        await waitForScreen(page, 'my-users');
        const { token } = await login(DEMO_ACCOUNTS.host);
        const { users } = await api<{ users: User[] }>('GET', `/users?query=${encodeURIComponent(email)}`, token);
        expect(users[0]).toMatchObject({ name, email, phone: '5522334455', country_code: '+1' });
        expect(unexpected(host.errors, 422)).toEqual([]);
      } finally {
        await restoreLimits?.();
        await host.context.close();
      }
    });

  if (lang === 'es')
    it('the admin on a phone creates a guard through /new-user, edits and deletes them', async () => {
      const tag = runTag();
      const guard = { name: `E2E Guardia ${lang} ${tag}`, email: `guard.${lang}.${tag}@e2e.test` };
      const admin = await phone(lang, DEMO_ACCOUNTS.network_admin);
      const { page } = admin;
      try {
        await open(page, '/users-guards', 'users-guards');
        await page.getByRole('link', { name: tu.new.guards }).click();
        await waitForScreen(page, 'new-user');
        expect(new URL(page.url()).search).toBe('?role=security_guard');
        await expect
          .poll(() => page.getByRole('combobox', { name: startsWith(tu.fields.role) }).textContent())
          .toContain(t.common.roles.security_guard);
        expect(await field(page, tu.fields.phone).count()).toBe(0);
        await fill(page, tu.fields.name, guard.name);
        await fill(page, tu.fields.email, guard.email);
        await page.getByRole('button', { name: tu.drawer.create }).click();
        await page.getByText(tu.validation.access_servers).waitFor();
        await choose(page, page, tu.fields.accessPoints, 'Caseta Principal');
        await expect.poll(() => page.locator('.MuiPopover-root').count()).toBe(0);
        await shot(page, lang, 'new-user-admin-guard');
        await expectAccessible(page, `new-user (admin) ${lang}`);
        await page.getByRole('button', { name: tu.drawer.create }).click();
        await expectNotice(page, fmt(tu.notices.created, { name: guard.name }));
        await waitForScreen(page, 'users-guards');

        const { token } = await login(DEMO_ACCOUNTS.network_admin);
        const { users } = await api<{ users: User[] }>('GET', `/users?query=${encodeURIComponent(guard.email)}`, token);
        expect(users[0]).toMatchObject({ role: 'security_guard', phone: '' });
        expect(users[0]?.access_servers.map((point) => point.name)).toEqual(['Caseta Principal']);
        expect((await server.sentMails()).some((sent) => sent.to === guard.email)).toBe(true);

        await page.getByRole('searchbox').fill(guard.name);
        await page.getByRole('link', { name: fmt(tu.actions.edit, { name: guard.name }) }).click();
        await waitForScreen(page, 'edit-user');
        await page.getByRole('switch', { name: tu.fields.active }).waitFor();
        await fill(page, tu.fields.name, `${guard.name} B`);
        await shot(page, lang, 'edit-user-admin-guard');
        await expectAccessible(page, `edit-user (admin) ${lang}`);
        await page.getByRole('button', { name: tu.drawer.save }).click();
        await expectNotice(page, fmt(tu.notices.saved, { name: `${guard.name} B` }));
        await waitForScreen(page, 'users-guards');
        expect(new URL(page.url()).pathname).toBe('/users-guards');
        const after = await api<{ user: User }>('GET', `/users/${users[0]?.id}`, token);
        expect(after.user.name).toBe(`${guard.name} B`);

        // And deletes them from the same screen after confirming.
        await open(page, `/edit-user/${after.user.id}`, 'edit-user');
        // On a slow phone the deletion's answer arrives before the screen has drawn its pending state; the deleted
        // user must not be asked for again even then (a 404 in the console).
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
        await page.getByRole('button', { name: tu.drawer.delete }).click();
        await page
          .getByRole('dialog', { name: tu.confirmDelete.title })
          .getByRole('button', { name: tu.confirmDelete.confirm })
          .click();
        await expectNotice(page, fmt(tu.notices.deleted, { name: `${guard.name} B` }));
        await waitForScreen(page, 'users-guards');
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        const gone = await api<{ users: User[] }>('GET', `/users?query=${encodeURIComponent(guard.email)}`, token);
        expect(gone.users).toEqual([]);
        expect(admin.errors).toEqual([]);
      } finally {
        await admin.context.close();
      }
    });
});

describe('own record on a phone', () => {
  it('a host opens their detail, edits name, phone (as US) and notifications, and sees them saved (en)', async () => {
    const lang = 'en';
    const tu = texts(lang).users;
    const before = await login(DEMO_ACCOUNTS.host);
    const other = await login('host@other.test');
    const family = await login(DEMO_ACCOUNTS.secondary_user);
    const host = await phone(lang, DEMO_ACCOUNTS.host);
    const { page } = host;
    try {
      await open(page, '/my-users', 'my-users');
      await page.getByTestId('my-record').click();
      await waitForScreen(page, 'user-detail');
      const details = page.locator('[data-screen="user-detail"] dl');
      await expect.poll(() => details.textContent()).toContain(DEMO_ACCOUNTS.host);
      const text = (await details.textContent()) ?? '';
      expect(text).toContain(texts(lang).common.roles.host);
      expect(text).toContain(`${before.user.country_code} ${before.user.phone}`);
      for (const point of before.user.access_servers) expect(text).toContain(point.name);
      expect(text).toContain(before.user.invited_by?.name ?? 'no inviter');
      expect(await page.getByRole('button', { name: tu.detail.delete }).count()).toBe(0);
      await shot(page, lang, 'user-detail-own');

      await page.getByRole('link', { name: tu.detail.edit }).click();
      await waitForScreen(page, 'edit-user');
      expect(await field(page, tu.fields.name).inputValue()).toBe(before.user.name);
      await fill(page, tu.fields.name, `${before.user.name} E2E`);
      await fill(page, tu.fields.phone, '6561234567');
      await page.getByRole('combobox', { name: startsWith(tu.fields.countryCode) }).click();
      await page.getByRole('option', { name: `+1 ${texts(lang).common.countries.us}` }).click();
      const notifications = page.getByRole('switch', { name: texts(lang).common.notifications.email });
      expect(await notifications.isChecked()).toBe(before.user.email_notification);
      await notifications.click();
      await shot(page, lang, 'edit-user-own');
      await expectAccessible(page, `edit-user (own) ${lang}`);
      await page.getByRole('button', { name: tu.drawer.save }).click();
      await expectNotice(page, fmt(tu.notices.saved, { name: `${before.user.name} E2E` }));
      await waitForScreen(page, 'my-users');
      expect(new URL(page.url()).pathname).toBe('/my-users');
      await expect.poll(() => page.getByTestId('my-record').textContent()).toContain(`${before.user.name} E2E`);

      const { user: saved } = await api<{ user: User }>('GET', '/session', before.token);
      expect(saved).toMatchObject({
        name: `${before.user.name} E2E`,
        phone: '6561234567',
        country_code: '+1',
        phone_number: '+16561234567',
        email_notification: !before.user.email_notification,
      });
      // Read back: a stored phone of 12 characters is a US one (spec §5).
      await open(page, '/edit-user/:uId', 'edit-user');
      await expect
        .poll(() => page.getByRole('combobox', { name: startsWith(tu.fields.countryCode) }).textContent())
        .toContain('+1');
      expect(await field(page, tu.fields.phone).inputValue()).toBe('6561234567');
      expect(await notifications.isChecked()).toBe(!before.user.email_notification);

      // Someone the host may not see, and someone else's record to edit.
      await open(page, `/user-detail/${other.user.id}`, 'user-detail');
      await page.getByTestId('user-not-found').waitFor();
      await open(page, `/edit-user/${family.user.id}`, 'edit-user');
      await page.getByTestId('edit-user-not-allowed').waitFor();
      await shot(page, lang, 'edit-user-not-allowed');
      expect(unexpected(host.errors, 404)).toEqual([]);
    } finally {
      const { name, phone: number, country_code, email_notification } = before.user;
      await api('PATCH', `/users/${before.user.id}`, before.token, {
        user: { name, phone: number, country_code, email_notification },
      });
      await host.context.close();
    }
  });

  it('a secondary host edits their own record and goes back to /invitations; others read "not found" (es)', async () => {
    const lang = 'es';
    const tu = texts(lang).users;
    const before = await login(DEMO_ACCOUNTS.secondary_user);
    const hostId = (await login(DEMO_ACCOUNTS.host)).user.id;
    const family = await phone(lang, DEMO_ACCOUNTS.secondary_user);
    const { page } = family;
    try {
      await open(page, `/user-detail/${hostId}`, 'user-detail');
      await page.getByTestId('user-not-found').waitFor();
      await shot(page, lang, 'user-detail-not-found');
      await open(page, `/user-detail/${before.user.id}`, 'user-detail');
      await page.getByRole('link', { name: tu.detail.edit }).click();
      await waitForScreen(page, 'edit-user');
      await fill(page, tu.fields.name, `${before.user.name} E2E`);
      const notifications = page.getByRole('switch', { name: texts(lang).common.notifications.email });
      await notifications.click();
      await page.getByRole('button', { name: tu.drawer.save }).click();
      await expectNotice(page, fmt(tu.notices.saved, { name: `${before.user.name} E2E` }));
      await page.waitForURL((url) => url.pathname === '/invitations');
      const { user: saved } = await api<{ user: User }>('GET', '/session', before.token);
      expect(saved).toMatchObject({
        name: `${before.user.name} E2E`,
        email_notification: !before.user.email_notification,
      });
      await open(page, '/new-user', 'new-user');
      await page.getByTestId('new-user-not-allowed').waitFor();
      // No request was made for a user a secondary host cannot see: no 404 in the console.
      expect(family.errors).toEqual([]);
    } finally {
      const { name, email_notification } = before.user;
      await api('PATCH', `/users/${before.user.id}`, before.token, { user: { name, email_notification } });
      await family.context.close();
    }
  });
});
