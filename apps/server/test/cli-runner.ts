// The command line as an operator runs it, for the CLI tests: `node apps/server/src/cli.ts …` spawned with Node 24
// from the repository's root, with only PATH, HOME and the variables the test chooses, on a blank site of its own.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { dbKind, newPostgresDatabase } from './harness.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const NODE = path.join(ROOT, 'node_modules/.bin/node');
const CLI = path.join(ROOT, 'apps/server/src/cli.ts');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `garita <args>` with `env` and answers its exit code and output (a non-zero exit is an answer too). */
export async function runGarita(env: Record<string, string>, ...args: string[]): Promise<CliRun> {
  const { PATH, HOME } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)(NODE, [CLI, ...args], {
      cwd: ROOT,
      env: { PATH, HOME, ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout: string; stderr: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

export interface BlankSite {
  /** The variables the commands run with: DATA_DIR, LOG_LEVEL, DATABASE_URL on the PostgreSQL run, and `vars`. */
  env: Record<string, string>;
  dataDir: () => string;
}

/**
 * A blank site for the file's CLI tests: a temporary DATA_DIR (PGlite) or a blank PostgreSQL database on the
 * PostgreSQL run, made before the file's tests and removed after them.
 */
export function useBlankSite(prefix: string, vars: Record<string, string> = {}): BlankSite {
  const env: Record<string, string> = {};
  let dataDir = '';
  let drop = async () => {};
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    Object.assign(env, { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...vars });
    if (dbKind === 'postgres') {
      const blank = await newPostgresDatabase(false);
      env.DATABASE_URL = blank.url;
      drop = blank.drop;
    }
  });
  afterAll(async () => {
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { env, dataDir: () => dataDir };
}
