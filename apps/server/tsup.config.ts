import { defineConfig } from 'tsup';

// One ESM bundle per entry (the server, its root launcher, its judge process, the judge worker, the puzzle
// families' writer thread, the catalogue's seeding thread, the scheduled backups' thread, the similarity
// thread, the package reader's thread, and the generated-test builder that set-up runs);
// the workspace packages are bundled in (they ship TypeScript source), everything from the npm registry stays
// an import. tsup leaves out only the dependencies this package.json lists: a registry package that a
// workspace package uses (bullmq for the judge) must be listed here too, or it is bundled and breaks.
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    'judge-host': '../../packages/judge/src/transports/ipc/judge-host.ts',
    launcher: 'src/launcher.ts',
    'generation-writer': 'src/generation/writer-thread.ts',
    'content-build': 'src/cli/content-build.ts',
    'catalogue-seed': 'src/catalogue/seed-thread.ts',
    'backup-thread': 'src/backup/backup-thread.ts',
    'similarity-thread': 'src/similarity/similarity-thread.ts',
    'package-reader': 'src/packages/read-thread.ts',
  },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@codequest\//],
});
