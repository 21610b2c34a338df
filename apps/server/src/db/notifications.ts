// PostgreSQL LISTEN on one connection of its own (docs/live.md, "Delivery"). A notification is sent by a
// transaction and delivered to every session listening on its channel when that transaction commits.
//
// - On PostgreSQL: a dedicated `pg` Client outside the pool (a pooled connection is lent to requests and would
//   stop listening when returned). When it fails — the server restarted, a failover, the connection was
//   terminated — it reconnects with a growing wait (LISTEN_RETRY_MIN_MS doubling up to LISTEN_RETRY_MAX_MS), and
//   reports each successful (re)connection: notifications sent while it was away are lost, so the caller looks
//   once then.
// - On PGlite: its own `listen()` (one in-process database; its LISTEN waits for a running transaction to end,
//   so it never lands inside a request's transaction). There is nothing to reconnect.
import type { PGlite } from '@electric-sql/pglite';
import type PgModule from 'pg';
import type { Db } from './index.ts';
import { onPgliteNotification } from './pglite-connection.ts';

/** First wait before reconnecting a lost listening connection; doubled on each failure, up to the maximum. */
export const LISTEN_RETRY_MIN_MS = 200;
export const LISTEN_RETRY_MAX_MS = 10_000;
/** The listening connection's application_name, as pg_stat_activity shows it. */
export const LISTEN_APPLICATION_NAME = 'garita-listen';

export interface NotificationHandlers {
  /** A notification arrived on the channel, with its payload ('' when none). */
  onNotify: (payload: string) => void;
  /** The connection listens (first time, or again after it was lost: what was sent meanwhile was missed). */
  onListening: () => void;
  onError: (error: unknown) => void;
}

export interface NotificationSubscription {
  /** Stops listening and closes the connection; safe to call during a reconnect. */
  close: () => Promise<void>;
  /**
   * Resolves once every notification of a transaction that committed before this call has been handed to
   * onNotify; rejects when that cannot be known (not listening, the connection failed or did not answer within
   * SYNC_TIMEOUT_MS, which then counts as lost). On PostgreSQL one `select 1` on the listening connection, shared
   * by the calls made while none is under way (docs/access-decisions.md, "The scan's cache"); on PGlite at once.
   */
  sync: () => Promise<void>;
}

/** How long sync() waits for the listening connection's answer before taking the connection for lost. */
export const SYNC_TIMEOUT_MS = 2_000;

export interface SubscribeOptions {
  /** The listening connection's application_name (PostgreSQL); LISTEN_APPLICATION_NAME by default. */
  applicationName?: string;
}

type Source = { kind: 'pg'; pg: typeof PgModule; connectionString: string } | { kind: 'pglite'; pglite: PGlite };

const sources = new WeakMap<Db, Source>();

/** Called by createDb: where a handle's notifications come from. */
export function registerNotificationSource(db: Db, source: Source): void {
  sources.set(db, source);
}

/** A channel name is an identifier: ours are plain lower-case words, checked so none needs quoting. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  return channel;
}

/**
 * Listens on `channel` of the database behind `db` (a handle made by createDb; the request-scoped proxy is not
 * one). Null when the handle has no known source (a Kysely built elsewhere): the caller relies on its polling.
 */
export function subscribe(
  db: Db,
  channel: string,
  handlers: NotificationHandlers,
  options: SubscribeOptions = {},
): NotificationSubscription | null {
  const source = sources.get(db);
  if (!source) return null;
  const name = checkedChannel(channel);
  return source.kind === 'pglite'
    ? subscribePglite(source.pglite, name, handlers)
    : subscribePg(source, name, handlers, options.applicationName ?? LISTEN_APPLICATION_NAME);
}

function subscribePglite(pglite: PGlite, channel: string, handlers: NotificationHandlers): NotificationSubscription {
  let closed = false;
  let isListening = false;
  const callback = (payload: string) => handlers.onNotify(payload ?? '');
  // The pool's statements' answers bypass PGlite's listeners (db/pglite-connection.ts): their notifications come
  // from the connection. Each notification is read once, by PGlite or by the connection.
  const stopConnection = onPgliteNotification(pglite, (name, payload) => {
    if (name === channel && !closed) callback(payload);
  });
  const listening = pglite.listen(channel, callback).then(
    (unlisten) => {
      isListening = true;
      if (!closed) handlers.onListening();
      return unlisten;
    },
    (error: unknown) => {
      handlers.onError(error);
      return null;
    },
  );
  return {
    async close() {
      closed = true;
      stopConnection();
      const unlisten = await listening;
      if (unlisten && !pglite.closed) await unlisten().catch(handlers.onError);
    },
    // One session in this process: PGlite hands a commit's notifications to their callbacks (queued as
    // microtasks while it reads the commit's answer) before the commit's own promise settles.
    async sync() {
      if (closed || !isListening) throw new Error('not listening');
    },
  };
}

function subscribePg(
  source: Extract<Source, { kind: 'pg' }>,
  channel: string,
  handlers: NotificationHandlers,
  applicationName: string,
): NotificationSubscription {
  let closed = false;
  let client: PgModule.Client | null = null;
  /** The client that listens now, and how to give it up; null while connecting or lost. */
  let listening: { client: PgModule.Client; lose: (error: unknown) => void } | null = null;
  /** The sync under way, and the one queued behind it (a call must wait for a round trip sent after it). */
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let wait = LISTEN_RETRY_MIN_MS;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, wait);
    retry.unref();
    wait = Math.min(wait * 2, LISTEN_RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    const current = new source.pg.Client({
      connectionString: source.connectionString,
      application_name: applicationName,
      keepAlive: true,
    });
    client = current;
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (client === current) client = null;
      if (listening?.client === current) listening = null;
      current.removeAllListeners('notification');
      void current.end().catch(() => {});
      if (closed) return;
      if (error) handlers.onError(error);
      scheduleReconnect();
    };
    // Registered before connecting: an error of the connection must never go unhandled (it would end the process).
    current.on('error', onLost);
    current.on('end', () => onLost(closed ? undefined : new Error('the listening connection ended')));
    current.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`listen ${channel}`);
    } catch (error) {
      onLost(error);
      return;
    }
    // Closed meanwhile (close() ended this client) or lost already (a reconnect is scheduled).
    if (closed || lost) return;
    wait = LISTEN_RETRY_MIN_MS;
    listening = {
      client: current,
      lose: (error) => {
        // A connection that does not answer may never end by itself: its socket is destroyed.
        (current as unknown as { connection?: { stream?: { destroy: () => void } } }).connection?.stream?.destroy();
        onLost(error);
      },
    };
    handlers.onListening();
  }

  /** One round trip on the listening connection, sent now. */
  function roundTrip(): Promise<void> {
    const at = listening;
    if (!at) return Promise.reject(new Error('not listening'));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`the listening connection did not answer within ${SYNC_TIMEOUT_MS} ms`);
        at.lose(error);
        reject(error);
      }, SYNC_TIMEOUT_MS);
      timer.unref();
    });
    const trip = Promise.race([at.client.query('select 1').then(() => {}), timeout]).finally(() => {
      clearTimeout(timer);
      if (inFlight === trip) inFlight = null;
    });
    inFlight = trip;
    return trip;
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      retry = undefined;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
    sync() {
      if (closed) return Promise.reject(new Error('closed'));
      if (!inFlight) return roundTrip();
      if (!queued) {
        const settled = inFlight.catch(() => {});
        queued = settled.then(() => {
          queued = null;
          return roundTrip();
        });
      }
      return queued;
    },
  };
}
