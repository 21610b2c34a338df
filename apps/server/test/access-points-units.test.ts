// Access points, units, providers and custom attributes for every role, and tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemoServer } from './harness.ts';

let { server, admin, host, family, guard, otherAdmin, otherGuard } = {} as DemoServer; // set in beforeAll

beforeAll(async () => {
  ({ server, admin, host, family, guard, otherAdmin, otherGuard } = await startDemoServer());
});
afterAll(() => server.close());

describe('access points', () => {
  it('lists the network access points with gates, time zone, address and photo settings', async () => {
    const res = await admin.get('/access_servers');
    expect(res.body.total_count).toBe(2);
    const caseta = res.body.access_servers.find((s: any) => s.name === 'Caseta Principal');
    expect(caseta).toMatchObject({
      venue: { name: 'Residencial Las Palmas' },
      time_zone: 'America/Mexico_City',
      time_zone_name: 'America/Mexico_City',
      settings: { photo_id: true, front_plates: false },
    });
    expect(caseta.latitude).toBeCloseTo(19.4284);
    expect(caseta.gates).toHaveLength(3);
  });

  it('shows each user only the access points they work at, and never another network', async () => {
    const other = (await otherGuard.get('/access_servers')).body.access_servers;
    expect(other.map((s: any) => s.name)).toEqual(['Recepción']);
    expect((await guard.get(`/access_servers/${other[0].id}`)).status).toBe(404);
    expect((await otherAdmin.get('/access_servers/1')).status).toBe(404);
    expect((await family.get('/access_servers')).body.total_count).toBe(2);
    expect((await admin.get('/access_servers?query=norte')).body.access_servers.map((s: any) => s.name)).toEqual([
      'Acceso Norte',
    ]);
  });

  it('lets only admins rename an access point and change its required photos', async () => {
    expect((await guard.patch('/access_servers/1', { settings: { back_plates: true } })).body.code).toBe(
      'user_no_access',
    );
    expect((await host.patch('/access_servers/1', { access_server: { name: 'X' } })).body.code).toBe('user_no_access');
    const res = await admin.patch('/access_servers/1', {
      access_server: { name: 'Caseta Sur' },
      settings: { back_plates: true },
    });
    expect(res.body).toMatchObject({ name: 'Caseta Sur', settings: { photo_id: true, back_plates: true } });
    const seenByGuard = (await guard.get('/session')).body.user.last_access_selected;
    expect(seenByGuard).toMatchObject({ name: 'Caseta Sur', settings: { back_plates: true } });
    expect((await admin.patch('/access_servers/1', { access_server: { name: '   ' } })).status).toBe(422);
    expect((await otherAdmin.patch('/access_servers/1', { access_server: { name: 'Hack' } })).status).toBe(404);
    const stored = await server.db
      .selectFrom('access_servers')
      .select('name')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe('Caseta Sur');
  });
});

describe('units (network groups)', () => {
  it('lists units with their access points and users, filtered by access point', async () => {
    const res = await admin.get('/network_groups');
    expect(res.body.network_groups.map((g: any) => g.name)).toEqual(['Torre A', 'Torre B']);
    expect(res.body.network_groups[0].users.map((u: any) => u.email).sort()).toEqual([
      'family@demo.test',
      'host@demo.test',
    ]);
    const atNorte = await admin.get('/network_groups?access_server=2');
    expect(atNorte.body.network_groups.map((g: any) => g.name)).toEqual(['Torre A']);
    expect((await admin.get('/network_groups?access_server=')).body.total_count).toBe(2);
  });

  it("shows a host only their own unit, and a guard the units of the guard's access points", async () => {
    expect((await host.get('/network_groups')).body.network_groups.map((g: any) => g.name)).toEqual(['Torre A']);
    expect((await guard.get('/network_groups')).body.total_count).toBe(2);
    expect((await otherGuard.get('/network_groups')).body.network_groups.map((g: any) => g.name)).toEqual(['Piso 3']);
    expect((await family.get('/network_groups')).body.code).toBe('user_no_access');
  });

  it('lets admins create and edit units, requiring a name and an access point of their network', async () => {
    const created = await admin.post('/network_groups', {
      network_group: { name: 'Torre C', access_servers: ['1', 2] },
    });
    expect(created.status).toBe(201);
    expect(created.body.network_group.access_servers).toHaveLength(2);
    const id = created.body.network_group.id;
    const edited = await admin.patch(`/network_groups/${id}`, {
      network_group: { name: 'Torre C1', access_servers: [2] },
    });
    expect(edited.body.network_group).toMatchObject({ name: 'Torre C1', access_servers: [{ name: 'Acceso Norte' }] });
    expect((await admin.post('/network_groups', { network_group: { name: '', access_servers: [1] } })).status).toBe(
      422,
    );
    expect((await admin.post('/network_groups', { network_group: { name: 'Y', access_servers: [] } })).status).toBe(
      422,
    );
    const otherServer = (await otherAdmin.get('/access_servers')).body.access_servers[0].id;
    const foreign = await admin.patch(`/network_groups/${id}`, {
      network_group: { name: 'Z', access_servers: [otherServer] },
    });
    expect(foreign.body.code).toBe('validation_failed');
    expect(
      (await otherAdmin.patch(`/network_groups/${id}`, { network_group: { name: 'Z', access_servers: [otherServer] } }))
        .status,
    ).toBe(404);
    expect((await host.post('/network_groups', { network_group: { name: 'H', access_servers: [1] } })).body.code).toBe(
      'user_no_access',
    );
    const stored = await server.db
      .selectFrom('network_groups')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe('Torre C1');
  });
});

describe('catalog', () => {
  it('lists providers alphabetically with Otro last', async () => {
    const names = (await guard.get('/providers')).body.providers.map((p: any) => p.display_name);
    expect(names.at(-1)).toBe('Otro');
    expect(names.slice(0, -1)).toEqual([...names.slice(0, -1)].sort((a, b) => a.localeCompare(b, 'es')));
    expect(names).toContain('Mercado Libre');
  });

  it('gives each network only its own custom attributes', async () => {
    const mine = await guard.get('/transactions/custom_attributes');
    expect(mine.body.custom_attributes).toEqual([
      {
        id: expect.any(Number),
        attribute_name: 'Empresa',
        attribute_type: 'string',
        required: false,
        options: [],
        value: null,
      },
    ]);
    expect((await otherGuard.get('/transactions/custom_attributes')).body.custom_attributes).toEqual([]);
    expect((await host.get('/access_keys/custom_attributes')).body.custom_attributes).toEqual([]);
  });
});
