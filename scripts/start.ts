// `npm start`: builds the web app only when what it is built from changed since the last build, then runs the
// server in this process. The stamp (.tmp/web-build.json) holds a hash of the web app's inputs and of the built
// index.html; a missing or different stamp, or a missing build, means `npm run build`. `npm test` and `npm run
// build` always build (docs/benchmarks.md, "Start-up").

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * What `vite build` reads, from the repository's root: every file of the web app and of the contract it imports
 * (sources, index.html, public/, vite and TypeScript configs, package.json, any .env file), the TypeScript base
 * config and the lock file that fixes every dependency's version. Tests and docs inside them count too: a
 * needless build now and then is cheaper than a stale one.
 */
export const WEB_INPUTS = [
  'apps/web',
  'packages/contract',
  'packages/engine',
  'tsconfig.base.json',
  'package-lock.json',
];
/** Inside those: what is built or installed, not read. */
const SKIPPED = new Set(['dist', 'node_modules', 'test-results', '.tmp']);
export const WEB_OUTPUT = 'apps/web/dist/index.html';
export const STAMP = '.tmp/web-build.json';

export interface Stamp {
  inputs: string;
  output: string;
}

function files(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((e) => !SKIPPED.has(e.name))
    .flatMap((e) => (e.isDirectory() || e.isFile() ? files(root, `${entry}/${e.name}`) : []));
}

/** SHA-256 of the web app's inputs: each file's path and bytes, in a fixed order. */
export function hashWebInputs(root = ROOT): string {
  const hash = createHash('sha256');
  for (const file of WEB_INPUTS.flatMap((entry) => files(root, entry)).sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const hashFile = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Why the web app must be built before the server starts, or null when its build is the one of its inputs. */
export function webBuildReason(root = ROOT, inputs = hashWebInputs(root)): string | null {
  const output = path.join(root, WEB_OUTPUT);
  if (!fs.existsSync(output)) return 'no build yet';
  let stamp: Partial<Stamp>;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(root, STAMP), 'utf8')) as Partial<Stamp>;
  } catch {
    return 'built without a stamp';
  }
  if (stamp.inputs !== inputs) return 'its sources changed';
  // Built since by other means (npm run build, vite): that build may be of other sources.
  if (stamp.output !== hashFile(output)) return 'built by another command since';
  return null;
}

/** Records that the build now in apps/web/dist is the one of `inputs` (hashed before it started). */
export function writeStamp(root: string, inputs: string): void {
  const stamp: Stamp = { inputs, output: hashFile(path.join(root, WEB_OUTPUT)) };
  fs.mkdirSync(path.dirname(path.join(root, STAMP)), { recursive: true });
  fs.writeFileSync(path.join(root, STAMP), `${JSON.stringify(stamp)}\n`);
}

/** Builds the web app when needed; says what it did (with `toStderr`, on standard error only). */
export function ensureWebBuild(root = ROOT, toStderr = false): void {
  const say = toStderr ? console.error : console.log;
  const inputs = hashWebInputs(root);
  const reason = webBuildReason(root, inputs);
  if (!reason) {
    say('Web app: up to date, not rebuilt.');
    return;
  }
  say(`Web app: building (${reason})…`);
  try {
    execFileSync('npm', ['run', '--silent', 'build'], {
      cwd: root,
      stdio: ['ignore', toStderr ? 2 : 'inherit', 'inherit'],
    });
  } catch {
    // The build has printed why.
    process.exit(1);
  }
  writeStamp(root, inputs);
}

if (import.meta.main) {
  ensureWebBuild();
  // The server in this process (main.ts turns Node's compile cache on first): one Node, not a second one waiting beside it.
  await import(pathToFileURL(path.join(ROOT, 'apps/server/src/main.ts')).href);
}
