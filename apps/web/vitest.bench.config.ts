import { defineConfig, mergeConfig } from 'vitest/config';
import e2e from './vitest.e2e.config';

/**
 * `npm run bench:web`: the browser measurements that print figures against their goals (a slow network)
 * rather than pass or fail. Same server, build and Chromium as the browser tests.
 */
export default mergeConfig(
  e2e,
  defineConfig({ test: { name: 'bench-web', include: ['e2e/**/*.bench.ts'], testTimeout: 180_000 } }),
);
