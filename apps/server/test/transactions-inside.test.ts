// Who is inside: an entry knows the exit that closed it (transactions.exit_transaction_id), written in the same
// database transaction as the exit by every exit path (key register, provider check-out by key id, log_exit,
// the demo seed). A refused exit closes nothing; two exits of one entry at the same instant close it once.
// current_guests and Intelligence's "inside now" read only the entries still open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GateFixture, openGateFixture } from './gate-fixture.ts';
import type { Client } from './harness.ts';

let f: GateFixture;
let admin: Client;
let caseta: number;
let hostId: number;

const entryRow = (id: number) =>
  f.server.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const exitsOf = (entryId: number) =>
  f.server.db.selectFrom('transactions').selectAll().where('related_transaction_id', '=', entryId).execute();
const insideCount = async (accessServer = caseta) =>
  (await f.guard.get(`/access_servers/${accessServer}/current_guests`)).body.count as number;
const manualEntry = async () =>
  (
    await f.guard.post('/transactions', {
      visitor_name: 'Técnico de gas',
      reason_for_visit: 'Revisión',
      user_id: hostId,
      gate_id: f.gates['Entrada Peatonal'],
      access_key_type_id: 6,
      access_allowed: true,
      photos: { id: f.photo },
    })
  ).body.transaction.id as number;
/** A key let in at Entrada Peatonal: its key and the entry's id. */
const keyInside = async (extra: Record<string, unknown> = {}) => {
  const key = await f.newKey(extra);
  const entry = await f.register('Entrada Peatonal', key.unique_id);
  expect(entry.body.transaction.access_granted).toBe(true);
  return { key, entryId: entry.body.transaction.id as number };
};

/**
 * The invariant over the whole logbook: an entry's exit_transaction_id is the exit pointing to it, and only
 * entries that have one carry one.
 */
async function expectConsistent() {
  const rows = await f.server.db
    .selectFrom('transactions as e')
    .leftJoin('transactions as x', 'x.related_transaction_id', 'e.id')
    .select(['e.id', 'e.access_type', 'e.exit_transaction_id', 'x.id as exit_id'])
    .where((eb) => eb.or([eb('e.exit_transaction_id', 'is not', null), eb('x.id', 'is not', null)]))
    .execute();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows)
    expect(row, `entry ${row.id}`).toMatchObject({ access_type: 'access', exit_id: row.exit_transaction_id });
}

beforeAll(async () => {
  f = await openGateFixture();
  admin = await f.server.as('admin@demo.test');
  caseta = f.servers['Caseta Principal'] ?? 0;
  hostId = (
    await f.server.db.selectFrom('users').select('id').where('email', '=', 'host@demo.test').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => f.server.close());

describe('the entry knows its exit', () => {
  it('holds on the demo data as loaded', async () => {
    await expectConsistent();
    // The demo's exits all close their entries; its open entries are the visitors inside.
    const open = await f.server.db
      .selectFrom('transactions')
      .select('id')
      .where('access_type', '=', 'access')
      .where('access_granted', '=', true)
      .where('access_allowed', '=', true)
      .where('exit_transaction_id', 'is', null)
      .where('access_server_id', '=', caseta)
      .execute();
    expect(await insideCount()).toBe(open.length);
  });

  it('is set by a key exit register, and the count drops', async () => {
    const before = await insideCount();
    const { key, entryId } = await keyInside();
    expect(await insideCount()).toBe(before + 1);
    expect((await entryRow(entryId)).exit_transaction_id).toBeNull();
    const exit = await f.register('Salida', key.unique_id);
    expect(exit.body.transaction).toMatchObject({ access_granted: true, access_allowed: true, access_type: 'exit' });
    expect((await entryRow(entryId)).exit_transaction_id).toBe(exit.body.transaction.id);
    expect(await insideCount()).toBe(before);
    // The logbook shows the same link both ways.
    expect((await f.guard.get(`/transactions/${entryId}`)).body.transaction.exit_transaction_id).toBe(
      exit.body.transaction.id,
    );
    expect((await f.guard.get(`/transactions/${exit.body.transaction.id}`)).body.transaction).toMatchObject({
      related_transaction_id: entryId,
      exit_transaction_id: null,
    });
    await expectConsistent();
  });

  it('is set by a provider check-out by key id', async () => {
    const key = await f.newKey({ access_key_type_id: 5, provider: 'amazon', visitor_phone: '' });
    const before = await insideCount();
    const entry = await f.guard.post('/transactions', {
      access_key_id: key.id,
      gate_id: f.gates['Entrada Peatonal'],
      access_allowed: true,
      photos: { photo_id: f.photo },
    });
    expect(entry.body.transaction.access_granted).toBe(true);
    expect(await insideCount()).toBe(before + 1);
    const exit = await f.guard.post('/transactions', {
      access_key_id: key.id,
      gate_id: f.gates.Salida,
      access_allowed: true,
    });
    expect(exit.body.transaction.access_granted).toBe(true);
    expect((await entryRow(entry.body.transaction.id)).exit_transaction_id).toBe(exit.body.transaction.id);
    expect(await insideCount()).toBe(before);
  });

  it('is set by log_exit, for a manual entry and for one whose key was deleted while inside', async () => {
    const before = await insideCount();
    const { key, entryId } = await keyInside();
    // A deleted key opens no door, not even to leave: log_exit is then the guard's way to close the entry.
    await f.server.db.updateTable('access_keys').set({ deleted_at: new Date() }).where('id', '=', key.id).execute();
    const manual = await manualEntry();
    expect(await insideCount()).toBe(before + 2);
    for (const id of [entryId, manual]) {
      const res = await f.guard.post('/transactions/log_exit', { transaction_id: id, gate_id: f.gates.Salida });
      expect(res.status).toBe(201);
      expect((await entryRow(id)).exit_transaction_id).toBe(res.body.transaction.id);
    }
    expect(await insideCount()).toBe(before);
    expect((await f.keyRow({ id: key.id })).exits_count).toBe(1);
    await expectConsistent();
  });

  it('is not set by a refused exit: a guard’s denial, the engine’s, or a refused log_exit', async () => {
    const { key, entryId } = await keyInside();
    const inside = await insideCount();
    // The guard keeps the visitor in: a denied exit row, the entry stays open.
    const kept = await f.register('Salida', key.unique_id, { access_allowed: false, notes: 'Falta revisar cajuela' });
    expect(kept.body.transaction).toMatchObject({ access_granted: true, access_allowed: false });
    // The engine refuses the exit: a deleted key cannot open a door, not even to leave.
    await f.server.db.updateTable('access_keys').set({ deleted_at: new Date() }).where('id', '=', key.id).execute();
    const refused = await f.register('Salida', key.unique_id);
    expect(refused.body.transaction).toMatchObject({ access_granted: false, access_allowed: false });
    // log_exit at an entry gate, or from another network.
    expect(
      (await f.guard.post('/transactions/log_exit', { transaction_id: entryId, gate_id: f.gates['Entrada Peatonal'] }))
        .status,
    ).toBe(422);
    expect(
      (
        await f.otherGuard.post('/transactions/log_exit', {
          transaction_id: entryId,
          gate_id: f.gates['Torniquete Salida'],
        })
      ).status,
    ).toBe(404);
    expect((await entryRow(entryId)).exit_transaction_id).toBeNull();
    expect(await exitsOf(entryId)).toHaveLength(0);
    expect(await insideCount()).toBe(inside);
    expect((await f.guard.get(`/access_servers/${caseta}/current_guests`)).body.guests.map((g: any) => g.id)).toContain(
      entryId,
    );
    // log_exit still lets the guard close it by hand.
    const closed = await f.guard.post('/transactions/log_exit', { transaction_id: entryId, gate_id: f.gates.Salida });
    expect(closed.status).toBe(201);
    expect(await insideCount()).toBe(inside - 1);
    await expectConsistent();
  });

  it('is what Intelligence counts as inside now', async () => {
    await keyInside();
    const figures = (await admin.get('/intelligence?from=2026-01-01&to=2026-01-01')).body;
    for (const point of figures.inside_now)
      expect(point.count).toBe(
        (await admin.get(`/access_servers/${point.access_server.id}/current_guests`)).body.count,
      );
  });
});

describe('how an entry is checked out (exit_by; docs/spec-fidelity.md §4)', () => {
  it("sends an invitation's visitor to the scanner and a provider to its page: log_exit refuses both (422)", async () => {
    const visit = await keyInside();
    const provider = await f.newKey({ access_key_type_id: 5, provider: 'amazon', visitor_phone: '' });
    const providerEntry = (
      await f.guard.post('/transactions', {
        access_key_id: provider.id,
        gate_id: f.gates['Entrada Peatonal'],
        access_allowed: true,
        photos: { photo_id: f.photo },
      })
    ).body.transaction.id as number;
    const manual = await manualEntry();
    const exitBy = async (id: number) => (await f.guard.get(`/transactions/${id}`)).body.transaction.exit_by;
    expect(await exitBy(visit.entryId)).toBe('scan');
    expect(await exitBy(providerEntry)).toBe('provider');
    expect(await exitBy(manual)).toBe('log_exit');
    const inside = await insideCount();
    const guests = (await f.guard.get(`/access_servers/${caseta}/current_guests`)).body.guests;
    expect(guests.find((g: any) => g.id === providerEntry)?.exit_by).toBe('provider');

    for (const [client, id] of [
      [f.guard, visit.entryId],
      [admin, providerEntry],
    ] as const) {
      // The web words the code in the user's language (locales/*/errors.json exit_by_key).
      const refused = await client.post('/transactions/log_exit', { transaction_id: id, gate_id: f.gates.Salida });
      expect(refused).toMatchObject({
        status: 422,
        body: { code: 'exit_by_key', fields: [{ path: 'body.transaction_id' }] },
      });
      expect((await entryRow(id)).exit_transaction_id).toBeNull();
      expect(await exitsOf(id)).toHaveLength(0);
    }
    expect(await insideCount()).toBe(inside);
    expect((await f.keyRow({ id: visit.key.id })).exits_count).toBe(0);
    // Each leaves its own way: the QR scanned at the exit door, the provider checked out by its id.
    expect((await f.register('Salida', visit.key.unique_id)).body.transaction.access_granted).toBe(true);
    const out = await f.guard.post('/transactions', {
      access_key_id: provider.id,
      gate_id: f.gates.Salida,
      access_allowed: true,
    });
    expect(out.body.transaction.access_granted).toBe(true);
    expect(await insideCount()).toBe(inside - 2);
    await expectConsistent();
  });
});

describe('two exits of one entry at the same instant', () => {
  it('close it once through log_exit (the other is 422)', async () => {
    const entryId = await manualEntry();
    const answers = await Promise.all(
      [f.guard, admin].map((client) =>
        client.post('/transactions/log_exit', { transaction_id: entryId, gate_id: f.gates.Salida }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    const exits = await exitsOf(entryId);
    expect(exits).toHaveLength(1);
    expect((await entryRow(entryId)).exit_transaction_id).toBe(exits[0]?.id);
    await expectConsistent();
  });

  it('close it once when the key is scanned out while the logbook tries to close it', async () => {
    const { key, entryId } = await keyInside();
    const inside = await insideCount();
    const [logged, scanned] = await Promise.all([
      admin.post('/transactions/log_exit', { transaction_id: entryId, gate_id: f.gates.Salida }),
      f.register('Salida', key.unique_id),
    ]);
    // The scan closes the entry; log_exit is refused: an invitation's visitor leaves by its key (or, had the scan
    // come first, because the entry is closed).
    expect(logged.status).toBe(422);
    expect(scanned.body.transaction).toMatchObject({ access_granted: true, access_type: 'exit' });
    const exits = await exitsOf(entryId);
    expect(exits).toHaveLength(1);
    expect((await entryRow(entryId)).exit_transaction_id).toBe(exits[0]?.id);
    expect((await f.keyRow({ id: key.id })).exits_count).toBe(1);
    expect(await insideCount()).toBe(inside - 1);
    await expectConsistent();
  });
});
