// Users API for every role: who sees, creates, edits and deletes whom; limits; other networks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemoServer } from './harness.ts';

let { server, admin, host, family, guard, otherAdmin } = {} as DemoServer; // set in beforeAll
const idOf = async (email: string) =>
  (await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  ({ server, admin, host, family, guard, otherAdmin } = await startDemoServer());
});
afterAll(() => server.close());

describe('GET /users', () => {
  it('gives an admin the whole network, paged and searchable, and nothing of the other network', async () => {
    const all = await admin.get('/users?page=1&results=2');
    expect(all.status).toBe(200);
    expect(all.body.users).toHaveLength(2);
    expect(all.body).toMatchObject({ total_count: 4, total_pages: 2 });
    const found = await admin.get('/users?query=fernanda');
    expect(found.body.users.map((u: any) => u.email)).toEqual(['family@demo.test']);
    expect((await admin.get('/users?query=other.test')).body.users).toEqual([]);
    const guards = await admin.get('/users?role=security_guard');
    expect(guards.body.users.map((u: any) => u.email)).toEqual(['guard@demo.test']);
  });

  it("gives a host only their unit's secondary users and a guard only residents", async () => {
    expect((await host.get('/users')).body.users.map((u: any) => u.email)).toEqual(['family@demo.test']);
    const residents = (await guard.get('/users')).body.users.map((u: any) => u.role);
    expect(new Set(residents)).toEqual(new Set(['host', 'secondary_user']));
    const byUnit = await guard.get(
      `/users/list?q=&network_group=${(await admin.get('/network_groups')).body.network_groups[1].id}`,
    );
    expect(byUnit.body.users).toEqual([]); // Torre B has no residents
  });

  it('refuses secondary users with user_no_access', async () => {
    expect(await family.get('/users')).toMatchObject({ status: 422, body: { code: 'user_no_access' } });
  });

  it('searches by name through /users/list', async () => {
    const res = await admin.get('/users/list?q=h%C3%A9ctor');
    expect(res.body.users.map((u: any) => u.email)).toEqual(['host@demo.test']);
  });

  it('hides users of another network as not found', async () => {
    expect((await otherAdmin.get(`/users/${await idOf('host@demo.test')}`)).status).toBe(404);
    expect((await host.get(`/users/${await idOf('admin@demo.test')}`)).status).toBe(404);
  });

  it('shows each role its own record, a host their secondary users, and nobody else (/user-detail)', async () => {
    const [hostId, familyId, guardId] = await Promise.all([
      idOf('host@demo.test'),
      idOf('family@demo.test'),
      idOf('guard@demo.test'),
    ]);
    for (const [client, id] of [
      [host, hostId],
      [family, familyId],
      [guard, guardId],
    ] as const) {
      const own = await client.get(`/users/${id}`);
      expect(own.status).toBe(200);
      expect(own.body.user).toMatchObject({ id, invited_by: { email: expect.any(String) } });
    }
    expect((await host.get(`/users/${familyId}`)).body.user).toMatchObject({ role: 'secondary_user' });
    expect((await family.get(`/users/${hostId}`)).status).toBe(404);
    expect((await guard.get(`/users/${await idOf('admin@demo.test')}`)).status).toBe(404);
  });
});

describe('POST /users', () => {
  const newHost = (email: string, extra: object = {}) => ({
    user: { name: ' Nuevo Residente ', email, phone: '5599887766', role: 'host', network_group: 1, ...extra },
  });

  it('lets an admin create a host in a unit, who gets the unit access points and a password link', async () => {
    const res = await admin.post('/users', newHost('Nuevo@Demo.test'));
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      name: 'Nuevo Residente',
      email: 'nuevo@demo.test',
      role: 'host',
      network_group: { name: 'Torre A' },
      invited_by: { email: 'admin@demo.test' },
    });
    expect(res.body.user.access_servers.map((s: any) => s.name).sort()).toEqual(['Acceso Norte', 'Caseta Principal']);
    await server.outbox.kick();
    expect(server.mails.at(-1)?.to).toBe('nuevo@demo.test');
  });

  it('asks a unit for residents, a phone for non-guards, and an access point for guards', async () => {
    expect((await admin.post('/users', newHost('a1@demo.test', { network_group: null }))).body.fields[0].path).toBe(
      'body.user.network_group',
    );
    expect((await admin.post('/users', newHost('a2@demo.test', { phone: '' }))).body.fields[0].path).toBe(
      'body.user.phone',
    );
    expect((await admin.post('/users', newHost('a3@demo.test', { phone: '123' }))).status).toBe(422);
    const guardBody = {
      user: { name: 'Vigilante', email: 'vig@demo.test', role: 'security_guard', access_servers: [] },
    };
    expect((await admin.post('/users', guardBody)).body.fields[0].path).toBe('body.user.access_servers');
    guardBody.user.access_servers = [1] as never;
    expect((await admin.post('/users', guardBody)).status).toBe(201);
  });

  it('answers email_taken for an email of any account, in any network', async () => {
    expect((await admin.post('/users', newHost('host@other.test'))).body).toMatchObject({
      code: 'email_taken',
      message: 'This email belongs to another account',
    });
  });

  it("refuses another network's unit or access point", async () => {
    const other = await otherAdmin.get('/access_servers');
    const res = await admin.post(
      '/users',
      newHost('x@demo.test', { access_servers: [other.body.access_servers[0].id] }),
    );
    expect(res).toMatchObject({ status: 422, body: { code: 'validation_failed' } });
    expect(
      await server.db.selectFrom('users').select('id').where('email', '=', 'x@demo.test').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('lets a host create only secondary users, placed in the host unit', async () => {
    const refused = await host.post('/users', newHost('h1@demo.test'));
    expect(refused.body.code).toBe('user_no_access');
    const res = await host.post('/users', newHost('hijo@demo.test', { role: 'secondary_user', network_group: 2 }));
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: 'secondary_user', network_group: { name: 'Torre A' } });
  });

  it('refuses guards and secondary users', async () => {
    expect((await guard.post('/users', newHost('g@demo.test'))).body.code).toBe('user_no_access');
    expect((await family.post('/users', newHost('f@demo.test', { role: 'secondary_user' }))).body.code).toBe(
      'user_no_access',
    );
  });

  it('answers limit_reached when the network limit for a role is used up', async () => {
    await server.db
      .updateTable('networks')
      .set({ user_limits: JSON.stringify({ network_admin: 1 }) })
      .where('id', '=', 1)
      .execute();
    const res = await admin.post('/users', {
      user: { name: 'Otra Admin', email: 'adm2@demo.test', phone: '5511112222', role: 'network_admin' },
    });
    expect(res.body).toMatchObject({ code: 'limit_reached', message: 'Limit reached' });
    await server.db.updateTable('networks').set({ user_limits: '{}' }).where('id', '=', 1).execute();
  });
});

describe('PATCH and DELETE /users/{id}', () => {
  it('lets a user edit their own name, phone and notifications, but not their role', async () => {
    const me = await idOf('family@demo.test');
    const res = await family.patch(`/users/${me}`, {
      user: { name: 'Fer R.', phone: '5511223344', email_notification: false },
    });
    expect(res.body.user).toMatchObject({ name: 'Fer R.', phone: '5511223344', email_notification: false });
    expect((await family.patch(`/users/${me}`, { user: { role: 'host' } })).body.code).toBe('user_no_access');
    expect((await family.patch(`/users/${await idOf('host@demo.test')}`, { user: { name: 'x' } })).status).toBe(404);
  });

  it('lets hosts and secondary hosts switch their own arrival email and notice, with one audit row', async () => {
    for (const [client, email] of [
      [host, 'host@demo.test'],
      [family, 'family@demo.test'],
    ] as const) {
      const me = await idOf(email);
      const before = await server.db
        .selectFrom('users')
        .select(['email_notification', 'push_notification'])
        .where('id', '=', me)
        .executeTakeFirstOrThrow();
      const lastAudit = (
        await server.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirstOrThrow()
      ).m;
      const switched = { email_notification: !before.email_notification, push_notification: !before.push_notification };
      const res = await client.patch(`/users/${me}`, { user: switched });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject(switched);
      expect((await client.get('/session')).body.user).toMatchObject(switched);
      const rows = await server.db
        .selectFrom('audit_log')
        .selectAll()
        .where('id', '>', Number(lastAudit ?? 0))
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'users.update',
        actor_user_id: me,
        subject_type: 'users',
        subject_id: me,
        before: before,
        after: switched,
      });
      await client.patch(`/users/${me}`, { user: before });
    }
  });

  it('does not let guards edit their own user', async () => {
    const res = await guard.patch(`/users/${await idOf('guard@demo.test')}`, { user: { name: 'x' } });
    expect(res.body.code).toBe('user_no_access');
  });

  it('lets an admin move a user to another unit and change email, refusing taken emails', async () => {
    const id = await idOf('family@demo.test');
    expect((await admin.patch(`/users/${id}`, { user: { email: 'guard@demo.test' } })).body.code).toBe('email_taken');
    const res = await admin.patch(`/users/${id}`, { user: { network_group: 2, access_servers: [1] } });
    expect(res.body.user).toMatchObject({
      network_group: { name: 'Torre B' },
      access_servers: [{ name: 'Caseta Principal' }],
    });
  });

  it('lets a host delete a secondary user of the unit but nobody else', async () => {
    const created = await host.post('/users', {
      user: { name: 'Temporal', email: 'temp@demo.test', phone: '5500000001', role: 'secondary_user' },
    });
    expect((await host.delete(`/users/${await idOf('admin@demo.test')}`)).status).toBe(404);
    expect((await host.delete(`/users/${created.body.user.id}`)).status).toBe(204);
    expect((await admin.get(`/users/${created.body.user.id}`)).status).toBe(404);
    expect(
      (await server.call('POST', '/api/v1/login', { body: { email: 'temp@demo.test', password: 'whatever1' } })).status,
    ).toBe(401);
  });

  it('does not let an admin delete or deactivate themself', async () => {
    const me = await idOf('admin@demo.test');
    expect((await admin.delete(`/users/${me}`)).body.code).toBe('user_no_access');
    expect((await admin.patch(`/users/${me}`, { user: { active: false } })).body.code).toBe('user_no_access');
  });
});

describe('POST /users/control_access_server', () => {
  it("switches the guard's access point and answers the new session user", async () => {
    const res = await guard.post('/users/control_access_server', { access_server: 2 });
    expect(res.body.user.last_access_selected).toMatchObject({ name: 'Acceso Norte', time_zone: 'America/Tijuana' });
    expect(res.body.user.last_access_selected.gates.map((g: any) => g.name)).toEqual(['Entrada Norte', 'Salida Norte']);
    expect((await guard.get('/session')).body.user.last_access_selected.name).toBe('Acceso Norte');
  });

  it('refuses an access point the user does not have or of another network', async () => {
    const other = (await otherAdmin.get('/access_servers')).body.access_servers[0].id;
    expect((await guard.post('/users/control_access_server', { access_server: other })).status).toBe(404);
  });
});
