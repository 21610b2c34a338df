// Migration 20261125_0201_gate_controllers on a database whose gates have the operator-set driver_url: a gate
// with one becomes an http controller at that address without a secret (its commands stay unsigned until an
// admin sets one), the others have no controller, and driver_url is gone. Blank PGlite and PostgreSQL.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { useBlankDb } from './migration-fixture.ts';

const blank = useBlankDb();

it('turns driver_url into an unsigned http controller and drops the column', async () => {
  const { db, raw, migrator } = blank;
  expect((await migrator.migrateTo('20261124_0002_inside_column')).error).toBeUndefined();
  await sql`
    with n as (
      insert into networks (uuid, name) values (gen_random_uuid(), 'Migración') returning id
    ), s as (
      insert into access_servers (network_id, name, time_zone) select id, 'Caseta', 'America/Tijuana' from n
      returning id, network_id
    )
    insert into gates (network_id, access_server_id, name, type, remote_pulse, driver_url)
    select s.network_id, s.id, v.name, 'access', v.pulse, v.url
    from s, (values ('con driver', true, 'http://10.0.0.7/abrir'), ('sin driver', false, null)) v(name, pulse, url)
  `.execute(raw);
  expect((await migrator.migrateToLatest()).error).toBeUndefined();

  const gates = await db.selectFrom('gates').selectAll().orderBy('name').execute();
  expect(gates.map((g) => [g.name, g.controller_kind, g.controller_url, g.controller_secret])).toEqual([
    ['con driver', 'http', 'http://10.0.0.7/abrir', null],
    ['sin driver', null, null, null],
  ]);
  expect(gates.every((g) => g.deactivated_at === null && !('driver_url' in g))).toBe(true);
  // The check constraint keeps each kind to its own fields.
  await expect(
    sql`update gates set controller_kind = 'shelly' where name = 'con driver'`.execute(raw),
  ).rejects.toThrow();
});
