// The signature Garita puts on what it sends to other systems: a gate controller's command
// (docs/gate-controllers.md) and a webhook's event (docs/webhooks.md). X-Garita-Timestamp is the Unix time in
// seconds; X-Garita-Signature is the hex HMAC-SHA256 of `${timestamp}.${body}` with the receiver's secret, so a
// receiver verifies the raw bytes and refuses an old timestamp (a replay).
import { createHmac } from 'node:crypto';

/** Hex HMAC-SHA256 of `${timestamp}.${body}` with `secret`. */
export function signPayload(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** X-Garita-Timestamp for `now`: whole seconds. */
export const signatureTimestamp = (now: Date): string => String(Math.floor(now.getTime() / 1000));

/** The two headers of a signed body. */
export function signatureHeaders(secret: string, body: string, now: Date): Record<string, string> {
  const timestamp = signatureTimestamp(now);
  return { 'x-garita-timestamp': timestamp, 'x-garita-signature': signPayload(secret, timestamp, body) };
}
