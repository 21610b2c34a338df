// Privacy (LFPDPPP, issue 13): each network's privacy notice (default text, the admin's edit, public by its random
// id, the login page's site notice, the link from the public invitation) and the ARCO tools (find a person's data,
// export it as a zip with its photos, erase it keeping the logbook's facts) inside the tenant walls.
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createHost,
  createInvitation,
  createNetwork,
  createSite,
  type Invitation,
  type Site,
  uniqueTag,
} from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { b64, cameraJpeg } from './photo-fixture.ts';

let server: TestServer;
let site: Site;
let other: Site;

beforeAll(async () => {
  server = await startTestServer();
  [site, other] = await Promise.all([
    createSite(server, { network: { name: `Residencial Los Pinos ${uniqueTag()}` } }),
    createSite(server, { network: { kind: 'corporate' } }),
  ]);
});
afterAll(() => server.close());

const publicGet = (route: string) => server.call('GET', `/api/v1${route}`);
const storedFiles = (): string[] => {
  const root = path.join(server.dataDir, 'photos');
  return fs.existsSync(root)
    ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.jpg'))
    : [];
};

/** POST /personal_data/export as `token`: the status and the zip's files by name. */
async function exportZip(token: string, selection: unknown) {
  const res = await fetch(`${server.url}/api/v1/personal_data/export`, {
    method: 'POST',
    headers: { authorization: `Token=${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(selection),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes,
    files: res.status === 200 ? unzipSync(bytes) : {},
  };
}

describe('privacy notice', () => {
  it("answers the default notice of the network's kind, in both languages, by its public id", async () => {
    const own = await site.host.client.get('/privacy_notice/own');
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ network_name: site.network.name, is_default: true, updated_at: null });
    // The page shows the title; the text starts with who is responsible.
    expect(own.body.text_en).toMatch(/^\*\*/);
    expect(own.body.text_en).toContain('## Your ARCO rights');
    expect(own.body.text_en).toContain(site.network.name);
    expect(own.body.text_en).toContain('residents');
    expect(own.body.text_es).toMatch(/^\*\*/);
    expect(own.body.text_es).toContain('ARCO');

    const pub = await publicGet(`/public/privacy_notices/${own.body.public_id}`);
    expect(pub).toEqual({ status: 200, body: own.body });

    const corporate = await other.guard.client.get('/privacy_notice/own');
    expect(corporate.body.text_es).toContain('Empresa');
    expect(corporate.body.public_id).not.toBe(own.body.public_id);
  });

  it('lets the admin write their own notice per language; blank goes back to the default', async () => {
    const before = await site.admin.client.get('/privacy_notice');
    expect(before.body).toMatchObject({ text_en: null, text_es: null });
    const saved = await site.admin.client.patch('/privacy_notice', {
      text_en: '# Our notice\r\n\r\nWrite to privacy@pinos.example.',
      text_es: '   ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.text_en).toBe('# Our notice\n\nWrite to privacy@pinos.example.');
    expect(saved.body.text_es).toBeNull();
    expect(saved.body.updated_at).not.toBeNull();

    const pub = await publicGet(`/public/privacy_notices/${saved.body.public_id}`);
    expect(pub.body.text_en).toBe('# Our notice\n\nWrite to privacy@pinos.example.');
    expect(pub.body.text_es).toBe(saved.body.default_es);
    expect(pub.body.is_default).toBe(false);

    // The other network's notice did not change.
    expect((await other.admin.client.get('/privacy_notice')).body.text_en).toBeNull();
    await site.admin.client.patch('/privacy_notice', { text_en: null, text_es: null });
  });

  it('refuses control characters and other roles; unknown public ids are 404, never 500', async () => {
    const nul = await site.admin.client.patch('/privacy_notice', { text_en: 'a\u0000b', text_es: null });
    expect(nul.status).toBe(422);
    expect(nul.body.fields[0].path).toBe('body.text_en');
    expect((await site.host.client.patch('/privacy_notice', { text_en: 'x', text_es: null })).body.code).toBe(
      'user_no_access',
    );
    expect((await site.guard.client.get('/personal_data?query=abc')).body.code).toBe('user_no_access');
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000', '%27%3B--', 'x'.repeat(300)]) {
      expect((await publicGet(`/public/privacy_notices/${id}`)).status, id).toBe(404);
    }
  });

  it("links the public invitation page to its network's notice", async () => {
    const key = await createInvitation(site.host.client, site.accessPoint);
    const page = await publicGet(`/public/invitations/${key.unique_id}`);
    const own = await site.host.client.get('/privacy_notice/own');
    expect(page.body.privacy_notice_id).toBe(own.body.public_id);
  });

  it("gives the login page the site's notice only when the site has a single network", async () => {
    expect((await publicGet('/public/privacy_notice')).body).toEqual({ notice: null });
    const single = await startTestServer({}, undefined, { empty: true });
    try {
      expect((await single.call('GET', '/api/v1/public/privacy_notice')).body).toEqual({ notice: null });
      const network = await createNetwork(single, { name: 'Torre Corporativa', kind: 'corporate' });
      const res = await single.call('GET', '/api/v1/public/privacy_notice');
      expect(res.body.notice).toMatchObject({ network_name: network.name, is_default: true });
    } finally {
      await single.close();
    }
  });
});

describe('ARCO: find, export and erase a person', () => {
  const tag = uniqueTag();
  const visitor = `Zacarías Prueba ${tag}`;
  const phone = `55${String(Date.now()).slice(-8)}`;
  let invitation: Invitation;
  let transactionId: number;
  let contactId: number;
  let otherInvitation: Invitation;

  /** A watchlist match of the visitor, as the gate or the invitation form records one (docs/watchlist.md). */
  const insertMatch = (networkId: number, link: { access_key_id?: number; transaction_id?: number }) =>
    server.db
      .insertInto('watchlist_matches')
      .values({
        network_id: networkId,
        watchlist_entry_id: 1,
        entry_name: 'Zacarías P.',
        action: 'alert',
        reason: 'Avisar',
        matched_on: 'phone',
        source: link.transaction_id ? 'register' : 'invitation',
        visitor_name: visitor,
        ...link,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    invitation = await createInvitation(site.host.client, site.accessPoint, {
      visitor_name: visitor,
      visitor_phone: phone,
      visitor_email: `zacarias.${tag}@mail.example`,
      notes: 'Trae un pastel',
      save_community_member: true,
    });
    const photo = `data:image/jpeg;base64,${b64(await cameraJpeg())}`;
    const register = await site.guard.client.post('/transactions', {
      key: invitation.unique_id,
      gate_id: site.accessPoint.gates.Entrada?.id,
      access_allowed: true,
      notes: 'Llegó en taxi',
      photos: { photo_id: photo, front_plates: photo },
    });
    expect(register.status).toBe(201);
    transactionId = register.body.transaction.id;
    const contacts = await site.host.client.get(`/community_members?query=${encodeURIComponent(tag)}`);
    contactId = contacts.body.community_members[0].id;
    // The same person, invited in the other network: never found nor touched from this one.
    otherInvitation = await createInvitation(other.host.client, other.accessPoint, {
      visitor_name: visitor,
      visitor_phone: phone,
    });
  });

  it('finds the invitation, the logbook row with its photos and the saved contact, by name, phone or email', async () => {
    for (const query of [visitor.toUpperCase(), `zacarías prueba ${tag}`, phone, `+52 ${phone}`, `zacarias.${tag}@`]) {
      const res = await site.admin.client.get(`/personal_data?query=${encodeURIComponent(query)}`);
      expect(res.status, query).toBe(200);
      expect(
        res.body.access_keys.map((k: { id: number }) => k.id),
        query,
      ).toEqual([invitation.id]);
      if (query.includes('@')) continue; // the logbook row and the contact are found by name and phone
      expect(res.body.transactions, query).toEqual([
        expect.objectContaining({ id: transactionId, visitor_name: visitor, photo_count: 2 }),
      ]);
    }
    const byName = await site.admin.client.get(`/personal_data?query=${encodeURIComponent(visitor)}`);
    expect(byName.body.community_members).toEqual([expect.objectContaining({ id: contactId, name: visitor })]);
    expect(byName.body.access_keys[0]).toMatchObject({ visitor_phone: phone, host_name: site.host.row.name });
    // The other network's admin finds only their own invitation of the same person.
    const theirs = await other.admin.client.get(`/personal_data?query=${encodeURIComponent(visitor)}`);
    expect(theirs.body.access_keys.map((k: { id: number }) => k.id)).toEqual([otherInvitation.id]);
    expect(theirs.body.transactions).toEqual([]);
    expect(theirs.body.community_members).toEqual([]);
  });

  it('finds user accounts, and refuses a query too short to name anyone', async () => {
    const res = await site.admin.client.get(`/personal_data?query=${encodeURIComponent(site.host.row.email)}`);
    expect(res.body.users).toEqual([expect.objectContaining({ id: site.host.row.id, deleted: false })]);
    expect((await site.admin.client.get('/personal_data?query=ab')).status).toBe(422);
    expect((await site.admin.client.get('/personal_data?query=%25%25%25')).body.access_keys).toEqual([]);
  });

  it('exports the chosen records as a zip: data.json and the photos as JPEG files', async () => {
    // What the watchlist noted of the visitor at the gate comes with the logbook row; another network's note of
    // the same person and a note on another visitor's row stay out.
    const noted = await insertMatch(site.network.id, { access_key_id: invitation.id, transaction_id: transactionId });
    await insertMatch(other.network.id, { access_key_id: otherInvitation.id });
    await insertMatch(site.network.id, { transaction_id: transactionId + 1_000_000 });
    const zip = await exportZip(site.admin.client.token, {
      access_keys: [invitation.id],
      transactions: [transactionId],
      community_members: [contactId],
    });
    expect(zip.status).toBe(200);
    expect(zip.type).toBe('application/zip');
    expect(zip.disposition).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const names = Object.keys(zip.files).sort();
    expect(names).toHaveLength(3);
    expect(names[0]).toBe('data.json');
    const data = JSON.parse(strFromU8(zip.files['data.json'] as Uint8Array));
    expect(data).toMatchObject({ network: site.network.name, time_zone: site.network.time_zone });
    expect(data.invitations).toEqual([
      expect.objectContaining({
        id: invitation.id,
        visitor_name: visitor,
        visitor_phone: phone,
        notes: 'Trae un pastel',
      }),
    ]);
    expect(data.logbook).toEqual([
      expect.objectContaining({
        id: transactionId,
        visitor_name: visitor,
        notes: 'Llegó en taxi',
        access_type: 'access',
      }),
    ]);
    expect(data.saved_contacts).toEqual([expect.objectContaining({ id: contactId, name: visitor })]);
    expect(data.watchlist_matches).toEqual([
      expect.objectContaining({
        id: noted.id,
        access_key_id: invitation.id,
        transaction_id: transactionId,
        source: 'register',
        matched_on: 'phone',
        action: 'alert',
        entry_name: 'Zacarías P.',
        reason: 'Avisar',
        visitor_name: visitor,
      }),
    ]);
    const photoFiles = data.logbook[0].photos.map((p: { file: string }) => p.file).sort();
    expect(photoFiles).toEqual(names.slice(1));
    for (const file of photoFiles) {
      const bytes = zip.files[file] as Uint8Array;
      expect([bytes[0], bytes[1], bytes[2]], file).toEqual([0xff, 0xd8, 0xff]); // a JPEG
    }
    expect(JSON.stringify(data)).not.toContain('password');
  });

  it("answers 404 for another network's records, in export and erase, and changes nothing", async () => {
    const theirs = { access_keys: [otherInvitation.id] };
    expect((await exportZip(site.admin.client.token, theirs)).status).toBe(404);
    expect(
      (await exportZip(site.admin.client.token, { access_keys: [invitation.id, otherInvitation.id] })).status,
    ).toBe(404);
    expect((await site.admin.client.post('/personal_data/erase', theirs)).status).toBe(404);
    expect((await site.admin.client.post('/personal_data/erase', { users: [other.host.row.id] })).status).toBe(404);
    const still = await other.host.client.get(`/access_keys/${otherInvitation.id}`);
    expect(still.body.access_key.visitor_name).toBe(visitor);
    expect((await site.admin.client.post('/personal_data/erase', {})).status).toBe(422);
    expect((await site.host.client.post('/personal_data/erase', theirs)).body.code).toBe('user_no_access');
  });

  it('erases the personal fields and photos but keeps the logbook fact and its time', async () => {
    const filesBefore = storedFiles().length;
    const rowBefore = await server.db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', transactionId)
      .executeTakeFirstOrThrow();
    // The visitor matched a watchlist entry when invited and at the gate; another network's match stays.
    const matches = [
      await insertMatch(site.network.id, { access_key_id: invitation.id }),
      await insertMatch(site.network.id, { access_key_id: invitation.id, transaction_id: transactionId }),
    ];
    const theirMatch = await insertMatch(other.network.id, { access_key_id: otherInvitation.id });
    const res = await site.admin.client.post('/personal_data/erase', {
      access_keys: [invitation.id],
      transactions: [transactionId],
      community_members: [contactId],
    });
    expect(res).toEqual({
      status: 200,
      body: { users: 0, access_keys: 1, transactions: 1, community_members: 1, photos: 2 },
    });
    expect(storedFiles().length).toBe(filesBefore - 2);

    // Nothing is found any more under the name or the phone.
    for (const query of [visitor, phone]) {
      const found = await site.admin.client.get(`/personal_data?query=${encodeURIComponent(query)}`);
      expect(found.body, query).toMatchObject({ access_keys: [], transactions: [], community_members: [] });
    }
    // The logbook row keeps what happened and when, without the name, the notes or the photos.
    const row = await site.admin.client.get(`/transactions/${transactionId}`);
    expect(row.status).toBe(200);
    const after = await server.db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', transactionId)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      visitor_name: '',
      notes: '',
      custom_attrs: {},
      access_type: rowBefore.access_type,
      access_granted: rowBefore.access_granted,
      gate_id: rowBefore.gate_id,
      access_key_id: invitation.id,
      created_at: rowBefore.created_at,
    });
    // The invitation is cancelled and blank: its share link shows no one and no QR.
    const page = await publicGet(`/public/invitations/${invitation.unique_id}`);
    expect(page.body.invitation).toMatchObject({ visitor_name: '', status: 'deleted', qr_payload: null });
    const logbook = await site.admin.client.get('/transactions');
    expect(logbook.status).toBe(200);
    const matchedNames = await server.db
      .selectFrom('watchlist_matches')
      .select(['id', 'visitor_name'])
      .where(
        'id',
        'in',
        [...matches, theirMatch].map((m) => m.id),
      )
      .orderBy('id')
      .execute();
    expect(matchedNames.map((m) => m.visitor_name)).toEqual(['', '', visitor]);
    // The other network's invitation of the same person is untouched.
    expect((await other.host.client.get(`/access_keys/${otherInvitation.id}`)).body.access_key.visitor_name).toBe(
      visitor,
    );
    // The audit log says who erased which records and how much, never whose data it was.
    const audit = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('network_id', '=', site.network.id)
      .where('action', 'in', ['arco.erase', 'arco.export'])
      .orderBy('id')
      .execute();
    const erased = audit.filter((row) => row.action === 'arco.erase');
    expect(erased).toHaveLength(1);
    expect(erased[0]).toMatchObject({
      actor_user_id: site.admin.row.id,
      outcome: 'success',
      details: {
        users: [],
        access_keys: [invitation.id],
        transactions: [transactionId],
        community_members: [contactId],
        erased: { access_keys: 1, transactions: 1, community_members: 1, photos: 2 },
      },
    });
    expect(audit.some((row) => row.action === 'arco.export' && row.actor_user_id === site.admin.row.id)).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(visitor);
  });

  it('deletes and anonymises a user account through the user deletion rules, never oneself', async () => {
    const leaving = await createHost(server, site.network, site.unit, { name: `Vecina ${tag}` });
    const self = await site.admin.client.post('/personal_data/erase', { users: [site.admin.row.id] });
    expect(self.body.code).toBe('user_no_access');
    const colleague = await createAdmin(server, site.network);
    const mixed = await site.admin.client.post('/personal_data/erase', {
      users: [leaving.row.id, site.admin.row.id],
    });
    expect(mixed.body.code).toBe('user_no_access');
    expect((await leaving.client.get('/session')).status).toBe(200); // nothing was done

    const res = await site.admin.client.post('/personal_data/erase', { users: [leaving.row.id, colleague.row.id] });
    expect(res.body).toMatchObject({ users: 2 });
    expect((await leaving.client.get('/session')).status).toBe(401);
    const login = await server.call('POST', '/api/v1/login', {
      body: { email: leaving.row.email, password: 'whatever-it-was' },
    });
    expect(login.status).toBe(401);
    const row = await server.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', leaving.row.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: '', phone: '', password_hash: null, active: false });
    expect(row.email).toBe(`erased-${leaving.row.id}@erased.invalid`);
    expect(row.deleted_at).not.toBeNull();
    const found = await site.admin.client.get(`/personal_data?query=${encodeURIComponent(`Vecina ${tag}`)}`);
    expect(found.body.users).toEqual([]);
  });
});
