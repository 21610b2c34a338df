// Webhooks and their delivery log (docs/webhooks.md). Every query filters by network.

import type { Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import type { WebhookDeliveryRow, WebhookRow, WebhooksTable } from '../db/schema.ts';

export async function listWebhooks(db: Db, networkId: number): Promise<WebhookRow[]> {
  return db.selectFrom('webhooks').selectAll().where('network_id', '=', networkId).orderBy('id').execute();
}

export async function findWebhook(db: Db, networkId: number, id: number): Promise<WebhookRow | undefined> {
  return db
    .selectFrom('webhooks')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The network's active webhooks subscribed to `type`. */
export async function subscribedWebhooks(db: Db, networkId: number, type: string): Promise<{ id: number }[]> {
  return db
    .selectFrom('webhooks')
    .select('id')
    .where('network_id', '=', networkId)
    .where('active', '=', true)
    .where(sql<boolean>`event_types @> ${JSON.stringify([type])}::jsonb`)
    .orderBy('id')
    .execute();
}

/** A network's active webhook and the events it takes. */
export type ActiveWebhook = Pick<WebhookRow, 'id' | 'event_types'>;

/** The network's active webhooks, in id order: what subscribedWebhooks answers for every event type at once. */
export async function activeWebhooks(db: Db, networkId: number): Promise<ActiveWebhook[]> {
  return db
    .selectFrom('webhooks')
    .select(['id', 'event_types'])
    .where('network_id', '=', networkId)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
}

export async function insertWebhook(
  db: Db,
  values: { network_id: number; url: string; secret: string; event_types: string[]; active: boolean; now: Date },
): Promise<WebhookRow> {
  return db
    .insertInto('webhooks')
    .values({
      network_id: values.network_id,
      url: values.url,
      secret: values.secret,
      event_types: JSON.stringify(values.event_types),
      active: values.active,
      paused_reason: values.active ? null : 'admin',
      paused_at: values.active ? null : values.now,
      created_at: values.now,
      updated_at: values.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateWebhook(
  db: Db,
  webhook: WebhookRow,
  values: Updateable<WebhooksTable>,
): Promise<WebhookRow> {
  return db
    .updateTable('webhooks')
    .set(values)
    .where('network_id', '=', webhook.network_id)
    .where('id', '=', webhook.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteWebhook(db: Db, webhook: WebhookRow): Promise<void> {
  await db.deleteFrom('webhooks').where('network_id', '=', webhook.network_id).where('id', '=', webhook.id).execute();
}

/** A webhook by id alone: the outbox handler's look-up (the row's network is the webhook's own). */
export async function findWebhookById(db: Db, id: number): Promise<WebhookRow | undefined> {
  return db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertDelivery(
  db: Db,
  values: Omit<WebhookDeliveryRow, 'id' | 'created_at'> & { created_at: Date },
): Promise<WebhookDeliveryRow> {
  return db.insertInto('webhook_deliveries').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function listDeliveries(
  db: Db,
  networkId: number,
  webhookId: number,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('webhook_id', '=', webhookId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A success: the failure streak ends. */
export async function recordWebhookSuccess(db: Db, webhookId: number): Promise<void> {
  await db
    .updateTable('webhooks')
    .set({ consecutive_failures: 0, failing_since: null })
    .where('id', '=', webhookId)
    .where('consecutive_failures', '>', 0)
    .execute();
}

/** A failure: one more in the streak (which starts now if none was running). Answers the webhook after it. */
export async function recordWebhookFailure(db: Db, webhookId: number, now: Date): Promise<WebhookRow | undefined> {
  return db
    .updateTable('webhooks')
    .set((eb) => ({
      consecutive_failures: eb('consecutive_failures', '+', 1),
      failing_since: eb.fn.coalesce('failing_since', sql<Date>`${now}::timestamptz`),
    }))
    .where('id', '=', webhookId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Pauses an active webhook whose streak reached `failures` attempts and began at or before `since`; answers it
 * when this call paused it (once, however many workers see the same streak).
 */
export async function pauseFailingWebhook(
  db: Db,
  webhookId: number,
  failures: number,
  since: Date,
  now: Date,
): Promise<WebhookRow | undefined> {
  return db
    .updateTable('webhooks')
    .set({ active: false, paused_reason: 'failures', paused_at: now, updated_at: now })
    .where('id', '=', webhookId)
    .where('active', '=', true)
    .where('consecutive_failures', '>=', failures)
    .where('failing_since', '<=', since)
    .returningAll()
    .executeTakeFirst();
}
