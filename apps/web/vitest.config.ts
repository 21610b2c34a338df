// Unit tests of the web app: pure logic (route tables, translations, dates, API client) in Node.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
