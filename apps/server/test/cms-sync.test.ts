// The optional user sync to a headless CMS through the outbox (docs/outbox.md, docs/spec-fidelity.md §14): users
// created and changed in Garita reach a fake Strapi once, keyed by id_legacy; a CMS that is down, failing or hung
// never slows or fails the change, and the user arrives once it is back; two workers never send a row twice; and
// without CMS_URL nothing is queued at all.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { inRequestTransaction } from '../src/db/request-transaction.ts';
import { enqueueOutbox } from '../src/repositories/outbox.repository.ts';
import { cmsOutboxTopics } from '../src/services/cms-sync.ts';
import { createOutboxWorker, OUTBOX_BATCH, OUTBOX_LEASE_MS } from '../src/services/outbox.ts';
import { type FakeCms, startFakeCms } from './fake-cms.ts';
import { type Client, startDemoServer, startTestServer, type TestServer } from './harness.ts';

const TOKEN = 'cms-api-token-for-tests';
/** A CMS call that gets no answer is given up after this long. */
const CMS_TIMEOUT_MS = 3_000;

let cms: FakeCms;
let server: TestServer;
let admin: Client;
let accessPoint: number;
/** The server's clock runs ahead of the wall clock by this much: a test moves it past a retry's wait. */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const passRetryWait = () => {
  offsetMs += 2 * 3_600_000;
};

let sequence = 0;
const guardBody = (extra: object = {}) => ({
  user: {
    name: `Vigilante ${++sequence}`,
    email: `cms-guard-${sequence}@demo.test`,
    role: 'security_guard',
    access_servers: [accessPoint],
    ...extra,
  },
});

async function createGuard(extra: object = {}): Promise<number> {
  const res = await admin.post('/users', guardBody(extra));
  expect(res.status).toBe(201);
  return res.body.user.id as number;
}

const outboxRows = (key?: string) => {
  let q = server.db.selectFrom('outbox').selectAll();
  if (key) q = q.where('dedupe_key', '=', key);
  return q.execute();
};

beforeAll(async () => {
  cms = await startFakeCms(TOKEN);
  const demo = await startDemoServer(
    { CMS_URL: `${cms.url}/`, CMS_TOKEN: TOKEN, CMS_TIMEOUT_MS: String(CMS_TIMEOUT_MS) },
    now,
  );
  ({ server, admin } = demo);
  accessPoint = (await admin.get('/access_servers')).body.access_servers[0].id;
});
afterAll(async () => {
  await server?.close();
  await cms?.close();
});
beforeEach(async () => {
  cms.setMode('ok');
  await server.outbox.idle();
});

describe('a user created or changed in Garita', () => {
  it('appears in the CMS once, keyed by id_legacy, without any password of Garita', async () => {
    const id = await createGuard({ password: 'Garita-Secret-2026' });
    await server.outbox.idle();
    const [mirror, ...more] = cms.byLegacyId(id);
    expect(more).toEqual([]);
    expect(mirror).toMatchObject({
      id_legacy: id,
      username: `garita-${id}`,
      email: `cms-guard-${sequence}@demo.test`,
      name: `Vigilante ${sequence}`,
      blocked: false,
      confirmed: true,
      garita_role: 'security_guard',
      garita_access_point_ids: [accessPoint],
    });
    // A random password nobody knows: never Garita's, nor its hash.
    expect(typeof mirror?.password).toBe('string');
    expect(mirror?.password).not.toBe('Garita-Secret-2026');
    const sent = JSON.stringify(cms.requests.map((r) => r.body));
    expect(sent).not.toContain('Garita-Secret-2026');
    expect(sent).not.toContain('$argon2');
    // The spec's calls with its fixed bearer credential: the lookup by id_legacy, then the creation.
    const mine = cms.requests.filter(
      (r) => r.query.get('filters[id_legacy][$eq]') === String(id) || r.body?.id_legacy === id,
    );
    expect(mine.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/users', 'POST /api/users']);
    expect(mine.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(mine[0]?.query.get('populate')).toBe('*');

    // Draining again sends nothing more: the row is marked sent.
    await server.outbox.kick();
    expect(cms.byLegacyId(id)).toHaveLength(1);
    expect((await outboxRows(`cms.user:${id}`))[0]).toMatchObject({ attempts: 1, sent_at: expect.any(Date) });
  });

  it('is updated in place when edited (name, role, access points, deactivation) and blocked when deleted', async () => {
    const id = await createGuard();
    const email = `cms-guard-${sequence}@demo.test`;
    await server.outbox.idle();
    const cmsId = cms.byLegacyId(id)[0]?.id;
    const points = (await admin.get('/access_servers')).body.access_servers.map((s: { id: number }) => s.id);

    const edit = await admin.patch(`/users/${id}`, { user: { name: 'Renombrado', access_servers: points } });
    expect(edit.status).toBe(200);
    await server.outbox.idle();
    expect(cms.byLegacyId(id)).toEqual([
      expect.objectContaining({
        id: cmsId,
        name: 'Renombrado',
        garita_access_point_ids: [...points].sort((a, b) => a - b),
      }),
    ]);
    expect(cms.calls('PUT', `/api/users/${cmsId}`)).toHaveLength(1);
    expect(cms.calls('PUT', `/api/users/${cmsId}`)[0]?.body).not.toHaveProperty('password');

    expect((await admin.patch(`/users/${id}`, { user: { active: false } })).status).toBe(200);
    await server.outbox.idle();
    expect(cms.byLegacyId(id)[0]).toMatchObject({ blocked: true, name: 'Renombrado' });

    expect((await admin.delete(`/users/${id}`)).status).toBe(204);
    await server.outbox.idle();
    expect(cms.byLegacyId(id)).toEqual([
      expect.objectContaining({ id: cmsId, blocked: true, name: '', email: `garita-${id}@removed.invalid` }),
    ]);
    // The address is free again, in Garita and in the CMS: a new account with it is mirrored too.
    const again = await admin.post('/users', guardBody({ email }));
    expect(again.status).toBe(201);
    await server.outbox.idle();
    expect(cms.byLegacyId(again.body.user.id)).toHaveLength(1);
  });

  it('is blocked and stripped of personal data when an ARCO request erases the account', async () => {
    const id = await createGuard();
    await server.outbox.idle();
    const erased = await admin.post('/personal_data/erase', { users: [id] });
    expect(erased.status).toBe(200);
    await server.outbox.idle();
    expect(cms.byLegacyId(id)).toEqual([
      expect.objectContaining({ blocked: true, name: '', phone: '', email: `garita-${id}@removed.invalid` }),
    ]);
  });

  it("reaches the CMS when it is a new site's first admin (setup)", async () => {
    const blank = await startTestServer({ CMS_URL: cms.url, CMS_TOKEN: TOKEN }, undefined, { empty: true });
    try {
      const res = await blank.call('POST', '/api/v1/setup', {
        body: {
          network: { name: 'Residencial Sync', kind: 'residential', time_zone: 'America/Merida' },
          admin: { name: 'Paula Sync', email: 'paula@sync.example', password: 'Sync-2026-seguro' },
        },
      });
      expect(res.status).toBe(201);
      await blank.outbox.idle();
      const id = res.body.user.id as number;
      const mirrors = cms.users.filter((u) => u.email === 'paula@sync.example');
      expect(mirrors).toEqual([expect.objectContaining({ id_legacy: id, garita_role: 'network_admin' })]);
    } finally {
      await blank.close();
    }
  });

  it('does not queue a change the CMS does not keep (a notification choice)', async () => {
    const id = await createGuard();
    await server.outbox.idle();
    const before = cms.requests.length;
    expect((await admin.patch(`/users/${id}`, { user: { email_notification: false } })).status).toBe(200);
    await server.outbox.idle();
    expect(cms.requests.length).toBe(before);
  });
});

describe('a CMS that is down', () => {
  it('never makes a change wait for it: a hung CMS, and the user arrives once it answers again', async () => {
    cms.setMode('hang');
    const started = performance.now();
    const res = await admin.post('/users', guardBody());
    const elapsed = performance.now() - started;
    expect(res.status).toBe(201);
    const id = res.body.user.id as number;
    // The answer did not wait for the CMS, which has not answered anything (it gives up only after the timeout).
    expect(elapsed).toBeLessThan(CMS_TIMEOUT_MS);
    await expect
      .poll(() => cms.calls('GET').filter((r) => r.query.get('filters[id_legacy][$eq]') === String(id)).length)
      .toBe(1);
    await server.outbox.idle();
    const [row] = await outboxRows(`cms.user:${id}`);
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(row?.last_error).toContain(`no answer in ${CMS_TIMEOUT_MS} ms`);
    expect(row?.last_error).not.toContain(TOKEN);

    cms.setMode('ok');
    await server.outbox.kick();
    expect(cms.byLegacyId(id)).toEqual([]); // not due yet: the retry waits
    passRetryWait();
    await server.outbox.kick();
    expect(cms.byLegacyId(id)).toHaveLength(1);
  });

  it('refusing connections: the change answers at once; the user arrives exactly once when the CMS is back', async () => {
    await cms.stop();
    try {
      const started = performance.now();
      const id = await createGuard();
      expect(performance.now() - started).toBeLessThan(CMS_TIMEOUT_MS);
      await server.outbox.idle();
      expect((await outboxRows(`cms.user:${id}`))[0]).toMatchObject({ attempts: 1, sent_at: null });
      await cms.start();
      passRetryWait();
      await server.outbox.kick();
      await server.outbox.kick();
      expect(cms.byLegacyId(id)).toHaveLength(1);
      expect(cms.calls('POST').filter((r) => r.body?.id_legacy === id)).toHaveLength(1);
    } finally {
      if (!cms.listening()) await cms.start();
    }
  });

  it('answering 500: quick changes coalesce into one row, and the newest state arrives once', async () => {
    cms.setMode('fail');
    const id = await createGuard();
    for (const name of ['Uno', 'Dos', 'Tres']) {
      const started = performance.now();
      expect((await admin.patch(`/users/${id}`, { user: { name } })).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(CMS_TIMEOUT_MS);
    }
    await server.outbox.idle();
    const rows = await outboxRows(`cms.user:${id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.last_error).toContain('answered 500');

    cms.setMode('ok');
    passRetryWait();
    await server.outbox.kick();
    expect(cms.byLegacyId(id)).toEqual([expect.objectContaining({ name: 'Tres' })]);
    expect(cms.calls('POST').filter((r) => r.body?.id_legacy === id)).toHaveLength(1);
  });
});

describe('several workers', () => {
  it('drain the same rows at once and send each row once', async () => {
    cms.setMode('fail');
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await createGuard());
    await server.outbox.idle();
    // A second instance's worker on the same database.
    const config = loadConfig({ DEMO: '0', CMS_URL: cms.url, CMS_TOKEN: TOKEN });
    const silent = { warn() {}, error() {} } as never;
    const other = createOutboxWorker({ db: server.db, log: silent, now }, cmsOutboxTopics({ db: server.db, config }));
    // Slow answers, so that both workers are sending at the same time.
    cms.setMode('ok', 40);
    passRetryWait();
    const handled = await Promise.all([server.outbox.kick(), other.kick(), server.outbox.kick(), other.kick()]);
    expect(handled[0] + handled[1]).toBe(ids.length);
    for (const id of ids) {
      expect(cms.byLegacyId(id), `user ${id}`).toHaveLength(1);
      expect(cms.calls('POST').filter((r) => r.body?.id_legacy === id)).toHaveLength(1);
      expect(cms.calls('GET').filter((r) => r.query.get('filters[id_legacy][$eq]') === String(id))).toHaveLength(2);
    }
  });
});

describe('the outbox itself (for any topic)', () => {
  const quiet = () => {
    const errors: unknown[][] = [];
    return { errors, log: { warn() {}, error: (...args: unknown[]) => errors.push(args) } as never };
  };

  it('keeps a row queued in a transaction that rolls back out of the table', async () => {
    await expect(
      inRequestTransaction(server.db, async (trx) => {
        await enqueueOutbox(
          trx,
          { topic: 'test.rollback', dedupeKey: 'rollback:1', payload: {}, onConflict: 'keep' },
          now(),
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxRows('rollback:1')).toEqual([]);
  });

  it("sends a 'keep' key once however often it is queued, and gives a failing row up after its attempts", async () => {
    const sent: string[] = [];
    const { errors, log } = quiet();
    const worker = createOutboxWorker(
      { db: server.db, log, now },
      {
        'test.mail': {
          handler: async (row) => {
            sent.push(row.dedupe_key);
          },
          maxAttempts: 3,
          retryDelayMs: () => 0,
        },
        'test.broken': {
          handler: async () => {
            throw new Error('mail server says no');
          },
          maxAttempts: 3,
          retryDelayMs: () => 0,
        },
      },
    );
    const mail = {
      topic: 'test.mail',
      dedupeKey: 'mail:welcome:1',
      payload: { to: 'a@b.c' },
      onConflict: 'keep',
    } as const;
    await enqueueOutbox(server.db, mail, now());
    await enqueueOutbox(server.db, mail, now());
    await worker.kick();
    await enqueueOutbox(server.db, mail, now());
    await worker.kick();
    expect(sent).toEqual(['mail:welcome:1']);

    await enqueueOutbox(
      server.db,
      { topic: 'test.broken', dedupeKey: 'broken:1', payload: {}, onConflict: 'keep' },
      now(),
    );
    await worker.kick();
    await worker.kick();
    const [row] = await outboxRows('broken:1');
    expect(row).toMatchObject({
      attempts: 3,
      sent_at: null,
      failed_at: expect.any(Date),
      last_error: 'mail server says no',
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]?.[1]).toBe('outbox message given up');
  });
});

describe('the outbox in batches (OUTBOX_BATCH rows a claim)', () => {
  const silent = { warn() {}, error() {} } as never;
  const topicRows = (topic: string) =>
    server.db.selectFrom('outbox').selectAll().where('topic', '=', topic).orderBy('id').execute();

  it('sends a queue longer than a claim oldest first, each row once, and marks every row sent', async () => {
    const sent: string[] = [];
    const worker = createOutboxWorker(
      { db: server.db, log: silent, now },
      {
        'test.queue': { handler: async (row) => void sent.push(row.dedupe_key), maxAttempts: 3, retryDelayMs: () => 0 },
      },
    );
    const keys = Array.from({ length: 2 * OUTBOX_BATCH + 5 }, (_, i) => `queue:${String(i).padStart(2, '0')}`);
    for (const key of keys)
      await enqueueOutbox(server.db, { topic: 'test.queue', dedupeKey: key, payload: {}, onConflict: 'keep' }, now());
    expect(await worker.kick()).toBe(keys.length);
    expect(sent).toEqual(keys);
    const rows = await topicRows('test.queue');
    expect(rows.map((r) => [r.dedupe_key, r.attempts, r.lease_token, r.sent_at !== null])).toEqual(
      keys.map((key) => [key, 1, null, true]),
    );
  });

  it('sends a row re-armed while its batch was being sent once more, with the newer payload', async () => {
    const calls: string[] = [];
    const rearm = (key: string, v: number) =>
      enqueueOutbox(server.db, { topic: 'test.rearm', dedupeKey: key, payload: { v }, onConflict: 'rearm' }, now());
    const worker = createOutboxWorker(
      { db: server.db, log: silent, now },
      {
        'test.rearm': {
          handler: async (row) => {
            const { v } = row.payload as { v: number };
            calls.push(`${row.dedupe_key}@${v}`);
            // The change the row is about happened again while the first version was being sent.
            if (row.dedupe_key === 'rearm:1' && v === 1) await rearm('rearm:1', 2);
          },
          maxAttempts: 3,
          retryDelayMs: () => 0,
        },
      },
    );
    await rearm('rearm:1', 1);
    await rearm('rearm:2', 1);
    expect(await worker.kick()).toBe(3);
    expect(calls).toEqual(['rearm:1@1', 'rearm:2@1', 'rearm:1@2']);
    const rows = await topicRows('test.rearm');
    expect(rows.map((r) => [r.dedupe_key, r.revision, r.lease_token, r.sent_at !== null])).toEqual([
      ['rearm:1', 1, null, true],
      ['rearm:2', 0, null, true],
    ]);
  });

  it('gives back the rows a slow batch would send after half its lease, without counting an attempt', async () => {
    let clock = Date.now();
    const slowNow = () => new Date(clock);
    const sent: string[] = [];
    const worker = createOutboxWorker(
      { db: server.db, log: silent, now: slowNow },
      {
        'test.slow': {
          // Each send takes 60 % of the lease (a mail server near its time-outs).
          handler: async (row) => {
            sent.push(row.dedupe_key);
            clock += 0.6 * OUTBOX_LEASE_MS;
          },
          maxAttempts: 3,
          retryDelayMs: () => 0,
        },
      },
    );
    for (const key of ['slow:1', 'slow:2', 'slow:3'])
      await enqueueOutbox(
        server.db,
        { topic: 'test.slow', dedupeKey: key, payload: {}, onConflict: 'keep' },
        slowNow(),
      );
    expect(await worker.kick()).toBe(3);
    expect(sent).toEqual(['slow:1', 'slow:2', 'slow:3']);
    const rows = await topicRows('test.slow');
    expect(rows.map((r) => [r.dedupe_key, r.attempts, r.lease_token, r.sent_at !== null])).toEqual([
      ['slow:1', 1, null, true],
      ['slow:2', 1, null, true],
      ['slow:3', 1, null, true],
    ]);
  });
});

describe('without CMS_URL', () => {
  it('queues nothing: no row for a created, edited or deleted user', async () => {
    const { server: plain, admin: plainAdmin } = await startDemoServer();
    try {
      const res = await plainAdmin.post('/users', guardBody());
      expect(res.status).toBe(201);
      const id = res.body.user.id;
      expect((await plainAdmin.patch(`/users/${id}`, { user: { name: 'Otro' } })).status).toBe(200);
      expect((await plainAdmin.delete(`/users/${id}`)).status).toBe(204);
      // (The user's welcome mail is queued: mail is always on, docs/mail.md.)
      expect(await plain.db.selectFrom('outbox').selectAll().where('topic', '=', 'cms.user').execute()).toEqual([]);
      expect(plain.outbox.topics).not.toContain('cms.user');
    } finally {
      await plain.close();
    }
  });
});
