// Migration 20261124_0001_entry_exit on a database that already has a logbook: every entry with an exit gets
// that exit's id, open entries, refusals and exits stay null, and "inside" moves to the partial index
// transactions_inside. Runs on a blank PGlite and a blank PostgreSQL database.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { useBlankDb } from './migration-fixture.ts';

const blank = useBlankDb();

it('backfills exit_transaction_id from the exits and keeps only open entries in the inside index', async () => {
  const { db, raw, migrator } = blank;
  const before = await migrator.migrateTo('20261123_0101_events_time_zone');
  expect(before.error).toBeUndefined();
  const { rows } = await sql<{ id: number }>`
    with n as (
      insert into networks (uuid, name) values (gen_random_uuid(), 'Migración') returning id
    ), s as (
      insert into access_servers (network_id, name, time_zone) select id, 'Caseta', 'America/Tijuana' from n
      returning id, network_id
    )
    insert into transactions (network_id, access_server_id, access_key_type, access_type, access_granted,
      access_allowed, status, visitor_name, created_at)
    select s.network_id, s.id, 'visit', 'access', v.granted, v.allowed, v.status, v.name, now() - v.ago
    from s, (values
      ('left', true, true, null, interval '3 hours'),
      ('inside', true, true, null, interval '2 hours'),
      ('refused', false, false, 'not_in_time', interval '1 hour'),
      ('kept out', true, false, null, interval '30 minutes'),
      ('left too', true, true, null, interval '20 minutes')
    ) as v(name, granted, allowed, status, ago)
    returning id`.execute(raw);
  const [left, inside, refused, keptOut, leftToo] = rows.map((r) => Number(r.id));
  const exits = await sql<{ id: number; related: number }>`
    insert into transactions (network_id, access_server_id, access_key_type, access_type, access_granted,
      access_allowed, visitor_name, related_transaction_id, created_at)
    select network_id, access_server_id, 'visit', 'exit', true, true, visitor_name, id, now()
    from transactions where id in (${left}, ${leftToo})
    returning id, related_transaction_id as related`.execute(raw);
  const exitOf = new Map(exits.rows.map((r) => [Number(r.related), Number(r.id)]));

  const after = await migrator.migrateToLatest();
  expect(after.error).toBeUndefined();
  expect(after.results?.map((r) => r.migrationName)).toContain('20261124_0001_entry_exit');

  const all = await db.selectFrom('transactions').select(['id', 'exit_transaction_id']).orderBy('id').execute();
  const exitIdOf = new Map(all.map((r) => [r.id, r.exit_transaction_id]));
  expect(exitIdOf.get(left ?? 0)).toBe(exitOf.get(left ?? 0));
  expect(exitIdOf.get(leftToo ?? 0)).toBe(exitOf.get(leftToo ?? 0));
  for (const id of [inside, refused, keptOut, ...exitOf.values()]) expect(exitIdOf.get(id ?? 0)).toBeNull();

  const indexes = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes where tablename = 'transactions'`.execute(raw);
  const names = indexes.rows.map((r) => r.indexname);
  expect(names).toContain('transactions_inside');
  expect(names).toContain('transactions_one_exit');
  expect(names).not.toContain('transactions_open_entries');
  // The inside index holds the one visitor still inside.
  const open = await db
    .selectFrom('transactions')
    .select('id')
    .where('access_type', '=', 'access')
    .where('access_granted', '=', true)
    .where('access_allowed', '=', true)
    .where('exit_transaction_id', 'is', null)
    .execute();
  expect(open.map((r) => r.id)).toEqual([inside]);
  // Only an entry may carry an exit.
  await expect(
    db
      .updateTable('transactions')
      .set({ exit_transaction_id: left ?? 0 })
      .where('id', '=', exitOf.get(left ?? 0) ?? 0)
      .execute(),
  ).rejects.toThrow(/transactions_exit_of_entry/);
});
