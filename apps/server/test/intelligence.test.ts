// GET /intelligence and PATCH /intelligence/dashboard: figures of the demo network equal what the logbook API
// lists for the same days and access point; days and hours on each access point's clock (a fixed winter day
// in Tijuana and Mexico City, exact figures); the other network invisible both ways; only admins; bad ranges
// and foreign access points refused with a code, never a 500.
import { randomUUID } from 'node:crypto';
import type { Intelligence, Transaction } from '@garita/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewTransaction } from '../src/db/schema.ts';
import { localDay, localHour, MEXICO_CITY, shiftDay, TIJUANA, todayIn, weekdayOf } from './clock.ts';
import { type Client, type DemoServer, NO_LOGIN_LIMITS, startDemoServer } from './harness.ts';

let { server, admin, guard, host, family, otherAdmin } = {} as DemoServer; // set in beforeAll
const servers: Record<string, { id: number; time_zone: string; network_id: number }> = {};
const gates: Record<string, number> = {};
const users: Record<string, number> = {};

const isEntry = (t: Transaction) => t.access_type === 'access' && t.access_granted && t.access_allowed;
const isVisit = (t: Transaction) => isEntry(t) && t.access_key_type !== 'personal';
const isExit = (t: Transaction) => t.access_type === 'exit' && t.access_granted && t.access_allowed;
const isDenial = (t: Transaction) => !(t.access_granted && t.access_allowed);

async function logbookDay(client: Client, day: string, accessServer?: number) {
  const res = await client.get(
    `/transactions?date=${day}&results=1000${accessServer ? `&access_server=${accessServer}` : ''}`,
  );
  expect(res.status).toBe(200);
  expect(res.body.total_pages).toBeLessThanOrEqual(1);
  return { rows: res.body.transactions as Transaction[], total: res.body.total_count as number };
}

/** Every figure of a range recomputed from the logbook API's rows, as the admin sees them. */
async function fromLogbook(client: Client, from: string, to: string, accessServer?: number) {
  const days: Intelligence['days'] = [];
  const hours = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  const all: Transaction[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) {
    const { rows, total } = await logbookDay(client, day, accessServer);
    expect(rows).toHaveLength(total);
    all.push(...rows);
    days.push({
      date: day,
      movements: total,
      entries: rows.filter(isEntry).length,
      visits: rows.filter(isVisit).length,
      exits: rows.filter(isExit).length,
      denials: rows.filter(isDenial).length,
    });
    for (const row of rows) {
      const hoursOfDay = hours[weekdayOf(day)] as number[];
      const hour = localHour(new Date(row.created_at), row.access_server.time_zone_name);
      hoursOfDay[hour] = (hoursOfDay[hour] ?? 0) + 1;
    }
  }
  const tally = <K>(rows: Transaction[], key: (t: Transaction) => K) => {
    const counts = new Map<K, number>();
    for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
    return counts;
  };
  const stays: number[] = [];
  for (const entry of all.filter((t) => isEntry(t) && t.exit_transaction_id)) {
    const exit = await client.get(`/transactions/${entry.exit_transaction_id}`);
    stays.push((Date.parse(exit.body.transaction.created_at) - Date.parse(entry.created_at)) / 60_000);
  }
  const hostVisits = [...tally(all.filter(isVisit), (t) => t.user?.id ?? null)]
    .filter(([id]) => id !== null)
    .map(([id, visits]) => {
      const row = all.find((t) => t.user?.id === id);
      return { id, name: row?.user?.name, unit: row?.user?.group ?? null, visits };
    })
    .sort((a, b) => b.visits - a.visits || String(a.name).localeCompare(String(b.name)) || Number(a.id) - Number(b.id));
  return {
    days,
    hours,
    stays,
    keyTypes: Object.fromEntries(tally(all.filter(isEntry), (t) => t.access_key_type)),
    denials: Object.fromEntries(
      tally(all.filter(isDenial), (t) => (t.access_granted ? 'guard' : (t.access_key_status.description ?? 'other'))),
    ),
    units: Object.fromEntries(tally(all.filter(isVisit), (t) => t.user?.group ?? null)),
    hostVisits,
  };
}

const sum = (days: Intelligence['days'], field: 'movements' | 'entries' | 'visits' | 'exits' | 'denials') =>
  days.reduce((total, day) => total + day[field], 0);

async function expectEqualToLogbook(from: string, to: string, accessServer?: number) {
  const res = await admin.get(
    `/intelligence?from=${from}&to=${to}${accessServer ? `&access_server=${accessServer}` : ''}`,
  );
  expect(res.status).toBe(200);
  const figures = res.body as Intelligence;
  const expected = await fromLogbook(admin, from, to, accessServer);
  expect(figures.days).toEqual(expected.days);
  expect(figures.hours).toEqual(expected.hours);
  for (const field of ['movements', 'entries', 'visits', 'exits', 'denials'] as const)
    expect(figures.totals[field], field).toBe(sum(expected.days, field));
  expect(Object.fromEntries(figures.key_types.map((k) => [k.key_type, k.entries]))).toEqual(expected.keyTypes);
  expect(Object.fromEntries(figures.denial_reasons.map((d) => [d.reason, d.count]))).toEqual(expected.denials);
  expect(figures.totals.stays).toBe(expected.stays.length);
  if (expected.stays.length) {
    const mean = expected.stays.reduce((a, b) => a + b, 0) / expected.stays.length;
    expect(figures.totals.average_stay_minutes).toBeCloseTo(mean, 6);
  } else expect(figures.totals.average_stay_minutes).toBeNull();
  // The demo has fewer than five hosts, so the ranking holds them all; ties may sort apart by collation.
  const byId = <T extends { id: unknown }>(list: T[]) => [...list].sort((a, b) => Number(a.id) - Number(b.id));
  expect(byId(figures.top_hosts)).toEqual(byId(expected.hostVisits));
  expect(figures.top_hosts.map((h) => h.visits)).toEqual(expected.hostVisits.map((h) => h.visits));
  for (const unit of figures.top_units) expect(unit.visits).toBe(expected.units[String(unit.name)] ?? NaN);
  return figures;
}

beforeAll(async () => {
  ({ server, admin, guard, host, family, otherAdmin } = await startDemoServer(NO_LOGIN_LIMITS));
  for (const s of await server.db
    .selectFrom('access_servers')
    .select(['id', 'name', 'time_zone', 'network_id'])
    .execute())
    servers[s.name] = s;
  for (const g of await server.db.selectFrom('gates').select(['id', 'name']).execute()) gates[g.name] = g.id;
  for (const u of await server.db.selectFrom('users').select(['id', 'email']).execute()) users[u.email] = u.id;
});
afterAll(() => server.close());

// Mexico City's clock is the demo network's latest (Tijuana's is two hours behind): its tomorrow closes a range
// that holds every access point's today, even when a midnight passes while a test runs.
const today = () => todayIn(MEXICO_CITY);

describe('GET /intelligence on the demo network', () => {
  it('equals the logbook API day by day over the last four weeks, for the network and each access point', async () => {
    const to = shiftDay(today(), 1);
    const from = shiftDay(to, -29);
    const network = await expectEqualToLogbook(from, to);
    expect(network.days).toHaveLength(30);
    expect(network.access_server).toBeNull();
    // The demo's four weeks of visits, the cleaning staff, the DHL delivery, the refused attempts.
    expect(network.totals.entries).toBeGreaterThan(15);
    expect(network.totals.exits).toBeGreaterThan(10);
    expect(network.totals.denials).toBeGreaterThanOrEqual(2);
    expect(network.denial_reasons.map((d) => d.reason)).toEqual(expect.arrayContaining(['access_removed', 'guard']));
    expect(network.top_hosts[0]?.name).toBe('Héctor Residente');
    for (const name of ['Caseta Principal', 'Acceso Norte']) {
      const one = await expectEqualToLogbook(from, to, servers[name]?.id);
      expect(one.access_server).toEqual({ id: servers[name]?.id, name });
      expect(one.inside_now.map((i) => i.access_server.name)).toEqual([name]);
    }
  });

  it('counts the visitors inside now by the current_guests rule, per access point', async () => {
    const res = await admin.get(`/intelligence?from=${today()}&to=${today()}`);
    expect(res.status).toBe(200);
    const inside = res.body.inside_now as Intelligence['inside_now'];
    expect(inside.map((i) => i.access_server.name).sort()).toEqual(['Acceso Norte', 'Caseta Principal']);
    for (const point of inside) {
      const guests = await admin.get(`/access_servers/${point.access_server.id}/current_guests`);
      expect(point.count).toBe(guests.body.count);
    }
    expect(inside.find((i) => i.access_server.name === 'Caseta Principal')?.count).toBeGreaterThanOrEqual(1);
  });

  it('follows a new register at once, on the day of its access point', async () => {
    // The entry is made at Entrada Norte, so its day is Tijuana's. The range is Tijuana's today and tomorrow, so
    // the totals count the entry whichever of the two it lands on, should Tijuana's midnight pass in between.
    expect(servers['Acceso Norte']?.time_zone).toBe(TIJUANA);
    const from = todayIn(TIJUANA);
    const to = shiftDay(from, 1);
    const range = `/intelligence?from=${from}&to=${to}`;
    const before = (await admin.get(range)).body as Intelligence;
    const entry = await guard.post('/transactions', {
      visitor_name: 'Cerrajero',
      reason_for_visit: 'Cambio de chapa',
      user_id: users['family@demo.test'],
      gate_id: gates['Entrada Norte'],
      access_key_type_id: 6,
      access_allowed: false,
      notes: 'No traía identificación',
    });
    expect(entry.status).toBe(201);
    const after = (await admin.get(range)).body as Intelligence;
    expect(after.totals.movements).toBe(before.totals.movements + 1);
    expect(after.totals.denials).toBe(before.totals.denials + 1);
    const guardDenials = (f: Intelligence) => f.denial_reasons.find((d) => d.reason === 'guard')?.count ?? 0;
    expect(guardDenials(after)).toBe(guardDenials(before) + 1);
    const day = after.days.find((d) => d.denials > (before.days.find((b) => b.date === d.date)?.denials ?? 0));
    const row = (await admin.get(`/transactions/${entry.body.transaction.id}`)).body.transaction as Transaction;
    expect(day?.date).toBe(localDay(new Date(row.created_at), TIJUANA));
    await expectEqualToLogbook(from, to);
  });
});

describe('days and hours on each access point clock', () => {
  // Wednesday 10 and Thursday 11 December 2025: Tijuana is UTC-8, Mexico City UTC-6.
  beforeAll(async () => {
    const palmas = servers['Caseta Principal']?.network_id ?? 0;
    const row = (
      values: Pick<NewTransaction, 'access_server_id' | 'gate_id' | 'access_type' | 'created_at'> &
        Partial<NewTransaction>,
    ): NewTransaction => ({
      network_id: palmas,
      access_key_type: 'visit',
      access_granted: true,
      access_allowed: true,
      visitor_name: 'Prueba de zona',
      user_id: users['host@demo.test'],
      created_by_user_id: users['guard@demo.test'],
      ...values,
    });
    const norte = servers['Acceso Norte']?.id ?? 0;
    const caseta = servers['Caseta Principal']?.id ?? 0;
    const entry = await server.db
      .insertInto('transactions')
      .values(
        // 23:30 on the 10th in Tijuana is 01:30 on the 11th in Mexico City.
        row({
          access_server_id: norte,
          gate_id: gates['Entrada Norte'],
          access_type: 'access',
          created_at: '2025-12-11T07:30:00Z',
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('transactions')
      .values([
        // Leaves 90 minutes later, at 01:00 on the 11th in Tijuana.
        row({
          access_server_id: norte,
          gate_id: gates['Salida Norte'],
          access_type: 'exit',
          related_transaction_id: entry.id,
          created_at: '2025-12-11T09:00:00Z',
        }),
        // 00:30 on the 11th in Mexico City, a resident's own key: an entry, not a visit.
        row({
          access_server_id: caseta,
          gate_id: gates['Entrada Peatonal'],
          access_type: 'access',
          access_key_type: 'personal',
          created_at: '2025-12-11T06:30:00Z',
        }),
        // 23:59 on the 10th in Mexico City, refused by the key check.
        row({
          access_server_id: caseta,
          gate_id: gates['Entrada Peatonal'],
          access_type: 'access',
          access_granted: false,
          access_allowed: false,
          status: 'not_in_time',
          created_at: '2025-12-11T05:59:00Z',
        }),
        // 10:00 on the 11th in Mexico City, an exit the guard denied.
        row({
          access_server_id: caseta,
          gate_id: gates.Salida,
          access_type: 'exit',
          access_allowed: false,
          created_at: '2025-12-11T16:00:00Z',
        }),
      ])
      .execute();
    // The exit closes its entry, as the server's exit paths do in the same transaction.
    await server.db
      .updateTable('transactions')
      .set((eb) => ({
        exit_transaction_id: eb
          .selectFrom('transactions as x')
          .select('x.id')
          .where('x.related_transaction_id', '=', entry.id),
      }))
      .where('id', '=', entry.id)
      .execute();
  });

  it('puts each row on its access point day and hour, exactly as the logbook date filter', async () => {
    const res = await admin.get('/intelligence?from=2025-12-10&to=2025-12-11');
    expect(res.status).toBe(200);
    const figures = res.body as Intelligence;
    expect(figures.days).toEqual([
      { date: '2025-12-10', movements: 2, entries: 1, visits: 1, exits: 0, denials: 1 },
      { date: '2025-12-11', movements: 3, entries: 1, visits: 0, exits: 1, denials: 1 },
    ]);
    expect(figures.totals).toEqual({
      movements: 5,
      entries: 2,
      visits: 1,
      exits: 1,
      denials: 2,
      average_stay_minutes: 90,
      stays: 1,
    });
    const cells = figures.hours.flatMap((hours, weekday) =>
      hours.flatMap((n, hour) => (n ? [`${weekday}@${hour}=${n}`] : [])),
    );
    expect(cells.sort()).toEqual(['3@23=2', '4@0=1', '4@10=1', '4@1=1'].sort());
    expect(figures.key_types).toEqual([
      { key_type: 'personal', entries: 1 },
      { key_type: 'visit', entries: 1 },
    ]);
    expect(figures.denial_reasons).toEqual([
      { reason: 'guard', count: 1 },
      { reason: 'not_in_time', count: 1 },
    ]);
    expect(figures.top_hosts).toEqual([
      { id: users['host@demo.test'], name: 'Héctor Residente', unit: 'Torre A', visits: 1 },
    ]);
    expect(figures.top_units).toEqual([{ id: expect.any(Number), name: 'Torre A', visits: 1 }]);
    await expectEqualToLogbook('2025-12-10', '2025-12-11');
  });

  it('narrows to one access point', async () => {
    const norte = servers['Acceso Norte']?.id;
    const res = await admin.get(`/intelligence?from=2025-12-11&to=2025-12-11&access_server=${norte}`);
    expect(res.body.days).toEqual([{ date: '2025-12-11', movements: 1, entries: 0, visits: 0, exits: 1, denials: 0 }]);
    // The entry of the 10th is outside the range: no stay is measured.
    expect(res.body.totals).toMatchObject({ stays: 0, average_stay_minutes: null });
    await expectEqualToLogbook('2025-12-10', '2025-12-12', norte);
  });
});

describe('the other network', () => {
  beforeAll(async () => {
    const recepcion = servers['Recepción'];
    await server.db
      .insertInto('transactions')
      .values({
        network_id: recepcion?.network_id ?? 0,
        access_server_id: recepcion?.id ?? 0,
        access_key_type: 'visit',
        access_type: 'access',
        access_granted: true,
        access_allowed: true,
        visitor_name: 'Visitante corporativo',
        created_at: '2025-12-11T18:00:00Z',
      })
      .execute();
  });

  it('sees only its own figures, and the demo network never sees them', async () => {
    const other = await otherAdmin.get('/intelligence?from=2025-12-10&to=2025-12-11');
    expect(other.status).toBe(200);
    expect(other.body.totals).toMatchObject({ movements: 1, entries: 1, visits: 1 });
    expect(other.body.inside_now.map((i: { access_server: { name: string } }) => i.access_server.name)).toEqual([
      'Recepción',
    ]);
    const demo = await admin.get('/intelligence?from=2025-12-10&to=2025-12-11');
    expect(demo.body.totals.movements).toBe(5);
    expect(JSON.stringify(demo.body)).not.toContain('Recepción');
  });

  it('answers 404 for an access point of another network, or one that does not exist', async () => {
    const foreign = await admin.get(
      `/intelligence?from=2025-12-10&to=2025-12-11&access_server=${servers['Recepción']?.id}`,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('not_found');
    const mine = await otherAdmin.get(
      `/intelligence?from=2025-12-10&to=2025-12-11&access_server=${servers['Caseta Principal']?.id}`,
    );
    expect(mine.status).toBe(404);
    expect((await admin.get('/intelligence?from=2025-12-10&to=2025-12-11&access_server=987654')).status).toBe(404);
  });
});

describe('a network without access points', () => {
  it('answers zeros for every day', async () => {
    const demoAdmin = await server.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow();
    const network = await server.db
      .insertInto('networks')
      .values({ uuid: randomUUID(), name: 'Red vacía', user_limits: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('users')
      .values({
        network_id: network.id,
        role: 'network_admin',
        name: 'Admin sin accesos',
        email: 'admin@empty.test',
        password_hash: demoAdmin.password_hash,
      })
      .execute();
    const lonely = await server.as('admin@empty.test');
    const res = await lonely.get('/intelligence?from=2025-12-10&to=2025-12-11');
    expect(res.status).toBe(200);
    expect(res.body.totals).toMatchObject({ movements: 0, visits: 0, average_stay_minutes: null, stays: 0 });
    expect(res.body.days.map((d: { movements: number }) => d.movements)).toEqual([0, 0]);
    expect(res.body.inside_now).toEqual([]);
  });
});

describe('refusals', () => {
  it('lets only network admins in', async () => {
    for (const client of [guard, host, family]) {
      const res = await client.get('/intelligence?from=2025-12-10&to=2025-12-11');
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('user_no_access');
    }
    expect((await server.call('GET', '/api/v1/intelligence?from=2025-12-10&to=2025-12-11')).status).toBe(401);
  });

  it.each([
    ['', 'querystring.from'],
    ['from=2025-12-10', 'querystring.to'],
    ['from=2025-12-11&to=2025-12-10', 'querystring.to'],
    ['from=2025-01-01&to=2026-01-02', 'querystring.to'],
    ['from=2025-02-30&to=2025-03-01', 'querystring.from'],
    ['from=10/12/2025&to=2025-12-11', 'querystring.from'],
    ['from=2025-12-10&to=2025-12-11&access_server=abc', 'querystring.access_server'],
    ['from=2025-12-10&to=2025-12-11&access_server=-1', 'querystring.access_server'],
  ])('refuses %s with 422 on %s', async (query, path) => {
    const res = await admin.get(`/intelligence?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fields.map((f: { path: string }) => f.path)).toContain(path);
  });

  it('takes a whole leap year, and an empty access point filter as every access point', async () => {
    const year = await admin.get('/intelligence?from=2024-01-01&to=2024-12-31&access_server=');
    expect(year.status).toBe(200);
    expect(year.body.days).toHaveLength(366);
    expect(year.body.access_server).toBeNull();
  });
});

describe('OpenAPI', () => {
  it('documents both calls from the contract', async () => {
    const doc = await server.call('GET', '/api/docs/json', { token: admin.token });
    expect(doc.status).toBe(200);
    expect(doc.body.paths['/api/v1/intelligence'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['from', 'to', 'access_server']),
    );
    expect(doc.body.paths['/api/v1/intelligence/dashboard'].patch).toBeDefined();
  });
});

describe('PATCH /intelligence/dashboard', () => {
  const networkOf = async (client: Client) => (await client.get('/session')).body.user.network;

  it('sets, shows in the session and clears the network dashboard address', async () => {
    const url = 'https://analytics.example.com/public/dashboard/abc?theme=light';
    const res = await admin.patch('/intelligence/dashboard', { analytics_dashboard_url: ` ${url} ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ analytics_dashboard_url: url });
    expect((await networkOf(admin)).analytics_dashboard_url).toBe(url);
    expect((await networkOf(host)).analytics_dashboard_url).toBe(url);
    expect((await networkOf(otherAdmin)).analytics_dashboard_url).toBeNull();
    const cleared = await admin.patch('/intelligence/dashboard', { analytics_dashboard_url: '' });
    expect(cleared.body).toEqual({ analytics_dashboard_url: null });
    expect((await networkOf(admin)).analytics_dashboard_url).toBeNull();
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['ftp://files.example.com/'],
    ['not a url'],
    [`https://example.com/${'a'.repeat(2000)}`],
    [42],
  ])('refuses %s', async (value) => {
    const res = await admin.patch('/intelligence/dashboard', { analytics_dashboard_url: value });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
  });

  it('is for admins only and needs the field', async () => {
    for (const client of [guard, host, family]) {
      const res = await client.patch('/intelligence/dashboard', { analytics_dashboard_url: 'https://example.com/' });
      expect(res.body.code).toBe('user_no_access');
    }
    expect((await admin.patch('/intelligence/dashboard', {})).status).toBe(422);
    expect((await networkOf(admin)).analytics_dashboard_url).toBeNull();
  });
});
