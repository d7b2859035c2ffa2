import { defineConfig } from 'vitest/config';

/**
 * Browser tests: the real server (apps/server/dist) serving the real build (apps/web/dist), driven by one
 * Chromium. Build both first: `npm run build -w apps/web && npm run build -w apps/server`.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // One browser and one server for the whole run: files take turns.
    fileParallelism: false,
    maxWorkers: 1,
    // A test's several page loads, runs and axe scans take up to 30 s while two shards share two cores,
    // and a slow machine takes well over twice as long.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
