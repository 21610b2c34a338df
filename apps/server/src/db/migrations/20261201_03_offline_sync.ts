// The offline gate's sync (docs/offline.md, issue 18): a logbook row a device wrote while offline names the device
// (its created_at is when it happened; synced_at when the server got it); each offline spell a device reports; and
// each conflict between a device's offline decision and the server's, for the admin to review. Device ids are the
// UUIDs of the `devices` table (made by the snapshot's migration, 20261201_01), which the sync writes first.
import { type Kysely, sql } from 'kysely';

const statements = [
  `alter table transactions add column offline_device_id uuid references devices(id)`,
  `alter table transactions add column synced_at timestamptz`,
  `create index transactions_offline_device on transactions (network_id, offline_device_id)
     where offline_device_id is not null`,
  `create table offline_periods (
    id bigint generated always as identity primary key,
    network_id bigint not null references networks(id),
    device_id uuid not null references devices(id),
    access_server_id bigint not null references access_servers(id),
    user_id bigint references users(id),
    offline_from timestamptz not null,
    offline_until timestamptz not null,
    granted integer not null default 0,
    denied integer not null default 0,
    created_at timestamptz not null default now(),
    constraint offline_periods_order check (offline_until >= offline_from)
  )`,
  `create index offline_periods_device on offline_periods (network_id, device_id, offline_from desc)`,
  `create table offline_conflicts (
    id bigint generated always as identity primary key,
    network_id bigint not null references networks(id),
    device_id uuid not null references devices(id),
    transaction_id bigint not null references transactions(id),
    access_key_id bigint references access_keys(id),
    kind text not null check (kind in ('key_deleted', 'single_use_reused', 'decision_differs')),
    device_granted boolean not null,
    device_reason text,
    server_granted boolean not null,
    server_reason text,
    created_at timestamptz not null default now(),
    resolved_at timestamptz,
    resolved_by_user_id bigint references users(id),
    resolution_note text not null default ''
  )`,
  `create index offline_conflicts_open on offline_conflicts (network_id, id desc) where resolved_at is null`,
  `create index offline_conflicts_network on offline_conflicts (network_id, id desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
