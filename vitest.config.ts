import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The seconds each test file took in a recent `npm test`, by its path from here (written from that run's
 * reports by `npm run test:durations`).
 */
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const DURATIONS_FILE = path.join(ROOT, 'test-durations.json');

/**
 * The longest files start first, by the recorded durations, so that no long file is left to run alone at
 * the end while the other workers have nothing to do. Vitest does this by itself only from its own cache of
 * an earlier run's timings, which a fresh clone lacks (it then starts the largest files first, and a 54 s
 * file with few lines started last). A file not recorded weighs the median. Vitest's own grouping comes
 * first: sequence.groupOrder, then the projects by name.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations: Record<string, number> = existsSync(DURATIONS_FILE)
      ? JSON.parse(readFileSync(DURATIONS_FILE, 'utf8'))
      : {};
    const known = Object.values(durations).sort((a, b) => a - b);
    const median = known[Math.floor(known.length / 2)] ?? 0;
    const weight = (file: TestSpecification) => durations[path.relative(ROOT, file.moduleId)] ?? median;
    const order = (file: TestSpecification) => file.project.config.sequence.groupOrder;
    return [...files].sort(
      (a, b) =>
        order(a) - order(b) ||
        a.project.name.localeCompare(b.project.name) ||
        weight(b) - weight(a) ||
        a.moduleId.localeCompare(b.moduleId),
    );
  }
}

/** One Vitest run over every workspace; each has its own project config (name, setup, timeouts). */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
    sequence: { sequencer: LongestFirst },
  },
});
