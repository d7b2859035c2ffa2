import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DIFFICULTIES,
  type Difficulty,
  LANGUAGES,
  type Language,
  ZJudgeChecker,
  ZJudgeLimits,
} from '@codequest/contracts';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/**
 * Reads the puzzle catalogue from its files (content/README.md is the format's one description) and checks
 * everything that can be checked without running code. Problems name the file and the field.
 */

const ZTrack = z.object({
  slug: z.string().regex(/^[a-z][a-z-]*$/),
  name: z.string().min(1),
  description: z.string().min(1),
  icon: z.string().min(1),
  topics: z.array(z.string().min(1)).min(1),
});
export type Track = z.infer<typeof ZTrack>;
const ZTracks = z.array(ZTrack).min(1);

const testName = z.string().regex(/^\d{2}$/, 'a test name is two digits, like "01"');
const text = z.string().trim().min(1);

export const POINTS: Record<Difficulty, number> = { easy: 50, medium: 100, hard: 200 };
export const STARS: Record<Difficulty, number> = { easy: 1, medium: 2, hard: 3 };

const ZPuzzleFile = z
  .object({
    title: text.max(80),
    description: text.max(160).refine((value) => !value.includes('\n'), 'must be one line'),
    difficulty: z.enum(DIFFICULTIES),
    points: z.number().int(),
    stars: z.number().int().min(1).max(3),
    topic: text,
    statement: text,
    input: text,
    output: text,
    constraints: text,
    hints: z.array(text).min(2).max(3),
    examples: z
      .array(z.object({ input: z.string().min(1), output: z.string().min(1), explanation: text }))
      .min(1),
    visible: z.array(testName).min(2),
    large: z.array(testName).optional(),
    limits: ZJudgeLimits.strict().optional(),
    checker: ZJudgeChecker.optional(),
  })
  .strict()
  .superRefine((puzzle, ctx) => {
    if (puzzle.points !== POINTS[puzzle.difficulty]) {
      ctx.addIssue({
        code: 'custom',
        path: ['points'],
        message: `a ${puzzle.difficulty} puzzle is worth ${POINTS[puzzle.difficulty]}`,
      });
    }
    if (puzzle.stars !== STARS[puzzle.difficulty]) {
      ctx.addIssue({
        code: 'custom',
        path: ['stars'],
        message: `a ${puzzle.difficulty} puzzle has ${STARS[puzzle.difficulty]} stars`,
      });
    }
    if (puzzle.difficulty !== 'easy' && !puzzle.large?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['large'],
        message: 'medium and hard puzzles name at least one large test',
      });
    }
  });
export type PuzzleFile = z.infer<typeof ZPuzzleFile>;

export interface CatalogueTest {
  name: string;
  input: string;
  expected: string;
  hidden: boolean;
}

export interface CataloguePuzzle {
  track: string;
  slug: string;
  order: number;
  dir: string;
  meta: PuzzleFile;
  code: Record<Language, { starter: string; solution: string }>;
  tests: CatalogueTest[];
  /** SHA-256 over every file of the puzzle: unchanged files, nothing to seed. */
  hash: string;
}

export interface Catalogue {
  tracks: Track[];
  puzzles: CataloguePuzzle[];
  /** Everything wrong that could be seen without running code, one line each, naming the file. */
  problems: string[];
}

const FOLDER = /^(\d{3})-([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const MIN_VISIBLE = 2;
const MIN_HIDDEN = 6;

export function loadCatalogue(contentDir: string): Catalogue {
  const problems: string[] = [];
  const tracksFile = path.join(contentDir, 'tracks.yaml');
  const tracks = parseFile(tracksFile, ZTracks, problems) ?? [];
  const puzzles: CataloguePuzzle[] = [];

  for (const track of tracks) {
    const trackDir = path.join(contentDir, track.slug);
    if (!existsSync(trackDir)) continue;
    for (const folder of readdirSync(trackDir).sort()) {
      const match = FOLDER.exec(folder);
      if (!match) {
        problems.push(
          `${path.join(trackDir, folder)}: a puzzle folder is named NNN-slug (like 001-second-largest)`,
        );
        continue;
      }
      const puzzle = loadPuzzle(
        track,
        path.join(trackDir, folder),
        Number(match[1]),
        match[2] ?? '',
        problems,
      );
      if (puzzle) puzzles.push(puzzle);
    }
  }
  checkUnique(puzzles, problems);
  return { tracks, puzzles, problems };
}

function parseFile<T>(file: string, schema: z.ZodType<T>, problems: string[]): T | undefined {
  let data: unknown;
  try {
    data = parseYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${file}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return undefined;
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push(`${file}: ${issue.path.join('.') || '(top)'}: ${issue.message}`);
    return undefined;
  }
  return parsed.data;
}

const CODE_FILES: Record<Language, { starter: string; solution: string }> = {
  c: { starter: 'starter.c', solution: 'solution.c' },
  java: { starter: 'starter.java', solution: 'solution.java' },
  python: { starter: 'starter.py', solution: 'solution.py' },
};

function loadPuzzle(
  track: Track,
  dir: string,
  order: number,
  slug: string,
  problems: string[],
): CataloguePuzzle | undefined {
  const before = problems.length;
  const yamlFile = path.join(dir, 'puzzle.yaml');
  const meta = existsSync(yamlFile) ? parseFile(yamlFile, ZPuzzleFile, problems) : undefined;
  if (!existsSync(yamlFile)) problems.push(`${yamlFile}: missing`);
  if (meta && !track.topics.includes(meta.topic)) {
    problems.push(
      `${yamlFile}: topic: "${meta.topic}" is not one of ${track.slug}'s topics (${track.topics.join(', ')})`,
    );
  }

  const hash = createHash('sha256');
  const read = (file: string): string => {
    const full = path.join(dir, file);
    if (!existsSync(full)) {
      problems.push(`${full}: missing`);
      return '';
    }
    const content = readFileSync(full, 'utf8');
    hash.update(file).update('\0').update(content).update('\0');
    return content;
  };
  read('puzzle.yaml');
  const code = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      { starter: read(CODE_FILES[language].starter), solution: read(CODE_FILES[language].solution) },
    ]),
  ) as CataloguePuzzle['code'];

  const tests = meta ? loadTests(dir, meta, read, problems) : [];
  if (!meta || problems.length > before) return undefined;
  return { track: track.slug, slug, order, dir, meta, code, tests, hash: hash.digest('hex') };
}

function loadTests(
  dir: string,
  meta: PuzzleFile,
  read: (file: string) => string,
  problems: string[],
): CatalogueTest[] {
  const testsDir = path.join(dir, 'tests');
  const files = existsSync(testsDir) ? readdirSync(testsDir) : [];
  const names = [...new Set(files.map((file) => file.replace(/\.(in|out)$/, '')))].sort();
  const expectedNames = names.map((_, index) => String(index + 1).padStart(2, '0'));
  if (names.join() !== expectedNames.join() || files.length !== names.length * 2) {
    problems.push(
      `${testsDir}: tests are pairs NN.in + NN.out numbered from 01 without gaps (found: ${files.join(' ')})`,
    );
    return [];
  }
  const visible = new Set(meta.visible);
  const tests = names.map((name) => ({
    name,
    input: read(path.join('tests', `${name}.in`)),
    expected: read(path.join('tests', `${name}.out`)),
    hidden: !visible.has(name),
  }));
  const yamlFile = path.join(dir, 'puzzle.yaml');
  for (const name of [...meta.visible, ...(meta.large ?? [])]) {
    if (!names.includes(name))
      problems.push(`${yamlFile}: test ${name} is named but ${testsDir}/${name}.in does not exist`);
  }
  const hiddenCount = tests.filter((test) => test.hidden).length;
  if (visible.size < MIN_VISIBLE || hiddenCount < MIN_HIDDEN) {
    problems.push(
      `${yamlFile}: at least ${MIN_VISIBLE} visible and ${MIN_HIDDEN} hidden tests (has ${visible.size} and ${hiddenCount})`,
    );
  }
  meta.examples.forEach((example, index) => {
    const same = tests.some(
      (test) =>
        !test.hidden && sameText(test.input, example.input) && sameText(test.expected, example.output),
    );
    if (!same)
      problems.push(`${yamlFile}: examples.${index}: is not one of the visible tests, word for word`);
  });
  return tests;
}

/** Equal but for trailing spaces on lines and trailing blank lines: what the checker ignores too. */
function sameText(a: string, b: string): boolean {
  const lines = (value: string) =>
    value
      .replace(/\r\n/g, '\n')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .trimEnd();
  return lines(a) === lines(b);
}

function checkUnique(puzzles: CataloguePuzzle[], problems: string[]): void {
  const seen = new Map<string, string>();
  for (const puzzle of puzzles) {
    for (const key of [`slug ${puzzle.slug}`, `title ${puzzle.meta.title.toLowerCase()}`]) {
      const other = seen.get(key);
      if (other) problems.push(`${puzzle.dir}: the ${key.split(' ')[0]} is also used by ${other}`);
      seen.set(key, puzzle.dir);
    }
  }
}

/** The statement learners read: the story, then the exact input and output formats. */
export function composeStatement(meta: PuzzleFile): string {
  return `${meta.statement.trim()}\n\n**Input**\n\n${meta.input.trim()}\n\n**Output**\n\n${meta.output.trim()}\n`;
}
