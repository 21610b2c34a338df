// The capability flags (spec §6, issue 14 item 12) against a server of this file's own: the admin switches
// providers, custom attributes and favourites off in network settings (1366 px, en; the phone's screen, es, shows
// them off), and the CTPAT form address refuses http. Then nothing of the three shows: the new-invitation form has
// no provider mode, no favourites, no "save as a contact" and no custom fields (phone es, desktop en, where the
// contacts panel is gone too), the host's profile has no favourites and /my-favorites is Not Found, the admin's menu
// has no registered visitors, and the guard's register has no provider type nor custom fields (phone en). Invitations
// and registers still save, and no page asks for a list the server would refuse (no error shown or logged).
import type { AccessKey, NetworkSettings } from '@garita/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, expectNotice, fill, signedIn, tokenFor } from './support/admin-settings.ts';
import { call } from './support/api.ts';
import { expectAccessible, goTo, screenshotName, texts, waitForScreen } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import { chooseAccessPoints } from './support/invitations.ts';
import { withOwnServer } from './support/own-server.ts';
import { DEMO_ACCOUNTS, type Lang, VIEWPORTS } from './support/settings.ts';

const ownServer = withOwnServer();
type Layout = keyof typeof VIEWPORTS;

let browser: Browser;
let admin: string;

// The viewport only: a full-page capture can resize the window under load and flip the layout (docs/web.md).
const shot = (page: Page, layout: Layout, lang: Lang, name: string) =>
  page.screenshot({ path: screenshotName('capability-flags', VIEWPORTS[layout].width, lang, name) });
const featureSwitch = (page: Page, label: string) => page.getByRole('switch', { name: new RegExp(`^${label}`) });

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await tokenFor(DEMO_ACCOUNTS.network_admin);
  // An invitation field the form would ask for if custom attributes were on; no photos at the guard's door.
  await call('POST', '/network/custom_attributes', admin, {
    scope: 'access_key',
    attribute_name: 'Placas',
    attribute_type: 'string',
    required: true,
  });
  await ownServer()
    .db.updateTable('access_servers')
    .set({ photo_id: false, front_plates: false, back_plates: false, other: false, accreditation: false })
    .execute();
});
afterAll(async () => {
  await browser?.close();
});

describe('capability flags', () => {
  it('the admin switches the three features off and sets an https CTPAT form (1366 px, en)', async () => {
    const t = texts('en')['network-settings'];
    const { context, page, errors } = await signedIn(browser, 'en', 'desktop');
    try {
      await page.getByRole('link', { name: texts('en').nav.registeredVisitors }).waitFor();
      await page.getByRole('link', { name: texts('en').nav.networkSettings }).click();
      await page.getByRole('heading', { name: t.features.title }).waitFor();
      for (const feature of ['providers_enabled', 'custom_attributes_enabled', 'favorites_enabled'] as const) {
        const toggle = featureSwitch(page, t.features[feature].label);
        expect(await toggle.isChecked()).toBe(true);
        await toggle.uncheck();
      }
      const address = page.getByRole('textbox', { name: t.features.ctpat.url });
      await address.fill('http://ctpat.example.com/form');
      await page.getByRole('button', { name: t.save }).click();
      await page.getByText(t.validation.ctpat).waitFor();
      expect((await call<NetworkSettings>('GET', '/network', admin)).providers_enabled).toBe(true);
      await address.fill('https://ctpat.example.com/form');
      await expectAccessible(page, 'network settings features (desktop, en)');
      await page.getByRole('button', { name: t.save }).click();
      await expectNotice(page, t.notices.saved);
      expect(await call<NetworkSettings>('GET', '/network', admin)).toMatchObject({
        providers_enabled: false,
        custom_attributes_enabled: false,
        favorites_enabled: false,
        ctpat_form_url: 'https://ctpat.example.com/form',
      });
      await page.locator('section[aria-labelledby="network-features"]').screenshot({
        path: screenshotName('capability-flags', 1366, 'en', 'features-section'),
      });
      // The session follows: the registered visitors (favourites) page leaves the menu.
      await expect.poll(() => page.getByRole('link', { name: texts('en').nav.registeredVisitors }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the phone settings screen shows the features off (390 px, es)', async () => {
    const t = texts('es')['network-settings'];
    const { context, page, errors } = await signedIn(browser, 'es', 'mobile');
    try {
      await goTo(page, '/network-settings');
      await page.getByRole('heading', { name: t.features.title }).waitFor();
      for (const feature of ['providers_enabled', 'custom_attributes_enabled', 'favorites_enabled'] as const)
        expect(await featureSwitch(page, t.features[feature].label).isChecked()).toBe(false);
      await page.locator('section[aria-labelledby="network-features"]').scrollIntoViewIfNeeded();
      await page.locator('section[aria-labelledby="network-features"]').screenshot({
        path: screenshotName('capability-flags', 390, 'es', 'features-section'),
      });
      await expectAccessible(page, 'network settings features (phone, es)');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  describe.each([
    ['mobile', 'es'],
    ['desktop', 'en'],
  ] as const)('a host with the features off (%s, %s)', (layout, lang) => {
    it('invites a visitor with no provider mode, favourites or custom fields', async () => {
      const t = texts(lang).invitations;
      const visitor = `E2E Sin funciones ${lang}`;
      const { context, page, errors } = await signedIn(browser, lang, layout, DEMO_ACCOUNTS.host);
      try {
        if (layout === 'mobile') {
          await page.getByTestId('profile-button').click();
          const overlay = page.getByRole('dialog', { name: texts(lang).profile.title });
          await overlay.getByTestId('edit-profile').waitFor();
          expect(await overlay.getByTestId('my-favorites').count()).toBe(0);
          await page.keyboard.press('Escape');
          await overlay.waitFor({ state: 'detached' });
          await goTo(page, '/my-favorites');
          await waitForScreen(page, 'not-found');
          await goTo(page, '/new-invitation/:cmId');
          await waitForScreen(page, 'new-invitation');
        } else {
          await waitForScreen(page, 'desktop-invitations');
          await page.getByRole('button', { name: t.new }).click();
        }
        const form = layout === 'mobile' ? page : page.getByTestId('invitation-form-drawer');
        await form.getByRole('button', { name: t.form.create }).waitFor();
        expect(await form.getByRole('button', { name: t.form.kinds.provider }).count()).toBe(0);
        expect(await form.getByRole('button', { name: t.form.fromFavorites }).count()).toBe(0);
        expect(await form.getByRole('checkbox', { name: t.form.saveContact }).count()).toBe(0);
        expect(await form.getByTestId('contacts-panel').count()).toBe(0);
        expect(await form.getByRole('textbox', { name: 'Placas' }).count()).toBe(0);
        await fill(form, t.form.visitorName, visitor);
        await fill(form, t.form.phone, '5512347777');
        await fill(form, t.form.reason, 'Visita sin funciones');
        await chooseAccessPoints(page, form, t.form.accessPoints, ['Caseta']);
        await shot(page, layout, lang, 'invitation-form');
        await expectAccessible(page, `invitation form, features off (${layout}, ${lang})`);
        await form.getByRole('button', { name: t.form.create }).click();
        await expect
          .poll(async () => {
            const { access_keys } = await call<{ access_keys: AccessKey[] }>(
              'GET',
              `/access_keys?query=${encodeURIComponent(visitor)}`,
              admin,
            );
            return access_keys.map((key) => [key.visitor_name, key.community_member_id, key.custom_attrs]);
          })
          .toEqual([[visitor, null, {}]]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });

  it('the guard registers a visit with no provider type nor custom fields (390 px, en)', async () => {
    const t = texts('en');
    const visitor = 'E2E Registro sin funciones';
    const { context, page, errors } = await signedIn(browser, 'en', 'mobile', DEMO_ACCOUNTS.security_guard);
    try {
      await goTo(page, '/register');
      await waitForScreen(page, 'register');
      await page.getByRole('button', { name: t.register.review }).waitFor();
      expect(await page.getByRole('button', { name: t.register.kind.provider }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: t.scanner.attributes.title }).count()).toBe(0);
      await fill(page, t.register.fields.visitorName, visitor);
      await choose(page, page, t.register.fields.unit, 'Torre A');
      await choose(page, page, t.register.fields.host, 'Héctor Residente');
      await fill(page, t.register.fields.reason, 'Entrega');
      await shot(page, 'mobile', 'en', 'register');
      await expectAccessible(page, 'register, features off');
      await page.getByRole('button', { name: t.register.review }).click();
      const summary = page.getByTestId('register-summary');
      await summary.getByRole('button', { name: t.register.summary.confirm }).click();
      await page.getByTestId('label-dialog').getByRole('button', { name: t.scanner.label.continue }).click();
      await waitForScreen(page, 'logbook');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
