// "Is this visitor inside?" as one column the planner can count. transactions_inside (migration
// 20261124_0001) held only open entries, but PostgreSQL estimates its predicate by multiplying the
// selectivities of four correlated columns (an entry, granted, allowed, no exit), so on a year of logbook it
// expected ~170,000 rows where ~100 were inside and counted them with a sequential scan of the whole table
// (80 ms on a million rows, growing with the history). A stored generated column has its own statistics:
// the planner sees how rare `inside` is and reads the partial index. ANALYZE gives it those statistics at
// once instead of after the next autovacuum.
import { type Kysely, sql } from 'kysely';

const statements = [
  `alter table transactions add column inside boolean not null generated always as (
     access_type = 'access' and access_granted and access_allowed and exit_transaction_id is null) stored`,
  `drop index transactions_inside`,
  `create index transactions_inside on transactions (access_server_id, created_at desc) where inside`,
  `analyze transactions`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
