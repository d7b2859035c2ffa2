import {
  CODE_MESSAGES,
  type CustomExpected,
  type ExecutionResult,
  type JudgeTestResultWithOutput,
  type SubmitResult,
  type TestResult,
  VERDICT_LABELS,
} from '@codequest/contracts';
import type { JudgeResult } from '@codequest/judge';
import type { SubmissionOutcome } from '../commands/record-submission';

/**
 * Judged code as the learner sees it: a run, a run on their own input, a submission.
 *
 * This is where hidden tests stay hidden. A hidden test's input, its expected output and the program's
 * output and stderr never reach a response, nor any figure of its own: not its message, exit code, wall or
 * CPU time, nor its memory. A program can spend time or memory in proportion to what it reads, so each
 * figure, even rounded to 100 ms or 1 MB steps, would carry bits of every hidden input out with each submit.
 * A hidden test says whether it passed and its verdict, nothing else; the submission as a whole shows its
 * largest time and memory. An Internal Error (the judge's own failure) shows no test at all: it would be a
 * free look at the hidden tests' pass or fail, since it is no attempt. Every answer of run and submit is
 * made here, so no other code has to remember the rule.
 */

/** A test as it was sent to the judge, in the order of the judge's results. */
export interface JudgedTest {
  input: string;
  expected: string;
  hidden: boolean;
}

/** A run or submission's results, tests and totals; a submission adds its outcome (presentSubmitResult). */
export type ExecutionSummary = Omit<ExecutionResult, 'custom'>;

export function presentTestResults(tests: JudgedTest[], results: JudgeTestResultWithOutput[]): TestResult[] {
  return results.map((result, index) => {
    const test = tests[index] as JudgedTest;
    const passed = result.verdict === 'ACCEPTED';
    // The rule above: a hidden test says whether it passed, and nothing that could carry its data out.
    if (test.hidden) return { hidden: true, passed, verdict: result.verdict };
    return {
      hidden: false,
      input: test.input,
      expected: test.expected,
      output: result.output,
      stderr: result.stderr,
      passed,
      verdict: result.verdict,
      cpuMs: result.cpuMs,
      wallMs: result.wallMs,
      memoryKb: result.memoryKb,
      ...(result.message ? { message: result.message } : {}),
      ...(result.feedback ? { feedback: result.feedback } : {}),
    };
  });
}

/** The judge's result on the puzzle's tests: each test as presentTestResults allows, and the totals. */
export function presentExecution(tests: JudgedTest[], result: JudgeResult): ExecutionSummary {
  // The rule above: an Internal Error is ours and no attempt, so it shows nothing of any test.
  if (result.verdict === 'INTERNAL_ERROR') {
    return {
      results: [],
      passedCount: 0,
      totalCount: tests.length,
      runtime: 0,
      memoryKb: 0,
      verdict: result.verdict,
      error: null,
    };
  }
  const results = presentTestResults(tests, result.tests);
  return {
    results,
    passedCount: results.filter((test) => test.passed).length,
    totalCount: tests.length,
    runtime: Math.max(0, ...result.tests.map((test) => test.cpuMs)),
    memoryKb: Math.max(0, ...result.tests.map((test) => test.memoryKb)),
    verdict: result.verdict,
    error: compileError(result),
  };
}

/**
 * A run on the learner's own input: theirs, so shown in full; no test results. Its expected output, when the
 * puzzle has a reference solution, is what that printed (services/code.ts ran it), never its code or errors.
 */
export function presentCustomRun(
  input: string,
  result: JudgeResult,
  expected?: CustomExpected,
): ExecutionResult {
  const [ran] = result.tests;
  return {
    results: [],
    passedCount: 0,
    totalCount: 0,
    runtime: ran?.cpuMs ?? 0,
    memoryKb: ran?.memoryKb ?? 0,
    verdict: customVerdict(result.verdict),
    error: compileError(result),
    ...(ran
      ? {
          custom: {
            input,
            output: ran.output,
            stderr: ran.stderr,
            verdict: customVerdict(ran.verdict),
            cpuMs: ran.cpuMs,
            wallMs: ran.wallMs,
            memoryKb: ran.memoryKb,
            // The checker's words on comparing with nothing ("Expected 0 lines…") are no finding: dropped.
            ...(ran.message && ran.verdict !== 'WRONG_ANSWER' ? { message: ran.message } : {}),
            ...(expected ? { expected } : {}),
          },
        }
      : {}),
  };
}

/**
 * A submission's answer: its summary (presentExecution) and what recording it earned. Without an outcome
 * it was not recorded: the judge's own failure, which is no attempt.
 */
export function presentSubmitResult(
  summary: ExecutionSummary,
  outcome: SubmissionOutcome | null,
): SubmitResult {
  if (!outcome) {
    return {
      ...summary,
      success: false,
      message: CODE_MESSAGES.internalError,
      xpGained: 0,
      newAchievements: [],
      submissionId: null,
    };
  }
  const accepted = summary.verdict === 'ACCEPTED';
  return {
    ...summary,
    success: accepted,
    message: accepted ? CODE_MESSAGES.accepted : failureMessage(summary),
    xpGained: outcome.xpGained,
    newAchievements: outcome.newAchievements,
    submissionId: outcome.submissionId,
  };
}

/**
 * The compiler's output when the code did not compile (or the verdict's name if it said nothing), else null.
 * The judge's own failure is never compiler output: the verdict says it, and the web explains it.
 */
function compileError(result: JudgeResult): string | null {
  if (result.compile.ok || result.verdict === 'INTERNAL_ERROR') return null;
  return result.compile.output || VERDICT_LABELS[result.verdict];
}

/** Custom input has no expected output: printing anything is not a wrong answer. */
function customVerdict(verdict: JudgeResult['verdict']): JudgeResult['verdict'] {
  return verdict === 'WRONG_ANSWER' ? 'ACCEPTED' : verdict;
}

function failureMessage(summary: ExecutionSummary): string {
  if (summary.error !== null) return VERDICT_LABELS[summary.verdict];
  const failed = summary.totalCount - summary.passedCount;
  const first = summary.results.findIndex((test) => !test.passed) + 1;
  return `${VERDICT_LABELS[summary.verdict]} on test ${first}: ${failed} test case(s) failed`;
}
