// The guard's side: the scan result of validate and the print data, then the logbook (transactions): the §3
// Transaction shape, the list query, the key-based and manual register bodies of §7 with their §5 rules,
// exits, remote gate opening and the guests still inside.
import { z } from 'zod';
import { IsoDay } from './access-keys.ts';
import { PhotoSettings } from './access-servers.ts';
import { IdRef, multilineText, oneLine, optionalQuery, Paged, PageQuery, requiredText, trimmed } from './common.ts';
import { MAX_NAME, MAX_NOTES, MAX_TEXT } from './constants.ts';
import { CustomAttrValues } from './custom-attributes.ts';
import { LAST_TRANSACTION_TYPES } from './enum-values.ts';
import { AccessType, DenialReason, KeyTypeId, PhotoType } from './enums.ts';
import { PhotosInput } from './photos.ts';
import { MAX_WATCHLIST_ID_NUMBER, WatchlistWarning } from './watchlist.ts';

/** Outcome of the decision engine: description null when granted, else a §4 denial reason. */
export const AccessKeyStatus = z.object({ description: DenialReason.nullable(), message: z.string() });
export type AccessKeyStatus = z.infer<typeof AccessKeyStatus>;

/** Photos the guard must take; id_back_photo: the ID photo is the back of the ID (network setting). */
export const ScanRequirements = PhotoSettings.extend({ id_back_photo: z.boolean() });
export type ScanRequirements = z.infer<typeof ScanRequirements>;

/** The visitor label (540x360), given when the gate prints (data_print_response). */
export const PrintData = z.object({
  visitor_name: z.string(),
  created_at: z.string(),
  user_name: z.string(),
  user_network_group: z.string().nullable(),
  photo_url: z.string().nullable(),
});
export type PrintData = z.infer<typeof PrintData>;

export const ScanResult = z.object({
  access_granted: z.boolean(),
  /** The direction, from the gate's type. */
  access_type: AccessType,
  key_data: z.object({
    id: z.number(),
    visitor_name: z.string(),
    access_key_type_id: KeyTypeId,
    access_key_type: z.string(),
    reason_for_visit: z.string(),
    provider: z.string().nullable(),
    last_transaction_type: z.enum(LAST_TRANSACTION_TYPES).nullable(),
    user: z.object({ name: z.string(), phone: z.string(), email: z.string(), group: z.string().nullable() }),
    access_key_status: AccessKeyStatus,
  }),
  requirements: ScanRequirements,
  print_data: PrintData.nullable(),
  /** The logbook row of a denied scan (denied attempts are logged at validate time). */
  transaction_id: z.number().nullable(),
  /** The gate the decision is for (with exit_gate, the one the server chose). */
  gate_id: z.number(),
  /**
   * The network's watchlist entry the visitor matches, on an entry (docs/watchlist.md): `deny` comes with the
   * denial `watchlisted`; `alert` with a granted entry that the guard must acknowledge before confirming it.
   */
  watchlist: WatchlistWarning.nullable(),
});
export type ScanResult = z.infer<typeof ScanResult>;

export const TransactionListQuery = PageQuery.extend({
  /** A day (YYYY-MM-DD) in each access point's own time zone. */
  date: optionalQuery(IsoDay),
  access_server: optionalQuery(IdRef),
  filter: optionalQuery(AccessType),
});
export type TransactionListQuery = z.infer<typeof TransactionListQuery>;

export const TransactionPhoto = z.object({ url: z.string(), access_server_photo_type: PhotoType });
export type TransactionPhoto = z.infer<typeof TransactionPhoto>;

/**
 * How a guard checks an entry out (docs/spec-fidelity.md §4): `scan` — the visitor shows the invitation's QR at
 * the exit door (the exit is proved by the key); `provider` — the provider page checks the provider invitation out
 * by its id; `log_exit` — nothing to show (a manual register, a resident's one-use dynamic key, an invitation
 * deleted while its visitor was inside), so the guard logs the exit against the entry.
 */
export const EXIT_WAYS = ['scan', 'provider', 'log_exit'] as const;
export const ExitWay = z.enum(EXIT_WAYS);
export type ExitWay = z.infer<typeof ExitWay>;

export const Transaction = z.object({
  id: z.number(),
  access_allowed: z.boolean(),
  access_granted: z.boolean(),
  access_key_id: z.number().nullable(),
  access_key_type: z.string(),
  access_type: AccessType,
  created_at: z.string(),
  /** On an exit: the entry it closes. */
  related_transaction_id: z.number().nullable(),
  /** On an entry: the exit that closed it, if any. */
  exit_transaction_id: z.number().nullable(),
  visitor_name: z.string(),
  reason_for_visit: z.string(),
  user: z.object({ id: z.number(), name: z.string(), group: z.string().nullable() }).nullable(),
  notes: z.string(),
  access_key_status: AccessKeyStatus,
  transaction_photos: z.array(TransactionPhoto),
  custom_attrs: z.record(z.string(), z.unknown()),
  access_server: z.object({ id: z.number(), name: z.string(), time_zone_name: z.string() }),
  gate: z
    .object({
      id: z.number(),
      name: z.string(),
      type: AccessType,
      remote_pulse: z.boolean(),
      /** A controller can open it (POST /transactions/open_gate). */
      has_controller: z.boolean(),
    })
    .nullable(),
  created_by_user: z.object({ name: z.string() }).nullable(),
  provider: z.string().nullable(),
  /** How this entry is checked out, once it is an open entry (see ExitWay). */
  exit_by: ExitWay,
});
export type Transaction = z.infer<typeof Transaction>;
export const TransactionList = z.object({ transactions: z.array(Transaction), ...Paged });
export type TransactionList = z.infer<typeof TransactionList>;

export const GATE_OPENING_OUTCOMES = ['opened', 'failed', 'timeout'] as const;
export const GateOpeningOutcome = z.enum(GATE_OPENING_OUTCOMES);
export type GateOpeningOutcome = z.infer<typeof GateOpeningOutcome>;

/** One attempt to open the record's gate (POST /transactions/open_gate), oldest first. */
export const GateOpening = z.object({
  id: z.number(),
  gate: z.object({ id: z.number(), name: z.string() }),
  requested_by: z.object({ id: z.number(), name: z.string() }),
  requested_at: z.string(),
  finished_at: z.string().nullable(),
  /** null while the controller has not answered yet. */
  outcome: GateOpeningOutcome.nullable(),
  /** The controller's HTTP status, null when it did not answer. */
  controller_status: z.number().int().nullable(),
  latency_ms: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type GateOpening = z.infer<typeof GateOpening>;

/** GET /transactions/{id}: the record and every attempt to open its gate. */
export const TransactionDetail = z.object({
  transaction: Transaction.extend({
    gate_openings: z.array(GateOpening),
    /** The caller may ask Garita to open this record's gate (POST /transactions/open_gate); the server still
     *  refuses after the network's open-gate window. */
    can_open_gate: z.boolean(),
  }),
});
export type TransactionDetail = z.infer<typeof TransactionDetail>;
/** POST /transactions/log_exit: the exit row written. */
export const LogExitResult = z.object({ transaction: Transaction });
export type LogExitResult = z.infer<typeof LogExitResult>;

const registerCommon = {
  gate_id: IdRef,
  /** The guard's confirmation; false denies (and needs a reason in notes). */
  access_allowed: z.boolean(),
  notes: multilineText(MAX_NOTES).default(''),
  /** Base64 JPEGs by photo type; the manual body's `id` is the ID photo (see photos.ts). */
  photos: PhotosInput.default({}),
  custom_attrs: CustomAttrValues.default({}),
};

const denialNeedsReason = (body: { access_allowed: boolean; notes: string }, ctx: z.RefinementCtx) => {
  if (!body.access_allowed && !body.notes) ctx.addIssue({ code: 'custom', path: ['notes'], message: 'required' });
};

/** A key register's own fields: the key's visitor may be on the watchlist, which the scan told the guard. */
const keyRegisterCommon = {
  ...registerCommon,
  /**
   * The guard read the scan's watchlist `alert` (ScanResult.watchlist) before letting the visitor in: required
   * (true) to let in a visitor who matches an `alert` entry; 422 otherwise (docs/watchlist.md).
   */
  watchlist_acknowledged: z.boolean().default(false),
};

export const KeyRegisterRequest = z
  .object({ key: z.string().trim().min(1).max(200).superRefine(oneLine), ...keyRegisterCommon })
  .superRefine(denialNeedsReason);
export type KeyRegisterRequest = z.infer<typeof KeyRegisterRequest>;

/** A register of a key the guard opened by its id (invitation lookup, provider check-in/out), not scanned. */
export const KeyIdRegisterRequest = z
  .object({ access_key_id: IdRef, ...keyRegisterCommon })
  .superRefine(denialNeedsReason);
export type KeyIdRegisterRequest = z.infer<typeof KeyIdRegisterRequest>;

export const ManualRegisterRequest = z
  .object({
    visitor_name: requiredText(MAX_NAME),
    reason_for_visit: trimmed(MAX_TEXT).default(''),
    /** The resident being visited: required for a visit, optional for a provider (spec §5; a provider often
     *  serves the whole site). */
    user_id: IdRef.nullish(),
    /** 6: visit, 5: provider. */
    access_key_type_id: z.preprocess(
      (v) => (v === '5' || v === '6' ? Number(v) : v),
      z.union([z.literal(6), z.literal(5)]),
    ),
    provider: trimmed(MAX_NAME).nullish(),
    /** The number of the ID the visitor showed, when the guard types it: matched against the watchlist. */
    visitor_id_number: trimmed(MAX_WATCHLIST_ID_NUMBER).optional(),
    ...registerCommon,
  })
  .superRefine((body, ctx) => {
    denialNeedsReason(body, ctx);
    if (body.access_key_type_id === 6 && !body.reason_for_visit)
      ctx.addIssue({ code: 'custom', path: ['reason_for_visit'], message: 'required' });
    if (body.access_key_type_id === 6 && body.user_id == null)
      ctx.addIssue({ code: 'custom', path: ['user_id'], message: 'required' });
    if (body.access_key_type_id === 5 && !body.provider)
      ctx.addIssue({ code: 'custom', path: ['provider'], message: 'required' });
  });
export type ManualRegisterRequest = z.infer<typeof ManualRegisterRequest>;

/** A body with `key` is a QR register, one with `access_key_id` a register by key id; else a manual register. */
export const RegisterRequest = z.union([KeyRegisterRequest, KeyIdRegisterRequest, ManualRegisterRequest]);
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const RegisterResult = z.object({
  print_data: PrintData.nullable(),
  /** The watchlist entry the visitor matched, on an entry (see ScanResult.watchlist); null otherwise. */
  watchlist: WatchlistWarning.nullable(),
  transaction: z.object({
    id: z.number(),
    access_granted: z.boolean(),
    access_allowed: z.boolean(),
    access_type: AccessType,
    access_key_status: AccessKeyStatus,
  }),
});
export type RegisterResult = z.infer<typeof RegisterResult>;

export const LogExitRequest = z.object({ transaction_id: IdRef, gate_id: IdRef });
export type LogExitRequest = z.infer<typeof LogExitRequest>;

export const OpenGateRequest = z.object({ id: IdRef });
export type OpenGateRequest = z.infer<typeof OpenGateRequest>;

/** A provider inside longer than the access point's provider_max_stay_hours (docs/overstay.md), as of the answer. */
export const Overstay = z.object({
  /** Whole minutes since the entry, on the server's clock. */
  minutes_inside: z.number().int(),
  max_stay_hours: z.number().int(),
});
export type Overstay = z.infer<typeof Overstay>;
/** An open entry; `overstay` is set for a provider past the access point's limit (null otherwise). */
export const CurrentGuest = Transaction.extend({ overstay: Overstay.nullable() });
export type CurrentGuest = z.infer<typeof CurrentGuest>;
/** Entries granted and allowed at an access point with no exit yet: overstaying providers first, then newest first. */
export const CurrentGuests = z.object({ guests: z.array(CurrentGuest), count: z.number().int() });
export type CurrentGuests = z.infer<typeof CurrentGuests>;
