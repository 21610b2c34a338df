// A server with the demo data and what the scan and register suites need: the guard, the host, a guard of
// the other network, gates and access points by name, a small JPEG, and helpers to make, scan and register keys.
import sharp from 'sharp';
import { formatWallClock } from '../src/services/access-keys.time.ts';
import { startTestServer } from './harness.ts';

export type GateFixture = Awaited<ReturnType<typeof openGateFixture>>;

export async function openGateFixture(...args: Parameters<typeof startTestServer>) {
  const server = await startTestServer(...args);
  const [guard, host, otherGuard] = await server.asEach('guard@demo.test', 'host@demo.test', 'guard@other.test');
  const gates: Record<string, number> = {};
  const servers: Record<string, number> = {};
  for (const g of await server.db.selectFrom('gates').select(['id', 'name']).execute()) gates[g.name] = g.id;
  for (const s of await server.db.selectFrom('access_servers').select(['id', 'name']).execute()) servers[s.name] = s.id;
  const photo = (
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');

  const keyRow = (where: { name?: string; id?: number }) => {
    let q = server.db.selectFrom('access_keys').selectAll();
    if (where.name) q = q.where('visitor_name', '=', where.name);
    if (where.id) q = q.where('id', '=', where.id);
    return q.orderBy('id', 'desc').executeTakeFirstOrThrow();
  };
  const rowsOfKey = async (id: number) =>
    server.db.selectFrom('transactions').selectAll().where('access_key_id', '=', id).orderBy('id').execute();
  const scan = (gate: string, key: string, language?: string) =>
    server.call('GET', `/api/v1/access_keys/validate?gate=${gates[gate]}&key=${encodeURIComponent(key)}`, {
      token: guard.token,
      headers: language ? { 'accept-language': language } : {},
    });
  const register = (gate: string, key: string, extra: Record<string, unknown> = {}) =>
    guard.post('/transactions', {
      key,
      gate_id: gates[gate],
      access_allowed: true,
      photos: { photo_id: photo },
      ...extra,
    });
  const newKey = async (extra: Record<string, unknown> = {}) =>
    (
      await host.post('/access_keys', {
        access_key: {
          visitor_name: `Visita ${Math.random().toString(36).slice(2, 8)}`,
          visitor_phone: '5512340000',
          access_key_type_id: 1,
          reason_for_visit: 'Visita',
          valid_from: formatWallClock(new Date(Date.now() - 60_000), 'America/Mexico_City'),
          access_servers: [servers['Caseta Principal']],
          ...extra,
        },
      })
    ).body.access_key;

  return { server, guard, host, otherGuard, gates, servers, photo, keyRow, rowsOfKey, scan, register, newKey };
}
