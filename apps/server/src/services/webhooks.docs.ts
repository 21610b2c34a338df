// The webhook event bodies for the OpenAPI document (components.schemas.WebhookEvent_<type>): the contract's zod
// schemas in OpenAPI 3.0's JSON Schema dialect, as the routes' own schemas are.
import { WEBHOOK_EVENT_SCHEMAS } from '@garita/contract';
import { z } from 'zod';

export function webhookEventSchemas(): Record<string, object> {
  const out: Record<string, object> = {};
  for (const [type, schema] of Object.entries(WEBHOOK_EVENT_SCHEMAS)) {
    const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' }) as Record<
      string,
      unknown
    >;
    out[`WebhookEvent_${type}`] = {
      ...json,
      description: `The JSON body POSTed to a webhook for a \`${type}\` event (X-Garita-Event: ${type}).`,
    };
  }
  return out;
}
