// Starts the real Garita server (node apps/server/src/main.ts) on a free port with a fresh data folder
// and the demo data, builds the web app first if it has never been built, and hands the URL to the tests.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { SERVER_ENV } from './support/settings.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));
/** The repository's Node 24 (the `node` package), whatever Node runs the tests. */
const localNode = path.join(root, 'node_modules/.bin/node');
const node = existsSync(localNode) ? localNode : process.execPath;
const HEALTH_TIMEOUT_MS = 90_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (code ${server.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/v1/health within ${HEALTH_TIMEOUT_MS} ms:\n${output()}`);
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    execFileSync(node, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
    });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'garita-e2e-'));
  const port = await freePort();
  let log = '';
  const server = spawn(node, ['apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...SERVER_ENV, PORT: String(port), DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  let stopping = false;
  server.once('exit', (code, signal) => {
    if (!stopping) console.error(`The Garita server stopped during the tests (${code ?? signal}):\n${log}`);
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, server, () => log);
  } catch (error) {
    stopping = true;
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseURL', baseURL);

  return async () => {
    stopping = true;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
