import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'judge', include: ['src/**/*.test.ts'], testTimeout: 60000 },
});
