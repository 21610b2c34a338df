// Migration 20261125_0101_real_site on a database that already has networks: each gets a kind, the zone of its
// first access point (or the default zone), the 5-minute open-gate window, and its own copy of the provider list
// that was shared by every network — the names it showed kept, the defaults it lacked added, nothing shared
// left. Runs on a blank PGlite and a blank PostgreSQL database.
import { DEFAULT_PROVIDERS } from '@garita/contract';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { useBlankDb } from './migration-fixture.ts';

const blank = useBlankDb();

it('gives every existing network a kind, a zone, the open-gate window and its own providers', async () => {
  const { db, raw, migrator } = blank;
  const before = await migrator.migrateTo('20261124_0002_inside_column');
  expect(before.error).toBeUndefined();
  await sql`insert into networks (uuid, name) values (gen_random_uuid(), 'Con accesos'), (gen_random_uuid(), 'Sin accesos')`.execute(
    raw,
  );
  await sql`insert into access_servers (network_id, name, time_zone)
    select id, v.name, v.zone from networks, (values ('Primero', 'America/Tijuana'), ('Segundo', 'America/Cancun')) v(name, zone)
    where networks.name = 'Con accesos'`.execute(raw);
  await sql`insert into providers (network_id, name, display_name) values
    (null, 'dhl', 'DHL Express'), (null, 'gas_express', 'Gas Express'), (null, 'otro', 'Otro')`.execute(raw);

  const after = await migrator.migrateToLatest();
  expect(after.error).toBeUndefined();

  const networks = await db
    .selectFrom('networks')
    .select(['id', 'name', 'kind', 'time_zone', 'open_gate_window_minutes'])
    .orderBy('name')
    .execute();
  expect(networks.map(({ id: _, ...n }) => n)).toEqual([
    { name: 'Con accesos', kind: 'residential', time_zone: 'America/Tijuana', open_gate_window_minutes: 5 },
    { name: 'Sin accesos', kind: 'residential', time_zone: 'America/Mexico_City', open_gate_window_minutes: 5 },
  ]);
  const expected = Object.fromEntries(DEFAULT_PROVIDERS.map((p) => [p.name, p.display_name]));
  Object.assign(expected, { dhl: 'DHL Express', gas_express: 'Gas Express' });
  for (const network of networks) {
    const rows = await db
      .selectFrom('providers')
      .select(['name', 'display_name'])
      .where('network_id', '=', network.id)
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.name, r.display_name]))).toEqual(expected);
  }
  const total = await db
    .selectFrom('providers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(total.n)).toBe(2 * Object.keys(expected).length);
  // A provider row without a network can no longer be written, nor a second row of one name in a network.
  await expect(sql`insert into providers (name, display_name) values ('x', 'X')`.execute(raw)).rejects.toThrow();
  await expect(
    sql`insert into providers (network_id, name, display_name) values (${networks[0]?.id}, 'dhl', 'Otra DHL')`.execute(
      raw,
    ),
  ).rejects.toThrow();
  await expect(sql`update networks set open_gate_window_minutes = 0`.execute(raw)).rejects.toThrow();
  await expect(sql`update networks set kind = 'industrial'`.execute(raw)).rejects.toThrow();
});
