// The offline gate's sync (docs/offline.md, "Back online"): a guard's device sends each register it queued while
// offline, with the instant it happened and what the device decided; the server keeps it as a fact, decides again
// and records where the two disagree (a conflict) for the network's admin. The device also reports each spell it
// was offline, and the admin's Devices screen reads both.
import { z } from 'zod';
import { IdRef, oneLine } from './common.ts';
import { DenialReason } from './enums.ts';
import { DeviceId } from './offline.ts';
import { RegisterRequest, RegisterResult } from './transactions.ts';

/** An offline register is accepted up to this long after it happened (the device's queue waits at most that). */
export const OFFLINE_REGISTER_MAX_AGE_HOURS = 72;
/** How far ahead of the server's clock a device's instant may be (clock skew), in seconds. */
export const OFFLINE_CLOCK_SKEW_SECONDS = 120;

const Instant = z.iso.datetime({ offset: true });

/** What the device decided at the gate: granted, or refused and why (the engine's reasons). */
export const OfflineDecision = z
  .object({ granted: z.boolean(), reason: DenialReason.nullable() })
  .refine((d) => d.granted === (d.reason === null), {
    message: 'a granted decision has no reason, a refused one has one',
    path: ['reason'],
  });
export type OfflineDecision = z.infer<typeof OfflineDecision>;

export const OfflineRegisterRequest = z.object({
  device_id: DeviceId,
  /** When the register happened on the device (its clock). */
  occurred_at: Instant,
  offline_decision: OfflineDecision,
  /** The register as POST /transactions takes it (by QR, by key id, or by hand), photos as base64. */
  register: RegisterRequest,
});
export type OfflineRegisterRequest = z.infer<typeof OfflineRegisterRequest>;

export const OFFLINE_CONFLICT_KINDS = ['key_deleted', 'single_use_reused', 'decision_differs'] as const;
export const OfflineConflictKind = z.enum(OFFLINE_CONFLICT_KINDS);
export type OfflineConflictKind = z.infer<typeof OfflineConflictKind>;

/** The conflict one register raised, as its answer names it. */
export const OfflineConflictBrief = z.object({
  id: z.number(),
  kind: OfflineConflictKind,
  device_decision: OfflineDecision,
  /** What the server decides for the same register at the same instant, knowing what it knows now. */
  server_decision: OfflineDecision,
});
export type OfflineConflictBrief = z.infer<typeof OfflineConflictBrief>;

export const OfflineRegisterResult = z.object({
  transaction: RegisterResult.shape.transaction,
  conflict: OfflineConflictBrief.nullable(),
});
export type OfflineRegisterResult = z.infer<typeof OfflineRegisterResult>;

/** One spell a device was offline, reported when it is back. */
export const OfflinePeriodRequest = z
  .object({
    device_id: DeviceId,
    access_server_id: IdRef,
    offline_from: Instant,
    offline_until: Instant,
    decisions: z.object({
      granted: z.number().int().min(0).max(100_000),
      denied: z.number().int().min(0).max(100_000),
    }),
  })
  .refine((p) => Date.parse(p.offline_until) >= Date.parse(p.offline_from), {
    message: 'ends before it starts',
    path: ['offline_until'],
  });
export type OfflinePeriodRequest = z.infer<typeof OfflinePeriodRequest>;

export const OfflinePeriod = z.object({
  id: z.number(),
  device_id: z.string(),
  access_server_id: z.number(),
  offline_from: Instant,
  offline_until: Instant,
  duration_seconds: z.number().int(),
  decisions: z.object({ granted: z.number().int(), denied: z.number().int() }),
});
export type OfflinePeriod = z.infer<typeof OfflinePeriod>;
export const OfflinePeriodSaved = z.object({ period: OfflinePeriod });
export type OfflinePeriodSaved = z.infer<typeof OfflinePeriodSaved>;

const Named = z.object({ id: z.number(), name: z.string() });
const AccessPointRef = Named.extend({ time_zone: z.string() });

/** A device as the admin sees it: where it works, who used it last, its offline spells and what it synced. */
export const OfflineDevice = z.object({
  id: z.string(),
  access_server: AccessPointRef.nullable(),
  last_user: Named.nullable(),
  last_seen_at: Instant,
  periods: z.array(OfflinePeriod),
  /** Registers it sent after being offline. */
  synced_registers: z.number().int(),
  open_conflicts: z.number().int(),
});
export type OfflineDevice = z.infer<typeof OfflineDevice>;
export const OfflineDeviceList = z.object({ devices: z.array(OfflineDevice) });
export type OfflineDeviceList = z.infer<typeof OfflineDeviceList>;

export const OfflineConflict = z.object({
  id: z.number(),
  kind: OfflineConflictKind,
  device_id: z.string(),
  transaction_id: z.number(),
  occurred_at: Instant,
  visitor_name: z.string(),
  access_key: z.object({ id: z.number(), unique_id: z.string(), type: z.string() }).nullable(),
  gate: Named.nullable(),
  access_server: AccessPointRef,
  guard: Named.nullable(),
  device_decision: OfflineDecision,
  server_decision: OfflineDecision,
  created_at: Instant,
  resolved_at: Instant.nullable(),
  resolved_by: Named.nullable(),
  resolution_note: z.string(),
});
export type OfflineConflict = z.infer<typeof OfflineConflict>;

export const OfflineConflictListQuery = z.object({ status: z.enum(['open', 'resolved', 'all']).default('open') });
export type OfflineConflictListQuery = z.infer<typeof OfflineConflictListQuery>;
export const OfflineConflictList = z.object({ conflicts: z.array(OfflineConflict) });
export type OfflineConflictList = z.infer<typeof OfflineConflictList>;

export const ResolveConflictRequest = z.object({
  note: z.string().trim().max(1000).superRefine(oneLine).default(''),
});
export type ResolveConflictRequest = z.infer<typeof ResolveConflictRequest>;
export const OfflineConflictResult = z.object({ conflict: OfflineConflict });
export type OfflineConflictResult = z.infer<typeof OfflineConflictResult>;
