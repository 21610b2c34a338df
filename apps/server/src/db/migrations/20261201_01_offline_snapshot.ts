// The gate offline (issue 18, docs/offline.md): what the signed snapshot of an access point needs.
// - `access_keys.updated_at`: when the key last changed, stamped by the database on every insert and update (a
//   trigger, so no write path can forget it: an edit, a delete, a register's counts, the purge). The minute's
//   refresh sends only the keys changed after its cursor.
// - `access_key_access_servers.linked_at` and `access_key_unlinks`: a key given to or taken from an access point
//   without its own row changing (an event's access points, an invitation's edit of its access points only) is a
//   change of that access point's snapshot too; an unlinked key must reach the device as removed.
// - `devices`: the guards' devices, by the id their browser made (header X-Garita-Device).
// Stamps are clock_timestamp() (the instant of the write, never before its transaction began): the cursor's rule
// relies on it (services/offline-snapshot.service.ts).
import { type Kysely, sql } from 'kysely';

const statements = [
  // now() fills the existing rows at once (a constant); new rows get the instant of their write.
  `alter table access_keys add column updated_at timestamptz not null default now()`,
  `alter table access_keys alter column updated_at set default clock_timestamp()`,
  `create index access_keys_network_updated on access_keys (network_id, updated_at)`,
  `create function access_keys_touch() returns trigger language plpgsql as $$
  begin
    new.updated_at := clock_timestamp();
    return new;
  end $$`,
  `create trigger access_keys_touch before update on access_keys
    for each row execute function access_keys_touch()`,

  `alter table access_key_access_servers add column linked_at timestamptz not null default now()`,
  `alter table access_key_access_servers alter column linked_at set default clock_timestamp()`,
  `create index access_key_access_servers_linked on access_key_access_servers (access_server_id, linked_at)`,
  // No foreign key to access_keys: a key deleted for good takes its links with it, and this trigger runs after
  // that delete. Rows live 8 days (a cursor older than 7 days gets a full snapshot); each unlink drops the old ones.
  `create table access_key_unlinks (
    access_server_id bigint not null,
    access_key_id bigint not null,
    network_id bigint not null,
    unlinked_at timestamptz not null default clock_timestamp(),
    primary key (access_server_id, access_key_id)
  )`,
  `create index access_key_unlinks_time on access_key_unlinks (unlinked_at)`,
  `create function access_key_unlinks_record() returns trigger language plpgsql as $$
  begin
    insert into access_key_unlinks (access_server_id, access_key_id, network_id)
      select access_server_id, access_key_id, network_id from old_links
      on conflict (access_server_id, access_key_id) do update set unlinked_at = excluded.unlinked_at;
    delete from access_key_unlinks where unlinked_at < clock_timestamp() - interval '8 days';
    return null;
  end $$`,
  `create trigger access_key_unlinks_record after delete on access_key_access_servers
    referencing old table as old_links for each statement execute function access_key_unlinks_record()`,

  `create table devices (
    id uuid primary key,
    network_id bigint not null references networks(id) on delete cascade,
    user_id bigint references users(id) on delete set null,
    access_server_id bigint references access_servers(id) on delete set null,
    user_agent text not null default '',
    first_seen_at timestamptz not null,
    last_seen_at timestamptz not null,
    last_snapshot_at timestamptz
  )`,
  `create index devices_network on devices (network_id, last_seen_at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
