// Intelligence's roll-up (issue 16, docs/intelligence.md "How it is computed"): the logbook's figures kept
// summed, in the same database transaction as every write of a logbook row, so a year of figures reads a few
// thousand summed rows instead of a million logbook rows.
//
// - `intelligence_quarters`: per access point and 15-minute UTC bucket, the counts of the day and hour figures
//   and the stays. Every zone offset in use is a multiple of 15 minutes and changes at such an instant, so a
//   bucket never straddles an access point's midnight or hour, whatever zone the access point has now or gets
//   later: the figures of its days and hours are sums of whole buckets.
// - `intelligence_day_tallies`: per access point and UTC day, the entries by key type, the refusals by cause
//   and the visits by host (a 15-minute bucket per host would be as many rows as the logbook). A range reads its
//   whole UTC days here and its two partial UTC days from the logbook rows (transactions_server_created).
// - `transactions.exit_at`: an entry carries its exit's instant (set with exit_transaction_id), so what a row adds
//   to the roll-up depends on that row alone and an update or a delete subtracts exactly what it added.
//
// The tallies are written by a deferred constraint trigger: it runs at commit, so the summed row of a gate's
// quarter is locked only while the writing transaction commits, not for the rest of its work.
import { type Kysely, sql } from 'kysely';

/** Where a logbook row goes in the roll-up; `r` is a row of transactions. The same expressions back-fill. */
const quarter = (r: string) => `date_bin('15 minutes', ${r}.created_at, timestamptz '2000-01-01 00:00:00+00')`;
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

/** What one row adds to its bucket and day, selected into the plpgsql record `${r}_key` (old row `o`, new row `n`). */
const rowFigures = (r: string) =>
  `select ${r}.network_id as network_id, ${r}.access_server_id as access_server_id, ${quarter(r)} as bucket,
        ${utcDay(r)} as day, case when ${entry(r)} then ${r}.access_key_type end as key_type,
        ${reason(r)} as reason, case when ${visit(r)} then ${r}.user_id end as host,
        (${r}.id is not null)::int as movements, coalesce((${entry(r)})::int, 0) as entries,
        coalesce((${visit(r)})::int, 0) as visits, coalesce((${exit(r)})::int, 0) as exits,
        coalesce((not ${through(r)})::int, 0) as denials,
        coalesce((${entry(r)} and ${r}.exit_at is not null)::int, 0) as stays,
        coalesce(${stayMicroseconds(r)}, 0) as stay_us
      into ${r}_key;`;

/** The roll-up of the existing rows: the same expressions as the triggers, summed (exported for the fuzz test). */
export const backfill = [
  `insert into intelligence_quarters
    (network_id, access_server_id, bucket, movements, entries, visits, exits, denials, stays, stay_us)
    select t.network_id, t.access_server_id, ${quarter('t')}, count(*),
      count(*) filter (where ${entry('t')}),
      count(*) filter (where ${visit('t')}),
      count(*) filter (where ${exit('t')}),
      count(*) filter (where not ${through('t')}),
      count(*) filter (where ${entry('t')} and t.exit_at is not null),
      coalesce(sum(${stayMicroseconds('t')}), 0)
    from transactions t
    group by 1, 2, 3`,
  `insert into intelligence_day_tallies (network_id, access_server_id, day, dimension, value, n)
    select t.network_id, t.access_server_id, ${utcDay('t')}, v.dimension, v.value, count(*)
    from transactions t cross join lateral ${tallies('t')}
    where v.value is not null
    group by 1, 2, 3, 4, 5`,
];

const statements = [
  // Locks out logbook writes until the migration commits: the back-fill and the triggers see the same rows.
  `lock table transactions in share row exclusive mode`,
  `alter table transactions add column exit_at timestamptz`,
  `update transactions e set exit_at = x.created_at
     from transactions x where x.id = e.exit_transaction_id`,
  // A lookup by primary key: a generic plan cached while the logbook was small must not become a sequential scan.
  `create function transactions_exit_at() returns trigger language plpgsql set enable_seqscan = off as $$
  begin
    if new.exit_transaction_id is null then
      new.exit_at := null;
    else
      select x.created_at into new.exit_at from transactions x where x.id = new.exit_transaction_id;
    end if;
    return new;
  end $$`,
  `create trigger transactions_exit_at_insert before insert on transactions
    for each row when (new.exit_transaction_id is not null or new.exit_at is not null)
    execute function transactions_exit_at()`,
  `create trigger transactions_exit_at_update before update on transactions
    for each row when (new.exit_transaction_id is distinct from old.exit_transaction_id
      or new.exit_at is distinct from old.exit_at)
    execute function transactions_exit_at()`,
  // An exit moved in time moves its entry's exit_at (no path does this today; the roll-up stays exact if one does).
  `create function transactions_exit_moved() returns trigger language plpgsql set enable_seqscan = off as $$
  begin
    update transactions set exit_at = new.created_at
      where id = new.related_transaction_id and exit_transaction_id = new.id;
    return null;
  end $$`,
  `create trigger transactions_exit_moved after update on transactions
    for each row when (new.access_type = 'exit' and new.related_transaction_id is not null
      and new.created_at is distinct from old.created_at)
    execute function transactions_exit_moved()`,
  `create table intelligence_quarters (
    network_id bigint not null,
    access_server_id bigint not null,
    -- the first instant of the 15-minute UTC bucket
    bucket timestamptz not null,
    movements integer not null,
    entries integer not null,
    visits integer not null,
    exits integer not null,
    denials integer not null,
    -- entries with a linked exit, and the sum of their stays in microseconds
    stays integer not null,
    stay_us bigint not null,
    primary key (network_id, access_server_id, bucket)
  )`,
  `create table intelligence_day_tallies (
    network_id bigint not null,
    access_server_id bigint not null,
    -- the UTC calendar day
    day date not null,
    -- 'key_type' (entries), 'reason' (refusals), 'host' (visits, value = users.id)
    dimension text not null,
    value text not null,
    n integer not null,
    primary key (network_id, access_server_id, day, dimension, value)
  )`,
  `create function intelligence_add_quarter(network bigint, server bigint, quarter_start timestamptz, d_movements integer,
      d_entries integer, d_visits integer, d_exits integer, d_denials integer, d_stays integer, d_stay_us bigint)
    returns void language plpgsql as $$
  begin
    insert into intelligence_quarters as q
      (network_id, access_server_id, bucket, movements, entries, visits, exits, denials, stays, stay_us)
    values (network, server, quarter_start, d_movements, d_entries, d_visits, d_exits, d_denials, d_stays, d_stay_us)
    on conflict (network_id, access_server_id, bucket) do update set
      movements = q.movements + excluded.movements,
      entries = q.entries + excluded.entries,
      visits = q.visits + excluded.visits,
      exits = q.exits + excluded.exits,
      denials = q.denials + excluded.denials,
      stays = q.stays + excluded.stays,
      stay_us = q.stay_us + excluded.stay_us;
  end $$`,
  // What a row adds: +1 for NEW, -1 for OLD. An update writes only the difference: one upsert when the row
  // stays in its quarter (closing an entry, a new status), and no tally when what they count did not change.
  `create function intelligence_of_transaction() returns trigger language plpgsql as $$
  declare
    o transactions;
    n transactions;
    o_key record;
    n_key record;
  begin
    if tg_op <> 'INSERT' then o := old; end if;
    if tg_op <> 'DELETE' then n := new; end if;
    ${rowFigures('o')}
    ${rowFigures('n')}
    if tg_op = 'UPDATE' and (o_key.network_id, o_key.access_server_id, o_key.bucket)
        is not distinct from (n_key.network_id, n_key.access_server_id, n_key.bucket) then
      if (n_key.movements, n_key.entries, n_key.visits, n_key.exits, n_key.denials, n_key.stays, n_key.stay_us)
          is distinct from (o_key.movements, o_key.entries, o_key.visits, o_key.exits, o_key.denials, o_key.stays,
            o_key.stay_us) then
        perform intelligence_add_quarter(n_key.network_id, n_key.access_server_id, n_key.bucket,
          n_key.movements - o_key.movements, n_key.entries - o_key.entries, n_key.visits - o_key.visits,
          n_key.exits - o_key.exits, n_key.denials - o_key.denials, n_key.stays - o_key.stays,
          n_key.stay_us - o_key.stay_us);
      end if;
    else
      if tg_op <> 'INSERT' then
        perform intelligence_add_quarter(o_key.network_id, o_key.access_server_id, o_key.bucket, -o_key.movements,
          -o_key.entries, -o_key.visits, -o_key.exits, -o_key.denials, -o_key.stays, -o_key.stay_us);
      end if;
      if tg_op <> 'DELETE' then
        perform intelligence_add_quarter(n_key.network_id, n_key.access_server_id, n_key.bucket, n_key.movements,
          n_key.entries, n_key.visits, n_key.exits, n_key.denials, n_key.stays, n_key.stay_us);
      end if;
    end if;
    -- The tallies, only when what they count changed (an exit has none; closing an entry changes none).
    if (o_key.key_type is null and o_key.reason is null and o_key.host is null
        and n_key.key_type is null and n_key.reason is null and n_key.host is null)
      or (tg_op = 'UPDATE' and (o_key.network_id, o_key.access_server_id, o_key.day, o_key.key_type, o_key.reason,
        o_key.host) is not distinct from (n_key.network_id, n_key.access_server_id, n_key.day, n_key.key_type,
        n_key.reason, n_key.host)) then
      return null;
    end if;
    insert into intelligence_day_tallies as d (network_id, access_server_id, day, dimension, value, n)
      select k.network_id, k.access_server_id, k.day, v.dimension, v.value, sum(k.sign)
      from (select o_key.network_id, o_key.access_server_id, o_key.day, o_key.key_type, o_key.reason, o_key.host,
              -1 as sign
            where tg_op <> 'INSERT'
            union all
            select n_key.network_id, n_key.access_server_id, n_key.day, n_key.key_type, n_key.reason, n_key.host, 1
            where tg_op <> 'DELETE') k
      cross join lateral (values ('key_type', k.key_type), ('reason', k.reason), ('host', k.host::text))
        as v(dimension, value)
      where v.value is not null
      group by 1, 2, 3, 4, 5
      having sum(k.sign) <> 0
    on conflict (network_id, access_server_id, day, dimension, value) do update set n = d.n + excluded.n;
    return null;
  end $$`,
  `create function intelligence_truncate() returns trigger language plpgsql as $$
  begin
    truncate intelligence_quarters, intelligence_day_tallies;
    return null;
  end $$`,
  `create trigger intelligence_truncate after truncate on transactions
    for each statement execute function intelligence_truncate()`,
  ...backfill,
  `analyze intelligence_quarters`,
  `analyze intelligence_day_tallies`,
  `analyze transactions`,
];

/** PostgreSQL: deferred row triggers (the summed rows are locked only while a write commits). */
const rowTriggers = [
  `create constraint trigger intelligence_insert after insert on transactions
    deferrable initially deferred for each row execute function intelligence_of_transaction()`,
  // Only a change of what the figures read moves the tallies: the purge's erasure, notes, overstay marks do not.
  `create constraint trigger intelligence_update after update on transactions
    deferrable initially deferred for each row
    when ((old.network_id, old.access_server_id, old.created_at, old.access_type, old.access_granted,
      old.access_allowed, old.access_key_type, old.status, old.user_id, old.exit_at)
      is distinct from (new.network_id, new.access_server_id, new.created_at, new.access_type, new.access_granted,
      new.access_allowed, new.access_key_type, new.status, new.user_id, new.exit_at))
    execute function intelligence_of_transaction()`,
  `create constraint trigger intelligence_delete after delete on transactions
    deferrable initially deferred for each row execute function intelligence_of_transaction()`,
];

/** The changes of one statement, signed: +1 for the rows it wrote, -1 for the rows it replaced or removed. */
function statementChanges(op: 'INSERT' | 'UPDATE' | 'DELETE') {
  const parts = [];
  if (op !== 'INSERT') parts.push('select -1 as sign, o.* from old_rows o');
  if (op !== 'DELETE') parts.push('select 1 as sign, n.* from new_rows n');
  const t = 'c';
  return `
    insert into intelligence_quarters as q
      (network_id, access_server_id, bucket, movements, entries, visits, exits, denials, stays, stay_us)
    select * from (
      select c.network_id, c.access_server_id, ${quarter(t)} as bucket, sum(c.sign) as movements,
        coalesce(sum(c.sign) filter (where ${entry(t)}), 0) as entries,
        coalesce(sum(c.sign) filter (where ${visit(t)}), 0) as visits,
        coalesce(sum(c.sign) filter (where ${exit(t)}), 0) as exits,
        coalesce(sum(c.sign) filter (where not ${through(t)}), 0) as denials,
        coalesce(sum(c.sign) filter (where ${entry(t)} and c.exit_at is not null), 0) as stays,
        coalesce(sum(c.sign * ${stayMicroseconds(t)}), 0) as stay_us
      from (${parts.join(' union all ')}) c
      group by 1, 2, 3
    ) g
    where (g.movements, g.entries, g.visits, g.exits, g.denials, g.stays, g.stay_us) <> (0, 0, 0, 0, 0, 0, 0)
    on conflict (network_id, access_server_id, bucket) do update set
      movements = q.movements + excluded.movements,
      entries = q.entries + excluded.entries,
      visits = q.visits + excluded.visits,
      exits = q.exits + excluded.exits,
      denials = q.denials + excluded.denials,
      stays = q.stays + excluded.stays,
      stay_us = q.stay_us + excluded.stay_us;
    insert into intelligence_day_tallies as d (network_id, access_server_id, day, dimension, value, n)
    select c.network_id, c.access_server_id, ${utcDay(t)}, v.dimension, v.value, sum(c.sign)
    from (${parts.join(' union all ')}) c cross join lateral ${tallies(t)}
    where v.value is not null
    group by 1, 2, 3, 4, 5
    having sum(c.sign) <> 0
    on conflict (network_id, access_server_id, day, dimension, value) do update set n = d.n + excluded.n;`;
}

/** PGlite (one connection, so no lock waits): statement triggers, one grouped write per statement. */
const statementTriggers = [
  `create function intelligence_of_statement() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then ${statementChanges('INSERT')}
    elsif tg_op = 'UPDATE' then ${statementChanges('UPDATE')}
    else ${statementChanges('DELETE')}
    end if;
    return null;
  end $$`,
  `create trigger intelligence_insert after insert on transactions referencing new table as new_rows
    for each statement execute function intelligence_of_statement()`,
  `create trigger intelligence_update after update on transactions referencing old table as old_rows new table as new_rows
    for each statement execute function intelligence_of_statement()`,
  `create trigger intelligence_delete after delete on transactions referencing old table as old_rows
    for each statement execute function intelligence_of_statement()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  const { rows } = await sql<{ embedded: boolean }>`select version() like '%PGlite%' as embedded`.execute(db);
  for (const statement of rows[0]?.embedded ? statementTriggers : rowTriggers) await sql.raw(statement).execute(db);
}
