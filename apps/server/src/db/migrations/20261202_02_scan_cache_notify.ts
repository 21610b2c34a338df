// The scan's cache (docs/access-decisions.md, "The scan's cache"): every instance keeps the sessions and scan
// gates it read in memory and must forget one the moment a row it came from changes. The database says so: a
// row-level trigger on each table those entries are made of notifies the `garita_cache` channel with
// `<kind>:<id>` in the writer's own transaction, so PostgreSQL delivers it to every listening instance when (and
// only if) that transaction commits, whatever path wrote it (the API, the CLI, a purge, psql). A session's
// `last_used_at` touch is not a change the cache cares about (`update of` lists the columns that are).
import { type Kysely, sql } from 'kysely';

/** [table, kind in the payload, the id column, the events]. */
const SOURCES: [string, string, string, string][] = [
  ['sessions', 'session', 'id', 'update of token_hash, user_id, network_id, expires_at, revoked_at or delete'],
  ['users', 'user', 'id', 'update or delete'],
  ['networks', 'network', 'id', 'update or delete'],
  ['gates', 'gate', 'id', 'update or delete'],
  ['access_servers', 'access_server', 'id', 'update or delete'],
  // An assignment added, moved or removed changes what the gates of its user answer.
  ['user_access_servers', 'assignment', 'user_id', 'insert or update or delete'],
];

const statements = [
  `create function scan_cache_notify() returns trigger language plpgsql as $$
  begin
    -- tg_argv[0]: the kind; tg_argv[1]: the id column. The old row's id on an update or delete (an update that
    -- moves an assignment to another user also notifies the new one).
    if tg_op <> 'INSERT' then
      perform pg_notify('garita_cache', tg_argv[0] || ':' || (to_jsonb(old) ->> tg_argv[1]));
    end if;
    if tg_op <> 'DELETE' and (tg_op = 'INSERT' or (to_jsonb(old) ->> tg_argv[1]) <> (to_jsonb(new) ->> tg_argv[1])) then
      perform pg_notify('garita_cache', tg_argv[0] || ':' || (to_jsonb(new) ->> tg_argv[1]));
    end if;
    return null;
  end $$`,
  ...SOURCES.map(
    ([table, kind, column, events]) =>
      `create trigger ${table}_scan_cache_notify after ${events} on ${table}
        for each row execute function scan_cache_notify('${kind}', '${column}')`,
  ),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
