// POST /transactions: a guard registers an entry or exit, by key (QR) or by hand. The key-based register
// decides again on the server, on the key row locked FOR UPDATE inside the same database transaction that
// writes the logbook row and the key's new state, so one single-use key is consumed once however many gates
// scan it at the same instant. The guard can deny a granted key, never grant a denied one.
// The offline sync (transactions.offline.ts) runs these same paths for a register a device made offline: the row
// is the device's decision, kept as a fact at the instant it happened, and the server's own decision at that
// instant is handed to the sync (in the same database transaction) to record any conflict.
import type { KeyIdRegisterRequest, KeyRegisterRequest, ManualRegisterRequest, RegisterResult } from '@garita/contract';
import { type Decision, isRetiredByUse } from '@garita/engine';
import type { AppContext, Auth } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { NewTransaction, TransactionRow } from '../db/schema.ts';
import { invalid } from '../lib/errors.ts';
import { featureOn, refuseUnlessOn } from '../policies/features.ts';
import { keyRequirements } from '../presenters/access-key.presenter.ts';
import { presentSettings } from '../presenters/access-server.presenter.ts';
import { type HostWithGroup, presentPrintData, presentRegister } from '../presenters/gate-answers.presenter.ts';
import { webhookTransaction } from '../presenters/webhook.presenter.ts';
import { type ScanKey, supersedeIssuedPersonalKeys, usersWithGroups } from '../repositories/access-keys.repository.ts';
import { listCustomAttributes } from '../repositories/custom-attributes.repository.ts';
import { recordUsedStep } from '../repositories/dynamic-key-secrets.repository.ts';
import {
  findLatestOfKey,
  findOpenEntryOfKey,
  insertExit,
  insertTransaction,
  updateTransaction,
} from '../repositories/transactions.repository.ts';
import { findUser } from '../repositories/users.repository.ts';
import { findWatchlistMatch, type WatchlistHit } from '../repositories/watchlist.repository.ts';
import type { Language } from './access-decision.ts';
import {
  decideForScanKey,
  findScanKeyByReference,
  type GateContext,
  loadGate,
  logDeniedAttempt,
  sameDeniedAttempt,
  scanKeyReads,
} from './access-keys.validate.ts';
import { logbookRow, visitorOfKey } from './logbook-row.ts';
import { queueArrivalMail } from './mail.ts';
import { createPhotosService } from './photos.service.ts';
import { networkFact } from './scan-cache.ts';
import { checkCustomAttrs, checkRequiredPhotos, requiredPhotos } from './transactions.rules.ts';
import { recordWatchlistMatch, warningOf } from './watchlist.service.ts';
import { emitWebhookEvent, networkWebhooks } from './webhooks.service.ts';

const RESIDENT_ROLES = ['host', 'secondary_user', 'network_admin'];

/** What the server decided for a register, handed to the offline sync inside the register's transaction. */
export interface ServerDecided {
  /** The key with its decision inputs, as read (locked) for this register; null for a register by hand. */
  found: ScanKey | null;
  /** The server's decision at the register's instant, on what it knows now. */
  decision: Decision;
  saved: TransactionRow;
}

/**
 * A register a device made offline (docs/offline.md, "Back online"): written at `occurredAt` with the device's
 * decision, marked with the device; `decided` runs in the register's transaction with the server's decision.
 */
export interface OfflineRegister<C> {
  deviceId: string;
  occurredAt: Date;
  decision: Decision;
  decided: (trx: Db, decided: ServerDecided) => Promise<C>;
}

/** The key as it stood at `at`: a deletion after that instant had not happened yet (the rest is today's state). */
const keyAsOf = (found: ScanKey, at: Date): ScanKey =>
  found.key.deleted_at && found.key.deleted_at > at ? { ...found, key: { ...found.key, deleted_at: null } } : found;

/** What a register already read or wrote for its answer: the photos it stored, the key's host as read with it. */
type Known = { photos: number; host?: HostWithGroup | undefined };

/** The columns that mark a row written offline: the device, and when the row reached the server. */
const offlineColumns = (offline: OfflineRegister<unknown> | null, now: Date): Partial<NewTransaction> =>
  offline ? { offline_device_id: offline.deviceId, synced_at: now } : {};

export function createRegisterService(ctx: AppContext) {
  const { db } = ctx;
  const photos = createPhotosService(ctx);

  /** The register attributes to check values against: none when the network switched them off (spec §6), and
   *  then values sent anyway are refused rather than dropped. */
  async function attributeDefinitions(auth: Auth, values: Record<string, unknown>) {
    refuseUnlessOn(auth.network, 'custom_attributes', Object.keys(values).length > 0, 'body.custom_attrs');
    if (!featureOn(auth.network, 'custom_attributes')) return [];
    // Through the scan's cache, as loadGate reads the gate (an admin's change reaches it at commit).
    return networkFact(ctx, auth, 'custom_attributes', () => listCustomAttributes(db, auth.network.id, 'transaction'));
  }

  /**
   * The label of a visitor let in at a gate that prints. What the register knows already is not read again: the
   * host when it read them with the key (`known.host`), and that the row has no photo when it brought none (a row
   * let in is always a new one, and its photos are the register's).
   */
  async function printDataFor(
    auth: Auth,
    row: TransactionRow,
    at: GateContext,
    known: Known,
  ): Promise<RegisterResult['print_data']> {
    const isLetIn = row.access_granted && row.access_allowed && row.access_type === 'access';
    if (!isLetIn || !at.gate.data_print_response) return null;
    const networkId = auth.network.id;
    const userId = row.user_id;
    const [host, rowPhotos] = await Promise.all([
      'host' in known || userId === null
        ? known.host
        : usersWithGroups(db, networkId, [userId]).then((hosts) => hosts.get(userId)),
      known.photos === 0
        ? []
        : photos.urlsFor(db, { networkId, transactionIds: [row.id] }).then((urls) => urls.get(row.id) ?? []),
    ]);
    const photo = rowPhotos.find((p) => p.access_server_photo_type === 'photo_id') ?? rowPhotos[0];
    return presentPrintData({ visitorName: row.visitor_name, at: row.created_at, host, photoUrl: photo?.url ?? null });
  }

  async function answer(
    auth: Auth,
    row: TransactionRow,
    at: GateContext,
    lang: Language,
    hit: WatchlistHit | null | undefined,
    known: Known,
  ): Promise<RegisterResult> {
    const warning = hit && row.access_type === 'access' ? await warningOf(ctx, db, auth.network.id, hit) : null;
    return presentRegister(row, await printDataFor(auth, row, at, known), lang, warning);
  }

  const service = {
    /** By the scanned QR (`key`) or by the id of a key the guard opened from a list (`access_key_id`). */
    async registerWithKey(
      auth: Auth,
      body: KeyRegisterRequest | KeyIdRegisterRequest,
      lang: Language,
    ): Promise<RegisterResult> {
      return (await service.registerWithKeyAt(auth, body, lang, null)).result;
    },

    /** registerWithKey, or (with `offline`) the same register made offline, answering what `decided` found. */
    async registerWithKeyAt<C>(
      auth: Auth,
      body: KeyRegisterRequest | KeyIdRegisterRequest,
      lang: Language,
      offline: OfflineRegister<C> | null,
    ): Promise<{ result: RegisterResult; offline: C | undefined }> {
      const at = await loadGate(ctx, auth, body.gate_id);
      const networkId = auth.network.id;
      const direction = at.gate.type;
      const given = body.photos;
      const definitions = await attributeDefinitions(auth, body.custom_attrs);
      const reads = await scanKeyReads(ctx, auth);
      const webhooks = await networkWebhooks(ctx, auth);
      const now = offline ? offline.occurredAt : ctx.now();
      const extra = offlineColumns(offline, ctx.now());
      let isMailQueued = false;
      let hit: WatchlistHit | null = null;
      let recorded: C | undefined;
      const known: Known = { photos: 0 };

      const { saved: row, queued } = await db.transaction().execute(async (trx) => {
        const ref = 'key' in body ? { key: body.key } : { access_key_id: body.access_key_id };
        const found = await findScanKeyByReference(trx, auth, ref, true, now, reads);
        const { key } = found;
        known.host = found.owner;
        hit = direction === 'access' ? found.watchlist : null;
        const serverDecision = decideForScanKey(offline ? keyAsOf(found, now) : found, at, now);
        // Offline, the row is what the device decided: it happened (the server's decision goes to the sync).
        const decision = offline ? offline.decision : serverDecision;
        const isLetThrough = decision.granted && body.access_allowed;
        const isLetIn = isLetThrough && direction === 'access';
        // An `alert` lets the visitor in only once the guard has read it (the scan showed it; docs/watchlist.md).
        // What a device did offline is not refused for what the guard could not be asked then.
        if (!offline && isLetIn && hit?.action === 'alert' && !body.watchlist_acknowledged)
          throw invalid('body.watchlist_acknowledged', 'read the watchlist warning before letting this visitor in');
        const customAttrs = checkCustomAttrs(definitions, body.custom_attrs, {
          path: 'body.custom_attrs',
          enforceRequired: isLetIn && !offline,
        });
        if (isLetIn && !offline)
          checkRequiredPhotos(requiredPhotos(presentSettings(at.accessServer), keyRequirements(key)), given);

        let saved: TransactionRow;
        let entry: TransactionRow | undefined;
        // Each register records its watchlist match once; one that completes the scan's refused row does not
        // (the scan recorded it with that row).
        let isNewRow = true;
        if (!decision.granted) {
          // The scan already logged this denial: complete that row instead of writing a second one (offline, the
          // device logged no scan: each refusal it made is its own row).
          const attempt = { gateId: at.gate.id, userId: auth.user.id, reason: decision.reason, now };
          const latest = offline ? undefined : await findLatestOfKey(trx, networkId, key.id);
          const earlier = sameDeniedAttempt(latest, attempt);
          isNewRow = !earlier;
          saved = earlier
            ? await updateTransaction(trx, earlier, {
                notes: body.notes || earlier.notes,
                denial_reason: body.notes || earlier.denial_reason,
                custom_attrs: JSON.stringify({ ...earlier.custom_attrs, ...customAttrs }),
              })
            : await logDeniedAttempt(trx, auth, key, at, {
                reason: decision.reason,
                notes: body.notes,
                now,
                customAttrs,
                extra,
              });
        } else {
          entry = isLetThrough && direction === 'exit' ? await findOpenEntryOfKey(trx, networkId, key.id) : undefined;
          const values = logbookRow({
            auth,
            gate: at.gate,
            visitor: visitorOfKey(key),
            accessType: direction,
            granted: true,
            allowed: body.access_allowed,
            status: null,
            notes: body.notes,
            customAttrs,
            at: now,
            extra,
          });
          // The row marks its key in the same statement; a granted exit also closes the key's open entry there.
          const use = {
            key,
            outcome: isLetThrough ? direction : 'try',
            at: now,
            retire: isLetThrough && isRetiredByUse(key),
          } as const;
          saved = entry
            ? await insertExit(trx, { ...values, access_type: 'exit', related_transaction_id: entry.id }, use)
            : await insertTransaction(trx, values, use);
          // A resident's code let through: its step and every earlier one are used up, online and (with the
          // next snapshot) offline; the personal keys issued before codes existed stop too.
          if (isLetThrough && found.code) {
            await recordUsedStep(trx, networkId, found.code.userId, found.code.step);
            await supersedeIssuedPersonalKeys(trx, networkId, found.code.userId, now);
          }
        }
        known.photos = await photos.save(trx, { networkId, transactionId: saved.id, photos: given });
        // The host's arrival mail and the webhooks' events commit with the entry, and are sent after it.
        isMailQueued = await queueArrivalMail(ctx, trx, saved);
        let events = await emitWebhookEvent(
          trx,
          networkId,
          'transaction.created',
          { transaction: webhookTransaction(saved) },
          now,
          webhooks,
        );
        if (entry)
          events += await emitWebhookEvent(
            trx,
            networkId,
            'transaction.exit',
            { transaction: webhookTransaction(saved), entry: webhookTransaction(entry) },
            now,
            webhooks,
          );
        if (hit && isNewRow) {
          const matched = await recordWatchlistMatch(trx, {
            networkId,
            actorUserId: auth.user.id,
            hit,
            source: 'register',
            visitorName: key.visitor_name,
            accessKeyId: key.id,
            transactionId: saved.id,
            now,
          });
          isMailQueued ||= matched.isMailQueued;
        }
        if (offline) recorded = await offline.decided(trx, { found, decision: serverDecision, saved });
        return { saved, queued: isMailQueued || events > 0 };
      });
      if (queued) await ctx.outbox.kickAfterCommit();
      return { result: await answer(auth, row, at, lang, hit, known), offline: recorded };
    },

    /** A visitor or provider without a key, let in (or turned away) at an entry gate: a visitor for a resident, a
     *  provider for a resident or for no one in particular. */
    async registerManual(auth: Auth, body: ManualRegisterRequest, lang: Language): Promise<RegisterResult> {
      return (await service.registerManualAt(auth, body, lang, null)).result;
    },

    /** registerManual, or (with `offline`) the same register made offline, answering what `decided` found. */
    async registerManualAt<C>(
      auth: Auth,
      body: ManualRegisterRequest,
      lang: Language,
      offline: OfflineRegister<C> | null,
    ): Promise<{ result: RegisterResult; offline: C | undefined }> {
      const at = await loadGate(ctx, auth, body.gate_id);
      if (at.gate.type !== 'access') throw invalid('body.gate_id', 'a manual register needs an entry gate');
      const networkId = auth.network.id;
      // A visit names its host; a provider may name one (spec §5 asks only for the name and the provider).
      const host = body.user_id == null ? null : await findUser(db, networkId, body.user_id);
      if (body.user_id != null && (!host || !RESIDENT_ROLES.includes(host.role)))
        throw invalid('body.user_id', 'unknown resident');
      const isProvider = body.access_key_type_id === 5;
      refuseUnlessOn(auth.network, 'providers', isProvider, 'body.access_key_type_id');
      const now = offline ? offline.occurredAt : ctx.now();
      const extra = offlineColumns(offline, ctx.now());
      let recorded: C | undefined;
      // The watchlist, by name or by the ID number the guard typed (one indexed query; docs/watchlist.md). A
      // `deny` is written as a refused entry, whatever the guard chose: the guard can refuse, never let in.
      const hit = await findWatchlistMatch(
        db,
        networkId,
        { name: body.visitor_name, phone: '', idNumber: body.visitor_id_number ?? '' },
        now,
      );
      const serverDecision: Decision =
        hit?.action === 'deny' ? { granted: false, reason: 'watchlisted' } : { granted: true, reason: null };
      // Offline, the row is what the device decided (it happened); the server's decision goes to the sync.
      const decision = offline ? offline.decision : serverDecision;
      const isRefused = !decision.granted;
      const isAllowed = body.access_allowed && !isRefused;
      const given = body.photos;
      const definitions = await attributeDefinitions(auth, body.custom_attrs);
      const customAttrs = checkCustomAttrs(definitions, body.custom_attrs, {
        path: 'body.custom_attrs',
        enforceRequired: isAllowed && !offline,
      });
      if (isAllowed && !offline) checkRequiredPhotos(requiredPhotos(presentSettings(at.accessServer)), given);
      const webhooks = await networkWebhooks(ctx, auth);
      let isMailQueued = false;
      const known: Known = { photos: 0 };
      const { saved: row, queued } = await db.transaction().execute(async (trx) => {
        const saved = await insertTransaction(
          trx,
          logbookRow({
            auth,
            gate: at.gate,
            visitor: {
              access_key_id: null,
              access_key_type: isProvider ? 'provider' : 'visit',
              visitor_name: body.visitor_name,
              reason_for_visit: body.reason_for_visit,
              user_id: host?.id ?? null,
              provider: isProvider ? (body.provider ?? null) : null,
            },
            accessType: 'access',
            granted: !isRefused,
            allowed: isAllowed,
            status: decision.reason,
            notes: body.notes,
            customAttrs,
            at: now,
            extra,
          }),
        );
        known.photos = await photos.save(trx, { networkId, transactionId: saved.id, photos: given });
        // The host's arrival mail and the webhooks' events commit with the entry, and are sent after it.
        isMailQueued = await queueArrivalMail(ctx, trx, saved);
        const events = await emitWebhookEvent(
          trx,
          networkId,
          'transaction.created',
          { transaction: webhookTransaction(saved) },
          saved.created_at,
          webhooks,
        );
        if (hit) {
          const matched = await recordWatchlistMatch(trx, {
            networkId,
            actorUserId: auth.user.id,
            hit,
            source: 'manual_register',
            visitorName: body.visitor_name,
            transactionId: saved.id,
            now,
          });
          isMailQueued ||= matched.isMailQueued;
        }
        if (offline) recorded = await offline.decided(trx, { found: null, decision: serverDecision, saved });
        return { saved, queued: isMailQueued || events > 0 };
      });
      if (queued) await ctx.outbox.kickAfterCommit();
      return { result: await answer(auth, row, at, lang, hit, known), offline: recorded };
    },
  };
  return service;
}
