// What the scan's cache hears (services/scan-cache.ts): migration 20261202_02's triggers notify CACHE_CHANNEL with
// `<kind>:<id>` when a session, user, network, gate, access point or assignment changes, at the writer's commit.
import type { Db } from '../db/index.ts';
import { type NotificationHandlers, type NotificationSubscription, subscribe } from '../db/notifications.ts';

export const CACHE_CHANNEL = 'garita_cache';
/** The cache's listening connection, as pg_stat_activity shows it (the live screens' is `garita-listen`). */
export const CACHE_LISTEN_APPLICATION_NAME = 'garita-listen-cache';

/** Hears of committed changes on a connection of its own; `db` must be the handle createDb made. */
export function listenForCacheChanges(db: Db, handlers: NotificationHandlers): NotificationSubscription | null {
  return subscribe(db, CACHE_CHANNEL, handlers, { applicationName: CACHE_LISTEN_APPLICATION_NAME });
}
