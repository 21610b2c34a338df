// The admin's access points and gates: create (answered as GET shows it), edit every field, validation with
// field errors, deactivation instead of deletion (what hides a deactivated access point or gate, what keeps
// pointing at it) and the wall between networks (another network's ids are 404, never a leak).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWallClock } from '../src/services/access-keys.time.ts';
import { MEXICO_CITY } from './clock.ts';
import { type Client, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let admin: Client;
let guard: Client;
let otherAdmin: Client;
let hostId: number;
let guardId: number;

const point = (extra: Record<string, unknown> = {}) => ({
  access_server: {
    name: 'Caseta Poniente',
    address: 'Calle 5 de Mayo 12',
    latitude: 32.5149,
    longitude: -117.0382,
    time_zone: 'America/Tijuana',
    ...extra,
  },
});
const fieldsOf = (body: any) => (body.fields ?? []).map((f: any) => f.path);
const assignGuard = async (accessServerId: number) => {
  const mine = await server.db
    .selectFrom('user_access_servers')
    .select('access_server_id')
    .where('user_id', '=', guardId)
    .execute();
  const res = await admin.patch(`/users/${guardId}`, {
    user: { access_servers: [...mine.map((m) => m.access_server_id), accessServerId] },
  });
  expect(res.status).toBe(200);
};
const registerAt = (gateId: number) =>
  guard.post('/transactions', {
    visitor_name: 'Mensajero',
    reason_for_visit: 'Paquete',
    user_id: hostId,
    gate_id: gateId,
    access_key_type_id: 6,
    access_allowed: true,
  });

beforeAll(async () => {
  server = await startTestServer();
  [admin, guard, otherAdmin] = await server.asEach('admin@demo.test', 'guard@demo.test', 'admin@other.test');
  const users = await server.db.selectFrom('users').select(['id', 'email']).execute();
  hostId = users.find((u) => u.email === 'host@demo.test')?.id ?? 0;
  guardId = users.find((u) => u.email === 'guard@demo.test')?.id ?? 0;
});
afterAll(() => server.close());

describe('access points', () => {
  it('creates one and answers it exactly as GET /access_servers/{id} shows it', async () => {
    const created = await admin.post('/access_servers', { ...point(), settings: { photo_id: true, other: true } });
    expect(created.status).toBe(201);
    const id = created.body.access_server.id;
    expect((await admin.get(`/access_servers/${id}`)).body).toEqual(created.body.access_server);
    expect(created.body.access_server).toEqual({
      id,
      name: 'Caseta Poniente',
      venue_name: 'Residencial Las Palmas',
      venue: { name: 'Residencial Las Palmas' },
      address: 'Calle 5 de Mayo 12',
      latitude: 32.5149,
      longitude: -117.0382,
      time_zone: 'America/Tijuana',
      time_zone_name: 'America/Tijuana',
      gates: [],
      settings: { photo_id: true, front_plates: false, back_plates: false, other: true, accreditation: false },
      active: true,
      deactivated_at: null,
      provider_max_stay_hours: null,
    });
  });

  it('edits every field, keeping the name-and-photos edit as it was', async () => {
    const id = (await admin.post('/access_servers', point())).body.access_server.id;
    const res = await admin.patch(`/access_servers/${id}`, {
      access_server: {
        name: 'Caseta Sur',
        venue_name: 'Torre Sur',
        address: 'Blvd. Agua Caliente 1',
        latitude: null,
        longitude: null,
        time_zone: 'America/Mexico_City',
      },
      settings: { accreditation: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Caseta Sur',
      venue: { name: 'Torre Sur' },
      address: 'Blvd. Agua Caliente 1',
      latitude: null,
      longitude: null,
      time_zone: 'America/Mexico_City',
      settings: { accreditation: true, photo_id: false },
    });
    expect((await admin.patch(`/access_servers/${id}`, { settings: { photo_id: true } })).body).toMatchObject({
      name: 'Caseta Sur',
      settings: { photo_id: true, accreditation: true },
    });
  });

  it('refuses bad fields with 422 naming each one', async () => {
    const bad = async (body: unknown) => {
      const res = await admin.post('/access_servers', body);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      return fieldsOf(res.body);
    };
    expect(await bad(point({ time_zone: 'Mars/Olympus_Mons' }))).toEqual(['body.access_server.time_zone']);
    expect(await bad(point({ time_zone: '+05:00' }))).toEqual(['body.access_server.time_zone']);
    expect(await bad(point({ latitude: 91, longitude: -181 }))).toEqual([
      'body.access_server.latitude',
      'body.access_server.longitude',
    ]);
    expect(await bad(point({ latitude: 19.4, longitude: null }))).toEqual(['body.access_server.longitude']);
    expect(await bad(point({ name: '   ' }))).toEqual(['body.access_server.name']);
    expect(await bad({ access_server: { name: 'Sin zona' } })).toEqual(['body.access_server.time_zone']);
    const id = (await admin.get('/access_servers')).body.access_servers[0].id;
    const patched = await admin.patch(`/access_servers/${id}`, { access_server: { time_zone: 'Nowhere' } });
    expect(fieldsOf(patched.body)).toEqual(['body.access_server.time_zone']);
  });

  it('deactivates instead of deleting: hidden from lists and pickers, kept on the rows that name it', async () => {
    const id = (await admin.post('/access_servers', point({ name: 'Caseta Temporal' }))).body.access_server.id;
    const gate = (
      await admin.post(`/access_servers/${id}/gates`, { gate: { name: 'Acceso temporal', type: 'access' } })
    ).body.gate;
    await assignGuard(id);
    const before = await registerAt(gate.id);
    expect(before.status).toBe(201);
    const key = await admin.post('/access_keys', {
      access_key: {
        visitor_name: 'Visita temporal',
        visitor_phone: '5512340000',
        access_key_type_id: 1,
        reason_for_visit: 'Visita',
        valid_from: formatWallClock(new Date(Date.now() - 60_000), MEXICO_CITY),
        access_servers: [id],
      },
    });
    expect(key.status).toBe(201);

    const removed = await admin.delete(`/access_servers/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.access_server).toMatchObject({ id, active: false, deactivated_at: expect.any(String) });
    expect((await admin.delete(`/access_servers/${id}`)).body.access_server.deactivated_at).toBe(
      removed.body.access_server.deactivated_at,
    );

    const names = (res: any) => res.body.access_servers.map((s: any) => s.id);
    expect(names(await admin.get('/access_servers'))).not.toContain(id);
    expect(names(await admin.get('/access_servers?include_inactive=true'))).toContain(id);
    expect(names(await guard.get('/access_servers?include_inactive=true'))).not.toContain(id);
    expect((await guard.get(`/access_servers/${id}`)).status).toBe(404);
    expect((await admin.get(`/access_servers/${id}`)).body.active).toBe(false);
    const session = (await guard.get('/session')).body.user;
    expect(session.access_servers.map((s: any) => s.id)).not.toContain(id);
    expect((await guard.post('/users/control_access_server', { access_server: id })).status).toBe(404);

    // Nothing new may choose it, and nobody can register or scan at its gates.
    const invitation = await admin.post('/access_keys', {
      access_key: { ...key.body.access_key, access_servers: [id], visitor_name: 'Otra visita' },
    });
    expect(invitation.status).toBe(422);
    const unit = await admin.post('/network_groups', { network_group: { name: 'Torre Z', access_servers: [id] } });
    expect(fieldsOf(unit.body)).toEqual(['body.network_group.access_servers']);
    expect((await registerAt(gate.id)).status).toBe(404);
    const scan = await guard.get(`/access_keys/validate?gate=${gate.id}&key=${key.body.access_key.unique_id}`);
    expect(scan.status).toBe(404);

    // The key and the logbook row still name it.
    const row = (await admin.get(`/transactions/${before.body.transaction.id}`)).body.transaction;
    expect(row.access_server).toMatchObject({ id, name: 'Caseta Temporal' });
    const kept = (await admin.get(`/access_keys/${key.body.access_key.id}`)).body.access_key;
    expect(kept.access_servers.map((s: any) => s.id)).toEqual([id]);

    // An admin brings it back.
    expect((await admin.patch(`/access_servers/${id}`, { access_server: { active: true } })).body.active).toBe(true);
    expect((await registerAt(gate.id)).status).toBe(201);
  });
});

describe('gates', () => {
  it('deletes a gate nothing points at, and deactivates one with logbook rows', async () => {
    const id = (await admin.post('/access_servers', point({ name: 'Caseta Gates' }))).body.access_server.id;
    await assignGuard(id);
    const gatesPath = `/access_servers/${id}/gates`;
    const unused = (await admin.post(gatesPath, { gate: { name: 'Nunca usada', type: 'exit' } })).body.gate;
    expect(unused).toEqual({
      id: unused.id,
      name: 'Nunca usada',
      type: 'exit',
      remote_pulse: false,
      data_print_response: false,
      active: true,
      has_controller: false,
      controller: null,
    });
    expect(await admin.delete(`${gatesPath}/${unused.id}`)).toMatchObject({
      status: 200,
      body: { deleted: true, gate: { id: unused.id } },
    });
    expect(await server.db.selectFrom('gates').select('id').where('id', '=', unused.id).executeTakeFirst()).toBe(
      undefined,
    );

    const used = (await admin.post(gatesPath, { gate: { name: 'Usada', type: 'access', data_print_response: true } }))
      .body.gate;
    expect((await registerAt(used.id)).status).toBe(201);
    const removed = await admin.delete(`${gatesPath}/${used.id}`);
    expect(removed.body).toMatchObject({ deleted: false, gate: { id: used.id, active: false } });
    expect((await registerAt(used.id)).status).toBe(404);
    await guard.post('/users/control_access_server', { access_server: id });
    const listed = (await guard.get('/session')).body.user.last_access_selected;
    expect(listed.id).toBe(id);
    expect(listed.gates.map((g: any) => g.id)).not.toContain(used.id);
    expect((await admin.get(`/access_servers/${id}`)).body.gates).toMatchObject([{ id: used.id, active: false }]);

    const edited = await admin.patch(`${gatesPath}/${used.id}`, {
      gate: { name: 'Usada otra vez', type: 'exit', remote_pulse: true, active: true },
    });
    expect(edited.body.gate).toMatchObject({ name: 'Usada otra vez', type: 'exit', remote_pulse: true, active: true });
  });

  it('refuses bad gates and controllers with 422 naming each field', async () => {
    const id = (await admin.get('/access_servers')).body.access_servers[0].id;
    const bad = async (gate: unknown) => {
      const res = await admin.post(`/access_servers/${id}/gates`, { gate });
      expect(res.status).toBe(422);
      return fieldsOf(res.body);
    };
    expect(await bad({ name: 'X', type: 'side' })).toEqual(['body.gate.type']);
    expect(await bad({ name: '', type: 'access' })).toEqual(['body.gate.name']);
    const url = 'http://192.168.1.50/open';
    expect(await bad({ name: 'X', type: 'access', controller: { kind: 'http', url } })).toEqual([
      'body.gate.controller.secret',
    ]);
    expect(await bad({ name: 'X', type: 'access', controller: { kind: 'http', url, secret: 'short' } })).toEqual([
      'body.gate.controller.secret',
    ]);
    expect(
      await bad({ name: 'X', type: 'access', controller: { kind: 'http', url: 'ftp://x/y', secret: 'x'.repeat(20) } }),
    ).toEqual(['body.gate.controller.url']);
    expect(
      await bad({ name: 'X', type: 'access', controller: { kind: 'shelly', url: 'http://r/?a=1', pulse_seconds: 0 } }),
    ).toEqual(['body.gate.controller.url', 'body.gate.controller.pulse_seconds']);
    expect(await bad({ name: 'X', type: 'access', controller: { kind: 'relay', url } })).toEqual([
      'body.gate.controller.kind',
    ]);
  });

  it("answers 404 for another network's access points and gates, and for a gate under the wrong access point", async () => {
    const mine = (await admin.get('/access_servers')).body.access_servers;
    const [first, second] = mine;
    const gateId = first.gates[0].id;
    const theirs = (await otherAdmin.get('/access_servers')).body.access_servers[0];
    expect((await otherAdmin.patch(`/access_servers/${first.id}`, { access_server: { name: 'X' } })).status).toBe(404);
    expect((await otherAdmin.delete(`/access_servers/${first.id}`)).status).toBe(404);
    expect(
      (await otherAdmin.post(`/access_servers/${first.id}/gates`, { gate: { name: 'X', type: 'access' } })).status,
    ).toBe(404);
    expect(
      (await otherAdmin.patch(`/access_servers/${theirs.id}/gates/${gateId}`, { gate: { name: 'X' } })).status,
    ).toBe(404);
    expect((await otherAdmin.delete(`/access_servers/${theirs.id}/gates/${gateId}`)).status).toBe(404);
    expect((await admin.patch(`/access_servers/${second.id}/gates/${gateId}`, { gate: { name: 'X' } })).status).toBe(
      404,
    );
    expect((await admin.delete(`/access_servers/${theirs.id}/gates/${theirs.gates[0]?.id ?? 1}`)).status).toBe(404);
    const stillMine = (await admin.get(`/access_servers/${first.id}`)).body;
    expect(stillMine.name).toBe(first.name);
    expect(stillMine.gates.map((g: any) => g.name)).toEqual(first.gates.map((g: any) => g.name));
  });
});
