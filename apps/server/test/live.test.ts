// Live screens (docs/live.md): GET /events/stream sends each committed change of a logbook row or an invitation
// to the callers who see it in their lists — never another network's, nor another resident's — and replays what a
// reconnecting browser missed from its Last-Event-ID.
import path from 'node:path';
import type { LiveEvent } from '@garita/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { LISTEN_APPLICATION_NAME } from '../src/db/notifications.ts';
import { localStorage } from '../src/storage/index.ts';
import {
  createAccessPoint,
  createGuard,
  createHost,
  createInvitation,
  createSite,
  createUnit,
  type SignedInUser,
  type Site,
  uniqueTag,
} from './factories.ts';
import { type Client, dbKind, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let site: Site;
let other: Site;
let neighbour: SignedInUser;
let farGuard: SignedInUser;

beforeAll(async () => {
  server = await startTestServer();
  site = await createSite(server, { accessPoint: { name: 'Caseta Principal', timeZone: 'America/Mexico_City' } });
  other = await createSite(server);
  // Another resident of the same network, and a guard posted at another access point of it.
  neighbour = await createHost(server, site.network, site.unit);
  const far = await createAccessPoint(server, site.network, { name: 'Caseta Norte' });
  await createUnit(server, site.network, [far]);
  farGuard = await createGuard(server, site.network, [far]);
}, 60_000);
afterAll(() => server?.close());

interface Frame {
  id?: string;
  event?: string;
  data?: string;
}

/** An open stream (on `base`: this file's server unless said), read as it comes: its frames so far, and a wait for the next matching one. */
async function openStream(client: Client | null, headers: Record<string, string> = {}, query = '', base = server.url) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/events/stream${query}`, {
    headers: { ...(client ? { authorization: `Token=${client.token}` } : {}), ...headers },
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const done = (async () => {
    if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame: Frame = {};
          for (const line of buffer.slice(0, end).split('\n')) {
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'id' || field === 'event' || field === 'data') frame[field] = value;
          }
          frames.push(frame);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // aborted
    }
    ended = true;
    for (const wake of waiters) wake();
  })();
  const changes = () => frames.filter((f) => f.event === 'change').map((f) => JSON.parse(f.data ?? '') as LiveEvent);
  async function next(match: (e: LiveEvent) => boolean, timeoutMs = 3_000): Promise<LiveEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = changes().find(match);
      if (found) return found;
      if (ended || Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, 50);
      });
    }
  }
  const close = async () => {
    controller.abort();
    await done;
  };
  return { res, frames, changes, next, close, done };
}

async function registerEntry(guard: Client, s: Site, hostId: number, visitorName = `Ana ${uniqueTag()}`) {
  const res = await guard.post('/transactions', {
    visitor_name: visitorName,
    reason_for_visit: 'Visita',
    user_id: hostId,
    access_key_type_id: 6,
    gate_id: s.accessPoint.gates.Entrada?.id,
    access_allowed: true,
  });
  expect(res.status).toBe(201);
  return { id: res.body.transaction.id as number, visitor_name: visitorName };
}

/** Waits until the events written so far are surely past every open stream's hub (a bounded quiet time). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('GET /events/stream', () => {
  it('answers 401 without a token, and with a wrong one', async () => {
    const none = await openStream(null);
    expect(none.res.status).toBe(401);
    await none.close();
    const wrong = await openStream(null, { authorization: 'Token=not-a-real-token-at-all-0000' });
    expect(wrong.res.status).toBe(401);
    await wrong.close();
  });

  it('is a stream of Server-Sent Events that starts with where it stands, not an /events/:id lookup', async () => {
    const stream = await openStream(site.host.client);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.res.headers.get('cache-control')).toContain('no-cache');
    const deadline = Date.now() + 3_000;
    while (!stream.frames.some((f) => f.event === 'ready') && Date.now() < deadline) await settle();
    const ready = stream.frames.find((f) => f.event === 'ready');
    expect(ready?.id).toMatch(/^\d+$/);
    await stream.close();
  });

  it("brings a register to the host (with the arrival notice), the network's admin and the access point's guard, within a second", async () => {
    const [host, admin, guard] = await Promise.all([
      openStream(site.host.client),
      openStream(site.admin.client),
      openStream(site.guard.client),
    ]);
    await settle();
    const started = Date.now();
    const row = await registerEntry(site.guard.client, site, site.host.row.id, 'Ana López');
    const forHost = await host.next((e) => e.kind === 'transaction' && e.subject_id === row.id);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(forHost.arrival).toMatchObject({
      visitor_name: 'Ana López',
      access_point_name: 'Caseta Principal',
      time_zone: 'America/Mexico_City',
    });
    expect(forHost.access_server_id).toBe(site.accessPoint.id);
    const forAdmin = await admin.next((e) => e.kind === 'transaction' && e.subject_id === row.id);
    // An admin refreshes the logbook; the notice is the resident's.
    expect(forAdmin.arrival).toBeNull();
    const forGuard = await guard.next((e) => e.kind === 'transaction' && e.subject_id === row.id);
    expect(forGuard.arrival).toBeNull();
    await Promise.all([host.close(), admin.close(), guard.close()]);
  });

  it('sends no arrival notice to a resident whose push_notification switch is off, but still the row', async () => {
    const off = await site.admin.client.patch(`/users/${site.host.row.id}`, { user: { push_notification: false } });
    expect(off.status).toBe(200);
    const host = await openStream(site.host.client);
    try {
      await settle();
      const row = await registerEntry(site.guard.client, site, site.host.row.id);
      const forHost = await host.next((e) => e.kind === 'transaction' && e.subject_id === row.id);
      expect(forHost.arrival).toBeNull();
    } finally {
      await host.close();
      await site.admin.client.patch(`/users/${site.host.row.id}`, { user: { push_notification: true } });
    }
  });

  it("never sends another network's nor another resident's events, nor another access point's to a guard", async () => {
    const [otherAdmin, otherHost, neighbourStream, far, mine] = await Promise.all([
      openStream(other.admin.client),
      openStream(other.host.client),
      openStream(neighbour.client),
      openStream(farGuard.client),
      openStream(site.host.client),
    ]);
    await settle();
    const row = await registerEntry(site.guard.client, site, site.host.row.id);
    const key = await createInvitation(site.host.client, site.accessPoint);
    // The host's own stream got both: by then the others' hubs have surely looked too.
    await mine.next((e) => e.kind === 'transaction' && e.subject_id === row.id);
    await mine.next((e) => e.kind === 'access_key' && e.subject_id === key.id);
    await settle();
    for (const stream of [otherAdmin, otherHost, neighbourStream, far]) {
      const ids = stream.changes().map((e) => `${e.kind}:${e.subject_id}`);
      expect(ids).not.toContain(`transaction:${row.id}`);
      expect(ids).not.toContain(`access_key:${key.id}`);
    }
    await Promise.all([otherAdmin, otherHost, neighbourStream, far, mine].map((s) => s.close()));
  });

  it('brings an invitation created, changed and used to its host', async () => {
    const stream = await openStream(site.host.client);
    await settle();
    const key = await createInvitation(site.host.client, site.accessPoint);
    const created = await stream.next((e) => e.kind === 'access_key' && e.subject_id === key.id);
    expect(created.op).toBe('insert');
    expect(created.arrival).toBeNull();
    const used = await site.guard.client.post('/transactions', {
      key: key.unique_id,
      gate_id: site.accessPoint.gates.Entrada?.id,
      access_allowed: true,
    });
    expect(used.status).toBe(201);
    await stream.next((e) => e.kind === 'access_key' && e.subject_id === key.id && e.op === 'update');
    const entry = await stream.next((e) => e.kind === 'transaction' && e.subject_id === used.body.transaction.id);
    expect(entry.arrival?.visitor_name).toBe(key.visitor_name);
    await stream.close();
  });

  it('replays from Last-Event-ID everything missed while disconnected, and only what the caller may see', async () => {
    const first = await openStream(site.host.client);
    await settle();
    const before = await registerEntry(site.guard.client, site, site.host.row.id);
    const seen = await first.next((e) => e.subject_id === before.id && e.kind === 'transaction');
    await first.close();

    // While cut off: two arrivals for this host, one for the neighbour, one in another network.
    const missedA = await registerEntry(site.guard.client, site, site.host.row.id);
    const missedB = await registerEntry(site.guard.client, site, site.host.row.id);
    const notMine = await registerEntry(site.guard.client, site, neighbour.row.id);
    const elsewhere = await registerEntry(other.guard.client, other, other.host.row.id);

    const again = await openStream(site.host.client, { 'last-event-id': String(seen.id) }, '?once=1');
    expect(again.res.status).toBe(200);
    await again.done;
    const replayed = again.changes().filter((e) => e.kind === 'transaction');
    const ids = replayed.map((e) => e.subject_id);
    expect(ids).toEqual(expect.arrayContaining([missedA.id, missedB.id]));
    expect(ids).not.toContain(notMine.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(replayed.find((e) => e.subject_id === missedA.id)?.arrival?.visitor_name).toBe(missedA.visitor_name);
    // In order, each once.
    const eventIds = again.changes().map((e) => e.id);
    expect([...eventIds].sort((a, b) => a - b)).toEqual(eventIds);
    expect(new Set(eventIds).size).toBe(eventIds.length);
  });

  it('replays from the first id a stream gave, when it was cut before any event', async () => {
    const first = await openStream(site.host.client);
    const deadline = Date.now() + 3_000;
    while (!first.frames.some((f) => f.event === 'ready') && Date.now() < deadline) await settle();
    const startId = first.frames.find((f) => f.event === 'ready')?.id ?? '';
    await first.close();
    const missed = await registerEntry(site.guard.client, site, site.host.row.id);
    const again = await openStream(site.host.client, { 'last-event-id': startId }, '?once=1');
    await again.done;
    expect(again.changes().map((e) => e.subject_id)).toContain(missed.id);
  });

  it('brings a change to a live stream that was open across it, then continues after a reconnect', async () => {
    const stream = await openStream(site.admin.client);
    await settle();
    const one = await registerEntry(site.guard.client, site, site.host.row.id);
    const got = await stream.next((e) => e.subject_id === one.id && e.kind === 'transaction');
    await stream.close();
    const two = await registerEntry(site.guard.client, site, site.host.row.id);
    const resumed = await openStream(site.admin.client, { 'last-event-id': String(got.id) });
    const three = await registerEntry(site.guard.client, site, site.host.row.id);
    await resumed.next((e) => e.subject_id === two.id && e.kind === 'transaction');
    await resumed.next((e) => e.subject_id === three.id && e.kind === 'transaction');
    await resumed.close();
  });
});

describe('across instances (LISTEN/NOTIFY)', () => {
  // A second instance on the same database whose safety poll would look only after a minute: what reaches its
  // streams within seconds was announced by the database when the change committed.
  let second: App;
  let secondUrl: string;
  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: server.dataDir, DEMO: '0', LOG_LEVEL: 'silent' });
    second = await buildApp(
      {
        config,
        db: server.db,
        mailer: { send: async () => {} },
        storage: localStorage(path.join(server.dataDir, 'photos')),
        signingSecret: 'x'.repeat(32),
        now: () => new Date(),
      },
      { logger: false, liveSafetyPollMs: 60_000 },
    );
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => second?.close());

  /** The pids of the listening connections on this file's database (PostgreSQL). */
  const listeners = async () =>
    (
      await sql<{ pid: number }>`select pid from pg_stat_activity
        where application_name = ${LISTEN_APPLICATION_NAME} and datname = current_database()`.execute(server.db)
    ).rows.map((row) => row.pid);

  it('brings a change made through one instance to a stream on another at once, not at its next poll', async () => {
    const stream = await openStream(site.host.client, {}, '', secondUrl);
    try {
      await settle();
      const row = await registerEntry(site.guard.client, site, site.host.row.id);
      const event = await stream.next((e) => e.kind === 'transaction' && e.subject_id === row.id, 3_000);
      expect(event.arrival?.visitor_name).toBe(row.visitor_name);
    } finally {
      await stream.close();
    }
  });

  it.runIf(dbKind === 'postgres')('listens again after its connection is killed, and still delivers', async () => {
    const stream = await openStream(site.admin.client, {}, '', secondUrl);
    try {
      await settle();
      const before = await listeners();
      expect(before).toHaveLength(1);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${LISTEN_APPLICATION_NAME} and datname = current_database()`.execute(server.db);
      // A change made while nobody listens reaches the stream through the look that follows the reconnect.
      const during = await registerEntry(site.guard.client, site, site.host.row.id);
      const deadline = Date.now() + 5_000;
      let after = await listeners();
      while (!(after.length === 1 && after[0] !== before[0]) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        after = await listeners();
      }
      expect(after).toHaveLength(1);
      expect(after[0]).not.toBe(before[0]);
      await stream.next((e) => e.kind === 'transaction' && e.subject_id === during.id, 3_000);
      await settle();
      const row = await registerEntry(site.guard.client, site, site.host.row.id);
      await stream.next((e) => e.kind === 'transaction' && e.subject_id === row.id, 3_000);
    } finally {
      await stream.close();
    }
  });

  // Last: it closes the second instance. Its shutdown (app.close(), as on SIGTERM) ends the open streams and closes
  // the listening connection before the database handle goes.
  it('ends its streams and stops listening when the instance closes', async () => {
    const stream = await openStream(site.host.client, {}, '', secondUrl);
    await settle();
    if (dbKind === 'postgres') expect(await listeners()).toHaveLength(1);
    await second.close();
    await stream.done;
    if (dbKind === 'postgres') {
      const deadline = Date.now() + 3_000;
      while ((await listeners()).length > 0 && Date.now() < deadline) await settle();
      expect(await listeners()).toEqual([]);
    }
  });
});
