// The audit log screen (docs/audit.md) against a server of this file's own. At 1366 px in English: the admin
// opens it from the side menu, finds a provider they just added under its action, with their name and the new
// display name, and downloads the CSV (Spanish columns), which the server records as an export. On a phone in
// Spanish: a failed sign-in on the admin's account shows as failed, with no sideways scrolling. Axe-clean both.
// The watchlist screen (docs/watchlist.md), whose changes the audit log records: at 1366 px in English an entry
// added through the dialog, the formula-safe CSV download (recorded as watchlist.export) and a CSV import that
// names the line it could not add; at 390 px in Spanish the cards, an edit and a removal.
// The Devices screen (docs/offline.md), whose "Mark reviewed" the audit log records: a conflict of the offline sync
// (a guard's device let someone in with an invitation deleted before) seeded through the API, reviewed at 1366 px
// in English from the side menu and at 390 px in Spanish, axe-clean both.

import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AccessServerList, AuditList, OfflineRegisterResult } from '@garita/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  choose,
  downloadCsv,
  expectNotice,
  fill,
  fmt,
  loginStatus,
  runTag,
  shot,
  signedIn,
  startsWith,
  tokenFor,
  visit,
} from './support/admin-settings.ts';
import { expectAccessible, texts, waitForScreen } from './support/app.ts';
import { holdRequests, launchBrowser } from './support/browser.ts';
import { createVisitKey, sampleJpeg } from './support/guard-flow.ts';
import { withOwnServer } from './support/own-server.ts';
import { DEMO_ACCOUNTS } from './support/settings.ts';

withOwnServer();

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await tokenFor(DEMO_ACCOUNTS.network_admin);
});
afterAll(async () => {
  await browser?.close();
});

describe('audit log', () => {
  it('shows who added a provider, filters by action and downloads the CSV (1366 px, en)', async () => {
    const t = texts('en');
    const provider = `Proveedor ${runTag()}`;
    await adminApi('POST', '/network/providers', token, { display_name: provider });
    const { context, page, errors } = await signedIn(browser, 'en', 'desktop');
    try {
      await page.getByRole('link', { name: t.nav.auditLog }).click();
      await waitForScreen(page, 'audit-log');
      await page.getByRole('heading', { name: t.audit.title, level: 1 }).waitFor();
      const table = page.getByRole('table', { name: t.audit.tableLabel });
      const row = table.getByRole('row').filter({ hasText: provider });
      await row.waitFor();
      await expect.poll(() => row.textContent()).toContain(t.audit.actions.network_providers.create);
      expect(await row.textContent()).toContain('Ana');

      await choose(page, page, t.audit.filters.action, t.audit.actions.network_providers.create);
      await expect
        .poll(async () => {
          const texts = await table.getByRole('row').allTextContents();
          return texts.slice(1).every((text) => text.includes(t.audit.actions.network_providers.create));
        })
        .toBe(true);
      await expectAccessible(page, 'audit log (desktop, en)');
      await shot(page, 1366, 'en', 'audit-log');

      const csv = await downloadCsv(page, page.getByRole('button', { name: t.audit.export }));
      expect(csv.fields).toEqual(
        expect.arrayContaining(['Fecha (UTC)', 'Usuario', 'Acción', 'Antes', 'Después', 'Dirección']),
      );
      expect(
        csv.rows.some((r) => r.Acción === 'network_providers.create' && (r.Después ?? '').includes(provider)),
      ).toBe(true);
      const exports = await adminApi<AuditList>('GET', '/audit_log?action=audit_log.export', token);
      expect(exports.audit_entries[0]).toMatchObject({
        action: 'audit_log.export',
        details: { filters: { action: 'network_providers.create' } },
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a failed sign-in on a phone without sideways scrolling (390 px, es)', async () => {
    const t = texts('es');
    expect(await loginStatus(DEMO_ACCOUNTS.network_admin, 'contraseña-equivocada')).toBe(401);
    const { context, page, errors } = await signedIn(browser, 'es', 'mobile');
    try {
      // The list's first answer is held until the filters have been measured: when it arrives, nothing above them
      // may move them (an open menu follows its field, so a tap would land on the wrong option).
      const list = (url: URL) => url.pathname.endsWith('/api/v1/audit_log');
      const firstAnswer = await holdRequests(page, list);
      await visit(page, '/audit-log', 'audit-log');
      await page.getByRole('heading', { name: t.audit.title, level: 1 }).waitFor();
      const action = page.getByRole('combobox', { name: startsWith(t.audit.filters.action) });
      const table = page.getByRole('table', { name: t.audit.tableLabel });
      const before = await action.boundingBox();
      firstAnswer.release();
      await table.getByRole('row').nth(1).waitFor();
      expect(await action.boundingBox()).toEqual(before);
      await page.unroute(list);
      await choose(page, page, t.audit.filters.action, t.audit.actions.session.create);
      await table.getByRole('row').filter({ hasText: t.audit.failure }).first().waitFor();
      const failed = await table.getByRole('row').filter({ hasText: t.audit.failure }).first().textContent();
      expect(failed).toContain(t.audit.actions.session.create);
      expect(failed).toContain(t.audit.unknownAccount);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page, 'audit log (mobile, es)');
      await shot(page, 390, 'es', 'audit-log');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('watchlist', () => {
  it('adds a person, downloads a formula-safe CSV and imports one (1366 px, en)', async () => {
    const t = texts('en');
    const w = t.watchlist;
    const name = `=Watch ${runTag()}`;
    const { context, page, errors } = await signedIn(browser, 'en', 'desktop');
    try {
      await page.getByRole('link', { name: t.nav.watchlist }).click();
      await waitForScreen(page, 'watchlist');
      await page.getByRole('button', { name: w.add }).click();
      const dialog = page.getByRole('dialog', { name: w.newTitle });
      await fill(dialog, w.fields.name, name);
      await fill(dialog, w.fields.phone, '55 1234 0099');
      await fill(dialog, w.fields.reason, 'Former employee');
      await choose(page, dialog, w.fields.action, w.actions.alert);
      const photo = path.join(tmpdir(), `watchlist-${runTag()}.jpg`);
      writeFileSync(photo, Buffer.from(await sampleJpeg(), 'base64'));
      await dialog.getByTestId('watchlist-photo').setInputFiles(photo);
      await dialog.getByRole('img', { name: fmt(w.photoOf, { name }) }).waitFor();
      await dialog.getByRole('button', { name: w.add }).click();
      await expectNotice(page, fmt(w.added, { name }));
      const table = page.getByRole('table', { name: w.title });
      const row = table.getByRole('row').filter({ hasText: name });
      await row.waitFor();
      expect(await row.textContent()).toContain('+525512340099');
      expect(await row.textContent()).toContain(w.actions.alert);
      // The stored photo, through its signed URL.
      await expect
        .poll(() =>
          row
            .getByRole('img', { name: fmt(w.photoOf, { name }) })
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
      await expectAccessible(page, 'watchlist (desktop, en)');
      await shot(page, 1366, 'en', 'watchlist');

      const csv = await downloadCsv(page, page.getByRole('button', { name: w.download }));
      expect(csv.fields).toEqual(['Nombre', 'Teléfono', 'Identificación', 'Motivo', 'Acción', 'Vence']);
      // The cells a spreadsheet would run start with an apostrophe.
      expect(csv.rows.find((r) => r.Nombre === `'${name}`)).toMatchObject({
        Teléfono: "'+525512340099",
        Acción: 'alert',
      });
      const exports = await adminApi<AuditList>('GET', '/audit_log?action=watchlist.export', token);
      expect(exports.audit_entries[0]).toMatchObject({
        action: 'watchlist.export',
        details: { rows: expect.any(Number) },
      });

      const imported = `Importado ${runTag()}`;
      const file = path.join(tmpdir(), `watchlist-${runTag()}.csv`);
      writeFileSync(file, `Nombre,Teléfono,Motivo,Acción\n${imported},,Robo,deny\nSin Motivo,,,alert\n`);
      await page.getByTestId('watchlist-import').setInputFiles(file);
      const outcome = page.getByTestId('watchlist-import-outcome');
      await outcome.waitFor();
      expect(await outcome.textContent()).toContain(fmt(w.import.added_one, { count: 1 }));
      expect(await outcome.textContent()).toContain(
        fmt(w.import.failedLine, { line: 3, reason: w.import.problems.missing_reason }),
      );
      await table.getByRole('row').filter({ hasText: imported }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lists people as cards, edits and removes one, without sideways scrolling (390 px, es)', async () => {
    const t = texts('es');
    const w = t.watchlist;
    const name = `Vigilado ${runTag()}`;
    await adminApi('POST', '/watchlist', token, { name, reason: 'Robo de paquetes', action: 'deny' });
    const { context, page, errors } = await signedIn(browser, 'es', 'mobile');
    try {
      await visit(page, '/watchlist', 'watchlist');
      const card = page.getByTestId('watchlist-card').filter({ hasText: name });
      await card.waitFor();
      expect(await card.textContent()).toContain(w.actions.deny);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page, 'watchlist (mobile, es)');
      await shot(page, 390, 'es', 'watchlist');

      await card.getByRole('button', { name: fmt(w.edit, { name }) }).click();
      const dialog = page.getByRole('dialog', { name: fmt(w.editTitle, { name }) });
      await choose(page, dialog, w.fields.action, w.actions.alert);
      await dialog.getByRole('button', { name: w.save }).click();
      await expectNotice(page, fmt(w.saved, { name }));
      await expect.poll(() => card.textContent()).toContain(w.actions.alert);

      await card.getByRole('button', { name: fmt(w.remove, { name }) }).click();
      await page.getByRole('dialog').getByRole('button', { name: w.removeConfirm }).click();
      await expectNotice(page, fmt(w.removed, { name }));
      await card.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('devices', () => {
  /** A conflict of the offline sync: the guard's device let a visitor in with an invitation deleted before. */
  async function seedConflict(visitor: string): Promise<{ id: number; device: string }> {
    const guard = await tokenFor(DEMO_ACCOUNTS.security_guard);
    const { access_servers } = await adminApi<AccessServerList>('GET', '/access_servers?results=100', token);
    const place = access_servers.find((s) => s.name === 'Caseta Principal');
    const gate = place?.gates.find((g) => g.type === 'access');
    if (!place || !gate) throw new Error('no entry gate at Caseta Principal');
    const key = await createVisitKey(token, visitor, place);
    await adminApi('DELETE', `/access_keys/${key.id}`, token);
    const device = randomUUID();
    // The device was offline for 1 h 30 min, ending a minute ago.
    const until = Date.now() - 60_000;
    await adminApi('POST', '/offline/periods', guard, {
      device_id: device,
      access_server_id: place.id,
      offline_from: new Date(until - 90 * 60_000).toISOString(),
      offline_until: new Date(until).toISOString(),
      decisions: { granted: 4, denied: 2 },
    });
    const synced = await adminApi<OfflineRegisterResult>('POST', '/offline/registers', guard, {
      device_id: device,
      occurred_at: new Date().toISOString(),
      offline_decision: { granted: true, reason: null },
      register: { key: key.unique_id, gate_id: gate.id, access_allowed: true },
    });
    if (!synced.conflict) throw new Error('the sync recorded no conflict');
    return { id: synced.conflict.id, device };
  }

  it('lists an offline conflict and marks it reviewed (1366 px en, 390 px es)', async () => {
    for (const [lang, layout, width] of [
      ['en', 'desktop', 1366],
      ['es', 'mobile', 390],
    ] as const) {
      const t = texts(lang);
      const d = t.devices;
      const visitor = `Offline ${runTag()}`;
      const { id, device } = await seedConflict(visitor);
      const { context, page, errors } = await signedIn(browser, lang, layout);
      try {
        if (layout === 'desktop') {
          await page.getByRole('link', { name: t.nav.devices }).click();
          await waitForScreen(page, 'devices');
        } else await visit(page, '/devices', 'devices');
        await page.getByRole('heading', { name: d.title, level: 1 }).waitFor();
        const card = page.getByTestId('offline-conflict').filter({ hasText: visitor });
        await card.waitFor();
        const text = await card.textContent();
        expect(text).toContain(d.kind.key_deleted);
        expect(text).toContain(d.decision.granted);
        expect(text).toContain(fmt(d.decision.refused, { reason: t.scanner.denial.access_removed }));
        expect(text).toContain('Entrada');
        const spell = page
          .getByTestId('offline-device')
          .filter({ hasText: fmt(d.devices.name, { id: device.slice(0, 8) }) })
          .getByTestId('offline-spell');
        expect(await spell.textContent()).toContain(fmt(d.duration.hours, { hours: 1, minutes: 30 }));
        expect(await spell.textContent()).toContain(fmt(d.devices.decisions, { granted: 4, denied: 2 }));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectAccessible(page, `devices (${layout}, ${lang})`);
        await shot(page, width, lang, 'devices');

        await card.getByRole('button', { name: d.review.action }).click();
        const dialog = page.getByRole('dialog', { name: d.review.title });
        await fill(dialog, d.review.note, 'Checked with the guard');
        await dialog.getByRole('button', { name: d.review.confirm }).click();
        await expectNotice(page, d.review.done);
        await card.waitFor({ state: 'detached' });
        const audit = await adminApi<AuditList>('GET', '/audit_log?action=offline.resolve_conflict', token);
        expect(audit.audit_entries[0]).toMatchObject({ subject_type: 'offline_conflicts', subject_id: id });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
