// Gates that really open, end to end over HTTP: an admin creates an access point and gates with controllers, a
// guard working there registers an entry and opens its gate; the fake controllers (fake-controllers.ts, on
// 127.0.0.1) say what they received. The open rules (once, admins again, the window, 20 calls at once), failures
// stored and shown in the record's detail, Shelly's digest, the test button, and no secret in any answer.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeController,
  type ReceivedCommand,
  startHttpController,
  startShellyRelay,
} from './fake-controllers.ts';
import { type Client, type Response, startTestServer, type TestServer } from './harness.ts';

const SECRET = 'puerta-norte-secreta-0123456789';
const RELAY_PASSWORD = 'relé-contraseña-42';
const TIMEOUT_MS = 400;

let server: TestServer;
let admin: Client;
let guard: Client;
let otherAdmin: Client;
let hostId: number;
let accessServerId: number;
let httpFake: FakeController<ReceivedCommand>;
/** Every answer of this file, to check that no secret ever leaves the server. */
const answers: Response[] = [];

const seen = async (res: Promise<Response>) => {
  const answer = await res;
  answers.push(answer);
  return answer;
};
const register = async (gateId: number) => {
  const res = await seen(
    guard.post('/transactions', {
      visitor_name: 'Repartidor',
      reason_for_visit: 'Entrega',
      user_id: hostId,
      gate_id: gateId,
      access_key_type_id: 6,
      access_allowed: true,
    }),
  );
  expect(res.status).toBe(201);
  return res.body.transaction.id as number;
};
const open = (client: Client, id: number) => seen(client.post('/transactions/open_gate', { id }));
const detail = async (id: number) => (await seen(admin.get(`/transactions/${id}`))).body.transaction;
const newGate = async (gate: Record<string, unknown>) => {
  const res = await seen(admin.post(`/access_servers/${accessServerId}/gates`, { gate }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.gate;
};

beforeAll(async () => {
  httpFake = await startHttpController(SECRET);
  server = await startTestServer({ GATE_DRIVER_TIMEOUT_MS: String(TIMEOUT_MS) });
  [admin, guard, otherAdmin] = await server.asEach('admin@demo.test', 'guard@demo.test', 'admin@other.test');
  const users = await server.db.selectFrom('users').select(['id', 'email']).execute();
  hostId = users.find((u) => u.email === 'host@demo.test')?.id ?? 0;
  const guardId = users.find((u) => u.email === 'guard@demo.test')?.id ?? 0;
  const created = await seen(
    admin.post('/access_servers', {
      access_server: {
        name: 'Pluma Oriente',
        address: 'Av. Las Palmas 100',
        latitude: 19.4326,
        longitude: -99.1332,
        time_zone: 'America/Mexico_City',
      },
      settings: { photo_id: false },
    }),
  );
  accessServerId = created.body.access_server.id;
  const mine = await server.db
    .selectFrom('user_access_servers')
    .select('access_server_id')
    .where('user_id', '=', guardId)
    .execute();
  const assigned = await seen(
    admin.patch(`/users/${guardId}`, {
      user: { access_servers: [...mine.map((m) => m.access_server_id), accessServerId] },
    }),
  );
  expect(assigned.status).toBe(200);
});
afterAll(async () => {
  await server.close();
  await httpFake.close();
});

describe('http controller', () => {
  let gateId: number;

  it('opens an entry once with one signed command, and tells the guard only after the controller said yes', async () => {
    const gate = await newGate({
      name: 'Pluma vehicular',
      type: 'access',
      remote_pulse: true,
      controller: { kind: 'http', url: httpFake.url, secret: SECRET },
    });
    gateId = gate.id;
    expect(gate).toMatchObject({
      active: true,
      has_controller: true,
      controller: { kind: 'http', url: httpFake.url, secret_set: true },
    });
    // The guard's gate list (session) says the gate can be opened, without the controller itself.
    const session = await seen(guard.post('/users/control_access_server', { access_server: accessServerId }));
    const listed = session.body.user.last_access_selected.gates.find((g: any) => g.id === gateId);
    expect(listed).toMatchObject({ has_controller: true, active: true });
    expect(listed).not.toHaveProperty('controller');

    const id = await register(gateId);
    const before = httpFake.received.length;
    expect(await open(guard, id)).toEqual({ status: 200, body: { ok: true } });
    const commands = httpFake.received.slice(before);
    expect(commands).toHaveLength(1);
    const [command] = commands;
    expect(command?.signatureValid).toBe(true);
    expect(command?.headers['idempotency-key']).toBe(String(id));
    expect(Math.abs(Number(command?.headers['x-garita-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(command?.body).toMatchObject({ action: 'open', gate_id: gateId, transaction_id: id, test: false });

    // A second call answers 409 and sends nothing; an admin may open again, with its own idempotency key.
    expect(await open(guard, id)).toMatchObject({ status: 409, body: { code: 'already_opened' } });
    expect(httpFake.received.length).toBe(before + 1);
    expect((await open(admin, id)).status).toBe(200);
    expect(httpFake.received.length).toBe(before + 2);
    expect(httpFake.received.at(-1)?.headers['idempotency-key']).toMatch(new RegExp(`^${id}-reopen-\\d+$`));

    const openings = (await detail(id)).gate_openings;
    expect(openings).toHaveLength(2);
    expect(openings[0]).toMatchObject({
      gate: { id: gateId, name: 'Pluma vehicular' },
      requested_by: { name: expect.any(String) },
      outcome: 'opened',
      controller_status: 204,
      error: null,
    });
    expect(openings[1].outcome).toBe('opened');
    expect(openings[0].requested_by.id).not.toBe(openings[1].requested_by.id);
  });

  it('stores a failure, a timeout and a stopped controller as 502 with the attempt in the detail', async () => {
    httpFake.mode = 'fail';
    const failed = await register(gateId);
    expect(await open(guard, failed)).toMatchObject({ status: 502, body: { code: 'gate_driver_failed' } });
    expect((await detail(failed)).gate_openings).toMatchObject([
      { outcome: 'failed', controller_status: 500, error: expect.stringContaining('relay jammed') },
    ]);
    // A failed attempt does not count as opened: the guard may try again.
    httpFake.mode = 'ok';
    expect((await open(guard, failed)).status).toBe(200);
    expect((await detail(failed)).gate_openings.map((o: any) => o.outcome)).toEqual(['failed', 'opened']);

    httpFake.mode = 'hang';
    const hung = await register(gateId);
    const started = Date.now();
    expect((await open(guard, hung)).body.code).toBe('gate_driver_failed');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect((await detail(hung)).gate_openings).toMatchObject([
      { outcome: 'timeout', controller_status: null, error: `no answer within ${TIMEOUT_MS} ms` },
    ]);
    httpFake.mode = 'ok';

    const stopped = await startHttpController(SECRET);
    await stopped.close();
    const patched = await seen(
      admin.patch(`/access_servers/${accessServerId}/gates/${gateId}`, {
        gate: { controller: { kind: 'http', url: stopped.url } },
      }),
    );
    // The secret was omitted: the stored one stays.
    expect(patched.body.gate.controller).toEqual({ kind: 'http', url: stopped.url, secret_set: true });
    const refused = await register(gateId);
    expect((await open(guard, refused)).status).toBe(502);
    expect((await detail(refused)).gate_openings).toMatchObject([
      { outcome: 'failed', controller_status: null, error: 'connection refused', finished_at: expect.any(String) },
    ]);
    await seen(
      admin.patch(`/access_servers/${accessServerId}/gates/${gateId}`, {
        gate: { controller: { kind: 'http', url: httpFake.url } },
      }),
    );
  });

  it('sends one command for 20 simultaneous calls', async () => {
    const id = await register(gateId);
    const before = httpFake.received.length;
    const results = await Promise.all(Array.from({ length: 20 }, () => open(guard, id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'already_opened')).toBe(true);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(httpFake.received.length - before).toBe(1);
    expect((await detail(id)).gate_openings).toHaveLength(1);
  });

  it('opens only granted, allowed entries within the window, and never a gate without a controller', async () => {
    const old = await register(gateId);
    // Six minutes ago: past the default window of five.
    await sql`update transactions set created_at = now() - interval '6 minutes' where id = ${old}`.execute(server.db);
    expect((await open(guard, old)).body.code).toBe('open_window_passed');
    const denied = await seen(
      guard.post('/transactions', {
        visitor_name: 'Sin permiso',
        reason_for_visit: 'Entrega',
        user_id: hostId,
        gate_id: gateId,
        access_key_type_id: 6,
        access_allowed: false,
        notes: 'No trae identificación',
      }),
    );
    expect((await open(guard, denied.body.transaction.id)).body.code).toBe('not_open_gate');
    const bare = await newGate({ name: 'Pluma sin control', type: 'access', remote_pulse: true });
    expect(bare).toMatchObject({ has_controller: false, controller: null });
    expect(await open(guard, await register(bare.id))).toMatchObject({
      status: 409,
      body: { code: 'no_controller' },
    });
    expect((await otherAdmin.post('/transactions/open_gate', { id: old })).status).toBe(404);
  });
});

describe('Shelly relay', () => {
  it('pulses Switch.Set with toggle_after, answering the digest challenge with the password', async () => {
    const relay = await startShellyRelay(RELAY_PASSWORD);
    try {
      const gate = await newGate({
        name: 'Portón Shelly',
        type: 'access',
        remote_pulse: true,
        controller: { kind: 'shelly', url: `${relay.url}/`, password: RELAY_PASSWORD, pulse_seconds: 2 },
      });
      expect(gate.controller).toEqual({
        kind: 'shelly',
        url: `${relay.url}/`,
        username: null,
        pulse_seconds: 2,
        password_set: true,
      });
      const id = await register(gate.id);
      expect((await open(guard, id)).status).toBe(200);
      expect(relay.received).toEqual([
        { path: '/rpc/Switch.Set', query: { id: '0', on: 'true', toggle_after: '2' }, authorized: false },
        { path: '/rpc/Switch.Set', query: { id: '0', on: 'true', toggle_after: '2' }, authorized: true },
      ]);
      expect((await detail(id)).gate_openings).toMatchObject([{ outcome: 'opened', controller_status: 200 }]);

      // An edit without the password keeps it; a wrong one is a failed attempt, reported and stored.
      const kept = await seen(
        admin.patch(`/access_servers/${accessServerId}/gates/${gate.id}`, {
          gate: { controller: { kind: 'shelly', url: relay.url, pulse_seconds: 1.5 } },
        }),
      );
      expect(kept.body.gate.controller).toMatchObject({ password_set: true, pulse_seconds: 1.5 });
      expect((await seen(admin.post(`/access_servers/${accessServerId}/gates/${gate.id}/test`))).body).toMatchObject({
        ok: true,
        status: 200,
      });
      await seen(
        admin.patch(`/access_servers/${accessServerId}/gates/${gate.id}`, {
          gate: { controller: { kind: 'shelly', url: relay.url, password: 'not-the-password' } },
        }),
      );
      const wrong = await register(gate.id);
      expect((await open(guard, wrong)).status).toBe(502);
      expect((await detail(wrong)).gate_openings).toMatchObject([
        { outcome: 'failed', controller_status: 401, error: expect.stringContaining('refused the credentials') },
      ]);
    } finally {
      await relay.close();
    }
  });

  it('needs no authentication when the relay has no password', async () => {
    const relay = await startShellyRelay();
    try {
      const gate = await newGate({
        name: 'Portón peatonal',
        type: 'access',
        remote_pulse: true,
        controller: { kind: 'shelly', url: relay.url },
      });
      expect(gate.controller).toMatchObject({ pulse_seconds: 1, password_set: false });
      expect((await open(guard, await register(gate.id))).status).toBe(200);
      expect(relay.received).toEqual([
        { path: '/rpc/Switch.Set', query: { id: '0', on: 'true', toggle_after: '1' }, authorized: true },
      ]);
    } finally {
      await relay.close();
    }
  });
});

describe('test button', () => {
  it('pulses the gate and says what the controller answered, a failure as ok: false, never a 500', async () => {
    const gate = await newGate({
      name: 'Pluma de prueba',
      type: 'exit',
      controller: { kind: 'http', url: httpFake.url, secret: SECRET },
    });
    const before = httpFake.received.length;
    const path = `/access_servers/${accessServerId}/gates/${gate.id}/test`;
    const ok = await seen(admin.post(path));
    expect(ok).toMatchObject({ status: 200, body: { ok: true, status: 204, message: 'opened (HTTP 204)' } });
    expect(ok.body.latency_ms).toBeGreaterThanOrEqual(0);
    expect(httpFake.received.length).toBe(before + 1);
    expect(httpFake.received.at(-1)).toMatchObject({
      signatureValid: true,
      body: { action: 'open', test: true, transaction_id: null },
    });
    httpFake.mode = 'fail';
    expect((await seen(admin.post(path))).body).toMatchObject({ ok: false, status: 500 });
    httpFake.mode = 'ok';
    const stopped = await startShellyRelay();
    await stopped.close();
    await seen(
      admin.patch(`/access_servers/${accessServerId}/gates/${gate.id}`, {
        gate: { controller: { kind: 'shelly', url: stopped.url } },
      }),
    );
    expect((await seen(admin.post(path))).body).toEqual({
      ok: false,
      status: null,
      latency_ms: expect.any(Number),
      message: 'connection refused',
    });
    await seen(admin.patch(`/access_servers/${accessServerId}/gates/${gate.id}`, { gate: { controller: null } }));
    expect((await seen(admin.post(path))).body.code).toBe('no_controller');
    const stored = await server.db
      .selectFrom('gate_openings')
      .selectAll()
      .where('gate_id', '=', gate.id)
      .orderBy('id')
      .execute();
    expect(stored.map((s) => [s.transaction_id, s.outcome])).toEqual([
      [null, 'opened'],
      [null, 'failed'],
      [null, 'failed'],
    ]);
    expect((await seen(guard.post(path))).body.code).toBe('user_no_access');
    expect((await seen(otherAdmin.post(path))).status).toBe(404);
  });
});

describe('secrets', () => {
  it('are never in any answer', async () => {
    answers.push(await admin.get(`/access_servers/${accessServerId}`));
    answers.push(await admin.get('/access_servers?include_inactive=true'));
    answers.push(await guard.get('/session'));
    const text = JSON.stringify(answers);
    expect(answers.length).toBeGreaterThan(40);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(RELAY_PASSWORD);
    expect(text).not.toContain('not-the-password');
    expect(text).not.toMatch(/"(secret|password)"/);
  });
});
