// Intelligence (spec §2 "Intelligence", issue 7): the network admin's built-in analytics over the logbook —
// GET /intelligence for a range of days (each access point's own calendar, as the logbook's date filter)
// and optionally one access point — and the network's external dashboard address (PATCH
// /intelligence/dashboard). Every figure is defined in docs/intelligence.md.
import { z } from 'zod';
import { IsoDay } from './access-keys.ts';
import { IdRef, optionalQuery } from './common.ts';
import { DenialReason } from './enums.ts';

/** The longest range one request may cover: a leap year. */
export const INTELLIGENCE_MAX_DAYS = 366;
/** How many units and hosts the rankings list. */
export const INTELLIGENCE_TOP_SIZE = 5;
export const MAX_DASHBOARD_URL = 2000;

/** Days from `from` to `to`, both included (1 when equal); negative when `to` is earlier. */
export function daysInRange(from: string, to: string): number {
  const at = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return Math.round((at(to) - at(from)) / 86_400_000) + 1;
}

export const IntelligenceQuery = z
  .object({
    /** First day, YYYY-MM-DD, on each access point's own calendar. */
    from: IsoDay,
    /** Last day, included. */
    to: IsoDay,
    /** One access point of the network; every access point when empty. */
    access_server: optionalQuery(IdRef),
  })
  .superRefine((q, ctx) => {
    const days = daysInRange(q.from, q.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (days > INTELLIGENCE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${INTELLIGENCE_MAX_DAYS} days` });
  });
export type IntelligenceQuery = z.infer<typeof IntelligenceQuery>;

const count = z.number().int().nonnegative();

/** The counts of one day, or of the whole range. */
export const IntelligenceCounts = z.object({
  /** Every logbook row: what GET /transactions counts for the same day and access point. */
  movements: count,
  /** Entry rows that let someone in (states "entry with exit" and "entry without exit"). */
  entries: count,
  /** Entries of visitors: every key type but the residents' own personal key. */
  visits: count,
  /** Exit rows that let someone out. */
  exits: count,
  /** Rows refused, entries and exits: by the key check (unauthorized) or by the guard (denied). */
  denials: count,
});
export type IntelligenceCounts = z.infer<typeof IntelligenceCounts>;

/** Why a movement was refused: a §4 key status, the guard's denial, or a status this version does not know. */
export const DenialCause = z.union([DenialReason, z.enum(['guard', 'other'])]);
export type DenialCause = z.infer<typeof DenialCause>;

export const Intelligence = z.object({
  from: IsoDay,
  to: IsoDay,
  access_server: z.object({ id: z.number(), name: z.string() }).nullable(),
  totals: IntelligenceCounts.extend({
    /** Mean minutes from an entry to the exit linked to it, over `stays` entries; null when none left yet. */
    average_stay_minutes: z.number().nonnegative().nullable(),
    stays: count,
  }),
  /** Every day of the range, oldest first, zeros included. */
  days: z.array(IntelligenceCounts.extend({ date: IsoDay })),
  /** Movements by weekday (0 Sunday … 6 Saturday) and hour (0 … 23) on the access point's clock: 7 × 24. */
  hours: z.array(z.array(count).length(24)).length(7),
  /** Entries by key type (transactions.access_key_type), most first. */
  key_types: z.array(z.object({ key_type: z.string(), entries: count })),
  /** Refused movements by cause, most first. */
  denial_reasons: z.array(z.object({ reason: DenialCause, count: count })),
  /** Visitors inside now (the current_guests rule, whatever the range), per access point of the scope. */
  inside_now: z.array(z.object({ access_server: z.object({ id: z.number(), name: z.string() }), count: count })),
  /** Units whose residents received the most visits; id null gathers hosts without a unit. */
  top_units: z.array(z.object({ id: z.number().nullable(), name: z.string().nullable(), visits: count })),
  top_hosts: z.array(z.object({ id: z.number(), name: z.string(), unit: z.string().nullable(), visits: count })),
});
export type Intelligence = z.infer<typeof Intelligence>;

/** Sets the network's external analytics dashboard, shown in a frame; null or empty removes it. It may hold
 *  `{uuid}`, replaced by the network's uuid in every answer but GET/PATCH /network (which show the template). */
export const DashboardSettingsInput = z.object({
  analytics_dashboard_url: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
    z
      .url({ protocol: /^https?$/ })
      .max(MAX_DASHBOARD_URL)
      .nullable(),
  ),
});
export type DashboardSettingsInput = z.infer<typeof DashboardSettingsInput>;

export const DashboardSettings = z.object({ analytics_dashboard_url: z.string().nullable() });
export type DashboardSettings = z.infer<typeof DashboardSettings>;
