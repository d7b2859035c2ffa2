import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  CATALOGUE_PUZZLE_POINTS,
  DIFFICULTIES,
  LANGUAGE_TABLE,
  LANGUAGES,
  type Language,
  languageOfExtension,
  PUZZLE_STARS,
  ZJudgeChecker,
  ZJudgeLimits,
} from '@codequest/contracts';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { generatedKey, generatedTestsDir, isBuilt } from './generated';

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

export const ZPuzzleFile = z
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
    /** Tests built by tests/gen.py and the reference solution, never committed (always hidden). */
    generated: z.array(testName).optional(),
    limits: ZJudgeLimits.strict().optional(),
    checker: ZJudgeChecker.optional(),
  })
  .strict()
  .superRefine((puzzle, ctx) => {
    if (puzzle.points !== CATALOGUE_PUZZLE_POINTS[puzzle.difficulty]) {
      ctx.addIssue({
        code: 'custom',
        path: ['points'],
        message: `a ${puzzle.difficulty} puzzle is worth ${CATALOGUE_PUZZLE_POINTS[puzzle.difficulty]}`,
      });
    }
    if (puzzle.stars !== PUZZLE_STARS[puzzle.difficulty]) {
      ctx.addIssue({
        code: 'custom',
        path: ['stars'],
        message: `a ${puzzle.difficulty} puzzle has ${PUZZLE_STARS[puzzle.difficulty]} stars`,
      });
    }
    if (puzzle.difficulty !== 'easy' && !puzzle.large?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['large'],
        message: 'medium and hard puzzles name at least one large test',
      });
    }
    for (const name of puzzle.generated ?? []) {
      if (puzzle.visible.includes(name))
        ctx.addIssue({
          code: 'custom',
          path: ['generated'],
          message: `test ${name} is generated, and generated tests are always hidden (remove it from visible)`,
        });
    }
  });
export type PuzzleFile = z.infer<typeof ZPuzzleFile>;

export interface CatalogueTest {
  name: string;
  input: string;
  expected: string;
  hidden: boolean;
  /** Built by tests/gen.py rather than committed. */
  generated: boolean;
  /** The files that hold it, relative to the content folder (generated tests: in the cache). */
  files?: { input: string; expected: string } | undefined;
}

/** A solution kept to prove the tests catch it: `wrong/<name>.{c,java,py}`. */
export interface WrongSolution {
  /** The file, relative to the puzzle's folder (`wrong/naive.py`). */
  file: string;
  language: Language;
  source: string;
}

export interface CataloguePuzzle {
  track: string;
  slug: string;
  order: number;
  dir: string;
  meta: PuzzleFile;
  code: Record<Language, { starter: string; solution: string }>;
  tests: CatalogueTest[];
  wrong: WrongSolution[];
  /** SHA-256 over every file of the puzzle and its generated tests: unchanged files, nothing to seed. */
  hash: string;
}

export interface Catalogue {
  tracks: Track[];
  puzzles: CataloguePuzzle[];
  /** Everything wrong that could be seen without running code, one line each, naming the file. */
  problems: string[];
  /**
   * Breaks of the repository's rules that leave the puzzle correct (a committed test file over 20 KB):
   * content:check fails on them; the server logs them and serves the puzzle.
   */
  policy: string[];
}

const FOLDER = /^(\d{3})-([a-z0-9]+(?:-[a-z0-9]+)*)$/;
export const MIN_VISIBLE = 2;
export const MIN_HIDDEN = 6;
/** The largest committed test file: anything bigger comes from tests/gen.py (keeps clones small). */
export const MAX_COMMITTED_TEST_BYTES = 20 * 1024;

/**
 * The catalogue read one puzzle at a time, for seeding: only the puzzle being read is held (the largest
 * carry several megabytes of tests; the whole catalogue, hundreds). `problems` and `policy` fill as the
 * puzzles are read, and are complete once `puzzles` has been gone through. A puzzle whose slug or title an
 * earlier one has is a problem, and is left out.
 */
export interface CatalogueReading {
  tracks: Track[];
  puzzles: Iterable<CataloguePuzzle>;
  problems: string[];
  policy: string[];
  /**
   * Puzzles left out because their generated tests are not built yet (`track/NNN-slug`): not a problem, they
   * are seeded once the build is done; until then a seed neither adds nor retires them.
   */
  pending: string[];
}

export function readCatalogue(contentDir: string): CatalogueReading {
  const problems: string[] = [];
  const policy: string[] = [];
  const pending: string[] = [];
  const tracks = parseFile(path.join(contentDir, 'tracks.yaml'), ZTracks, problems) ?? [];
  let read = false;
  const puzzles = {
    // Gone through a second time it would yield nothing, and a seed would take every puzzle for removed.
    [Symbol.iterator]: () => {
      if (read) throw new Error('a catalogue reading is gone through once: read the catalogue again');
      read = true;
      return readPuzzles(contentDir, tracks, { problems, policy, pending });
    },
  };
  return { tracks, puzzles, problems, policy, pending };
}

/**
 * The whole catalogue at once, for those that look at every puzzle together (content:check, which builds the
 * generated tests first): a puzzle whose generated tests are not built is a problem here.
 */
export function loadCatalogue(contentDir: string): Catalogue {
  const reading = readCatalogue(contentDir);
  const puzzles = [...reading.puzzles];
  const unbuilt = reading.pending.map(
    (where) =>
      `${path.join(contentDir, where, 'tests')}: generated tests not built yet (npm run content:build, or any start, builds them)`,
  );
  return {
    tracks: reading.tracks,
    puzzles,
    problems: [...reading.problems, ...unbuilt],
    policy: reading.policy,
  };
}

interface Findings {
  problems: string[];
  policy: string[];
  pending: string[];
}

function* readPuzzles(contentDir: string, tracks: Track[], found: Findings): Generator<CataloguePuzzle> {
  const seen = new Map<string, string>();
  for (const track of tracks) {
    const trackDir = path.join(contentDir, track.slug);
    if (!existsSync(trackDir)) continue;
    for (const folder of readdirSync(trackDir).sort()) {
      const match = FOLDER.exec(folder);
      if (!match) {
        found.problems.push(
          `${path.join(trackDir, folder)}: a puzzle folder is named NNN-slug (like 001-second-largest)`,
        );
        continue;
      }
      const puzzle = loadPuzzle(
        contentDir,
        track,
        path.join(trackDir, folder),
        Number(match[1]),
        match[2] ?? '',
        found,
      );
      if (puzzle && isUnique(puzzle, seen, found.problems)) yield puzzle;
    }
  }
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

function loadPuzzle(
  contentDir: string,
  track: Track,
  dir: string,
  order: number,
  slug: string,
  { problems, policy, pending }: Findings,
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
  // `file` names the content in the hash; `full` is where it is read from (generated tests: the cache).
  const read = (file: string, full = path.join(dir, file)): string => {
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
      {
        starter: read(LANGUAGE_TABLE[language].starterFile),
        solution: read(LANGUAGE_TABLE[language].solutionFile),
      },
    ]),
  ) as CataloguePuzzle['code'];

  if (existsSync(path.join(dir, 'tests', 'gen.py'))) read(path.join('tests', 'gen.py'));
  const wrong = loadWrong(dir, read, problems);
  if (meta && meta.difficulty !== 'easy' && wrong.length === 0) {
    problems.push(
      `${path.join(dir, 'wrong')}: a ${meta.difficulty} puzzle keeps at least one wrong solution (wrong/<name>.c, .java or .py) that the tests must catch`,
    );
  }
  const tests = meta ? loadTests(contentDir, dir, meta, read, { problems, policy }) : [];
  if (tests === 'pending') {
    pending.push(path.relative(contentDir, dir));
    return undefined;
  }
  if (!meta || problems.length > before) return undefined;
  return { track: track.slug, slug, order, dir, meta, code, tests, wrong, hash: hash.digest('hex') };
}

function loadWrong(
  dir: string,
  read: (file: string, full?: string) => string,
  problems: string[],
): WrongSolution[] {
  const wrongDir = path.join(dir, 'wrong');
  if (!existsSync(wrongDir)) return [];
  const wrong: WrongSolution[] = [];
  for (const file of readdirSync(wrongDir).sort()) {
    const language = languageOfExtension(path.extname(file).slice(1));
    if (!language || !/^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z]+$/.test(file)) {
      problems.push(
        `${path.join(wrongDir, file)}: a wrong solution is named like wrong/naive.py (kebab-case; .c, .java or .py)`,
      );
      continue;
    }
    const relative = path.join('wrong', file);
    wrong.push({ file: relative, language, source: read(relative) });
  }
  return wrong;
}

function loadTests(
  contentDir: string,
  dir: string,
  meta: PuzzleFile,
  read: (file: string, full?: string) => string,
  { problems, policy }: { problems: string[]; policy: string[] },
): CatalogueTest[] | 'pending' {
  const testsDir = path.join(dir, 'tests');
  const yamlFile = path.join(dir, 'puzzle.yaml');
  const files = existsSync(testsDir) ? readdirSync(testsDir).filter((file) => file !== 'gen.py') : [];
  const committed = [...new Set(files.map((file) => file.replace(/\.(in|out)$/, '')))].sort();
  const generated = [...new Set(meta.generated ?? [])].sort();
  if (generated.length > 0 && !existsSync(path.join(testsDir, 'gen.py')))
    problems.push(
      `${yamlFile}: generated: tests are listed as generated but ${testsDir}/gen.py does not exist`,
    );
  const twice = generated.filter((name) => committed.includes(name));
  if (twice.length > 0)
    problems.push(`${yamlFile}: generated: test ${twice.join(', ')} is both committed and generated`);
  const names = [...new Set([...committed, ...generated])].sort();
  const expectedNames = names.map((_, index) => String(index + 1).padStart(2, '0'));
  if (
    names.join() !== expectedNames.join() ||
    files.length !== committed.length * 2 ||
    files.some((file) => !/^\d{2}\.(in|out)$/.test(file))
  ) {
    problems.push(
      `${testsDir}: tests are pairs NN.in + NN.out numbered from 01 without gaps, committed or listed under generated (found: ${files.join(' ')}; generated: ${generated.join(' ') || 'none'})`,
    );
    return [];
  }
  for (const file of files) {
    const bytes = statSync(path.join(testsDir, file)).size;
    if (bytes > MAX_COMMITTED_TEST_BYTES)
      policy.push(
        `${path.join(testsDir, file)}: ${Math.ceil(bytes / 1024)} KB; a committed test file is at most ${MAX_COMMITTED_TEST_BYTES / 1024} KB (generate larger ones with tests/gen.py)`,
      );
  }
  const builtDir = generatedTestsDir(contentDir, dir, generatedKey(dir));
  if (!isBuilt(builtDir, generated)) return 'pending';
  const readGenerated = (file: string): string => {
    const full = path.join(builtDir, file);
    if (!existsSync(full)) {
      problems.push(
        `${path.join(testsDir, file)}: generated test not built yet (npm run content:build, or any start, builds it)`,
      );
      return '';
    }
    return read(path.join('generated', file), full);
  };
  const visible = new Set(meta.visible);
  // Where the test store reads each text (relative to the content folder): the catalogue keeps no copy.
  const fileOf = (name: string, isGenerated: boolean) =>
    path.relative(contentDir, isGenerated ? path.join(builtDir, name) : path.join(testsDir, name));
  const tests = names.map((name) => {
    const isGenerated = generated.includes(name);
    const load = isGenerated ? readGenerated : read;
    return {
      name,
      input: load(isGenerated ? `${name}.in` : path.join('tests', `${name}.in`)),
      expected: load(isGenerated ? `${name}.out` : path.join('tests', `${name}.out`)),
      hidden: !visible.has(name),
      generated: isGenerated,
      files: { input: fileOf(`${name}.in`, isGenerated), expected: fileOf(`${name}.out`, isGenerated) },
    };
  });
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

/** Whether no earlier puzzle has this one's slug or title (`seen`: the folder of each taken). */
function isUnique(puzzle: CataloguePuzzle, seen: Map<string, string>, problems: string[]): boolean {
  const keys = [`slug ${puzzle.slug}`, `title ${puzzle.meta.title.toLowerCase()}`];
  const taken = keys.filter((key) => seen.has(key));
  for (const key of taken)
    problems.push(`${puzzle.dir}: the ${key.split(' ')[0]} is also used by ${seen.get(key)}`);
  if (taken.length > 0) return false;
  for (const key of keys) seen.set(key, puzzle.dir);
  return true;
}

/** The statement learners read: the story, then the exact input and output formats. */
export function composeStatement(meta: Pick<PuzzleFile, 'statement' | 'input' | 'output'>): string {
  return `${meta.statement.trim()}\n\n**Input**\n\n${meta.input.trim()}\n\n**Output**\n\n${meta.output.trim()}\n`;
}
