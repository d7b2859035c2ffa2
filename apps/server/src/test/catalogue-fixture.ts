import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
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

/**
 * A small catalogue on disk for tests: tracks as in the real one, and puzzles made to order. Every puzzle
 * is "print the sum of two numbers", with working code in all three languages.
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

const PROGRAMS = {
  c: '#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); return 0; }\n',
  java: 'import java.util.*;\npublic class Main { public static void main(String[] a) { Scanner s = new Scanner(System.in); System.out.println(s.nextLong() + s.nextLong()); } }\n',
  python: 'a, b = map(int, input().split())\nprint(a + b)\n',
};
const STARTERS = {
  c: '#include <stdio.h>\nint main(void) { printf("0\\n"); return 0; }\n',
  java: 'public class Main { public static void main(String[] a) { System.out.println(0); } }\n',
  python: 'print(0)\n',
};

/** Medium and hard puzzles keep a wrong solution the tests catch (Wrong Answer on every test). */
const WRONG = 'a, b = map(int, input().split())\nprint(a + b + 1)\n';

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
    writeFileSync(path.join(dir, LANGUAGE_TABLE[language].solutionFile), PROGRAMS[language]);
    writeFileSync(path.join(dir, LANGUAGE_TABLE[language].starterFile), STARTERS[language]);
  }
  if (difficulty !== 'easy') {
    mkdirSync(path.join(dir, 'wrong'), { recursive: true });
    writeFileSync(path.join(dir, 'wrong', 'off-by-one.py'), WRONG);
  }
  return dir;
}
