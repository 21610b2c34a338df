// Webhooks (docs/webhooks.md), on PGlite and PostgreSQL, with a receiver started here (node:http on 127.0.0.1,
// port 0): each register reaches it once as a signed `transaction.created` (the signature checked here as an
// integrator would, without Garita's code); a receiver stopped for 10 s gets the missed events afterwards, each
// exactly once by event id; the test button answers the receiver's truth; a webhook failing for long is paused
// and its network's admins are mailed. The outbox retries after 250 ms here (WEBHOOK_RETRY_FIRST_MS) instead of
// 30 s, so the stop itself is the only wait.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createOutboxWorker } from '../src/services/outbox.ts';
import {
  createWebhooksService,
  renderWebhookPausedMail,
  WEBHOOK_DELIVERY_TOPIC,
  webhookOutboxTopics,
} from '../src/services/webhooks.service.ts';
import { eventBody } from './event-fixture.ts';
import { createInvitation, createSite, type Site } from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';

interface Received {
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: { id: string; type: string; occurred_at: string; network_id: number; data: any };
}

/** A receiver that answers `status()` to every POST and keeps what it got. */
class Receiver {
  received: Received[] = [];
  status = () => 204;
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      this.received.push({ headers: req.headers, raw, body: JSON.parse(raw) });
      res.writeHead(this.status()).end();
    });
  });
  port = 0;

  async start(port = this.port): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }
  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  get url() {
    return `http://127.0.0.1:${this.port}/hook`;
  }
  ofType(type: string) {
    return this.received.filter((r) => r.body.type === type);
  }
}

/** What an integrator runs (docs/webhooks.md): HMAC-SHA256 of `${timestamp}.${raw body}`, hex, constant time. */
function isFromGarita(headers: http.IncomingHttpHeaders, raw: string, secret: string): boolean {
  const timestamp = String(headers['x-garita-timestamp'] ?? '');
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > 120) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest();
  const given = Buffer.from(String(headers['x-garita-signature'] ?? ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const ENV = { WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_FIRST_MS: '250', WEBHOOK_RETRY_MAX_MS: '2000' };
let server: TestServer;
let site: Site;
let other: Site;
const receiver = new Receiver();
const otherReceiver = new Receiver();
/** How far the server's clock is ahead of the machine's (the pause test moves it). */
const ahead = 0;

beforeAll(async () => {
  server = await startTestServer(ENV, () => new Date(Date.now() + ahead));
  [site, other] = await Promise.all([createSite(server), createSite(server)]);
  await Promise.all([receiver.start(), otherReceiver.start()]);
});

// A test that failed halfway must not leave the receiver refusing for the next one.
afterEach(() => {
  receiver.status = () => 204;
});

afterAll(async () => {
  await Promise.all([receiver.stop(), otherReceiver.stop()]);
  await server?.close();
});

const register = async (name: string) => {
  const res = await site.guard.client.post('/transactions', {
    visitor_name: name,
    reason_for_visit: 'Visita',
    user_id: site.host.row.id,
    access_key_type_id: 6,
    gate_id: site.accessPoint.gates.Entrada?.id,
    access_allowed: true,
  });
  expect(res.status).toBe(201);
  return res.body.transaction.id as number;
};

const createWebhook = async (s: Site, url: string, eventTypes = ['transaction.created']) => {
  const res = await s.admin.client.post('/webhooks', { webhook: { url, event_types: eventTypes } });
  expect(res.status).toBe(201);
  return res.body as { webhook: { id: number }; secret: string };
};

describe('webhooks', () => {
  let hook: { webhook: { id: number }; secret: string };

  it('keeps a webhook per network, its secret shown on creation and on demand, and refuses bad addresses', async () => {
    hook = await createWebhook(site, receiver.url);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(hook.webhook).toMatchObject({
      url: receiver.url,
      event_types: ['transaction.created'],
      active: true,
      paused_reason: null,
      consecutive_failures: 0,
    });
    const list = await site.admin.client.get('/webhooks');
    expect(list.body.webhooks.map((w: { id: number }) => w.id)).toEqual([hook.webhook.id]);
    expect(JSON.stringify(list.body)).not.toContain(hook.secret);
    expect((await site.admin.client.get(`/webhooks/${hook.webhook.id}/secret`)).body).toEqual({ secret: hook.secret });
    // Another network's admin: as if it did not exist.
    expect((await other.admin.client.get(`/webhooks/${hook.webhook.id}/secret`)).status).toBe(404);
    expect((await other.admin.client.get('/webhooks')).body.webhooks).toEqual([]);

    for (const [url, path] of [
      ['ftp://example.com/hook', 'body.webhook.url'],
      ['https://user:pw@example.com/hook', 'body.webhook.url'],
      ['not a url', 'body.webhook.url'],
    ]) {
      const res = await site.admin.client.post('/webhooks', { webhook: { url, event_types: ['gate.opened'] } });
      expect(res.status, url).toBe(422);
      expect(res.body.fields.map((f: { path: string }) => f.path)).toContain(path);
    }
    const noEvents = await site.admin.client.post('/webhooks', { webhook: { url: receiver.url, event_types: [] } });
    expect(noEvents.body.fields[0].path).toBe('body.webhook.event_types');
    const unknown = await site.admin.client.post('/webhooks', { webhook: { url: receiver.url, event_types: ['x'] } });
    expect(unknown.status).toBe(422);

    // The audit log says who created it and who saw the secret, never the secret itself.
    const audit = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_type', '=', 'webhooks')
      .where('subject_id', '=', hook.webhook.id)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['webhooks.create', 'webhooks.secret']);
    expect(JSON.stringify(audit)).not.toContain(hook.secret);
  });

  it('refuses loopback and private addresses unless WEBHOOK_ALLOW_PRIVATE is set', async () => {
    const config = loadConfig({ DATA_DIR: server.dataDir, DEMO: '0' });
    expect(config.webhooks.allowPrivate).toBe(false);
    const guarded = createWebhooksService({ db: server.db, config, now: () => new Date() });
    const auth = { user: site.admin.row, network: site.network, sessionId: 0 } as never;
    for (const url of [
      'http://127.0.0.1:9/hook',
      'http://localhost/hook',
      'http://10.0.0.5/hook',
      'http://192.168.1.20/hook',
      'http://[::1]/hook',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      await expect(guarded.create(auth, { webhook: { url, event_types: ['gate.opened'] } }), url).rejects.toMatchObject(
        {
          status: 422,
          fields: [{ path: 'webhook.url', message: 'a public address (loopback and private networks are refused)' }],
        },
      );
    }
    const created = await guarded.create(auth, {
      webhook: { url: 'https://hooks.example.com/garita', event_types: ['gate.opened'] },
    });
    await server.db.deleteFrom('webhooks').where('id', '=', created.webhook.id).execute();
  });

  it('sends one signed transaction.created per register, and none to another network', async () => {
    await createWebhook(other, otherReceiver.url);
    const ids = [await register('Ana López'), await register('Beto Ruiz')];
    await until(() => receiver.ofType('transaction.created').length >= 2, 10_000, 'two events');
    await server.outbox.idle();
    const events = receiver.ofType('transaction.created');
    expect(events.map((e) => e.body.data.transaction.id)).toEqual(ids);
    for (const event of events) {
      expect(isFromGarita(event.headers, event.raw, hook.secret)).toBe(true);
      expect(isFromGarita(event.headers, event.raw, 'whsec_another-secret')).toBe(false);
      expect(event.headers['content-type']).toBe('application/json');
      expect(event.headers['x-garita-event']).toBe('transaction.created');
      expect(event.headers['x-garita-event-id']).toBe(event.body.id);
      expect(event.body).toMatchObject({ type: 'transaction.created', network_id: site.network.id });
      expect(event.body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(event.body.occurred_at))).toBe(false);
      expect(event.body.data.transaction).toMatchObject({ visitor_name: expect.any(String), access_type: 'access' });
    }
    expect(new Set(events.map((e) => e.body.id)).size).toBe(2);
    expect(otherReceiver.received).toEqual([]);

    // The delivery log: one successful attempt per event, newest first.
    const log = await site.admin.client.get(`/webhooks/${hook.webhook.id}/deliveries`);
    expect(log.status).toBe(200);
    expect(log.body.deliveries.slice(0, 2).map((d: { event_id: string }) => d.event_id)).toEqual(
      events.map((e) => e.body.id).reverse(),
    );
    expect(log.body.deliveries[0]).toMatchObject({ ok: true, status: 204, attempt: 1, error: null, test: false });
    expect(log.body.deliveries[0].latency_ms).toBeGreaterThanOrEqual(0);
  });

  it('delivers what a receiver stopped for 10 s missed, each event exactly once', async () => {
    const before = receiver.received.length;
    await receiver.stop();
    const ids = [await register('Carla Díaz'), await register('Darío Gómez'), await register('Elena Funes')];
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const failures = await site.admin.client.get(`/webhooks/${hook.webhook.id}/deliveries`);
    const failed = failures.body.deliveries.filter((d: { ok: boolean }) => !d.ok);
    expect(failed.length).toBeGreaterThanOrEqual(3);
    expect(failed[0]).toMatchObject({ status: null, error: 'connection refused' });

    await receiver.start();
    await until(() => receiver.received.length - before >= 3, 10_000, 'the missed events');
    // Give any duplicate a chance to arrive, then count by event id.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await server.outbox.idle();
    const after = receiver.received.slice(before);
    expect(after.map((e) => e.body.data.transaction.id).sort()).toEqual([...ids].sort());
    const byId = new Map<string, number>();
    for (const e of after) byId.set(e.body.id, (byId.get(e.body.id) ?? 0) + 1);
    expect([...byId.values()]).toEqual([1, 1, 1]);
    for (const e of after) expect(isFromGarita(e.headers, e.raw, hook.secret)).toBe(true);
    // A short outage does not pause the webhook; the success ended the failure streak.
    const [state] = (await site.admin.client.get('/webhooks')).body.webhooks;
    expect(state).toMatchObject({ active: true, consecutive_failures: 0 });
  }, 30_000);

  it('the test button reports success only when the receiver answered 2xx', async () => {
    const ok = await site.admin.client.post(`/webhooks/${hook.webhook.id}/test`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ ok: true, status: 204, error: null });
    const ping = receiver.ofType('webhook.test').at(-1);
    expect(ping?.body.data.webhook_id).toBe(hook.webhook.id);
    expect(ping && isFromGarita(ping.headers, ping.raw, hook.secret)).toBe(true);

    receiver.status = () => 500;
    const refused = await site.admin.client.post(`/webhooks/${hook.webhook.id}/test`);
    expect(refused.body).toMatchObject({ ok: false, status: 500, error: 'the receiver refused (HTTP 500)' });
    receiver.status = () => 204;

    await receiver.stop();
    const down = await site.admin.client.post(`/webhooks/${hook.webhook.id}/test`);
    await receiver.start();
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ ok: false, status: null, error: 'connection refused' });

    const log = (await site.admin.client.get(`/webhooks/${hook.webhook.id}/deliveries`)).body.deliveries;
    expect(log.slice(0, 3).map((d: { ok: boolean; test: boolean }) => [d.test, d.ok])).toEqual([
      [true, false],
      [true, false],
      [true, true],
    ]);
    const audit = await server.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'webhooks.test')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.details)).toEqual([
      { ok: true, status: 204 },
      { ok: false, status: 500 },
      { ok: false, status: null },
    ]);
  });

  it('pauses a webhook failing for long, mails the admins (es and en), and resumes on request', async () => {
    receiver.status = () => 503;
    // The streak so far: 19 failures that began 13 hours ago (no need to wait them out).
    await server.db
      .updateTable('webhooks')
      .set({ consecutive_failures: 19, failing_since: new Date(Date.now() - 13 * 3_600_000) })
      .where('id', '=', hook.webhook.id)
      .execute();
    const pausedMails = () => server.mails.filter((m) => m.subject.includes('webhook paused'));
    const fausto = await register('Fausto Gil');
    await until(
      async () => {
        const [w] = (await site.admin.client.get('/webhooks')).body.webhooks;
        return w.active === false;
      },
      10_000,
      'the pause',
    );
    const [paused] = (await site.admin.client.get('/webhooks')).body.webhooks;
    expect(paused).toMatchObject({ active: false, paused_reason: 'failures', consecutive_failures: 20 });
    await until(() => pausedMails().length > 0, 10_000, 'the mail');
    expect(pausedMails()).toHaveLength(1);
    const mail = pausedMails()[0];
    expect(mail?.to).toBe(site.admin.row.email);
    expect(mail?.subject).toBe('Garita: webhook pausado tras 20 fallos / webhook paused after 20 failures');
    expect(mail?.text).toContain(`Dirección: ${receiver.url}`);
    expect(mail?.text).toContain(`Address: ${receiver.url}`);
    expect(renderWebhookPausedMail({ url: 'u', network: 'n', failures: 20 }).text).toContain(
      'Mientras esté pausado no recibe eventos.',
    );

    // Paused: a register queues nothing for it. Asked of each register's own event: Fausto's delivery may still be
    // waiting for its retry (250 ms here), which the paused webhook then drops, whenever it comes.
    const queuedFor = async (transactionId: number) =>
      server.db
        .selectFrom('outbox')
        .select('id')
        .where('topic', '=', WEBHOOK_DELIVERY_TOPIC)
        .where(sql<boolean>`(payload->'event'->'data'->'transaction'->>'id')::int = ${transactionId}`)
        .execute();
    expect(await queuedFor(fausto)).toHaveLength(1);
    expect(await queuedFor(await register('Gala Hernández'))).toEqual([]);

    receiver.status = () => 204;
    const resumed = await site.admin.client.patch(`/webhooks/${hook.webhook.id}`, { webhook: { active: true } });
    expect(resumed.body.webhook).toMatchObject({ active: true, paused_reason: null, consecutive_failures: 0 });
    const count = receiver.ofType('transaction.created').length;
    await register('Hugo Ibarra');
    await until(() => receiver.ofType('transaction.created').length > count, 10_000, 'an event after resuming');
  });

  it('documents every event body in the OpenAPI document', async () => {
    const doc = await server.call('GET', '/api/docs/json', { token: site.admin.client.token });
    expect(doc.status).toBe(200);
    const schemas = doc.body.components.schemas;
    for (const type of [
      'transaction.created',
      'transaction.exit',
      'access_key.created',
      'access_key.deleted',
      'gate.opened',
      'watchlist.matched',
      'webhook.test',
    ]) {
      const schema = schemas[`WebhookEvent_${type}`];
      expect(schema, type).toBeDefined();
      expect(Object.keys(schema.properties)).toEqual(['id', 'type', 'occurred_at', 'network_id', 'data']);
    }
    expect(doc.body.paths['/api/v1/webhooks'].post.description).toContain('X-Garita-Signature');
  });

  it('removes a webhook with its log', async () => {
    const extra = await createWebhook(site, receiver.url, ['gate.opened']);
    expect((await site.admin.client.delete(`/webhooks/${extra.webhook.id}`)).status).toBe(204);
    expect((await site.admin.client.get(`/webhooks/${extra.webhook.id}/deliveries`)).status).toBe(404);
    expect((await other.admin.client.delete(`/webhooks/${hook.webhook.id}`)).status).toBe(404);
  });

  it('sends an exit, an invitation created and removed, and a gate opening, each to the webhooks subscribed', async () => {
    const types = ['transaction.exit', 'access_key.created', 'access_key.deleted', 'gate.opened'];
    const extra = await createWebhook(site, receiver.url, types);
    const ofExtra = (type: string) => receiver.ofType(type).filter((e) => isFromGarita(e.headers, e.raw, extra.secret));

    const invitation = await createInvitation(site.host.client, site.accessPoint);
    expect((await site.host.client.delete(`/access_keys/${invitation.id}`)).status).toBe(200);
    const entry = await register('Irene Juárez');
    const exit = await site.guard.client.post('/transactions/log_exit', {
      transaction_id: entry,
      gate_id: site.accessPoint.gates.Salida?.id,
    });
    expect(exit.status).toBe(201);
    // A gate whose controller is this receiver: the admin's test pulse opens it.
    const gatePath = `/access_servers/${site.accessPoint.id}/gates/${site.accessPoint.gates.Entrada?.id}`;
    const controller = { kind: 'http', url: receiver.url, secret: 'un-secreto-de-controlador' };
    expect((await site.admin.client.patch(gatePath, { gate: { remote_pulse: true, controller } })).status).toBe(200);
    expect((await site.admin.client.post(`${gatePath}/test`)).body.ok).toBe(true);

    // An event's guests are invitations too: one access_key.created each.
    const party = await site.host.client.post(
      '/events',
      eventBody(site.accessPoint.id, {
        guests: [
          { name: 'Karla Luna', phone: '+525512340011', email: '', save: false },
          { name: 'Leo Mena', phone: '+525512340012', email: '', save: false },
        ],
      }),
    );
    expect(party.status).toBe(201);

    await until(() => types.every((type) => ofExtra(type).length > 0), 10_000, 'the four events');
    await until(() => ofExtra('access_key.created').length === 3, 10_000, 'the guests');
    expect(
      ofExtra('access_key.created')
        .filter((e) => e.body.data.access_key.id !== invitation.id)
        .map((e) => e.body.data.access_key.visitor_name)
        .sort(),
    ).toEqual(['Karla Luna', 'Leo Mena']);
    const [created] = ofExtra('access_key.created');
    expect(created?.body.data.access_key).toMatchObject({
      id: invitation.id,
      access_server_ids: [site.accessPoint.id],
    });
    expect(JSON.stringify(created?.body)).not.toContain(invitation.unique_id);
    expect(ofExtra('access_key.deleted')[0]?.body.data.access_key.id).toBe(invitation.id);
    const [exitEvent] = ofExtra('transaction.exit');
    expect(exitEvent?.body.data.entry.id).toBe(entry);
    expect(exitEvent?.body.data.transaction).toMatchObject({ access_type: 'exit', related_transaction_id: entry });
    expect(ofExtra('gate.opened')[0]?.body.data.gate_opening).toMatchObject({
      gate_id: site.accessPoint.gates.Entrada?.id,
      transaction_id: null,
      requested_by: site.admin.row.id,
    });
    // Subscribed to none of them: the first webhook got only the exit's new logbook row.
    const first = receiver.received.filter((e) => isFromGarita(e.headers, e.raw, hook.secret));
    expect(first.filter((e) => types.includes(e.body.type))).toEqual([]);
  });

  it('sends watchlist.matched for a refused invitation and for a manual register, with the entry and the source', async () => {
    const watching = await createWebhook(site, receiver.url, ['watchlist.matched']);
    const ofWatching = () =>
      receiver.ofType('watchlist.matched').filter((e) => isFromGarita(e.headers, e.raw, watching.secret));
    const entry = await site.admin.client.post('/watchlist', {
      name: 'Ramiro Zepeda Quintanilla',
      reason: 'Robo en el estacionamiento',
      action: 'deny',
    });
    expect(entry.status).toBe(201);

    // The host's invitation is refused (and rolled back); the match is recorded after, and its event sent.
    await expect(
      createInvitation(site.host.client, site.accessPoint, { visitor_name: 'Ramiro Zepeda Quintanilla' }),
    ).rejects.toThrow('visitor_not_invitable');
    await register('Ramiro Zepeda Quintanilla');
    await until(() => ofWatching().length === 2, 10_000, 'two watchlist events');
    const bySource = Object.fromEntries(ofWatching().map((e) => [e.body.data.match.source, e.body.data.match]));
    const expected = {
      watchlist_entry: {
        id: entry.body.id,
        name: 'Ramiro Zepeda Quintanilla',
        action: 'deny',
        reason: 'Robo en el estacionamiento',
      },
      matched_on: 'name',
      visitor_name: 'Ramiro Zepeda Quintanilla',
    };
    expect(bySource.invitation).toMatchObject({ ...expected, access_key_id: null, actor_user_id: site.host.row.id });
    expect(bySource.manual_register).toMatchObject({ ...expected, actor_user_id: site.guard.row.id });
    expect(bySource.manual_register.transaction_id).toEqual(expect.any(Number));
    expect(otherReceiver.ofType('watchlist.matched')).toEqual([]);
  });

  it('forgets an event given up after 7 days, as a sent one (its payload names a visitor); other topics keep theirs', async () => {
    const old = new Date(Date.now() - 8 * 86_400_000);
    const row = (topic: string, key: string) => ({
      topic,
      dedupe_key: key,
      payload: JSON.stringify({ event: { data: { transaction: { visitor_name: 'Julia Kuri' } } } }),
      attempts: 20,
      next_attempt_at: old,
      failed_at: old,
    });
    const tag = Date.now();
    await server.db
      .insertInto('outbox')
      .values([
        row(WEBHOOK_DELIVERY_TOPIC, `webhook:given-up:${tag}`),
        row('mail.arrival', `mail.arrival:given-up:${tag}`),
      ])
      .execute();
    const silent = { warn: () => undefined, error: () => undefined, info: () => undefined } as never;
    const ctx = { db: server.db, log: silent, now: () => new Date(), mailer: { send: async () => {} } };
    const worker = createOutboxWorker(ctx, webhookOutboxTopics({ ...ctx, config: loadConfig({ ...ENV, DEMO: '0' }) }));
    worker.start();
    const left = () =>
      server.db.selectFrom('outbox').select('topic').where('dedupe_key', 'like', `%:given-up:${tag}`).execute();
    await until(async () => (await left()).length === 1, 5_000, 'the purge');
    await worker.stop();
    expect(await left()).toEqual([{ topic: 'mail.arrival' }]);
  });
});
