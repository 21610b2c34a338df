// Test projects: fast unit tests, and the API suites run twice — on embedded PGlite and on a real
// PostgreSQL (TEST_DATABASE_URL, started by scripts/test.sh). Browser tests live in e2e/.
import { defineConfig } from 'vitest/config';

const api = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    include: ['apps/server/test/**/*.test.ts'],
    // demo-safety starts the embedded server as `npm start` does, whatever the project: once is enough.
    exclude: db === 'postgres' ? ['apps/server/test/demo-safety.test.ts'] : [],
    env: { GARITA_TEST_DB: db },
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two at a time fits a 2-core machine.
    maxWorkers: 2,
    // The server keeps no state in its modules (it lives in the database, and each file has its own), so a
    // worker runs file after file without re-importing it: half the run's time was spent importing.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          maxWorkers: 2,
          // Each test restores what it stubs (globals, timers), so files need not be re-imported either.
          isolate: false,
          include: [
            'packages/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            // The layering rules (scripts/architecture.ts).
            'scripts/**/*.test.ts',
          ],
        },
      },
      api('pglite'),
      api('postgres'),
    ],
  },
});
