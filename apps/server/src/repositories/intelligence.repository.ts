// Intelligence figures, aggregated inside the database (docs/intelligence.md defines each one). The range is
// a list of consecutive calendar days per access point, each an [start, end) of instants computed by the
// service with the logbook's own dayRange(), so a day here is exactly the day GET /transactions?date= reads.
// The rows of the range are read once per access point (one [first start, last end) range on
// transactions_server_created), each is put on its day by width_bucket() over that access point's sorted day
// starts, and every figure is a GROUP BY over them; only the aggregates reach JavaScript.
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

/** One day of one access point: [start, end) on its clock. The days of an access point follow each other. */
export interface DaySlot {
  accessServerId: number;
  start: Date;
  end: Date;
  timeZone: string;
}

interface Counts {
  movements: number;
  entries: number;
  visits: number;
  exits: number;
  denials: number;
}

export interface IntelligenceAggregates {
  totals: Counts & { average_stay_minutes: number | null; stays: number };
  days: (Counts & { date: string })[];
  hours: { weekday: number; hour: number; movements: number }[];
  key_types: { key_type: string; entries: number }[];
  denial_reasons: { reason: string; count: number }[];
  top_units: { id: number | null; name: string | null; visits: number }[];
  top_hosts: { id: number; name: string; unit: string | null; visits: number }[];
}

// The measures of docs/intelligence.md, over the CTE `r`.
const COUNTS = sql`
  count(*)::int as movements,
  count(*) filter (where r.is_entry)::int as entries,
  count(*) filter (where r.is_visit)::int as visits,
  count(*) filter (where r.is_exit)::int as exits,
  count(*) filter (where r.is_denial)::int as denials`;

export interface RangeInput {
  networkId: number;
  /** YYYY-MM-DD of the first day: each access point's first slot. */
  from: string;
  slots: DaySlot[];
  topSize: number;
}

/** The one statement behind aggregateRange (exported so the benchmark can EXPLAIN it). */
export function rangeQuery({ networkId, from, slots, topSize }: RangeInput) {
  return sql<{ figures: IntelligenceAggregates }>`
    with slot as (
      select * from unnest(
        ${slots.map((s) => s.accessServerId)}::bigint[],
        ${slots.map((s) => s.start.toISOString())}::timestamptz[],
        ${slots.map((s) => s.end.toISOString())}::timestamptz[],
        ${slots.map((s) => s.timeZone)}::text[]
      ) as slot(access_server_id, starts_at, ends_at, time_zone)
    ),
    scope as (
      select access_server_id, min(time_zone) as time_zone, array_agg(starts_at order by starts_at) as starts,
        min(starts_at) as range_start, max(ends_at) as range_end
      from slot group by access_server_id
    ),
    ranged as (
      select t.*, scope.time_zone, ${from}::date + width_bucket(t.created_at, scope.starts) - 1 as day
      from scope
      join transactions t
        on t.access_server_id = scope.access_server_id
        and t.created_at >= scope.range_start
        and t.created_at < scope.range_end
      where t.network_id = ${networkId}
    ),
    r as materialized (
      select
        t.id, t.created_at, t.access_key_type, t.status, t.user_id, t.access_granted,
        t.day,
        extract(dow from t.day)::int as weekday,
        extract(hour from t.created_at at time zone t.time_zone)::int as hour,
        (t.access_type = 'access' and t.access_granted and t.access_allowed) as is_entry,
        (t.access_type = 'access' and t.access_granted and t.access_allowed
          and t.access_key_type <> 'personal') as is_visit,
        (t.access_type = 'exit' and t.access_granted and t.access_allowed) as is_exit,
        not (t.access_granted and t.access_allowed) as is_denial
      from ranged t
    ),
    stay as (
      select extract(epoch from (x.created_at - r.created_at)) / 60 as minutes
      from r
      join transactions x on x.related_transaction_id = r.id and x.network_id = ${networkId}
      where r.is_entry
    )
    select json_build_object(
      'totals', (
        select row_to_json(x) from (
          select ${COUNTS},
            (select avg(minutes)::float8 from stay) as average_stay_minutes,
            (select count(*)::int from stay) as stays
          from r
        ) x
      ),
      'days', (
        select coalesce(json_agg(d order by d.date), '[]'::json) from (
          select to_char(r.day, 'YYYY-MM-DD') as date, ${COUNTS} from r group by r.day
        ) d
      ),
      'hours', (
        select coalesce(json_agg(h), '[]'::json) from (
          select r.weekday, r.hour, count(*)::int as movements from r group by r.weekday, r.hour
        ) h
      ),
      'key_types', (
        select coalesce(json_agg(k order by k.entries desc, k.key_type), '[]'::json) from (
          select r.access_key_type as key_type, count(*)::int as entries
          from r where r.is_entry group by r.access_key_type
        ) k
      ),
      'denial_reasons', (
        select coalesce(json_agg(n order by n.count desc, n.reason), '[]'::json) from (
          select case when r.access_granted then 'guard' else coalesce(r.status, 'other') end as reason,
            count(*)::int as count
          from r where r.is_denial group by 1
        ) n
      ),
      'top_units', (
        select coalesce(json_agg(u order by u.visits desc, u.name nulls last), '[]'::json) from (
          select g.id, g.name, count(*)::int as visits
          from r
          join users h on h.id = r.user_id and h.network_id = ${networkId}
          left join network_groups g on g.id = h.network_group_id
          where r.is_visit
          group by g.id, g.name
          order by visits desc, g.name nulls last
          limit ${topSize}
        ) u
      ),
      'top_hosts', (
        select coalesce(json_agg(o order by o.visits desc, o.name, o.id), '[]'::json) from (
          select h.id, h.name, g.name as unit, count(*)::int as visits
          from r
          join users h on h.id = r.user_id and h.network_id = ${networkId}
          left join network_groups g on g.id = h.network_group_id
          where r.is_visit
          group by h.id, h.name, g.name
          order by visits desc, h.name, h.id
          limit ${topSize}
        ) o
      )
    ) as figures`;
}

export async function aggregateRange(db: Db, input: RangeInput): Promise<IntelligenceAggregates> {
  const row = (await rangeQuery(input).execute(db)).rows[0];
  if (!row) throw new Error('the intelligence query returned no row');
  return row.figures;
}

/**
 * Visitors inside now per access point, by the rule of GET /access_servers/{id}/current_guests: entries
 * granted and allowed with no exit, whenever they happened (partial index transactions_open_entries).
 */
export async function countOpenEntries(
  db: Db,
  networkId: number,
  accessServerIds: number[],
): Promise<Map<number, number>> {
  if (accessServerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('transactions as t')
    .select(['t.access_server_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('t.network_id', '=', networkId)
    .where('t.access_server_id', 'in', accessServerIds)
    .where('t.access_type', '=', 'access')
    .where('t.access_granted', '=', true)
    .where('t.access_allowed', '=', true)
    .where('t.related_transaction_id', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('transactions as e').select('e.id').whereRef('e.related_transaction_id', '=', 't.id'))),
    )
    .groupBy('t.access_server_id')
    .execute();
  return new Map(rows.map((r) => [r.access_server_id, Number(r.n)]));
}

export async function setDashboardUrl(db: Db, networkId: number, url: string | null): Promise<string | null> {
  const row = await db
    .updateTable('networks')
    .set({ analytics_dashboard_url: url })
    .where('id', '=', networkId)
    .returning('analytics_dashboard_url')
    .executeTakeFirstOrThrow();
  return row.analytics_dashboard_url;
}
