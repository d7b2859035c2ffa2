import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Unit tests of the web app's pure logic (no DOM is installed: keep them to plain functions). */
export default defineConfig({
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
