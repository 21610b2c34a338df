// Privacy (LFPDPPP, issue 13): each network publishes its own privacy notice, read without a token at
// /privacy/<public_id>. That id is random (not the network's sequential id, nor its uuid, which the analytics
// dashboard address may carry), so the public address names one network and lets nobody list the others.
// The texts stay null until an admin edits them: the server then answers the default notice for the network's kind.
// One row per network, made here for the networks there are and by insertNetwork for new ones.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table privacy_notices (
      network_id bigint primary key references networks(id),
      public_id uuid not null unique default gen_random_uuid(),
      text_en text,
      text_es text,
      updated_at timestamptz,
      updated_by_user_id bigint references users(id)
    )`,
    sql`insert into privacy_notices (network_id) select id from networks`,
  ];
  for (const statement of statements) await statement.execute(db);
}
