// The guard's scan: GET /access_keys/validate runs the decision engine for a key at a gate and answers the
// scan result (key data, required photos, print data). A denied scan is written to the logbook at once
// ('try'), once: the same denial by the same guard at the same gate moments later reuses that row.
import { KEY_TYPE_NAME_BY_ID, type KeyTypeId, type ScanResult, type ValidateQuery } from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import type { Db } from '../db/index.ts';
import type { AccessKeyRow, AccessServerRow, GateRow, TransactionRow } from '../db/schema.ts';
import { AppError, invalid, notFound } from '../lib/errors.ts';
import { keyRequirements } from '../presenters/access-key.presenter.ts';
import { presentSettings } from '../presenters/access-server.presenter.ts';
import {
  type AttemptRow,
  findAccessKeyByUniqueId,
  findKeyForScan,
  findVisibleAccessKey,
  type KeyDecisionData,
  keyDecisionDataAfterLock,
  lockAccessKey,
  recordKeyUse,
} from '../repositories/access-keys.repository.ts';
import { findGateWithAccessServer } from '../repositories/access-servers.repository.ts';
import { insertTransaction } from '../repositories/transactions.repository.ts';
import { type Decision, decideAccess, type Language, lastMovementOf, statusOf } from './access-decision.ts';
import { visibilityOf } from './access-keys.scope.ts';
import { createPhotosService } from './photos.service.ts';
import { requiredPhotos } from './transactions.rules.ts';

/** A denied scan or register within this time, same key, gate, guard and reason, is the same attempt. */
export const SAME_ATTEMPT_MS = 2 * 60_000;

export interface GateContext {
  gate: GateRow;
  accessServer: AccessServerRow;
}

/**
 * The gate of a scan or register: in the caller's network and, for guards, at one of their access points; one
 * query for the gate, its access point and the caller's assignment there.
 */
export async function loadGate(ctx: AppContext, auth: Auth, gateId: number): Promise<GateContext> {
  const found = await findGateWithAccessServer(ctx.db, auth.network.id, gateId, auth.user.id);
  if (!found) throw notFound();
  if (auth.user.role !== 'network_admin' && !found.isAssigned) throw notFound();
  return { gate: found.gate, accessServer: found.accessServer };
}

/** How a scan or register names its key: the QR's unique_id, or the id of a key opened from a list. */
export type KeyReference = { key: string } | { access_key_id: number };

/**
 * The key of a register, locked FOR UPDATE. A QR code is looked up in the whole network (holding it is the
 * credential; the engine then refuses a door it does not open); a key by id only among the keys the caller may
 * see (guards: those of their access points), else 404.
 */
export async function lockKeyByReference(db: Db, auth: Auth, ref: KeyReference): Promise<AccessKeyRow> {
  if ('key' in ref) {
    const key = await findAccessKeyByUniqueId(db, auth.network.id, ref.key, true);
    if (!key) throw new AppError(404, 'invalid_key');
    return key;
  }
  // Every read goes through `db`, which may be the caller's transaction (PGlite has one connection).
  const visible = await findVisibleAccessKey(db, auth.network.id, await visibilityOf({ db }, auth), ref.access_key_id);
  if (!visible) throw notFound();
  const locked = await lockAccessKey(db, auth.network.id, visible.id);
  if (!locked) throw notFound();
  return locked;
}

/** Decides for a key at a gate with what was loaded with it (its access points and event). */
export function decideForKey(key: AccessKeyRow, data: KeyDecisionData, at: GateContext, now: Date): Decision {
  return decideAccess({
    key,
    keyAccessServerIds: data.accessServerIds,
    gate: at.gate,
    timeZone: at.accessServer.time_zone,
    event: data.event,
    now,
  });
}

/** The earlier row of the same denied attempt, if the key's latest row is one. */
export function sameDeniedAttempt<Row extends AttemptRow>(
  latest: Row | null | undefined,
  attempt: { gateId: number; userId: number; reason: string; now: Date },
): Row | undefined {
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
  values: { reason: string; notes: string; now: Date; customAttrs?: Record<string, unknown> },
): Promise<TransactionRow> {
  const row = await insertTransaction(db, {
    network_id: key.network_id,
    access_server_id: at.gate.access_server_id,
    gate_id: at.gate.id,
    access_key_id: key.id,
    access_key_type: KEY_TYPE_NAME_BY_ID[key.access_key_type_id as KeyTypeId] ?? 'visitor',
    access_type: at.gate.type,
    access_granted: false,
    access_allowed: false,
    status: values.reason,
    visitor_name: key.visitor_name,
    reason_for_visit: key.reason_for_visit,
    user_id: key.user_id,
    created_by_user_id: auth.user.id,
    notes: values.notes,
    denial_reason: values.notes,
    custom_attrs: JSON.stringify(values.customAttrs ?? {}),
    provider: key.provider,
    created_at: values.now,
  });
  await recordKeyUse(db, key, 'try', values.now);
  return row;
}

export function createValidateService(ctx: AppContext) {
  const { db } = ctx;
  const photos = createPhotosService(ctx);

  /**
   * Logs a denial under the key's lock, deciding again on the locked row; the id of the logged row (a new one,
   * or the earlier row of the same attempt), or null if it is granted after all.
   */
  async function logDenial(auth: Auth, keyId: number, at: GateContext, now: Date): Promise<number | null> {
    return db.transaction().execute(async (trx) => {
      const key = await lockAccessKey(trx, auth.network.id, keyId);
      if (!key) return null;
      const data = await keyDecisionDataAfterLock(trx, key, { latestRow: true });
      const decision = decideForKey(key, data, at, now);
      if (decision.granted) return null;
      const attempt = { gateId: at.gate.id, userId: auth.user.id, reason: decision.reason, now };
      const earlier = sameDeniedAttempt(data.latestRow, attempt);
      if (earlier) return earlier.id;
      return (await logDeniedAttempt(trx, auth, key, at, { reason: decision.reason, notes: '', now })).id;
    });
  }

  /** The scanned key with its access points, event and owner: by QR in the network, by id among those visible. */
  async function loadKey(auth: Auth, query: ValidateQuery) {
    const found =
      query.key !== undefined
        ? await findKeyForScan(db, auth.network.id, { uniqueId: query.key })
        : await findKeyForScan(db, auth.network.id, {
            id: query.access_key_id ?? 0,
            visibility: await visibilityOf(ctx, auth),
          });
    if (!found) throw query.key !== undefined ? new AppError(404, 'invalid_key') : notFound();
    return found;
  }

  return {
    async validate(auth: Auth, query: ValidateQuery, lang: Language): Promise<ScanResult> {
      const [entryAt, exitAt] = await Promise.all([
        loadGate(ctx, auth, query.gate),
        query.exit_gate === undefined ? null : loadGate(ctx, auth, query.exit_gate),
      ]);
      if (exitAt && entryAt.gate.type !== 'access') throw invalid('querystring.gate', 'expected an entry gate');
      if (exitAt && exitAt.gate.type !== 'exit') throw invalid('querystring.exit_gate', 'expected an exit gate');
      const { key, decision: data, owner } = await loadKey(auth, query);
      // The console's two doors: out through the exit door when the key last let the visitor in (spec §4).
      const at = exitAt && lastMovementOf(key) === 'access' ? exitAt : entryAt;
      const now = ctx.now();
      let decision = decideForKey(key, data, at, now);
      let transactionId: number | null = null;
      if (!decision.granted) {
        transactionId = await logDenial(auth, key.id, at, now);
        if (transactionId === null) decision = { granted: true, reason: null };
      }
      let print: ScanResult['print_data'] = null;
      if (decision.granted && at.gate.data_print_response) {
        const keyPhotos = (await photos.urlsFor(db, { networkId: auth.network.id, accessKeyIds: [key.id] })).get(
          key.id,
        );
        print = {
          visitor_name: key.visitor_name,
          created_at: now.toISOString(),
          user_name: owner?.name ?? '',
          user_network_group: owner?.group ?? null,
          photo_url: keyPhotos?.[0]?.url ?? null,
        };
      }
      const typeId = key.access_key_type_id as KeyTypeId;
      return {
        access_granted: decision.granted,
        access_type: at.gate.type,
        key_data: {
          id: key.id,
          visitor_name: key.visitor_name,
          access_key_type_id: typeId,
          access_key_type: KEY_TYPE_NAME_BY_ID[typeId] ?? 'visitor',
          reason_for_visit: key.reason_for_visit,
          provider: key.provider,
          last_transaction_type: key.last_transaction_type,
          user: {
            name: owner?.name ?? '',
            phone: owner?.phone ?? '',
            email: owner?.email ?? '',
            group: owner?.group ?? null,
          },
          access_key_status: statusOf(decision.reason, at.gate.type, lang),
        },
        requirements: {
          ...requiredPhotos(presentSettings(at.accessServer), keyRequirements(key)),
          id_back_photo: auth.network.id_back_photo,
        },
        print_data: print,
        transaction_id: transactionId,
        gate_id: at.gate.id,
      };
    },
  };
}
