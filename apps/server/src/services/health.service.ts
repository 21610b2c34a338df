// Liveness and readiness for load balancers and orchestrators (GET /healthz, GET /readyz; docs/deploy.md).
import type { AppContext } from '../context.ts';
import { type Db, PROBE_TIMEOUT_MS, pendingMigrations } from '../db/index.ts';
import { pingDatabase } from '../repositories/health.repository.ts';

export type Readiness =
  | { ready: true }
  | { ready: false; reason: 'shutting_down' | 'database_unreachable' | 'migrations_pending'; pending?: string[] };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createHealthService(ctx: Pick<AppContext, 'log'> & { db: Db }) {
  let draining = false;
  // Once every migration this code knows of is applied, nothing can undo it: later probes only ping.
  let migrationsCurrent = false;

  return {
    /** The instance is stopping (SIGTERM): /readyz answers 503 from now on, so the balancer sends no new work. */
    drain(): void {
      draining = true;
    },
    get draining(): boolean {
      return draining;
    },
    async readiness(): Promise<Readiness> {
      if (draining) return { ready: false, reason: 'shutting_down' };
      try {
        await withTimeout(pingDatabase(ctx.db), PROBE_TIMEOUT_MS);
      } catch (error) {
        ctx.log.warn({ err: error }, 'readiness: database unreachable');
        return { ready: false, reason: 'database_unreachable' };
      }
      if (!migrationsCurrent) {
        let pending: string[];
        try {
          pending = await withTimeout(pendingMigrations(ctx.db), PROBE_TIMEOUT_MS);
        } catch (error) {
          ctx.log.warn({ err: error }, 'readiness: migrations unreadable');
          return { ready: false, reason: 'database_unreachable' };
        }
        if (pending.length) return { ready: false, reason: 'migrations_pending', pending };
        migrationsCurrent = true;
      }
      return { ready: true };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
