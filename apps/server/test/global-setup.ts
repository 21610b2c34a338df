// Builds one migrated database with the demo data per test run; every test file then starts from a
// copy of it (a PGlite data-dir dump, or a PostgreSQL database created from a template).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, migrate, openPglite } from '../src/db/index.ts';
import type { Database } from '../src/db/schema.ts';
import { seedDemo } from '../src/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresUrl: string;
  }
}

export const TEMPLATE_DB = 'garita_test_template';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  if (project.name === 'api-postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set: run the API tests through `npm test`');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const stale = await admin.query(`select datname from pg_database where datname like 'garita_test_%'`);
    for (const row of stale.rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const db = createDb({ databaseUrl: withDatabase(url, TEMPLATE_DB), poolSize: 2 });
    await migrate(db);
    await seedDemo(db);
    await db.destroy();
    project.provide('postgresUrl', url);
    return;
  }
  const pglite = openPglite({});
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  await migrate(db);
  await seedDemo(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'garita-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
