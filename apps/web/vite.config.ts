import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';
import { prerenderLanding } from './vite-prerender';

/** Where `npm run dev -w apps/web` sends /api calls: the API server started with `npm run dev -w apps/server`. */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * @codequest/contracts only declares constants, functions and zod schemas. Telling the bundler its modules have
 * no side effects lets it drop the schemas (and zod with them, ~26 KB gzipped) from chunks that only use a
 * constant or a message, which keeps the landing route small.
 */
const contractsHaveNoSideEffects = (id: string) => !id.includes('/packages/contracts/');

/**
 * Chunks split off a package (CodeMirror's core and each language grammar) would all be called after their
 * file, "dist": name them after their package instead, so the build's size report says what each one is.
 */
function nameChunk(chunk: { name: string; moduleIds: readonly string[] }): string {
  if (chunk.name !== 'dist') return 'assets/[name]-[hash].js';
  if (chunk.moduleIds.some((id) => id.includes('/@codemirror/view/'))) return 'assets/codemirror-[hash].js';
  const packageName = chunk.moduleIds
    .map((id) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1])
    .find((name) => name !== undefined);
  return `assets/${packageName?.replace('@', '').replace('/', '-') ?? chunk.name}-[hash].js`;
}

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderLanding(), precompress()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  server: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    // `vite build` prints every chunk with its gzipped size: the landing route must stay under 150 KB.
    reportCompressedSize: true,
    // One stylesheet, inlined into index.html (vite-prerender.ts): lazy chunks then never ask for CSS.
    cssCodeSplit: false,
    rolldownOptions: {
      treeshake: { moduleSideEffects: contractsHaveNoSideEffects },
      output: { chunkFileNames: nameChunk },
    },
  },
});
