// The arrival switches of one's own record (issue 15), English and Spanish: on a phone (390 px) the /edit-user
// screen, on the desktop page (1366 px) the profile overlay's "Edit profile" dialog. Each switch says what it
// does (an email when a visitor arrives; a notice in Garita), is saved, and reads back after a reload. The
// user is a secondary host of this test's own, so no other suite sees its switches move.
import type { User } from '@garita/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNotice, fmt } from './support/admin-settings.ts';
import { call } from './support/api.ts';
import { expectAccessible, goTo, logIn, screenshotName, texts, waitForScreen } from './support/app.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { dialogsSettled } from './support/guard-flow.ts';
import { tag, tokens } from './support/invitations.ts';
import { type Lang, VIEWPORTS } from './support/settings.ts';

type Layout = keyof typeof VIEWPORTS;
const PASSWORD = 'e2e-switches-1234';

let browser: Browser;
let hostToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  hostToken = await tokens.host();
});
afterAll(async () => {
  await browser?.close();
});

async function ownUser(lang: Lang, layout: Layout): Promise<{ user: User; token: string }> {
  const email = `switches.${lang}.${layout}.${tag()}@e2e.test`;
  const { user } = await call<{ user: User }>('POST', '/users', hostToken, {
    user: {
      name: `E2E Switches ${lang} ${layout}`,
      email,
      phone: '5512345670',
      role: 'secondary_user',
      password: PASSWORD,
    },
  });
  const { meta } = await call<{ meta: { auth_token: string } }>('POST', '/login', undefined, {
    email,
    password: PASSWORD,
  });
  return { user, token: meta.auth_token };
}

const shot = (page: Page, layout: Layout, lang: Lang, name: string) =>
  page.screenshot({ path: screenshotName('arrival-switches', VIEWPORTS[layout].width, lang, name) });

describe.each(['en', 'es'] as const)('arrival switches (%s)', (lang) => {
  // Both languages and both widths, each once: English on a computer, Spanish on a phone.
  it.each(lang === 'en' ? (['desktop'] as const) : (['mobile'] as const))(
    'are saved and read back (%s)',
    async (layout) => {
      const { user, token } = await ownUser(lang, layout);
      const { context, page, errors } = await openPage(browser, { viewport: VIEWPORTS[layout], lang });
      // The same two switches on the own-record screen (phone) and in the profile dialog (desktop).
      const labels = { email: texts(lang).common.notifications.email, push: texts(lang).common.notifications.push };
      const openForm = async (): Promise<Locator> => {
        if (layout === 'mobile') {
          await goTo(page, `/edit-user/${user.id}`);
          await waitForScreen(page, 'edit-user');
          return page.locator('[data-screen="edit-user"]');
        }
        await page.getByTestId('profile-button').click();
        await page.getByTestId('edit-profile').click();
        const dialog = page.getByRole('dialog', { name: texts(lang).profile.editDialog.title });
        await dialog.waitFor();
        return dialog;
      };
      try {
        await page.goto('/');
        await logIn(page, user.email, PASSWORD);
        let form = await openForm();
        const email = () => form.getByRole('switch', { name: labels.email });
        const push = () => form.getByRole('switch', { name: labels.push });
        expect(await email().isChecked()).toBe(user.email_notification);
        expect(await push().isChecked()).toBe(user.push_notification);
        await email().click();
        await push().click();
        await dialogsSettled(page);
        await shot(page, layout, lang, 'form');
        await expectAccessible(page, `arrival switches ${layout} ${lang}`);
        if (layout === 'mobile') {
          await form.getByRole('button', { name: texts(lang).users.drawer.save }).click();
          await expectNotice(page, fmt(texts(lang).users.notices.saved, { name: user.name }));
        } else {
          await form.getByRole('button', { name: texts(lang).common.save }).click();
          await expectNotice(page, texts(lang).profile.editDialog.saved);
        }

        const { user: saved } = await call<{ user: User }>('GET', '/session', token);
        expect(saved).toMatchObject({
          email_notification: !user.email_notification,
          push_notification: !user.push_notification,
        });
        // Read back after a reload: the form starts from the stored record.
        await page.reload();
        form = await openForm();
        expect(await email().isChecked()).toBe(!user.email_notification);
        expect(await push().isChecked()).toBe(!user.push_notification);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
        await call('DELETE', `/users/${user.id}`, hostToken).catch(() => undefined);
      }
    },
  );
});
