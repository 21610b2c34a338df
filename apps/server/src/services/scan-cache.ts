// The scan's cache (docs/access-decisions.md, "The scan's cache"): the session of a token (with its user and
// network), the gate of a scan (with its access point and the caller's assignment), a key's owner (with their
// unit) and event, and facts of a network (whether it has a watchlist entry, its register's custom attributes,
// its webhooks), kept in this process so a scan that finds them here runs one statement (its key alone) instead of
// four, without the watchlist in a network that has none.
//
// Correct on the very next call after any change, on every instance:
// - The database says what changed: migration 20261202_02's triggers notify `<kind>:<id>` at the writer's commit;
//   the matching entries are dropped when the notification arrives.
// - An entry answers only after `ready()`: one round trip on the listening connection sent after the request
//   arrived (NotificationSubscription.sync). PostgreSQL hands a listening session the notifications of every
//   transaction that committed before its next query, ahead of that query's answer, so whatever committed before
//   the request arrived — the writer's HTTP answer came after its commit — has dropped its entries by then.
//   PGlite (one session in this process) hands them over before the writer's commit returns.
// - A read that an invalidation may have overtaken is not stored: an entry is kept only if no notification
//   arrived, and the connection stayed listening, between the start of its read and its end.
// - Listening lost (the connection errs or ends, or a sync gets no answer within SYNC_TIMEOUT_MS): everything is
//   dropped and nothing is used or stored until the connection listens again.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, Auth } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { NotificationSubscription } from '../db/notifications.ts';
import type { CustomAttributeRow } from '../db/schema.ts';
import { setBounded } from '../lib/bounded-map.ts';
import type { ScanEvent, ScanOwner } from '../repositories/access-keys.repository.ts';
import type { findScanGate } from '../repositories/access-servers.repository.ts';
import { listenForCacheChanges } from '../repositories/scan-cache.repository.ts';
import type { findSessionByTokenHash } from '../repositories/sessions.repository.ts';
import type { ActiveWebhook } from '../repositories/webhooks.repository.ts';

export type CachedSession = NonNullable<Awaited<ReturnType<typeof findSessionByTokenHash>>>;
export type CachedGate = NonNullable<Awaited<ReturnType<typeof findScanGate>>>;

/**
 * What the cache keeps of a network, each dropped by its own notification (`<fact>:<network id>`, migrations
 * 20261204_01, 20261204_02 and 20261205_01) and by any change of the network's row.
 */
export interface NetworkFacts {
  /** Whether the network has a watchlist entry, expired or not (hasWatchlistEntries). */
  watchlist: boolean;
  /** The network's custom attributes of the logbook (`transaction` scope), in order (listCustomAttributes). */
  custom_attributes: CustomAttributeRow[];
  /** The network's active webhooks with the events each takes, in id order (activeWebhooks). */
  webhooks: ActiveWebhook[];
}
type NetworkFact = keyof NetworkFacts;
const NETWORK_FACTS: NetworkFact[] = ['watchlist', 'custom_attributes', 'webhooks'];
const isNetworkFact = (kind: string | undefined): kind is NetworkFact => NETWORK_FACTS.includes(kind as NetworkFact);

/**
 * A fact of the request's network through the instance's cache: its entry when the request found the cache fresh
 * (`auth.cacheFresh`), else read by `load` (and kept when nothing changed meanwhile); `load`'s without a cache.
 */
export function networkFact<F extends NetworkFact>(
  ctx: Pick<AppContext, 'scanCache'>,
  auth: Pick<Auth, 'network' | 'cacheFresh'>,
  fact: F,
  load: () => Promise<NetworkFacts[F]>,
): Promise<NetworkFacts[F]> {
  return ctx.scanCache ? ctx.scanCache.network(fact, auth.network.id, auth.cacheFresh === true, load) : load();
}

/** Entries kept of each kind; past it the oldest go first. */
export const SCAN_CACHE_MAX_ENTRIES = 10_000;

interface GateEntry {
  networkId: number;
  userId: number;
  found: CachedGate;
}

interface OwnerEntry {
  networkId: number;
  found: ScanOwner;
}

interface EventEntry {
  networkId: number;
  found: ScanEvent;
}

export interface ScanCache {
  /** Starts listening (buildApp: when the server is ready). */
  start(): void;
  /** Stops listening and forgets everything (before the database closes). */
  stop(): Promise<void>;
  /** Whether entries may answer now: listening, and every change committed before this call applied. */
  ready(): Promise<boolean>;
  /** The session of a token hash: the entry when `fresh` (ready() said so) and there is one, else `load`'s. */
  session(tokenHash: string, fresh: boolean, load: () => Promise<CachedSession | null>): Promise<CachedSession | null>;
  gate(
    key: { networkId: number; gateId: number; userId: number },
    fresh: boolean,
    load: () => Promise<CachedGate | undefined>,
  ): Promise<CachedGate | undefined>;
  /** A key's owner (a user of the network, with their unit): the entry when `fresh` and there is one, else `load`'s. */
  owner(
    key: { networkId: number; userId: number },
    fresh: boolean,
    load: () => Promise<ScanOwner | undefined>,
  ): Promise<ScanOwner | undefined>;
  /** A key's event (of the network): the entry when `fresh` and there is one, else `load`'s. */
  event(
    key: { networkId: number; eventId: number },
    fresh: boolean,
    load: () => Promise<ScanEvent | undefined>,
  ): Promise<ScanEvent | undefined>;
  /** A fact of a network: the entry when `fresh` and there is one, else `load`'s. */
  network<F extends NetworkFact>(
    fact: F,
    networkId: number,
    fresh: boolean,
    load: () => Promise<NetworkFacts[F]>,
  ): Promise<NetworkFacts[F]>;
  /** Applies one notification's payload (`<kind>:<id>`); anything else drops everything. */
  invalidate(payload: string): void;
  /** Entries kept now (tests, metrics). */
  size(): { sessions: number; gates: number; owners: number; events: number } & Record<NetworkFact, number>;
}

function dropWhere<K, V>(map: Map<K, V>, test: (value: V) => boolean): void {
  for (const [key, value] of map) if (test(value)) map.delete(key);
}

export function createScanCache(options: { db: Db; log: FastifyBaseLogger }): ScanCache {
  const sessions = new Map<string, CachedSession>();
  const gates = new Map<string, GateEntry>();
  /** `<network id>:<user id>` → the owner. */
  const owners = new Map<string, OwnerEntry>();
  /** `<network id>:<event id>` → the event. */
  const events = new Map<string, EventEntry>();
  /** Per fact, network id → the fact (in an object, so that `false` is kept too). */
  const networks = Object.fromEntries(NETWORK_FACTS.map((fact) => [fact, new Map()])) as {
    [F in NetworkFact]: Map<number, { value: NetworkFacts[F] }>;
  };
  let subscription: NotificationSubscription | null = null;
  let listening = false;
  /** Moves on every notification and every change of `listening`: a read that saw it move is not stored. */
  let version = 0;

  const clear = () => {
    version++;
    sessions.clear();
    gates.clear();
    owners.clear();
    events.clear();
    for (const fact of NETWORK_FACTS) networks[fact].clear();
  };

  function invalidate(payload: string): void {
    version++;
    const [kind, raw] = payload.split(':');
    const id = Number(raw);
    const ofSession: Record<string, (s: CachedSession) => boolean> = {
      session: (s) => s.session.id === id,
      user: (s) => s.user.id === id,
      network: (s) => s.network.id === id,
    };
    const ofGate: Record<string, (g: GateEntry) => boolean> = {
      user: (g) => g.userId === id,
      network: (g) => g.networkId === id,
      gate: (g) => g.found.gate.id === id,
      access_server: (g) => g.found.gate.access_server_id === id || g.found.accessServer?.id === id,
      assignment: (g) => g.userId === id,
    };
    const ofOwner: Record<string, (o: OwnerEntry) => boolean> = {
      user: (o) => o.found.id === id,
      network: (o) => o.networkId === id,
      // A unit renamed or removed (migration 20261206_01).
      network_group: (o) => o.found.groupId === id,
    };
    const ofEvent: Record<string, (e: EventEntry) => boolean> = {
      network: (e) => e.networkId === id,
      // An event changed or removed (migration 20261206_03).
      event: (e) => e.found.id === id,
    };
    const sessionTest = kind !== undefined && Object.hasOwn(ofSession, kind) ? ofSession[kind] : undefined;
    const gateTest = kind !== undefined && Object.hasOwn(ofGate, kind) ? ofGate[kind] : undefined;
    const ownerTest = kind !== undefined && Object.hasOwn(ofOwner, kind) ? ofOwner[kind] : undefined;
    const eventTest = kind !== undefined && Object.hasOwn(ofEvent, kind) ? ofEvent[kind] : undefined;
    const facts = kind === 'network' ? NETWORK_FACTS : isNetworkFact(kind) ? [kind] : [];
    if (!Number.isInteger(id) || (!sessionTest && !gateTest && !ownerTest && !eventTest && facts.length === 0)) {
      clear();
      return;
    }
    if (sessionTest) dropWhere(sessions, sessionTest);
    if (gateTest) dropWhere(gates, gateTest);
    if (ownerTest) dropWhere(owners, ownerTest);
    if (eventTest) dropWhere(events, eventTest);
    for (const fact of facts) networks[fact].delete(id);
  }

  /** Reads through `load`, keeping what it read only when nothing could have changed it meanwhile. */
  async function fill<T>(load: () => Promise<T>, keep: (value: NonNullable<T>) => void): Promise<T> {
    const before = version;
    const wasListening = listening;
    const value = await load();
    if (value && wasListening && listening && version === before) keep(value as NonNullable<T>);
    return value;
  }

  /** The entry `name` of `kept` when the request may use it and there is one, else `load`'s (kept as `entry`). */
  async function through<T, E extends { found: T }>(
    kept: Map<string, E>,
    name: string,
    fresh: boolean,
    load: () => Promise<T | undefined>,
    entry: (found: T) => E,
  ): Promise<T | undefined> {
    if (fresh && listening) {
      const hit = kept.get(name);
      if (hit) return hit.found;
    }
    return fill(load, (found) => setBounded(kept, SCAN_CACHE_MAX_ENTRIES, name, entry(found)));
  }

  return {
    start() {
      if (subscription) return;
      subscription = listenForCacheChanges(options.db, {
        onNotify: invalidate,
        onListening: () => {
          clear();
          listening = true;
        },
        onError: (error) => {
          listening = false;
          clear();
          options.log.warn({ err: error }, 'scan cache: listening connection lost; not used until it listens again');
        },
      });
      if (!subscription) options.log.warn('scan cache: this database cannot notify; the cache stays off');
    },
    async stop() {
      listening = false;
      clear();
      const closing = subscription?.close();
      subscription = null;
      await closing?.catch((error: unknown) => options.log.warn({ err: error }, 'scan cache: unlisten failed'));
    },
    async ready() {
      if (!listening || !subscription) return false;
      try {
        await subscription.sync();
      } catch {
        // Not listening (the connection is being replaced: onError dropped everything) or no answer in time
        // (which gives the connection up, and so the same): this request reads the database.
        return false;
      }
      return listening;
    },
    async session(tokenHash, fresh, load) {
      if (fresh && listening) {
        const hit = sessions.get(tokenHash);
        if (hit) return hit;
      }
      return fill(load, (found) => setBounded(sessions, SCAN_CACHE_MAX_ENTRIES, tokenHash, found));
    },
    gate: (key, fresh, load) =>
      through(gates, `${key.networkId}:${key.gateId}:${key.userId}`, fresh, load, (found) => ({
        networkId: key.networkId,
        userId: key.userId,
        found,
      })),
    owner: (key, fresh, load) =>
      through(owners, `${key.networkId}:${key.userId}`, fresh, load, (found) => ({ networkId: key.networkId, found })),
    event: (key, fresh, load) =>
      through(events, `${key.networkId}:${key.eventId}`, fresh, load, (found) => ({ networkId: key.networkId, found })),
    async network<F extends NetworkFact>(
      fact: F,
      networkId: number,
      fresh: boolean,
      load: () => Promise<NetworkFacts[F]>,
    ) {
      const kept = networks[fact] as Map<number, { value: NetworkFacts[F] }>;
      if (fresh && listening) {
        const hit = kept.get(networkId);
        if (hit) return hit.value;
      }
      const found = await fill(
        async () => ({ value: await load() }),
        (entry) => setBounded(kept, SCAN_CACHE_MAX_ENTRIES, networkId, entry),
      );
      return found.value;
    },
    invalidate,
    size: () => ({
      sessions: sessions.size,
      gates: gates.size,
      owners: owners.size,
      events: events.size,
      ...(Object.fromEntries(NETWORK_FACTS.map((fact) => [fact, networks[fact].size])) as Record<NetworkFact, number>),
    }),
  };
}
