// The daily purge (docs/privacy.md): for each network, photos taken before its photo window are deleted from
// storage and from the database, and visitors' personal data of visits and invitations that ended before its
// personal-data window is erased, the logbook keeping its facts. One instance at a time runs it (purge lock), each
// network's part is recorded in purge_runs, and the windows are counted in local days of the network's zone: with
// 30 days, on 24 November in Mexico City, photos of 24 October and before go, those of 25 October stay.

import { tz } from '@date-fns/tz';
import type { PurgeRunList, PurgeTrigger } from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { PurgeRunRow } from '../db/schema.ts';
import { startOfDay, subDays } from '../lib/date-fns.ts';
import { presentPurgeRun } from '../presenters/purge-run.presenter.ts';
import { deleteStaleIdempotencyKeys } from '../repositories/idempotency-keys.repository.ts';
import {
  anonymiseAccessKeys,
  anonymiseTransactions,
  anonymiseWatchlistMatches,
  deletePhotoRows,
  deleteUnusedCommunityMembers,
  finishPurgeRun,
  insertPurgeRun,
  type KeyCursor,
  lastPurgeStarts,
  listNetworkRetention,
  listPurgeRuns,
  type NetworkRetention,
  photosTakenBefore,
  withPurgeLock,
} from '../repositories/purge.repository.ts';
import { recordAudit } from './audit.service.ts';
import { IDEMPOTENCY_KEY_TTL_MS } from './idempotency.service.ts';

/** Rows per statement: small enough to keep each transaction short next to the guards' writes. */
export const PURGE_BATCH = 10_000;
const PHOTO_BATCH = 500;
/** Files deleted at the same time. */
const UNLINK_CONCURRENCY = 16;

/** The first instant kept by a window of `days` local days, counted back from `now` in `timeZone`. */
export function retentionCutoff(now: Date, days: number, timeZone: string): Date {
  const options = { in: tz(timeZone) };
  return new Date(startOfDay(subDays(now, days, options), options).getTime());
}

const localDay = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
const localHour = (date: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(date));

/** Due: the network's clock shows `hour` or later, and no purge of it started earlier on that local day. */
export function purgeDue(
  network: { time_zone: string },
  lastStart: Date | undefined,
  now: Date,
  hour: number,
): boolean {
  if (localHour(now, network.time_zone) < hour) return false;
  return !lastStart || localDay(lastStart, network.time_zone) !== localDay(now, network.time_zone);
}

export type PurgeOutcome = { ran: false } | { ran: true; runs: PurgeRunRow[] };

type PurgeContext = Pick<AppContext, 'db' | 'storage' | 'now'> & {
  log?: Pick<AppContext['log'], 'info' | 'error'>;
};

export function createPurgeService(ctx: PurgeContext) {
  async function removeFiles(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += UNLINK_CONCURRENCY)
      await Promise.all(keys.slice(i, i + UNLINK_CONCURRENCY).map((key) => ctx.storage.delete(key)));
  }

  /** The bytes first, then the rows: a run stopped in between finds the rows again and finishes them. */
  async function purgePhotos(db: Db, networkId: number, before: Date) {
    let deleted = 0;
    let bytes = 0;
    for (;;) {
      const photos = await photosTakenBefore(db, networkId, before, PHOTO_BATCH);
      if (photos.length === 0) break;
      await removeFiles(photos.map((p) => p.storage_key));
      deleted += await deletePhotoRows(
        db,
        networkId,
        photos.map((p) => p.id),
      );
      bytes += photos.reduce((sum, p) => sum + p.byte_size, 0);
      if (photos.length < PHOTO_BATCH) break;
    }
    return { deleted, bytes };
  }

  /** The audit log's line for one network's part of a run: the system did it, with what it removed. */
  async function auditPurge(
    db: Db,
    networkId: number,
    runId: number,
    trigger: PurgeTrigger,
    counts: Record<string, number>,
    outcome: 'success' | 'failure' = 'success',
  ): Promise<void> {
    await recordAudit(db, {
      network_id: networkId,
      actor_user_id: null,
      action: 'retention.purge',
      outcome,
      details: { purge_run_id: runId, trigger, ...counts },
    });
  }

  async function purgeNetwork(db: Db, network: NetworkRetention, trigger: PurgeTrigger): Promise<PurgeRunRow> {
    const now = ctx.now();
    // Photos are personal data too: never kept past the personal-data window (the database checks it as well).
    const photoDays = Math.min(network.photo_retention_days, network.personal_data_retention_days);
    const photosBefore = retentionCutoff(now, photoDays, network.time_zone);
    const personalBefore = retentionCutoff(now, network.personal_data_retention_days, network.time_zone);
    const run = await insertPurgeRun(db, {
      network_id: network.id,
      trigger,
      started_at: now,
      photos_before: photosBefore,
      personal_data_before: personalBefore,
    });
    const counts = {
      photos_deleted: 0,
      photo_bytes_deleted: 0,
      transactions_anonymised: 0,
      access_keys_anonymised: 0,
      watchlist_matches_anonymised: 0,
      community_members_deleted: 0,
    };
    try {
      const photos = await purgePhotos(db, network.id, photosBefore);
      counts.photos_deleted = photos.deleted;
      counts.photo_bytes_deleted = photos.bytes;
      for (;;) {
        const n = await anonymiseTransactions(db, network.id, personalBefore, now, PURGE_BATCH);
        counts.transactions_anonymised += n;
        if (n < PURGE_BATCH) break;
      }
      // The watchlist's matches forget the visitor's name as typed at the gate or on the invitation, like the
      // logbook (docs/watchlist.md).
      for (;;) {
        const n = await anonymiseWatchlistMatches(db, network.id, personalBefore, PURGE_BATCH);
        counts.watchlist_matches_anonymised += n;
        if (n < PURGE_BATCH) break;
      }
      let cursor: KeyCursor | null = null;
      do {
        const batch = await anonymiseAccessKeys(db, network.id, personalBefore, now, PURGE_BATCH, cursor);
        counts.access_keys_anonymised += batch.anonymised;
        cursor = batch.next;
      } while (cursor);
      for (;;) {
        const n = await deleteUnusedCommunityMembers(db, network.id, personalBefore, PURGE_BATCH);
        counts.community_members_deleted += n;
        if (n < PURGE_BATCH) break;
      }
      const finished = await finishPurgeRun(db, run.id, { ...counts, finished_at: ctx.now(), error: null });
      ctx.log?.info({ network: network.id, ...counts }, 'purge finished');
      await auditPurge(db, network.id, run.id, trigger, counts);
      return finished;
    } catch (error) {
      ctx.log?.error({ err: error, network: network.id }, 'purge stopped on an error');
      const stopped = await finishPurgeRun(db, run.id, {
        ...counts,
        finished_at: null,
        error: String(error).slice(0, 500),
      });
      await auditPurge(db, network.id, run.id, trigger, counts, 'failure');
      return stopped;
    }
  }

  /**
   * Purges now, holding the purge lock: every network (or those named), or with `due` only the networks whose
   * local clock passed `hour` and that were not purged yet on their local day. `{ ran: false }`: another purge
   * holds the lock, nothing was done.
   */
  async function run(options: {
    trigger: PurgeTrigger;
    networkIds?: number[];
    due?: { hour: number };
  }): Promise<PurgeOutcome> {
    const outcome = await withPurgeLock(ctx.db, async (conn) => {
      let networks = await listNetworkRetention(conn, options.networkIds);
      if (options.due) {
        const starts = await lastPurgeStarts(conn);
        const now = ctx.now();
        const hour = options.due.hour;
        networks = networks.filter((n) => purgeDue(n, starts.get(n.id), now, hour));
      }
      const runs: PurgeRunRow[] = [];
      for (const network of networks) runs.push(await purgeNetwork(conn, network, options.trigger));
      // Stored answers of idempotent creations (routes/idempotent.ts) live IDEMPOTENCY_KEY_TTL_HOURS.
      await deleteStaleIdempotencyKeys(conn, new Date(ctx.now().getTime() - IDEMPOTENCY_KEY_TTL_MS));
      return runs;
    });
    return outcome.ran ? { ran: true, runs: outcome.value } : { ran: false };
  }

  return {
    run,

    /** The admin's view: the network's latest runs, newest first. */
    async list(auth: Auth): Promise<PurgeRunList> {
      const rows = await listPurgeRuns(ctx.db, auth.network.id, 10);
      return { purge_runs: rows.map(presentPurgeRun) };
    },
  };
}

/**
 * Looks every `everyMs` for networks whose purge is due (see `purgeDue`) and purges them; several instances may
 * each run this, the purge lock and the runs recorded in the database let one of them do each day's work.
 * Answers a function that stops it.
 */
export function schedulePurge(ctx: PurgeContext, options: { hour: number; everyMs: number }): () => Promise<void> {
  const purge = createPurgeService(ctx);
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    current = purge.run({ trigger: 'schedule', due: { hour: options.hour } }).catch((error) => {
      ctx.log?.error({ err: error }, 'scheduled purge failed');
    });
  };
  const timer = setInterval(tick, options.everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
