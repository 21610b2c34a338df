// The audit log (docs/audit.md): each audited action writes exactly one row naming who, which network, what,
// and the changed fields before and after; refused requests write none; a change whose row cannot be written does
// not happen; the table refuses UPDATE, DELETE and TRUNCATE (on PGlite and on PostgreSQL: this file runs on both);
// and GET /audit_log shows an admin their own network's rows only, filtered, and records its own export.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogRow } from '../src/db/schema.ts';
import { localDay, shiftDay } from './clock.ts';
import { eventBody } from './event-fixture.ts';
import { createInvitation, createSite, type Site } from './factories.ts';
import { type FakeController, type ReceivedCommand, startHttpController } from './fake-controllers.ts';
import { NO_LOGIN_LIMITS, type Response, startTestServer, type TestServer } from './harness.ts';

const SECRET = 'controlador-secreto-0123456789';

let server: TestServer;
let site: Site;
let other: Site;
let controller: FakeController<ReceivedCommand>;

beforeAll(async () => {
  controller = await startHttpController(SECRET);
  server = await startTestServer({ ...NO_LOGIN_LIMITS, GATE_DRIVER_TIMEOUT_MS: '400' });
  [site, other] = await Promise.all([createSite(server), createSite(server)]);
});
afterAll(async () => {
  await server.close();
  await controller.close();
});

const lastId = async () =>
  Number(
    (
      await server.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirstOrThrow()
    ).m ?? 0,
  );

/** Runs `act` and answers its response with the audit rows it wrote. */
async function rowsOf(act: () => Promise<Response>): Promise<{ res: Response; rows: AuditLogRow[] }> {
  const from = await lastId();
  const res = await act();
  const rows = await server.db.selectFrom('audit_log').selectAll().where('id', '>', from).orderBy('id').execute();
  return { res, rows };
}

/** Runs `act`, expects it to succeed with exactly one audit row, and answers both. */
async function oneRow(act: () => Promise<Response>): Promise<{ res: Response; row: AuditLogRow }> {
  const { res, rows } = await rowsOf(act);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  expect(rows).toHaveLength(1);
  return { res, row: rows[0] as AuditLogRow };
}

describe('admin changes', () => {
  it('records access points, gates, units, network settings, providers and custom attributes with before and after', async () => {
    const admin = site.admin.client;
    const who = { network_id: site.network.id, actor_user_id: site.admin.row.id, outcome: 'success' };

    const point = await oneRow(() =>
      admin.post('/access_servers', {
        access_server: { name: 'Caseta Sur', address: 'Calle 1', time_zone: 'America/Mexico_City' },
      }),
    );
    const pointId = point.res.body.access_server.id;
    expect(point.row).toMatchObject({
      ...who,
      action: 'access_servers.create',
      subject_type: 'access_servers',
      subject_id: pointId,
      before: null,
      after: expect.objectContaining({ id: pointId, name: 'Caseta Sur', network_id: site.network.id }),
    });
    expect(point.row.address).toBe('127.0.0.1');

    const renamed = await oneRow(() =>
      admin.patch(`/access_servers/${pointId}`, { access_server: { name: 'Caseta Norte' } }),
    );
    expect(renamed.row).toMatchObject({
      ...who,
      action: 'access_servers.update',
      subject_id: pointId,
      before: { name: 'Caseta Sur' },
      after: { name: 'Caseta Norte' },
    });

    const gate = await oneRow(() =>
      admin.post(`/access_servers/${pointId}/gates`, {
        gate: { name: 'Pluma', type: 'access', controller: { kind: 'http', url: controller.url, secret: SECRET } },
      }),
    );
    const gateId = gate.res.body.gate.id;
    expect(gate.row).toMatchObject({ ...who, action: 'gates.create', subject_type: 'gates', subject_id: gateId });
    expect(gate.row.after).toMatchObject({ name: 'Pluma', controller_kind: 'http', controller_secret: '[redacted]' });
    expect(JSON.stringify(gate.row)).not.toContain(SECRET);

    const gateEdit = await oneRow(() =>
      admin.patch(`/access_servers/${pointId}/gates/${gateId}`, { gate: { name: 'Pluma 2', remote_pulse: true } }),
    );
    expect(gateEdit.row).toMatchObject({
      action: 'gates.update',
      before: { name: 'Pluma', remote_pulse: false },
      after: { name: 'Pluma 2', remote_pulse: true },
    });

    const unit = await oneRow(() =>
      admin.post('/network_groups', { network_group: { name: 'Torre Q', access_servers: [pointId] } }),
    );
    const unitId = unit.res.body.network_group.id;
    expect(unit.row).toMatchObject({
      action: 'network_groups.create',
      subject_id: unitId,
      after: expect.objectContaining({ name: 'Torre Q', access_server_ids: [pointId] }),
    });
    const unitEdit = await oneRow(() =>
      admin.patch(`/network_groups/${unitId}`, {
        network_group: { name: 'Torre Q', access_servers: [pointId, site.accessPoint.id] },
      }),
    );
    expect(unitEdit.row).toMatchObject({
      action: 'network_groups.update',
      before: { access_server_ids: [pointId] },
      after: { access_server_ids: [site.accessPoint.id, pointId].sort((a, b) => a - b) },
    });

    const network = await oneRow(() => admin.patch('/network', { open_gate_window_minutes: 9 }));
    expect(network.row).toMatchObject({
      ...who,
      action: 'network.update',
      subject_type: 'networks',
      subject_id: site.network.id,
      before: { open_gate_window_minutes: 5 },
      after: { open_gate_window_minutes: 9 },
    });

    const dashboard = await oneRow(() =>
      admin.patch('/intelligence/dashboard', { analytics_dashboard_url: 'https://bi.example.com/{uuid}' }),
    );
    expect(dashboard.row).toMatchObject({
      action: 'intelligence.update',
      before: { analytics_dashboard_url: null },
      after: { analytics_dashboard_url: 'https://bi.example.com/{uuid}' },
    });

    const provider = await oneRow(() => admin.post('/network/providers', { display_name: 'Gas del Valle' }));
    const providerId = provider.res.body.id;
    expect(provider.row).toMatchObject({ action: 'network_providers.create', subject_type: 'providers' });
    const providerEdit = await oneRow(() =>
      admin.patch(`/network/providers/${providerId}`, { display_name: 'Gas del Valle SA' }),
    );
    expect(providerEdit.row).toMatchObject({
      before: { display_name: 'Gas del Valle' },
      after: { display_name: 'Gas del Valle SA' },
    });
    const providerGone = await oneRow(() => admin.delete(`/network/providers/${providerId}`));
    expect(providerGone.row).toMatchObject({
      action: 'network_providers.delete',
      subject_id: providerId,
      before: { deleted_at: null },
    });

    const attribute = await oneRow(() =>
      admin.post('/network/custom_attributes', {
        scope: 'transaction',
        attribute_name: 'Placas',
        attribute_type: 'string',
      }),
    );
    const attributeId = attribute.res.body.id;
    expect(attribute.row).toMatchObject({ action: 'network_custom_attributes.create', subject_id: attributeId });
    const attributeGone = await oneRow(() => admin.delete(`/network/custom_attributes/${attributeId}`));
    // A row removed for good: the whole record before, nothing after.
    expect(attributeGone.row).toMatchObject({
      action: 'network_custom_attributes.delete',
      before: expect.objectContaining({ attribute_name: 'Placas' }),
      after: null,
    });

    const gateGone = await oneRow(() => admin.delete(`/access_servers/${pointId}/gates/${gateId}`));
    expect(gateGone.row).toMatchObject({ action: 'gates.delete', subject_id: gateId, after: null });
  });
});

describe('users and invitations', () => {
  it('records user creation, edit and removal; a password shows only as changed', async () => {
    const admin = site.admin.client;
    const created = await oneRow(() =>
      admin.post('/users', {
        user: {
          name: 'Guardia Nuevo',
          email: 'nuevo.guardia@audit.test',
          phone: '5511112222',
          role: 'security_guard',
          access_servers: [site.accessPoint.id],
        },
      }),
    );
    const id = created.res.body.user.id;
    expect(created.row).toMatchObject({
      network_id: site.network.id,
      actor_user_id: site.admin.row.id,
      action: 'users.create',
      subject_type: 'users',
      subject_id: id,
      after: expect.objectContaining({ email: 'nuevo.guardia@audit.test', role: 'security_guard' }),
    });
    expect(created.row.after).not.toHaveProperty('updated_at');

    const edited = await oneRow(() =>
      admin.patch(`/users/${id}`, { user: { name: 'Guardia Renombrado', password: 'otra-clave-segura-1' } }),
    );
    expect(edited.row).toMatchObject({
      action: 'users.update',
      before: { name: 'Guardia Nuevo', password_hash: '[redacted]' },
      after: { name: 'Guardia Renombrado', password_hash: '[redacted]' },
    });
    expect(JSON.stringify(edited.row)).not.toContain('argon2');

    const removed = await oneRow(() => admin.delete(`/users/${id}`));
    expect(removed.row).toMatchObject({ action: 'users.delete', subject_id: id, before: { deleted_at: null } });
    expect(removed.row.after?.deleted_at).toEqual(expect.any(String));
  });

  it('records invitations by their host without copying the visitor’s personal data or the key', async () => {
    const host = site.host.client;
    const { res, rows } = await rowsOf(async () => {
      const key = await createInvitation(host, site.accessPoint, { visitor_name: 'Rosa Privada' });
      return { status: 201, body: { access_key: key } };
    });
    const key = res.body.access_key;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      network_id: site.network.id,
      actor_user_id: site.host.row.id,
      action: 'access_keys.create',
      subject_type: 'access_keys',
      subject_id: key.id,
      after: expect.objectContaining({
        visitor_name: '[redacted]',
        visitor_phone: '[redacted]',
        unique_id: '[redacted]',
        access_server_ids: [site.accessPoint.id],
      }),
    });
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain('Rosa Privada');
    expect(stored).not.toContain(key.unique_id);

    const edited = await oneRow(() =>
      host.patch(`/access_keys/${key.id}`, { access_key: { visitor_name: 'Rosa Cambiada' } }),
    );
    expect(edited.row).toMatchObject({
      action: 'access_keys.update',
      subject_id: key.id,
      before: { visitor_name: '[redacted]' },
      after: { visitor_name: '[redacted]' },
    });
    expect(JSON.stringify(edited.row)).not.toContain('Rosa');

    const removed = await oneRow(() => host.delete(`/access_keys/${key.id}`));
    expect(removed.row).toMatchObject({ action: 'access_keys.delete', actor_user_id: site.host.row.id });
    expect(removed.row.after?.deleted_at).toEqual(expect.any(String));
  });

  it('records events and their guests', async () => {
    const host = site.host.client;
    const created = await oneRow(() => host.post('/events', eventBody(site.accessPoint.id)));
    const eventId = created.res.body.event.id;
    expect(created.row).toMatchObject({ action: 'events.create', subject_type: 'events', subject_id: eventId });
    const added = await oneRow(() =>
      host.post(`/events/${eventId}/add_guests`, { guests: [{ name: 'Invitado Dos', phone: '+525512340002' }] }),
    );
    expect(added.row).toMatchObject({ action: 'events.add_guests', subject_id: eventId });
    expect(added.row.details?.guest_ids).toEqual(added.res.body.guests.map((g: { id: number }) => g.id));
    expect(JSON.stringify(added.row)).not.toContain('Invitado Dos');
  });

  it('writes nothing for a refused request', async () => {
    const { res, rows } = await rowsOf(() => site.host.client.patch('/network', { name: 'Tomada' }));
    expect(res.status).toBe(422);
    expect(rows).toEqual([]);
    const invalid = await rowsOf(() => site.admin.client.patch('/network', { open_gate_window_minutes: 0 }));
    expect(invalid.res.status).toBe(422);
    expect(invalid.rows).toEqual([]);
  });
});

describe('sign-in, exports and gate openings', () => {
  it('records each sign-in, success and failure, with the client’s address; unknown emails under no network', async () => {
    const ok = await oneRow(() =>
      server.call('POST', '/api/v1/login', { body: { email: site.guard.row.email, password: 'demo1234' } }),
    );
    expect(ok.row).toMatchObject({
      network_id: site.network.id,
      actor_user_id: site.guard.row.id,
      action: 'session.create',
      outcome: 'success',
      subject_id: site.guard.row.id,
      address: '127.0.0.1',
    });
    const { res, rows } = await rowsOf(() =>
      server.call('POST', '/api/v1/login', { body: { email: site.guard.row.email, password: 'wrong-password' } }),
    );
    expect(res.status).toBe(401);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      network_id: site.network.id,
      actor_user_id: null,
      action: 'session.create',
      outcome: 'failure',
      subject_type: 'users',
      subject_id: site.guard.row.id,
      details: { code: 'invalid_credentials' },
      address: '127.0.0.1',
    });
    const unknown = await rowsOf(() =>
      server.call('POST', '/api/v1/login', { body: { email: 'nadie@audit.test', password: 'wrong-password' } }),
    );
    expect(unknown.rows).toHaveLength(1);
    expect(unknown.rows[0]).toMatchObject({ network_id: null, subject_id: null, outcome: 'failure' });
  });

  it('records a list downloaded as CSV (export=1) with its filters and row count, and not an ordinary page', async () => {
    const admin = site.admin.client;
    expect((await rowsOf(() => admin.get('/users?role=security_guard'))).rows).toEqual([]);
    const { res, row } = await oneRow(() => admin.get('/users?role=security_guard&results=1000&export=1'));
    expect(row).toMatchObject({
      network_id: site.network.id,
      actor_user_id: site.admin.row.id,
      action: 'users.export',
      subject_type: 'users',
      details: { filters: { role: 'security_guard' }, rows: res.body.users.length },
    });
    const logbook = await oneRow(() => admin.get('/transactions?export=1'));
    expect(logbook.row).toMatchObject({ action: 'transactions.export', subject_type: 'transactions' });
  });

  it('records a gate opened for a register and the test button, success and failure', async () => {
    const admin = site.admin.client;
    const gate = (
      await admin.post(`/access_servers/${site.accessPoint.id}/gates`, {
        gate: {
          name: 'Pluma Audit',
          type: 'access',
          remote_pulse: true,
          controller: { kind: 'http', url: controller.url, secret: SECRET },
        },
      })
    ).body.gate;
    const test = await oneRow(() => admin.post(`/access_servers/${site.accessPoint.id}/gates/${gate.id}/test`));
    expect(test.row).toMatchObject({
      actor_user_id: site.admin.row.id,
      action: 'gates.test',
      subject_type: 'gates',
      subject_id: gate.id,
      details: { ok: true, status: 204 },
    });

    const register = await site.guard.client.post('/transactions', {
      visitor_name: 'Repartidor',
      reason_for_visit: 'Entrega',
      user_id: site.host.row.id,
      gate_id: gate.id,
      access_key_type_id: 6,
      access_allowed: true,
    });
    expect(register.status, JSON.stringify(register.body)).toBe(201);
    const transactionId = register.body.transaction.id;
    const opened = await oneRow(() => site.guard.client.post('/transactions/open_gate', { id: transactionId }));
    expect(opened.row).toMatchObject({
      network_id: site.network.id,
      actor_user_id: site.guard.row.id,
      action: 'transactions.open_gate',
      outcome: 'success',
      subject_type: 'transactions',
      subject_id: transactionId,
    });

    controller.mode = 'fail';
    try {
      const failed = await rowsOf(() => admin.post('/transactions/open_gate', { id: transactionId }));
      expect(failed.res.status).toBe(502);
      expect(failed.rows).toHaveLength(1);
      expect(failed.rows[0]).toMatchObject({
        actor_user_id: site.admin.row.id,
        action: 'transactions.open_gate',
        outcome: 'failure',
        details: { code: 'gate_driver_failed' },
      });
    } finally {
      controller.mode = 'ok';
    }
  });
});

describe('a change and its row commit together', () => {
  it('keeps no change whose audit row could not be written', async () => {
    const admin = site.admin.client;
    // Make the log refuse this one action from now on (an ALTER is no UPDATE: the append-only trigger allows it).
    await sql`alter table audit_log add constraint audit_test_refuse check (action <> 'network_providers.create') not valid`.execute(
      server.db,
    );
    try {
      const { res, rows } = await rowsOf(() => admin.post('/network/providers', { display_name: 'Fantasma' }));
      expect(res.status).toBe(500);
      expect(rows).toEqual([]);
    } finally {
      await sql`alter table audit_log drop constraint audit_test_refuse`.execute(server.db);
    }
    const listed = (await admin.get('/network/providers')).body.providers.map((p: { name: string }) => p.name);
    expect(listed).not.toContain('fantasma');
  });
});

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of audit rows, for the server’s own database role', async () => {
    const before = await server.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(before.length).toBeGreaterThan(0);
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await statement.execute(server.db).then(
        () => null,
        (e: Error) => e,
      );
      expect(error?.message).toMatch(/audit_log is append-only/);
    };
    await refused(sql`update audit_log set action = 'nothing' where id = ${before[0]?.id}`);
    await refused(sql`update audit_log set before = null`);
    await refused(sql`delete from audit_log where id = ${before[0]?.id}`);
    await refused(sql`delete from audit_log`);
    await refused(sql`truncate audit_log`);
    expect(await server.db.selectFrom('audit_log').selectAll().orderBy('id').execute()).toEqual(before);
  });
});

describe('GET /audit_log', () => {
  it('shows an admin their own network’s rows only, newest first, with who did it', async () => {
    const mine = await site.admin.client.get('/audit_log?results=1000');
    expect(mine.status).toBe(200);
    const entries = mine.body.audit_entries as {
      id: number;
      created_at: string;
      actor: { id: number } | null;
      action: string;
    }[];
    const count = await server.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('network_id', '=', site.network.id)
      .executeTakeFirstOrThrow();
    expect(mine.body.total_count).toBe(Number(count.n));
    // Newest first by when the change happened. Not by id: the two sites are built at once, and a transaction
    // that started first (its rows' time) can take its ids after the other's.
    const times = entries.map((e) => Date.parse(e.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(mine.body.time_zone).toBe(site.network.time_zone);
    const created = entries.find((e) => e.action === 'access_servers.create');
    expect(created?.actor).toMatchObject({ id: site.admin.row.id, name: site.admin.row.name, role: 'network_admin' });

    const theirs = await other.admin.client.get('/audit_log?results=1000');
    const theirIds = new Set(theirs.body.audit_entries.map((e: { id: number }) => e.id));
    expect(entries.some((e) => theirIds.has(e.id))).toBe(false);
    expect(theirs.body.audit_entries.length).toBeGreaterThan(0);
  });

  it('filters by who, action, subject and days on the network’s clock', async () => {
    const admin = site.admin.client;
    const byHost = await admin.get(`/audit_log?actor=${site.host.row.id}&results=1000`);
    expect(byHost.body.audit_entries.length).toBeGreaterThan(0);
    for (const e of byHost.body.audit_entries) expect(e.actor.id).toBe(site.host.row.id);

    const updates = await admin.get('/audit_log?action=users.update');
    expect(updates.body.audit_entries.map((e: { action: string }) => e.action)).toEqual(['users.update']);

    const subject = await admin.get(`/audit_log?subject_type=networks&subject_id=${site.network.id}`);
    expect(subject.body.audit_entries.map((e: { action: string }) => e.action).sort()).toEqual([
      'intelligence.update',
      'network.update',
    ]);

    const today = localDay(new Date(), site.network.time_zone);
    const inRange = await admin.get(`/audit_log?from=${shiftDay(today, -1)}&to=${today}`);
    expect(inRange.body.total_count).toBe((await admin.get('/audit_log')).body.total_count);
    const tomorrow = await admin.get(`/audit_log?from=${shiftDay(today, 1)}`);
    expect(tomorrow.body.total_count).toBe(0);
    const yesterday = await admin.get(`/audit_log?to=${shiftDay(today, -1)}`);
    expect(yesterday.body.total_count).toBe(0);
  });

  it('is for network admins; other roles get 422 and a bad filter 422', async () => {
    expect((await site.guard.client.get('/audit_log')).body.code).toBe('user_no_access');
    expect((await site.host.client.get('/audit_log')).body.code).toBe('user_no_access');
    const bad = await site.admin.client.get('/audit_log?from=2025-13-40');
    expect(bad.status).toBe(422);
    expect(bad.body.fields[0].path).toBe('querystring.from');
    expect((await server.call('GET', '/api/v1/audit_log')).status).toBe(401);
  });

  it('records its own CSV download', async () => {
    const { row } = await oneRow(() => site.admin.client.get('/audit_log?action=users.update&export=1'));
    expect(row).toMatchObject({
      action: 'audit_log.export',
      actor_user_id: site.admin.row.id,
      details: { filters: { action: 'users.update' }, rows: 1 },
    });
  });
});
