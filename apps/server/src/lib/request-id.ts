// Request ids (docs/deploy.md, "Logs"): the X-Request-Id a proxy or client sent, when it is a sane token, else a
// new UUID. Fastify puts it on every log line of the request (`reqId`); routes/ops.ts returns it as X-Request-Id.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Letters, digits and `._:-`, up to 128: what proxies and tracers send (UUIDs, hex trace ids), nothing to inject. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function readBearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}
