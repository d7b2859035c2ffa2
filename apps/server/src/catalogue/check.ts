import { LANGUAGES, type Language, VERDICT_LABELS } from '@codequest/contracts';
import type { Judge, JudgeResult, JudgeTestCase } from '@codequest/judge';
import type { CataloguePuzzle } from './files';

/**
 * Proves a catalogue puzzle with the real judge: each reference solution passes every test within the
 * puzzle's limits, in every language; each starter compiles, runs, and does not pass.
 */

export interface PuzzleCheck {
  puzzle: CataloguePuzzle;
  problems: string[];
  /** The slowest test of each reference solution, in CPU ms. */
  slowestMs: Record<Language, number>;
}

export async function checkPuzzle(judge: Judge, puzzle: CataloguePuzzle): Promise<PuzzleCheck> {
  const problems: string[] = [];
  const slowestMs = { c: 0, java: 0, python: 0 };
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

  await Promise.all(
    LANGUAGES.map(async (language) => {
      const { solution, starter } = puzzle.code[language];
      const proven = await run(language, solution, all);
      slowestMs[language] = Math.max(0, ...proven.tests.map((test) => test.cpuMs));
      if (proven.verdict !== 'ACCEPTED')
        problems.push(`solution.${extension(language)}: ${describeFailure(proven, puzzle)}`);

      // A starter only has to fail: the visible tests usually show it; all of them are tried when they do not.
      let tried = await run(language, starter, visible);
      if (tried.compile.ok && tried.verdict === 'ACCEPTED') tried = await run(language, starter, all);
      if (!tried.compile.ok)
        problems.push(`starter.${extension(language)} does not compile: ${firstLine(tried.compile.output)}`);
      else if (tried.verdict === 'ACCEPTED')
        problems.push(`starter.${extension(language)} passes every test (it must fail)`);
      else if (tried.verdict === 'INTERNAL_ERROR')
        problems.push(`starter.${extension(language)}: the judge failed`);
    }),
  );
  return { puzzle, problems, slowestMs };
}

function describeFailure(result: JudgeResult, puzzle: CataloguePuzzle): string {
  if (!result.compile.ok) return `does not compile: ${firstLine(result.compile.output)}`;
  const index = result.tests.findIndex((test) => test.verdict !== 'ACCEPTED');
  const failed = result.tests[index];
  const name = puzzle.tests[index]?.name ?? '?';
  const detail = failed?.message ? ` (${failed.message})` : '';
  return `${VERDICT_LABELS[result.verdict]} on test ${name}${detail}, ${failed?.cpuMs ?? 0} ms CPU`;
}

const extension = (language: Language) => ({ c: 'c', java: 'java', python: 'py' })[language];
const firstLine = (text: string) => text.split('\n').find((line) => line.trim() !== '') ?? '(no output)';
