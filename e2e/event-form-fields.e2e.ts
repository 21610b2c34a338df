// The event form's fields as the spec has them, in English and Spanish at 390 and 1366 px (issue 14): the start
// day shows DD/MM/YYYY and the time 24-hour HH:mm even in an English (en-US) browser, and both are typed from the
// keyboard; a guest's phone is 10 digits after +52 and a valid US number after +1 (spec §5), said in the
// page's language; and the "existed contact" note shows for a favourite of the host's that the first 100 by
// name leave out (the form asks the server by phone).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, exactly, fill, runTag } from './support/admin-settings.ts';
import { dateField, dayShown, enterDay, enterTime, expectAccessible, texts, waitForScreen } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';
import { openSignedIn, shotOf } from './support/events.ts';
import { withOwnServer } from './support/own-server.ts';
import { DEMO_ACCOUNTS, type Lang } from './support/settings.ts';

// A server of this file's own: the host gets over a hundred favourites, which suites running alongside would see.
const ownServer = withOwnServer();

const shot = shotOf('event-form-fields');
const tag = runTag();
const FAR_FAVOURITE = { name: `Zz Favorita Lejana ${tag}`, phone: '5599000999' };
const CONTACTS_BEFORE = 110;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  const { db } = ownServer();
  const host = await db
    .selectFrom('users')
    .select(['id', 'network_id'])
    .where('email', '=', DEMO_ACCOUNTS.host)
    .executeTakeFirstOrThrow();
  // More than a hundred favourites that sort before the far one by name.
  await db
    .insertInto('community_members')
    .values([
      ...Array.from({ length: CONTACTS_BEFORE }, (_, i) => ({
        network_id: host.network_id,
        user_id: host.id,
        name: `Aa Contacto ${String(i).padStart(3, '0')}`,
        phone: String(5598000000 + i),
      })),
      { network_id: host.network_id, user_id: host.id, ...FAR_FAVOURITE },
    ])
    .execute();
});
afterAll(async () => {
  await browser?.close();
});

// Both languages and both widths, each once (the other two pairings ran the same code; CI is at its limit).
const CASES = [
  ['es', 'mobile'],
  ['en', 'desktop'],
] as const satisfies readonly (readonly [Lang, 'mobile' | 'desktop'])[];

describe('event form fields', () => {
  for (const [lang, layout] of CASES) {
    const width = layout === 'mobile' ? 390 : 1366;
    it(`${lang}, ${width} px: DD/MM/YYYY and HH:mm typed by keyboard, the guest phone rule, the existed contact`, async () => {
      const t = texts(lang).events;
      const { context, page, errors } = await openSignedIn(browser, DEMO_ACCOUNTS.host, lang, layout);
      try {
        await page.goto('/new-event');
        await waitForScreen(page, 'new-event');
        await choose(page, page, t.fields.accessPoints, 'Caseta Principal');

        // The start: the default day already reads DD/MM/YYYY (the browser is en-US or es-MX).
        const day = dateField(page, t.fields.date);
        const time = dateField(page, t.fields.time);
        await day.getByRole('spinbutton').first().waitFor();
        expect(await dayShown(day)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(await dayShown(time)).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        // A day whose number is over 12 cannot be read month first: 24/11, never 11/24.
        await enterDay(day, '2030-11-24');
        expect(await dayShown(day)).toBe('24/11/2030');
        await enterTime(time, '18:30');
        expect(await dayShown(time)).toBe('18:30');
        await page.mouse.click(1, 1);
        expect(await page.getByText(t.validation.date).count()).toBe(0);

        // A guest's phone: 10 digits after +52.
        await fill(page, t.guests.name, `Invitado ${tag}`);
        const phone = page.getByRole('textbox', { name: new RegExp(`^${t.guests.phone}`) });
        await phone.fill('551234567');
        await page.getByRole('button', { name: t.guests.add }).click();
        await page.getByText(t.guests.validation.phone).waitFor();
        expect(await page.getByTestId('pending-guests').getByText(`Invitado ${tag}`).count()).toBe(0);
        // After +1, ten digits that are no US number (555 is no area code).
        await choose(page, page, t.guests.countryCode, '+1');
        await phone.fill('5550001111');
        await page.getByRole('button', { name: t.guests.add }).click();
        await page.getByText(t.guests.validation.phoneUs).waitFor();
        await shot(page, layout, lang, 'phone-error');
        await choose(page, page, t.guests.countryCode, '+52');

        // The host's favourite beyond the first 100 by name: saving it again is off, with the note.
        const save = page.getByRole('checkbox', { name: exactly(t.guests.save) });
        expect(await save.isDisabled()).toBe(false);
        await phone.fill(FAR_FAVOURITE.phone);
        await page.getByText(t.guests.existedContact).waitFor();
        expect(await save.isDisabled()).toBe(true);
        await shot(page, layout, lang, 'existed-contact');
        await expectAccessible(page, `new event form (${lang}, ${width} px)`);
        // Another number is no contact of theirs.
        await phone.fill('5599000998');
        await page.getByText(t.guests.existedContact).waitFor({ state: 'detached' });
        expect(await save.isDisabled()).toBe(false);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
