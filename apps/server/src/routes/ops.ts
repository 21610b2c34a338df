// The operator's endpoints, outside the API (/api/v1) and its audit: GET /healthz, GET /readyz and GET /metrics,
// plus the hooks that feed the metrics and hand every answer its request id (docs/deploy.md).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { readBearer } from '../lib/request-id.ts';
import type { HealthService } from '../services/health.service.ts';
import type { Metrics } from '../services/metrics.ts';
import { REPLAYED_HEADER } from './idempotent.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness and the shutdown's "stop sending me work" (services/health.service.ts). */
    health: HealthService;
    metrics: Metrics;
  }
}

/** The two routes whose answers are a guard's access decision, by their pattern. */
const DECISION_ROUTES: Record<string, 'validate' | 'register'> = {
  'GET /api/v1/access_keys/validate': 'validate',
  'POST /api/v1/transactions': 'register',
};

interface DecisionPayload {
  access_granted?: unknown;
  key_data?: { access_key_status?: { description?: string | null } };
  transaction?: { access_granted?: unknown; access_key_status?: { description?: string | null } };
}

function countDecision(app: FastifyInstance, source: 'validate' | 'register', payload: DecisionPayload): void {
  if (!payload || typeof payload !== 'object') return;
  const decision = source === 'validate' ? payload : payload.transaction;
  const status = source === 'validate' ? payload.key_data?.access_key_status : payload.transaction?.access_key_status;
  if (decision && typeof decision.access_granted === 'boolean')
    app.metrics.countDecision(source, decision.access_granted, status?.description ?? null);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request bears METRICS_TOKEN as `Authorization: Bearer <token>` (compared in constant time). */
function bearsToken(request: FastifyRequest, token: string): boolean {
  const given = readBearer(request.headers.authorization);
  return given !== null && timingSafeEqual(digest(given), digest(token));
}

export function installOps(app: FastifyInstance, options: { metricsToken: string | undefined }): void {
  // Hooks every request runs take a callback, not a promise (no microtask each).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    app.metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  // Decisions are counted from the answer itself, where it leaves: the decision code stays untouched. Only the two
  // decision routes carry these hooks. A scan's answer is still an object before it is serialized; a register's (an
  // idempotent route) was already serialized to store it, so it is read back, and a replayed answer is no new
  // decision.
  app.addHook('onRoute', (route) => {
    const source = DECISION_ROUTES[`${route.method} ${route.url}`];
    if (source === 'validate') {
      route.preSerialization = [
        ...[route.preSerialization ?? []].flat(),
        (_request, reply, payload, done) => {
          if (reply.statusCode < 300) countDecision(app, 'validate', payload as DecisionPayload);
          done(null, payload);
        },
      ];
    }
    if (source === 'register') {
      route.onSend = [
        ...[route.onSend ?? []].flat(),
        (_request, reply, payload, done) => {
          if (reply.statusCode < 300 && typeof payload === 'string' && !reply.hasHeader(REPLAYED_HEADER)) {
            try {
              countDecision(app, 'register', JSON.parse(payload) as DecisionPayload);
            } catch {}
          }
          done(null, payload);
        },
      ];
    }
  });

  // The process is up and answering: no database, so a database outage does not get every instance restarted.
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  // Send me work: the database answers, its schema is this code's, and the instance is not stopping.
  app.get('/readyz', async (_request, reply) => {
    const readiness = await app.health.readiness();
    reply.header('cache-control', 'no-store');
    if (readiness.ready) return reply.send({ status: 'ready' });
    return reply.code(503).send({ status: 'not_ready', reason: readiness.reason, pending: readiness.pending });
  });

  // Prometheus: only with METRICS_TOKEN set, and only for a request bearing it; otherwise it does not exist.
  app.get('/metrics', async (request, reply) => {
    if (!options.metricsToken) throw new AppError(404, 'not_found');
    if (!bearsToken(request, options.metricsToken)) throw new AppError(401, 'unauthorized');
    return reply
      .header('cache-control', 'no-store')
      .type(app.metrics.contentType)
      .send(await app.metrics.scrape());
  });
}
