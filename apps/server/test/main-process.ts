// The server as an operator starts it: `node apps/server/src/main.ts` spawned with Node 24 from the repository's
// root, with only PATH, HOME and the variables the test chooses, answered once it listens (the port it printed,
// so PORT=0 works). For the tests of several processes: the graceful stop (deploy.test.ts) and the topology of
// two instances behind HAProxy (topology.test.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const NODE = path.join(ROOT, 'node_modules/.bin/node');

export interface MainProcess {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Resolves when the process ends, with its exit code (null when a signal ended it) and the time. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** What it wrote on its standard output and error so far. */
  output(): string;
}

/** Starts main.ts with `env` (PORT defaults to 0) and answers once it printed that it runs. */
export async function startMain(env: Record<string, string>): Promise<MainProcess> {
  const child = spawn(NODE, ['apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(({ code }) => reject(new Error(`server exited ${code} before listening: ${output}`)));
  });
  return { child, port, url: `http://127.0.0.1:${port}`, exited, output: () => output };
}
