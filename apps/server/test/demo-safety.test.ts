// The demo accounts never face a network unasked. The server (main.ts, spawned with Node 24 as `npm start` runs
// it) loads the demo and serves it on the default loopback HOST; on an embedded data dir that holds the demo it
// refuses HOST=0.0.0.0 with a message naming HOST and DEMO, unless DEMO=1 was set; a fresh data dir served on
// 0.0.0.0 starts empty, waiting for its first run. Traffic goes to 127.0.0.1 only.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopback, loadConfig } from '../src/config.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const NODE = path.join(ROOT, 'node_modules/.bin/node');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');

const dirs: string[] = [];
const running = new Set<ChildProcess>();
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'garita-demo-'));
  dirs.push(dir);
  return dir;
};
let demoDir: string;

beforeAll(() => {
  demoDir = tempDir();
});
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  output: () => string;
  /** The port it listens on, once it says it runs; null when it exits first. */
  port: Promise<number | null>;
  exit: Promise<number | null>;
}

function startMain(env: Record<string, string>): Started {
  const { PATH, HOME } = process.env;
  const child = spawn(NODE, [MAIN], {
    cwd: ROOT,
    env: { PATH, HOME, PORT: '0', LOG_LEVEL: 'warn', WEB_DIST: path.join(demoDir, 'no-web'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exit = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const port = new Promise<number | null>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /Garita is running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exit.then(() => resolve(null));
  });
  return { child, output: () => output, port, exit };
}

async function stop(started: Started): Promise<void> {
  started.child.kill('SIGTERM');
  await started.exit;
}

const get = async (port: number, route: string) => {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1${route}`);
  return { status: res.status, body: await res.json() };
};

describe('settings', () => {
  it('loads the demo only for the embedded database on a loopback HOST, or when DEMO=1 says so', () => {
    const url = 'postgres://garita@127.0.0.1:5432/garita';
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ HOST: 'localhost' }).demo).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, HOST: '127.0.0.1' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, DEMO: '1' })).toMatchObject({ demo: true, demoExplicit: true });
    expect(loadConfig({ HOST: '0.0.0.0', DEMO: 'true' })).toMatchObject({ demo: true, demoExplicit: true });
    expect(loadConfig({ DEMO: '0' })).toMatchObject({ demo: false, demoExplicit: false });
    expect(loadConfig({}).demoExplicit).toBe(false);
  });

  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['garita.example.org', false],
    ['127.0.0.1.example.org', false],
  ])('%s is loopback: %s', (host, loopback) => expect(isLoopback(host)).toBe(loopback));
});

describe('the server process', () => {
  it('starts on the loopback default with the demo loaded, as npm start does', { timeout: 90_000 }, async () => {
    const started = startMain({ DATA_DIR: demoDir });
    const port = await started.port;
    expect(port, started.output()).not.toBeNull();
    expect(started.output()).toContain('demo data loaded');
    expect(started.output()).toContain('admin@demo.test');
    expect((await get(port as number, '/health')).status).toBe(200);
    expect((await get(port as number, '/setup')).body).toEqual({ needed: false });
    await stop(started);
  });

  it('refuses HOST=0.0.0.0 on that data dir, naming HOST and DEMO', { timeout: 60_000 }, async () => {
    for (const demo of [{}, { DEMO: '0' }] as Record<string, string>[]) {
      const started = startMain({ DATA_DIR: demoDir, HOST: '0.0.0.0', ...demo });
      expect(await started.exit).toBe(1);
      expect(await started.port).toBeNull();
      expect(started.output()).toContain('Garita will not listen on HOST=0.0.0.0');
      expect(started.output()).toContain('demo accounts');
      expect(started.output()).toContain('set DEMO=1');
    }
  });

  it('serves the demo on 0.0.0.0 when DEMO=1 is set explicitly', { timeout: 60_000 }, async () => {
    const started = startMain({ DATA_DIR: demoDir, HOST: '0.0.0.0', DEMO: '1' });
    const port = await started.port;
    expect(port, started.output()).not.toBeNull();
    expect((await get(port as number, '/health')).status).toBe(200);
    await stop(started);
  });

  it('starts a fresh data dir on 0.0.0.0 empty, waiting for its first run', { timeout: 90_000 }, async () => {
    const started = startMain({ DATA_DIR: tempDir(), HOST: '0.0.0.0' });
    const port = await started.port;
    expect(port, started.output()).not.toBeNull();
    expect(started.output()).not.toContain('demo data loaded');
    expect(started.output()).not.toContain('Demo logins');
    expect(started.output()).toContain('First run: set Garita up with');
    expect(started.output()).toContain('npm run garita -- setup');
    expect((await get(port as number, '/setup')).body).toEqual({ needed: true });
    await stop(started);
  });
});
