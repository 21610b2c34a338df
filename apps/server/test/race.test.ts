// Many gates, one key, the same instant: consuming a key and writing its logbook row is one atomic step
// (the key row is locked FOR UPDATE), so 20 simultaneous registers grant a single-use key (a visit, a resident's
// dynamic key) exactly once. Run on PGlite (one connection, requests queue) and on PostgreSQL (a pool of
// connections that really race).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/db/schema.ts';
import { type AccessPoint, createInvitation, createSite } from './factories.ts';
import { type Client, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let guard: Client;
let admin: Client;
let host: Client;
let hostRow: UserRow;
let accessPoint: AccessPoint;
let photo: string;
const gates: Record<string, number> = {};
const N = 20;

const newKey = (extra: Record<string, unknown> = {}) =>
  createInvitation(host, accessPoint, {
    visitor_name: `Carrera ${Math.random().toString(36).slice(2, 7)}`,
    reason_for_visit: 'Prueba',
    ...extra,
  });
const rowsOf = (keyId: number) =>
  server.db.selectFrom('transactions').selectAll().where('access_key_id', '=', keyId).execute();
const all = <T>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: N }, (_, i) => make(i)));

beforeAll(async () => {
  server = await startTestServer();
  // A site of its own: anti-passback by default, an access point that asks for the ID photo, two entries, one exit.
  const site = await createSite(server, {
    network: { passback: true },
    accessPoint: {
      photoId: true,
      gates: [
        { name: 'Entrada Peatonal', type: 'access' },
        { name: 'Entrada Vehicular', type: 'access' },
        { name: 'Salida', type: 'exit' },
      ],
    },
  });
  ({ accessPoint } = site);
  [guard, admin, host] = [site.guard.client, site.admin.client, site.host.client];
  hostRow = site.host.row;
  for (const [name, gate] of Object.entries(accessPoint.gates)) gates[name] = gate.id;
  photo = (
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a0' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');
});
afterAll(() => server.close());

describe(`${N} simultaneous requests`, () => {
  it.each([
    ['with anti-passback', true],
    ['without anti-passback', false],
  ])('grant a single-visit key once at two entry gates (%s)', async (_name, passback) => {
    const key = await newKey({ passback_tracking: passback });
    const answers = await all((i) =>
      // Half by the guard, half by the admin, at two gates: different sessions, same key.
      (i % 2 ? guard : admin).post('/transactions', {
        key: key.unique_id,
        gate_id: i % 2 ? gates['Entrada Peatonal'] : gates['Entrada Vehicular'],
        access_allowed: true,
        photos: { photo_id: photo },
      }),
    );
    expect(answers.map((a) => a.status).every((s) => s === 201)).toBe(true);
    expect(answers.filter((a) => a.body.transaction.access_granted)).toHaveLength(1);
    const rows = await rowsOf(key.id);
    expect(rows.filter((r) => r.access_granted && r.access_allowed)).toHaveLength(1);
    const key_ = await server.db
      .selectFrom('access_keys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(key_).toMatchObject({ entries_count: 1, exits_count: 0, last_movement: 'access' });
    const reasons = new Set(rows.filter((r) => !r.access_granted).map((r) => r.status));
    expect(reasons).toEqual(new Set([passback ? 'only_exit' : 'visitor_key']));
  });

  it('let a visitor out once through the key, however many exits are scanned', async () => {
    const key = await newKey();
    await guard.post('/transactions', {
      key: key.unique_id,
      gate_id: gates['Entrada Peatonal'],
      access_allowed: true,
      photos: { photo_id: photo },
    });
    const answers = await all(() =>
      guard.post('/transactions', { key: key.unique_id, gate_id: gates.Salida, access_allowed: true }),
    );
    expect(answers.filter((a) => a.body.transaction?.access_granted)).toHaveLength(1);
    const exits = (await rowsOf(key.id)).filter((r) => r.access_type === 'exit' && r.access_granted);
    expect(exits).toHaveLength(1);
    expect(exits[0]?.related_transaction_id).not.toBeNull();
    // The entry it closed knows it (and is no longer inside).
    const entry = (await rowsOf(key.id)).find((r) => r.id === exits[0]?.related_transaction_id);
    expect(entry?.exit_transaction_id).toBe(exits[0]?.id);
  });

  it('register one exit for an entry through log_exit; the others are 422, never 500', async () => {
    const key = await newKey();
    const entry = await guard.post('/transactions', {
      key: key.unique_id,
      gate_id: gates['Entrada Peatonal'],
      access_allowed: true,
      photos: { photo_id: photo },
    });
    // Deleted while its visitor is inside: the QR opens no door, so log_exit closes the entry (and locks the key).
    await server.db.updateTable('access_keys').set({ deleted_at: new Date() }).where('id', '=', key.id).execute();
    const answers = await all((i) =>
      (i % 2 ? guard : admin).post('/transactions/log_exit', {
        transaction_id: entry.body.transaction.id,
        gate_id: gates.Salida,
      }),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(N - 1);
    const exits = await server.db
      .selectFrom('transactions')
      .select('id')
      .where('related_transaction_id', '=', entry.body.transaction.id)
      .execute();
    expect(exits).toHaveLength(1);
    expect((await rowsOf(key.id)).find((r) => r.id === entry.body.transaction.id)?.exit_transaction_id).toBe(
      exits[0]?.id,
    );
    expect(
      (
        await server.db
          .selectFrom('access_keys')
          .select('exits_count')
          .where('id', '=', key.id)
          .executeTakeFirstOrThrow()
      ).exits_count,
    ).toBe(1);
  });

  it('log a denied key scanned many times at once as one attempt', async () => {
    const key = await newKey();
    await server.db.updateTable('access_keys').set({ deleted_at: new Date() }).where('id', '=', key.id).execute();
    const scans = await all(() =>
      guard.get(`/access_keys/validate?gate=${gates['Entrada Peatonal']}&key=${key.unique_id}`),
    );
    expect(scans.every((s) => s.status === 200 && !s.body.access_granted)).toBe(true);
    expect(new Set(scans.map((s) => s.body.transaction_id)).size).toBe(1);
    expect(await rowsOf(key.id)).toHaveLength(1);
  });

  it('grant a personal dynamic key once, in one direction, however many gates scan it', async () => {
    const { unique_id } = (await host.get('/access_keys/user_access_key')).body.access_key;
    const answers = await all((i) =>
      (i % 2 ? guard : admin).post('/transactions', {
        key: unique_id,
        gate_id: [gates['Entrada Peatonal'], gates['Entrada Vehicular'], gates.Salida][i % 3],
        access_allowed: true,
        photos: { photo_id: photo },
      }),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(answers.filter((a) => a.body.transaction.access_granted)).toHaveLength(1);
    const key = await server.db
      .selectFrom('access_keys')
      .selectAll()
      .where('unique_id', '=', unique_id)
      .executeTakeFirstOrThrow();
    expect(key.superseded_at).not.toBeNull();
    expect(key.entries_count + key.exits_count).toBe(1);
    const granted = (await rowsOf(key.id)).filter((r) => r.access_granted && r.access_allowed);
    expect(granted).toHaveLength(1);
  });

  it('give a resident one code secret on a first use from many devices at once, live polls included', async () => {
    const answers = await all((i) => host.get(`/access_keys/user_access_key${i % 2 ? '?live=true' : ''}`));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const secrets = await server.db
      .selectFrom('dynamic_key_secrets')
      .select('secret')
      .where('user_id', '=', hostRow.id)
      .execute();
    expect(secrets).toHaveLength(1);
    // One secret: every answer is its code of the step it was asked in (two steps at most, at a step's end).
    expect(new Set(answers.map((a) => a.body.access_key.unique_id)).size).toBeLessThanOrEqual(2);
  });
});
