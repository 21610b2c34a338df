// Migration 20261125_0201_gate_controllers on a database whose gates have the operator-set driver_url: a gate
// with one becomes an http controller at that address without a secret (its commands stay unsigned until an
// admin sets one), the others have no controller, and driver_url is gone. Blank PGlite and PostgreSQL.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createDb, type Db } from '../src/db/index.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { withDatabase } from './global-setup.ts';
import { dbKind } from './harness.ts';

let db: Db;
let drop = async () => {};

beforeAll(async () => {
  if (dbKind === 'pglite') {
    db = createDb({});
    return;
  }
  const url = inject('postgresUrl');
  const name = `garita_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  db = createDb({ databaseUrl: withDatabase(url, name), poolSize: 2 });
  drop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

it('turns driver_url into an unsigned http controller and drops the column', async () => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('20261124_0002_inside_column')).error).toBeUndefined();
  const raw = db as unknown as Kysely<unknown>;
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
