// The capability flags (spec §6, issue 14 item 12): each network switches providers, custom attributes and
// favourites on or off (PATCH /network, on by default). Off, the feature's lists answer 422 feature_off, every
// write that would use it is refused the same way (naming the field) and stores nothing, the required attributes
// stop blocking registers, and what was issued before keeps working. Only the admin's own network changes. The
// same PATCH sets the https CTPAT form a custom attribute named `ctpat` opens (issue 14 item 9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GateFixture, openGateFixture } from './gate-fixture.ts';
import type { Client } from './harness.ts';

let fixture: GateFixture;
let admin: Client;
let otherAdmin: Client;
let otherHost: Client;
let hostId: number;

const flags = (values: Record<string, boolean | string | null>) => admin.patch('/network', values);
const transactionCount = async () =>
  Number(
    (
      await fixture.server.db
        .selectFrom('transactions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const keyCount = async () =>
  Number(
    (
      await fixture.server.db
        .selectFrom('access_keys')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const manual = (extra: Record<string, unknown>) =>
  fixture.guard.post('/transactions', {
    visitor_name: 'Repartidor',
    reason_for_visit: 'Entrega',
    user_id: hostId,
    gate_id: fixture.gates['Entrada Peatonal'],
    access_key_type_id: 6,
    access_allowed: true,
    photos: { photo_id: fixture.photo },
    ...extra,
  });
const refusal = (field: string) => ({
  status: 422,
  body: { code: 'feature_off', fields: [expect.objectContaining({ path: field })] },
});

beforeAll(async () => {
  fixture = await openGateFixture();
  [admin, otherAdmin, otherHost] = await fixture.server.asEach(
    'admin@demo.test',
    'admin@other.test',
    'host@other.test',
  );
  hostId = (await fixture.host.get('/session')).body.user.id;
});
afterAll(() => fixture.server.close());

describe('capability flags', () => {
  it('are on by default, shown to the admin and in every session, and change for the own network only', async () => {
    expect((await admin.get('/network')).body).toMatchObject({
      providers_enabled: true,
      custom_attributes_enabled: true,
      favorites_enabled: true,
      ctpat_form_url: null,
    });
    const off = await flags({ providers_enabled: false, favorites_enabled: false });
    expect(off.body).toMatchObject({
      providers_enabled: false,
      custom_attributes_enabled: true,
      favorites_enabled: false,
    });
    for (const client of [fixture.guard, fixture.host])
      expect((await client.get('/session')).body.user.network).toMatchObject({
        providers_enabled: false,
        custom_attributes_enabled: true,
        favorites_enabled: false,
      });
    expect((await otherAdmin.get('/network')).body).toMatchObject({ providers_enabled: true, favorites_enabled: true });
    expect((await otherHost.get('/providers')).status).toBe(200);
    expect((await fixture.host.patch('/network', { providers_enabled: true })).body.code).toBe('user_no_access');
    await flags({ providers_enabled: true, favorites_enabled: true });
  });

  it('providers off: no list, no provider invitation or register; keys issued before still check in', async () => {
    const earlier = await fixture.newKey({ access_key_type_id: 5, provider: 'dhl', visitor_phone: '' });
    expect(earlier.access_key_type_id).toBe(5);
    await flags({ providers_enabled: false });
    const keys = await keyCount();
    const rows = await transactionCount();
    for (const client of [fixture.guard, fixture.host, admin])
      expect(await client.get('/providers')).toMatchObject({ status: 422, body: { code: 'feature_off' } });
    const invitation = await fixture.host.post('/access_keys', {
      access_key: {
        visitor_name: 'Paquetería',
        access_key_type_id: 5,
        provider: 'dhl',
        valid_from: '24/12/2030 10:00:00',
        access_servers: [fixture.servers['Caseta Principal']],
      },
    });
    expect(invitation).toMatchObject(refusal('body.access_key.access_key_type_id'));
    expect(await manual({ access_key_type_id: 5, provider: 'dhl', reason_for_visit: '' })).toMatchObject(
      refusal('body.access_key_type_id'),
    );
    expect(await keyCount()).toBe(keys);
    expect(await transactionCount()).toBe(rows);
    // A visit is untouched, and the provider invited before the switch still gets in.
    expect((await manual({})).status).toBe(201);
    const checkIn = await fixture.guard.post('/transactions', {
      access_key_id: earlier.id,
      gate_id: fixture.gates['Entrada Peatonal'],
      access_allowed: true,
      photos: { photo_id: fixture.photo },
    });
    expect(checkIn.status).toBe(201);
    // The admin may still prepare the catalogue while the forms do not offer it.
    expect((await admin.get('/network/providers')).status).toBe(200);
    await flags({ providers_enabled: true });
    expect((await fixture.host.get('/providers')).status).toBe(200);
  });

  it('custom attributes off: no catalogue, values refused, and required ones no longer block a register', async () => {
    await fixture.server.db
      .updateTable('custom_attributes')
      .set({ required: true })
      .where('attribute_name', '=', 'Empresa')
      .execute();
    expect((await manual({})).body.code).toBe('missing_custom_attributes');
    await flags({ custom_attributes_enabled: false });
    const rows = await transactionCount();
    for (const path of ['/transactions/custom_attributes', '/access_keys/custom_attributes'])
      expect(await fixture.guard.get(path)).toMatchObject({ status: 422, body: { code: 'feature_off' } });
    expect(await manual({ custom_attrs: { Empresa: 'ACME' } })).toMatchObject(refusal('body.custom_attrs'));
    const key = await fixture.newKey();
    expect(
      await fixture.register('Entrada Peatonal', key.unique_id, { custom_attrs: { Empresa: 'ACME' } }),
    ).toMatchObject(refusal('body.custom_attrs'));
    expect(await transactionCount()).toBe(rows);
    expect(await fixture.newKey({ custom_attrs: { Empresa: 'ACME' } })).toBeUndefined();
    const refusedKey = await fixture.host.post('/access_keys', {
      access_key: {
        visitor_name: 'Con atributos',
        visitor_phone: '5512340000',
        access_key_type_id: 1,
        reason_for_visit: 'Visita',
        valid_from: '24/12/2030 10:00:00',
        access_servers: [fixture.servers['Caseta Principal']],
        custom_attrs: { Empresa: 'ACME' },
      },
    });
    expect(refusedKey).toMatchObject(refusal('body.access_key.custom_attrs'));
    // The required attribute asks nothing while the feature is off: manual and key registers go through.
    expect((await manual({})).status).toBe(201);
    expect((await fixture.register('Entrada Peatonal', key.unique_id)).status).toBe(201);
    // The admin's own catalogue stays reachable.
    expect((await admin.get('/network/custom_attributes')).status).toBe(200);
    await flags({ custom_attributes_enabled: true });
    expect((await manual({})).body.code).toBe('missing_custom_attributes');
    await fixture.server.db
      .updateTable('custom_attributes')
      .set({ required: false })
      .where('attribute_name', '=', 'Empresa')
      .execute();
  });

  it('favourites off: no lists, no invitation from or saved as a favourite, no event guest from one', async () => {
    const favourites = (await fixture.host.get('/community_members/list?key=')).body.community_members as {
      id: number;
    }[];
    const favourite = favourites[0];
    if (!favourite) throw new Error('the demo host has no favourite');
    await flags({ favorites_enabled: false });
    const keys = await keyCount();
    for (const path of ['/community_members', '/community_members/list?key='])
      expect(await fixture.host.get(path)).toMatchObject({ status: 422, body: { code: 'feature_off' } });
    const invitation = (extra: Record<string, unknown>) =>
      fixture.host.post('/access_keys', {
        access_key: {
          visitor_name: 'Amiga',
          visitor_phone: '5512349999',
          access_key_type_id: 1,
          reason_for_visit: 'Visita',
          valid_from: '24/12/2030 10:00:00',
          access_servers: [fixture.servers['Caseta Principal']],
          ...extra,
        },
      });
    expect(await invitation({ community_member_id: favourite.id })).toMatchObject(
      refusal('body.access_key.community_member_id'),
    );
    expect(await invitation({ save_community_member: true })).toMatchObject(
      refusal('body.access_key.save_community_member'),
    );
    expect(await keyCount()).toBe(keys);
    const saved = await invitation({});
    expect(saved.status).toBe(201);
    expect(
      await fixture.host.patch(`/access_keys/${saved.body.access_key.id}`, {
        access_key: { community_member_id: favourite.id },
      }),
    ).toMatchObject(refusal('body.access_key.community_member_id'));
    const event = await fixture.host.post('/events', {
      event: { name: 'Cena', description: 'Cena de fin de año', start_date: '24/12/2030 20:00:00', tolerance: 1 },
      access_servers: [fixture.servers['Caseta Principal']],
      guests: [{ community_member: true, id: favourite.id }],
    });
    expect(event).toMatchObject(refusal('body.guests.0.community_member'));
    const savedGuest = await fixture.host.post('/events', {
      event: { name: 'Cena', description: 'Cena de fin de año', start_date: '24/12/2030 20:00:00', tolerance: 1 },
      access_servers: [fixture.servers['Caseta Principal']],
      guests: [{ name: 'Invitada Nueva', phone: '5512348888', save: true }],
    });
    expect(savedGuest).toMatchObject(refusal('body.guests.0.save'));
    await flags({ favorites_enabled: true });
    expect((await invitation({ community_member_id: favourite.id })).status).toBe(201);
  });

  it('keeps an https CTPAT form address, shown in the session; anything else is refused', async () => {
    for (const bad of ['http://ctpat.example.com/form', 'javascript:alert(1)', 'ctpat.example.com'])
      expect((await flags({ ctpat_form_url: bad })).body.fields).toEqual([
        expect.objectContaining({ path: 'body.ctpat_form_url' }),
      ]);
    const url = 'https://ctpat.example.com/form?site=norte';
    expect((await flags({ ctpat_form_url: ` ${url} ` })).body.ctpat_form_url).toBe(url);
    expect((await fixture.guard.get('/session')).body.user.network.ctpat_form_url).toBe(url);
    expect((await flags({ ctpat_form_url: '' })).body.ctpat_form_url).toBeNull();
  });
});
