// The watchlist (issue 19, docs/watchlist.md), on both databases: the admins' list; a `deny` entry refuses the
// host's invitation (without saying why) and the guard's scan and registers (`watchlisted`, with the admin's
// note); an `alert` entry lets the visitor in with a warning and mails the admins; every match is recorded (its
// table and the audit log); names match accent- and case-insensitively above the measured threshold; expiry is
// respected; other networks are not affected.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findWatchlistMatch } from '../src/repositories/watchlist.repository.ts';
import { createInvitation, createSite, type Site, uniqueTag } from './factories.ts';
import { NO_LOGIN_LIMITS, startTestServer, type TestServer } from './harness.ts';
import { b64, cameraJpeg, fetchPhotoFrom } from './photo-fixture.ts';

let server: TestServer;
let site: Site;
let other: Site;

beforeAll(async () => {
  server = await startTestServer(NO_LOGIN_LIMITS);
  [site, other] = [await createSite(server), await createSite(server)];
});
afterAll(() => server.close());

const entry = (body: Record<string, unknown>) =>
  site.admin.client.post('/watchlist', { reason: 'Robo de paquetes', action: 'deny', ...body });
const matchesOf = (networkId: number) =>
  server.db.selectFrom('watchlist_matches').selectAll().where('network_id', '=', networkId).orderBy('id').execute();
const auditMatches = (networkId: number) =>
  server.db
    .selectFrom('audit_log')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('action', '=', 'watchlist.matched')
    .orderBy('id')
    .execute();
const scan = (s: Site, uniqueId: string) =>
  s.guard.client.get(`/access_keys/validate?gate=${s.accessPoint.gates.Entrada?.id}&key=${uniqueId}`);
/** A phone of its own for each test, so entries of one test never match another's visitors. */
let phoneSeq = 0;
const freshPhone = () => `55${String(10_000_000 + (Date.now() % 80_000_000) + ++phoneSeq).slice(-8)}`;

describe('the list (network admins)', () => {
  it('stores the phone in E.164, lists, edits and removes; refuses a phone that is not one', async () => {
    const created = await entry({ name: `Ramiro Lista ${uniqueTag()}`, phone: '55 1234 9876', id_number: 'ABC123' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ phone: '+525512349876', id_number: 'ABC123', action: 'deny', expired: false });
    const bad = await entry({ name: 'Sin Teléfono', phone: '12345' });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual([expect.objectContaining({ path: 'body.phone' })]);
    const edited = await site.admin.client.patch(`/watchlist/${created.body.id}`, {
      action: 'alert',
      expires_at: '2020-01-01T00:00:00Z',
    });
    expect(edited.body).toMatchObject({ action: 'alert', expired: true, expires_at: '2020-01-01T00:00:00.000Z' });
    const list = await site.admin.client.get('/watchlist');
    expect(list.body.entries.map((e: { id: number }) => e.id)).toContain(created.body.id);
    // Another network's admin sees none of it and cannot touch it.
    expect((await other.admin.client.get('/watchlist')).body.entries).toEqual([]);
    expect((await other.admin.client.patch(`/watchlist/${created.body.id}`, { reason: 'x' })).status).toBe(404);
    expect((await site.host.client.get('/watchlist')).body.code).toBe('user_no_access');
    expect((await site.guard.client.post('/watchlist', { name: 'x', reason: 'x', action: 'deny' })).status).toBe(422);
    expect((await site.admin.client.delete(`/watchlist/${created.body.id}`)).status).toBe(204);
    expect((await site.admin.client.get('/watchlist')).body.entries.map((e: { id: number }) => e.id)).not.toContain(
      created.body.id,
    );
  });
});

describe('OpenAPI', () => {
  it('documents the four calls and the watchlist warning of a scan', async () => {
    const doc = await server.call('GET', '/api/docs/json', { token: site.admin.client.token });
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths['/api/v1/watchlist'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(doc.body.paths['/api/v1/watchlist/{id}'])).toEqual(expect.arrayContaining(['patch', 'delete']));
    const scan = JSON.stringify(doc.body.paths['/api/v1/access_keys/validate'].get.responses);
    expect(scan).toContain('watchlisted');
    expect(scan).toContain('photo_url');
  });
});

describe('the photo (the photo path of the gate: re-encoded, stored, signed)', () => {
  it('keeps a photo with the entry, shows it to the guard with a match, and removes it', async () => {
    const name = `Bonifacio Echeverría ${uniqueTag()}`;
    const created = await entry({ name, action: 'alert', photo: b64(await cameraJpeg()) });
    expect(created.status).toBe(201);
    expect(created.body.photo_url).toMatch(/^\/api\/v1\/photos\/\d+\?expires=/);
    expect((await fetchPhotoFrom(server.url, created.body.photo_url)).status).toBe(200);
    const bad = await site.admin.client.patch(`/watchlist/${created.body.id}`, { photo: 'bm90IGEgcGhvdG8=' });
    expect(bad.body.code).toBe('invalid_photo');
    const key = await createInvitation(site.host.client, site.accessPoint, {
      visitor_name: name,
      visitor_phone: freshPhone(),
    });
    expect((await scan(site, key.unique_id)).body.watchlist.photo_url).toMatch(/^\/api\/v1\/photos\//);
    const removed = await site.admin.client.patch(`/watchlist/${created.body.id}`, { photo: null });
    expect(removed.body.photo_url).toBeNull();
    expect((await scan(site, key.unique_id)).body.watchlist.photo_url).toBeNull();
  });
});

describe('deny', () => {
  it('refuses the host an invitation for a watchlisted phone, without the reason, and records the match', async () => {
    const phone = freshPhone();
    const listed = await entry({ name: `Persona Vetada ${uniqueTag()}`, phone: `+52 ${phone}` });
    const before = (await matchesOf(site.network.id)).length;
    const keysBefore = await server.db
      .selectFrom('access_keys')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('network_id', '=', site.network.id)
      .executeTakeFirstOrThrow();
    const res = await site.host.client.post('/access_keys', {
      access_key: {
        visitor_name: 'Alguien Distinto',
        visitor_phone: phone,
        access_key_type_id: 1,
        reason_for_visit: 'Visita',
        valid_from: new Intl.DateTimeFormat('en-GB', {
          timeZone: site.accessPoint.time_zone,
          dateStyle: 'short',
          timeStyle: 'medium',
        })
          .format(new Date())
          .replace(',', ''),
        access_servers: [site.accessPoint.id],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('visitor_not_invitable');
    expect(JSON.stringify(res.body)).not.toContain('Robo');
    const keysAfter = await server.db
      .selectFrom('access_keys')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('network_id', '=', site.network.id)
      .executeTakeFirstOrThrow();
    expect(keysAfter.n).toBe(keysBefore.n);
    const matches = (await matchesOf(site.network.id)).slice(before);
    expect(matches).toEqual([
      expect.objectContaining({
        watchlist_entry_id: listed.body.id,
        source: 'invitation',
        matched_on: 'phone',
        action: 'deny',
        actor_user_id: site.host.row.id,
        access_key_id: null,
      }),
    ]);
    const audit = (await auditMatches(site.network.id)).at(-1);
    expect(audit).toMatchObject({ subject_type: 'watchlist_entries', subject_id: listed.body.id });
    expect(JSON.stringify(audit)).not.toContain('Robo');

    // The same phone in another network is no one's business there.
    const elsewhere = await createInvitation(other.host.client, other.accessPoint, { visitor_phone: phone });
    expect((await scan(other, elsewhere.unique_id)).body.access_granted).toBe(true);
  });

  it('refuses the scan and the register of a key whose visitor was listed after the invitation', async () => {
    const name = `Eusebio Quintanar ${uniqueTag()}`;
    const key = await createInvitation(site.host.client, site.accessPoint, {
      visitor_name: name,
      visitor_phone: freshPhone(),
    });
    const listed = await entry({ name, reason: 'Orden de restricción' });
    const before = (await matchesOf(site.network.id)).length;
    const first = await scan(site, key.unique_id);
    expect(first.body).toMatchObject({
      access_granted: false,
      key_data: { access_key_status: { description: 'watchlisted' } },
      watchlist: { action: 'deny', name, reason: 'Orden de restricción' },
    });
    expect(first.body.transaction_id).toEqual(expect.any(Number));
    // The same attempt again: the same row, no second match.
    expect((await scan(site, key.unique_id)).body.transaction_id).toBe(first.body.transaction_id);
    const register = await site.guard.client.post('/transactions', {
      key: key.unique_id,
      gate_id: site.accessPoint.gates.Entrada?.id,
      access_allowed: true,
    });
    expect(register.status).toBe(201);
    expect(register.body.transaction).toMatchObject({
      access_granted: false,
      access_key_status: { description: 'watchlisted' },
    });
    expect(register.body.watchlist).toMatchObject({ action: 'deny', reason: 'Orden de restricción' });
    const matches = (await matchesOf(site.network.id)).slice(before);
    expect(matches).toEqual([
      expect.objectContaining({
        watchlist_entry_id: listed.body.id,
        source: 'scan',
        matched_on: 'name',
        access_key_id: key.id,
        transaction_id: first.body.transaction_id,
      }),
    ]);
    // The visitor is never let out of the list's reach by its Spanish: the guard reads it in Spanish.
    const es = await server.call(
      'GET',
      `/api/v1/access_keys/validate?gate=${site.accessPoint.gates.Entrada?.id}&key=${key.unique_id}`,
      {
        token: site.guard.client.token,
        headers: { 'accept-language': 'es-MX' },
      },
    );
    expect(es.body.key_data.access_key_status.message).toBe('Persona en la lista de vigilancia: acceso denegado');
  });

  it('writes a manual register of a watchlisted name or ID number as refused', async () => {
    const idNumber = `INE${uniqueTag()}`;
    await entry({ name: `Celestino Barragán ${uniqueTag()}`, id_number: idNumber });
    const res = await site.guard.client.post('/transactions', {
      visitor_name: 'Otro Nombre Cualquiera',
      visitor_id_number: idNumber.toLowerCase(),
      reason_for_visit: 'Visita',
      user_id: site.host.row.id,
      access_key_type_id: 6,
      gate_id: site.accessPoint.gates.Entrada?.id,
      access_allowed: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.transaction).toMatchObject({
      access_granted: false,
      access_allowed: false,
      access_key_status: { description: 'watchlisted' },
    });
    expect((await matchesOf(site.network.id)).at(-1)).toMatchObject({
      source: 'manual_register',
      matched_on: 'id_number',
      transaction_id: res.body.transaction.id,
    });
  });
});

describe('alert', () => {
  it('grants with the warning in the scan result, records each match and mails the admins', async () => {
    const name = `Anselmo Villaseñor ${uniqueTag()}`;
    const listed = await entry({ name, action: 'alert', reason: 'Exempleado, avisar a administración' });
    const before = (await matchesOf(site.network.id)).length;
    const key = await createInvitation(site.host.client, site.accessPoint, {
      visitor_name: name.toUpperCase(),
      visitor_phone: freshPhone(),
    });
    const res = await scan(site, key.unique_id);
    expect(res.body).toMatchObject({
      access_granted: true,
      watchlist: { action: 'alert', name, reason: 'Exempleado, avisar a administración' },
    });
    // Letting the visitor in needs the guard to have read the warning: refused (and nothing written) until then.
    const unread = await site.guard.client.post('/transactions', {
      key: key.unique_id,
      gate_id: site.accessPoint.gates.Entrada?.id,
      access_allowed: true,
    });
    expect(unread.status).toBe(422);
    expect(unread.body.fields).toEqual([expect.objectContaining({ path: 'body.watchlist_acknowledged' })]);
    const register = await site.guard.client.post('/transactions', {
      key: key.unique_id,
      gate_id: site.accessPoint.gates.Entrada?.id,
      access_allowed: true,
      watchlist_acknowledged: true,
    });
    expect(register.body.transaction).toMatchObject({ access_granted: true, access_allowed: true });
    expect(register.body.watchlist).toMatchObject({ action: 'alert' });
    const matches = (await matchesOf(site.network.id)).slice(before);
    expect(matches.map((m) => [m.source, m.watchlist_entry_id, m.action])).toEqual([
      ['invitation', listed.body.id, 'alert'],
      ['register', listed.body.id, 'alert'],
    ]);
    await server.outbox.kick();
    await server.outbox.idle();
    const mails = server.mails.filter(
      (m) => m.subject.includes('lista de vigilancia') && m.text.includes(name.toUpperCase()),
    );
    expect(mails).toHaveLength(2);
    expect(mails[0]?.to).toBe(site.admin.row.email);
    expect(mails[0]?.text).toContain('Exempleado, avisar a administración');
  });
});

describe('expiry', () => {
  it('matches an entry until its expiry instant, and not after', async () => {
    const phone = freshPhone();
    const listed = await entry({
      name: `Expira Pronto ${uniqueTag()}`,
      phone,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await expect(createInvitation(site.host.client, site.accessPoint, { visitor_phone: phone })).rejects.toThrow(
      /visitor_not_invitable/,
    );
    await site.admin.client.patch(`/watchlist/${listed.body.id}`, {
      expires_at: new Date(Date.now() - 60_000).toISOString(),
    });
    const key = await createInvitation(site.host.client, site.accessPoint, { visitor_phone: phone });
    expect((await scan(site, key.unique_id)).body).toMatchObject({ access_granted: true, watchlist: null });
  });
});

describe('names (pg_trgm similarity of the folded names, threshold in docs/watchlist.md)', () => {
  // The variants of one listed name, and twenty common Mexican names of other people.
  const LISTED = 'José Luis Pérez';
  const VARIANTS = ['José Luis Pérez', 'Jose Luis Perez Garcia', 'J. Luis Pérez', 'JOSÉ LUIS PÉREZ'];
  const UNRELATED = [
    'María Guadalupe Hernández',
    'Juan Carlos López',
    'Ana Sofía Martínez',
    'José Antonio González',
    'Luis Fernando Ramírez',
    'Jorge Luis Sánchez',
    'Pedro Pérez',
    'Luis Hernández',
    'José Luis Torres',
    'Francisco Javier Flores',
    'Miguel Ángel Rivera',
    'Alejandro Gómez Díaz',
    'Verónica Cruz Morales',
    'Ricardo Jiménez Reyes',
    'Patricia Ruiz Mendoza',
    'Fernando Castillo Ortiz',
    'Gabriela Vázquez Romero',
    'Roberto Chávez Aguilar',
    'Claudia Moreno Herrera',
    'Jesús Domínguez Luna',
  ];

  it('matches the variants and none of twenty unrelated names', async () => {
    const network = (await createSite(server)).network;
    const admin = await server.as(
      (
        await server.db
          .selectFrom('users')
          .select('email')
          .where('network_id', '=', network.id)
          .where('role', '=', 'network_admin')
          .executeTakeFirstOrThrow()
      ).email,
    );
    const listed = await admin.post('/watchlist', { name: LISTED, reason: 'Prueba', action: 'deny' });
    const now = new Date();
    const match = (name: string) => findWatchlistMatch(server.db, network.id, { name, phone: '', idNumber: '' }, now);
    for (const name of VARIANTS)
      expect(await match(name), name).toMatchObject({ id: listed.body.id, matched_on: 'name' });
    for (const name of UNRELATED) expect(await match(name), name).toBeUndefined();
  });
});
