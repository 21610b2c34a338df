// Idempotent creation (docs/architecture.md, "Idempotent creation"; IETF draft "The Idempotency-Key HTTP Header
// Field", as Stripe does it). An endpoint the contract marks `idempotent` honours an optional Idempotency-Key
// header: the first request with a key runs, and its status and JSON are stored per user in idempotency_keys in
// the SAME transaction as the change (and its audit row); a retry with that key and the same request replays the
// stored answer (header Idempotent-Replayed: true) without doing anything again. The same key with another
// request is refused (422 idempotency_key_reused). A refused request (an error) rolls back with its key: nothing
// was done, so its retry runs again. Two requests with one key at the same time: the second waits on the key's
// primary key until the first ends, then replays its answer (or runs, if the first failed). Answers older than
// IDEMPOTENCY_KEY_TTL_HOURS are forgotten (the daily purge, and at once when the key comes again).
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@garita/contract';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { createIdempotencyService } from '../services/idempotency.service.ts';
import { answerOf, type Handler } from './audited.ts';
import type { ZodApp } from './endpoint.ts';

export const REPLAYED_HEADER = 'Idempotent-Replayed';
const KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

/** The key a request carries, undefined without one; a malformed key is the client's mistake (422). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value))
    throw new AppError(
      422,
      'validation_failed',
      `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters`,
    );
  return value;
}

/** What makes two requests "the same": method, path (with its query) and the parsed body. */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

function sendStored(reply: FastifyReply, status: number, body: string | null, replayed: boolean) {
  reply.code(status);
  if (replayed) reply.header(REPLAYED_HEADER, 'true');
  if (body === null) return reply.send();
  return reply.type('application/json; charset=utf-8').send(body);
}

export function idempotent(app: ZodApp, handler: RouteHandlerMethod): RouteHandlerMethod {
  const run = handler as unknown as Handler;
  const idempotency = createIdempotencyService(app.ctx);
  return async function idempotentHandler(this: unknown, request, reply) {
    const key = idempotencyKeyOf(request);
    if (key === undefined || !request.auth) return run(request, reply);
    const outcome = await idempotency.once(
      { userId: request.auth.user.id, key, fingerprint: fingerprintOf(request) },
      async () => {
        const answer = await answerOf(run, request, reply);
        return { status: reply.statusCode, body: answer === undefined ? null : String(reply.serialize(answer)) };
      },
    );
    return sendStored(reply, outcome.status, outcome.body, outcome.replayed);
  };
}
