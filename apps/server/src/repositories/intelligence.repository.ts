// Intelligence figures, aggregated inside the database (docs/intelligence.md defines each one). The range is
// a list of consecutive calendar days per access point, each an [start, end) of instants computed by the
// service with the logbook's own dayRange(), so a day here is exactly the day GET /transactions?date= reads.
//
// rangeQuery() reads the roll-up kept by the triggers of migrations 20261129_0201 and 20261202_01: the day and hour
// figures and the stays from intelligence_hours (summed by each access point's local day and hour), the key
// types, causes and hosts from intelligence_day_tallies for the whole UTC days of the range plus the logbook rows
// of its two partial UTC days. rawRangeQuery() computes the same figures from the logbook rows alone: the answer
// for a range whose days are not local calendar days (rangeQuery says so), and the tests' oracle. Both end in
// the same shaping statement, so they answer the same JSON for the same rows.
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

const DAY_MS = 86_400_000;

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
function shaped(networkId: number, topSize: number, extra = sql``) {
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
    ) as figures${extra}`;
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
 * The figures from the roll-up (migration 20261202_01): the day and hour figures and the stays from
 * intelligence_hours, summed by each access point's local day and hour; the key types, causes and hosts from
 * intelligence_day_tallies for the whole UTC days of the range plus the logbook rows of its partial UTC day at
 * each end. Exact when each day of the range is its access point's local calendar day (`aligned`: its start is
 * the first instant of that local date and its end the first of the next, in PostgreSQL's own zone data, which
 * the roll-up used); the statement says so in `aligned`, and reads no hours when it is not.
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
  // Each access point's days follow each other from `from`: its local days [from, from + n).
  const first = Date.parse(`${from}T00:00:00Z`);
  const counted = new Map<number, number>();
  const dayOf = slots.map((s) => {
    const i = counted.get(s.accessServerId) ?? 0;
    counted.set(s.accessServerId, i + 1);
    return new Date(first + i * DAY_MS).toISOString().slice(0, 10);
  });
  const localDays = [...counted].map(([accessServerId, n]) => ({
    accessServerId,
    start: new Date(first),
    end: new Date(first + n * DAY_MS),
  }));
  return sql<{ figures: IntelligenceAggregates; aligned: boolean }>`
    with aligned as (
      select coalesce(bool_and(
        (s.starts_at at time zone s.time_zone)::date = s.day
        and ((s.starts_at - interval '1 microsecond') at time zone s.time_zone)::date = s.day - 1
        and (s.ends_at at time zone s.time_zone)::date = s.day + 1
        and ((s.ends_at - interval '1 microsecond') at time zone s.time_zone)::date = s.day), true) as ok
      from unnest(
        ${slots.map((s) => s.start.toISOString())}::timestamptz[],
        ${slots.map((s) => s.end.toISOString())}::timestamptz[],
        ${slots.map((s) => s.timeZone)}::text[],
        ${dayOf}::date[]
      ) as s(starts_at, ends_at, time_zone, day)
    ),
    r as (
      select h.day, extract(dow from h.day)::int as weekday, h.hour, h.movements, h.entries, h.visits, h.exits,
        h.denials, h.stays, h.stay_us
      from intelligence_hours h
      where h.network_id = ${networkId} and (${intervalFilter(localDays, 'h.access_server_id', 'h.day', 'date')})
        and (select ok from aligned)
    ),
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
      where (select ok from aligned)
      group by u.dimension, u.value
    ),
    ${shaped(networkId, topSize, sql`, (select ok from aligned) as aligned`)}`;
}

async function run(db: Db, query: ReturnType<typeof rawRangeQuery>): Promise<IntelligenceAggregates> {
  const row = (await query.execute(db)).rows[0];
  if (!row) throw new Error('the intelligence query returned no row');
  return row.figures;
}

/**
 * The figures of a range: from the roll-up when its days are its access points' local calendar days (always in
 * PostgreSQL's zone data for today's zones), else from the logbook rows.
 */
export async function aggregateRange(db: Db, input: RangeInput): Promise<IntelligenceAggregates> {
  const row = (await rangeQuery(input).execute(db)).rows[0];
  if (!row) throw new Error('the intelligence query returned no row');
  return row.aligned ? row.figures : run(db, rawRangeQuery(input));
}

/** The figures of a range from the logbook rows alone (the tests' oracle). */
export async function aggregateRawRange(db: Db, input: RangeInput): Promise<IntelligenceAggregates> {
  return run(db, rawRangeQuery(input));
}

/**
 * Visitors inside now per access point, by the rule of GET /access_servers/{id}/current_guests (entries granted
 * and allowed with no exit, whenever they happened), as kept by the triggers of migration 20261202_01 in
 * intelligence_inside: one row per access point instead of counting every visitor inside.
 */
export async function countOpenEntries(
  db: Db,
  networkId: number,
  accessServerIds: number[],
): Promise<Map<number, number>> {
  if (accessServerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('intelligence_inside')
    .select(['access_server_id', 'n'])
    .where('network_id', '=', networkId)
    .where('access_server_id', 'in', accessServerIds)
    .execute();
  return new Map(rows.map((r) => [r.access_server_id, Number(r.n)]));
}

/** The same count from the logbook rows (partial index transactions_inside): the tests' oracle and the bench's before. */
export async function countOpenEntriesFromRows(
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
