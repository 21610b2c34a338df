// The watchlist (issue 19, docs/watchlist.md): people a network's admins flag, to refuse (`deny`) or to warn the
// guard about (`alert`), matched by phone, ID number or a similar name; and every match, for the record.
// pg_trgm gives the name similarity and unaccent the accent-insensitive form of a name; both are contrib
// extensions that PostgreSQL ≥ 13 trusts (no superuser needed) and that PGlite loads (db/index.ts).
import { type Kysely, sql } from 'kysely';

const STATEMENTS = [
  'create extension if not exists pg_trgm',
  'create extension if not exists unaccent',
  `create table watchlist_entries (
    id bigint generated always as identity primary key,
    network_id bigint not null references networks(id),
    name text not null,
    -- lower(unaccent(name)), written by the repository with the same expression the matching applies to a
    -- visitor's name, so both sides are folded alike.
    name_key text not null,
    -- E.164 (+525512345678), or '' when the entry has no phone.
    phone text not null default '',
    id_number text not null default '',
    reason text not null,
    action text not null check (action in ('deny', 'alert')),
    -- An instant; null: never expires.
    expires_at timestamptz,
    created_by_user_id bigint references users(id),
    created_at timestamptz not null default now(),
    updated_at timestamptz
  )`,
  // Every match reads the network's entries through this index: a network without entries costs one index probe
  // that finds nothing, and the name similarity then runs on no row at all.
  'create index watchlist_entries_network on watchlist_entries (network_id, id)',
  `create table watchlist_matches (
    id bigint generated always as identity primary key,
    network_id bigint not null references networks(id),
    -- No foreign key: an entry removed later keeps its matches (their name, action and reason are copied here).
    watchlist_entry_id bigint not null,
    entry_name text not null,
    action text not null check (action in ('deny', 'alert')),
    reason text not null,
    matched_on text not null check (matched_on in ('phone', 'id_number', 'name')),
    source text not null check (source in ('invitation', 'scan', 'register', 'manual_register')),
    visitor_name text not null,
    access_key_id bigint,
    transaction_id bigint,
    actor_user_id bigint,
    created_at timestamptz not null default now()
  )`,
  'create index watchlist_matches_network on watchlist_matches (network_id, created_at desc)',
  // An entry's photo is an ordinary photo row (re-encoded, stored and signed like the gate's), linked to the entry;
  // no foreign key, like the matches: the service removes an entry's photos with it.
  'alter table photos add column watchlist_entry_id bigint',
  'create index photos_watchlist_entry on photos (watchlist_entry_id) where watchlist_entry_id is not null',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}
