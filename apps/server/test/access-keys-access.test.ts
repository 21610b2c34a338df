// Who sees, edits and deletes which invitations (every demo role and the other network), the list filters,
// the §4 edit/delete rules, and the personal dynamic key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWallClock } from '../src/services/access-keys.time.ts';
import { type Client, type DemoServer, startDemoServer } from './harness.ts';

let { server, admin, guard, host, family, otherAdmin, otherGuard, otherHost } = {} as DemoServer; // set in beforeAll
let caseta: number;
const HOUR = 3_600_000;

const keyNamed = (name: string) =>
  server.db
    .selectFrom('access_keys')
    .selectAll()
    .where('visitor_name', '=', name)
    .orderBy('id')
    .executeTakeFirstOrThrow();
const exitedVisit = () =>
  server.db
    .selectFrom('access_keys')
    .selectAll()
    .where('access_key_type_id', '=', 1)
    .where('exits_count', '>', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
const names = (res: { body: any }) => res.body.access_keys.map((k: any) => k.visitor_name);
const ownersOf = (res: { body: any }) => new Set(res.body.access_keys.map((k: any) => k.user.name));
const newVisit = async (client: Client, name: string) =>
  (
    await client.post('/access_keys', {
      access_key: {
        visitor_name: name,
        visitor_phone: '5512340000',
        access_key_type_id: 1,
        reason_for_visit: 'Visita',
        valid_from: formatWallClock(new Date(Date.now() + HOUR), 'America/Mexico_City'),
        access_servers: [caseta],
      },
    })
  ).body.access_key;

beforeAll(async () => {
  ({ server, admin, guard, host, family, otherAdmin, otherGuard, otherHost } = await startDemoServer());
  caseta = (
    await server.db
      .selectFrom('access_servers')
      .select('id')
      .where('name', '=', 'Caseta Principal')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());

describe('GET /access_keys for each role', () => {
  it('gives an admin the whole network, newest first, paged, and nothing to the other network', async () => {
    const all = await admin.get('/access_keys?results=100');
    expect(all.status).toBe(200);
    expect(all.body.total_count).toBe(
      (await server.db.selectFrom('access_keys').select('id').where('access_key_type_id', '!=', 7).execute()).length,
    );
    const created = all.body.access_keys.map((k: any) => Date.parse(k.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const page = await admin.get('/access_keys?page=2&results=5');
    expect(page.body.access_keys).toHaveLength(5);
    expect(page.body.total_pages).toBe(Math.ceil(all.body.total_count / 5));
    for (const client of [otherAdmin, otherGuard, otherHost])
      expect((await client.get('/access_keys')).body.total_count).toBe(0);
  });

  it("gives a host their own and their unit's secondary users' keys, a secondary user only their own", async () => {
    expect(ownersOf(await host.get('/access_keys?results=100'))).toEqual(
      new Set(['Héctor Residente', 'Fernanda Residente']),
    );
    expect(ownersOf(await family.get('/access_keys?results=100'))).toEqual(new Set(['Fernanda Residente']));
  });

  it("gives a guard the keys of their access points without any key's unique_id, a provider's included", async () => {
    const res = await guard.get('/access_keys?results=100');
    expect(res.body.total_count).toBeGreaterThan(0);
    for (const key of res.body.access_keys) {
      expect(key.show_qr).toBe(false);
      expect(key.can_edit || key.can_delete).toBe(false);
      expect(key.unique_id).toBeNull();
    }
    // The provider invitation: still offered for check-in, by its id (spec-fidelity §15).
    const provider = res.body.access_keys.find((key: any) => key.access_key_type_id === 5);
    expect(provider).toMatchObject({ visitor_name: 'Repartidor Amazon', unique_id: null, can_check_in: true });
    const one = await guard.get(`/access_keys/${provider.id}`);
    expect(one.body.access_key).toMatchObject({ unique_id: null, can_check_in: true, show_qr: false });
    expect((await admin.get(`/access_keys/${provider.id}`)).body.access_key.unique_id).toEqual(expect.any(String));
  });
});

describe('GET /access_keys filters', () => {
  it('filters by type, last transaction, date preset and search', async () => {
    expect(names(await admin.get('/access_keys?access_key_type=provider'))).toEqual(['Repartidor Amazon']);
    expect(names(await admin.get('/access_keys?access_key_type=temporary'))).toEqual(['María Guadalupe Ortiz']);
    expect((await admin.get('/access_keys?access_key_type=garita_event')).body.total_count).toBe(3);
    expect(names(await admin.get('/access_keys?filter=deleted'))).toEqual(['Roberto Salinas']);
    const unused = await admin.get('/access_keys?filter=unknown&results=100');
    expect(unused.body.access_keys.every((k: any) => k.last_transaction_type === null && !k.deleted_at)).toBe(true);
    const inside = await admin.get('/access_keys?filter=access&results=100');
    expect(names(inside)).toContain('Sofía Castillo');
    const today = await admin.get('/access_keys?date=today&results=100');
    expect(names(today)).toEqual(
      expect.arrayContaining(['Sofía Castillo', 'Repartidor Amazon', 'María Guadalupe Ortiz']),
    );
    expect(names(today)).not.toContain('Roberto Salinas');
    expect((await admin.get('/access_keys?date=last_month')).body.total_count).toBeGreaterThan(today.body.total_count);
    expect(names(await admin.get('/access_keys?query=guadalupe'))).toEqual(['María Guadalupe Ortiz']);
    expect((await admin.get('/access_keys?query=%25')).body.total_count).toBe(0); // % is a literal character
    expect(names(await admin.get('/access_keys?date=2000-01-01'))).toEqual([]);
  });

  it('refuses bad filters with 422', async () => {
    for (const q of [
      'date=yesterday',
      'date=2026-02-30',
      'filter=open',
      'access_key_type=bus',
      'page=0',
      'results=5000',
    ])
      expect((await admin.get(`/access_keys?${q}`)).status, q).toBe(422);
  });
});

describe('GET, PATCH, DELETE /access_keys/:id', () => {
  it('hides keys the caller may not see as not found', async () => {
    const hostKey = await keyNamed('Sofía Castillo');
    for (const client of [otherAdmin, otherHost, family])
      for (const call of [client.get(`/access_keys/${hostKey.id}`), client.delete(`/access_keys/${hostKey.id}`)])
        expect((await call).status).toBe(404);
    expect((await otherHost.patch(`/access_keys/${hostKey.id}`, { access_key: { notes: 'x' } })).status).toBe(404);
    expect((await guard.patch(`/access_keys/${hostKey.id}`, { access_key: { notes: 'x' } })).body.code).toBe(
      'user_no_access',
    );
    expect((await admin.get('/access_keys/99999999')).status).toBe(404);
    expect((await admin.get('/access_keys/abc')).status).toBe(422);
    expect(await keyNamed('Sofía Castillo')).toEqual(hostKey);
  });

  it('edits a visit key, re-reading valid_from in its zone', async () => {
    const key = await newVisit(host, 'Editable');
    const res = await host.patch(`/access_keys/${key.id}`, {
      access_key: {
        valid_from: '01/01/2031 09:00:00',
        visitor_duration: 2,
        notes: 'Trae pastel',
        passback_tracking: false,
      },
    });
    expect(res.body.access_key).toMatchObject({
      valid_from: '2031-01-01T15:00:00.000Z',
      valid_until: '2031-01-01T17:00:00.000Z',
      notes: 'Trae pastel',
      passback_tracking: false,
    });
    expect((await family.patch(`/access_keys/${key.id}`, { access_key: { notes: 'x' } })).status).toBe(404);
  });

  it('refuses to edit keys that are not unused or entered visits, and bad edits change nothing', async () => {
    const exited = await exitedVisit();
    for (const name of ['María Guadalupe Ortiz', 'Roberto Salinas', 'Repartidor Amazon', exited.visitor_name]) {
      const key = name === exited.visitor_name ? exited : await keyNamed(name); // temporary, deleted, provider, exited
      const res = await host.patch(`/access_keys/${key.id}`, { access_key: { notes: 'x' } });
      expect(res.body.code, name).toBe('user_no_access');
      expect((await server.db.selectFrom('access_keys').selectAll().where('id', '=', key.id).execute())[0]).toEqual(
        key,
      );
    }
    const fresh = await newVisit(host, 'Intacta');
    const before = await keyNamed('Intacta');
    for (const access_key of [
      { visitor_phone: '12' },
      { valid_from: '2031/01/01' },
      { access_servers: [99999] },
      { visitor_name: '' },
    ])
      expect((await host.patch(`/access_keys/${fresh.id}`, { access_key })).status).toBe(422);
    expect(await keyNamed('Intacta')).toEqual(before);
  });

  it('deletes where §4 allows: marks deleted_at, then the key is refused at the gate', async () => {
    const key = await newVisit(family, 'Borrable');
    const res = await host.delete(`/access_keys/${key.id}`); // the host manages the unit's invitations
    expect(res.status).toBe(200);
    expect(res.body.access_key).toMatchObject({ can_delete: false, can_edit: false, show_qr: false });
    expect(res.body.access_key.deleted_at).toBeTruthy();
    expect((await host.delete(`/access_keys/${key.id}`)).body.code).toBe('user_no_access');
    const gate = (
      await server.db.selectFrom('gates').select('id').where('name', '=', 'Entrada Peatonal').executeTakeFirstOrThrow()
    ).id;
    const scan = await guard.get(`/access_keys/validate?gate=${gate}&key=${key.unique_id}`);
    expect(scan.body.key_data.access_key_status.description).toBe('access_removed');
    const exited = await exitedVisit();
    expect((await host.delete(`/access_keys/${exited.id}`)).body.code).toBe('user_no_access');
    const temporary = await keyNamed('María Guadalupe Ortiz');
    expect((await admin.delete(`/access_keys/${temporary.id}`)).status).toBe(200);
  });
});

describe('GET /access_keys/user_access_key', () => {
  it('gives a resident a code good for 5 minutes from its 30-second step (dynamic-key.test.ts has its rules)', async () => {
    const first = await host.get('/access_keys/user_access_key');
    expect(first.status).toBe(200);
    expect(first.body.access_key.unique_id).toMatch(/^P\.\d+\.\d+\.\d{8}$/);
    const validFor = Date.parse(first.body.access_key.valid_until) - Date.now();
    expect(validFor).toBeGreaterThan(4.4 * 60_000);
    expect(validFor).toBeLessThanOrEqual(5 * 60_000);
    const gate = (
      await server.db.selectFrom('gates').select('id').where('name', '=', 'Entrada Peatonal').executeTakeFirstOrThrow()
    ).id;
    const key = encodeURIComponent(first.body.access_key.unique_id);
    const current = await guard.get(`/access_keys/validate?gate=${gate}&key=${key}`);
    expect(current.body.access_granted).toBe(true);
    expect((await guard.get('/access_keys/user_access_key')).body.code).toBe('user_no_access');
    expect((await host.get('/access_keys?access_key_type=personal')).body.total_count).toBeGreaterThanOrEqual(1);
  });
});
