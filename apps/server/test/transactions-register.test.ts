// Key-based registers (POST /transactions with a key): decided again on the server, required photos and
// custom attributes, the guard's denial, a denied scan's row completed rather than doubled, and what a
// register changes on the key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GateFixture, openGateFixture } from './gate-fixture.ts';

let { server, guard, otherGuard, gates, keyRow, rowsOfKey, scan, register, newKey } = {} as GateFixture; // set in beforeAll

beforeAll(async () => {
  ({ server, guard, otherGuard, gates, keyRow, rowsOfKey, scan, register, newKey } = await openGateFixture());
});
afterAll(() => server.close());

describe('POST /transactions by key', () => {
  it('grants, stores photos and print data, and moves the key', async () => {
    const key = await newKey();
    const res = await register('Entrada Peatonal', key.unique_id, { notes: 'Trae regalo' });
    expect(res.status).toBe(201);
    expect(res.body.transaction).toMatchObject({ access_granted: true, access_allowed: true, access_type: 'access' });
    expect(res.body.print_data.photo_url).toMatch(/^\/api\/v1\/photos\/\d+\?expires=\d+&signature=/);
    // The badge names the key's host and their unit, as read with the key (no statement more for them).
    expect(res.body.print_data).toMatchObject({
      visitor_name: key.visitor_name,
      user_name: 'Héctor Residente',
      user_network_group: 'Torre A',
    });
    expect(await keyRow({ id: key.id })).toMatchObject({
      last_transaction_type: 'access',
      last_movement: 'access',
      entries_count: 1,
    });
    const exit = await register('Salida', key.unique_id, { photos: {} });
    const [entry, exitRow] = await rowsOfKey(key.id);
    expect(exitRow).toMatchObject({
      id: exit.body.transaction.id,
      access_type: 'exit',
      related_transaction_id: entry?.id,
    });
    const detail = await guard.get(`/transactions/${entry?.id}`);
    expect(detail.body.transaction).toMatchObject({
      exit_transaction_id: exitRow?.id,
      notes: 'Trae regalo',
      created_by_user: { name: 'Gustavo Guardia' },
    });
    expect(detail.body.transaction.transaction_photos).toEqual([
      { url: expect.stringMatching(/^\/api\/v1\/photos\//), access_server_photo_type: 'photo_id' },
    ]);
  });

  it('enforces required photos and custom attributes on entries, storing nothing when refused', async () => {
    const key = await newKey();
    const missing = await register('Entrada Peatonal', key.unique_id, { photos: {} });
    expect(missing).toMatchObject({
      status: 422,
      body: { code: 'missing_photos', fields: [{ path: 'body.photos.photo_id' }] },
    });
    const bad = await register('Entrada Peatonal', key.unique_id, { photos: { photo_id: 'bm90IGFuIGltYWdl' } });
    expect(bad.body.code).toBe('invalid_photo');
    await server.db
      .updateTable('custom_attributes')
      .set({ required: true })
      .where('attribute_name', '=', 'Empresa')
      .execute();
    const noAttr = await register('Entrada Peatonal', key.unique_id);
    const wrongType = await register('Entrada Peatonal', key.unique_id, { custom_attrs: { Empresa: 7 } });
    await server.db
      .updateTable('custom_attributes')
      .set({ required: false })
      .where('attribute_name', '=', 'Empresa')
      .execute();
    expect(noAttr).toMatchObject({ status: 422, body: { code: 'missing_custom_attributes' } });
    expect(wrongType).toMatchObject({ status: 422, body: { code: 'validation_failed' } });
    expect(await rowsOfKey(key.id)).toEqual([]);
    expect(await keyRow({ id: key.id })).toMatchObject({ last_transaction_type: null, entries_count: 0 });
  });

  it('lets the guard deny a granted key (with a reason) but never grant a denied one', async () => {
    const key = await newKey();
    const noReason = await register('Entrada Peatonal', key.unique_id, { access_allowed: false });
    expect(noReason.body.fields.map((f: any) => f.path)).toContain('body.notes');
    const denied = await register('Entrada Peatonal', key.unique_id, {
      access_allowed: false,
      notes: 'Sin identificación',
      photos: {},
    });
    expect(denied.body.transaction).toMatchObject({ access_granted: true, access_allowed: false });
    expect(await keyRow({ id: key.id })).toMatchObject({
      last_transaction_type: 'try',
      last_movement: null,
      entries_count: 0,
    });
    expect((await register('Entrada Peatonal', key.unique_id)).body.transaction.access_allowed).toBe(true); // still usable
    const removed = await keyRow({ name: 'Roberto Salinas' });
    const forced = await register('Entrada Peatonal', removed.unique_id);
    expect(forced.body.transaction).toMatchObject({
      access_granted: false,
      access_allowed: false,
      access_key_status: { description: 'access_removed' },
    });
  });

  it('completes the row of a denied scan instead of logging the attempt twice', async () => {
    const key = await newKey();
    await server.db.updateTable('access_keys').set({ deleted_at: new Date() }).where('id', '=', key.id).execute();
    const first = await scan('Entrada Peatonal', key.unique_id);
    await scan('Entrada Peatonal', key.unique_id);
    const registered = await register('Entrada Peatonal', key.unique_id, {
      access_allowed: false,
      notes: 'QR borrado',
    });
    expect(registered.body.transaction.id).toBe(first.body.transaction_id);
    const rows = await rowsOfKey(key.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ notes: 'QR borrado', status: 'access_removed' });
    await scan('Entrada Vehicular', key.unique_id); // another gate is another attempt
    expect(await rowsOfKey(key.id)).toHaveLength(2);
  });

  it("refuses unknown keys and other networks' gates with 4xx, writing nothing", async () => {
    const count = async () => (await server.db.selectFrom('transactions').select('id').execute()).length;
    const before = await count();
    const key = await newKey();
    expect((await register('Entrada Peatonal', 'nope')).body.code).toBe('invalid_key');
    expect((await register('Torniquete Entrada', key.unique_id)).status).toBe(404);
    expect(
      (
        await otherGuard.post('/transactions', {
          key: key.unique_id,
          gate_id: gates['Torniquete Entrada'],
          access_allowed: true,
        })
      ).body.code,
    ).toBe('invalid_key');
    for (const body of [
      { key: 5, gate_id: 1, access_allowed: true },
      { key: 'x', gate_id: 'a', access_allowed: 'yes' },
      '{"key":',
      [],
    ])
      expect((await guard.post('/transactions', body)).status).toBeLessThan(500);
    expect(await count()).toBe(before);
  });
});
