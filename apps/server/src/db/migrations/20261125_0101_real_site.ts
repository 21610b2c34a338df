// Running a real site: a network knows its kind, its default time zone and how long after an entry its gates
// may still be opened; and every network keeps its own provider catalogue. The providers that were shared by
// every network (network_id null, written by the demo seed) become each network's own rows, next to the
// default list, so an admin can edit one network's list without touching another's.
import { DEFAULT_PROVIDERS, OPEN_GATE_WINDOW_MINUTES, OTHER_PROVIDER } from '@garita/contract';
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table networks add column kind text not null default 'residential'
          check (kind in ('residential', 'corporate'))`,
    // The zone of the network's first access point, where it has one: the clock its people already use.
    sql`alter table networks add column time_zone text not null default 'America/Mexico_City'`,
    sql`update networks n set time_zone = s.time_zone
          from (select distinct on (network_id) network_id, time_zone from access_servers order by network_id, id) s
          where s.network_id = n.id`,
    sql`alter table networks add column open_gate_window_minutes integer not null
          default ${sql.lit(OPEN_GATE_WINDOW_MINUTES.default)}
          check (open_gate_window_minutes between ${sql.lit(OPEN_GATE_WINDOW_MINUTES.min)} and ${sql.lit(OPEN_GATE_WINDOW_MINUTES.max)})`,
    sql`alter table providers add column deleted_at timestamptz`,
    // The shared rows first (they carry the names the site has shown so far), then the defaults they lack.
    sql`insert into providers (network_id, name, display_name)
          select n.id, p.name, p.display_name from networks n cross join providers p
          where p.network_id is null and p.name <> ${OTHER_PROVIDER.name}
          on conflict do nothing`,
    sql`insert into providers (network_id, name, display_name)
          select n.id, d.name, d.display_name from networks n
          cross join (values ${sql.join(DEFAULT_PROVIDERS.map((p) => sql`(${p.name}::text, ${p.display_name}::text)`))}) d(name, display_name)
          on conflict do nothing`,
    sql`delete from providers where network_id is null`,
    sql`alter table providers alter column network_id set not null`,
    sql`drop index providers_name`,
    sql`create unique index providers_name on providers (network_id, name)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
