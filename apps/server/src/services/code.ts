import {
  CODE_MESSAGES,
  type ExecutionResult,
  type JudgeCheckerInput,
  type JudgeLimitOverrides,
  type JudgeTestResultWithOutput,
  type RunRequest,
  type SubmitRequest,
  type SubmitResult,
  type TestResult,
  VERDICT_LABELS,
} from '@codequest/contracts';
import type { JudgeResult, JudgeService } from '@codequest/judge';
import { recordSubmission } from '../commands/record-submission';
import { requireOpenPuzzle } from './catalogue';
import type { ServiceContext } from './context';
import { markStarted } from './progress';

/**
 * Running code against a puzzle's visible tests (or the learner's own input) and submitting it against all
 * of them. Hidden tests' input, expected output and program output never leave this module.
 */

export interface CodeContext extends ServiceContext {
  judge: Pick<JudgeService, 'judge'>;
}

interface StoredTest {
  input: string;
  expected: string;
  hidden: boolean;
}

async function puzzleForJudging(ctx: CodeContext, puzzleId: number, userId: number, visibleOnly: boolean) {
  const puzzle = await requireOpenPuzzle(ctx, puzzleId, userId);
  let query = ctx.db
    .selectFrom('puzzle_tests')
    .select(['input', 'expected', 'hidden'])
    .where('puzzle_id', '=', puzzleId)
    .orderBy('ordinal');
  if (visibleOnly) query = query.where('hidden', '=', 0);
  const tests: StoredTest[] = (await query.execute()).map((test) => ({ ...test, hidden: test.hidden === 1 }));
  return {
    tests,
    limits: puzzle.limits ? (JSON.parse(puzzle.limits) as JudgeLimitOverrides) : undefined,
    checker: puzzle.checker ? (JSON.parse(puzzle.checker) as JudgeCheckerInput) : undefined,
  };
}

function judge(
  ctx: CodeContext,
  userId: number,
  request: { language: RunRequest['language']; code: string },
  puzzle: {
    tests: StoredTest[];
    limits: JudgeLimitOverrides | undefined;
    checker: JudgeCheckerInput | undefined;
  },
): Promise<JudgeResult> {
  return ctx.judge.judge(
    {
      language: request.language,
      source: request.code,
      tests: puzzle.tests.map((test) => ({ input: test.input, expected: test.expected })),
      ...(puzzle.limits ? { limits: puzzle.limits } : {}),
      ...(puzzle.checker ? { checker: puzzle.checker } : {}),
    },
    { learnerKey: String(userId) },
  );
}

function presentTests(tests: StoredTest[], results: JudgeTestResultWithOutput[]): TestResult[] {
  return results.map((result, index) => {
    const test = tests[index] as StoredTest;
    const passed = result.verdict === 'ACCEPTED';
    // A hidden test says how it went and nothing that could carry its data out.
    if (test.hidden) {
      return {
        hidden: true,
        passed,
        verdict: result.verdict,
        cpuMs: result.cpuMs,
        memoryKb: result.memoryKb,
      };
    }
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
    };
  });
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

function summarize(tests: StoredTest[], result: JudgeResult): Omit<ExecutionResult, 'custom'> {
  const results = presentTests(tests, result.tests);
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

export async function runCode(
  ctx: CodeContext,
  userId: number,
  request: RunRequest,
): Promise<ExecutionResult> {
  const puzzle = await puzzleForJudging(ctx, request.puzzleId, userId, true);
  await markStarted(ctx, userId, request.puzzleId);
  if (request.stdin === undefined) return summarize(puzzle.tests, await judge(ctx, userId, request, puzzle));

  const custom: StoredTest = { input: request.stdin, expected: '', hidden: false };
  const result = await judge(ctx, userId, request, { ...puzzle, tests: [custom] });
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
            input: request.stdin,
            output: ran.output,
            stderr: ran.stderr,
            verdict: customVerdict(ran.verdict),
            cpuMs: ran.cpuMs,
            wallMs: ran.wallMs,
            memoryKb: ran.memoryKb,
            ...(ran.message ? { message: ran.message } : {}),
          },
        }
      : {}),
  };
}

export async function submitCode(
  ctx: CodeContext,
  userId: number,
  request: SubmitRequest,
): Promise<SubmitResult> {
  const puzzle = await puzzleForJudging(ctx, request.puzzleId, userId, false);
  const result = await judge(ctx, userId, request, puzzle);
  const summary = summarize(puzzle.tests, result);
  if (result.verdict === 'INTERNAL_ERROR') {
    // Our failure, not the learner's: not stored, so it is no attempt (no wrong submission, no lost first try).
    return {
      ...summary,
      success: false,
      message: CODE_MESSAGES.internalError,
      xpGained: 0,
      newAchievements: [],
      submissionId: null,
    };
  }
  const outcome = await recordSubmission(ctx, {
    userId,
    puzzleId: request.puzzleId,
    language: request.language,
    code: request.code,
    verdict: result.verdict,
    passedCount: summary.passedCount,
    totalCount: summary.totalCount,
    tests: summary.results.map((test) => ({
      verdict: test.verdict,
      cpuMs: test.cpuMs,
      memoryKb: test.memoryKb,
      hidden: test.hidden,
    })),
    runtimeMs: result.compile.ok ? summary.runtime : null,
    memoryKb: result.compile.ok ? summary.memoryKb : null,
  });
  const accepted = result.verdict === 'ACCEPTED';
  return {
    ...summary,
    success: accepted,
    message: accepted ? CODE_MESSAGES.accepted : failureMessage(summary),
    xpGained: outcome.xpGained,
    newAchievements: outcome.newAchievements,
    submissionId: outcome.submissionId,
  };
}

function failureMessage(summary: Omit<ExecutionResult, 'custom'>): string {
  if (summary.error !== null) return VERDICT_LABELS[summary.verdict];
  const failed = summary.totalCount - summary.passedCount;
  const first = summary.results.findIndex((test) => !test.passed) + 1;
  return `${VERDICT_LABELS[summary.verdict]} on test ${first}: ${failed} test case(s) failed`;
}
