import { defineConfig } from 'vitest/config';
import e2e from './vitest.e2e.config';

/**
 * `npm run bench:web`: the browser measurements that print figures against their goals (a slow network)
 * rather than pass or fail. Same server, build and Chromium as the browser tests, but only the benchmarks:
 * the test options are copied rather than merged, since merging would add the browser tests to `include`.
 */
export default defineConfig({
  test: { ...e2e.test, name: 'bench-web', include: ['e2e/**/*.bench.ts'], testTimeout: 180_000 },
});
