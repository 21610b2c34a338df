// Favourite contacts for every role and the other network: own contacts for residents, the network's for an
// admin's paged list, only one's own in the pickers; paging, search and bad queries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemoServer } from './harness.ts';

let { server, admin, guard, host, family, otherAdmin, otherHost } = {} as DemoServer; // set in beforeAll

const userOf = (email: string) =>
  server.db.selectFrom('users').select(['id', 'network_id']).where('email', '=', email).executeTakeFirstOrThrow();
const addContact = async (email: string, name: string, phone: string, contactEmail = '') => {
  const owner = await userOf(email);
  await server.db
    .insertInto('community_members')
    .values({ network_id: owner.network_id, user_id: owner.id, name, phone, email: contactEmail })
    .execute();
};
const names = (res: { body: any }) => res.body.community_members.map((m: any) => m.name);

beforeAll(async () => {
  ({ server, admin, guard, host, family, otherAdmin, otherHost } = await startDemoServer());
  await addContact('family@demo.test', 'Abuela Rosa', '5510101010', 'rosa@example.com');
  await addContact('host@other.test', 'Proveedor Norte', '8110101010');
});
afterAll(() => server.close());

describe('GET /community_members', () => {
  it("gives a host their own contacts in the spec's shape, by name, paged", async () => {
    const res = await host.get('/community_members');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual([
      'Carlos Méndez',
      'Jorge Ramírez',
      'Lucía Fernández',
      'Mariana López',
      'Plomería Hernández',
    ]);
    expect(res.body).toMatchObject({ total_count: 5, total_pages: 1 });
    expect(res.body.community_members[3]).toEqual({
      id: expect.any(Number),
      name: 'Mariana López',
      phone: '5522334455',
      country_code: '+52',
      email: 'mariana@example.com',
      user: { id: (await userOf('host@demo.test')).id, name: 'Héctor Residente', network_group: { name: 'Torre A' } },
    });
    const page3 = await host.get('/community_members?page=3&results=2');
    expect(names(page3)).toEqual(['Plomería Hernández']);
    expect(page3.body).toMatchObject({ total_count: 5, total_pages: 3 });
    expect((await host.get('/community_members?page=9')).body.community_members).toEqual([]);
  });

  it('searches name, email and phone; typed % and _ are plain characters', async () => {
    expect(names(await host.get('/community_members?query=luc%C3%ADa'))).toEqual(['Lucía Fernández']);
    expect(names(await host.get('/community_members?query=EXAMPLE.com'))).toEqual(['Lucía Fernández', 'Mariana López']);
    expect(names(await host.get('/community_members?query=55-4455'))).toEqual(['Lucía Fernández']);
    expect(names(await host.get('/community_members?query=%2B52%20(55)%204455'))).toEqual(['Lucía Fernández']);
    // Digits inside a name or a code are not a phone: "Lucía 3" matches no phone holding a 3.
    expect(names(await host.get('/community_members?query=Luc%C3%ADa%203'))).toEqual([]);
    expect(names(await host.get('/community_members?query=%25'))).toEqual([]);
    expect(names(await host.get('/community_members?query=_'))).toEqual([]);
    expect((await host.get('/community_members?query=')).body.total_count).toBe(5);
  });

  it('gives a secondary user only their own, an admin the whole network, and refuses guards', async () => {
    expect(names(await family.get('/community_members'))).toEqual(['Abuela Rosa']);
    const all = await admin.get('/community_members?results=30');
    expect(all.body.total_count).toBe(6);
    expect(names(all)).toContain('Abuela Rosa');
    expect(names(all)).not.toContain('Proveedor Norte');
    expect(await guard.get('/community_members')).toMatchObject({ status: 422, body: { code: 'user_no_access' } });
  });

  it('never shows Las Palmas contacts to the other network', async () => {
    expect(names(await otherAdmin.get('/community_members?results=100'))).toEqual(['Proveedor Norte']);
    expect(names(await otherHost.get('/community_members?query=mariana'))).toEqual([]);
    expect(names(await otherAdmin.get('/community_members/list?key=mariana'))).toEqual([]);
  });

  it('leaves out contacts of deleted users', async () => {
    const ghost = await server.db
      .insertInto('users')
      .values({
        network_id: 1,
        role: 'host',
        name: 'Residente Ido',
        email: 'ido@demo.test',
        password_hash: null,
        invited_by_id: null,
        last_access_server_id: null,
        network_group_id: null,
        deleted_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('community_members')
      .values({ network_id: 1, user_id: ghost.id, name: 'Contacto Olvidado', phone: '5500000000' })
      .execute();
    expect(names(await admin.get('/community_members?query=olvidado'))).toEqual([]);
  });

  it('answers bad queries with 422 validation_failed', async () => {
    for (const q of ['page=0', 'page=abc', 'results=0', 'results=5000', `query=${'x'.repeat(600)}`, 'page=1.5']) {
      const res = await host.get(`/community_members?${q}`);
      expect(res.status, q).toBe(422);
      expect(res.body.code, q).toBe('validation_failed');
    }
  });
});

describe('GET /community_members/list', () => {
  it("offers only the caller's own contacts, whatever the role", async () => {
    expect(names(await host.get('/community_members/list?key='))).toHaveLength(5);
    expect(names(await host.get('/community_members/list'))).toHaveLength(5);
    expect(names(await host.get('/community_members/list?key=jor'))).toEqual(['Jorge Ramírez']);
    expect(names(await family.get('/community_members/list?key='))).toEqual(['Abuela Rosa']);
    expect(names(await admin.get('/community_members/list?key='))).toEqual([]);
    expect(names(await otherHost.get('/community_members/list?key='))).toEqual(['Proveedor Norte']);
    expect((await guard.get('/community_members/list?key=')).body.code).toBe('user_no_access');
    expect((await host.get(`/community_members/list?key=${'x'.repeat(600)}`)).status).toBe(422);
  });

  it('answers at most 100 contacts', async () => {
    const owner = await userOf('family@demo.test');
    await server.db
      .insertInto('community_members')
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          network_id: owner.network_id,
          user_id: owner.id,
          name: `Invitado ${String(i).padStart(3, '0')}`,
          phone: String(5520000000 + i),
        })),
      )
      .execute();
    const res = await family.get('/community_members/list?key=');
    expect(res.body.community_members).toHaveLength(100);
    expect(res.body.community_members[0].name).toBe('Abuela Rosa');
    expect((await family.get('/community_members?results=10')).body).toMatchObject({
      total_count: 121,
      total_pages: 13,
    });
  });

  it("finds the caller's own contact by its exact phone, beyond the first 100 (the event form's existed contact)", async () => {
    // 'Invitado 119' sorts after the first 100 by name; its phone finds it all the same.
    const beyond = await family.get('/community_members/list?phone=5520000119');
    expect(beyond.status).toBe(200);
    expect(names(beyond)).toEqual(['Invitado 119']);
    expect(beyond.body.community_members[0]).toMatchObject({ phone: '5520000119', country_code: '+52' });
    // Exact: a part of the number is not it, and the key still narrows by name.
    expect(names(await family.get('/community_members/list?phone=552000011'))).toEqual([]);
    expect(names(await family.get('/community_members/list?phone=5520000119&key=abuela'))).toEqual([]);
    // Only one's own, whatever the role: another user's contact with that phone is not found.
    expect(names(await host.get('/community_members/list?phone=5520000119'))).toEqual([]);
    expect(names(await admin.get('/community_members/list?phone=5510101010'))).toEqual([]);
    expect(names(await otherAdmin.get('/community_members/list?phone=5520000119'))).toEqual([]);
    expect(names(await family.get('/community_members/list?phone=5510101010'))).toEqual(['Abuela Rosa']);
    expect((await guard.get('/community_members/list?phone=5510101010')).body.code).toBe('user_no_access');
    for (const bad of ['55-10', 'abc', '5'.repeat(30)]) {
      const res = await family.get(`/community_members/list?phone=${bad}`);
      expect(res.status, bad).toBe(422);
      expect(res.body.code, bad).toBe('validation_failed');
    }
  });
});

describe('GET /community_members/:id', () => {
  const idOf = async (name: string) =>
    (await server.db.selectFrom('community_members').select('id').where('name', '=', name).executeTakeFirstOrThrow())
      .id;

  it('answers one favourite by id, also one past the first 100 of the list (issue 14, item 6)', async () => {
    // The family has 121 contacts by now: 'Invitado 119' is not among the first 100 by name.
    const first100 = names(await family.get('/community_members/list?key='));
    expect(first100).not.toContain('Invitado 119');
    const id = await idOf('Invitado 119');
    const res = await family.get(`/community_members/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.community_member).toEqual({
      id,
      name: 'Invitado 119',
      phone: '5520000119',
      country_code: '+52',
      email: '',
      user: { id: (await userOf('family@demo.test')).id, name: expect.any(String), network_group: expect.anything() },
    });
  });

  it("follows the list's scope: own for residents, the network's for an admin, 404 for anything else", async () => {
    const rosa = await idOf('Abuela Rosa');
    expect((await admin.get(`/community_members/${rosa}`)).body.community_member.name).toBe('Abuela Rosa');
    for (const caller of [host, otherAdmin, otherHost]) {
      expect(await caller.get(`/community_members/${rosa}`)).toMatchObject({
        status: 404,
        body: { code: 'not_found' },
      });
    }
    expect((await guard.get(`/community_members/${rosa}`)).body.code).toBe('user_no_access');
  });

  it('answers 404 for a deleted favourite or one that never existed, 422 for an id that cannot be one', async () => {
    const gone = await idOf('Invitado 118');
    await server.db.deleteFrom('community_members').where('id', '=', gone).execute();
    expect(await family.get(`/community_members/${gone}`)).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect((await family.get('/community_members/999999999')).status).toBe(404);
    expect((await family.get('/community_members/abc')).status).toBe(422);
  });
});
