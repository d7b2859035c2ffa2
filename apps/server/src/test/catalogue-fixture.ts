import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CATALOGUE_PUZZLE_POINTS,
  type Difficulty,
  LANGUAGE_TABLE,
  LANGUAGES,
  PUZZLE_STARS,
} from '@codequest/contracts';
import { stringify } from 'yaml';
import { loadCatalogue } from '../catalogue/files';
import { seedCatalogue } from '../commands/seed-catalogue';
import type { ServiceContext } from '../services/context';
import { OFF_BY_ONE_PY, SUM_PROGRAMS, ZERO_STARTERS } from './programs';

/**
 * A small catalogue on disk for tests: tracks as in the real one, and puzzles made to order. Every puzzle
 * is "print the sum of two numbers", with working code in every language.
 */

export function createContentDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'codequest-content-'));
  writeFileSync(
    path.join(dir, 'tracks.yaml'),
    stringify([
      {
        slug: 'algorithms',
        name: 'Algorithms',
        description: 'Algorithms.',
        icon: 'cpu',
        topics: ['sorting-and-searching'],
      },
      {
        slug: 'logic-puzzles',
        name: 'Logic Puzzles',
        description: 'Logic.',
        icon: 'brain',
        topics: ['brain-teasers'],
      },
    ]),
  );
  return dir;
}

export interface FixturePuzzle {
  track?: string;
  order: number;
  slug: string;
  difficulty?: Difficulty;
  title?: string;
  /** Changes to puzzle.yaml's fields. */
  meta?: Record<string, unknown>;
}

export function writePuzzle(contentDir: string, puzzle: FixturePuzzle): string {
  const difficulty = puzzle.difficulty ?? 'easy';
  const track = puzzle.track ?? 'algorithms';
  const dir = path.join(contentDir, track, `${String(puzzle.order).padStart(3, '0')}-${puzzle.slug}`);
  mkdirSync(path.join(dir, 'tests'), { recursive: true });
  const tests = [
    ['1 2', '3'],
    ['5 7', '12'],
    ['0 0', '0'],
    ['-4 4', '0'],
    ['-1 -1', '-2'],
    ['1000000000 1000000000', '2000000000'],
    ['3 -10', '-7'],
    ['123 456', '579'],
  ];
  tests.forEach(([input, output], index) => {
    const name = String(index + 1).padStart(2, '0');
    writeFileSync(path.join(dir, 'tests', `${name}.in`), `${input}\n`);
    writeFileSync(path.join(dir, 'tests', `${name}.out`), `${output}\n`);
  });
  const meta = {
    title: puzzle.title ?? `Sum ${puzzle.slug}`,
    description: 'Add two numbers.',
    difficulty,
    points: CATALOGUE_PUZZLE_POINTS[difficulty],
    stars: PUZZLE_STARS[difficulty],
    topic: track === 'algorithms' ? 'sorting-and-searching' : 'brain-teasers',
    statement: 'Print the **sum** of two integers.',
    input: 'One line with two integers a and b.',
    output: 'One line: a + b.',
    constraints: '-10^9 ≤ a, b ≤ 10^9',
    hints: ['Read both numbers.', 'Add them.'],
    examples: [{ input: '1 2\n', output: '3\n', explanation: '1 + 2 = 3.' }],
    visible: ['01', '02'],
    ...(difficulty === 'easy' ? {} : { large: ['06'] }),
    ...puzzle.meta,
  };
  writeFileSync(path.join(dir, 'puzzle.yaml'), stringify(meta));
  for (const language of LANGUAGES) {
    writeFileSync(path.join(dir, LANGUAGE_TABLE[language].solutionFile), SUM_PROGRAMS[language]);
    writeFileSync(path.join(dir, LANGUAGE_TABLE[language].starterFile), ZERO_STARTERS[language]);
  }
  if (difficulty !== 'easy') {
    mkdirSync(path.join(dir, 'wrong'), { recursive: true });
    writeFileSync(path.join(dir, 'wrong', 'off-by-one.py'), OFF_BY_ONE_PY);
  }
  return dir;
}

/** One easy puzzle, `sum`: what a suite about judging needs and no more. */
/** A generator printing "NN NN" for test NN: deterministic, and the fixture's solution adds the two. */
export const GEN_PY = 'import sys\nn = int(sys.argv[1])\nprint(n, n * 1000)\n';

/** Turns a written puzzle's tests `names` into generated ones (tests/gen.py, GEN_PY). */
export function makeGenerated(dir: string, names: string[]): void {
  for (const name of names) {
    rmSync(path.join(dir, 'tests', `${name}.in`));
    rmSync(path.join(dir, 'tests', `${name}.out`));
  }
  writeFileSync(path.join(dir, 'tests', 'gen.py'), GEN_PY);
}

export function writeSumPuzzle(contentDir: string): void {
  writePuzzle(contentDir, { order: 1, slug: 'sum' });
}

/** Four easy puzzles (`easy-1` to `easy-4`) and `medium-one`, which three easy solves unlock. */
export function writeUnlockLadder(contentDir: string): void {
  for (let order = 1; order <= 4; order++) writePuzzle(contentDir, { order, slug: `easy-${order}` });
  writePuzzle(contentDir, { order: 5, slug: 'medium-one', difficulty: 'medium' });
}

export interface SeededCatalogue {
  /** Each seeded puzzle's id by its slug. */
  puzzleIds: Record<string, number>;
  /** Deletes the catalogue's folder (the database keeps the puzzles). */
  remove(): void;
}

/** Writes a catalogue with `write` and seeds it into the database, as a start-up seeds the real one. */
export async function seedFixtureCatalogue(
  ctx: ServiceContext,
  write: (contentDir: string) => void,
  dir = createContentDir(),
): Promise<SeededCatalogue> {
  write(dir);
  await seedCatalogue(ctx, loadCatalogue(dir));
  const puzzleIds: Record<string, number> = {};
  for (const row of await ctx.db.selectFrom('puzzles').select(['id', 'slug']).execute())
    puzzleIds[row.slug] = row.id;
  return { puzzleIds, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
