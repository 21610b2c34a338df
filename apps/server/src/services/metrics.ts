// GET /metrics (docs/deploy.md, "Metrics"): Prometheus text from prom-client. One registry per app (tests run many
// apps in one process). Request latency by route pattern, scan decisions by outcome, the database pool's use and
// the outbox's depth; the last two are read when Prometheus scrapes, not kept up to date between scrapes.
import client from 'prom-client';
import type { AppContext } from '../context.ts';
import { type Db, poolUse } from '../db/index.ts';
import { outboxDepth } from '../repositories/outbox.repository.ts';

/** Latency buckets in seconds: a scan answers in milliseconds, an export or a gate call may take seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type ScanSource = 'validate' | 'register';

export function createMetrics(ctx: Pick<AppContext, 'now' | 'log'> & { db: Db }) {
  const registry = new client.Registry();
  let defaults = false;

  const requestDuration = new client.Histogram({
    name: 'garita_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern (not the raw URL), method and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const decisions = new client.Counter({
    name: 'garita_scan_decisions_total',
    help: 'Access decisions answered: by source (validate = the scan, register = POST /transactions), outcome and denial reason.',
    labelNames: ['source', 'outcome', 'reason'] as const,
    registers: [registry],
  });
  new client.Gauge({
    name: 'garita_db_pool_connections',
    help: 'PostgreSQL connection pool: total open, idle, and requests waiting for a connection (absent on the embedded database).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = poolUse(ctx.db);
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
      this.set({ state: 'max' }, use.max);
    },
  });
  new client.Gauge({
    name: 'garita_outbox_messages',
    help: 'Outbox rows not sent yet, by topic and state (waiting, leased, failed); shared by every instance.',
    labelNames: ['topic', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const row of await outboxDepth(ctx.db, ctx.now()))
          this.set({ topic: row.topic, state: row.state }, row.count);
      } catch (error) {
        ctx.log.warn({ err: error }, 'metrics: outbox depth unavailable');
      }
    },
  });

  return {
    /** One answered request: `route` is the matched pattern (`/api/v1/access_keys/:id`), or `unmatched`. */
    observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
      requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
    /** One decision answered to a guard; `reason` is the denial's, `none` when granted. */
    countDecision(source: ScanSource, granted: boolean, reason: string | null): void {
      decisions.inc({
        source,
        outcome: granted ? 'granted' : 'denied',
        reason: granted ? 'none' : (reason ?? 'other'),
      });
    },
    contentType: registry.contentType,
    /** The text Prometheus reads. Node's own metrics (memory, CPU, event loop) join at the first scrape. */
    async scrape(): Promise<string> {
      if (!defaults) {
        client.collectDefaultMetrics({ register: registry });
        defaults = true;
      }
      return registry.metrics();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
