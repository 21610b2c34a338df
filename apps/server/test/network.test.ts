// GET/PATCH /network and the provider catalogue /network/providers: a network admin reads and changes their own
// network only; every rule is checked on the server (time zone, dashboard address, user limits, the open-gate
// window); the catalogue is each network's own and GET /providers keeps its shape while reading it.
import { DEFAULT_PROVIDERS, type NetworkSettings } from '@garita/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type DemoServer, NO_LOGIN_LIMITS, startDemoServer } from './harness.ts';

let { server, admin, guard, host, family, otherAdmin } = {} as DemoServer; // set in beforeAll

beforeAll(async () => {
  ({ server, admin, guard, host, family, otherAdmin } = await startDemoServer(NO_LOGIN_LIMITS));
});
afterAll(() => server.close());

const displayNames = async (client: Client) =>
  ((await client.get('/providers')).body.providers as { display_name: string }[]).map((p) => p.display_name);

describe('GET /network', () => {
  it("shows the admin's own network with its rules, kind, zone and open-gate window", async () => {
    const res = await admin.get('/network');
    expect(res.status).toBe(200);
    const session = (await admin.get('/session')).body.user;
    expect(res.body).toEqual({
      id: session.network.id,
      uuid: session.network.uuid,
      name: 'Residencial Las Palmas',
      kind: 'residential',
      time_zone: 'America/Mexico_City',
      force_multiple_access: false,
      id_back_photo: false,
      passback_activated_by_default: true,
      block_antipassback: false,
      analytics_dashboard_url: null,
      dashboard_url: null,
      user_limits: {},
      open_gate_window_minutes: 5,
      photo_retention_days: 30,
      personal_data_retention_days: 365,
      providers_enabled: true,
      custom_attributes_enabled: true,
      favorites_enabled: true,
      ctpat_form_url: null,
    } satisfies NetworkSettings);
    expect(session.abilities.manage_network).toBe(true);
    const other = await otherAdmin.get('/network');
    expect(other.body).toMatchObject({ name: 'Corporativo Norte', kind: 'corporate', time_zone: 'America/Monterrey' });
    expect(other.body.id).not.toBe(res.body.id);
  });

  it('is for network admins only', async () => {
    for (const client of [guard, host, family]) {
      expect((await client.get('/network')).body.code).toBe('user_no_access');
      expect((await client.patch('/network', { name: 'Mía' })).body.code).toBe('user_no_access');
      expect((await client.get('/session')).body.user.abilities.manage_network).toBe(false);
    }
    expect((await server.call('GET', '/api/v1/network')).status).toBe(401);
  });
});

describe('PATCH /network', () => {
  it('changes only the fields sent, on the admin network only, and the session follows', async () => {
    const before = (await otherAdmin.get('/network')).body;
    const res = await admin.patch('/network', {
      name: '  Residencial Las Palmas II ',
      kind: 'corporate',
      time_zone: 'America/Tijuana',
      force_multiple_access: true,
      id_back_photo: true,
      block_antipassback: true,
      user_limits: { host: 50, security_guard: 0 },
      open_gate_window_minutes: 120,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Residencial Las Palmas II',
      kind: 'corporate',
      time_zone: 'America/Tijuana',
      force_multiple_access: true,
      id_back_photo: true,
      passback_activated_by_default: true,
      block_antipassback: true,
      user_limits: { host: 50, security_guard: 0 },
      open_gate_window_minutes: 120,
    });
    expect((await admin.get('/network')).body).toEqual(res.body);
    expect((await host.get('/session')).body.user.network).toMatchObject({
      company_name: 'Residencial Las Palmas II',
      force_multiple_access: true,
      block_antipassback: true,
    });
    expect((await otherAdmin.get('/network')).body).toEqual(before);
    // The new limit is the one user creation obeys: no guard may be added now.
    const guardCreate = await admin.post('/users', {
      user: {
        name: 'Guardia Nuevo',
        email: 'nuevo.guardia@demo.test',
        role: 'security_guard',
        access_servers: [(await admin.get('/access_servers')).body.access_servers[0].id],
      },
    });
    expect(guardCreate.body.code).toBe('limit_reached');
    const restored = await admin.patch('/network', {
      name: 'Residencial Las Palmas',
      kind: 'residential',
      time_zone: 'America/Mexico_City',
      force_multiple_access: false,
      id_back_photo: false,
      block_antipassback: false,
      user_limits: {},
      open_gate_window_minutes: 5,
    });
    expect(restored.body.user_limits).toEqual({});
    expect((await admin.patch('/network', {})).body).toEqual(restored.body);
  });

  it('fills {uuid} of the dashboard template in the session, and shows the template here', async () => {
    const template = 'https://analytics.example.com/dashboard/{uuid}?theme=night';
    const res = await admin.patch('/network', { analytics_dashboard_url: template });
    expect(res.status).toBe(200);
    const resolved = template.replace('{uuid}', res.body.uuid);
    expect(res.body).toMatchObject({ analytics_dashboard_url: template, dashboard_url: resolved });
    expect((await admin.get('/session')).body.user.network.analytics_dashboard_url).toBe(resolved);
    expect((await admin.patch('/network', { analytics_dashboard_url: '' })).body).toMatchObject({
      analytics_dashboard_url: null,
      dashboard_url: null,
    });
  });

  it.each([
    [{ name: '   ' }, 'body.name'],
    [{ kind: 'industrial' }, 'body.kind'],
    [{ time_zone: 'Mars/Olympus_Mons' }, 'body.time_zone'],
    [{ time_zone: '+05:00' }, 'body.time_zone'],
    [{ time_zone: '' }, 'body.time_zone'],
    [{ analytics_dashboard_url: 'javascript:alert(1)' }, 'body.analytics_dashboard_url'],
    [{ analytics_dashboard_url: 'ftp://files.example.com/{uuid}' }, 'body.analytics_dashboard_url'],
    [{ user_limits: { janitor: 3 } }, 'body.user_limits'],
    [{ user_limits: { host: -1 } }, 'body.user_limits.host'],
    [{ user_limits: { host: 2.5 } }, 'body.user_limits.host'],
    [{ open_gate_window_minutes: 0 }, 'body.open_gate_window_minutes'],
    [{ open_gate_window_minutes: 121 }, 'body.open_gate_window_minutes'],
    [{ open_gate_window_minutes: '5' }, 'body.open_gate_window_minutes'],
    [{ block_antipassback: 'yes' }, 'body.block_antipassback'],
  ])('refuses %j with 422 on %s', async (body, path) => {
    const res = await admin.patch('/network', body);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fields.map((f: { path: string }) => f.path)).toContain(path);
  });
});

describe('/network/providers', () => {
  it("starts every network on the default list, each network's own", async () => {
    for (const client of [admin, otherAdmin]) {
      const res = await client.get('/network/providers');
      expect(res.status).toBe(200);
      expect(res.body.providers.map((p: { name: string }) => p.name).sort()).toEqual(
        DEFAULT_PROVIDERS.map((p) => p.name).sort(),
      );
    }
    const mine = (await admin.get('/network/providers')).body.providers.map((p: { id: number }) => p.id);
    const theirs = (await otherAdmin.get('/network/providers')).body.providers.map((p: { id: number }) => p.id);
    expect(mine.filter((id: number) => theirs.includes(id))).toEqual([]);
  });

  it("adds, renames and removes a provider of the admin's network; GET /providers follows with Otro last", async () => {
    const created = await admin.post('/network/providers', { display_name: ' Gas Éxpress  del Norte ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'gas_express_del_norte',
      display_name: 'Gas Éxpress  del Norte'.trim(),
    });
    let names = await displayNames(guard);
    expect(names).toContain('Gas Éxpress  del Norte');
    expect(names.at(-1)).toBe('Otro');
    expect(names.slice(0, -1)).toEqual([...names.slice(0, -1)].sort((a, b) => a.localeCompare(b, 'es')));
    expect(await displayNames(otherAdmin)).not.toContain('Gas Éxpress  del Norte');

    const renamed = await admin.patch(`/network/providers/${created.body.id}`, { display_name: 'Gas Express' });
    expect(renamed.body).toEqual({ id: created.body.id, name: 'gas_express_del_norte', display_name: 'Gas Express' });
    expect(await displayNames(host)).toContain('Gas Express');

    expect((await admin.delete(`/network/providers/${created.body.id}`)).status).toBe(204);
    names = await displayNames(guard);
    expect(names).not.toContain('Gas Express');
    expect((await admin.delete(`/network/providers/${created.body.id}`)).status).toBe(404);
    // Adding the name again brings the row back with the new display name.
    const again = await admin.post('/network/providers', { name: 'gas_express_del_norte', display_name: 'Gas Norte' });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(created.body.id);
    expect(await displayNames(guard)).toContain('Gas Norte');
  });

  it('keeps the display name of a removed provider for the keys that name it', async () => {
    const dhl = (await admin.get('/network/providers')).body.providers.find((p: { name: string }) => p.name === 'dhl');
    const key = await host.post('/access_keys', {
      access_key: {
        access_key_type_id: 5,
        visitor_name: 'Repartidor',
        provider: 'dhl',
        reason_for_visit: 'Paquete',
        valid_from: '01/01/2030 10:00:00',
        access_servers: [(await host.get('/session')).body.user.access_servers[0].id],
      },
    });
    expect(key.status).toBe(201);
    expect((await admin.delete(`/network/providers/${dhl.id}`)).status).toBe(204);
    const row = await server.db
      .selectFrom('access_keys')
      .select('unique_id')
      .where('id', '=', key.body.access_key.id)
      .executeTakeFirstOrThrow();
    const page = await server.call('GET', `/api/v1/public/invitations/${row.unique_id}`);
    expect(page.body.invitation.provider).toBe('DHL');
    expect(await displayNames(guard)).not.toContain('DHL');
    expect(await displayNames(otherAdmin)).toContain('DHL');
  });

  it('refuses duplicates, the reserved Otro, bad names and other networks’ providers', async () => {
    expect((await admin.post('/network/providers', { display_name: 'Amazon' })).body.code).toBe('provider_taken');
    expect((await admin.post('/network/providers', { display_name: 'Otro' })).status).toBe(422);
    expect((await admin.post('/network/providers', { display_name: 'X', name: 'otro' })).status).toBe(422);
    expect((await admin.post('/network/providers', { display_name: 'X', name: 'Has Spaces' })).status).toBe(422);
    expect((await admin.post('/network/providers', { display_name: '***' })).status).toBe(422);
    expect((await admin.post('/network/providers', { display_name: '' })).status).toBe(422);
    expect((await admin.post('/network/providers', { display_name: 'x'.repeat(61) })).status).toBe(422);
    const foreign = (await otherAdmin.get('/network/providers')).body.providers[0];
    expect((await admin.patch(`/network/providers/${foreign.id}`, { display_name: 'Mío' })).status).toBe(404);
    expect((await admin.delete(`/network/providers/${foreign.id}`)).status).toBe(404);
    expect((await admin.patch('/network/providers/abc', { display_name: 'Mío' })).status).toBe(422);
    for (const client of [guard, host, family]) {
      expect((await client.get('/network/providers')).body.code).toBe('user_no_access');
      expect((await client.post('/network/providers', { display_name: 'Mío' })).body.code).toBe('user_no_access');
    }
  });
});
