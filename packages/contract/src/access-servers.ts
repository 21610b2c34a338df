// Access points (access servers), their gates and photo settings: spec §3 and §7; the admin's create, edit and
// deactivate of both, and gate controllers (docs/gate-controllers.md): what opens a gate, written with its
// secret and never read back with it.
import { z } from 'zod';
import { Id, IdRef, multilineText, oneLine, optionalQuery, Paged, PageQuery, requiredText, trimmed } from './common.ts';
import { MAX_NAME, MAX_TEXT, PROVIDER_MAX_STAY_HOURS } from './constants.ts';
import { GateType } from './enums.ts';
import { TimeZone } from './setup.ts';

export const PhotoSettings = z.object({
  photo_id: z.boolean(),
  front_plates: z.boolean(),
  back_plates: z.boolean(),
  other: z.boolean(),
  accreditation: z.boolean(),
});
export type PhotoSettings = z.infer<typeof PhotoSettings>;

export const GATE_CONTROLLER_KINDS = ['http', 'shelly'] as const;
export const GateControllerKind = z.enum(GATE_CONTROLLER_KINDS);
export type GateControllerKind = z.infer<typeof GateControllerKind>;

/** Shelly's toggle_after, in seconds: how long the relay stays closed. */
export const SHELLY_PULSE_SECONDS = { min: 0.1, max: 600, default: 1 } as const;
/** Shortest HMAC secret of an http controller. */
export const GATE_SECRET_MIN = 16;

/** What the API says about a gate's controller: never the secret or the password, only whether one is set. */
export const GateControllerSummary = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('http'), url: z.string(), secret_set: z.boolean() }),
  z.object({
    kind: z.literal('shelly'),
    url: z.string(),
    username: z.string().nullable(),
    pulse_seconds: z.number(),
    password_set: z.boolean(),
  }),
]);
export type GateControllerSummary = z.infer<typeof GateControllerSummary>;

export const Gate = z.object({
  id: z.number(),
  name: z.string(),
  type: GateType,
  remote_pulse: z.boolean(),
  data_print_response: z.boolean(),
  /** false once an admin deactivated it (it had logbook rows); only admins see deactivated gates. */
  active: z.boolean(),
  /** A controller can open it: the web offers the open button only then. */
  has_controller: z.boolean(),
  /** Admins only (absent for other roles): the controller, without its secrets. */
  controller: GateControllerSummary.nullable().optional(),
});
export type Gate = z.infer<typeof Gate>;

export const AccessServerSummary = z.object({ id: z.number(), name: z.string(), venue_name: z.string() });
export type AccessServerSummary = z.infer<typeof AccessServerSummary>;

export const AccessServer = z.object({
  id: z.number(),
  name: z.string(),
  venue_name: z.string(),
  venue: z.object({ name: z.string() }),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** IANA time zone, e.g. America/Mexico_City. */
  time_zone: z.string(),
  time_zone_name: z.string(),
  gates: z.array(Gate),
  settings: PhotoSettings,
  /** false once an admin deactivated it; only admins see deactivated access points. */
  active: z.boolean(),
  deactivated_at: z.string().nullable(),
  /** Hours a provider may stay inside before the guard console flags them and the admins get a mail (null: no
   *  limit; docs/overstay.md). */
  provider_max_stay_hours: z.number().int().nullable(),
});
export type AccessServer = z.infer<typeof AccessServer>;

const queryFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const AccessServerListQuery = PageQuery.extend({
  results: PageQuery.shape.results.default(30),
  /** Admins only: list deactivated access points too (others never see them). */
  include_inactive: optionalQuery(queryFlag),
});
export const AccessServerList = z.object({ access_servers: z.array(AccessServer), ...Paged });
export type AccessServerList = z.infer<typeof AccessServerList>;

/** An access point's clock: an IANA zone, the same rule as the network's (setup.ts). */
export const AccessPointTimeZone = TimeZone;

export const Latitude = z.number().min(-90).max(90).nullable();
export const Longitude = z.number().min(-180).max(180).nullable();
/** Whole hours, PROVIDER_MAX_STAY_HOURS.min to .max; null: providers may stay as long as they like. */
export const ProviderMaxStayHours = z
  .number()
  .int()
  .min(PROVIDER_MAX_STAY_HOURS.min)
  .max(PROVIDER_MAX_STAY_HOURS.max)
  .nullable();

const accessServerFields = {
  name: requiredText(MAX_NAME),
  /** Defaults to the network's name. */
  venue_name: trimmed(MAX_NAME).optional(),
  address: multilineText(MAX_TEXT).default(''),
  latitude: Latitude.default(null),
  longitude: Longitude.default(null),
  time_zone: AccessPointTimeZone,
  provider_max_stay_hours: ProviderMaxStayHours.default(null),
};
const bothOrNeither = (point: { latitude?: number | null; longitude?: number | null }, ctx: z.RefinementCtx) => {
  if (point.latitude === undefined && point.longitude === undefined) return;
  if ((point.latitude ?? null) === null && (point.longitude ?? null) !== null)
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'required with a longitude' });
  if ((point.longitude ?? null) === null && (point.latitude ?? null) !== null)
    ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'required with a latitude' });
};

export const CreateAccessServer = z.object({
  access_server: z.object(accessServerFields).superRefine(bothOrNeither),
  settings: PhotoSettings.partial().default({}),
});
export type CreateAccessServer = z.infer<typeof CreateAccessServer>;

/** Every field optional; `active: true` brings a deactivated access point back. */
export const UpdateAccessServer = z.object({
  access_server: z
    .object({
      name: accessServerFields.name,
      venue_name: trimmed(MAX_NAME),
      address: multilineText(MAX_TEXT),
      latitude: Latitude,
      longitude: Longitude,
      time_zone: AccessPointTimeZone,
      provider_max_stay_hours: ProviderMaxStayHours,
      active: z.literal(true),
    })
    .partial()
    .superRefine(bothOrNeither)
    .optional(),
  settings: PhotoSettings.partial().optional(),
});
export type UpdateAccessServer = z.infer<typeof UpdateAccessServer>;

/** Answer of POST and DELETE /access_servers/{id}: the access point as GET /access_servers/{id} shows it. */
export const AccessServerResult = z.object({ access_server: AccessServer });
export type AccessServerResult = z.infer<typeof AccessServerResult>;

/** The address parsed, or null when it is not one (z.url has then reported it: a refinement must not throw). */
const parsedUrl = (value: string): URL | null => (URL.canParse(value) ? new URL(value) : null);

/** An http(s) address without credentials or fragment; a Shelly's is its base address (no path query). */
const ControllerUrl = z
  .string()
  .trim()
  .max(2000)
  .superRefine(oneLine)
  .pipe(z.url({ protocol: /^https?$/, message: 'an http:// or https:// address' }))
  .refine(
    (value) => {
      const url = parsedUrl(value);
      return !url || (!url.username && !url.password && !url.hash);
    },
    { message: 'no user, password or #fragment in the address' },
  );

export const HttpControllerInput = z.object({
  kind: z.literal('http'),
  url: ControllerUrl,
  /** HMAC-SHA256 key of X-Garita-Signature. Required on a new controller; omitted on an edit: kept. */
  secret: z.string().min(GATE_SECRET_MIN).max(256).superRefine(oneLine).optional(),
});
export const ShellyControllerInput = z.object({
  kind: z.literal('shelly'),
  url: ControllerUrl.refine((value) => !parsedUrl(value)?.search, { message: 'no ?query in a relay address' }),
  /** Digest user; Shelly Gen2/Gen3 always use 'admin' (the default). */
  username: trimmed(64).nullish(),
  /** Omitted on an edit: kept; null: the relay has no password. */
  password: z.string().min(1).max(256).superRefine(oneLine).nullish(),
  /** Omitted: kept on an edit, SHELLY_PULSE_SECONDS.default on a new controller. */
  pulse_seconds: z.number().min(SHELLY_PULSE_SECONDS.min).max(SHELLY_PULSE_SECONDS.max).optional(),
});
export const GateControllerInput = z.discriminatedUnion('kind', [HttpControllerInput, ShellyControllerInput]);
export type GateControllerInput = z.infer<typeof GateControllerInput>;

const gateFields = {
  name: requiredText(MAX_NAME),
  type: GateType,
  remote_pulse: z.boolean().default(false),
  data_print_response: z.boolean().default(false),
  /** null or absent: no controller (the gate cannot be opened from Garita). */
  controller: GateControllerInput.nullish(),
};
export const CreateGate = z.object({ gate: z.object(gateFields) });
export type CreateGate = z.infer<typeof CreateGate>;

/** Every field optional; `controller: null` removes it; `active: true` brings a deactivated gate back. */
export const UpdateGate = z.object({
  gate: z.object({
    name: gateFields.name.optional(),
    type: GateType.optional(),
    remote_pulse: z.boolean().optional(),
    data_print_response: z.boolean().optional(),
    controller: GateControllerInput.nullable().optional(),
    active: z.literal(true).optional(),
  }),
});
export type UpdateGate = z.infer<typeof UpdateGate>;

export const GateParams = z.object({ id: Id, gateId: Id });
export const GateResult = z.object({ gate: Gate });
export type GateResult = z.infer<typeof GateResult>;
/** DELETE of a gate: deleted when nothing points at it, else deactivated (`deleted: false`, `gate.active: false`). */
export const DeleteGateResult = z.object({ deleted: z.boolean(), gate: Gate });
export type DeleteGateResult = z.infer<typeof DeleteGateResult>;

/** The test button: what the controller answered (`status` null when it did not answer at all). */
export const GateTestResult = z.object({
  ok: z.boolean(),
  status: z.number().int().nullable(),
  latency_ms: z.number().int(),
  message: z.string(),
});
export type GateTestResult = z.infer<typeof GateTestResult>;

export const AccessServerRef = optionalQuery(IdRef);
