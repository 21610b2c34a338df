// Intelligence in ≤ 100 ms for a year (issue 16, docs/intelligence.md "How it is computed"):
//
// - `intelligence_hours` replaces `intelligence_quarters`: the same counts per access point, keyed by the access
//   point's LOCAL calendar day and hour (`created_at at time zone` its zone), the two things the figures group by.
//   A year is 8,784 summed rows per access point instead of 35,136 quarters, each of which had to be put on its
//   day and hour at every request. When an access point's zone changes, its rows are rebuilt from the logbook in
//   the same transaction (trigger on access_servers, under a lock that waits for the logbook writes in flight
//   and keeps new ones out until it commits), so they always follow its current zone.
// - `intelligence_inside`: per access point, the entries inside now (`transactions.inside`, the rule of
//   GET /access_servers/{id}/current_guests), kept in the same transaction as every logbook write, instead of
//   counting the partial index at each request (its size is the visitors inside, whenever they came in).
//
// Both are written by the same triggers as the tallies of migration 20261129_0201: deferred constraint row
// triggers on PostgreSQL (the summed rows are locked only while a write commits), statement triggers with
// transition tables on PGlite.
import { type Kysely, sql } from 'kysely';

/** `r` is a row of transactions, `zone` its access point's time zone. */
const local = (r: string, zone: string) => `(${r}.created_at at time zone ${zone})`;
const localDay = (r: string, zone: string) => `${local(r, zone)}::date`;
const localHour = (r: string, zone: string) => `extract(hour from ${local(r, zone)})::smallint`;
const utcDay = (r: string) => `(${r}.created_at at time zone 'UTC')::date`;
const through = (r: string) => `(${r}.access_granted and ${r}.access_allowed)`;
const entry = (r: string) => `(${r}.access_type = 'access' and ${through(r)})`;
const visit = (r: string) => `(${entry(r)} and ${r}.access_key_type <> 'personal')`;
const exit = (r: string) => `(${r}.access_type = 'exit' and ${through(r)})`;
const reason = (r: string) =>
  `case when not ${through(r)} then case when ${r}.access_granted then 'guard' else coalesce(${r}.status, 'other') end end`;
const stayMicroseconds = (r: string) =>
  `case when ${entry(r)} and ${r}.exit_at is not null
     then (extract(epoch from ${r}.exit_at - ${r}.created_at) * 1000000)::bigint else 0 end`;
const tallies = (r: string) => `(values
  ('key_type', case when ${entry(r)} then ${r}.access_key_type end),
  ('reason', ${reason(r)}),
  ('host', case when ${visit(r)} then ${r}.user_id::text end)) as v(dimension, value)`;

/** The summed columns of `rows` (transactions aliased t, signed by `sign`), in intelligence_hours' order. */
const sums = (sign: string) => `sum(${sign}) as movements,
      coalesce(sum(${sign}) filter (where ${entry('t')}), 0) as entries,
      coalesce(sum(${sign}) filter (where ${visit('t')}), 0) as visits,
      coalesce(sum(${sign}) filter (where ${exit('t')}), 0) as exits,
      coalesce(sum(${sign}) filter (where not ${through('t')}), 0) as denials,
      coalesce(sum(${sign}) filter (where ${entry('t')} and t.exit_at is not null), 0) as stays,
      coalesce(sum(${sign} * ${stayMicroseconds('t')}), 0) as stay_us`;

const addHours = `
    on conflict (network_id, access_server_id, day, hour) do update set
      movements = h.movements + excluded.movements,
      entries = h.entries + excluded.entries,
      visits = h.visits + excluded.visits,
      exits = h.exits + excluded.exits,
      denials = h.denials + excluded.denials,
      stays = h.stays + excluded.stays,
      stay_us = h.stay_us + excluded.stay_us`;

/** The hours of the existing rows, of every access point or (`where`) of one. Exported for the fuzz test. */
export const hoursOf = (where: string) => `insert into intelligence_hours as h
    (network_id, access_server_id, day, hour, movements, entries, visits, exits, denials, stays, stay_us)
    select t.network_id, t.access_server_id, ${localDay('t', 's.time_zone')}, ${localHour('t', 's.time_zone')},
      ${sums('1')}
    from transactions t join access_servers s on s.id = t.access_server_id
    where ${where}
    group by 1, 2, 3, 4`;

/** The entries inside now of the existing rows. Exported for the fuzz test. */
export const insideOf = `insert into intelligence_inside (network_id, access_server_id, n)
    select network_id, access_server_id, count(*) from transactions where inside group by 1, 2`;

/** What one row adds, selected into the plpgsql record `${r}_key` (old row `o`, new row `n`, zone `${r}_zone`). */
const rowFigures = (r: string) =>
  `select ${r}.network_id as network_id, ${r}.access_server_id as access_server_id,
        ${localDay(r, `${r}_zone`)} as day, ${localHour(r, `${r}_zone`)} as hour,
        ${utcDay(r)} as utc_day, case when ${entry(r)} then ${r}.access_key_type end as key_type,
        ${reason(r)} as reason, case when ${visit(r)} then ${r}.user_id end as host,
        (${r}.id is not null)::int as movements, coalesce((${entry(r)})::int, 0) as entries,
        coalesce((${visit(r)})::int, 0) as visits, coalesce((${exit(r)})::int, 0) as exits,
        coalesce((not ${through(r)})::int, 0) as denials,
        coalesce((${entry(r)} and ${r}.exit_at is not null)::int, 0) as stays,
        coalesce(${stayMicroseconds(r)}, 0) as stay_us, coalesce(${r}.inside::int, 0) as inside
      into ${r}_key;`;

/**
 * Rebuilds one access point's hours from its logbook rows on its current zone: when its zone changes (trigger
 * below), or by hand after a tzdata update changed a zone's past rules (docs/intelligence.md). The lock waits for
 * the logbook writes in flight (their triggers have read the old zone and commit first, so the rebuild sees
 * their rows) and keeps new ones out until this transaction commits (they then read the new zone). On PostgreSQL
 * the rows this transaction itself wrote are summed first (their deferred triggers fire now), so the rebuild does
 * not count them twice.
 */
const rebuild = (deferred: boolean) => [
  `create function intelligence_rebuild_hours(server bigint) returns void language plpgsql as $$
  begin
    lock table transactions in share mode;
    ${deferred ? 'set constraints intelligence_insert, intelligence_update, intelligence_delete immediate;' : ''}
    ${deferred ? 'set constraints intelligence_insert, intelligence_update, intelligence_delete deferred;' : ''}
    delete from intelligence_hours where access_server_id = server;
    ${hoursOf('t.access_server_id = server')};
  end $$`,
  `create function intelligence_zone_changed() returns trigger language plpgsql as $$
  begin
    perform intelligence_rebuild_hours(new.id);
    return null;
  end $$`,
];

const statements = [
  // Keeps logbook writes out until the migration commits: the back-fill and the triggers see the same rows.
  `lock table transactions in share row exclusive mode`,
  `create table intelligence_hours (
    network_id bigint not null,
    access_server_id bigint not null,
    -- the calendar day and hour on the access point's clock (its current zone)
    day date not null,
    hour smallint not null,
    movements integer not null,
    entries integer not null,
    visits integer not null,
    exits integer not null,
    denials integer not null,
    -- entries with a linked exit, and the sum of their stays in microseconds
    stays integer not null,
    stay_us bigint not null,
    primary key (network_id, access_server_id, day, hour)
  )`,
  `create table intelligence_inside (
    network_id bigint not null,
    access_server_id bigint not null,
    n integer not null,
    primary key (network_id, access_server_id)
  )`,
  `create function intelligence_add_hour(network bigint, server bigint, local_day date, local_hour smallint,
      d_movements integer, d_entries integer, d_visits integer, d_exits integer, d_denials integer, d_stays integer,
      d_stay_us bigint)
    returns void language plpgsql as $$
  begin
    insert into intelligence_hours as h
      (network_id, access_server_id, day, hour, movements, entries, visits, exits, denials, stays, stay_us)
    values (network, server, local_day, local_hour, d_movements, d_entries, d_visits, d_exits, d_denials, d_stays,
      d_stay_us)
    ${addHours};
  end $$`,
  `create function intelligence_add_inside(network bigint, server bigint, d integer) returns void
    language plpgsql as $$
  begin
    insert into intelligence_inside as i (network_id, access_server_id, n) values (network, server, d)
    on conflict (network_id, access_server_id) do update set n = i.n + excluded.n;
  end $$`,
  `create or replace function intelligence_truncate() returns trigger language plpgsql as $$
  begin
    truncate intelligence_hours, intelligence_day_tallies, intelligence_inside;
    return null;
  end $$`,
  hoursOf('true'),
  insideOf,
  `analyze intelligence_hours`,
  `analyze intelligence_inside`,
];

/**
 * PostgreSQL: the row function of migration 20261129_0201 with hours instead of quarters and the inside count.
 * An update writes only differences: one hour upsert when the row stays in its hour (closing an entry, a new
 * status), an inside upsert only when `inside` changed, tallies only when what they count changed.
 */
const rowTriggers = [
  ...rebuild(true),
  `create or replace function intelligence_of_transaction() returns trigger language plpgsql as $$
  declare
    o transactions;
    n transactions;
    o_zone text;
    n_zone text;
    o_key record;
    n_key record;
  begin
    if tg_op <> 'INSERT' then
      o := old;
      select time_zone into o_zone from access_servers where id = o.access_server_id;
    end if;
    if tg_op <> 'DELETE' then
      n := new;
      if tg_op = 'UPDATE' and n.access_server_id = o.access_server_id then n_zone := o_zone;
      else select time_zone into n_zone from access_servers where id = n.access_server_id;
      end if;
    end if;
    ${rowFigures('o')}
    ${rowFigures('n')}
    if tg_op = 'UPDATE' and (o_key.network_id, o_key.access_server_id, o_key.day, o_key.hour)
        is not distinct from (n_key.network_id, n_key.access_server_id, n_key.day, n_key.hour) then
      if (n_key.movements, n_key.entries, n_key.visits, n_key.exits, n_key.denials, n_key.stays, n_key.stay_us)
          is distinct from (o_key.movements, o_key.entries, o_key.visits, o_key.exits, o_key.denials, o_key.stays,
            o_key.stay_us) then
        perform intelligence_add_hour(n_key.network_id, n_key.access_server_id, n_key.day, n_key.hour,
          n_key.movements - o_key.movements, n_key.entries - o_key.entries, n_key.visits - o_key.visits,
          n_key.exits - o_key.exits, n_key.denials - o_key.denials, n_key.stays - o_key.stays,
          n_key.stay_us - o_key.stay_us);
      end if;
    else
      if tg_op <> 'INSERT' then
        perform intelligence_add_hour(o_key.network_id, o_key.access_server_id, o_key.day, o_key.hour,
          -o_key.movements, -o_key.entries, -o_key.visits, -o_key.exits, -o_key.denials, -o_key.stays,
          -o_key.stay_us);
      end if;
      if tg_op <> 'DELETE' then
        perform intelligence_add_hour(n_key.network_id, n_key.access_server_id, n_key.day, n_key.hour,
          n_key.movements, n_key.entries, n_key.visits, n_key.exits, n_key.denials, n_key.stays, n_key.stay_us);
      end if;
    end if;
    -- Inside now: only when it changed (a new entry, an entry closed or reopened, moved or deleted).
    if (o_key.network_id, o_key.access_server_id) is not distinct from (n_key.network_id, n_key.access_server_id)
    then
      if coalesce(n_key.inside, 0) <> coalesce(o_key.inside, 0) then
        perform intelligence_add_inside(n_key.network_id, n_key.access_server_id, n_key.inside - o_key.inside);
      end if;
    else
      if coalesce(o_key.inside, 0) <> 0 then
        perform intelligence_add_inside(o_key.network_id, o_key.access_server_id, -o_key.inside);
      end if;
      if coalesce(n_key.inside, 0) <> 0 then
        perform intelligence_add_inside(n_key.network_id, n_key.access_server_id, n_key.inside);
      end if;
    end if;
    -- The tallies (UTC days), only when what they count changed (an exit has none; closing an entry changes none).
    if (o_key.key_type is null and o_key.reason is null and o_key.host is null
        and n_key.key_type is null and n_key.reason is null and n_key.host is null)
      or (tg_op = 'UPDATE' and (o_key.network_id, o_key.access_server_id, o_key.utc_day, o_key.key_type,
        o_key.reason, o_key.host) is not distinct from (n_key.network_id, n_key.access_server_id, n_key.utc_day,
        n_key.key_type, n_key.reason, n_key.host)) then
      return null;
    end if;
    insert into intelligence_day_tallies as d (network_id, access_server_id, day, dimension, value, n)
      select k.network_id, k.access_server_id, k.utc_day, v.dimension, v.value, sum(k.sign)
      from (select o_key.network_id, o_key.access_server_id, o_key.utc_day, o_key.key_type, o_key.reason,
              o_key.host, -1 as sign
            where tg_op <> 'INSERT'
            union all
            select n_key.network_id, n_key.access_server_id, n_key.utc_day, n_key.key_type, n_key.reason,
              n_key.host, 1
            where tg_op <> 'DELETE') k
      cross join lateral (values ('key_type', k.key_type), ('reason', k.reason), ('host', k.host::text))
        as v(dimension, value)
      where v.value is not null
      group by 1, 2, 3, 4, 5
      having sum(k.sign) <> 0
    on conflict (network_id, access_server_id, day, dimension, value) do update set n = d.n + excluded.n;
    return null;
  end $$`,
  // The update trigger also fires when only `inside` changes (it follows exit_at, but says so).
  `drop trigger intelligence_update on transactions`,
  `create constraint trigger intelligence_update after update on transactions
    deferrable initially deferred for each row
    when ((old.network_id, old.access_server_id, old.created_at, old.access_type, old.access_granted,
      old.access_allowed, old.access_key_type, old.status, old.user_id, old.exit_at, old.inside)
      is distinct from (new.network_id, new.access_server_id, new.created_at, new.access_type, new.access_granted,
      new.access_allowed, new.access_key_type, new.status, new.user_id, new.exit_at, new.inside))
    execute function intelligence_of_transaction()`,
];

/** The changes of one statement, signed: +1 for the rows it wrote, -1 for the rows it replaced or removed. */
function statementChanges(op: 'INSERT' | 'UPDATE' | 'DELETE') {
  const parts = [];
  if (op !== 'INSERT') parts.push('select -1 as sign, o.* from old_rows o');
  if (op !== 'DELETE') parts.push('select 1 as sign, n.* from new_rows n');
  const changes = `(${parts.join(' union all ')}) t`;
  return `
    insert into intelligence_hours as h
      (network_id, access_server_id, day, hour, movements, entries, visits, exits, denials, stays, stay_us)
    select * from (
      select t.network_id, t.access_server_id, ${localDay('t', 's.time_zone')} as day,
        ${localHour('t', 's.time_zone')} as hour, ${sums('t.sign')}
      from ${changes} join access_servers s on s.id = t.access_server_id
      group by 1, 2, 3, 4
    ) g
    where (g.movements, g.entries, g.visits, g.exits, g.denials, g.stays, g.stay_us) <> (0, 0, 0, 0, 0, 0, 0)
    ${addHours};
    insert into intelligence_inside as i (network_id, access_server_id, n)
    select t.network_id, t.access_server_id, sum(t.sign) from ${changes} where t.inside
    group by 1, 2
    having sum(t.sign) <> 0
    on conflict (network_id, access_server_id) do update set n = i.n + excluded.n;
    insert into intelligence_day_tallies as d (network_id, access_server_id, day, dimension, value, n)
    select t.network_id, t.access_server_id, ${utcDay('t')}, v.dimension, v.value, sum(t.sign)
    from ${changes} cross join lateral ${tallies('t')}
    where v.value is not null
    group by 1, 2, 3, 4, 5
    having sum(t.sign) <> 0
    on conflict (network_id, access_server_id, day, dimension, value) do update set n = d.n + excluded.n;`;
}

/** PGlite (one connection): the statement function of migration 20261129_0201, with hours and inside. */
const statementTriggers = [
  ...rebuild(false),
  `create or replace function intelligence_of_statement() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then ${statementChanges('INSERT')}
    elsif tg_op = 'UPDATE' then ${statementChanges('UPDATE')}
    else ${statementChanges('DELETE')}
    end if;
    return null;
  end $$`,
];

const after = [
  `create trigger intelligence_zone_changed after update of time_zone on access_servers
    for each row when (old.time_zone is distinct from new.time_zone)
    execute function intelligence_zone_changed()`,
  `drop table intelligence_quarters`,
  `drop function intelligence_add_quarter`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ embedded: boolean }>`select version() like '%PGlite%' as embedded`.execute(db);
  for (const statement of [...statements, ...(rows[0]?.embedded ? statementTriggers : rowTriggers), ...after])
    await sql.raw(statement).execute(db);
}
