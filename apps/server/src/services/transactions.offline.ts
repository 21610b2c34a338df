// The offline gate's sync, the server's side (docs/offline.md, "Back online"). A guard's device sends each register
// it queued offline (POST /offline/registers, with the queued item's Idempotency-Key, so a retry replays): the
// register runs through the very paths of POST /transactions (transactions.register.ts) in one database
// transaction, written at the instant it happened with the device's decision (it happened: the entry is a fact),
// while the server decides again at that instant on what it knows now; where the two disagree, a conflict is
// recorded for the admin in the same transaction. The device also reports each spell it was offline, and the admin
// reads devices and conflicts.
import {
  KEY_TYPE,
  OFFLINE_CLOCK_SKEW_SECONDS,
  OFFLINE_REGISTER_MAX_AGE_HOURS,
  type OfflineConflict,
  type OfflineConflictKind,
  type OfflineConflictListQuery,
  type OfflineDevice,
  type OfflineDeviceList,
  type OfflinePeriod,
  type OfflinePeriodRequest,
  type OfflineRegisterRequest,
  type OfflineRegisterResult,
  type ResolveConflictRequest,
} from '@garita/contract';
import type { Decision } from '@garita/engine';
import type { AppContext, Auth } from '../context.ts';
import type { Db } from '../db/index.ts';
import { AppError, invalid, notFound } from '../lib/errors.ts';
import { worksAt } from '../policies/principal.ts';
import { updateAccessKey } from '../repositories/access-keys.repository.ts';
import { touchDevice } from '../repositories/devices.repository.ts';
import {
  accessPointsByIds,
  countOpenConflicts,
  findOfflineConflict,
  insertOfflineConflict,
  insertOfflinePeriod,
  listOfflineConflicts,
  listOfflinePeriods,
  listSyncedDevices,
  type OfflineConflictListRow,
  resolveOfflineConflict,
  rowsPlaceAndGuard,
  userNamesByIds,
} from '../repositories/offline.repository.ts';
import type { Language } from './access-decision.ts';
import { createRegisterService, type ServerDecided } from './transactions.register.ts';

const HOUR_MS = 3_600_000;
/** The Devices screen reads at most this many spells and conflicts (newest first). */
const LIST_LIMIT = 500;

const OCCURRED_AT_MESSAGES: Record<Language, { future: string; old: string; ahead: string }> = {
  en: {
    ahead: "is ahead of the server's clock",
    future: `is more than ${OFFLINE_CLOCK_SKEW_SECONDS / 60} minutes ahead of the server's clock`,
    old: `is more than ${OFFLINE_REGISTER_MAX_AGE_HOURS} hours ago: too old to sync`,
  },
  es: {
    ahead: 'está adelante del reloj del servidor',
    future: `está más de ${OFFLINE_CLOCK_SKEW_SECONDS / 60} minutos adelante del reloj del servidor`,
    old: `es de hace más de ${OFFLINE_REGISTER_MAX_AGE_HOURS} horas: demasiado antiguo para sincronizar`,
  },
};

/** The instant a device says a register happened, within the accepted window (docs/offline.md, "Limits"). */
export function checkOccurredAt(value: string, now: Date, lang: Language): Date {
  const at = new Date(value);
  const messages = OCCURRED_AT_MESSAGES[lang];
  if (at.getTime() > now.getTime() + OFFLINE_CLOCK_SKEW_SECONDS * 1000)
    throw invalid('body.occurred_at', messages.future);
  if (at.getTime() < now.getTime() - OFFLINE_REGISTER_MAX_AGE_HOURS * HOUR_MS)
    throw invalid('body.occurred_at', messages.old);
  return at;
}

/** An error of the register's own checks, its fields named where they sit here: under `register`. */
function underRegister(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.fields?.length) return error;
  const fields = error.fields.map((f) =>
    f.path.startsWith('body.') ? { ...f, path: `body.register.${f.path.slice('body.'.length)}` } : f,
  );
  const moved = new AppError(error.status, error.code, fields.map((f) => `${f.path}: ${f.message}`).join('; '), fields);
  moved.headers = error.headers;
  return moved;
}

const sameOutcome = (a: Decision, b: Decision) => a.granted === b.granted;

/** Keys that let one visit in (a visitor's or a provider's invitation): a second entry is a reuse. */
const SINGLE_VISIT: readonly number[] = [KEY_TYPE.visitor, KEY_TYPE.provider];

/**
 * The conflict between what the device decided and what the server decides at the same instant (docs/offline.md's
 * table), or null: both let the person through, or both refused (whatever the reasons: nobody passed). `key` is
 * the key as read before this register counted.
 */
export function conflictKind(
  device: Decision,
  server: ServerDecided['decision'],
  key: { deleted_at: Date | null; access_key_type_id: number; entries_count: number } | null,
  direction: 'access' | 'exit',
  at: Date,
): OfflineConflictKind | null {
  if (sameOutcome(device, server)) return null;
  if (device.granted && key?.deleted_at && key.deleted_at <= at) return 'key_deleted';
  // A visit or provider key that let someone in already (another gate, or this one): let in again offline.
  if (
    device.granted &&
    key &&
    direction === 'access' &&
    SINGLE_VISIT.includes(key.access_key_type_id) &&
    key.entries_count > 0
  )
    return 'single_use_reused';
  return 'decision_differs';
}

const iso = (d: Date) => d.toISOString();
const decisionOf = (granted: boolean, reason: string | null) =>
  ({ granted, reason }) as OfflineConflict['device_decision'];

function presentConflict(r: OfflineConflictListRow): OfflineConflict {
  return {
    id: r.id,
    kind: r.kind,
    device_id: r.device_id,
    transaction_id: r.transaction_id,
    occurred_at: iso(r.occurred_at),
    visitor_name: r.visitor_name,
    access_key:
      r.access_key_id !== null && r.key_unique_id !== null
        ? { id: r.access_key_id, unique_id: r.key_unique_id, type: r.access_key_type }
        : null,
    gate: r.gate_id !== null && r.gate_name !== null ? { id: r.gate_id, name: r.gate_name } : null,
    access_server: { id: r.access_server_id, name: r.access_server_name, time_zone: r.time_zone },
    guard: r.guard_id !== null && r.guard_name !== null ? { id: r.guard_id, name: r.guard_name } : null,
    device_decision: decisionOf(r.device_granted, r.device_reason),
    server_decision: decisionOf(r.server_granted, r.server_reason),
    created_at: iso(r.created_at),
    resolved_at: r.resolved_at ? iso(r.resolved_at) : null,
    resolved_by: r.resolved_by_user_id !== null ? { id: r.resolved_by_user_id, name: r.resolver_name ?? '' } : null,
    resolution_note: r.resolution_note,
  };
}

export function createOfflineSyncService(ctx: AppContext) {
  const { db } = ctx;
  const registers = createRegisterService(ctx);

  /** The device of a sync, recorded first (its rows name it); one of another network is refused (docs/offline.md). */
  async function recordDevice(auth: Auth, id: string, userAgent: string, accessServerId: number | null) {
    const isOurs = await touchDevice(db, {
      id: id.toLowerCase(),
      networkId: auth.network.id,
      userId: auth.user.id,
      accessServerId,
      userAgent,
      at: ctx.now(),
    });
    if (!isOurs) throw new AppError(409, 'device_taken');
  }

  return {
    async register(
      auth: Auth,
      body: OfflineRegisterRequest,
      lang: Language,
      userAgent: string,
    ): Promise<OfflineRegisterResult> {
      const occurredAt = checkOccurredAt(body.occurred_at, ctx.now(), lang);
      await recordDevice(auth, body.device_id, userAgent, null);
      const device = body.offline_decision as Decision;
      const offline = {
        deviceId: body.device_id,
        occurredAt,
        decision: device,
        /** In the register's transaction: the conflict, if any; a reused single-use key is closed. */
        async decided(trx: Db, { found, decision: server, saved }: ServerDecided) {
          const key = found?.key ?? null;
          const kind = conflictKind(device, server, key, saved.access_type, occurredAt);
          if (!kind) return null;
          if (kind === 'single_use_reused' && key && !key.deleted_at)
            await updateAccessKey(trx, key, { deleted_at: ctx.now() });
          const row = await insertOfflineConflict(trx, {
            network_id: auth.network.id,
            device_id: body.device_id,
            transaction_id: saved.id,
            access_key_id: key?.id ?? null,
            kind,
            device_granted: device.granted,
            device_reason: device.reason,
            server_granted: server.granted,
            server_reason: server.reason,
          });
          return { id: row.id, kind, device_decision: device, server_decision: server };
        },
      };
      const register = body.register;
      const done = await ('key' in register || 'access_key_id' in register
        ? registers.registerWithKeyAt(auth, register, lang, offline)
        : registers.registerManualAt(auth, register, lang, offline)
      ).catch((error: unknown) => {
        throw underRegister(error);
      });
      return { transaction: done.result.transaction, conflict: done.offline ?? null };
    },

    async period(
      auth: Auth,
      body: OfflinePeriodRequest,
      lang: Language,
      userAgent: string,
    ): Promise<{ period: OfflinePeriod }> {
      const [place] = await accessPointsByIds(db, auth.network.id, [body.access_server_id]);
      if (!place || !(await worksAt(db, auth, place.id))) throw notFound();
      await recordDevice(auth, body.device_id, userAgent, place.id);
      const until = new Date(body.offline_until);
      if (until.getTime() > ctx.now().getTime() + OFFLINE_CLOCK_SKEW_SECONDS * 1000)
        throw invalid('body.offline_until', OCCURRED_AT_MESSAGES[lang].ahead);
      const row = await insertOfflinePeriod(db, {
        network_id: auth.network.id,
        device_id: body.device_id,
        access_server_id: place.id,
        user_id: auth.user.id,
        offline_from: new Date(body.offline_from),
        offline_until: until,
        granted: body.decisions.granted,
        denied: body.decisions.denied,
      });
      return { period: presentPeriod(row) };
    },

    async devices(auth: Auth): Promise<OfflineDeviceList> {
      const networkId = auth.network.id;
      const [periods, synced, open] = await Promise.all([
        listOfflinePeriods(db, networkId, LIST_LIMIT),
        listSyncedDevices(db, networkId),
        countOpenConflicts(db, networkId),
      ]);
      const lastRows = new Map(
        (
          await rowsPlaceAndGuard(
            db,
            networkId,
            synced.map((s) => Number(s.last_id)),
          )
        ).map((r) => [r.id, r]),
      );
      interface Seen {
        at: Date;
        accessServerId: number | null;
        userId: number | null;
      }
      interface Gathered {
        periods: OfflinePeriod[];
        registers: number;
        open: number;
        seen?: Seen;
      }
      const devices = new Map<string, Gathered>();
      const deviceOf = (id: string): Gathered => {
        const known = devices.get(id);
        if (known) return known;
        const made: Gathered = { periods: [], registers: 0, open: 0 };
        devices.set(id, made);
        return made;
      };
      const see = (d: { seen?: Seen }, seen: Seen) => {
        if (!d.seen || seen.at > d.seen.at) d.seen = seen;
      };
      for (const p of periods) {
        const d = deviceOf(p.device_id);
        d.periods.push(presentPeriod(p));
        see(d, { at: p.created_at, accessServerId: p.access_server_id, userId: p.user_id });
      }
      for (const s of synced) {
        if (!s.device_id) continue;
        const d = deviceOf(s.device_id);
        d.registers = Number(s.registers);
        const last = lastRows.get(Number(s.last_id));
        if (s.last_synced_at)
          see(d, {
            at: new Date(s.last_synced_at),
            accessServerId: last?.access_server_id ?? null,
            userId: last?.created_by_user_id ?? null,
          });
      }
      for (const o of open) deviceOf(o.device_id).open = Number(o.open);
      const seen = [...devices.values()].map((d) => d.seen);
      const [places, users] = await Promise.all([
        accessPointsByIds(db, networkId, [
          ...new Set(seen.flatMap((s) => (s?.accessServerId ? [s.accessServerId] : []))),
        ]),
        userNamesByIds(db, networkId, [...new Set(seen.flatMap((s) => (s?.userId ? [s.userId] : [])))]),
      ]);
      const placeById = new Map(places.map((p) => [p.id, p]));
      const userById = new Map(users.map((u) => [u.id, u]));
      const list: OfflineDevice[] = [...devices.entries()]
        .filter(([, d]) => d.seen)
        .map(([id, d]) => ({
          id,
          access_server: (d.seen?.accessServerId && placeById.get(d.seen.accessServerId)) || null,
          last_user: (d.seen?.userId && userById.get(d.seen.userId)) || null,
          last_seen_at: iso(d.seen?.at ?? new Date(0)),
          periods: d.periods,
          synced_registers: d.registers,
          open_conflicts: d.open,
        }))
        .sort((a, b) => b.last_seen_at.localeCompare(a.last_seen_at));
      return { devices: list };
    },

    async conflicts(auth: Auth, query: OfflineConflictListQuery) {
      const rows = await listOfflineConflicts(db, auth.network.id, query.status, LIST_LIMIT);
      return { conflicts: rows.map(presentConflict) };
    },

    /** Marks a conflict reviewed, with the admin's note; one reviewed already keeps its first review. */
    async resolve(auth: Auth, id: number, body: ResolveConflictRequest) {
      const found = await findOfflineConflict(db, auth.network.id, id);
      if (!found) throw notFound();
      await resolveOfflineConflict(db, auth.network.id, id, { userId: auth.user.id, note: body.note, at: ctx.now() });
      const after = await findOfflineConflict(db, auth.network.id, id);
      if (!after) throw notFound();
      return { conflict: presentConflict(after) };
    },
  };
}

function presentPeriod(p: {
  id: number;
  device_id: string;
  access_server_id: number;
  offline_from: Date;
  offline_until: Date;
  granted: number;
  denied: number;
}): OfflinePeriod {
  return {
    id: p.id,
    device_id: p.device_id,
    access_server_id: p.access_server_id,
    offline_from: iso(p.offline_from),
    offline_until: iso(p.offline_until),
    duration_seconds: Math.round((p.offline_until.getTime() - p.offline_from.getTime()) / 1000),
    decisions: { granted: p.granted, denied: p.denied },
  };
}
