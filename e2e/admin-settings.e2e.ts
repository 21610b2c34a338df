// The admin's settings screens against the real server, in English and Spanish: creating a unit, a
// resident, a guard and an admin through the drawers (§5 rules, a taken email); deactivating a resident
// who is then refused at login and reactivating them; an access point's required photos (save enabled
// only after a change) and the map's markers; a photo the admin requires that the guard's next scan at that
// access point asks for; CSV exports read back. The phone lists: admin-settings-mobile.
import type { AccessServer } from '@garita/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminData,
  adminApi,
  adminData,
  choose,
  downloadCsv,
  exactly,
  expectNotice,
  fill,
  fmt,
  loginStatus,
  runTag,
  search,
  settled,
  shot,
  signedIn,
  startsWith,
  tokenFor,
  visit,
} from './support/admin-settings.ts';
import { expectAccessible, logIn, screenshotName, texts, waitForScreen } from './support/app.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { takeRequiredPhotos } from './support/guard-console.ts';
import { createVisitKey, launchWithCamera } from './support/guard-flow.ts';
import { writeQrVideo } from './support/qr-video.ts';
import { DEMO_ACCOUNTS, VIEWPORTS } from './support/settings.ts';

const ADMIN = DEMO_ACCOUNTS.network_admin;
const USER_CSV_FIELDS = [
  'Nombre',
  'Correo electrónico',
  'Teléfono',
  'País',
  'Rol',
  'Unidad',
  'Puntos de acceso',
  'Estado',
];
const PASSWORD = 'e2e-password-1234';
/** Where required photos are changed: the second network, which no other suite writes to. */
const PHOTO_SITE = {
  admin: 'admin@other.test',
  guard: 'guard@other.test',
  host: 'host@other.test',
  accessPoint: 'Recepción',
} as const;

let browser: Browser;
let token: string;
let data: AdminData;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await tokenFor(ADMIN);
  data = adminData(token);
});
afterAll(async () => {
  await browser?.close();
});

// The drawers' creations in both languages; every other flow in one of them (running each twice cost CI half a
// minute), the other language's screens are read in admin-settings-mobile.e2e.ts and admin.e2e.ts.
describe.each(['en', 'es'] as const)('admin settings (%s)', (lang) => {
  const t = texts(lang);
  const tag = `${lang}${runTag()}`;

  it('creates a unit, a resident, a guard and an admin through the drawers (1366 px)', async () => {
    const { context, page, errors } = await signedIn(browser, lang, 'desktop');
    try {
      const unitName = `E2E Unidad ${tag}`;
      await visit(page, '/units', 'desktop-units');
      await page.getByRole('button', { name: t.units.actions.new }).click();
      const unitDrawer = page.getByTestId('unit-drawer');
      await unitDrawer.getByRole('button', { name: t.units.drawer.create }).click();
      await expect.poll(() => unitDrawer.getByText(t.units.validation.accessPoints).count()).toBe(1);
      await expect.poll(() => unitDrawer.getByText(t.units.validation.name).count()).toBe(1);
      await fill(unitDrawer, t.units.fields.name, unitName);
      await choose(page, unitDrawer, t.units.fields.accessPoints, 'Caseta Principal', 'Acceso Norte');
      await shot(page, 1366, lang, 'unit-drawer');
      await expectAccessible(page, `new unit drawer ${lang}`);
      await unitDrawer.getByRole('button', { name: t.units.drawer.create }).click();
      await expectNotice(page, fmt(t.units.notices.created, { name: unitName }));
      await search(page, unitName);
      await page.getByRole('row', { name: startsWith(unitName) }).waitFor();
      const unit = await data.unitByName(unitName);
      expect(unit.access_servers.map((server) => server.name).sort()).toEqual(['Acceso Norte', 'Caseta Principal']);

      // A resident: a 10-digit phone and a unit are required; a taken email keeps what was typed.
      const resident = { name: `E2E Residente ${tag}`, email: `resident.${tag}@e2e.test` };
      await visit(page, '/users', 'desktop-users');
      await page.getByRole('button', { name: t.users.new.host }).click();
      const userDrawer = page.getByTestId('new-user-drawer');
      await fill(userDrawer, t.users.fields.name, resident.name);
      await fill(userDrawer, t.users.fields.email, 'host@demo.test');
      await fill(userDrawer, t.users.fields.phone, '55123');
      await userDrawer.getByRole('button', { name: t.users.drawer.create }).click();
      await expect.poll(() => userDrawer.getByText(t.users.validation.phone).count()).toBe(1);
      await expect.poll(() => userDrawer.getByText(t.users.validation.network_group).count()).toBe(1);
      await fill(userDrawer, t.users.fields.phone, '5512345678');
      await choose(page, userDrawer, t.users.fields.unit, unitName);
      await userDrawer.getByRole('button', { name: t.users.drawer.create }).click();
      await expect.poll(() => userDrawer.getByText(t.users.errors.emailTaken).count()).toBe(1);
      // The browser logs that refused request (422) as a console error: the only one allowed here.
      const refused = errors.findIndex((error) => /status of 422 \(Unprocessable Entity\)/.test(error));
      expect(refused).toBeGreaterThanOrEqual(0);
      errors.splice(refused, 1);
      expect(await userDrawer.getByRole('textbox', { name: exactly(t.users.fields.name) }).inputValue()).toBe(
        resident.name,
      );
      await shot(page, 1366, lang, 'resident-email-taken');
      await fill(userDrawer, t.users.fields.email, resident.email);
      await userDrawer.getByRole('button', { name: t.users.drawer.create }).click();
      await expectNotice(page, fmt(t.users.notices.created, { name: resident.name }));
      await search(page, resident.name);
      await page.getByRole('row', { name: startsWith(resident.name) }).waitFor();
      expect(await data.findUser(resident.email)).toMatchObject({ role: 'host', network_group: { name: unitName } });

      // A guard: no phone field, at least one access point.
      const guard = { name: `E2E Guardia ${tag}`, email: `guard.${tag}@e2e.test` };
      await visit(page, '/guards', 'desktop-guards');
      await page.getByRole('button', { name: t.users.new.guards }).click();
      await fill(userDrawer, t.users.fields.name, guard.name);
      await fill(userDrawer, t.users.fields.email, guard.email);
      expect(await userDrawer.getByRole('textbox', { name: exactly(t.users.fields.phone) }).count()).toBe(0);
      await userDrawer.getByRole('button', { name: t.users.drawer.create }).click();
      await expect.poll(() => userDrawer.getByText(t.users.validation.access_servers).count()).toBe(1);
      await choose(page, userDrawer, t.users.fields.accessPoints, 'Acceso Norte');
      await shot(page, 1366, lang, 'guard-drawer');
      await userDrawer.getByRole('button', { name: t.users.drawer.create }).click();
      await expectNotice(page, fmt(t.users.notices.created, { name: guard.name }));
      const savedGuard = await data.findUser(guard.email);
      expect(savedGuard).toMatchObject({ role: 'security_guard', phone: '' });
      expect(savedGuard?.access_servers.map((server) => server.name)).toEqual(['Acceso Norte']);

      // An admin, the role picked among the roles the server lets this admin create.
      const admin = { name: `E2E Admin ${tag}`, email: `admin.${tag}@e2e.test` };
      await visit(page, '/admins', 'desktop-admins');
      await page.getByRole('button', { name: t.users.new.admins }).click();
      await expect
        .poll(() => userDrawer.getByRole('combobox', { name: startsWith(t.users.fields.role) }).textContent())
        .toBe(t.common.roles.network_admin);
      await fill(userDrawer, t.users.fields.name, admin.name);
      await fill(userDrawer, t.users.fields.email, admin.email);
      await fill(userDrawer, t.users.fields.phone, '5598765432');
      await choose(page, userDrawer, t.users.fields.countryCode, '+1');
      await userDrawer.getByRole('button', { name: t.users.drawer.create }).click();
      await expectNotice(page, fmt(t.users.notices.created, { name: admin.name }));
      await search(page, admin.name);
      await page.getByRole('row', { name: startsWith(admin.name) }).waitFor();
      expect(await data.findUser(admin.email)).toMatchObject({ role: 'network_admin', country_code: '+1' });
      await shot(page, 1366, lang, 'admins');
      await expectAccessible(page, `admins page ${lang}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  if (lang === 'es') {
    it('deactivates a resident, who is refused at login, and reactivates them (1366 px)', async () => {
      const torreB = await data.unitByName('Torre B');
      const resident = { name: `E2E Suspendido ${tag}`, email: `suspended.${tag}@e2e.test` };
      await data.createHost(resident.name, resident.email, torreB.id, PASSWORD);
      expect(await loginStatus(resident.email, PASSWORD)).toBe(200);
      const { context, page, errors } = await signedIn(browser, lang, 'desktop');
      try {
        await visit(page, '/users', 'desktop-users');
        await search(page, resident.name);
        const row = page.getByRole('row', { name: startsWith(resident.name) });
        await expect.poll(() => page.getByRole('row').count()).toBe(2);
        const setActive = async (active: boolean) => {
          await row.getByRole('button', { name: fmt(t.users.actions.edit, { name: resident.name }) }).click();
          const drawer = page.getByTestId('edit-user-drawer');
          const toggle = drawer.getByRole('switch', { name: t.users.fields.active });
          expect(await toggle.isChecked()).toBe(!active);
          await toggle.click();
          await drawer.getByText(active ? t.users.fields.activeHelp : t.users.fields.inactiveHelp).waitFor();
          if (!active) await shot(page, 1366, lang, 'deactivate-drawer');
          await drawer.getByRole('button', { name: t.users.drawer.save }).click();
          await expectNotice(page, fmt(t.users.notices[active ? 'reactivated' : 'deactivated'], resident));
          await expect
            .poll(() => row.getByTestId('user-status').textContent())
            .toBe(active ? t.users.status.active : t.users.status.inactive);
        };
        await setActive(false);
        await shot(page, 1366, lang, 'deactivated-row');

        const other = await openPage(browser, { viewport: VIEWPORTS.desktop, lang });
        try {
          await other.page.goto('/');
          await waitForScreen(other.page, 'login');
          await other.page.locator('input[type="email"]').fill(resident.email);
          await other.page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
          await other.page.locator('button[type="submit"]').click();
          await expectNotice(other.page, t.errors.suspended_account);
          await settled(other.page.getByTestId('notice'));
          await shot(other.page, 1366, lang, 'suspended-login');
          expect(await other.page.locator('[data-screen="login"]').count()).toBe(1);
        } finally {
          await other.context.close();
        }

        await setActive(true);
        expect(await loginStatus(resident.email, PASSWORD)).toBe(200);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  if (lang === 'en') {
    it("shows the access points' markers, and their drawer enables save only after a change (1366 px)", async () => {
      const { access_servers: points } = await adminApi<{ access_servers: AccessServer[] }>(
        'GET',
        '/access_servers?results=100',
        token,
      );
      const north = points.find((point) => point.name === 'Acceso Norte');
      if (!north) throw new Error('demo access point missing');
      const tp = t['access-points'];
      const { context, page, errors } = await signedIn(browser, lang, 'desktop');
      try {
        await visit(page, '/access-points', 'desktop-access-points');
        const located = points.filter((point) => point.latitude !== null && point.longitude !== null);
        await expect.poll(() => page.locator('.leaflet-marker-icon').count()).toBe(located.length);
        expect(await page.getByTestId('access-points-map').boundingBox()).toMatchObject({ height: 250 });
        await page.getByRole('button', { name: tp.map.zoomIn, exact: true }).waitFor();
        await page.getByRole('button', { name: 'Acceso Norte', exact: true }).click();
        const popup = page.locator('.leaflet-popup');
        await popup.getByText(north.address).waitFor();
        await settled(popup);
        await shot(page, 1366, lang, 'access-points-popup');
        await popup.getByRole('button', { name: tp.map.open }).click();

        // Nothing is saved here: Las Palmas' photo rules stay as the other suites expect them.
        const drawer = page.getByTestId('access-point-drawer');
        const save = drawer.getByRole('button', { name: tp.drawer.save, exact: true });
        const accreditation = drawer.getByRole('switch', { name: tp.photoTypes.accreditation });
        expect(await save.isDisabled()).toBe(true);
        await accreditation.click();
        expect(await save.isEnabled()).toBe(true);
        await shot(page, 1366, lang, 'access-point-drawer');
        await expectAccessible(page, `access point drawer ${lang}`);
        await accreditation.click();
        expect(await save.isDisabled()).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  if (lang === 'es') {
    // Saving required photos happens on the second network: every suite registers at Las Palmas' access points
    // and counts on their photo rules, and suites run side by side; none of them writes to Corporativo Norte.
    it("saves an access point's required photos, and the guard's next scan there asks for them (1366 px)", async () => {
      const otherToken = await tokenFor(PHOTO_SITE.admin);
      const site = adminData(otherToken);
      const point = await site.accessPoint(PHOTO_SITE.accessPoint);
      expect(point.settings.front_plates).toBe(false);
      const tp = t['access-points'];
      const key = await createVisitKey(await tokenFor(PHOTO_SITE.host), `E2E Foto requerida ${tag}`, point);
      const camera = await launchWithCamera(writeQrVideo(key.unique_id ?? ''));
      const admin = await signedIn(browser, lang, 'desktop', PHOTO_SITE.admin);
      try {
        await visit(admin.page, '/access-points', 'desktop-access-points');
        await admin.page.getByRole('button', { name: fmt(tp.table.open, { name: point.name }) }).click();
        const drawer = admin.page.getByTestId('access-point-drawer');
        const frontPlates = drawer.getByRole('switch', { name: tp.photoTypes.front_plates });
        const save = drawer.getByRole('button', { name: tp.drawer.save, exact: true });
        expect(await save.isDisabled()).toBe(true);
        await frontPlates.click();
        await save.click();
        await expectNotice(admin.page, fmt(tp.notices.saved, { name: point.name }));
        await expect
          .poll(async () => (await site.accessPoint(point.name)).settings)
          .toEqual({
            ...point.settings,
            front_plates: true,
          });
        await expect.poll(() => save.isDisabled()).toBe(true);

        const { context, page, errors } = await openPage(camera, { viewport: VIEWPORTS.desktop, lang });
        try {
          await page.goto('/');
          await logIn(page, PHOTO_SITE.guard);
          await waitForScreen(page, 'guard-console');
          const register = page.getByTestId('console-register');
          await register.getByTestId('scan-heading').waitFor({ timeout: 20_000 });
          expect(await register.getByTestId('scan-heading').textContent()).toBe(
            t.scanner.result.heading.access.granted,
          );
          const tile = register.getByTestId('photo-tile-front_plates');
          await tile.getByText(t.scanner.photos.required).waitFor();
          const confirm = register.getByRole('button', { name: t.scanner.result.confirmAccess });
          await expect
            .poll(() => register.getByTestId('confirm-blocked').textContent())
            .toContain(t.scanner.photos.types.front_plates);
          expect(await confirm.isDisabled()).toBe(true);
          await page.screenshot({ path: screenshotName('admin-settings', 1366, lang, 'guard-asked-for-photo') });
          expect(await takeRequiredPhotos(page, register, lang)).toContain('front_plates');
          await expect.poll(() => confirm.isEnabled()).toBe(true);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }

        // Put it back. The button is disabled as soon as the request leaves, so wait for the stored value.
        await frontPlates.click();
        await save.click();
        await expect.poll(async () => (await site.accessPoint(point.name)).settings).toEqual(point.settings);
        expect(admin.errors).toEqual([]);
      } finally {
        const now = await site.accessPoint(point.name);
        if (now.settings.front_plates !== point.settings.front_plates)
          await adminApi('PATCH', `/access_servers/${point.id}`, otherToken, { settings: point.settings });
        await admin.context.close();
        await camera.close();
      }
    });
  }

  if (lang === 'en') {
    it('exports units and users as CSV with Spanish columns and escaped formulas (1366 px)', async () => {
      const formulaName = `=1+1 E2E ${tag}`;
      const caseta = await data.accessPoint('Caseta Principal');
      await adminApi('POST', '/network_groups', token, {
        network_group: { name: formulaName, access_servers: [caseta.id] },
      });
      const { context, page, errors } = await signedIn(browser, lang, 'desktop');
      try {
        await visit(page, '/units', 'desktop-units');
        const units = await downloadCsv(page, page.getByRole('button', { name: t.units.actions.export }));
        expect(units.fileName).toMatch(/^unidades-\d{4}-\d{2}-\d{2}\.csv$/);
        expect(units.fields).toEqual(['Nombre', 'Puntos de acceso', 'Usuarios']);
        expect(units.rows).toContainEqual({
          Nombre: 'Torre A',
          'Puntos de acceso': 'Acceso Norte, Caseta Principal',
          Usuarios: expect.stringContaining('Héctor Residente'),
        });
        expect(units.rows.map((row) => row.Nombre)).toContain(`'${formulaName}`);

        await visit(page, '/guards', 'desktop-guards');
        const guards = await downloadCsv(page, page.getByRole('button', { name: t.users.actions.export }));
        expect(guards.fields).toEqual(USER_CSV_FIELDS);
        expect(guards.rows).toContainEqual(
          expect.objectContaining({ Nombre: 'Gustavo Guardia', Rol: 'Guardia de seguridad', Estado: 'Activo' }),
        );
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
