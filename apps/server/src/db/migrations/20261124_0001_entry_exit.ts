// An entry knows the exit that closed it (transactions.exit_transaction_id), written in the same database
// transaction as the exit row. "Who is inside" (current_guests, Intelligence's inside now) then reads a partial
// index holding only the entries still open, instead of anti-joining every granted entry ever with its exit:
// its cost follows the visitors inside, not the logbook's history. related_transaction_id on the exit and the
// unique index transactions_one_exit stay: they still hold one exit per entry.
import { type Kysely, sql } from 'kysely';

const statements = [
  `alter table transactions add column exit_transaction_id bigint references transactions(id)`,
  `alter table transactions add constraint transactions_exit_of_entry
     check (exit_transaction_id is null or access_type = 'access')`,
  // Dropped before the backfill so the update does not maintain it; transactions_inside replaces it.
  `drop index transactions_open_entries`,
  `update transactions e set exit_transaction_id = x.id
     from transactions x
     where x.related_transaction_id = e.id and x.network_id = e.network_id and e.access_type = 'access'`,
  `create index transactions_inside on transactions (access_server_id, created_at desc)
     where access_type = 'access' and access_granted and access_allowed and exit_transaction_id is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
