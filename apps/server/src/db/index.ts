// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both speak the PostgreSQL dialect through the same Kysely instance type and the same migrations.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

const INT8 = 20;
const NUMERIC = 1700;
// Ids and counts fit in a double: read them as numbers on both drivers.
pg.types.setTypeParser(INT8, (v) => Number(v));
pg.types.setTypeParser(NUMERIC, (v) => Number(v));

export interface DbOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; ignored with databaseUrl. */
  dataDir?: string;
  /** A dumped PGlite data folder (tar) to start from: tests clone one migrated template. */
  loadDataDir?: Blob;
  poolSize?: number;
}

export function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): PGlite {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  return new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => Number(v) },
  });
}

/** The pg pool behind each PostgreSQL handle, for GET /metrics (services/metrics.ts). */
const pools = new WeakMap<Db, pg.Pool>();

/** The connection pool's use, or null on the embedded database (one PGlite, no pool). */
export function poolUse(db: Db): { total: number; idle: number; waiting: number; max: number } | null {
  const pool = pools.get(db);
  if (!pool) return null;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 };
}

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    // An idle connection the server drops (restart, failover) is discarded by the pool and replaced on
    // demand; without a listener its error would end the whole process.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  const dataDir = options.dataDir ? path.join(options.dataDir, 'db') : undefined;
  const pglite = openPglite({ dataDir, loadDataDir: options.loadDataDir });
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}

const migrator = (db: Db) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

/**
 * Applies the migrations not yet applied; answers their names. On PostgreSQL Kysely's Migrator holds a
 * session-level advisory lock (pg_advisory_lock) around the whole run, inside one transaction: instances that start
 * together wait for the first and then find nothing left to do (docs/deploy.md, "Migrations").
 */
export async function migrate(db: Db): Promise<string[]> {
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The registered migrations this database has not applied yet (none: the schema is current). Reads only. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const all = await migrator(db).getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}
