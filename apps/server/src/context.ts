// What every route and service may use: settings, database, mail, photo storage, clock.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import type { NetworkRow, UserRow } from './db/schema.ts';
import type { Mailer } from './lib/mailer.ts';
import type { OutboxWorker } from './services/outbox.ts';
import type { ScanCache } from './services/scan-cache.ts';
import type { PhotoStorage } from './storage/index.ts';

export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  storage: PhotoStorage;
  /** Secret for signed photo URLs. */
  signingSecret: string;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Sends what changes queued for other systems (docs/outbox.md); built by buildApp. */
  outbox: OutboxWorker;
  /** Sessions and scan gates kept in memory (services/scan-cache.ts); built by buildApp. */
  scanCache?: ScanCache;
}

/** The signed-in caller, set by the auth hook on every non-public route. */
export interface Auth {
  user: UserRow;
  network: NetworkRow;
  sessionId: number;
  /** The scan's cache may answer for this request (ScanCache.ready() said so when it was authenticated). */
  cacheFresh?: boolean;
}
