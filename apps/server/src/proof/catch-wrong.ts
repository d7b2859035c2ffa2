import type { Verdict } from '@codequest/contracts';
import type { JudgeResult } from '@codequest/judge';
import type { WrongSolution } from '../catalogue/files';
import type { ProofFault } from './describe';
import type { ProofTest, PuzzleToProve } from './puzzle';

/**
 * The verdict a learner submitting a wrong solution would get (its first failing test, in order), found
 * without running every test: the small tests first, all at once, then the large ones one at a time,
 * stopping as soon as the first failing test is known. A time-out on a large test costs seconds, so a
 * solution caught early never pays for the rest.
 */

export interface CaughtWrong {
  file: string;
  verdict: Verdict;
  /** The first test that caught it, by name. */
  test: string;
}

/** The verdicts that prove the tests tell a wrong solution from a right one; a crash proves nothing. */
const CATCHING_VERDICTS: readonly Verdict[] = ['WRONG_ANSWER', 'TIME_LIMIT_EXCEEDED'];

/** How the solution was caught, or the fault when it was not caught properly. */
export async function catchWrong(
  puzzle: PuzzleToProve,
  wrong: WrongSolution,
  run: (tests: readonly ProofTest[]) => Promise<JudgeResult>,
): Promise<CaughtWrong | ProofFault> {
  const large = new Set(puzzle.large);
  const indexed = puzzle.tests.map((test, index) => ({ test, index }));
  const small = indexed.filter(({ test }) => !large.has(test.name));

  const first = await run(small.map(({ test }) => test));
  if (!first.compile.ok)
    return first.verdict === 'INTERNAL_ERROR'
      ? { kind: 'wrong-judge-failed-compiling', wrong }
      : { kind: 'wrong-does-not-compile', wrong, compileOutput: first.compile.output };
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
    const result = await run([candidate.test]);
    const verdict = result.tests[0]?.verdict ?? result.verdict;
    if (verdict !== 'ACCEPTED') {
      found = { index: candidate.index, verdict, message: result.tests[0]?.message };
      break;
    }
  }
  if (!found) return { kind: 'wrong-not-caught', wrong };
  const name = puzzle.tests[found.index]?.name ?? '?';
  if (!CATCHING_VERDICTS.includes(found.verdict))
    return {
      kind: 'wrong-crashes',
      wrong,
      verdict: found.verdict,
      test: found.index + 1,
      name,
      message: found.message,
    };
  return { file: wrong.file, verdict: found.verdict, test: name };
}
