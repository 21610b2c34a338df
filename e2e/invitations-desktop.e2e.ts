// Invitations on the desktop page (1366 px), English and Spanish, against the real server and demo data:
// the table with filters and the CSV (first 50 rows), the new-invitation drawer with the contacts panel (a
// favourite invited from it; provider mode hides it), each created key granted by the guard's validate at
// its door and refused at another, the detail drawer (QR, access point map at zoom 15), the edit drawer
// and the delete confirmation, the list refreshing after each; the secondary host's own invitations only;
// multiple access at 2 hours at first with the drawer's tolerance of 2 to 6 hours (issue 14).
import type { AccessKey } from '@garita/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { downloadCsv, exactly, fill, search } from './support/admin-settings.ts';
import { call } from './support/api.ts';
import { expectAccessible, texts, waitForScreen } from './support/app.ts';
import { dialogsSettled } from './support/guard-flow.ts';
import {
  chooseAccessPoints,
  expectNoticeText,
  hoursIn,
  invitationShot,
  invitationSuite,
  type Layout,
  pick,
  selectOptions,
  selectText,
  tag,
  tokens,
  validate,
} from './support/invitations.ts';
import { DEMO_ACCOUNTS } from './support/settings.ts';

const layout: Layout = 'desktop';
const { suite, signIn } = invitationSuite(layout);

async function keyWithReason(reason: string): Promise<AccessKey> {
  const { access_keys } = await call<{ access_keys: AccessKey[] }>(
    'GET',
    `/access_keys?results=5&query=${encodeURIComponent(reason)}`,
    suite.hostToken,
  );
  const key = access_keys.find((k) => k.reason_for_visit === reason || k.visitor_name === reason);
  if (!key) throw new Error(`no invitation with ${reason}`);
  return key;
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('desktop invitations page', () => {
  it('en: a favourite invited from the drawer, its detail and map, edited and deleted', async () => {
    const lang = 'en';
    const t = texts(lang).invitations;
    const reason = `E2E desk ${tag()}`;
    const { context, page, errors } = await signIn(lang);
    try {
      await page.waitForURL((url) => url.pathname === '/');
      await waitForScreen(page, 'desktop-invitations');
      await page.getByRole('row').nth(1).waitFor();
      await invitationShot(page, layout, lang, 'page');
      await expectAccessible(page, 'desktop invitations en');

      await page.getByRole('button', { name: t.new }).click();
      const drawer = page.getByTestId('invitation-form-drawer');
      const panel = drawer.getByTestId('contacts-panel');
      await panel.getByRole('button', { name: /^Lucía Fernández/ }).click();
      await drawer.getByTestId('chosen-contact').getByText('Lucía Fernández').waitFor();
      await fill(drawer, t.form.reason, reason);
      await chooseAccessPoints(page, drawer, t.form.accessPoints, ['Caseta']);
      await dialogsSettled(page);
      await invitationShot(page, layout, lang, 'new-drawer');
      await expectAccessible(page, 'new invitation drawer en');
      await drawer.getByRole('button', { name: t.form.create }).click();
      await expectNoticeText(page, t.saved.created.replace('{{name}}', 'Lucía Fernández'));
      await drawer.waitFor({ state: 'detached' });
      let key = await keyWithReason(reason);
      expect(key).toMatchObject({ visitor_name: 'Lucía Fernández', visitor_email: 'lucia@example.com' });
      expect(key.community_member_id).not.toBeNull();
      expect(await validate(suite.guardToken, suite.where.gate('Entrada Peatonal'), key)).toBeNull();
      expect(await validate(suite.guardToken, suite.where.gate('Salida Norte'), key)).toBe('door_not_included');

      // The list refreshed: the new invitation opens in the detail drawer.
      await search(page, reason);
      await row(page, 'Lucía Fernández').first().click();
      const detail = page.getByTestId('invitation-detail-drawer');
      await detail.getByTestId('invitation-qr').waitFor();
      await detail.getByRole('link', { name: t.share.email }).waitFor();
      expect(await detail.getByRole('link', { name: t.share.email }).getAttribute('href')).toMatch(
        /^mailto:lucia@example\.com\?subject=Garita%20Invitation%20/,
      );
      await dialogsSettled(page);
      await invitationShot(page, layout, lang, 'detail-drawer');
      await expectAccessible(page, 'invitation detail drawer en');
      await detail.getByRole('button', { name: t.detail.showMap.replace('{{name}}', 'Caseta Principal') }).click();
      const map = page.getByTestId('access-point-map');
      await map.locator('.leaflet-marker-icon').waitFor();
      await dialogsSettled(page);
      await invitationShot(page, layout, lang, 'map');
      await page
        .getByRole('dialog', { name: 'Caseta Principal' })
        .getByRole('button', { name: t.detail.close })
        .click();
      await map.waitFor({ state: 'detached' });

      // Edit: the drawer opens on the key's values.
      await detail.getByRole('button', { name: t.detail.edit }).click();
      const editor = page.getByTestId('invitation-form-drawer');
      const reasonField = editor.getByRole('textbox', { name: exactly(t.form.reason) });
      expect(await reasonField.inputValue()).toBe(reason);
      await reasonField.fill(`${reason} edited`);
      await editor.getByRole('button', { name: t.form.save }).click();
      await expectNoticeText(page, t.saved.edited.replace('{{name}}', 'Lucía Fernández'));
      await editor.waitFor({ state: 'detached' });
      key = await keyWithReason(`${reason} edited`);
      expect(key.id).toBeGreaterThan(0);

      // Delete after confirming; the row stays, deleted.
      await search(page, `${reason} edited`);
      await row(page, 'Lucía Fernández').first().click();
      await detail.getByRole('button', { name: t.delete.button }).click();
      const confirm = page.getByRole('dialog', { name: t.delete.title });
      await confirm.getByRole('button', { name: t.delete.confirm }).click();
      await expectNoticeText(page, t.delete.done.replace('{{name}}', 'Lucía Fernández'));
      await row(page, 'Lucía Fernández').first().getByText(t.status.deleted).waitFor();
      expect((await keyWithReason(`${reason} edited`)).deleted_at).not.toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // English here, Spanish on the phone (invitations.e2e.ts): both languages and widths, each once.
  for (const [lang, tolerance] of [['en', 4]] as const) {
    it(`${lang}: multiple access in the drawer starts at 2 hours, with a tolerance of 2 to 6 hours`, async () => {
      const t = texts(lang).invitations;
      const visitor = `E2E Desk tolerance ${lang} ${tag()}`;
      const { context, page, errors } = await signIn(lang);
      try {
        await waitForScreen(page, 'desktop-invitations');
        await page.getByRole('button', { name: t.new }).click();
        const drawer = page.getByTestId('invitation-form-drawer');
        await fill(drawer, t.form.visitorName, visitor);
        await fill(drawer, t.form.phone, '5512340008');
        await fill(drawer, t.form.reason, 'Pintura');
        await chooseAccessPoints(page, drawer, t.form.accessPoints, ['Caseta']);
        await drawer.getByLabel(t.form.multipleAccess).check();
        expect(await selectText(drawer, t.form.durationCount)).toBe('2');
        expect(await selectText(drawer, t.form.durationUnit)).toBe(t.form.units.hours);
        expect(await selectText(drawer, t.form.tolerance)).toBe(hoursIn(lang, 2));
        expect(await selectOptions(page, drawer, t.form.tolerance)).toEqual(
          [2, 3, 4, 5, 6].map((n) => hoursIn(lang, n)),
        );
        await pick(page, drawer, t.form.tolerance, hoursIn(lang, tolerance));
        await dialogsSettled(page);
        await invitationShot(page, layout, lang, 'new-multiple-tolerance');
        await expectAccessible(page, `multiple access drawer ${lang}`);
        await drawer.getByRole('button', { name: t.form.create }).click();
        await expectNoticeText(page, t.saved.created.replace('{{name}}', visitor));
        await drawer.waitFor({ state: 'detached' });
        const key = await keyWithReason(visitor);
        expect(key).toMatchObject({ access_key_type_id: 2, temporary_duration: 'hours', duration: 2, tolerance });
        expect(await validate(suite.guardToken, suite.where.gate('Entrada Peatonal'), key)).toBeNull();

        await search(page, visitor);
        await row(page, visitor).first().click();
        const detail = page.getByTestId('invitation-detail-drawer');
        await detail.getByText(t.detail.tolerance, { exact: true }).waitFor();
        await detail.getByText(hoursIn(lang, tolerance), { exact: true }).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('es: a provider from the drawer (no contacts panel), filters and the CSV of 50 rows', async () => {
    const lang = 'es';
    const t = texts(lang).invitations;
    const provider = `E2E Repartidor ${tag()}`;
    const { context, page, errors } = await signIn(lang);
    try {
      await waitForScreen(page, 'desktop-invitations');
      await pick(page, page, t.filters.type, t.filters.types.visitor);
      await expect
        .poll(async () => {
          const types = await page.locator('tbody tr td:nth-child(2)').allTextContents();
          return types.length > 0 && types.every((type) => type === t.kinds.visitor);
        })
        .toBe(true);
      await invitationShot(page, layout, lang, 'filtered');
      await pick(page, page, t.filters.type, t.filters.types.all);
      const csv = await downloadCsv(page, page.getByRole('button', { name: t.download }));
      expect(csv.fields[0]).toBe('Visitante');
      expect(csv.rows.length).toBeGreaterThan(10);
      expect(csv.rows.length).toBeLessThanOrEqual(50);

      await page.getByRole('button', { name: t.new }).click();
      const drawer = page.getByTestId('invitation-form-drawer');
      await drawer.getByTestId('contacts-panel').waitFor();
      await drawer.getByRole('button', { name: t.form.kinds.provider, exact: true }).click();
      await drawer.getByTestId('contacts-panel').waitFor({ state: 'detached' });
      await fill(drawer, t.form.visitorName, provider);
      await pick(page, drawer, t.form.provider, 'Amazon');
      await chooseAccessPoints(page, drawer, t.form.accessPoints, ['Caseta']);
      await dialogsSettled(page);
      await invitationShot(page, layout, lang, 'new-provider-drawer');
      await drawer.getByRole('button', { name: t.form.create }).click();
      await expectNoticeText(page, t.saved.created.replace('{{name}}', provider));
      const key = await keyWithReason(provider);
      expect(key).toMatchObject({ access_key_type_id: 5, provider: 'amazon' });
      expect(await validate(suite.guardToken, suite.where.gate('Entrada Vehicular'), key)).toBeNull();
      expect(await validate(suite.guardToken, suite.where.gate('Entrada Norte'), key)).toBe('door_not_included');
      await search(page, provider);
      await row(page, provider).getByText('Proveedor · Amazon').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("es: the admin sees every host's invitations; an exited visit offers no edit or delete", async () => {
    const lang = 'es';
    const t = texts(lang).invitations;
    const { context, page, errors } = await signIn(lang, DEMO_ACCOUNTS.network_admin);
    try {
      await waitForScreen(page, 'desktop-invitations');
      await pick(page, page, t.filters.status, t.filters.statuses.exit);
      await expect
        .poll(async () => new Set(await page.locator('tbody tr td:nth-child(7) p').allTextContents()))
        .toEqual(new Set(['Héctor Residente', 'Fernanda Residente']));
      await page.locator('tbody tr').filter({ hasText: t.kinds.visitor }).first().click();
      const detail = page.getByTestId('invitation-detail-drawer');
      await detail.getByTestId('invitation-qr').waitFor();
      expect(await detail.getByRole('button', { name: t.detail.edit }).count()).toBe(0);
      expect(await detail.getByRole('button', { name: t.delete.button }).count()).toBe(0);
      await dialogsSettled(page);
      await invitationShot(page, layout, lang, 'admin-exited-detail');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('en: the secondary host sees only their own invitations', async () => {
    const lang = 'en';
    const familyToken = await tokens.family();
    const own = await call<{ access_keys: AccessKey[] }>('GET', '/access_keys?results=10', familyToken);
    const { context, page, errors } = await signIn(lang, DEMO_ACCOUNTS.secondary_user);
    try {
      await waitForScreen(page, 'desktop-invitations');
      await expect.poll(() => page.locator('tbody tr').count()).toBe(own.access_keys.length);
      const hosts = await page.locator('tbody tr td:nth-child(7) p').allTextContents();
      expect(new Set(hosts)).toEqual(new Set(['Fernanda Residente']));
      await invitationShot(page, layout, lang, 'secondary-host');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
