// Webhooks (docs/webhooks.md): a network admin subscribes another system's address to events; each event is
// queued in the outbox in the transaction of the change that causes it (emitWebhookEvent, one row per subscribed
// webhook), then POSTed by the outbox's worker as signed JSON, retried with backoff, at least once; the event id
// lets the receiver drop a second copy. Every attempt is written to the webhook's delivery log. A webhook that
// keeps failing is paused and its network's admins are mailed.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  type NewWebhook,
  type UpdateWebhook,
  WEBHOOK_TEST_EVENT,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookEventType,
  type WebhookTestResult,
} from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { OutboxRow, WebhookRow } from '../db/schema.ts';
import { invalid, notFound } from '../lib/errors.ts';
import { namesPrivateTarget, type PostResult, postJson } from '../lib/outbound.ts';
import { signatureHeaders } from '../lib/signature.ts';
import { presentDelivery, presentWebhook } from '../presenters/webhook.presenter.ts';
import { findNetwork } from '../repositories/networks.repository.ts';
import { enqueueOutbox } from '../repositories/outbox.repository.ts';
import { networkAdminEmails } from '../repositories/overstay.repository.ts';
import {
  type ActiveWebhook,
  activeWebhooks,
  deleteWebhook,
  findWebhook,
  findWebhookById,
  insertDelivery,
  insertWebhook,
  listDeliveries,
  listWebhooks,
  pauseFailingWebhook,
  recordWebhookFailure,
  recordWebhookSuccess,
  subscribedWebhooks,
  updateWebhook,
} from '../repositories/webhooks.repository.ts';
import { messageId } from './mail.ts';
import { backoff, type OutboxTopic } from './outbox.ts';
import { networkFact } from './scan-cache.ts';

/** The outbox topic of one event to one webhook (payload `{ webhook_id, event }`). */
export const WEBHOOK_DELIVERY_TOPIC = 'webhook.delivery';
/** The admins' mail about a webhook Garita paused (payload `{ webhook_id }`). */
export const WEBHOOK_PAUSED_MAIL_TOPIC = 'mail.webhook_paused';
/** Attempts per event before the outbox gives it up: with the default waits (30 s doubling to 1 h), about 13 h. */
export const WEBHOOK_MAX_ATTEMPTS = 20;
/**
 * Automatic pause: after this many failed attempts in a row (any events, no success between them) …
 */
export const WEBHOOK_PAUSE_AFTER_FAILURES = 20;
/** … that have lasted at least this long, so a short outage with many events does not pause a webhook. */
export const WEBHOOK_PAUSE_MIN_FAILING_MS = 12 * 3_600_000;
/** How many attempts the delivery log answers (newest first). */
export const WEBHOOK_DELIVERY_LOG_SIZE = 100;

type EventType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;
type EventData<T extends EventType> = WebhookEvent<T>['data'];
type AnyEvent = { id: string; type: string; occurred_at: string; network_id: number; data: unknown };

/**
 * Queues `type` with `data` for every active webhook of the network subscribed to it, on `db` — call it with the
 * transaction of the change, so the event exists exactly when the change committed. Answers how many deliveries
 * were queued; when some were, kick the outbox after the commit (`ctx.outbox.kickAfterCommit()` in a request),
 * or the timer sends them within 30 s.
 */
export async function emitWebhookEvent<T extends WebhookEventType>(
  db: Db,
  networkId: number,
  type: T,
  data: EventData<T>,
  now: Date,
  active?: ActiveWebhook[],
): Promise<number> {
  return emitWebhookEvents(db, networkId, type, [data], now, active);
}

/**
 * The network's active webhooks, from the scan's cache when it may answer (its trigger drops them at the writer's
 * commit: migration 20261205_01): a register of a network without webhooks asks the database nothing about them.
 */
export async function networkWebhooks(ctx: AppContext, auth: Auth): Promise<ActiveWebhook[]> {
  return networkFact(ctx, auth, 'webhooks', () => activeWebhooks(ctx.db, auth.network.id));
}

/**
 * emitWebhookEvent for several events of one type (an event's guests): one look-up of the subscribers, or none
 * when the caller read the network's `active` webhooks already (networkWebhooks).
 */
export async function emitWebhookEvents<T extends WebhookEventType>(
  db: Db,
  networkId: number,
  type: T,
  dataList: EventData<T>[],
  now: Date,
  active?: ActiveWebhook[],
): Promise<number> {
  if (dataList.length === 0) return 0;
  const webhooks = active
    ? active.filter((webhook) => webhook.event_types.includes(type))
    : await subscribedWebhooks(db, networkId, type);
  for (const data of dataList) {
    const event: AnyEvent = { id: randomUUID(), type, occurred_at: now.toISOString(), network_id: networkId, data };
    for (const webhook of webhooks) {
      await enqueueOutbox(
        db,
        {
          topic: WEBHOOK_DELIVERY_TOPIC,
          dedupeKey: `webhook:${webhook.id}:${event.id}`,
          payload: { webhook_id: webhook.id, event },
          onConflict: 'keep',
        },
        now,
      );
    }
  }
  return webhooks.length * dataList.length;
}

/** A new signing secret: 32 random bytes. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

type SendContext = Pick<AppContext, 'config' | 'now'>;

/** POSTs one event to a webhook, signed with its secret. */
async function post(ctx: SendContext, webhook: WebhookRow, event: AnyEvent): Promise<PostResult> {
  const body = JSON.stringify(event);
  const headers = {
    ...signatureHeaders(webhook.secret, body, ctx.now()),
    'user-agent': 'Garita-Webhooks/1',
    'x-garita-event': event.type,
    'x-garita-event-id': event.id,
    'idempotency-key': event.id,
  };
  return postJson(webhook.url, headers, body, {
    timeoutMs: ctx.config.webhooks.timeoutMs,
    allowPrivate: ctx.config.webhooks.allowPrivate,
  });
}

export function createWebhooksService(ctx: Pick<AppContext, 'db' | 'config' | 'now'>) {
  const { db } = ctx;

  async function load(auth: Auth, id: number): Promise<WebhookRow> {
    const row = await findWebhook(db, auth.network.id, id);
    if (!row) throw notFound();
    return row;
  }

  /** Refuses a loopback or private address unless WEBHOOK_ALLOW_PRIVATE says otherwise. */
  function checkUrl(url: string): void {
    if (!ctx.config.webhooks.allowPrivate && namesPrivateTarget(new URL(url)))
      throw invalid('webhook.url', 'a public address (loopback and private networks are refused)');
  }

  return {
    async list(auth: Auth): Promise<{ webhooks: Webhook[] }> {
      return { webhooks: (await listWebhooks(db, auth.network.id)).map(presentWebhook) };
    },

    async create(auth: Auth, input: NewWebhook): Promise<{ webhook: Webhook; secret: string }> {
      const { url, event_types, active = true } = input.webhook;
      checkUrl(url);
      const row = await insertWebhook(db, {
        network_id: auth.network.id,
        url,
        secret: newSecret(),
        event_types,
        active,
        now: ctx.now(),
      });
      return { webhook: presentWebhook(row), secret: row.secret };
    },

    /** `active: true` resumes (the failure streak starts again); `active: false` pauses by hand. */
    async update(auth: Auth, id: number, input: UpdateWebhook): Promise<{ webhook: Webhook }> {
      const row = await load(auth, id);
      const now = ctx.now();
      const { url, event_types, active } = input.webhook;
      if (url !== undefined) checkUrl(url);
      const resumes = active === true && !row.active;
      const pauses = active === false && row.active;
      const updated = await updateWebhook(db, row, {
        ...(url !== undefined ? { url } : {}),
        ...(event_types !== undefined ? { event_types: JSON.stringify([...new Set(event_types)]) } : {}),
        ...(resumes
          ? { active: true, paused_reason: null, paused_at: null, consecutive_failures: 0, failing_since: null }
          : {}),
        ...(pauses ? { active: false, paused_reason: 'admin' as const, paused_at: now } : {}),
        updated_at: now,
      });
      return { webhook: presentWebhook(updated) };
    },

    /** Gone with its log; events still queued for it are dropped when their turn comes. */
    async remove(auth: Auth, id: number): Promise<void> {
      await deleteWebhook(db, await load(auth, id));
    },

    async secret(auth: Auth, id: number): Promise<{ secret: string }> {
      return { secret: (await load(auth, id)).secret };
    },

    async deliveries(auth: Auth, id: number): Promise<{ deliveries: WebhookDelivery[] }> {
      const row = await load(auth, id);
      const rows = await listDeliveries(db, auth.network.id, row.id, WEBHOOK_DELIVERY_LOG_SIZE);
      return { deliveries: rows.map(presentDelivery) };
    },

    /**
     * Sends a `webhook.test` ping now (paused or not) and logs it; `ok` only when the receiver answered 2xx.
     * A test does not count in the failure streak.
     */
    async test(auth: Auth, id: number): Promise<WebhookTestResult> {
      const row = await load(auth, id);
      const now = ctx.now();
      const data: EventData<typeof WEBHOOK_TEST_EVENT> = {
        webhook_id: row.id,
        message: 'A test event from Garita: the webhook is reachable and its signature can be checked.',
      };
      const event: AnyEvent = {
        id: randomUUID(),
        type: WEBHOOK_TEST_EVENT,
        occurred_at: now.toISOString(),
        network_id: auth.network.id,
        data,
      };
      const result = await post(ctx, row, event);
      const delivery = await insertDelivery(db, {
        network_id: row.network_id,
        webhook_id: row.id,
        event_id: event.id,
        event_type: event.type,
        attempt: 1,
        ok: result.error === null,
        status: result.status,
        latency_ms: result.latencyMs,
        error: result.error,
        test: true,
        created_at: ctx.now(),
      });
      return {
        ok: delivery.ok,
        status: result.status,
        latency_ms: result.latencyMs,
        error: result.error,
        delivery: presentDelivery(delivery),
      };
    },
  };
}

type WorkerContext = Pick<AppContext, 'db' | 'config' | 'now' | 'mailer' | 'log'>;

/** Sends one queued event; throws (so the outbox retries) unless the receiver answered 2xx. */
async function deliver(ctx: WorkerContext, row: OutboxRow): Promise<void> {
  const webhookId = Number(row.payload.webhook_id);
  const event = row.payload.event as AnyEvent | undefined;
  if (!Number.isSafeInteger(webhookId) || !event) return;
  const webhook = await findWebhookById(ctx.db, webhookId);
  // Deleted since: nothing to send, nowhere to log it.
  if (!webhook) return;
  const logged = {
    network_id: webhook.network_id,
    webhook_id: webhook.id,
    event_id: event.id,
    event_type: event.type,
    attempt: row.attempts,
    test: false,
  };
  if (!webhook.active) {
    // Paused: the event is dropped, and the log says so (a paused webhook receives nothing until resumed).
    await insertDelivery(ctx.db, {
      ...logged,
      ok: false,
      status: null,
      latency_ms: null,
      error: 'not sent: the webhook is paused',
      created_at: ctx.now(),
    });
    return;
  }
  const result = await post(ctx, webhook, event);
  const ok = result.error === null;
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    await insertDelivery(trx, {
      ...logged,
      ok,
      status: result.status,
      latency_ms: result.latencyMs,
      error: result.error,
      created_at: now,
    });
    if (ok) {
      await recordWebhookSuccess(trx, webhook.id);
      return;
    }
    await recordWebhookFailure(trx, webhook.id, now);
    const since = new Date(now.getTime() - WEBHOOK_PAUSE_MIN_FAILING_MS);
    const paused = await pauseFailingWebhook(trx, webhook.id, WEBHOOK_PAUSE_AFTER_FAILURES, since, now);
    if (paused) {
      ctx.log.warn({ webhook: webhook.id, failures: paused.consecutive_failures }, 'webhook paused after failures');
      await enqueueOutbox(
        trx,
        {
          topic: WEBHOOK_PAUSED_MAIL_TOPIC,
          dedupeKey: `${WEBHOOK_PAUSED_MAIL_TOPIC}:${webhook.id}:${now.getTime()}`,
          payload: { webhook_id: webhook.id },
          onConflict: 'keep',
        },
        now,
      );
    }
  });
  if (!ok) throw new Error(`webhook ${webhook.id}: ${result.error}`);
}

/** The admins' mail: Spanish first, English below (networks carry no language; as docs/mail.md's other mails). */
export function renderWebhookPausedMail(facts: { url: string; network: string; failures: number }) {
  const subject = `Garita: webhook pausado tras ${facts.failures} fallos / webhook paused after ${facts.failures} failures`;
  const text = [
    `Garita pausó un webhook de ${facts.network} porque falló ${facts.failures} veces seguidas.`,
    '',
    `Dirección: ${facts.url}`,
    '',
    'Mientras esté pausado no recibe eventos. Revise el receptor, pruébelo con «Enviar prueba» en',
    'Configuración › Webhooks y reanúdelo allí.',
    '',
    '---',
    '',
    `Garita paused a webhook of ${facts.network} because it failed ${facts.failures} times in a row.`,
    '',
    `Address: ${facts.url}`,
    '',
    'While paused it receives no events. Check the receiver, try it with "Send test" in',
    'Settings › Webhooks and resume it there.',
    '',
  ].join('\n');
  return { subject, text };
}

/** The outbox topics: the deliveries, and the mail about a paused webhook. */
export function webhookOutboxTopics(ctx: WorkerContext): Record<string, OutboxTopic> {
  return {
    [WEBHOOK_DELIVERY_TOPIC]: {
      maxAttempts: WEBHOOK_MAX_ATTEMPTS,
      retryDelayMs: backoff(ctx.config.webhooks.retryFirstMs, ctx.config.webhooks.retryMaxMs),
      // An event carries a visitor's name: one given up is forgotten like a sent one, after 7 days.
      forgetFailed: true,
      handler: (row) => deliver(ctx, row),
    },
    [WEBHOOK_PAUSED_MAIL_TOPIC]: {
      maxAttempts: 20,
      retryDelayMs: backoff(),
      async handler(row) {
        const id = Number(row.payload.webhook_id);
        if (!Number.isSafeInteger(id)) return;
        const webhook = await findWebhookById(ctx.db, id);
        // Resumed or deleted before the mail left: nothing to tell.
        if (!webhook || webhook.active || webhook.paused_reason !== 'failures') return;
        const admins = await networkAdminEmails(ctx.db, webhook.network_id);
        if (admins.length === 0) return;
        const network = (await findNetwork(ctx.db, webhook.network_id))?.name ?? '';
        const { subject, text } = renderWebhookPausedMail({
          url: webhook.url,
          network,
          failures: webhook.consecutive_failures,
        });
        await ctx.mailer.send({ to: admins.join(', '), subject, text, messageId: messageId(row) });
      },
    },
  };
}
