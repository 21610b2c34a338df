// Access keys (invitations): the §3 shape, the §7 create/edit bodies with the §5 rules (so the web forms
// reuse them), the list query, the validate query and the personal dynamic key. The scan result of validate
// and the print data live with the registers in transactions.ts.
import { z } from 'zod';
import { PhotoSettings } from './access-servers.ts';
import {
  Email,
  IdRef,
  multilineText,
  oneLine,
  optionalQuery,
  Paged,
  PageQuery,
  requiredText,
  trimmed,
} from './common.ts';
import {
  INVITATION_PHONE_MAX_DIGITS,
  INVITATION_PHONE_MIN_DIGITS,
  MAX_NAME,
  MAX_NOTES,
  MAX_TEXT,
  MULTIPLE_ACCESS_DURATION_HOURS,
  TEMPORARY_DURATION_MAX,
  TOLERANCE_HOURS,
  VISITOR_DURATION_HOURS,
} from './constants.ts';
import { CustomAttrValues } from './custom-attributes.ts';
import { LAST_TRANSACTION_TYPES } from './enum-values.ts';
import { KeyTypeId, TemporaryDurationUnit } from './enums.ts';
import { CountryCode } from './users.ts';

/** Invitation phones: 9 to 11 digits (spec §5), helper text '9 - 11 digits'. */
export const InvitationPhone = z
  .string()
  .trim()
  .regex(
    new RegExp(`^\\d{${INVITATION_PHONE_MIN_DIGITS},${INVITATION_PHONE_MAX_DIGITS}}$`),
    `${INVITATION_PHONE_MIN_DIGITS} - ${INVITATION_PHONE_MAX_DIGITS} digits`,
  );

/** An integer from a JSON number or a digits-only string (forms send both). */
export const intBetween = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,6}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Reads 'DD/MM/YYYY HH:mm:ss' (a wall-clock time, no zone); null when it is not a real date and time. */
export function parseWallClock(text: string): WallClock | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year, hour, minute, second] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const isRealDay = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  if (!isRealDay || year < 2000 || year > 2200 || hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second };
}

/** valid_from as sent by the forms: 'DD/MM/YYYY HH:mm:ss', read in the key's first access point's zone. */
export const ValidFrom = z
  .string()
  .trim()
  .refine((v) => parseWallClock(v) !== null, 'expected a real date as DD/MM/YYYY HH:mm:ss');

export const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
/** '0' is Sunday, '1' Monday … '6' Saturday. */
export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;
export const HourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:mm');
export const FULL_DAY_MINUTES = 24 * 60;

/** The restriction as stored and shown: no '--' placeholders, every day listed. */
export const KeyRestriction = z.object({
  days: z.array(Weekday),
  time: HourMinute,
  duration_in_minutes: z.number().int().min(1).max(FULL_DAY_MINUTES),
});
export type KeyRestriction = z.infer<typeof KeyRestriction>;

/** Weekday/hour restriction as the forms send it: '--' time means 00:00, '--' duration 24 h, no day all days. */
export const KeyRestrictionInput = z
  .object({
    days: z.array(Weekday).max(7).default([]),
    time: z.union([HourMinute, z.literal('--'), z.literal('')]).default('--'),
    duration_in_minutes: z.union([intBetween(1, FULL_DAY_MINUTES), z.literal('--'), z.literal('')]).default('--'),
  })
  .transform(
    (r): KeyRestriction => ({
      days: r.days.length ? WEEKDAYS.filter((d) => r.days.includes(d)) : [...WEEKDAYS],
      time: r.time === '--' || r.time === '' ? '00:00' : r.time,
      duration_in_minutes:
        r.duration_in_minutes === '--' || r.duration_in_minutes === '' ? FULL_DAY_MINUTES : r.duration_in_minutes,
    }),
  );

/** Longest temporary key per unit; 'hours' is the multiple-access visit. */
export const TEMPORARY_DURATION_CAPS = { hours: 24, ...TEMPORARY_DURATION_MAX } as const;
/** Keeps a duration count inside its unit's cap (the form clamps when the unit changes). */
export const clampDuration = (unit: TemporaryDurationUnit, count: number): number =>
  Math.min(Math.max(1, Math.trunc(count) || 1), TEMPORARY_DURATION_CAPS[unit]);
/**
 * The count a type 2 key gets when none is sent: 2 for hours (spec §9 "multiple-access duration 2 h"), else 1
 * (spec §9 "temporary duration unit days with value 1").
 */
export const defaultDuration = (unit: TemporaryDurationUnit): number =>
  unit === 'hours' ? MULTIPLE_ACCESS_DURATION_HOURS : 1;
/** The unit of a type 2 key sent without one: multiple access counts hours (issue 14, item 1). */
export const DEFAULT_TEMPORARY_UNIT: TemporaryDurationUnit = 'hours';
/** Hours a temporary key is accepted before its start and after its end (spec §5); only type 2 keys have one. */
export const Tolerance = intBetween(TOLERANCE_HOURS.min, TOLERANCE_HOURS.max);

/** Key types a resident creates through POST /access_keys (events make 3/4, registers 6, the dynamic key 7). */
export const CreatableKeyTypeId = z.union([z.literal(1), z.literal(2), z.literal(5)]);

const visitorFields = {
  visitor_name: requiredText(MAX_NAME),
  visitor_email: z.union([Email, z.literal('')]),
  visitor_phone: z.union([InvitationPhone, z.literal('')]),
  country_code: CountryCode,
  reason_for_visit: trimmed(MAX_TEXT),
  notes: multilineText(MAX_NOTES),
  visitor_duration: intBetween(VISITOR_DURATION_HOURS.min, VISITOR_DURATION_HOURS.max),
  valid_from: ValidFrom,
  community_member_id: IdRef.nullable(),
  access_servers: z.array(IdRef).min(1, 'at least one access point').max(100),
  save_community_member: z.boolean(),
  passback_tracking: z.boolean(),
};

export const NewAccessKey = z
  .object({
    ...visitorFields,
    visitor_email: visitorFields.visitor_email.default(''),
    visitor_phone: visitorFields.visitor_phone.default(''),
    country_code: visitorFields.country_code.default('+52'),
    reason_for_visit: visitorFields.reason_for_visit.default(''),
    notes: visitorFields.notes.default(''),
    visitor_duration: visitorFields.visitor_duration.default(VISITOR_DURATION_HOURS.default),
    community_member_id: visitorFields.community_member_id.optional(),
    save_community_member: z.boolean().default(false),
    passback_tracking: z.boolean().optional(),
    access_key_type_id: CreatableKeyTypeId,
    duration: intBetween(1, 1000).optional(),
    temporary_duration: TemporaryDurationUnit.optional(),
    /** Type 2 only: hours accepted before valid_from and after the end; absent or null for none. */
    tolerance: Tolerance.nullish(),
    custom_attrs: CustomAttrValues.default({}),
    key_restrictions: KeyRestrictionInput.nullish(),
    provider: trimmed(MAX_NAME).nullish(),
    /** Photos the guard must take for this key, on top of the access point's settings. */
    requirements: PhotoSettings.partial().optional(),
  })
  .superRefine((key, ctx) => {
    const isVisit = key.access_key_type_id !== 5;
    if (isVisit && !key.visitor_phone && !key.community_member_id)
      ctx.addIssue({ code: 'custom', path: ['visitor_phone'], message: 'required' });
    if (isVisit && !key.reason_for_visit)
      ctx.addIssue({ code: 'custom', path: ['reason_for_visit'], message: 'required' });
    if (key.access_key_type_id === 5 && !key.provider)
      ctx.addIssue({ code: 'custom', path: ['provider'], message: 'required' });
    if (key.access_key_type_id !== 2 && key.tolerance != null)
      ctx.addIssue({
        code: 'custom',
        path: ['tolerance'],
        message: 'only multiple-access invitations have a tolerance',
      });
    if (key.access_key_type_id === 2 && key.duration !== undefined) {
      const unit = key.temporary_duration ?? DEFAULT_TEMPORARY_UNIT;
      if (key.duration > TEMPORARY_DURATION_CAPS[unit])
        ctx.addIssue({
          code: 'custom',
          path: ['duration'],
          message: `at most ${TEMPORARY_DURATION_CAPS[unit]} ${unit}`,
        });
    }
  });
export type NewAccessKey = z.infer<typeof NewAccessKey>;
export type NewAccessKeyInput = z.input<typeof NewAccessKey>;
export const CreateAccessKeyRequest = z.object({ access_key: NewAccessKey });
export type CreateAccessKeyRequest = z.infer<typeof CreateAccessKeyRequest>;

/** Edit of a visit invitation (type 1 only): every field optional, absent ones keep their value. */
export const EditAccessKey = z.object(visitorFields).partial();
export type EditAccessKey = z.infer<typeof EditAccessKey>;
export const EditAccessKeyRequest = z.object({ access_key: EditAccessKey });
export type EditAccessKeyRequest = z.infer<typeof EditAccessKeyRequest>;

export const ACCESS_KEY_TYPE_FILTERS = [
  'all',
  'visitor',
  'temporary',
  'provider',
  'garita_event',
  'eventbrite',
  'personal',
] as const;
export const AccessKeyTypeFilter = z.enum(ACCESS_KEY_TYPE_FILTERS);
export type AccessKeyTypeFilter = z.infer<typeof AccessKeyTypeFilter>;
export const ACCESS_KEY_STATUS_FILTERS = ['access', 'exit', 'try', 'unknown', 'deleted'] as const;
export const AccessKeyStatusFilter = z.enum(ACCESS_KEY_STATUS_FILTERS);
export type AccessKeyStatusFilter = z.infer<typeof AccessKeyStatusFilter>;

/** A calendar day as YYYY-MM-DD. */
export const IsoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
  .refine((v) => parseWallClock(`${v.slice(8, 10)}/${v.slice(5, 7)}/${v.slice(0, 4)} 00:00:00`) !== null, 'not a date');
export const DATE_PRESETS = ['all', 'today', 'last_week', 'last_month'] as const;
export const DatePreset = z.union([z.enum(DATE_PRESETS), IsoDay]);
export type DatePreset = z.infer<typeof DatePreset>;

export const AccessKeyListQuery = PageQuery.extend({
  date: optionalQuery(DatePreset),
  filter: optionalQuery(AccessKeyStatusFilter),
  access_key_type: optionalQuery(AccessKeyTypeFilter),
});
export type AccessKeyListQuery = z.infer<typeof AccessKeyListQuery>;

export const AccessKeyUser = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  /** The host's unit (network group) name. */
  group: z.string().nullable(),
  network_group: z.object({ name: z.string() }).nullable(),
});

export const AccessKey = z.object({
  id: z.number(),
  /** What the QR encodes; null for guards (they must not see the QR). Provider keys keep it but show no QR. */
  unique_id: z.string().nullable(),
  visitor_name: z.string(),
  visitor_email: z.string(),
  visitor_phone: z.string(),
  country_code: z.string(),
  access_key_type_id: KeyTypeId,
  access_key_type: z.string(),
  reason_for_visit: z.string(),
  notes: z.string(),
  /** ISO instants (UTC). */
  valid_from: z.string(),
  valid_until: z.string(),
  /** The same instants as DD/MM/YYYY HH:mm:ss wall-clock time in time_zone_name. */
  valid_from_date: z.string(),
  valid_until_date: z.string(),
  deleted_at: z.string().nullable(),
  last_transaction_type: z.enum(LAST_TRANSACTION_TYPES).nullable(),
  /** IANA zone of the key's first access point. */
  time_zone_name: z.string(),
  access_servers: z.array(
    z.object({ id: z.number(), name: z.string(), venue_name: z.string(), time_zone_name: z.string() }),
  ),
  user: AccessKeyUser,
  key_restriction: KeyRestriction.nullable(),
  requirements: PhotoSettings,
  visitor_duration: z.number().nullable(),
  duration: z.number().nullable(),
  temporary_duration: z.string().nullable(),
  multiple_access: z.boolean(),
  /** Hours accepted before valid_from and after valid_until (temporary keys); null for none. */
  tolerance: z.number().nullable(),
  community_member_id: z.number().nullable(),
  save_community_member: z.boolean(),
  passback_tracking: z.boolean(),
  custom_attrs: z.record(z.string(), z.unknown()),
  provider: z.string().nullable(),
  event_id: z.number().nullable(),
  created_at: z.string(),
  /** What the caller may do with it (spec §4/§6): the client shows buttons from these. */
  show_qr: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  /** A guard may check this provider invitation in (spec §4: type 5, unused, not deleted). */
  can_check_in: z.boolean(),
});
export type AccessKey = z.infer<typeof AccessKey>;
export const AccessKeyList = z.object({ access_keys: z.array(AccessKey), ...Paged });
export type AccessKeyList = z.infer<typeof AccessKeyList>;
export const AccessKeySaved = z.object({ access_key: AccessKey });
export type AccessKeySaved = z.infer<typeof AccessKeySaved>;

/**
 * A scan: the key read from a QR code (`key`, its unique_id) or a key the guard opened from a list
 * (`access_key_id`: guards never hold a visit's QR), at `gate`. With `exit_gate` as well (the desktop console,
 * which does not know the key before it is read), `gate` is the entry door and `exit_gate` the exit door, and
 * the server decides at the exit door when the key's last movement was an entry, else at the entry door.
 */
export const ValidateQuery = z
  .object({
    gate: IdRef,
    key: z.string().trim().min(1).max(200).superRefine(oneLine).optional(),
    access_key_id: IdRef.optional(),
    exit_gate: IdRef.optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.key === undefined) === (query.access_key_id === undefined))
      ctx.addIssue({ code: 'custom', path: ['key'], message: 'give either key or access_key_id' });
  });
export type ValidateQuery = z.infer<typeof ValidateQuery>;

/**
 * The resident's dynamic key (docs/offline.md, docs/public-invitation-and-dynamic-key.md): `unique_id` is the QR
 * text `P.<user id>.<step>.<code>` of a time-based code, good from its step's start for 5 minutes (`valid_until`)
 * and for one entry or exit; a later code's use retires it. `seconds_left` is counted on the server's clock when
 * it answered (a code of the next step, shown after a use, may have a little more than 300).
 */
export const DynamicKey = z.object({
  access_key: z.object({ unique_id: z.string(), valid_until: z.string(), seconds_left: z.number().int().min(0) }),
});
/**
 * The code to show now: the current step's, or the next step's after a use in this step. With `live=true` and
 * `shown` (the open dialog checking every few seconds, with the QR text it shows): that code again while it still
 * opens (not used nor retired by a later code's use, at least DYNAMIC_KEY_MIN_LIVE_SECONDS left), so the dialog
 * keeps its code and countdown until a use.
 */
export const DynamicKeyQuery = z.object({
  live: optionalQuery(z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')),
  shown: optionalQuery(z.string().max(64)),
});
export type DynamicKeyQuery = z.infer<typeof DynamicKeyQuery>;
export type DynamicKey = z.infer<typeof DynamicKey>;
