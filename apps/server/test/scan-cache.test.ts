// The scan's cache (services/scan-cache.ts, docs/access-decisions.md "The scan's cache"): sessions and scan gates
// kept in memory by each instance, dropped when the database announces a change. Two instances on one database
// (on PostgreSQL each with its own pool and listening connection; on PGlite two apps on the one database of this
// process): every change is refused on the very next call on both, with no wait between the change and the call.
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { CACHE_LISTEN_APPLICATION_NAME } from '../src/repositories/scan-cache.repository.ts';
import { createServer } from '../src/server.ts';
import { formatWallClock } from '../src/services/access-keys.time.ts';
import { WEBHOOK_DELIVERY_TOPIC } from '../src/services/webhooks.service.ts';
import { localStorage } from '../src/storage/index.ts';
import { type GateFixture, openGateFixture } from './gate-fixture.ts';
import { dbKind } from './harness.ts';

let f: GateFixture;
let other: App;
let otherUrl: string;
let key: string;
let visitorName: string;
const GATE = 'Entrada Peatonal';

/** The other instance: its own handles on PostgreSQL, the same PGlite otherwise. */
async function startOther(): Promise<App> {
  const env = { DATA_DIR: f.server.dataDir, DEMO: '0', LOG_LEVEL: 'silent', PORT: '0' };
  if (f.server.databaseUrl) {
    const config = loadConfig({ ...env, DATABASE_URL: f.server.databaseUrl });
    return (await createServer(config, { logger: false })).app;
  }
  return buildApp(
    {
      config: loadConfig(env),
      db: f.server.db,
      mailer: { send: async () => {} },
      storage: localStorage(path.join(f.server.dataDir, 'photos')),
      signingSecret: 'x'.repeat(32),
      now: () => new Date(),
    },
    { logger: false },
  );
}

beforeAll(async () => {
  f = await openGateFixture();
  other = await startOther();
  await other.listen({ port: 0, host: '127.0.0.1' });
  const address = other.server.address();
  otherUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  ({ unique_id: key, visitor_name: visitorName } = await f.newKey());
});
afterAll(async () => {
  await other?.close();
  await f?.server.close();
});

type Where = 'here' | 'there';
const baseOf = (where: Where) => (where === 'here' ? f.server.url : otherUrl);
const get = async (where: Where, route: string, token: string) => {
  const res = await fetch(`${baseOf(where)}/api/v1${route}`, { headers: { authorization: `Token=${token}` } });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
};
const scan = (where: Where, token: string) =>
  get(where, `/access_keys/validate?gate=${f.gates[GATE]}&key=${key}`, token);
/** A signed-in guard whose session and gate both instances have cached (each answered a scan). */
const warmGuard = async () => {
  const token = await f.server.login('guard@demo.test');
  for (const where of ['here', 'there'] as const) expect((await scan(where, token)).body.access_granted).toBe(true);
  return token;
};
const guardId = async () =>
  (await f.server.db.selectFrom('users').select('id').where('email', '=', 'guard@demo.test').executeTakeFirstOrThrow())
    .id;
/** The demo network's id (the guard's). */
const guardNetwork = async () =>
  (
    await f.server.db
      .selectFrom('users')
      .select('network_id')
      .where('email', '=', 'guard@demo.test')
      .executeTakeFirstOrThrow()
  ).network_id;
/** Registers a new key's entry at the gate there, with the photo its access point asks for. */
const registerNewKey = async (where: Where, token: string) => {
  const { unique_id } = await f.newKey();
  const res = await fetch(`${baseOf(where)}/api/v1/transactions`, {
    method: 'POST',
    headers: { authorization: `Token=${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      key: unique_id,
      gate_id: f.gates[GATE],
      access_allowed: true,
      photos: { photo_id: f.photo },
    }),
  });
  return { status: res.status, body: (await res.json()) as any };
};
/** Both instances, one after the other, each on its very next call after the change. */
const onBoth = async (token: string, call: (where: Where, token: string) => ReturnType<typeof get>) => [
  await call('here', token),
  await call('there', token),
];

describe('the scan’s cache (issue 16)', () => {
  it('answers from the cache exactly what the database path answered, with fewer statements', async () => {
    const token = await f.server.login('guard@demo.test');
    const before = f.server.statements.count;
    const first = await scan('here', token);
    const cold = f.server.statements.count - before;
    const second = await scan('here', token);
    const warm = f.server.statements.count - before - cold;
    // The session, the gate, whether the network has a watchlist (it has none) and the key's owner came from
    // memory the second time: the key's statement remains, without the watchlist and the owner.
    expect(cold - warm).toBe(4);
    const normalize = (body: any) => ({
      ...body,
      print_data: body.print_data && { ...body.print_data, date: null, created_at: null },
    });
    expect(normalize(second.body)).toEqual(normalize(first.body));
    expect(first.body.access_granted).toBe(true);
    // The other instance keeps its own, and answers the same from it.
    const there = [await scan('there', token), await scan('there', token)];
    expect(other.ctx.scanCache?.size()).toMatchObject({ sessions: 1, gates: 1, watchlist: 1, owners: 1 });
    expect(there.map((a) => normalize(a.body))).toEqual([normalize(first.body), normalize(first.body)]);
  });

  it('refuses a logged-out token at once, on the instance that logged out and on the other', async () => {
    const token = await warmGuard();
    const out = await fetch(`${otherUrl}/api/v1/logout`, {
      method: 'DELETE',
      headers: { authorization: `Token=${token}` },
    });
    expect(out.status).toBe(204);
    const answers = await onBoth(token, scan);
    expect(answers.map((a) => [a.status, a.body.code])).toEqual([
      [401, 'token_expired'],
      [401, 'token_expired'],
    ]);
  });

  it('refuses a revoked token, a deactivated user and a deleted one on the very next call', async () => {
    const id = await guardId();
    const revoked = await warmGuard();
    await f.server.db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', id).execute();
    expect((await onBoth(revoked, scan)).map((a) => a.status)).toEqual([401, 401]);

    const inactive = await warmGuard();
    await f.server.db.updateTable('users').set({ active: false }).where('id', '=', id).execute();
    try {
      expect((await onBoth(inactive, scan)).map((a) => [a.status, a.body.code])).toEqual([
        [403, 'suspended_account'],
        [403, 'suspended_account'],
      ]);
    } finally {
      await f.server.db.updateTable('users').set({ active: true }).where('id', '=', id).execute();
    }

    const deleted = await warmGuard();
    await f.server.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', id).execute();
    try {
      expect((await onBoth(deleted, scan)).map((a) => a.status)).toEqual([403, 403]);
    } finally {
      await f.server.db.updateTable('users').set({ deleted_at: null }).where('id', '=', id).execute();
    }
  });

  it('follows a changed role and a network feature turned off on the very next call', async () => {
    const id = await guardId();
    const token = await warmGuard();
    await f.server.db.updateTable('users').set({ role: 'host' }).where('id', '=', id).execute();
    try {
      expect((await onBoth(token, scan)).map((a) => [a.status, a.body.code])).toEqual([
        [422, 'user_no_access'],
        [422, 'user_no_access'],
      ]);
    } finally {
      await f.server.db.updateTable('users').set({ role: 'security_guard' }).where('id', '=', id).execute();
    }
    // A route that needs a feature of the network: allowed, both instances cache the session, then refused.
    const attributes = (where: Where, t: string) => get(where, '/access_keys/custom_attributes', t);
    const network = (
      await f.server.db.selectFrom('users').select('network_id').where('id', '=', id).executeTakeFirstOrThrow()
    ).network_id;
    const was = (
      await f.server.db
        .selectFrom('networks')
        .select('custom_attributes_enabled')
        .where('id', '=', network)
        .executeTakeFirstOrThrow()
    ).custom_attributes_enabled;
    await f.server.db
      .updateTable('networks')
      .set({ custom_attributes_enabled: true })
      .where('id', '=', network)
      .execute();
    const fresh = await warmGuard();
    expect((await onBoth(fresh, attributes)).map((a) => a.status)).toEqual([200, 200]);
    await f.server.db
      .updateTable('networks')
      .set({ custom_attributes_enabled: false })
      .where('id', '=', network)
      .execute();
    try {
      expect((await onBoth(fresh, attributes)).map((a) => [a.status, a.body.code])).toEqual([
        [422, 'feature_off'],
        [422, 'feature_off'],
      ]);
    } finally {
      await f.server.db
        .updateTable('networks')
        .set({ custom_attributes_enabled: was })
        .where('id', '=', network)
        .execute();
    }
  });

  it('answers the host’s new name and unit on the very next scan, on both instances', async () => {
    const token = await warmGuard();
    const owner = await f.server.db
      .selectFrom('users')
      .select(['id', 'name', 'network_group_id'])
      .where('email', '=', 'host@demo.test')
      .executeTakeFirstOrThrow();
    const unit = await f.server.db
      .selectFrom('network_groups')
      .select(['id', 'name'])
      .where('id', '=', Number(owner.network_group_id))
      .executeTakeFirstOrThrow();
    const hostOf = async () => (await onBoth(token, scan)).map((a) => [a.status, a.body.key_data?.user]);
    /** What both instances answer of the host: status, name and unit. */
    const namesOnBoth = async () => (await hostOf()).map(([status, user]) => [status, user?.name, user?.group]);
    const before = await hostOf();
    expect(before[0]?.[1]).toMatchObject({ name: owner.name, group: unit.name });
    try {
      await f.server.db
        .updateTable('users')
        .set({ name: 'Anfitriona Renombrada' })
        .where('id', '=', owner.id)
        .execute();
      expect(await namesOnBoth()).toEqual(Array(2).fill([200, 'Anfitriona Renombrada', unit.name]));
      await f.server.db
        .updateTable('network_groups')
        .set({ name: 'Casa Renombrada' })
        .where('id', '=', unit.id)
        .execute();
      expect(await namesOnBoth()).toEqual(Array(2).fill([200, 'Anfitriona Renombrada', 'Casa Renombrada']));
    } finally {
      await f.server.db.updateTable('users').set({ name: owner.name }).where('id', '=', owner.id).execute();
      await f.server.db.updateTable('network_groups').set({ name: unit.name }).where('id', '=', unit.id).execute();
    }
    expect(await hostOf()).toEqual(before);
  });

  it('decides an event guest’s very next scan by the event as changed, on both instances', async () => {
    const token = await warmGuard();
    // Starts in 2½ hours on Caseta Principal's clock (Mexico City, no daylight-saving change): 3 hours of tolerance
    // let its guest in now, 1 hour does not.
    const name = `Posada ${Math.random().toString(36).slice(2, 8)}`;
    const start = formatWallClock(new Date(Date.now() + 2.5 * 3_600_000), 'America/Mexico_City');
    const created = await f.host.post('/events', {
      event: { name, description: 'Cena', start_date: start, tolerance: 3 },
      guests: [{ name: 'Invitada de la posada', phone: '+525512340099' }],
      access_servers: [f.servers['Caseta Principal']],
    });
    expect(created.status).toBe(201);
    const event = await f.server.db
      .selectFrom('events')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    const guest = await f.server.db
      .selectFrom('access_keys')
      .select('unique_id')
      .where('event_id', '=', event.id)
      .executeTakeFirstOrThrow();
    const scanGuest = (where: Where, t: string) =>
      get(where, `/access_keys/validate?gate=${f.gates[GATE]}&key=${guest.unique_id}`, t);
    const outcome = async () =>
      (await onBoth(token, scanGuest)).map((a) => [
        a.status,
        a.body.access_granted,
        a.body.key_data?.access_key_status.description,
      ]);
    expect(await outcome()).toEqual([
      [200, true, null],
      [200, true, null],
    ]);
    await f.server.db.updateTable('events').set({ tolerance: 1 }).where('id', '=', event.id).execute();
    expect(await outcome()).toEqual([
      [200, false, 'not_in_time'],
      [200, false, 'not_in_time'],
    ]);
  });

  it('warns of a visitor put on the watchlist on the very next scan, and stops when the entry goes', async () => {
    const token = await warmGuard();
    const network = await guardNetwork();
    // The other instance knows the network has no watchlist: its scans leave it out.
    expect(other.ctx.scanCache?.size().watchlist).toBe(1);
    const entry = await f.server.db
      .insertInto('watchlist_entries')
      .values({
        network_id: network,
        name: visitorName,
        name_key: sql<string>`lower(unaccent(${visitorName}))`,
        reason: 'Cache test',
        action: 'alert',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const warned = await onBoth(token, scan);
      expect(warned.map((a) => [a.status, a.body.access_granted, a.body.watchlist?.reason])).toEqual([
        [200, true, 'Cache test'],
        [200, true, 'Cache test'],
      ]);
    } finally {
      await f.server.db.deleteFrom('watchlist_entries').where('id', '=', entry.id).execute();
    }
    expect((await onBoth(token, scan)).map((a) => [a.body.access_granted, a.body.watchlist])).toEqual([
      [true, null],
      [true, null],
    ]);
  });

  it('asks for a register attribute made required on the very next register, on both instances', async () => {
    const token = await warmGuard();
    const register = async (where: Where) => {
      const { status, body } = await registerNewKey(where, token);
      return [status, body.code];
    };
    const required = (value: boolean) =>
      f.server.db
        .updateTable('custom_attributes')
        .set({ required: value })
        .where('attribute_name', '=', 'Empresa')
        .execute();
    // Each instance registers once, and keeps the network's register attributes.
    expect([await register('here'), await register('there')]).toEqual([
      [201, undefined],
      [201, undefined],
    ]);
    expect(other.ctx.scanCache?.size().custom_attributes).toBe(1);
    await required(true);
    try {
      expect([await register('here'), await register('there')]).toEqual([
        [422, 'missing_custom_attributes'],
        [422, 'missing_custom_attributes'],
      ]);
    } finally {
      await required(false);
    }
    expect([await register('here'), await register('there')]).toEqual([
      [201, undefined],
      [201, undefined],
    ]);
  });

  it('queues the very next register’s event for a webhook added, on both instances, and none once it is paused', async () => {
    const token = await warmGuard();
    const network = await guardNetwork();
    /** Registers a new key's entry there; answers how many deliveries to `webhookId` its event queued. */
    const register = async (where: Where, webhookId: number) => {
      const { status, body } = await registerNewKey(where, token);
      expect(status).toBe(201);
      const { transaction } = body as { transaction: { id: number } };
      const queued = await f.server.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('topic', '=', WEBHOOK_DELIVERY_TOPIC)
        .where(sql<boolean>`(payload->>'webhook_id')::int = ${webhookId}`)
        .where(sql<boolean>`(payload->'event'->'data'->'transaction'->>'id')::int = ${transaction.id}`)
        .executeTakeFirstOrThrow();
      return Number(queued.n);
    };
    // Each instance registers once and keeps the network's webhooks (none that take this event).
    expect([await register('here', 0), await register('there', 0)]).toEqual([0, 0]);
    expect(other.ctx.scanCache?.size().webhooks).toBe(1);
    const webhook = await f.server.db
      .insertInto('webhooks')
      .values({
        network_id: network,
        url: 'https://hooks.example.test/garita',
        secret: 'whsec_cache-test',
        event_types: JSON.stringify(['transaction.created']),
        active: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect([await register('here', webhook.id), await register('there', webhook.id)]).toEqual([1, 1]);
      await f.server.db.updateTable('webhooks').set({ active: false }).where('id', '=', webhook.id).execute();
      expect([await register('here', webhook.id), await register('there', webhook.id)]).toEqual([0, 0]);
    } finally {
      await f.server.db
        .deleteFrom('outbox')
        .where(sql<boolean>`(payload->>'webhook_id')::int = ${webhook.id}`)
        .execute();
      await f.server.db.deleteFrom('webhooks').where('id', '=', webhook.id).execute();
    }
  });

  it('refuses a deactivated gate, a deactivated access point and a removed assignment on the very next call', async () => {
    const gate = f.gates[GATE] as number;
    const server = f.servers['Caseta Principal'] as number;
    const notFound = [
      [404, 'not_found'],
      [404, 'not_found'],
    ];
    const token = await warmGuard();
    await f.server.db.updateTable('gates').set({ deactivated_at: new Date() }).where('id', '=', gate).execute();
    try {
      expect((await onBoth(token, scan)).map((a) => [a.status, a.body.code])).toEqual(notFound);
    } finally {
      await f.server.db.updateTable('gates').set({ deactivated_at: null }).where('id', '=', gate).execute();
    }
    await warmGuard();
    await f.server.db
      .updateTable('access_servers')
      .set({ deactivated_at: new Date() })
      .where('id', '=', server)
      .execute();
    try {
      expect((await onBoth(token, scan)).map((a) => [a.status, a.body.code])).toEqual(notFound);
    } finally {
      await f.server.db.updateTable('access_servers').set({ deactivated_at: null }).where('id', '=', server).execute();
    }
    await warmGuard();
    const id = await guardId();
    const assignment = await f.server.db
      .deleteFrom('user_access_servers')
      .where('user_id', '=', id)
      .where('access_server_id', '=', server)
      .returningAll()
      .executeTakeFirstOrThrow();
    try {
      expect((await onBoth(token, scan)).map((a) => [a.status, a.body.code])).toEqual(notFound);
    } finally {
      await f.server.db.insertInto('user_access_servers').values(assignment).execute();
    }
    // Assigned again: granted again on both, at once.
    expect((await onBoth(token, scan)).map((a) => a.body.access_granted)).toEqual([true, true]);
  });

  it.runIf(dbKind === 'postgres')(
    'drops everything when its listening connection is lost, reads the database meanwhile, and listens again',
    async () => {
      const gate = f.gates[GATE] as number;
      const token = await warmGuard();
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${CACHE_LISTEN_APPLICATION_NAME} and datname = current_database()`.execute(
        f.server.db,
      );
      // Changed while nobody listens: the next calls cannot have heard of it, and still refuse.
      await f.server.db.updateTable('gates').set({ deactivated_at: new Date() }).where('id', '=', gate).execute();
      try {
        expect((await onBoth(token, scan)).map((a) => a.status)).toEqual([404, 404]);
      } finally {
        await f.server.db.updateTable('gates').set({ deactivated_at: null }).where('id', '=', gate).execute();
      }
      expect((await onBoth(token, scan)).map((a) => a.body.access_granted)).toEqual([true, true]);
    },
  );
});
