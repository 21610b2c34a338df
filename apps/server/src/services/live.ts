// Live screens (docs/live.md). The triggers of migration 20261128_0201 write a `live_events` row in the same
// database transaction as each change of a logbook row or an invitation, and migration 20261130_0301 notifies the
// `garita_live` channel with it, delivered when that transaction commits. This hub, one per server instance,
// LISTENs on that channel while a stream is open and, when told, reads the new rows from the table and hands each
// to the streams allowed to see it (policies/live.ts). Reading the shared table, not an in-process emitter, is
// what lets a change made through another instance reach this instance's screens, on PostgreSQL and PGlite alike;
// a slow safety poll (LIVE_SAFETY_POLL_MS) covers a notification lost while the listening connection was down.
import type { LiveEvent } from '@garita/contract';
import type { AppContext } from '../context.ts';
import { outsideRequestTransaction } from '../db/request-transaction.ts';
import { isArrivalFor, type LiveAudience, mayReceive } from '../policies/live.ts';
import {
  type LiveEventView,
  lastLiveEventId,
  lastVisibleLiveEventId,
  listenForLiveEvents,
  liveEventsAfter,
  liveEventsByIds,
  liveEventsSince,
  pruneLiveEvents,
} from '../repositories/live-events.repository.ts';

/**
 * How often an instance with open streams looks for new events without being told: the notifications bring them
 * at once; this catches one lost while the listening connection was down (it also looks on reconnecting).
 */
export const LIVE_SAFETY_POLL_MS = 5_000;
/** Ids are taken when a row is written, not when it commits: rows this young are looked at again (docs/live.md). */
export const LIVE_OVERLAP_MS = 10_000;
/** How long events are kept for a reconnecting browser. */
export const LIVE_KEEP_MS = 24 * 3_600_000;
const PRUNE_EVERY_MS = 10 * 60_000;
const BATCH = 500;
/** More ids skipped at once than concurrent changes could explain: not tracked. */
const MAX_GAP = 1_000;

/** One open stream: who it serves, and where its events go. */
export interface LiveListener {
  audience: LiveAudience;
  deliver: (event: LiveEvent) => void;
  /** Ends the stream (the server is closing). */
  end: () => void;
}

/** The event as one listener receives it: the arrival notice only for the resident whose visitor came in. */
export function presentLiveEvent(audience: LiveAudience, row: LiveEventView): LiveEvent {
  const arrival =
    isArrivalFor(audience, row) && row.at && row.access_point_name && row.time_zone
      ? {
          visitor_name: row.visitor_name ?? '',
          access_point_name: row.access_point_name,
          time_zone: row.time_zone,
          at: new Date(row.at).toISOString(),
        }
      : null;
  return {
    id: Number(row.id),
    kind: row.kind,
    op: row.op,
    subject_id: row.subject_id,
    access_server_id: row.access_server_id,
    arrival,
  };
}

type HubContext = Pick<AppContext, 'db' | 'log' | 'now'>;

export interface LiveHubOptions {
  /** The handle createDb made (ctx.db is the request-scoped proxy): the one the hub LISTENs through. */
  notifications?: AppContext['db'];
  /** The safety poll's period (tests make it long to prove the notifications alone deliver). */
  safetyPollMs?: number;
}

export function createLiveHub(ctx: HubContext, options: LiveHubOptions = {}) {
  const safetyPollMs = options.safetyPollMs ?? LIVE_SAFETY_POLL_MS;
  const listeners = new Set<LiveListener>();
  /** The highest id handed out, and the ids below it not seen yet (with when they were first missed). */
  let cursor: number | null = null;
  const gaps = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let subscription: ReturnType<typeof listenForLiveEvents> = null;
  let pruner: NodeJS.Timeout | undefined;
  let polling: Promise<void> | null = null;

  function hand(row: LiveEventView): void {
    for (const listener of listeners) {
      if (!mayReceive(listener.audience, row)) continue;
      try {
        listener.deliver(presentLiveEvent(listener.audience, row));
      } catch (error) {
        ctx.log.warn({ err: error }, 'live event not delivered');
      }
    }
  }

  /**
   * Hands out the rows written since the last look. Ids are taken when a row is written and transactions commit
   * in another order, so an id skipped over may still come: it is asked for again on each look for
   * LIVE_OVERLAP_MS (a rolled-back change leaves a gap for ever; a change that takes longer to commit than that
   * reaches open screens only through their next reload or reconnect).
   */
  async function look(): Promise<void> {
    // The first look only notes where the table is: what came before, a stream asks for by Last-Event-ID.
    if (cursor === null) {
      cursor = await lastLiveEventId(ctx.db);
      return;
    }
    const nowMs = Date.now();
    for (;;) {
      const rows = await liveEventsAfter(ctx.db, cursor, BATCH);
      for (const row of rows) {
        const id = Number(row.id);
        if (id - cursor <= MAX_GAP) for (let gap = cursor + 1; gap < id; gap++) gaps.set(gap, nowMs);
        cursor = id;
        hand(row);
      }
      if (rows.length < BATCH) break;
    }
    for (const [id, since] of gaps) if (nowMs - since > LIVE_OVERLAP_MS) gaps.delete(id);
    for (const row of await liveEventsByIds(ctx.db, [...gaps.keys()])) {
      gaps.delete(Number(row.id));
      hand(row);
    }
  }

  let again = false;
  /** Looks now, or — when a look is running — once more after it (a change may have committed meanwhile). */
  function poll(): Promise<void> {
    if (polling) {
      again = true;
      return polling;
    }
    polling = outsideRequestTransaction(async () => {
      do {
        again = false;
        await look();
      } while (again);
    })
      .catch((error: unknown) => ctx.log.error({ err: error }, 'live events poll failed'))
      .finally(() => {
        polling = null;
      });
    return polling;
  }

  /** Starts listening (a look on each notification, and on each (re)connection) and the safety poll. */
  function startWatching(): void {
    if (timer) return;
    cursor = null;
    gaps.clear();
    timer = setInterval(() => void poll(), safetyPollMs);
    timer.unref();
    if (options.notifications) {
      subscription = listenForLiveEvents(options.notifications, {
        onNotify: () => void poll(),
        onListening: () => void poll(),
        onError: (error) => ctx.log.warn({ err: error }, 'live events: listening connection lost, reconnecting'),
      });
    }
    if (!subscription) ctx.log.warn('live events: this database cannot notify; looking every %d ms', safetyPollMs);
  }

  function stopWatching(): Promise<void> {
    clearInterval(timer);
    timer = undefined;
    const closing = subscription?.close() ?? Promise.resolve();
    subscription = null;
    return closing.catch((error: unknown) => ctx.log.warn({ err: error }, 'live events: unlisten failed'));
  }

  return {
    /** Starts handing new events to `listener`; answers the function that stops it. */
    async listen(listener: LiveListener): Promise<() => void> {
      if (!timer) {
        startWatching();
        await poll();
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) void stopWatching();
      };
    },
    /** What a browser that last saw `lastId` missed, as that listener may see it. */
    async missed(audience: LiveAudience, lastId: number): Promise<LiveEvent[]> {
      const rows = await outsideRequestTransaction(() =>
        liveEventsSince(ctx.db, audience.networkId, audience.visibility, lastId, LIVE_OVERLAP_MS, 5_000),
      );
      return rows.filter((row) => mayReceive(audience, row)).map((row) => presentLiveEvent(audience, row));
    },
    /** Where a new stream starts: the newest event the listener may receive. */
    startingPoint: (audience: LiveAudience) =>
      outsideRequestTransaction(() => lastVisibleLiveEventId(ctx.db, audience.networkId, audience.visibility)),
    /** Forgets old events now and every PRUNE_EVERY_MS. */
    start(): void {
      if (pruner) return;
      const prune = () =>
        void outsideRequestTransaction(() => pruneLiveEvents(ctx.db, LIVE_KEEP_MS)).catch((error: unknown) =>
          ctx.log.error({ err: error }, 'live events prune failed'),
        );
      pruner = setInterval(prune, PRUNE_EVERY_MS);
      pruner.unref();
      prune();
    },
    /**
     * Ends every stream (the server is closing: an open stream would keep it waiting), stops looking and closes
     * the listening connection (before the pool or PGlite closes: app.ts calls this in preClose).
     */
    async stop(): Promise<void> {
      clearInterval(pruner);
      pruner = undefined;
      for (const listener of [...listeners]) listener.end();
      const unlistening = stopWatching();
      listeners.clear();
      await (polling ?? Promise.resolve());
      await unlistening;
    },
    /** Looks at once, when this instance has committed a change and streams are open (a request's end). */
    kick(): void {
      if (timer) void poll();
    },
    /** How many streams this instance serves (tests, the benchmark). */
    size: () => listeners.size,
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
