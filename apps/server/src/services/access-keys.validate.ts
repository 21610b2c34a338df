// The guard's scan: GET /access_keys/validate runs the decision engine for a key at a gate and answers the
// scan result (key data, required photos, print data). A denied scan is written to the logbook at once
// ('try'), once: the same denial by the same guard at the same gate moments later reuses that row.
import type { ScanResult, ValidateQuery } from '@garita/contract';
import { type Decision, decideAccess, lastMovementOf } from '@garita/engine';
import { isPersonalQr, personalCodeValidity } from '@garita/engine/totp';
import type { AppContext, Auth } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { AccessKeyRow, AccessServerRow, GateRow, NewTransaction, TransactionRow } from '../db/schema.ts';
import { AppError, invalid, notFound } from '../lib/errors.ts';
import { keyVisibility } from '../policies/access-keys.ts';
import { worksAtAssigned } from '../policies/principal.ts';
import { type PrintData, presentPrintData, presentScan } from '../presenters/gate-answers.presenter.ts';
import {
  findAccessKeyByUniqueId,
  findEvent,
  findScanKey,
  findScanOwner,
  findVisibleAccessKey,
  keyAccessServerIds,
  lockAccessKey,
  READ_ALL_WITH_KEY,
  type ScanKey,
  type ScanKeyReads,
} from '../repositories/access-keys.repository.ts';
import { findScanGate } from '../repositories/access-servers.repository.ts';
import { findLatestOfKey, insertTransaction } from '../repositories/transactions.repository.ts';
import { hasWatchlistEntries } from '../repositories/watchlist.repository.ts';
import type { Language } from './access-decision.ts';
import { insertCodeKey, resolveScannedCode, type ScannedCode } from './dynamic-key.service.ts';
import { logbookRow, visitorOfKey } from './logbook-row.ts';
import { createPhotosService } from './photos.service.ts';
import { recordWatchlistMatch, warningOf } from './watchlist.service.ts';

/** A denied scan or register within this time, same key, gate, guard and reason, is the same attempt. */
export const SAME_ATTEMPT_MS = 2 * 60_000;

export interface GateContext {
  gate: GateRow;
  accessServer: AccessServerRow;
}

/**
 * The gate of a scan or register: in the caller's network, active at an active access point (a deactivated one
 * cannot be scanned at) and, for guards, at one of their access points.
 */
export async function loadGate(ctx: AppContext, auth: Auth, gateId: number): Promise<GateContext> {
  // One statement: the gate, its access point and the caller's assignment to it; or this instance's cached copy
  // of that statement's answer when the request may use it (services/scan-cache.ts).
  const load = () => findScanGate(ctx.db, auth.network.id, gateId, auth.user.id);
  const found = ctx.scanCache
    ? await ctx.scanCache.gate(
        { networkId: auth.network.id, gateId, userId: auth.user.id },
        auth.cacheFresh === true,
        load,
      )
    : await load();
  if (!found || found.gate.deactivated_at !== null) throw notFound();
  if (!worksAtAssigned(auth, found.assigned)) throw notFound();
  const { gate, accessServer } = found;
  if (!accessServer || accessServer.deactivated_at !== null) throw notFound();
  return { gate, accessServer };
}

/**
 * What a scan or register reads with its key, when the request may use the scan's cache: the watchlist only when
 * the network has an entry (one statement when the cache does not know yet), and the key's owner and event from
 * the cache (read on a miss through the caller's `db`: a transaction on PGlite's one connection). Otherwise the
 * key's statement reads them all, as it always may.
 */
export async function scanKeyReads(ctx: AppContext, auth: Auth): Promise<ScanKeyReads> {
  const cache = ctx.scanCache;
  if (!cache || auth.cacheFresh !== true) return READ_ALL_WITH_KEY;
  const watchlist = await cache.network('watchlist', auth.network.id, true, () =>
    hasWatchlistEntries(ctx.db, auth.network.id),
  );
  return {
    watchlist,
    cached: {
      owner: (db, networkId, userId) =>
        cache.owner({ networkId, userId }, true, () => findScanOwner(db, networkId, userId)),
      event: (db, networkId, eventId) =>
        cache.event({ networkId, eventId }, true, () => findEvent(db, networkId, eventId)),
    },
  };
}

/** How a scan or register names its key: the QR's unique_id, or the id of a key opened from a list. */
export type KeyReference = { key: string } | { access_key_id: number };

/**
 * The key of a scan or register. A QR code is looked up in the whole network (holding it is the credential;
 * the engine then refuses a door it does not open); a key by id only among the keys the caller may see
 * (guards: those of their access points), else 404. `lock` takes the row lock for a register.
 */
export async function findKeyByReference(db: Db, auth: Auth, ref: KeyReference, lock = false): Promise<AccessKeyRow> {
  if ('key' in ref) {
    const key = await findAccessKeyByUniqueId(db, auth.network.id, ref.key, lock);
    if (!key) throw new AppError(404, 'invalid_key');
    return key;
  }
  // Every read goes through `db`, which may be the caller's transaction (PGlite has one connection).
  const visible = await findVisibleAccessKey(db, auth.network.id, await keyVisibility(db, auth), ref.access_key_id);
  if (!visible) throw notFound();
  if (!lock) return visible;
  const locked = await lockAccessKey(db, auth.network.id, visible.id);
  if (!locked) throw notFound();
  return locked;
}

/** A key read for a gate; `code` when it is the row of a resident's scanned code (docs/offline.md). */
export interface GateKey extends ScanKey {
  code?: ScannedCode;
}

/**
 * Decides on a key read with its decision inputs (findScanKey). A resident's code is decided by the engine as
 * the personal key row it is, with the code's own rules (checkPersonalCode) in the engine's terms, so the
 * engine's order holds: a step used or retired by a later use is a replaced key (`visitor_key`); a code a step
 * ahead of the clock (the phone's runs fast) counts from its step's start; one older than its 5 minutes, or
 * further ahead, is out of its time (`not_in_time`) by the row's own validity.
 */
export function decideForScanKey(found: GateKey, at: GateContext, now: Date): Decision {
  const { code } = found;
  const key =
    code?.refusal === 'visitor_key' && !found.key.superseded_at ? { ...found.key, superseded_at: now } : found.key;
  const from = code && !code.refusal ? personalCodeValidity(code.step).from : null;
  return decideAccess({
    key,
    keyAccessServerIds: found.accessServerIds,
    gate: at.gate,
    timeZone: at.accessServer.time_zone,
    event: found.event,
    watchlist: found.watchlist,
    now: from && from > now ? from : now,
  });
}

/**
 * The key of a scan with its decision inputs and owner: by QR in one statement; by id through the caller's
 * visibility first (findKeyByReference), then read the same way; a resident's code (`P.…`) through its owner's
 * secret (resolveScannedCode), its row made on its first scan. `lock` takes the key's row lock; `reads` says what
 * the key's statement reads with it (scanKeyReads).
 */
export async function findScanKeyByReference(
  db: Db,
  auth: Auth,
  ref: KeyReference,
  lock: boolean,
  now: Date,
  reads: ScanKeyReads = READ_ALL_WITH_KEY,
): Promise<GateKey> {
  const networkId = auth.network.id;
  if ('key' in ref && isPersonalQr(ref.key)) {
    const code = await resolveScannedCode(db, auth, ref.key, lock, now);
    let found = await findScanKey(db, networkId, { uniqueId: code.uniqueId }, lock, now, reads);
    if (!found) {
      await insertCodeKey(db, auth, code);
      found = await findScanKey(db, networkId, { uniqueId: code.uniqueId }, lock, now, reads);
    }
    if (!found) throw new AppError(404, 'invalid_key');
    return { ...found, code };
  }
  if ('key' in ref) {
    const found = await findScanKey(db, networkId, { uniqueId: ref.key }, lock, now, reads);
    if (!found) throw new AppError(404, 'invalid_key');
    return found;
  }
  const visible = await findKeyByReference(db, auth, ref);
  // A code's row opened from a list is decided as its code (a later step's use retires it).
  if (isPersonalQr(visible.unique_id))
    return findScanKeyByReference(db, auth, { key: visible.unique_id }, lock, now, reads);
  const found = await findScanKey(db, networkId, { id: visible.id }, lock, now, reads);
  if (!found) throw notFound();
  return found;
}

/** Loads what the engine needs for this key and decides. */
export async function decideForKey(db: Db, key: AccessKeyRow, at: GateContext, now: Date): Promise<Decision> {
  const [serverIds, event] = await Promise.all([
    keyAccessServerIds(db, [key.id]),
    key.event_id ? findEvent(db, key.network_id, key.event_id) : undefined,
  ]);
  return decideAccess({
    key,
    keyAccessServerIds: serverIds.get(key.id) ?? [],
    gate: at.gate,
    timeZone: at.accessServer.time_zone,
    event: event ?? null,
    now,
  });
}

/** The earlier row of the same denied attempt, if the key's latest row is one. */
export function sameDeniedAttempt(
  latest: TransactionRow | undefined,
  attempt: { gateId: number; userId: number; reason: string; now: Date },
): TransactionRow | undefined {
  if (!latest || latest.access_granted || latest.gate_id !== attempt.gateId) return undefined;
  if (latest.created_by_user_id !== attempt.userId || latest.status !== attempt.reason) return undefined;
  return attempt.now.getTime() - latest.created_at.getTime() <= SAME_ATTEMPT_MS ? latest : undefined;
}

/** The logbook row of a denied attempt and the key's 'try' mark. */
export async function logDeniedAttempt(
  db: Db,
  auth: Auth,
  key: AccessKeyRow,
  at: GateContext,
  values: {
    reason: string;
    notes: string;
    now: Date;
    customAttrs?: Record<string, unknown>;
    extra?: Partial<NewTransaction>;
  },
): Promise<TransactionRow> {
  const row = await insertTransaction(
    db,
    logbookRow({
      auth,
      gate: at.gate,
      visitor: visitorOfKey(key),
      accessType: at.gate.type,
      granted: false,
      allowed: false,
      status: values.reason,
      notes: values.notes,
      customAttrs: values.customAttrs,
      at: values.now,
      extra: values.extra,
    }),
    { key, outcome: 'try', at: values.now },
  );
  return row;
}

export function createValidateService(ctx: AppContext) {
  const { db } = ctx;
  const photos = createPhotosService(ctx);

  /**
   * Logs a denial under the key's lock, deciding again on the locked row; null if it is granted after all. A
   * resident's code is read again through its owner's secret (its last used step may have moved).
   */
  async function logDenial(
    auth: Auth,
    scanned: GateKey,
    at: GateContext,
    now: Date,
    reads: ScanKeyReads,
  ): Promise<{ id: number } | null> {
    let isQueued = false;
    const logged = await db.transaction().execute(async (trx) => {
      const locked: GateKey | undefined = scanned.code
        ? await findScanKeyByReference(trx, auth, { key: scanned.code.uniqueId }, true, now, reads)
        : await findScanKey(trx, auth.network.id, { id: scanned.key.id }, true, now, reads);
      if (!locked) return null;
      const { key } = locked;
      const decision = decideForScanKey(locked, at, now);
      if (decision.granted) return null;
      const attempt = { gateId: at.gate.id, userId: auth.user.id, reason: decision.reason, now };
      // Read again now that the lock is held: the locked read's own snapshot predates the wait, so a row that
      // a scan holding the lock before us committed may not be in an earlier read (the 20-way race test).
      const earlier = sameDeniedAttempt(await findLatestOfKey(trx, auth.network.id, key.id), attempt);
      if (earlier) return earlier;
      const row = await logDeniedAttempt(trx, auth, key, at, { reason: decision.reason, notes: '', now });
      // A watchlisted visitor refused: the match is recorded with the attempt, once, as the attempt is.
      if (decision.reason === 'watchlisted' && locked.watchlist) {
        const { isMailQueued } = await recordWatchlistMatch(trx, {
          networkId: auth.network.id,
          actorUserId: auth.user.id,
          hit: locked.watchlist,
          source: 'scan',
          visitorName: key.visitor_name,
          accessKeyId: key.id,
          transactionId: row.id,
          now,
        });
        isQueued = isMailQueued;
      }
      return row;
    });
    // A `watchlist.matched` webhook event leaves once the refusal committed.
    if (isQueued) await ctx.outbox.kickAfterCommit();
    return logged;
  }

  return {
    async validate(auth: Auth, query: ValidateQuery, lang: Language): Promise<ScanResult> {
      const entryAt = await loadGate(ctx, auth, query.gate);
      const exitAt = query.exit_gate === undefined ? null : await loadGate(ctx, auth, query.exit_gate);
      if (exitAt && entryAt.gate.type !== 'access') throw invalid('querystring.gate', 'expected an entry gate');
      if (exitAt && exitAt.gate.type !== 'exit') throw invalid('querystring.exit_gate', 'expected an exit gate');
      const ref: KeyReference =
        query.key !== undefined ? { key: query.key } : { access_key_id: query.access_key_id ?? 0 };
      const now = ctx.now();
      const reads = await scanKeyReads(ctx, auth);
      const found = await findScanKeyByReference(db, auth, ref, false, now, reads);
      const { key, owner } = found;
      // The console's two doors: out through the exit door when the key last let the visitor in (spec §4).
      const at = exitAt && lastMovementOf(key) === 'access' ? exitAt : entryAt;
      let decision = decideForScanKey(found, at, now);
      let transactionId: number | null = null;
      if (!decision.granted) {
        // When the key's latest row already is this attempt (a guard's camera reads a refused code again and
        // again), it is answered at once: the locked path below would read and answer the same row.
        const attempt = { gateId: at.gate.id, userId: auth.user.id, reason: decision.reason, now };
        const earlier = sameDeniedAttempt(await findLatestOfKey(db, auth.network.id, key.id), attempt);
        const logged = earlier ?? (await logDenial(auth, found, at, now, reads));
        if (logged) transactionId = logged.id;
        else decision = { granted: true, reason: null };
      }
      let print: PrintData | null = null;
      if (decision.granted && at.gate.data_print_response) {
        // The badge shows the key's first photo in the record's order; most keys have none to look for.
        const keyPhotos = key.has_photos
          ? (await photos.urlsFor(db, { networkId: auth.network.id, accessKeyIds: [key.id] })).get(key.id)
          : undefined;
        print = presentPrintData({
          visitorName: key.visitor_name,
          at: now,
          host: owner,
          photoUrl: keyPhotos?.[0]?.url ?? null,
        });
      }
      return presentScan({
        key,
        decision,
        gate: at.gate,
        accessServer: at.accessServer,
        network: auth.network,
        owner,
        print,
        transactionId,
        // What the guard must know before letting this visitor in; none on the way out.
        watchlist:
          at.gate.type === 'access' && found.watchlist
            ? await warningOf(ctx, db, auth.network.id, found.watchlist)
            : null,
        lang,
      });
    },
  };
}
