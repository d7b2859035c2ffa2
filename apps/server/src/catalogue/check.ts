import { LANGUAGE_TABLE, LANGUAGES, type Language, VERDICT_LABELS, type Verdict } from '@codequest/contracts';
import type { Judge, JudgeResult, JudgeTestCase } from '@codequest/judge';
import type { CataloguePuzzle } from './files';

/**
 * Proves a puzzle with the real judge (a catalogue puzzle, or a generated one before it is stored): each reference solution passes every test within the
 * puzzle's limits, in every language; each starter compiles, runs, and does not pass; each wrong solution
 * compiles and is caught with Wrong Answer or Time Limit Exceeded.
 */

/** What the proof needs of a puzzle: a catalogue puzzle, or one a generator family wrote. */
export type ProofCandidate = Pick<CataloguePuzzle, 'meta' | 'code' | 'tests' | 'wrong'>;

export interface PuzzleCheck<P extends ProofCandidate = CataloguePuzzle> {
  puzzle: P;
  problems: string[];
  /** The slowest test of each reference solution, in CPU ms. */
  slowestMs: Record<Language, number>;
  /** How each wrong solution was caught: its file, the verdict, and the first test that caught it. */
  caught: Array<{ file: string; verdict: Verdict; test: string }>;
}

/** The verdicts that prove the tests tell a wrong solution from a right one; a crash proves nothing. */
const CATCHING_VERDICTS: readonly Verdict[] = ['WRONG_ANSWER', 'TIME_LIMIT_EXCEEDED'];

export async function checkPuzzle<P extends ProofCandidate>(
  judge: Pick<Judge, 'judge'>,
  puzzle: P,
): Promise<PuzzleCheck<P>> {
  const problems: string[] = [];
  const caught: PuzzleCheck<P>['caught'] = [];
  const slowestMs = Object.fromEntries(LANGUAGES.map((language) => [language, 0])) as Record<
    Language,
    number
  >;
  const all: JudgeTestCase[] = puzzle.tests.map((test) => ({ input: test.input, expected: test.expected }));
  const visible = puzzle.tests
    .filter((test) => !test.hidden)
    .map((test) => ({ input: test.input, expected: test.expected }));
  const run = (language: Language, source: string, tests: JudgeTestCase[]) =>
    judge.judge({
      language,
      source,
      tests,
      ...(puzzle.meta.limits ? { limits: puzzle.meta.limits } : {}),
      ...(puzzle.meta.checker ? { checker: puzzle.meta.checker } : {}),
    });

  await Promise.all([
    ...LANGUAGES.map(async (language) => {
      const { solution, starter } = puzzle.code[language];
      const proven = await run(language, solution, all);
      slowestMs[language] = Math.max(0, ...proven.tests.map((test) => test.cpuMs));
      if (proven.verdict !== 'ACCEPTED')
        problems.push(`${LANGUAGE_TABLE[language].solutionFile}: ${describeFailure(proven, puzzle)}`);

      // A starter only has to fail: the visible tests usually show it; all of them are tried when they do not.
      let tried = await run(language, starter, visible);
      if (tried.compile.ok && tried.verdict === 'ACCEPTED') tried = await run(language, starter, all);
      if (!tried.compile.ok)
        problems.push(
          `${LANGUAGE_TABLE[language].starterFile} does not compile: ${firstLine(tried.compile.output)}`,
        );
      else if (tried.verdict === 'ACCEPTED')
        problems.push(`${LANGUAGE_TABLE[language].starterFile} passes every test (it must fail)`);
      else if (tried.verdict === 'INTERNAL_ERROR')
        problems.push(`${LANGUAGE_TABLE[language].starterFile}: the judge failed`);
    }),
    ...puzzle.wrong.map(async (wrong) => {
      const outcome = await catchWrong(puzzle, (tests) => run(wrong.language, wrong.source, tests));
      if (typeof outcome === 'string') problems.push(`${wrong.file}: ${outcome}`);
      else caught.push({ file: wrong.file, ...outcome });
    }),
  ]);
  caught.sort((a, b) => a.file.localeCompare(b.file));
  return { puzzle, problems, slowestMs, caught };
}

/**
 * The verdict a learner submitting the wrong solution would get (its first failing test, in order), found
 * without running every test: the small tests first, all at once, then the large ones one at a time,
 * stopping as soon as the first failing test is known. A time-out on a large test costs seconds, so a
 * solution caught early never pays for the rest. Returns the problem when it is not caught properly.
 */
async function catchWrong(
  puzzle: ProofCandidate,
  run: (tests: JudgeTestCase[]) => Promise<JudgeResult>,
): Promise<{ verdict: Verdict; test: string } | string> {
  const large = new Set(puzzle.meta.large ?? []);
  const indexed = puzzle.tests.map((test, index) => ({ test, index }));
  const small = indexed.filter(({ test }) => !large.has(test.name));
  const asCase = ({ test }: (typeof indexed)[number]) => ({ input: test.input, expected: test.expected });

  const first = await run(small.map(asCase));
  if (!first.compile.ok)
    return first.verdict === 'INTERNAL_ERROR'
      ? 'the judge failed while compiling it'
      : `does not compile (a wrong solution must compile and be caught by the tests): ${compileError(first.compile.output)}`;
  const smallFailure = first.tests.findIndex((result) => result.verdict !== 'ACCEPTED');
  const failedAt = smallFailure >= 0 ? (small[smallFailure]?.index ?? Infinity) : Infinity;
  let found =
    smallFailure >= 0
      ? {
          index: failedAt,
          verdict: first.tests[smallFailure]?.verdict ?? 'INTERNAL_ERROR',
          message: first.tests[smallFailure]?.message,
        }
      : undefined;
  for (const candidate of indexed.filter(({ test, index }) => large.has(test.name) && index < failedAt)) {
    const result = await run([asCase(candidate)]);
    const verdict = result.tests[0]?.verdict ?? result.verdict;
    if (verdict !== 'ACCEPTED') {
      found = { index: candidate.index, verdict, message: result.tests[0]?.message };
      break;
    }
  }
  if (!found) return 'passes every test: the tests do not catch it (add a test it fails)';
  const name = puzzle.tests[found.index]?.name ?? '?';
  if (!CATCHING_VERDICTS.includes(found.verdict)) {
    const detail = found.message ? ` (${found.message})` : '';
    return `${VERDICT_LABELS[found.verdict]} on test ${name}${detail}: a wrong solution must be caught by Wrong Answer or Time Limit Exceeded, not by a crash`;
  }
  return { verdict: found.verdict, test: name };
}

function describeFailure(result: JudgeResult, puzzle: ProofCandidate): string {
  if (!result.compile.ok) return `does not compile: ${firstLine(result.compile.output)}`;
  const index = result.tests.findIndex((test) => test.verdict !== 'ACCEPTED');
  const failed = result.tests[index];
  const name = puzzle.tests[index]?.name ?? '?';
  const detail = failed?.message ? ` (${failed.message})` : '';
  return `${VERDICT_LABELS[result.verdict]} on test ${name}${detail}, ${failed?.cpuMs ?? 0} ms CPU`;
}

/** The compiler's first error line (gcc leads with "In function …"), else its first line. */
const compileError = (text: string) =>
  text.split('\n').find((line) => /error/i.test(line)) ?? firstLine(text);
const firstLine = (text: string) => text.split('\n').find((line) => line.trim() !== '') ?? '(no output)';
