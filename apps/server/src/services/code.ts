import {
  CODE_MESSAGES,
  type CustomExpected,
  type ExecutionResult,
  JUDGE_SHOWN_OUTPUT_BYTES,
  type JudgeCheckerInput,
  type JudgeLimitOverrides,
  LANGUAGES,
  type Language,
  type RunRequest,
  type SubmitRequest,
  type SubmitResult,
  ZJudgeChecker,
} from '@codequest/contracts';
import { checkOutput, JudgeError, type JudgeResult } from '@codequest/judge';
import type { JobText, JudgeClient } from '@codequest/judge/transports';
import { recordSubmission } from '../commands/record-submission';
import type { RateLimits } from '../lib/rate-limit';
import type { WebMetrics } from '../metrics/web-metrics';
import { type JudgedTest, presentCustomRun, presentExecution, presentSubmitResult } from '../presenters/code';
import { puzzleTests, type StoredTest, type StoreReader } from '../test-store/store';
import { requireOpenPuzzle } from './catalogue';
import { requireContestEntry } from './contests';
import type { ServiceContext } from './context';
import { requireOfferedLanguage } from './languages';
import { markStarted, noteUnjudgedAttempt } from './progress';

/**
 * Running code against a puzzle's visible tests (or the learner's own input) and submitting it against all
 * of them. Who may: the learner (always the caller: the token decides) within their budget of runs or
 * submits a minute (CODE_RATE_LIMITS, 429), on a live puzzle unlocked for them (404, 403), in a language the
 * puzzle offers (400); in a contest, as its participant while it runs (contests.ts). Hidden tests' data is
 * read here to be judged and never leaves: presenters/code.ts shapes every answer.
 */

export interface CodeContext extends ServiceContext, StoreReader {
  judge: Pick<JudgeClient, 'judge'>;
  limits: Pick<RateLimits, 'consume'>;
  /** Counts each job's outcome and time (the server's /metrics); absent where nothing is served. */
  metrics?: Pick<WebMetrics, 'observeJob'>;
}

async function puzzleForJudging(
  ctx: CodeContext,
  userId: number,
  request: { puzzleId: number; language: RunRequest['language']; contestId?: number | undefined },
  visibleOnly: boolean,
) {
  const { puzzleId, contestId } = request;
  const entry =
    contestId === undefined ? undefined : await requireContestEntry(ctx, userId, contestId, puzzleId);
  // A contest opens its problems to those it lets in, whatever the lists and their tracks' unlocking say;
  // named with none, the lists alone decide (a contest's own problem is submitted through its contest).
  const puzzle = await requireOpenPuzzle(ctx, puzzleId, userId, entry === undefined ? 'lists' : 'contest');
  await requireOfferedLanguage(ctx, puzzleId, request.language);
  // Hidden tests' texts are never read here: the judge fetches them by reference (presenters/code.ts).
  const stored = await puzzleTests(ctx, puzzleId, visibleOnly ? 'visibleOnly' : 'hiddenBlank');
  return {
    /** The contest the submission counts in; none for practice, a contest's after its end included. */
    contestId: entry === 'contest' ? contestId : undefined,
    tests: stored.map(({ input, expected, hidden }): JudgedTest => ({ input, expected, hidden })),
    judged: judgedTexts(stored),
    limits: puzzle.limits ? (JSON.parse(puzzle.limits) as JudgeLimitOverrides) : undefined,
    checker: puzzle.checker ? (JSON.parse(puzzle.checker) as JudgeCheckerInput) : undefined,
  };
}

/** A test as a job carries it: the store's by reference or whole, a learner's own input whole. */
interface JudgedTexts {
  input: JobText;
  expected: JobText;
}

/**
 * How many bytes of visible tests a job carries whole. Their texts are read here anyway (an answer shows
 * them), and a job that refers to no stored text starts at once: its judge asks no one for texts first (a
 * round trip to this process, or a fetch by a worker with an empty cache). Past this, and hidden tests
 * always, go by reference, so that a job stays small whatever the puzzle.
 */
const WHOLE_TEXT_BYTES = 16 * 1024;

function judgedTexts(stored: readonly StoredTest[]): JudgedTexts[] {
  let left = WHOLE_TEXT_BYTES;
  return stored.map((test) => {
    const bytes = test.refs.input.bytes + test.refs.expected.bytes;
    if (test.hidden || bytes > left) return test.refs;
    left -= bytes;
    return { input: test.input, expected: test.expected };
  });
}

function judge(
  ctx: CodeContext,
  userId: number,
  request: { language: RunRequest['language']; code: string },
  puzzle: {
    judged: JudgedTexts[];
    limits: JudgeLimitOverrides | undefined;
    checker: JudgeCheckerInput | undefined;
  },
): Promise<JudgeResult> {
  const started = Date.now();
  const observe = (outcome: string) =>
    ctx.metrics?.observeJob(request.language, outcome, Date.now() - started);
  return ctx.judge
    .judge(
      {
        language: request.language,
        source: request.code,
        tests: puzzle.judged,
        ...(puzzle.limits ? { limits: puzzle.limits } : {}),
        ...(puzzle.checker ? { checker: puzzle.checker } : {}),
      },
      { learnerKey: String(userId) },
    )
    .then(
      (result) => {
        observe(result.verdict);
        return result;
      },
      (error: unknown) => {
        observe(error instanceof JudgeError ? error.code : 'ERROR');
        throw error;
      },
    );
}

export async function runCode(
  ctx: CodeContext,
  userId: number,
  request: RunRequest,
): Promise<ExecutionResult> {
  await ctx.limits.consume('runsPerLearner', String(userId), CODE_MESSAGES.tooManyRuns);
  const puzzle = await puzzleForJudging(ctx, userId, request, true);
  await markStarted(ctx, userId, request.puzzleId);
  if (request.stdin === undefined)
    return presentExecution(puzzle.tests, await judge(ctx, userId, request, puzzle));

  return runOnCustomInput(ctx, userId, { ...request, stdin: request.stdin }, puzzle);
}

type JudgingPuzzle = Awaited<ReturnType<typeof puzzleForJudging>>;

/**
 * The learner's code on their own input, and beside it, when the puzzle has a reference solution, what that
 * printed on the same input (as the expected output), both judged at once under the puzzle's limits. The
 * reference's code and errors stay here: the answer carries its output, or a message of ours.
 */
async function runOnCustomInput(
  ctx: CodeContext,
  userId: number,
  request: RunRequest & { stdin: string },
  puzzle: JudgingPuzzle,
): Promise<ExecutionResult> {
  // A problem's own validator needs a test's answer, which custom input has not: the output is shown as it is.
  // An interactive problem's program reads the input alone, as if its validator had said it.
  const ownValidator = puzzle.checker?.type === 'custom';
  const job = {
    ...puzzle,
    judged: [{ input: request.stdin, expected: '' }],
    checker: ownValidator ? undefined : puzzle.checker,
  };
  const reference = await referenceSolution(ctx, request.puzzleId, request.language);
  const [result, referenceResult] = await Promise.all([
    judge(ctx, userId, request, job),
    reference ? judge(ctx, userId, reference, job).catch(() => null) : Promise.resolve(undefined),
  ]);
  const expected =
    referenceResult === undefined ? undefined : expectedOutput(referenceResult, result, puzzle.checker);
  return presentCustomRun(request.stdin, result, expected);
}

/** The reference solution to run: the learner's language's if the puzzle has one, else Python's, else any. */
async function referenceSolution(
  ctx: CodeContext,
  puzzleId: number,
  language: Language,
): Promise<{ language: Language; code: string } | null> {
  const rows = await ctx.db
    .selectFrom('puzzle_code')
    .select(['language', 'solution'])
    .where('puzzle_id', '=', puzzleId)
    .where('solution', 'is not', null)
    .execute();
  for (const candidate of [language, 'python' as const, ...LANGUAGES]) {
    const code = rows.find((row) => row.language === candidate)?.solution;
    if (code) return { language: candidate, code };
  }
  return null;
}

/**
 * What the reference printed, and whether the learner's program printed the same as the puzzle's checker
 * compares them. A reference that did not run to its end says so in our words (the input may break the
 * puzzle's constraints); one the judge refused or lost (null: busy, or its own failure) says it was not
 * computed. `same` is null when the learner's program did not end normally or either output was cut.
 */
function expectedOutput(
  reference: JudgeResult | null,
  learner: JudgeResult,
  checker: JudgeCheckerInput | undefined,
): CustomExpected {
  if (reference === null || reference.verdict === 'INTERNAL_ERROR')
    return { status: 'failed', message: CODE_MESSAGES.referenceUnavailable };
  const [ran] = reference.tests;
  // Compared with nothing, a reference that printed something is a "wrong answer": it ran to its end.
  if (!reference.compile.ok || !ran || !endedNormally(ran.verdict))
    return { status: 'failed', message: CODE_MESSAGES.referenceFailed };
  const [mine] = learner.tests;
  const comparable =
    mine !== undefined &&
    endedNormally(mine.verdict) &&
    Buffer.byteLength(ran.output) < JUDGE_SHOWN_OUTPUT_BYTES &&
    Buffer.byteLength(mine.output) < JUDGE_SHOWN_OUTPUT_BYTES;
  const parsed = ZJudgeChecker.parse(checker ?? { type: 'lines' });
  // A problem's own validator judges an output against an answer, not two outputs against each other.
  const same =
    comparable && parsed.type !== 'custom' ? checkOutput(ran.output, mine.output, parsed).ok : null;
  return { status: 'ran', output: ran.output, same };
}

function endedNormally(verdict: JudgeResult['verdict']): boolean {
  return verdict === 'ACCEPTED' || verdict === 'WRONG_ANSWER';
}

export async function submitCode(
  ctx: CodeContext,
  userId: number,
  request: SubmitRequest,
): Promise<SubmitResult> {
  await ctx.limits.consume('submitsPerLearner', String(userId), CODE_MESSAGES.tooManySubmits);
  const puzzle = await puzzleForJudging(ctx, userId, request, false);
  const result = await judge(ctx, userId, request, puzzle);
  const summary = presentExecution(puzzle.tests, result);
  // Our failure, not the learner's: not stored (no wrong submission to their name), but an attempt all the
  // same, so a later accept is no first try (the answer showed no test: presenters/code.ts).
  if (result.verdict === 'INTERNAL_ERROR') {
    await noteUnjudgedAttempt(ctx, userId, request.puzzleId);
    return presentSubmitResult(summary, null);
  }
  const outcome = await recordSubmission(ctx, {
    userId,
    puzzleId: request.puzzleId,
    contestId: puzzle.contestId ?? null,
    language: request.language,
    code: request.code,
    verdict: result.verdict,
    passedCount: summary.passedCount,
    totalCount: summary.totalCount,
    // The judge's own figures, kept on the server: the response shows hidden tests' verdicts alone.
    tests: result.tests.map((test, index) => ({
      verdict: test.verdict,
      cpuMs: test.cpuMs,
      memoryKb: test.memoryKb,
      hidden: puzzle.tests[index]?.hidden ?? false,
    })),
    runtimeMs: result.compile.ok ? summary.runtime : null,
    memoryKb: result.compile.ok ? summary.memoryKb : null,
  });
  if (puzzle.contestId !== undefined) await ctx.boards?.changed(puzzle.contestId);
  return presentSubmitResult(summary, outcome);
}
