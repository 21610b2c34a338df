// Saved contacts end to end: a host reaches /my-favorites from the profile overlay on a phone, searches
// (name, phone digits), opens a favourite's details and its invitation links (390 and 1366 px, en and es);
// an admin's registered visitors page (left menu, search, 10/20 rows, page x of y, the CSV read back with
// its Spanish columns) in English and Spanish; "Invite" on a favourite past the first 100 starts the invitation
// from it, and a favourite deleted meanwhile says "contact not found" over an empty, usable form (issue 14).
import type { AccessKeyList, CommunityMemberList } from '@garita/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, downloadCsv, exactly, fmt, runTag, startsWith } from './support/admin-settings.ts';
import { apiLogin, call } from './support/api.ts';
import { expectAccessible, goTo, texts, waitForScreen } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import { accessPoints, dialogShown, openSignedIn, searchFor, shotOf } from './support/events.ts';
import { chooseAccessPoints } from './support/invitations.ts';
import { withOwnServer } from './support/own-server.ts';
import { DEMO_ACCOUNTS } from './support/settings.ts';

// A server of this file's own: it pages and counts every contact of the network,
// which suites running alongside would change.
const own = withOwnServer();

const shot = shotOf('favorites');
const tag = runTag();
const VISITOR = `E2E Visitante ${tag}`;
const VISITOR_COUNT = 12;
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

let browser: Browser;
const tokens = { host: '', admin: '' };

beforeAll(async () => {
  browser = await launchBrowser();
  tokens.host = await apiLogin(DEMO_ACCOUNTS.host);
  tokens.admin = await apiLogin(DEMO_ACCOUNTS.network_admin);
  // Twelve contacts saved by the admin, as guests of an event kept "as favourites".
  const [point] = await accessPoints(tokens.admin);
  const digits = String(Math.floor(Math.random() * 1e4)).padStart(4, '0');
  await call('POST', '/events', tokens.admin, {
    event: { name: `E2E Contactos ${tag}`, description: 'Contactos', start_date: `10/01/${NEXT_YEAR} 10:00:00` },
    guests: Array.from({ length: VISITOR_COUNT }, (_, i) => ({
      name: `${VISITOR} ${String(i + 1).padStart(2, '0')}`,
      phone: `5590${digits}${String(i).padStart(2, '0')}`,
      email: i === 0 ? `visitante.${tag}@e2e.test` : '',
      save: true,
    })),
    access_servers: [point?.id],
  });
});
afterAll(async () => {
  await browser?.close();
});

async function favorite(name: string) {
  const path = `/community_members?query=${encodeURIComponent(name)}`;
  const found = (await call<CommunityMemberList>('GET', path, tokens.host)).community_members[0];
  if (!found) throw new Error(`no favourite ${name}`);
  return found;
}

describe('favourites', () => {
  it('a host opens them from the profile overlay, searches and opens one (390 px, en)', async () => {
    const t = texts('en');
    const lucia = await favorite('Lucía Fernández');
    const { context, page, errors } = await openSignedIn(browser, DEMO_ACCOUNTS.host, 'en', 'mobile');
    try {
      await page.getByTestId('profile-button').click();
      await page.getByRole('link', { name: t.profile.favorites }).click();
      await waitForScreen(page, 'favorites');
      await page.getByRole('row', { name: startsWith('Mariana López') }).waitFor();
      expect(await page.getByRole('link', { name: t.favorites.newInvitation }).getAttribute('href')).toBe(
        '/new-invitation/:cmId',
      );
      await shot(page, 'mobile', 'en', 'list');
      await expectAccessible(page, 'favourites');

      await searchFor(page, 'query', 'lucía');
      await expect.poll(() => page.getByRole('row').count()).toBe(2);
      const row = page.getByRole('row', { name: startsWith('Lucía Fernández') });
      expect(
        await row.getByRole('link', { name: fmt(t.favorites.inviteName, { name: lucia.name }) }).getAttribute('href'),
      ).toBe(`/new-invitation/${lucia.id}`);
      await row.getByRole('button', { name: startsWith('Lucía Fernández') }).click();
      const dialog = await dialogShown(page, 'Lucía Fernández');
      expect(await dialog.getByTestId('member-detail').textContent()).toBe(
        `${t.favorites.fields.phone}+52 5544556677${t.favorites.fields.email}lucia@example.com`,
      );
      expect(await dialog.getByRole('link', { name: t.favorites.invite }).getAttribute('href')).toBe(
        `/new-invitation/${lucia.id}`,
      );
      await shot(page, 'mobile', 'en', 'detail');
      await expectAccessible(page, 'favourite detail');
      await dialog.getByRole('button', { name: t.common.close }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a host searches them by phone on the desktop (1366 px, es)', async () => {
    const t = texts('es');
    const { context, page, errors } = await openSignedIn(browser, DEMO_ACCOUNTS.host, 'es', 'desktop');
    try {
      await page.getByTestId('profile-button').click();
      await page.getByRole('link', { name: t.profile.favorites }).click();
      await waitForScreen(page, 'favorites');
      await searchFor(page, 'query', '5533 44');
      // The whole list has Jorge too: wait for the search's answer to be on screen.
      await expect.poll(() => page.getByRole('row').count()).toBe(2);
      await page.getByRole('row', { name: startsWith('Jorge Ramírez') }).waitFor();
      await shot(page, 'desktop', 'es', 'search-phone');
      await searchFor(page, 'query', 'nadie-así');
      await page.getByText(t.favorites.list.noMatch).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('invite on a favourite (issue 14, items 6 and 11)', () => {
  const MANY = 105;

  /** Gives the host `MANY` more contacts named 'E2E Lista …', which sort before 'Jorge', 'Lucía' and 'Mariana': those
   * fall past the first 100. Answers the new contacts' ids and a function that removes them (the admin's registered
   * visitors below count the network's contacts). */
  async function manyContacts() {
    const { db } = own();
    const host = await db
      .selectFrom('users')
      .select(['id', 'network_id'])
      .where('email', '=', DEMO_ACCOUNTS.host)
      .executeTakeFirstOrThrow();
    const rows = await db
      .insertInto('community_members')
      .values(
        Array.from({ length: MANY }, (_, i) => ({
          network_id: host.network_id,
          user_id: host.id,
          name: `E2E Lista ${tag} ${String(i).padStart(3, '0')}`,
          phone: `5580${String(i).padStart(6, '0')}`,
        })),
      )
      .returning('id')
      .execute();
    const ids = rows.map((row) => row.id);
    return { ids, remove: () => db.deleteFrom('community_members').where('id', 'in', ids).execute() };
  }

  for (const [lang, layout] of [
    ['en', 'mobile'],
    ['es', 'desktop'],
  ] as const) {
    it(`${lang}: a favourite past the first 100 opens filled; a deleted one says so over an empty form (${layout})`, async () => {
      const t = texts(lang);
      const contacts = await manyContacts();
      const { context, page, errors } = await openSignedIn(browser, DEMO_ACCOUNTS.host, lang, layout);
      try {
        const first100 = (
          await call<{ community_members: { name: string }[] }>('GET', '/community_members/list?key=', tokens.host)
        ).community_members.map((member) => member.name);
        expect(first100).toHaveLength(100);
        expect(first100).not.toContain('Mariana López');
        const mariana = await favorite('Mariana López');

        await goTo(page, '/my-favorites');
        await waitForScreen(page, 'favorites');
        await searchFor(page, 'query', 'Mariana');
        await page
          .getByRole('row', { name: startsWith('Mariana López') })
          .getByRole('link', { name: fmt(t.favorites.inviteName, { name: 'Mariana López' }) })
          .click();
        await waitForScreen(page, 'new-invitation');
        const chosen = page.getByTestId('chosen-contact');
        await chosen.getByText('Mariana López').waitFor();
        expect(await chosen.textContent()).toContain(mariana.phone);
        expect(await page.getByTestId('favorite-problem').count()).toBe(0);
        await shot(page, layout, lang, 'invite-past-100');

        // Deleted meanwhile: the server answers 404, the form says "contact not found" and starts empty.
        const gone = contacts.ids[0];
        if (gone === undefined) throw new Error('no contact was added');
        await own().db.deleteFrom('community_members').where('id', '=', gone).execute();
        await goTo(page, `/new-invitation/${gone}`);
        const problem = page.getByTestId('favorite-problem');
        await problem.getByText(t.invitations.form.contactNotFound).waitFor();
        expect(await page.getByTestId('chosen-contact').count()).toBe(0);
        const name = page.getByRole('textbox', { name: exactly(t.invitations.form.visitorName) });
        expect(await name.inputValue()).toBe('');
        await shot(page, layout, lang, 'contact-not-found');
        await expectAccessible(page, `contact not found ${lang}`);

        // The empty form works: a new visitor is invited from it.
        const visitor = `E2E Sin contacto ${lang} ${tag}`;
        await name.fill(visitor);
        await page.getByRole('textbox', { name: exactly(t.invitations.form.phone) }).fill('5512340009');
        await page.getByRole('textbox', { name: exactly(t.invitations.form.reason) }).fill('Visita');
        await chooseAccessPoints(page, page, t.invitations.form.accessPoints, ['Caseta']);
        await page.getByRole('button', { name: t.invitations.form.create }).click();
        await page.getByTestId('saved-dialog').getByText(t.invitations.saved.createdTitle).waitFor();
        const keys = await call<AccessKeyList>(
          'GET',
          `/access_keys?results=5&query=${encodeURIComponent(visitor)}`,
          tokens.host,
        );
        expect(keys.access_keys[0]).toMatchObject({ visitor_name: visitor, community_member_id: null });
        expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
      } finally {
        await context.close();
        await contacts.remove();
      }
    });
  }
});

describe.each(['en', 'es'] as const)('registered visitors (%s)', (lang) => {
  it('an admin searches, pages and downloads them (1366 px)', async () => {
    const t = texts(lang);
    const { context, page, errors } = await openSignedIn(browser, DEMO_ACCOUNTS.network_admin, lang, 'desktop');
    try {
      await page
        .getByRole('navigation', { name: t.nav.mainMenu })
        .getByRole('link', { name: t.nav.registeredVisitors })
        .click();
      await waitForScreen(page, 'registered-visitors');
      await page.getByRole('row').nth(1).waitFor();
      // The host's favourites are there too, with who saved them.
      await searchFor(page, 'query', 'Mariana');
      await page.getByRole('row', { name: startsWith('Mariana López') }).waitFor();
      expect(await page.getByRole('row', { name: startsWith('Mariana López') }).textContent()).toContain(
        'Héctor Residente · Torre A',
      );
      await searchFor(page, 'query', tag);
      const pageOf = page.getByTestId('page-of');
      await expect.poll(() => pageOf.textContent()).toBe(fmt(t.common.pager.pageOf, { page: 1, pages: 2 }));
      expect(await page.getByRole('row').count()).toBe(11);
      expect(await page.getByRole('row', { name: startsWith(`${VISITOR} 01`) }).textContent()).toContain(
        'Ana Administradora',
      );
      await shot(page, 'desktop', lang, 'page-1');
      await expectAccessible(page, `registered visitors ${lang}`);
      await page.getByRole('button', { name: t.common.pager.nextPage }).click();
      await expect.poll(() => pageOf.textContent()).toBe(fmt(t.common.pager.pageOf, { page: 2, pages: 2 }));
      await expect.poll(() => page.getByRole('row').count()).toBe(3);
      await choose(page, page, t.common.pager.rowsPerPage, '20');
      await expect.poll(() => pageOf.textContent()).toBe(fmt(t.common.pager.pageOf, { page: 1, pages: 1 }));
      await expect.poll(() => page.getByRole('row').count()).toBe(VISITOR_COUNT + 1);

      const csv = await downloadCsv(page, page.getByRole('button', { name: t.favorites.export }));
      expect(csv.fileName).toMatch(/^visitantes-registrados-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(csv.fields).toEqual(['Nombre', 'Teléfono', 'País', 'Correo electrónico', 'Creado por', 'Unidad']);
      expect(csv.rows).toHaveLength(VISITOR_COUNT);
      expect(csv.rows[0]).toEqual({
        Nombre: `${VISITOR} 01`,
        Teléfono: expect.stringMatching(/^5590\d{4}00$/),
        País: 'MX',
        'Correo electrónico': `visitante.${tag}@e2e.test`,
        'Creado por': 'Ana Administradora',
        Unidad: '',
      });
      expect(csv.rows.map((row) => row.Nombre)).toEqual(
        Array.from({ length: VISITOR_COUNT }, (_, i) => `${VISITOR} ${String(i + 1).padStart(2, '0')}`),
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
