// Browser tests: the real server on a fresh embedded database with demo data, driven through Chromium.
// Run from the repository root: node_modules/.bin/vitest run --config e2e/vitest.config.ts
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import RoleWalksFirst from './support/sequencer.ts';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Fails a test on any CSP violation a page reported; a failure's error says what the pages did last.
    setupFiles: ['e2e/support/csp-check.ts', 'e2e/support/failure-trail.ts'],
    pool: 'forks',
    sequence: { sequencer: RoleWalksFirst },
    // Each file drives its own Chromium. Two at a time left a fifth of two cores idle (the pages wait on the server,
    // the server on the pages); three finish the run 14 % sooner on the same machine
    // (README, "Tests").
    maxWorkers: 3,
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // A page on a busy machine can take longer than Vitest's default second to render after a navigation.
    expect: { poll: { timeout: 10_000 } },
  },
});
