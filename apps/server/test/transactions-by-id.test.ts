// Keys a guard opens from a list rather than scans (the console's invitation lookup, provider check-in and
// check-out): GET /access_keys/validate and POST /transactions by `access_key_id`, only for keys the caller
// may see; and the console's two doors (`exit_gate`), where the server picks the door from the key's last
// movement because the console does not know the key before it is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWallClock } from '../src/services/access-keys.time.ts';
import { type GateFixture, openGateFixture } from './gate-fixture.ts';
import type { Client } from './harness.ts';

let server: GateFixture['server'];
let guard: GateFixture['guard'];
let host: GateFixture['host'];
let otherGuard: GateFixture['otherGuard'];
let gates: GateFixture['gates'];
let servers: GateFixture['servers'];
let photo: string;
let keyRow: GateFixture['keyRow'];
let rowsOfKey: GateFixture['rowsOfKey'];
let newKey: GateFixture['newKey'];
let northGuard: Client;

const validateById = (client: Client, gate: number, id: number, extra = '') =>
  client.get(`/access_keys/validate?gate=${gate}&access_key_id=${id}${extra}`);

const registerById = (client: Client, gate: number, id: number, extra: Record<string, unknown> = {}) =>
  client.post('/transactions', { access_key_id: id, gate_id: gate, access_allowed: true, ...extra });

const transactionCount = async () => (await server.db.selectFrom('transactions').select('id').execute()).length;

beforeAll(async () => {
  ({ server, guard, host, otherGuard, gates, servers, photo, keyRow, rowsOfKey, newKey } = await openGateFixture());
  const admin = await server.as('admin@demo.test');
  const created = await admin.post('/users', {
    user: {
      name: 'Guardia Norte',
      email: 'guardia.norte@demo.test',
      role: 'security_guard',
      access_servers: [servers['Acceso Norte']],
      password: 'demo1234',
    },
  });
  expect(created.status).toBe(201);
  northGuard = await server.as('guardia.norte@demo.test');
});
afterAll(() => server.close());

describe('a key opened by id', () => {
  it('is validated and registered by id when the guard holds no QR (visit keys show none)', async () => {
    const key = await newKey();
    const listed = await guard.get(`/access_keys/${key.id}`);
    expect(listed.body.access_key.unique_id).toBeNull();

    const scan = await validateById(guard, gates['Entrada Peatonal'] ?? 0, key.id);
    expect(scan.status).toBe(200);
    expect(scan.body).toMatchObject({
      access_granted: true,
      access_type: 'access',
      gate_id: gates['Entrada Peatonal'],
      key_data: { id: key.id, visitor_name: key.visitor_name },
      requirements: { photo_id: true },
    });

    const entry = await registerById(guard, gates['Entrada Peatonal'] ?? 0, key.id, { photos: { photo_id: photo } });
    expect(entry.status).toBe(201);
    expect(entry.body.transaction).toMatchObject({ access_granted: true, access_allowed: true, access_type: 'access' });
    expect(await keyRow({ id: key.id })).toMatchObject({ last_transaction_type: 'access', entries_count: 1 });

    // A single visit: a second entry by id is refused like a second scan.
    const again = await registerById(guard, gates['Entrada Peatonal'] ?? 0, key.id, { photos: { photo_id: photo } });
    expect(again.body.transaction).toMatchObject({
      access_granted: false,
      access_key_status: { description: 'only_exit' },
    });
    const exit = await registerById(guard, gates.Salida ?? 0, key.id);
    expect(exit.body.transaction).toMatchObject({ access_granted: true, access_type: 'exit' });
    const rows = await rowsOfKey(key.id);
    expect(rows.at(-1)).toMatchObject({ access_type: 'exit', related_transaction_id: rows[0]?.id });
  });

  it('checks a provider key in and out by id, once', async () => {
    const { body } = await host.post('/access_keys', {
      access_key: {
        visitor_name: 'Repartidor Por Id',
        access_key_type_id: 5,
        provider: 'fedex',
        valid_from: formatWallClock(new Date(Date.now() - 60_000), 'America/Mexico_City'),
        access_servers: [servers['Caseta Principal']],
      },
    });
    const provider = body.access_key;
    const checkIn = await registerById(guard, gates['Entrada Vehicular'] ?? 0, provider.id, {
      photos: { photo_id: photo },
    });
    expect(checkIn.body.transaction).toMatchObject({ access_granted: true, access_allowed: true });
    const checkOut = await registerById(guard, gates.Salida ?? 0, provider.id);
    expect(checkOut.body.transaction).toMatchObject({ access_granted: true, access_type: 'exit' });
    const secondVisit = await registerById(guard, gates['Entrada Vehicular'] ?? 0, provider.id, {
      photos: { photo_id: photo },
    });
    expect(secondVisit.body.transaction).toMatchObject({
      access_granted: false,
      access_key_status: { description: 'visitor_key' },
    });
    expect(await keyRow({ id: provider.id })).toMatchObject({ entries_count: 1, exits_count: 1 });
  });

  it('grants a single visit once when it is registered by QR and by id at the same instant', async () => {
    const key = await newKey({ passback_tracking: false });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        guard.post('/transactions', {
          ...(i % 2 ? { key: key.unique_id } : { access_key_id: key.id }),
          gate_id: i % 3 ? gates['Entrada Peatonal'] : gates['Entrada Vehicular'],
          access_allowed: true,
          photos: { photo_id: photo },
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(answers.filter((answer) => answer.body.transaction.access_granted)).toHaveLength(1);
    expect((await rowsOfKey(key.id)).filter((row) => row.access_granted)).toHaveLength(1);
    expect(await keyRow({ id: key.id })).toMatchObject({ entries_count: 1 });
  });

  it('keeps the register rules: photos and a reason for a denial', async () => {
    const key = await newKey();
    const noPhoto = await registerById(guard, gates['Entrada Peatonal'] ?? 0, key.id);
    expect(noPhoto).toMatchObject({ status: 422, body: { code: 'missing_photos' } });
    const noReason = await registerById(guard, gates['Entrada Peatonal'] ?? 0, key.id, { access_allowed: false });
    expect(noReason.status).toBe(422);
    expect(noReason.body.fields.map((f: { path: string }) => f.path)).toContain('body.notes');
    expect(await rowsOfKey(key.id)).toEqual([]);
    const denied = await registerById(guard, gates['Entrada Peatonal'] ?? 0, key.id, {
      access_allowed: false,
      notes: 'No trae identificación',
    });
    expect(denied.body.transaction).toMatchObject({ access_granted: true, access_allowed: false });
    expect(await keyRow({ id: key.id })).toMatchObject({ last_transaction_type: 'try', entries_count: 0 });
  });

  it('answers 404 for keys the caller may not see, and writes nothing', async () => {
    const before = await transactionCount();
    const casetaOnly = await newKey();
    // A guard of Acceso Norte does not see a key of Caseta Principal only (by QR, the engine would refuse the door).
    expect((await validateById(northGuard, gates['Entrada Norte'] ?? 0, casetaOnly.id)).status).toBe(404);
    expect((await registerById(northGuard, gates['Entrada Norte'] ?? 0, casetaOnly.id)).status).toBe(404);
    // Another network's guard: neither the key nor the gate exists for them.
    expect((await validateById(otherGuard, gates['Torniquete Entrada'] ?? 0, casetaOnly.id)).status).toBe(404);
    expect((await registerById(otherGuard, gates['Torniquete Entrada'] ?? 0, casetaOnly.id)).status).toBe(404);
    // An id that does not exist.
    expect((await validateById(guard, gates['Entrada Peatonal'] ?? 0, 99_999_999)).body.code).toBe('not_found');
    expect((await registerById(guard, gates['Entrada Peatonal'] ?? 0, 99_999_999)).body.code).toBe('not_found');
    expect(await transactionCount()).toBe(before);
    expect(await rowsOfKey(casetaOnly.id)).toEqual([]);
  });

  it('refuses a scan without exactly one of key and access_key_id, and bad ids, with 422', async () => {
    const key = await newKey();
    const gate = gates['Entrada Peatonal'];
    for (const query of [
      `gate=${gate}`,
      `gate=${gate}&key=${key.unique_id}&access_key_id=${key.id}`,
      `gate=${gate}&access_key_id=abc`,
      `gate=${gate}&access_key_id=-3`,
    ])
      expect((await guard.get(`/access_keys/validate?${query}`)).status).toBe(422);
    for (const body of [
      { access_key_id: 'x', gate_id: gate, access_allowed: true },
      { access_key_id: 0, gate_id: gate, access_allowed: true },
      { access_key_id: key.id, gate_id: gate },
    ])
      expect((await guard.post('/transactions', body)).status).toBe(422);
    expect(await rowsOfKey(key.id)).toEqual([]);
  });
});

describe('the console’s two doors (exit_gate)', () => {
  const twoDoors = `&exit_gate=`;

  it('decides at the entry door until the key lets the visitor in, then at the exit door', async () => {
    const key = await newKey();
    const entryDoor = gates['Entrada Peatonal'] ?? 0;
    const exitDoor = gates.Salida ?? 0;
    const first = await guard.get(
      `/access_keys/validate?gate=${entryDoor}${twoDoors}${exitDoor}&key=${encodeURIComponent(key.unique_id)}`,
    );
    expect(first.body).toMatchObject({ access_granted: true, access_type: 'access', gate_id: entryDoor });
    await registerById(guard, entryDoor, key.id, { photos: { photo_id: photo } });

    const inside = await validateById(guard, entryDoor, key.id, `${twoDoors}${exitDoor}`);
    expect(inside.body).toMatchObject({ access_granted: true, access_type: 'exit', gate_id: exitDoor });
    // Choosing is not deciding: nothing was logged for the door that was not used.
    expect(await rowsOfKey(key.id)).toHaveLength(1);
  });

  it('keeps a denied attempt that follows an entry on the exit side', async () => {
    const key = await newKey();
    const entryDoor = gates['Entrada Peatonal'] ?? 0;
    const exitDoor = gates.Salida ?? 0;
    await registerById(guard, entryDoor, key.id, { photos: { photo_id: photo } });
    await registerById(guard, exitDoor, key.id, { access_allowed: false, notes: 'Falta revisar la cajuela' });
    expect(await keyRow({ id: key.id })).toMatchObject({ last_transaction_type: 'try', last_movement: 'access' });
    const next = await validateById(guard, entryDoor, key.id, `${twoDoors}${exitDoor}`);
    expect(next.body).toMatchObject({ access_granted: true, access_type: 'exit', gate_id: exitDoor });
  });

  it('needs an entry door and an exit door of the caller', async () => {
    const key = await newKey();
    const entryDoor = gates['Entrada Peatonal'] ?? 0;
    const exitDoor = gates.Salida ?? 0;
    const swapped = await validateById(guard, exitDoor, key.id, `${twoDoors}${entryDoor}`);
    expect(swapped).toMatchObject({ status: 422, body: { code: 'validation_failed' } });
    const twoEntries = await validateById(guard, entryDoor, key.id, `${twoDoors}${gates['Entrada Vehicular']}`);
    expect(twoEntries.body.fields).toEqual([{ path: 'querystring.exit_gate', message: expect.any(String) }]);
    const foreign = await validateById(guard, entryDoor, key.id, `${twoDoors}${gates['Torniquete Salida']}`);
    expect(foreign.status).toBe(404);
    expect(await rowsOfKey(key.id)).toEqual([]);
  });
});
