// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both speak the PostgreSQL dialect through the same Kysely instance type and the same migrations.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, type KyselyPlugin, type LogConfig, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type PgModule from 'pg';
import { migrations } from './migrations/index.ts';
import { registerNotificationSource } from './notifications.ts';
import { PgliteBatchingConnection } from './pglite-connection.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

const INT8 = 20;
const NUMERIC = 1700;

/**
 * node-postgres, loaded on first use: PostgreSQL's driver, and the embedded database's too (PGlite through it).
 * Ids and counts fit in a double: read them as numbers on both drivers.
 */
function loadPg(): typeof PgModule {
  const pg = createRequire(import.meta.url)('pg') as typeof PgModule;
  pg.types.setTypeParser(INT8, (v) => Number(v));
  pg.types.setTypeParser(NUMERIC, (v) => Number(v));
  return pg;
}

/**
 * PGlite's server settings: its defaults, with a smaller buffer cache. Postgres' 128 MB of shared_buffers does not
 * fit in PGlite's initial 128 MB WebAssembly heap, which then grows to about 190 MB and never shrinks; 32 MB keeps
 * the heap at its initial size (about 110–140 MB less resident memory, docs/benchmarks.md). The buffers are a
 * cache in front of the data folder's files, which the operating system caches too. maintenance_work_mem (64 MB)
 * would grow the heap the same way while migrations build indexes.
 */
export const PGLITE_SETTINGS = ['shared_buffers=32MB', 'maintenance_work_mem=16MB'];
const PGLITE_DEFAULT_START_PARAMS = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;

export interface DbOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; ignored with databaseUrl. */
  dataDir?: string;
  /** A dumped PGlite data folder (tar) to start from: tests clone one migrated template. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Kysely plugins every query goes through (the tests count statements with one). */
  plugins?: KyselyPlugin[];
  /** Kysely's log of every statement as sent, with its values (bench/guard-path-plans.ts records the guard's). */
  log?: LogConfig;
}

export function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): PGlite {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  return new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => Number(v) },
    // The watchlist's name matching (migration 20261130_01, docs/watchlist.md): PostgreSQL's contrib extensions,
    // which PGlite ships as loadable bundles.
    extensions: { pg_trgm, unaccent },
    startParams: [...PGLITE_DEFAULT_START_PARAMS, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
}

/** Statements with more parameters than this are not named (a long `in (…)` list is a shape of its own). */
const MAX_NAMED_PARAMETERS = 32;
const statementNames = new Map<string, string>();

/** The name of a statement's text: the same text always gets the same name, on every connection. */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `g_${createHash('sha1').update(text).digest('base64url')}`;
    // Bounded: the application has a few hundred statement shapes; past that, names are recomputed.
    if (statementNames.size < 10_000) statementNames.set(text, name);
  }
  return name;
}

/**
 * The pool as Kysely sees it, with every statement that has parameters run as a named prepared statement: each
 * connection parses and plans it once (PostgreSQL then reuses its plan) instead of on every call. A statement
 * without parameters (`begin`, `commit`, DDL) goes through as it is. (docs/access-decisions.md, "The scan's cost")
 * `hold`, when given, is a lock taken for each lend and given back with the client (PGlite's: pglitePool).
 */
function preparingPool(
  pg: typeof PgModule,
  pool: PgModule.Pool,
  options: { end: () => Promise<void>; hold?: () => Promise<() => void> },
) {
  const wrapped = new WeakMap<PgModule.PoolClient, object>();
  /** What ends the current lend's hold (PGlite's lock), set while a client is lent. */
  const holds = new WeakMap<PgModule.PoolClient, () => void>();
  return {
    async connect() {
      const unhold = await options.hold?.();
      let client: PgModule.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        unhold?.();
        throw error;
      }
      if (unhold) holds.set(client, unhold);
      let wrapper = wrapped.get(client);
      if (!wrapper) {
        // While lent, a client has no listener of the pool's: a session PostgreSQL ends then (a fast shutdown, a
        // failover, pg_terminate_backend) made node-postgres emit an 'error' nobody heard, which ended the process
        // (the topology test's outage, 2026-11-27). The request's statement fails with it, and the pool drops the
        // client when it comes back (no longer queryable); nothing more to do here.
        client.on('error', () => {});
        wrapper = {
          get processID() {
            return (client as unknown as { processID?: number }).processID;
          },
          query(text: string, values?: unknown[]) {
            if (!values?.length || values.length > MAX_NAMED_PARAMETERS) return client.query(text, values);
            return client.query({ name: statementName(text), text, values });
          },
          release: (destroy?: boolean) => {
            client.release(destroy);
            holds.get(client)?.();
            holds.delete(client);
          },
        };
        wrapped.set(client, wrapper);
      }
      return wrapper as PgModule.PoolClient;
    },
    end: options.end,
    // What Kysely's query cancellation reads to open its control connection.
    Client: pg.Client,
    options: pool.options,
  };
}

/**
 * PGlite through node-postgres (a connection that hands each statement's protocol messages to the one in-process
 * session in one call: pglite-connection.ts), so that the embedded database runs named prepared statements as
 * PostgreSQL does: PGlite's `query()` has no named statements and parses and plans every statement anew
 * (docs/benchmarks.md). One client, as PGlite has one session, kept open. While Kysely holds it (one statement, or a
 * whole transaction) it also holds PGlite's own transaction lock, so PGlite's `listen()`, `close()` and any other
 * caller of its API wait for the end of that statement or transaction instead of landing inside it.
 */
function pglitePool(pglite: PGlite) {
  const pg = loadPg();
  const connection = new PgliteBatchingConnection(pglite);
  const pool = new pg.Pool({ connection, max: 1, idleTimeoutMillis: 0 } as PgModule.PoolConfig);
  pool.on('error', (error) => console.error(`PGlite connection failed: ${error.message}`));
  // After PGlite is ready: its start-up takes the same lock for its own statements.
  const hold = async () => {
    await pglite.waitReady;
    return new Promise<() => void>((held) => {
      void pglite._runExclusiveTransaction(() => new Promise<void>((unhold) => held(unhold)));
    });
  };
  const end = async () => {
    await pool.end();
    if (!pglite.closed) await pglite.close();
  };
  return preparingPool(pg, pool, { end, hold });
}

/** The pg pool behind each PostgreSQL handle, for GET /metrics (services/metrics.ts). */
const pools = new WeakMap<Db, PgModule.Pool>();

/**
 * The readiness probe's own connection to PostgreSQL (GET /readyz, services/health.service.ts), outside the pool:
 * an instance whose pool is busy with requests still reaches its database, and a balancer must not take it out
 * for that (it may be the last one). One connection; a probe gives up after PROBE_TIMEOUT_MS, as the route does.
 */
const probes = new WeakMap<Db, PgModule.Pool>();

/** How long the readiness probe waits to connect or for an answer (GET /readyz answers 503 after it). */
export const PROBE_TIMEOUT_MS = 2_000;

/** The probe's connection on PostgreSQL; null on the embedded database (one PGlite, nothing to wait for). */
export function readinessProbe(db: Db): Pick<PgModule.Pool, 'query'> | null {
  return probes.get(db) ?? null;
}

/** The connection pool's use, or null on the embedded database (one PGlite, no pool). */
export function poolUse(db: Db): { total: number; idle: number; waiting: number; max: number } | null {
  const pool = pools.get(db);
  if (!pool) return null;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 };
}

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pg = loadPg();
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    // An idle connection the server drops (restart, failover) is discarded by the pool and replaced on
    // demand; without a listener its error would end the whole process.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const probe = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 1,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
    });
    probe.on('error', () => {
      // The probe's idle connection was dropped: the next probe connects again, or answers "not ready".
    });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: preparingPool(pg, pool, { end: () => Promise.all([pool.end(), probe.end()]).then(() => undefined) }),
      }),
      plugins: options.plugins,
      log: options.log,
    });
    pools.set(db, pool);
    probes.set(db, probe);
    // LISTEN needs a connection of its own, outside the pool (db/notifications.ts).
    registerNotificationSource(db, { kind: 'pg', pg, connectionString: options.databaseUrl });
    return db;
  }
  const dataDir = options.dataDir ? path.join(options.dataDir, 'db') : undefined;
  const pglite = openPglite({ dataDir, loadDataDir: options.loadDataDir });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: pglitePool(pglite) }),
    plugins: options.plugins,
    log: options.log,
  });
  registerNotificationSource(db, { kind: 'pglite', pglite });
  return db;
}

/**
 * Whether the database already ran exactly the migrations this code knows: one query instead of the migrator's
 * table creation, lock and transaction on every start (docs/benchmarks.md, "Start-up"). Anything else (a new
 * database, a migration to run, one this code does not know) goes to the migrator, which does or refuses it.
 */
export async function isMigrated(db: Db): Promise<boolean> {
  const known = Object.keys(migrations);
  const table = await sql<{ found: boolean }>`select to_regclass('kysely_migration') is not null as found`.execute(db);
  if (!table.rows[0]?.found) return false;
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const ran = rows.map((row) => row.name);
  return ran.length === known.length && known.every((name) => ran.includes(name));
}

const migrator = (db: Db) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

/**
 * Applies the migrations not yet applied; answers their names. On PostgreSQL Kysely's Migrator holds a
 * session-level advisory lock (pg_advisory_lock) around the whole run, inside one transaction: instances that start
 * together wait for the first and then find nothing left to do (docs/deploy.md, "Migrations").
 */
export async function migrate(db: Db): Promise<string[]> {
  if (await isMigrated(db)) return [];
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The registered migrations this database has not applied yet (none: the schema is current). Reads only. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const all = await migrator(db).getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}
