// Test projects: fast unit tests, and the API suites run twice — on embedded PGlite and on a real
// PostgreSQL (TEST_DATABASE_URL, started by scripts/test.sh). Browser tests live in e2e/.
import { defineConfig } from 'vitest/config';

const api = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    include: ['apps/server/test/**/*.test.ts'],
    env: { GARITA_TEST_DB: db },
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two at a time fits a 2-core machine.
    maxWorkers: 2,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
      api('pglite'),
      api('postgres'),
    ],
  },
});
