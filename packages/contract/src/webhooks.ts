// Webhooks (docs/webhooks.md): a network admin's subscriptions of another system to what happens at the gate.
// Each event is POSTed as JSON, signed like a gate command (X-Garita-Timestamp, X-Garita-Signature), through the
// outbox (at least once; the event id de-duplicates), and every attempt is kept in the webhook's delivery log.
import { z } from 'zod';
import { oneLine } from './common.ts';
import { WATCHLIST_MATCH_SOURCES, WATCHLIST_MATCHED_ON, WatchlistAction } from './watchlist.ts';

/** What a webhook may subscribe to. `watchlist.matched` is sent by the watchlist (issue 19's other half). */
export const WEBHOOK_EVENT_TYPES = [
  'transaction.created',
  'transaction.exit',
  'access_key.created',
  'access_key.deleted',
  'gate.opened',
  'watchlist.matched',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;
/** The ping the "send test" button sends; nobody subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The address parsed, or null when it is not one (z.url has then reported it). */
const parsedUrl = (value: string): URL | null => (URL.canParse(value) ? new URL(value) : null);

/** http(s), no user:password@, no #fragment. Loopback and private targets are refused by the server (setting). */
export const WebhookUrl = z
  .string()
  .trim()
  .max(2000)
  .superRefine(oneLine)
  .pipe(z.url({ protocol: /^https?$/, message: 'an http:// or https:// address' }))
  .refine(
    (value) => {
      const url = parsedUrl(value);
      return !url || (!url.username && !url.password && !url.hash);
    },
    { message: 'no user, password or #fragment in the address' },
  );

const EventTypes = z
  .array(WebhookEventType)
  .min(1, { message: 'choose at least one event' })
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((types) => [...new Set(types)]);

export const NewWebhook = z.object({
  webhook: z.object({
    url: WebhookUrl,
    event_types: EventTypes,
    /** false: created paused. */
    active: z.boolean().default(true),
  }),
});
export type NewWebhook = z.input<typeof NewWebhook>;

export const UpdateWebhook = z.object({
  webhook: z
    .object({
      url: WebhookUrl,
      event_types: EventTypes,
      /** true resumes a paused webhook (its failure count starts again); false pauses it. */
      active: z.boolean(),
    })
    .partial(),
});
export type UpdateWebhook = z.input<typeof UpdateWebhook>;

export const Webhook = z.object({
  id: z.number(),
  url: z.string(),
  event_types: z.array(WebhookEventType),
  active: z.boolean(),
  /** Why it is paused: `admin` (paused by hand), `failures` (paused by Garita after repeated failures); null when active. */
  paused_reason: z.enum(['admin', 'failures']).nullable(),
  paused_at: z.iso.datetime().nullable(),
  /** Failed attempts in a row since the last success. */
  consecutive_failures: z.number().int(),
  created_at: z.iso.datetime(),
});
export type Webhook = z.infer<typeof Webhook>;

export const WebhookList = z.object({ webhooks: z.array(Webhook) });
export const WebhookResult = z.object({ webhook: Webhook });
/** A new webhook and its signing secret (also shown later on demand: GET /webhooks/{id}/secret). */
export const WebhookCreated = z.object({ webhook: Webhook, secret: z.string() });
export const WebhookSecret = z.object({ secret: z.string() });

export const WebhookDelivery = z.object({
  id: z.number(),
  event_id: z.string(),
  event_type: z.string(),
  /** The outbox attempt (1, 2, …); 1 for a test. */
  attempt: z.number().int(),
  /** 2xx answered. */
  ok: z.boolean(),
  /** The receiver's HTTP status; null when it did not answer (or nothing was sent). */
  status: z.number().int().nullable(),
  latency_ms: z.number().int().nullable(),
  /** Garita's sentence for a failure ("connection refused", "the receiver refused (HTTP 500)"). */
  error: z.string().nullable(),
  /** A "send test" ping. */
  test: z.boolean(),
  created_at: z.iso.datetime(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
export const WebhookDeliveryList = z.object({ deliveries: z.array(WebhookDelivery) });

/** POST /webhooks/{id}/test: `ok` only when the receiver answered 2xx. */
export const WebhookTestResult = z.object({
  ok: z.boolean(),
  status: z.number().int().nullable(),
  latency_ms: z.number().int(),
  error: z.string().nullable(),
  delivery: WebhookDelivery,
});
export type WebhookTestResult = z.infer<typeof WebhookTestResult>;

// ── What a receiver gets (documented in the OpenAPI document's components) ────────────────────────────────────

/** A logbook row as a webhook carries it. */
export const WebhookTransaction = z.object({
  id: z.number(),
  access_server_id: z.number(),
  gate_id: z.number().nullable(),
  /** `access` (entry) or `exit`. */
  access_type: z.string(),
  access_granted: z.boolean(),
  access_allowed: z.boolean(),
  access_key_id: z.number().nullable(),
  access_key_type: z.string(),
  visitor_name: z.string(),
  /** The host (resident) visited, if any. */
  user_id: z.number().nullable(),
  provider: z.string().nullable(),
  /** On an exit: the entry it closed. */
  related_transaction_id: z.number().nullable(),
  created_at: z.iso.datetime(),
});
export const WebhookAccessKey = z.object({
  id: z.number(),
  access_key_type_id: z.number(),
  visitor_name: z.string(),
  user_id: z.number().nullable(),
  access_server_ids: z.array(z.number()),
  valid_from: z.iso.datetime().nullable(),
  valid_until: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export const WebhookGateOpening = z.object({
  id: z.number(),
  gate_id: z.number(),
  transaction_id: z.number().nullable(),
  requested_by: z.number().nullable(),
  latency_ms: z.number().nullable(),
  opened_at: z.iso.datetime(),
});

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({
    /** Unique per event: a receiver that sees an id twice (at-least-once delivery) ignores the second. */
    id: z.uuid(),
    type: z.literal(type),
    occurred_at: z.iso.datetime(),
    network_id: z.number(),
    data,
  });

/** Every event body, by type: the OpenAPI document lists each under components.schemas (WebhookEvent_<type>). */
export const WEBHOOK_EVENT_SCHEMAS = {
  'transaction.created': envelope('transaction.created', z.object({ transaction: WebhookTransaction })),
  'transaction.exit': envelope(
    'transaction.exit',
    z.object({ transaction: WebhookTransaction, entry: WebhookTransaction.nullable() }),
  ),
  'access_key.created': envelope('access_key.created', z.object({ access_key: WebhookAccessKey })),
  'access_key.deleted': envelope(
    'access_key.deleted',
    z.object({ access_key: z.object({ id: z.number(), deleted_at: z.iso.datetime() }) }),
  ),
  'gate.opened': envelope('gate.opened', z.object({ gate_opening: WebhookGateOpening })),
  'watchlist.matched': envelope(
    'watchlist.matched',
    z.object({
      /** One match, as recorded (the entry may change or go later): who, how, where, and the entry's action. */
      match: z.object({
        id: z.number(),
        watchlist_entry: z.object({
          id: z.number(),
          name: z.string(),
          action: WatchlistAction,
          /** The administration's note. */
          reason: z.string(),
        }),
        matched_on: z.enum(WATCHLIST_MATCHED_ON),
        /** An invitation created or edited, a scan, a register by key, a manual register. */
        source: z.enum(WATCHLIST_MATCH_SOURCES),
        visitor_name: z.string(),
        access_key_id: z.number().nullable(),
        transaction_id: z.number().nullable(),
        /** The user whose action matched (the host inviting, the guard scanning or registering). */
        actor_user_id: z.number().nullable(),
      }),
    }),
  ),
  'webhook.test': envelope('webhook.test', z.object({ webhook_id: z.number(), message: z.string() })),
} as const;
export type WebhookEvent<T extends keyof typeof WEBHOOK_EVENT_SCHEMAS> = z.infer<(typeof WEBHOOK_EVENT_SCHEMAS)[T]>;
