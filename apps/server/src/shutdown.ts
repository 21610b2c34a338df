// Graceful shutdown on SIGTERM/SIGINT (docs/deploy.md, "Stopping an instance"): /readyz turns 503 first (and stays
// so for SHUTDOWN_DELAY_MS while the instance still serves, for balancers that must see it), then the server stops
// accepting connections, lets the requests in flight finish, stops this instance's timers and closes
// the database (app.close() runs the onClose hooks: outbox, sign-in maintenance, pool or PGlite). Exits 0 when
// all that finished within SHUTDOWN_TIMEOUT_MS, 1 when the time ran out first.
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  timeoutMs: number;
  /** How long /readyz says "not ready" while still serving before the server stops accepting (0: at once). */
  delayMs: number;
  /** This instance's own timers (purge, overstay): stopped before the server closes. */
  stops: (() => Promise<void>)[];
  exit?: (code: number) => void;
}

export function installShutdown(app: FastifyInstance, options: ShutdownOptions): () => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let started = false;
  const shutdown = async (signal?: string) => {
    if (started) return;
    started = true;
    app.log.info({ signal, timeoutMs: options.timeoutMs }, 'shutting down: finishing the requests in flight');
    app.health.drain();
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs: options.timeoutMs }, 'shutdown timed out: exiting with requests still open');
      exit(1);
    }, options.timeoutMs);
    timer.unref();
    try {
      if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      for (const stop of options.stops) await stop();
      await app.close();
      clearTimeout(timer);
      app.log.info('shut down');
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  return () => shutdown();
}
