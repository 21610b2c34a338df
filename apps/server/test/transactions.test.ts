// The guard's scan through the API: validate with each §4 denial reason (messages in the caller's language),
// denied scans logged once, anti-passback on and off, single visits, unknown keys and foreign gates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEXICO_CITY, todayIn, weekdayOf } from './clock.ts';
import { type GateFixture, openGateFixture } from './gate-fixture.ts';

let { server, guard, otherGuard, gates, photo, keyRow, rowsOfKey, scan, register, newKey } = {} as GateFixture; // set in beforeAll

beforeAll(async () => {
  ({ server, guard, otherGuard, gates, photo, keyRow, rowsOfKey, scan, register, newKey } = await openGateFixture());
});
afterAll(() => server.close());

describe('GET /access_keys/validate: each denial reason', () => {
  it('grants an unused visit key at its entry gate, with the requirements and print data of the gate', async () => {
    const key = await newKey({ requirements: { front_plates: true } });
    const res = await scan('Entrada Peatonal', key.unique_id, 'es-MX,es;q=0.9');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      access_granted: true,
      access_type: 'access',
      key_data: {
        visitor_name: key.visitor_name,
        user: { name: 'Héctor Residente', phone: '5512345671', email: 'host@demo.test', group: 'Torre A' },
        access_key_status: { description: null, message: 'Acceso autorizado' },
      },
      requirements: { photo_id: true, front_plates: true, back_plates: false, id_back_photo: false },
      print_data: { visitor_name: key.visitor_name, user_name: 'Héctor Residente', user_network_group: 'Torre A' },
      transaction_id: null,
    });
    expect((await scan('Entrada Vehicular', key.unique_id)).body.print_data).toBeNull();
    // The badge shows the key's first photo in the record's order (read with the key, signed as any record's).
    const added = await guard.post('/access_keys/add_photos', {
      access_key_id: key.id,
      photos: { front_plates: photo, photo_id: photo },
    });
    expect(added.status).toBe(201);
    const printed = (await scan('Entrada Peatonal', key.unique_id)).body.print_data.photo_url as string;
    expect(added.body.photos[0].access_server_photo_type).toBe('photo_id');
    expect(printed.split('?')[0]).toBe(added.body.photos[0].url.split('?')[0]);
    expect((await fetch(`${server.url}${printed}`)).status).toBe(200);
  });

  it.each([
    [
      'access_removed',
      'Código QR eliminado',
      async () => ['Entrada Peatonal', (await keyRow({ name: 'Roberto Salinas' })).unique_id],
    ],
    [
      'not_in_time',
      'Acceso fuera del periodo permitido',
      async () => {
        const future = await server.db
          .selectFrom('access_keys')
          .select('unique_id')
          .where('valid_from', '>', new Date())
          .where('access_key_type_id', '=', 1)
          .executeTakeFirstOrThrow();
        return ['Entrada Peatonal', future.unique_id];
      },
    ],
    [
      'door_not_included',
      'Acceso no autorizado en esta puerta',
      async () => ['Entrada Norte', (await keyRow({ name: 'Repartidor Amazon' })).unique_id],
    ],
    [
      'only_exit',
      'Última salida no registrada',
      async () => ['Entrada Peatonal', (await keyRow({ name: 'Sofía Castillo' })).unique_id],
    ],
    ['only_access', 'Último acceso no registrado', async () => ['Salida', (await newKey()).unique_id]],
    [
      'not_during_scheduled_hour',
      'Horario de acceso no autorizado',
      async () => {
        // Neither today nor tomorrow on Entrada Peatonal's clock (Mexico City), should its midnight pass.
        const today = weekdayOf(todayIn(MEXICO_CITY));
        const otherDays = ['0', '1', '2', '3', '4', '5', '6'].filter(
          (d) => d !== String(today) && d !== String((today + 1) % 7),
        );
        return [
          'Entrada Peatonal',
          (await newKey({ access_key_type_id: 2, duration: 3, key_restrictions: { days: otherDays } })).unique_id,
        ];
      },
    ],
  ] as const)('denies %s, says so in Spanish, and logs the attempt once', async (reason, message, setup) => {
    const [gate, uniqueId] = await setup();
    const triesBefore = (await server.db.selectFrom('transactions').select('id').where('status', '=', reason).execute())
      .length;
    const res = await scan(gate, uniqueId, 'es');
    expect(res.body).toMatchObject({
      access_granted: false,
      print_data: null,
      key_data: { access_key_status: { description: reason, message } },
    });
    expect((await scan(gate, uniqueId)).body.key_data.access_key_status.message).not.toBe(message); // English
    const key = await keyRow({ id: res.body.key_data.id });
    const tries = (await rowsOfKey(key.id)).filter((t) => t.status === reason);
    const triesAfter = (await server.db.selectFrom('transactions').select('id').where('status', '=', reason).execute())
      .length;
    expect(triesAfter - triesBefore).toBe(1);
    expect(tries.at(-1)).toMatchObject({
      id: res.body.transaction_id,
      access_granted: false,
      access_allowed: false,
      gate_id: gates[gate],
    });
    expect(key.last_transaction_type).toBe('try');
  });

  it('denies a single visit already entered and exited, or entered twice without anti-passback', async () => {
    const key = await newKey({ passback_tracking: false });
    expect((await register('Entrada Peatonal', key.unique_id)).body.transaction.access_granted).toBe(true);
    expect((await scan('Entrada Peatonal', key.unique_id)).body.key_data.access_key_status.description).toBe(
      'visitor_key',
    );
    expect((await register('Salida', key.unique_id)).body.transaction.access_granted).toBe(true);
    expect((await scan('Salida', key.unique_id)).body.key_data.access_key_status.description).toBe('visitor_key');
  });

  it('refuses unknown keys, foreign gates and bad queries without a 500', async () => {
    expect(await scan('Entrada Peatonal', 'no-such-key')).toMatchObject({ status: 404, body: { code: 'invalid_key' } });
    const key = await newKey();
    const foreign = await server.call(
      'GET',
      `/api/v1/access_keys/validate?gate=${gates['Torniquete Entrada']}&key=${key.unique_id}`,
      { token: guard.token },
    );
    expect(foreign.status).toBe(404);
    const theirs = await server.call(
      'GET',
      `/api/v1/access_keys/validate?gate=${gates['Torniquete Entrada']}&key=${key.unique_id}`,
      { token: otherGuard.token },
    );
    expect(theirs).toMatchObject({ status: 404, body: { code: 'invalid_key' } });
    for (const q of [
      '',
      'gate=abc&key=x',
      `gate=${gates.Salida}`,
      `gate=${gates.Salida}&key=${'x'.repeat(300)}`,
      'gate=99999999&key=x',
    ])
      expect(
        (await server.call('GET', `/api/v1/access_keys/validate?${q}`, { token: guard.token })).status,
      ).toBeLessThan(500);
    expect(await rowsOfKey(key.id)).toEqual([]);
  });
});

describe('anti-passback through the API', () => {
  it('on: no second entry before an exit, no exit before an entry', async () => {
    const key = await newKey({
      access_key_type_id: 2,
      duration: 2,
      temporary_duration: 'hours',
      passback_tracking: true,
    });
    expect((await scan('Salida', key.unique_id)).body.key_data.access_key_status.description).toBe('only_access');
    expect((await register('Entrada Peatonal', key.unique_id)).body.transaction.access_granted).toBe(true);
    expect((await scan('Entrada Vehicular', key.unique_id)).body.key_data.access_key_status.description).toBe(
      'only_exit',
    );
    expect((await register('Salida', key.unique_id)).body.transaction.access_granted).toBe(true);
    expect((await scan('Entrada Peatonal', key.unique_id)).body.access_granted).toBe(true);
  });

  it('off: a multiple-access key comes and goes in any order', async () => {
    const key = await newKey({
      access_key_type_id: 2,
      duration: 2,
      temporary_duration: 'hours',
      passback_tracking: false,
    });
    expect((await register('Salida', key.unique_id)).body.transaction.access_granted).toBe(true);
    expect((await register('Entrada Peatonal', key.unique_id)).body.transaction.access_granted).toBe(true);
    expect((await register('Entrada Vehicular', key.unique_id)).body.transaction.access_granted).toBe(true);
    const row = await keyRow({ id: key.id });
    expect(row).toMatchObject({ entries_count: 2, exits_count: 1, last_movement: 'access' });
  });
});
