import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    // A test server starts a judge process of its own (a second Node process), which a busy machine slows.
    hookTimeout: 60_000,
  },
});
