// The command line as an operator runs it, for the CLI tests: `node apps/server/src/cli.ts …` spawned with Node 24
// from the repository's root, with only PATH, HOME and the variables the test chooses.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

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
