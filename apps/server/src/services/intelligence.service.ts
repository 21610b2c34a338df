// Intelligence for network admins (issue 7): the figures of a range of days over the admin's network, or
// one of its access points, and the network's external dashboard address. Days are each access point's own
// calendar days, cut with the logbook's dayRange(), so a day's movements equal GET /transactions?date=.
import {
  type DashboardSettings,
  type DashboardSettingsInput,
  DENIAL_REASONS,
  type DenialCause,
  daysInRange,
  INTELLIGENCE_TOP_SIZE,
  type Intelligence,
  type IntelligenceQuery,
  resolveDashboardUrl,
} from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import type { AccessServerRow } from '../db/schema.ts';
import { setBounded } from '../lib/bounded-map.ts';
import { notFound } from '../lib/errors.ts';
import {
  findAccessServer,
  findAccessServers,
  networkAccessServerIds,
} from '../repositories/access-servers.repository.ts';
import { aggregateRange, countOpenEntries, type DaySlot } from '../repositories/intelligence.repository.ts';
import { updateNetwork } from '../repositories/networks.repository.ts';
import { dayRange } from './access-keys.time.ts';

/** Every day from `from` to `to` (YYYY-MM-DD, both included), in order. */
export function daysOf(from: string, to: string): string[] {
  const first = Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1, Number(from.slice(8, 10)));
  return Array.from({ length: Math.max(0, daysInRange(from, to)) }, (_, i) =>
    new Date(first + i * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * dayRange() of a zone and day, remembered: it is a pure function of the two (and of the process's zone data),
 * and a year of two access points is 732 calls, 25–75 ms of the request on a loaded machine (each builds TZDates
 * that ask Intl for offsets). The oldest entries are dropped beyond DAY_RANGE_CACHE_SIZE (a few MB at most).
 */
const DAY_RANGE_CACHE_SIZE = 50_000;
const dayRanges = new Map<string, { start: Date; end: Date }>();
function rememberedDayRange(day: string, timeZone: string): { start: Date; end: Date } {
  const key = `${timeZone} ${day}`;
  const known = dayRanges.get(key);
  if (known) return known;
  const range = dayRange(day, timeZone);
  setBounded(dayRanges, DAY_RANGE_CACHE_SIZE, key, range);
  return range;
}

/** One [start, end) per access point and day, each on the access point's own clock. */
export function daySlots(servers: Pick<AccessServerRow, 'id' | 'time_zone'>[], days: string[]): DaySlot[] {
  return servers.flatMap((server) =>
    days.map((day) => {
      const { start, end } = rememberedDayRange(day, server.time_zone);
      return { accessServerId: server.id, timeZone: server.time_zone, start, end };
    }),
  );
}

const KNOWN_CAUSES = new Set<string>([...DENIAL_REASONS, 'guard']);

/** Statuses this version does not know are counted together as 'other'. */
function denialCauses(rows: { reason: string; count: number }[]): Intelligence['denial_reasons'] {
  const byCause = new Map<DenialCause, number>();
  for (const row of rows) {
    const cause = (KNOWN_CAUSES.has(row.reason) ? row.reason : 'other') as DenialCause;
    byCause.set(cause, (byCause.get(cause) ?? 0) + row.count);
  }
  return [...byCause]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

export function createIntelligenceService(ctx: AppContext) {
  const { db } = ctx;

  /** The access points the figures cover: the one asked for (404 when not of the network) or all. */
  async function scopeOf(auth: Auth, accessServerId: number | undefined): Promise<AccessServerRow[]> {
    if (accessServerId) {
      const server = await findAccessServer(db, auth.network.id, accessServerId);
      if (!server) throw notFound();
      return [server];
    }
    return findAccessServers(db, auth.network.id, await networkAccessServerIds(db, auth.network.id));
  }

  return {
    async show(auth: Auth, q: IntelligenceQuery): Promise<Intelligence> {
      const servers = await scopeOf(auth, q.access_server);
      const days = daysOf(q.from, q.to);
      const [figures, inside] = await Promise.all([
        aggregateRange(db, {
          networkId: auth.network.id,
          from: q.from,
          slots: daySlots(servers, days),
          topSize: INTELLIGENCE_TOP_SIZE,
        }),
        countOpenEntries(
          db,
          auth.network.id,
          servers.map((s) => s.id),
        ),
      ]);
      const zero = { movements: 0, entries: 0, visits: 0, exits: 0, denials: 0 };
      const byDay = new Map(figures.days.map((d) => [d.date, d]));
      const hours = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
      for (const cell of figures.hours) {
        const row = hours[cell.weekday];
        if (row && cell.hour >= 0 && cell.hour < 24) row[cell.hour] = (row[cell.hour] ?? 0) + cell.movements;
      }
      const only = q.access_server ? servers[0] : undefined;
      return {
        from: q.from,
        to: q.to,
        access_server: only ? { id: only.id, name: only.name } : null,
        totals: figures.totals,
        days: days.map((date) => ({ ...zero, ...byDay.get(date), date })),
        hours,
        key_types: figures.key_types,
        denial_reasons: denialCauses(figures.denial_reasons),
        inside_now: servers.map((s) => ({ access_server: { id: s.id, name: s.name }, count: inside.get(s.id) ?? 0 })),
        top_units: figures.top_units,
        top_hosts: figures.top_hosts,
      };
    },

    async setDashboard(auth: Auth, body: DashboardSettingsInput): Promise<DashboardSettings> {
      const network = await updateNetwork(db, auth.network.id, {
        analytics_dashboard_url: body.analytics_dashboard_url,
      });
      return { analytics_dashboard_url: resolveDashboardUrl(network.analytics_dashboard_url, network.uuid) };
    },
  };
}
