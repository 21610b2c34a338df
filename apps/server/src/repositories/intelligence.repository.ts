// Intelligence figures, aggregated inside the database (docs/intelligence.md defines each one). The range is
// a list of consecutive calendar days per access point, each an [start, end) of instants computed by the
// service with the logbook's own dayRange(), so a day here is exactly the day GET /transactions?date= reads.
// The rows of the range are read once (one [first start, last end) per access point, on the index
// transactions_server_created), each is put on its day by width_bucket() over that access point's sorted day
// starts, and every figure is one grouping set of a single GROUP BY; only the aggregates reach JavaScript.
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

export interface RangeInput {
  networkId: number;
  /** YYYY-MM-DD of the first day: each access point's first slot. */
  from: string;
  slots: DaySlot[];
  topSize: number;
}

/** The first instant of the range, over every access point. */
function earliest(slots: DaySlot[]): Date {
  return slots.length ? new Date(Math.min(...slots.map((slot) => slot.start.getTime()))) : new Date(0);
}

/** Each access point's [first start, last end): literal bounds, so the planner can use the index. */
function rangeFilter(slots: DaySlot[]) {
  const bounds = new Map<number, { start: Date; end: Date }>();
  for (const slot of slots) {
    const known = bounds.get(slot.accessServerId);
    bounds.set(slot.accessServerId, {
      start: known && known.start < slot.start ? known.start : slot.start,
      end: known && known.end > slot.end ? known.end : slot.end,
    });
  }
  if (bounds.size === 0) return sql`false`;
  return sql.join(
    [...bounds].map(
      ([id, b]) =>
        sql`(t.access_server_id = ${id} and t.created_at >= ${b.start.toISOString()}::timestamptz and t.created_at < ${b.end.toISOString()}::timestamptz)`,
    ),
    sql` or `,
  );
}

/**
 * The one statement behind aggregateRange (exported so the benchmark can EXPLAIN it): the range's rows are
 * read once and counted by GROUPING SETS (day; weekday and hour; key type; refusal cause; host; everything),
 * then the small grouped result is shaped into JSON, with the rankings joined to users and units.
 */
export function rangeQuery({ networkId, from, slots, topSize }: RangeInput) {
  return sql<{ figures: IntelligenceAggregates }>`
    with slot as (
      select * from unnest(
        ${slots.map((s) => s.accessServerId)}::bigint[],
        ${slots.map((s) => s.start.toISOString())}::timestamptz[],
        ${slots.map((s) => s.timeZone)}::text[]
      ) as slot(access_server_id, starts_at, time_zone)
    ),
    scope as (
      select access_server_id, min(time_zone) as time_zone, array_agg(starts_at order by starts_at) as starts
      from slot group by access_server_id
    ),
    ranged as (
      select
        ${from}::date + width_bucket(t.created_at, scope.starts) - 1 as day,
        extract(hour from t.created_at at time zone scope.time_zone)::int as hour,
        t.access_key_type,
        t.user_id,
        (t.access_type = 'access' and t.access_granted and t.access_allowed) as is_entry,
        (t.access_type = 'access' and t.access_granted and t.access_allowed
          and t.access_key_type <> 'personal') as is_visit,
        (t.access_type = 'exit' and t.access_granted and t.access_allowed) as is_exit,
        not (t.access_granted and t.access_allowed) as is_denial,
        case when not (t.access_granted and t.access_allowed)
          then case when t.access_granted then 'guard' else coalesce(t.status, 'other') end
        end as reason,
        extract(epoch from (x.created_at - t.created_at)) / 60 as stay
      from transactions t
      join scope on scope.access_server_id = t.access_server_id
      -- An exit is written after its entry: only exits since the range began can close its entries.
      left join transactions x
        on x.related_transaction_id = t.id
        and x.network_id = ${networkId}
        and x.created_at >= ${earliest(slots).toISOString()}::timestamptz
      where t.network_id = ${networkId} and (${rangeFilter(slots)})
    ),
    r as (select ranged.*, extract(dow from ranged.day)::int as weekday from ranged),
    g as (
      select
        case
          when grouping(r.day) = 0 then 'day'
          when grouping(r.weekday, r.hour) = 0 then 'hour'
          when grouping(r.access_key_type) = 0 then 'key_type'
          when grouping(r.reason) = 0 then 'reason'
          when grouping(r.user_id) = 0 then 'host'
          else 'total'
        end as kind,
        r.day, r.weekday, r.hour, r.access_key_type, r.reason, r.user_id,
        count(*)::int as movements,
        count(*) filter (where r.is_entry)::int as entries,
        count(*) filter (where r.is_visit)::int as visits,
        count(*) filter (where r.is_exit)::int as exits,
        count(*) filter (where r.is_denial)::int as denials,
        avg(r.stay) filter (where r.is_entry)::float8 as average_stay_minutes,
        count(r.stay) filter (where r.is_entry)::int as stays
      from r
      group by grouping sets ((r.day), (r.weekday, r.hour), (r.access_key_type), (r.reason), (r.user_id), ())
    ),
    hosts as (
      select h.id, h.name, u.id as unit_id, u.name as unit, g.visits
      from g
      join users h on h.id = g.user_id and h.network_id = ${networkId}
      left join network_groups u on u.id = h.network_group_id
      where g.kind = 'host' and g.visits > 0
    )
    select json_build_object(
      'totals', (
        select row_to_json(x) from (
          select movements, entries, visits, exits, denials, average_stay_minutes, stays from g where kind = 'total'
        ) x
      ),
      'days', (
        select coalesce(json_agg(x order by x.date), '[]'::json) from (
          select to_char(day, 'YYYY-MM-DD') as date, movements, entries, visits, exits, denials
          from g where kind = 'day'
        ) x
      ),
      'hours', (
        select coalesce(json_agg(x), '[]'::json) from (
          select weekday, hour, movements from g where kind = 'hour'
        ) x
      ),
      'key_types', (
        select coalesce(json_agg(x order by x.entries desc, x.key_type), '[]'::json) from (
          select access_key_type as key_type, entries from g where kind = 'key_type' and entries > 0
        ) x
      ),
      'denial_reasons', (
        select coalesce(json_agg(x order by x.count desc, x.reason), '[]'::json) from (
          select reason, denials as count from g where kind = 'reason' and reason is not null
        ) x
      ),
      'top_units', (
        select coalesce(json_agg(x order by x.visits desc, x.name nulls last), '[]'::json) from (
          select unit_id as id, unit as name, sum(visits)::int as visits
          from hosts group by unit_id, unit
          order by visits desc, unit nulls last
          limit ${topSize}
        ) x
      ),
      'top_hosts', (
        select coalesce(json_agg(x order by x.visits desc, x.name, x.id), '[]'::json) from (
          select id, name, unit, visits from hosts order by visits desc, name, id limit ${topSize}
        ) x
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
 * granted and allowed with no exit, whenever they happened (partial index transactions_inside, which
 * holds only those).
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
    .where('t.inside', '=', true)
    .groupBy('t.access_server_id')
    .execute();
  return new Map(rows.map((r) => [r.access_server_id, Number(r.n)]));
}
