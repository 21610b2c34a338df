// A blank database for the migration suites, before any migration: a new PGlite, or a new database on the
// tests' PostgreSQL server that is dropped after the file's tests; and a migrator over the server's migrations.
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll } from 'vitest';
import { createDb, type Db } from '../src/db/index.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { dbKind, newPostgresDatabase } from './harness.ts';

export interface BlankDb {
  db: Db;
  /** The same database untyped, for SQL the migrations' old schemas need. */
  raw: Kysely<unknown>;
  migrator: Migrator;
}

/** Registers the hooks that open the blank database before the file's tests and close it after them. */
export function useBlankDb(): BlankDb {
  const blank = {} as BlankDb;
  let drop = async () => {};
  beforeAll(async () => {
    if (dbKind === 'pglite') {
      blank.db = createDb({});
    } else {
      const database = await newPostgresDatabase(false);
      blank.db = createDb({ databaseUrl: database.url, poolSize: 2 });
      drop = database.drop;
    }
    blank.raw = blank.db as unknown as Kysely<unknown>;
    blank.migrator = new Migrator({ db: blank.db, provider: { getMigrations: async () => migrations } });
  });
  afterAll(async () => {
    await blank.db.destroy();
    await drop();
  });
  return blank;
}
