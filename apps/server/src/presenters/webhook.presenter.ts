// Webhooks as the API answers them, and the objects their events carry (packages/contract/src/webhooks.ts).
import type { WebhookDelivery, WebhookEvent, WebhookEventType, Webhook as WebhookShape } from '@garita/contract';
import { WEBHOOK_EVENT_TYPES } from '@garita/contract';
import type { AccessKeyRow, TransactionRow, WebhookDeliveryRow, WebhookRow } from '../db/schema.ts';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

const isEventType = (type: string): type is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);

export function presentWebhook(row: WebhookRow): WebhookShape {
  return {
    id: row.id,
    url: row.url,
    event_types: row.event_types.filter(isEventType),
    active: row.active,
    paused_reason: row.active ? null : (row.paused_reason ?? 'admin'),
    paused_at: row.active ? null : iso(row.paused_at),
    consecutive_failures: row.consecutive_failures,
    created_at: row.created_at.toISOString(),
  };
}

export function presentDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.event_id,
    event_type: row.event_type,
    attempt: row.attempt,
    ok: row.ok,
    status: row.status,
    latency_ms: row.latency_ms,
    error: row.error,
    test: row.test,
    created_at: row.created_at.toISOString(),
  };
}

type TransactionData = WebhookEvent<'transaction.created'>['data']['transaction'];
type AccessKeyData = WebhookEvent<'access_key.created'>['data']['access_key'];

/** A logbook row as an event carries it. */
export function webhookTransaction(row: TransactionRow): TransactionData {
  return {
    id: row.id,
    access_server_id: row.access_server_id,
    gate_id: row.gate_id,
    access_type: row.access_type,
    access_granted: row.access_granted,
    access_allowed: row.access_allowed,
    access_key_id: row.access_key_id,
    access_key_type: row.access_key_type,
    visitor_name: row.visitor_name,
    user_id: row.user_id,
    provider: row.provider,
    related_transaction_id: row.related_transaction_id,
    created_at: row.created_at.toISOString(),
  };
}

/** An invitation as an event carries it (no QR reference: the key's unique_id opens the gate). */
export function webhookAccessKey(row: AccessKeyRow, accessServerIds: number[]): AccessKeyData {
  return {
    id: row.id,
    access_key_type_id: row.access_key_type_id,
    visitor_name: row.visitor_name,
    user_id: row.user_id,
    access_server_ids: accessServerIds,
    valid_from: iso(row.valid_from),
    valid_until: iso(row.valid_until),
    created_at: row.created_at.toISOString(),
  };
}
