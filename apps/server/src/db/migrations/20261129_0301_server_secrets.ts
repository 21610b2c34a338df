// Secrets every instance of one site must share (docs/deploy.md, "The signing secret"): the key that signs photo
// URLs, created once by the first instance that needs it unless SIGNING_SECRET is set. Before, it was generated
// into each instance's DATA_DIR, so two instances behind one load balancer refused each other's photo links.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table server_secrets (
      name text primary key,
      value text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}
