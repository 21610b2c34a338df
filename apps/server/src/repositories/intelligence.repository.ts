// Intelligence figures, aggregated inside the database (docs/intelligence.md defines each one). The range is
// a list of consecutive calendar days per access point, each an [start, end) of instants computed by the
// service with the logbook's own dayRange(), so a day here is exactly the day GET /transactions?date= reads.
//
// rangeQuery() reads the roll-up kept by the triggers of migration 20261129_0201: the day and hour figures and
// the stays from intelligence_quarters (15-minute UTC buckets, each put on its day by width_bucket() over the
// access point's sorted day starts and on its hour by the access point's zone), the key types, causes and
// hosts from intelligence_day_tallies for the whole UTC days of the range plus the logbook rows of its two
// partial UTC days. rawRangeQuery() computes the same figures from the logbook rows alone: the answer for a
// range whose day boundaries are not on a quarter hour (no zone in use since 1972), and the tests' oracle.
// Both end in the same shaping statement, so they answer the same JSON for the same rows.
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

/** Each access point's [first start, last end) of the range. */
function boundsOf(slots: DaySlot[]): Map<number, { start: Date; end: Date }> {
  const bounds = new Map<number, { start: Date; end: Date }>();
  for (const slot of slots) {
    const known = bounds.get(slot.accessServerId);
    bounds.set(slot.accessServerId, {
      start: known && known.start < slot.start ? known.start : slot.start,
      end: known && known.end > slot.end ? known.end : slot.end,
    });
  }
  return bounds;
}

type Interval = { accessServerId: number; start: Date; end: Date };

/** `(column access point = id and start <= column instant < end) or …`: literal bounds the planner can use. */
function intervalFilter(intervals: Interval[], server: string, instant: string, cast = 'timestamptz') {
  const nonEmpty = intervals.filter((i) => i.start < i.end);
  if (nonEmpty.length === 0) return sql`false`;
  const value = (at: Date) =>
    sql.raw(`'${cast === 'date' ? at.toISOString().slice(0, 10) : at.toISOString()}'::${cast}`);
  return sql.join(
    nonEmpty.map(
      (i) =>
        sql`(${sql.ref(server)} = ${i.accessServerId} and ${sql.ref(instant)} >= ${value(i.start)} and ${sql.ref(instant)} < ${value(i.end)})`,
    ),
    sql` or `,
  );
}

const QUARTER_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

/** Whether every day of the range starts and ends on a quarter hour (UTC), so buckets never straddle a day. */
export function quarterAligned(slots: DaySlot[]): boolean {
  return slots.every((s) => s.start.getTime() % QUARTER_MS === 0 && s.end.getTime() % QUARTER_MS === 0);
}

/** The slots as SQL rows, and each access point's time zone and sorted day starts. */
function scopeCtes(slots: DaySlot[]) {
  return sql`
    slot as (
      select * from unnest(
        ${slots.map((s) => s.accessServerId)}::bigint[],
        ${slots.map((s) => s.start.toISOString())}::timestamptz[],
        ${slots.map((s) => s.timeZone)}::text[]
      ) as slot(access_server_id, starts_at, time_zone)
    ),
    scope as (
      select access_server_id, min(time_zone) as time_zone, array_agg(starts_at order by starts_at) as starts
      from slot group by access_server_id
    )`;
}

/** A logbook row's key type (entries), refusal cause (refusals) and host (visits), as (dimension, value) rows. */
const talliesOf = sql`(values
  ('key_type', case when t.access_type = 'access' and t.access_granted and t.access_allowed then t.access_key_type end),
  ('reason', case when not (t.access_granted and t.access_allowed)
    then case when t.access_granted then 'guard' else coalesce(t.status, 'other') end end),
  ('host', case when t.access_type = 'access' and t.access_granted and t.access_allowed
    and t.access_key_type <> 'personal' then t.user_id::text end)
) as v(dimension, value)`;

/** The counts of one day, or of the whole range; r holds day, weekday, hour and the summable columns. */
const grouped = sql`
    g as (
      select
        case
          when grouping(r.day) = 0 then 'day'
          when grouping(r.weekday, r.hour) = 0 then 'hour'
          else 'total'
        end as kind,
        r.day, r.weekday, r.hour,
        coalesce(sum(r.movements), 0)::int as movements,
        coalesce(sum(r.entries), 0)::int as entries,
        coalesce(sum(r.visits), 0)::int as visits,
        coalesce(sum(r.exits), 0)::int as exits,
        coalesce(sum(r.denials), 0)::int as denials,
        coalesce(sum(r.stays), 0)::int as stays,
        coalesce(sum(r.stay_us), 0)::numeric as stay_us
      from r
      group by grouping sets ((r.day), (r.weekday, r.hour), ())
    )`;

/** From g (grouped counts) and tally (dimension, value, n): the JSON the service reads. */
function shaped(networkId: number, topSize: number) {
  return sql`
    hosts as (
      select h.id, h.name, u.id as unit_id, u.name as unit, host.n as visits
      from (select case when dimension = 'host' then value::bigint end as id, n from tally) host
      join users h on h.id = host.id and h.network_id = ${networkId}
      left join network_groups u on u.id = h.network_group_id
      where host.n > 0
    )
    select json_build_object(
      'totals', (
        select row_to_json(x) from (
          select movements, entries, visits, exits, denials,
            case when stays > 0 then (stay_us / stays / 60000000)::float8 end as average_stay_minutes, stays
          from g where kind = 'total'
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
          select weekday, hour, movements from g where kind = 'hour' and movements <> 0
        ) x
      ),
      'key_types', (
        select coalesce(json_agg(x order by x.entries desc, x.key_type), '[]'::json) from (
          select value as key_type, n as entries from tally where dimension = 'key_type' and n > 0
        ) x
      ),
      'denial_reasons', (
        select coalesce(json_agg(x order by x.count desc, x.reason), '[]'::json) from (
          select value as reason, n as count from tally where dimension = 'reason' and n > 0
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

/**
 * The figures from the logbook rows alone (the statement before the roll-up, exported for the tests' oracle
 * and the benchmark): the range's rows are read once on transactions_server_created, each put on its day by
 * width_bucket() and counted by GROUPING SETS (day; weekday and hour; everything) and by tallies.
 */
export function rawRangeQuery({ networkId, from, slots, topSize }: RangeInput) {
  const intervals = [...boundsOf(slots)].map(([accessServerId, b]) => ({ accessServerId, ...b }));
  return sql<{ figures: IntelligenceAggregates }>`
    with ${scopeCtes(slots)},
    ranged as (
      select t.*, ${from}::date + width_bucket(t.created_at, scope.starts) - 1 as day,
        extract(hour from t.created_at at time zone scope.time_zone)::int as hour
      from transactions t
      join scope on scope.access_server_id = t.access_server_id
      where t.network_id = ${networkId} and (${intervalFilter(intervals, 't.access_server_id', 't.created_at')})
    ),
    r as (
      select t.day, extract(dow from t.day)::int as weekday, t.hour,
        1 as movements,
        (t.access_type = 'access' and t.access_granted and t.access_allowed)::int as entries,
        (t.access_type = 'access' and t.access_granted and t.access_allowed and t.access_key_type <> 'personal')::int
          as visits,
        (t.access_type = 'exit' and t.access_granted and t.access_allowed)::int as exits,
        (not (t.access_granted and t.access_allowed))::int as denials,
        (t.access_type = 'access' and t.access_granted and t.access_allowed and t.exit_at is not null)::int as stays,
        case when t.access_type = 'access' and t.access_granted and t.access_allowed and t.exit_at is not null
          then (extract(epoch from t.exit_at - t.created_at) * 1000000)::bigint else 0 end as stay_us
      from ranged t
    ),
    ${grouped},
    tally as (
      select v.dimension, v.value, count(*)::int as n
      from ranged t cross join lateral ${talliesOf}
      where v.value is not null
      group by v.dimension, v.value
    ),
    ${shaped(networkId, topSize)}`;
}

/**
 * The figures from the roll-up (migration 20261129_0201). Needs quarterAligned(slots): then each 15-minute
 * bucket lies in one day and one hour of its access point's clock, and the figures are sums of whole buckets.
 * The key types, causes and hosts: whole UTC days from intelligence_day_tallies, the partial UTC day at each
 * end of an access point's range from its logbook rows.
 */
export function rangeQuery({ networkId, from, slots, topSize }: RangeInput) {
  const intervals = [...boundsOf(slots)].map(([accessServerId, b]) => ({ accessServerId, ...b }));
  const whole: Interval[] = [];
  const edges: Interval[] = [];
  for (const { accessServerId, start, end } of intervals) {
    const firstMidnight = new Date(Math.ceil(start.getTime() / DAY_MS) * DAY_MS);
    const lastMidnight = new Date(Math.floor(end.getTime() / DAY_MS) * DAY_MS);
    if (firstMidnight < lastMidnight) {
      whole.push({ accessServerId, start: firstMidnight, end: lastMidnight });
      edges.push({ accessServerId, start, end: firstMidnight }, { accessServerId, start: lastMidnight, end });
    } else edges.push({ accessServerId, start, end });
  }
  return sql<{ figures: IntelligenceAggregates }>`
    with ${scopeCtes(slots)},
    quarter as (
      select ${from}::date + width_bucket(q.bucket, scope.starts) - 1 as day,
        extract(hour from q.bucket at time zone scope.time_zone)::int as hour,
        sum(q.movements) as movements, sum(q.entries) as entries, sum(q.visits) as visits, sum(q.exits) as exits,
        sum(q.denials) as denials, sum(q.stays) as stays, sum(q.stay_us) as stay_us
      from intelligence_quarters q
      join scope on scope.access_server_id = q.access_server_id
      where q.network_id = ${networkId} and (${intervalFilter(intervals, 'q.access_server_id', 'q.bucket')})
      -- first to (day, hour), a few thousand groups hashed, so the grouping sets sort no more than those
      group by 1, 2
    ),
    r as (select quarter.*, extract(dow from quarter.day)::int as weekday from quarter),
    ${grouped},
    tally as (
      select u.dimension, u.value, sum(u.n)::int as n from (
        select d.dimension, d.value, d.n
        from intelligence_day_tallies d
        where d.network_id = ${networkId} and (${intervalFilter(whole, 'd.access_server_id', 'd.day', 'date')})
        union all
        select v.dimension, v.value, 1
        from transactions t cross join lateral ${talliesOf}
        where t.network_id = ${networkId} and (${intervalFilter(edges, 't.access_server_id', 't.created_at')})
          and v.value is not null
      ) u
      group by u.dimension, u.value
    ),
    ${shaped(networkId, topSize)}`;
}

async function run(db: Db, query: ReturnType<typeof rangeQuery>): Promise<IntelligenceAggregates> {
  const row = (await query.execute(db)).rows[0];
  if (!row) throw new Error('the intelligence query returned no row');
  return row.figures;
}

/** The figures of a range: from the roll-up when its days start on quarter hours (always, in today's zones). */
export async function aggregateRange(db: Db, input: RangeInput): Promise<IntelligenceAggregates> {
  return run(db, quarterAligned(input.slots) ? rangeQuery(input) : rawRangeQuery(input));
}

/** The figures of a range from the logbook rows alone (the tests' oracle). */
export async function aggregateRawRange(db: Db, input: RangeInput): Promise<IntelligenceAggregates> {
  return run(db, rawRangeQuery(input));
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
