// Columns and indexes the access-decision engine and the logbook need beyond the initial schema:
// - access_keys.last_movement: the last access or exit that really happened. last_transaction_type also
//   records denied attempts ('try'), which must not reset anti-passback or single-visit state.
// - access_keys.requirements: photos a key asks for on top of its access point's settings.
// - access_keys.time_zone: zone of the key's first access point, which its valid_from was entered in.
// - transactions by host, for the logbook of hosts and secondary users.
import { type Kysely, sql } from 'kysely';

const statements = [
  `alter table access_keys add column last_movement text check (last_movement in ('access', 'exit'))`,
  `alter table access_keys add column requirements jsonb not null default '{}'::jsonb`,
  `alter table access_keys add column time_zone text`,
  `update access_keys set last_movement = case
      when last_transaction_type in ('access', 'exit') then last_transaction_type
      when entries_count > exits_count then 'access'
      when exits_count > 0 then 'exit'
    end`,
  `create index transactions_user_created on transactions (user_id, created_at desc) where user_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
