// Manual registers, exits from the logbook, the logbook list and detail for every role and the other network,
// and the guests still inside an access point.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay, MEXICO_CITY, shiftDay } from './clock.ts';
import { type DemoServer, startDemoServer } from './harness.ts';

let { server, admin, guard, host, family, otherAdmin, otherGuard, otherHost } = {} as DemoServer; // set in beforeAll
let photo: string;
const gates: Record<string, number> = {};
const servers: Record<string, number> = {};
const users: Record<string, number> = {};

const manual = (extra: Record<string, unknown> = {}) => ({
  visitor_name: 'Técnico de gas',
  reason_for_visit: 'Revisión',
  notes: '',
  user_id: users['host@demo.test'],
  gate_id: gates['Entrada Peatonal'],
  access_key_type_id: 6,
  access_allowed: true,
  photos: { id: photo },
  custom_attrs: { Empresa: 'Gas Natural' },
  ...extra,
});
const txCount = async () => (await server.db.selectFrom('transactions').select('id').execute()).length;
const visitorsOf = (res: { body: any }) => new Set(res.body.transactions.map((t: any) => t.user?.name));

beforeAll(async () => {
  ({ server, admin, guard, host, family, otherAdmin, otherGuard, otherHost } = await startDemoServer());
  for (const g of await server.db.selectFrom('gates').select(['id', 'name']).execute()) gates[g.name] = g.id;
  for (const s of await server.db.selectFrom('access_servers').select(['id', 'name']).execute()) servers[s.name] = s.id;
  for (const u of await server.db.selectFrom('users').select(['id', 'email']).execute()) users[u.email] = u.id;
  photo = `data:image/jpeg;base64,${(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#224488' } })
      .jpeg()
      .toBuffer()
  ).toString('base64')}`;
});
afterAll(() => server.close());

describe('POST /transactions by hand', () => {
  it('registers a visit and a provider for a resident, with photos, attributes and a label', async () => {
    const res = await guard.post('/transactions', manual());
    expect(res.status).toBe(201);
    expect(res.body.transaction).toMatchObject({ access_granted: true, access_allowed: true, access_type: 'access' });
    expect(res.body.print_data).toMatchObject({
      visitor_name: 'Técnico de gas',
      user_name: 'Héctor Residente',
      user_network_group: 'Torre A',
    });
    const detail = (await admin.get(`/transactions/${res.body.transaction.id}`)).body.transaction;
    expect(detail).toMatchObject({
      access_key_type: 'visit',
      access_key_id: null,
      custom_attrs: { Empresa: 'Gas Natural' },
      reason_for_visit: 'Revisión',
    });
    expect(detail.transaction_photos).toHaveLength(1);
    const provider = await guard.post(
      '/transactions',
      manual({ access_key_type_id: '5', provider: 'fedex', gate_id: gates['Entrada Vehicular'], reason_for_visit: '' }),
    );
    expect(provider.status).toBe(201);
    expect(provider.body.print_data).toBeNull(); // this gate does not print
    expect((await guard.get(`/transactions/${provider.body.transaction.id}`)).body.transaction).toMatchObject({
      access_key_type: 'provider',
      provider: 'fedex',
    });
  });

  it('registers a provider with only the name and the provider (spec §5), shown everywhere without a host', async () => {
    const name = 'Repartidor sin anfitrión';
    const body = manual({
      visitor_name: name,
      access_key_type_id: 5,
      provider: 'dhl',
      reason_for_visit: '',
      user_id: undefined,
    });
    const res = await guard.post('/transactions', body);
    expect(res.status).toBe(201);
    expect(res.body.print_data).toMatchObject({ visitor_name: name, user_name: '', user_network_group: null });
    const id = res.body.transaction.id;
    const stored = await server.db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.user_id).toBeNull();
    // Also with user_id null, as the web sends it.
    expect((await guard.post('/transactions', { ...body, user_id: null })).status).toBe(201);
    // Logbook row, detail, the guard's visitors inside, Intelligence and the CSV export.
    const listed = (await admin.get(`/transactions?query=${encodeURIComponent(name)}`)).body.transactions;
    expect(listed.find((t: any) => t.id === id)).toMatchObject({ user: null, provider: 'dhl', exit_by: 'log_exit' });
    expect((await guard.get(`/transactions/${id}`)).body.transaction).toMatchObject({ user: null, provider: 'dhl' });
    const guests = (await guard.get(`/access_servers/${servers['Caseta Principal']}/current_guests`)).body.guests;
    expect(guests.find((g: any) => g.id === id)).toMatchObject({ user: null });
    const day = localDay(new Date(), MEXICO_CITY);
    const figures = await admin.get(`/intelligence?from=${day}&to=${day}`);
    expect(figures.status).toBe(200);
    expect(figures.body.top_hosts.every((h: any) => typeof h.name === 'string')).toBe(true);
    expect((await admin.get(`/transactions?export=1&query=${encodeURIComponent(name)}`)).status).toBe(200);
    // Residents do not see it (no host), and it checks out through log_exit like any keyless entry.
    expect((await host.get(`/transactions/${id}`)).status).toBe(404);
    const exit = await guard.post('/transactions/log_exit', { transaction_id: id, gate_id: gates.Salida });
    expect(exit.status).toBe(201);
    expect(exit.body.transaction).toMatchObject({ user: null, related_transaction_id: id, provider: 'dhl' });
  });

  it('records a denial with its reason and needs no photos for it', async () => {
    expect((await guard.post('/transactions', manual({ access_allowed: false }))).status).toBe(422);
    const res = await guard.post(
      '/transactions',
      manual({ access_allowed: false, notes: 'No la espera nadie', photos: {}, custom_attrs: {} }),
    );
    expect(res.body.transaction).toMatchObject({ access_granted: true, access_allowed: false });
    expect(res.body.print_data).toBeNull();
  });

  it.each([
    ['a provider without its name', { access_key_type_id: 5 }, 'validation_failed'],
    ['a visit without a reason', { reason_for_visit: '  ' }, 'validation_failed'],
    ['a visit without a host', { user_id: null }, 'validation_failed'],
    [
      'a provider with a guard as host',
      { access_key_type_id: 5, provider: 'dhl', user_id: 'guard@demo.test' },
      'validation_failed',
    ],
    ['type 1', { access_key_type_id: 1 }, 'validation_failed'],
    ['an exit gate', { gate_id: 'Salida' }, 'validation_failed'],
    ['a gate of another network', { gate_id: 'Torniquete Entrada' }, 'not_found'],
    ['a host of another network', { user_id: 'host@other.test' }, 'validation_failed'],
    ['a guard as host', { user_id: 'guard@demo.test' }, 'validation_failed'],
    ['no photo where the access point asks for one', { photos: {} }, 'missing_photos'],
    ['a photo that is not an image', { photos: { id: 'aGVsbG8=' } }, 'invalid_photo'],
    ['an unknown photo type', { photos: { selfie: 'aGVsbG8=' } }, 'validation_failed'],
    ['an unknown attribute', { custom_attrs: { Color: 'rojo' } }, 'validation_failed'],
    ['a 5000-character note', { notes: 'x'.repeat(5000) }, 'validation_failed'],
  ] as [string, Record<string, unknown>, string][])('refuses %s, writing nothing', async (_name, extra, code) => {
    const body = manual(extra);
    if (typeof body.gate_id === 'string') body.gate_id = gates[body.gate_id];
    if (typeof body.user_id === 'string') body.user_id = users[body.user_id];
    const before = await txCount();
    const res = await guard.post('/transactions', body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).toBe(code);
    expect(await txCount()).toBe(before);
  });
});

describe('POST /transactions/log_exit', () => {
  it('closes an entry once, through an exit gate, linking the exit to it', async () => {
    const entry = (await guard.post('/transactions', manual())).body.transaction.id;
    expect(
      (await guard.post('/transactions/log_exit', { transaction_id: entry, gate_id: gates['Entrada Peatonal'] }))
        .status,
    ).toBe(422);
    const res = await guard.post('/transactions/log_exit', { transaction_id: entry, gate_id: gates.Salida });
    expect(res.status).toBe(201);
    expect(res.body.transaction).toMatchObject({
      access_type: 'exit',
      related_transaction_id: entry,
      visitor_name: 'Técnico de gas',
    });
    const again = await guard.post('/transactions/log_exit', { transaction_id: entry, gate_id: gates['Salida Norte'] });
    expect(again).toMatchObject({ status: 422, body: { code: 'validation_failed' } });
    expect((await guard.get(`/transactions/${entry}`)).body.transaction.exit_transaction_id).toBe(
      res.body.transaction.id,
    );
  });

  it('refuses entries that were not let in, exits, and other networks', async () => {
    const denied = (await guard.post('/transactions', manual({ access_allowed: false, notes: 'No', photos: {} }))).body
      .transaction.id;
    const before = await txCount();
    expect((await guard.post('/transactions/log_exit', { transaction_id: denied, gate_id: gates.Salida })).status).toBe(
      422,
    );
    const entry = (await guard.post('/transactions', manual())).body.transaction.id;
    expect(
      (await otherGuard.post('/transactions/log_exit', { transaction_id: entry, gate_id: gates['Torniquete Salida'] }))
        .status,
    ).toBe(404);
    expect(
      (await otherAdmin.post('/transactions/log_exit', { transaction_id: entry, gate_id: gates.Salida })).status,
    ).toBe(404);
    expect((await guard.post('/transactions/log_exit', { transaction_id: 'x', gate_id: gates.Salida })).status).toBe(
      422,
    );
    expect(await txCount()).toBe(before + 1);
  });
});

describe('GET /transactions', () => {
  it('gives each role its logbook, newest first', async () => {
    const all = await admin.get('/transactions?results=200');
    expect(all.body.total_count).toBe((await txCount()) - (await otherNetworkCount()));
    const times = all.body.transactions.map((t: any) => Date.parse(t.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(visitorsOf(await host.get('/transactions?results=200'))).toEqual(
      new Set(['Héctor Residente', 'Fernanda Residente']),
    );
    expect(visitorsOf(await family.get('/transactions?results=200'))).toEqual(new Set(['Fernanda Residente']));
    expect((await guard.get('/transactions')).body.total_count).toBe(all.body.total_count);
    for (const client of [otherAdmin, otherGuard, otherHost])
      expect((await client.get('/transactions')).body.total_count).toBe(0);
  });

  it('filters by day in each access point’s zone, access point, direction and name', async () => {
    // The demo's visitor inside entered 40 minutes ago: that entry's day on Caseta Principal's clock (Mexico
    // City) is the day asked for, whatever the hour, and every row listed for it falls on that day there.
    const inside = (await admin.get(`/transactions?query=sof%C3%ADa&results=100`)).body.transactions as any[];
    const entry = inside.find((t) => t.access_type === 'access' && t.access_server.name === 'Caseta Principal');
    const day = localDay(new Date(entry.created_at), MEXICO_CITY);
    const res = await admin.get(`/transactions?date=${day}&access_server=${servers['Caseta Principal']}&results=100`);
    expect(res.body.transactions.map((t: any) => t.id)).toContain(entry.id);
    for (const t of res.body.transactions) {
      expect(t.access_server.name).toBe('Caseta Principal');
      expect(localDay(new Date(t.created_at), MEXICO_CITY)).toBe(day);
    }
    const next = await admin.get(`/transactions?date=${shiftDay(day, 1)}&access_server=${servers['Caseta Principal']}`);
    expect(next.body.transactions.map((t: any) => t.id)).not.toContain(entry.id);
    const exits = await admin.get('/transactions?filter=exit&results=100');
    expect(exits.body.transactions.every((t: any) => t.access_type === 'exit')).toBe(true);
    const named = await admin.get('/transactions?query=guadalupe');
    expect(named.body.transactions.every((t: any) => t.visitor_name === 'María Guadalupe Ortiz')).toBe(true);
    expect((await admin.get('/transactions?query=fernanda')).body.total_count).toBeGreaterThan(0); // by host name
    expect((await admin.get('/transactions?date=2001-01-01')).body.total_count).toBe(0);
    expect((await admin.get('/transactions?date=01/01/2026')).status).toBe(422);
    expect((await otherAdmin.get(`/transactions?access_server=${servers['Caseta Principal']}`)).status).toBe(404);
  });

  it('hides other networks’ and other hosts’ rows as not found', async () => {
    const row = await server.db
      .selectFrom('transactions')
      .select('id')
      .where('user_id', '=', users['host@demo.test'] ?? 0)
      .executeTakeFirstOrThrow();
    for (const client of [otherAdmin, otherGuard, otherHost, family])
      expect((await client.get(`/transactions/${row.id}`)).status).toBe(404);
    expect((await host.get(`/transactions/${row.id}`)).status).toBe(200);
    expect((await host.get('/transactions/99999999')).status).toBe(404);
  });
});

describe('GET /access_servers/:id/current_guests', () => {
  it('counts entries let in with no exit, and only at access points the caller works at', async () => {
    const caseta = servers['Caseta Principal'];
    const before = (await guard.get(`/access_servers/${caseta}/current_guests`)).body;
    const entry = (await guard.post('/transactions', manual())).body.transaction.id;
    const during = (await guard.get(`/access_servers/${caseta}/current_guests`)).body;
    expect(during.count).toBe(before.count + 1);
    expect(during.guests[0].id).toBe(entry);
    await guard.post('/transactions/log_exit', { transaction_id: entry, gate_id: gates.Salida });
    expect((await guard.get(`/access_servers/${caseta}/current_guests`)).body.count).toBe(before.count);
    expect((await otherGuard.get(`/access_servers/${caseta}/current_guests`)).status).toBe(404);
    expect(
      (await family.get(`/access_servers/${caseta}/current_guests`)).body.guests.every(
        (t: any) => t.user.name === 'Fernanda Residente',
      ),
    ).toBe(true);
  });
});

async function otherNetworkCount() {
  const other = await server.db
    .selectFrom('networks')
    .select('id')
    .where('name', '=', 'Corporativo Norte')
    .executeTakeFirstOrThrow();
  return (await server.db.selectFrom('transactions').select('id').where('network_id', '=', other.id).execute()).length;
}
