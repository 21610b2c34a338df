// The offline gate's sync (docs/offline.md, issue 18): a register a device queued offline reaches the logbook once,
// with its photo, at the instant it happened; the server decides again and records conflicts (a key deleted
// before, a single-use key let in twice) for the admin; a guard syncs only at their access points; the admin sees
// only their own network's devices and conflicts. Run on PGlite and on PostgreSQL (two identical posts at once).
import { randomUUID } from 'node:crypto';
import { OFFLINE_REGISTER_MAX_AGE_HOURS } from '@garita/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPurgeService } from '../src/services/purge.service.ts';
import { createUser } from './factories.ts';
import { type GateFixture, openGateFixture } from './gate-fixture.ts';
import type { Client } from './harness.ts';

let f: GateFixture;
let admin: Client;
let otherAdmin: Client;

beforeAll(async () => {
  f = await openGateFixture();
  [admin, otherAdmin] = await f.server.asEach('admin@demo.test', 'admin@other.test');
});
afterAll(() => f.server.close());

const GRANTED = { granted: true, reason: null };
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** A queued register as the device sends it: its device, when it happened, its decision, the register. */
const queued = (key: string, gate: string, extra: Record<string, unknown> = {}) => ({
  device_id: randomUUID(),
  occurred_at: minutesAgo(0.5),
  offline_decision: GRANTED,
  register: { key, gate_id: f.gates[gate], access_allowed: true, photos: { photo_id: f.photo } },
  ...extra,
});
const sync = (token: string, body: unknown, idempotencyKey = randomUUID(), language?: string) =>
  f.server.call('POST', '/api/v1/offline/registers', {
    token,
    body,
    headers: { 'idempotency-key': idempotencyKey, ...(language ? { 'accept-language': language } : {}) },
  });

describe('POST /offline/registers', () => {
  it('writes a queued register with its photo once, at the instant it happened; a retry replays it', async () => {
    const key = await f.newKey();
    const body = queued(key.unique_id, 'Entrada Peatonal');
    const idempotencyKey = randomUUID();
    // The device retries at once (its answer was lost): two identical posts at the same time.
    const [first, second] = await Promise.all([
      sync(f.guard.token, body, idempotencyKey),
      sync(f.guard.token, body, idempotencyKey),
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(first.body.conflict).toBeNull();
    const again = await fetch(`${f.server.url}/api/v1/offline/registers`, {
      method: 'POST',
      headers: {
        authorization: `Token=${f.guard.token}`,
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify(body),
    });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(first.body);

    const rows = await f.rowsOfKey(key.id);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.id).toBe(first.body.transaction.id);
    expect(row).toMatchObject({ access_granted: true, access_allowed: true, offline_device_id: body.device_id });
    expect(row?.created_at.toISOString()).toBe(body.occurred_at);
    expect(row?.synced_at?.getTime()).toBeGreaterThan(Date.parse(body.occurred_at));
    const photos = await f.server.db
      .selectFrom('photos')
      .select('id')
      .where('transaction_id', '=', row?.id ?? 0)
      .execute();
    expect(photos).toHaveLength(1);
    expect((await f.keyRow({ id: key.id })).entries_count).toBe(1);
  });

  it('keeps an entry on a key deleted before it, and flags key_deleted', async () => {
    const key = await f.newKey();
    expect((await f.host.delete(`/access_keys/${key.id}`)).status).toBeLessThan(300);
    const res = await sync(f.guard.token, queued(key.unique_id, 'Entrada Peatonal', { occurred_at: minutesAgo(0) }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.transaction).toMatchObject({ access_granted: true, access_allowed: true });
    expect(res.body.conflict).toMatchObject({
      kind: 'key_deleted',
      device_decision: GRANTED,
      server_decision: { granted: false, reason: 'access_removed' },
    });
    expect(await f.rowsOfKey(key.id)).toHaveLength(1);
  });

  it('keeps both entries of a single-use key let in at two gates, flags one conflict and closes the key', async () => {
    const key = await f.newKey();
    const [a, b] = [
      queued(key.unique_id, 'Entrada Peatonal', { occurred_at: minutesAgo(0.5) }),
      queued(key.unique_id, 'Entrada Vehicular', { occurred_at: minutesAgo(0.25) }),
    ];
    // Both devices come back at the same instant: the key's row lock makes one of them the second.
    const answers = await Promise.all([sync(f.guard.token, a), sync(f.guard.token, b)]);
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    const flagged = answers.filter((r) => r.body.conflict !== null);
    expect(flagged).toHaveLength(1);
    expect(flagged[0]?.body.conflict).toMatchObject({ kind: 'single_use_reused', server_decision: { granted: false } });
    const rows = await f.rowsOfKey(key.id);
    expect(rows.map((r) => r.access_granted)).toEqual([true, true]);
    expect(rows.map((r) => r.offline_device_id).sort()).toEqual([a.device_id, b.device_id].sort());
    const conflicts = await admin.get('/offline/conflicts');
    expect(
      conflicts.body.conflicts.filter((c: { access_key: { id: number } | null }) => c.access_key?.id === key.id),
    ).toHaveLength(1);
    // Closed: the key is refused at the gate from now on.
    const scan = await f.scan('Entrada Peatonal', key.unique_id);
    expect(scan.body.key_data.access_key_status.description).toBe('access_removed');
  });

  it('replays a register sent again as late as it may still be sent: the daily purge has not forgotten its key', async () => {
    const key = await f.newKey();
    const body = queued(key.unique_id, 'Entrada Peatonal', { occurred_at: minutesAgo(0) });
    const idempotencyKey = randomUUID();
    const first = await sync(f.guard.token, body, idempotencyKey);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // The answer was lost and the device stayed away until just before the item became too old to send.
    const lastChance = new Date(Date.parse(body.occurred_at) + OFFLINE_REGISTER_MAX_AGE_HOURS * 3_600_000 - 60_000);
    await createPurgeService({ db: f.server.db, storage: undefined as never, now: () => lastChance }).run({
      trigger: 'cli',
      networkIds: [-1],
    });
    const again = await sync(f.guard.token, body, idempotencyKey);
    expect(again.body).toEqual(first.body);
    expect(await f.rowsOfKey(key.id)).toHaveLength(1);
  });

  it('refuses an instant older than 72 hours (or ahead of the clock) with a translated field error', async () => {
    const key = await f.newKey();
    const old = await sync(
      f.guard.token,
      queued(key.unique_id, 'Entrada Peatonal', { occurred_at: minutesAgo(3 * 24 * 60) }),
      undefined,
      'es',
    );
    expect(old.status).toBe(422);
    expect(old.body.fields).toEqual([{ path: 'body.occurred_at', message: expect.stringContaining('72 horas') }]);
    const ahead = await sync(f.guard.token, queued(key.unique_id, 'Entrada Peatonal', { occurred_at: minutesAgo(-5) }));
    expect(ahead.body.fields?.[0]?.message).toContain('ahead');
    // The register's own checks name their fields where they sit in this body: under `register`.
    const manual = {
      visitor_name: 'Sin llave',
      access_key_type_id: 5,
      provider: 'Paquetería',
      gate_id: f.gates.Salida,
      access_allowed: true,
    };
    const atExit = await sync(f.guard.token, { ...queued(key.unique_id, 'Salida'), register: manual });
    expect(atExit.body.fields).toEqual([{ path: 'body.register.gate_id', message: expect.any(String) }]);
    expect(await f.rowsOfKey(key.id)).toHaveLength(0);
  });

  it('is for guards at their own access points: another post is 404, an admin may not post for a device', async () => {
    const palmas = await f.server.db
      .selectFrom('networks')
      .selectAll()
      .where('name', '=', 'Residencial Las Palmas')
      .executeTakeFirstOrThrow();
    const norte = { id: f.servers['Acceso Norte'] ?? 0 };
    const northGuard = await createUser(f.server, palmas, 'security_guard', { accessPoints: [norte as never] });
    const key = await f.newKey();
    const body = queued(key.unique_id, 'Entrada Peatonal');
    expect((await sync(northGuard.client.token, body)).status).toBe(404);
    expect((await sync(f.otherGuard.token, body)).status).toBe(404);
    expect((await sync(admin.token, body)).body.code).toBe('user_no_access');
    expect(await f.rowsOfKey(key.id)).toHaveLength(0);
  });
});

describe('the admin reads devices and conflicts', () => {
  it('lists its devices with their offline spells, marks a conflict reviewed; another network sees none', async () => {
    const device = randomUUID();
    const spell = {
      device_id: device,
      access_server_id: f.servers['Caseta Principal'],
      offline_from: minutesAgo(90),
      offline_until: minutesAgo(30),
      decisions: { granted: 3, denied: 1 },
    };
    const saved = await f.guard.post('/offline/periods', spell);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.period.duration_seconds).toBe(3600);
    const ahead = await f.server.call('POST', '/api/v1/offline/periods', {
      token: f.guard.token,
      body: { ...spell, offline_until: minutesAgo(-10) },
      headers: { 'accept-language': 'es' },
    });
    expect(ahead.body.fields).toEqual([
      { path: 'body.offline_until', message: 'está adelante del reloj del servidor' },
    ]);
    const key = await f.newKey();
    expect((await f.host.delete(`/access_keys/${key.id}`)).status).toBeLessThan(300);
    const conflict = (
      await sync(
        f.guard.token,
        queued(key.unique_id, 'Entrada Peatonal', { device_id: device, occurred_at: minutesAgo(0) }),
      )
    ).body.conflict;

    const devices = await admin.get('/offline/devices');
    const mine = devices.body.devices.find((d: { id: string }) => d.id === device);
    expect(mine).toMatchObject({
      access_server: { name: 'Caseta Principal', time_zone: 'America/Mexico_City' },
      synced_registers: 1,
      open_conflicts: 1,
      periods: [{ duration_seconds: 3600, decisions: { granted: 3, denied: 1 } }],
    });
    const resolved = await admin.post(`/offline/conflicts/${conflict.id}/resolve`, { note: 'Llamé al residente' });
    expect(resolved.status).toBe(200);
    expect(resolved.body.conflict).toMatchObject({
      resolution_note: 'Llamé al residente',
      resolved_by: { name: expect.any(String) },
    });
    const open = await admin.get('/offline/conflicts');
    expect(open.body.conflicts.map((c: { id: number }) => c.id)).not.toContain(conflict.id);

    expect((await otherAdmin.get('/offline/devices')).body.devices).toEqual([]);
    expect((await otherAdmin.get('/offline/conflicts?status=all')).body.conflicts).toEqual([]);
    expect((await otherAdmin.post(`/offline/conflicts/${conflict.id}/resolve`, {})).status).toBe(404);
  });
});
