import { defineConfig } from 'vitest/config';

/** One Vitest run over every workspace; each has its own project config (name, setup, timeouts). */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
