// What the server loads to start (docs/benchmarks.md, "Start-up"): the modules serve.ts imports, followed by a
// Node child process, hold none of the libraries only some requests need (mail, QR and calendar files, photo
// encoding, the zip export), nor the PostgreSQL driver on the embedded database, nor date-fns' whole barrel or any
// of its ES modules (apps/server/src/lib/date-fns.ts).
// Each one left out is start-up time and memory spent on every start for nothing.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

// Here, not beside the server's sources: those unit tests run again at five instants (scripts/test.sh), this one needn't.
const SRC = path.resolve(import.meta.dirname, '../apps/server/src');
/** serve.ts's own imports (main.ts's, after the compile cache), loaded without starting the server. */
const MAIN_IMPORTS = [
  'config.ts',
  'db/seed.ts',
  'repositories/networks.repository.ts',
  'server.ts',
  'services/overstay.ts',
  'services/purge.service.ts',
];
const LAZY = ['nodemailer', 'qrcode', 'ics', 'sharp', 'archiver', 'pg'];

it('loads no library that only some requests need, and date-fns one function at a time, as CommonJS', () => {
  const script = `
    import { registerHooks } from 'node:module';
    const packages = {};
    const dateFnsModules = [];
    registerHooks({ load(url, context, next) {
      const name = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(url)?.[1];
      if (name) packages[name] = (packages[name] ?? 0) + 1;
      if (name === 'date-fns' && !url.endsWith('.cjs')) dateFnsModules.push(url);
      return next(url, context);
    } });
    for (const file of ${JSON.stringify(MAIN_IMPORTS.map((f) => path.join(SRC, f)))}) await import(file);
    console.log(JSON.stringify({ packages, dateFnsModules }));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  const { packages, dateFnsModules } = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as {
    packages: Record<string, number>;
    dateFnsModules: string[];
  };
  expect(Object.keys(packages)).toContain('fastify');
  expect(LAZY.filter((name) => name in packages)).toEqual([]);
  // The 'date-fns' barrel is 250 modules; the few functions the server uses and their helpers are far fewer.
  expect(packages['date-fns'] ?? 0).toBeLessThan(100);
  expect(packages['date-fns'] ?? 0).toBeGreaterThan(0);
  // Each of its ES modules costs Node a parse of its 199 KB package.json.
  expect(dateFnsModules).toEqual([]);
}, 60_000);
