import {
  JUDGE_LIMITS,
  type JudgeLimitName,
  type JudgeLimitOverrides,
  type PackageInputValidatorReport,
  type PackageSubmissionReport,
  type TIME_LIMIT_SOURCES,
  VERDICT_LABELS,
  type Verdict,
} from '@codequest/contracts';
import type { Judge, JudgeResult } from '@codequest/judge';
import { PROOF_BATCH } from './limits';
import type { PackageInputValidator, PackageProblem, PackageSubmission, PackageTest } from './read';

/**
 * The proof of an imported problem: each of its submissions judged against its tests by the server's judge,
 * as a learner's would be, and its verdict set against the one its folder (or tag) expects. The time limit
 * is the package's own when it states one; otherwise the accepted submissions are judged first, under the
 * judge's largest limit, and the limit is the slowest of them times the package's multiplier, rounded up
 * to its time resolution (1 s by default), as problemtools sets it. Every other submission is then judged
 * under that limit, its tests in order a batch at a time, stopping at its first failure (its verdict).
 * Its input validators, first, judge every test's input: one that refuses an input, or cannot run, keeps
 * the problem a draft.
 */

export interface ProvenSubmission {
  submission: PackageSubmission;
  report: PackageSubmissionReport;
}

export interface ProblemProof {
  limits: JudgeLimitOverrides;
  timeLimitSource: (typeof TIME_LIMIT_SOURCES)[number];
  submissions: ProvenSubmission[];
  inputValidators: PackageInputValidatorReport[];
  notes: string[];
  /** Every submission got a verdict its folder expects, and at least one accepted submission passed. */
  passed: boolean;
  /** Why it did not, a line per submission, naming its file. */
  problems: string[];
}

type JudgeRun = Pick<Judge, 'judge'>;

const clamp = (name: JudgeLimitName, value: number) =>
  Math.min(JUDGE_LIMITS[name].max, Math.max(JUDGE_LIMITS[name].min, Math.round(value)));

const isAcceptedOnly = (submission: PackageSubmission) =>
  submission.expected.length === 1 && submission.expected[0] === 'ACCEPTED';

export async function proveProblem(judge: JudgeRun, problem: PackageProblem): Promise<ProblemProof> {
  const [validatorError, inputValidators] = await Promise.all([
    outputValidatorError(judge, problem),
    Promise.all(problem.inputValidators.map((validator) => validateInputs(judge, validator, problem.tests))),
  ]);
  const notes: string[] = [];
  const { meta } = problem;
  const limits: JudgeLimitOverrides = {};
  const within = (name: JudgeLimitName, value: number, said: string) => {
    const clamped = clamp(name, value);
    if (clamped !== Math.round(value))
      notes.push(`${said} is outside what this judge allows: ${name} ${clamped} is used`);
    limits[name] = clamped;
  };
  if (meta.memoryMb !== null) within('memoryMb', meta.memoryMb, `limits.memory ${meta.memoryMb} MB`);
  if (meta.outputMb !== null) within('outputKb', meta.outputMb * 1024, `limits.output ${meta.outputMb} MB`);

  const accepted = problem.submissions.filter(isAcceptedOnly);
  const others = problem.submissions.filter((submission) => !isAcceptedOnly(submission));
  const run = (submission: PackageSubmission, tests: readonly PackageTest[], cpuMs: number) =>
    judge.judge({
      language: submission.language,
      source: submission.source,
      tests: tests.map((test) => ({ input: test.input, expected: test.expected })),
      limits: { ...limits, cpuMs },
      checker: problem.checker,
    });

  let timeLimitSource: ProblemProof['timeLimitSource'];
  let acceptedResults: JudgeResult[];
  if (meta.timeLimitS !== null) {
    within('cpuMs', meta.timeLimitS * 1000, `The time limit ${meta.timeLimitS} s (${meta.timeLimitFile})`);
    timeLimitSource = 'package';
    acceptedResults = await Promise.all(
      accepted.map((submission) => run(submission, problem.tests, limits.cpuMs as number)),
    );
  } else if (accepted.length > 0) {
    acceptedResults = await Promise.all(
      accepted.map((submission) => run(submission, problem.tests, JUDGE_LIMITS.cpuMs.max)),
    );
    const slowestMs = Math.max(
      0,
      ...acceptedResults.filter((result) => result.verdict === 'ACCEPTED').map(slowestOf),
    );
    const seconds = timeLimitFrom(slowestMs, meta.acToTimeLimit, meta.timeResolutionS);
    within('cpuMs', seconds * 1000, `The time limit ${seconds} s (from the slowest accepted submission)`);
    timeLimitSource = 'submissions';
  } else {
    limits.cpuMs = JUDGE_LIMITS.cpuMs.default;
    timeLimitSource = 'default';
    acceptedResults = [];
  }
  const cpuMs = limits.cpuMs ?? JUDGE_LIMITS.cpuMs.default;
  const otherResults = await Promise.all(
    others.map((submission) => firstFailure((tests) => run(submission, tests, cpuMs), problem.tests)),
  );

  const submissions = [
    ...accepted.map((submission, index) =>
      proven(submission, acceptedResults[index] as JudgeResult, problem.tests),
    ),
    ...others.map((submission, index) =>
      proven(submission, otherResults[index]?.result as JudgeResult, otherResults[index]?.tests ?? []),
    ),
  ].sort((a, b) => a.report.file.localeCompare(b.report.file));
  const problems = submissions
    .filter(({ report }) => !report.asExpected)
    .map(
      ({ report }) =>
        `${report.file}: expected ${report.expected.map((verdict) => VERDICT_LABELS[verdict]).join(' or ')}, got ${VERDICT_LABELS[report.verdict]}${report.failedTest ? ` on ${report.failedTest}` : ''}`,
    );
  if (!submissions.some(({ report }) => report.expected.length === 1 && report.verdict === 'ACCEPTED'))
    problems.push(
      'No accepted submission in C, C++, Java, JavaScript or Python passed: the puzzle has no reference solution',
    );
  if (validatorError) problems.unshift(validatorError);
  for (const report of inputValidators) {
    if (report.failure) problems.push(`${report.file}: ${report.failure}`);
    else if (report.refused.length > 0)
      problems.push(`${report.file}: refuses the input of ${report.refused.join(', ')}`);
  }
  return {
    limits,
    timeLimitSource,
    submissions,
    inputValidators,
    notes,
    passed: problems.length === 0,
    problems,
  };
}

/**
 * The problem's own output validator, judged first as a program of its own on an empty input: when it does
 * not compile, the report says so in the compiler's words (the judge gives every submission an Internal
 * Error for it, the words in its log alone). Python's syntax is checked as a learner's is, when the run
 * fails the way a source that does not parse fails.
 */
async function outputValidatorError(judge: JudgeRun, problem: PackageProblem): Promise<string | null> {
  const { checker } = problem;
  if (checker.type !== 'custom') return null;
  const result = await judge.judge({
    language: checker.language,
    source: checker.source,
    tests: [{ input: '', expected: '' }],
    limits: { cpuMs: JUDGE_LIMITS.cpuMs.min },
  });
  if (result.verdict !== 'COMPILATION_ERROR') return null;
  const lines = result.compile.output.split('\n').filter((line) => line.trim() !== '');
  const first = lines.find((line) => /error/i.test(line)) ?? lines[0] ?? '';
  return `The output validator does not compile${first ? `: ${first.trim()}` : ''}`;
}

/** What an input validator exits with for a valid input, as the problem package format has it. */
const VALID_INPUT = 42;

/**
 * An input validator judged as a program (sandboxed, under the judge's largest time limit) over every
 * test's input: its exit code says whether the input is valid (42) or not (43, or anything else).
 */
async function validateInputs(
  judge: JudgeRun,
  validator: PackageInputValidator,
  tests: readonly PackageTest[],
): Promise<PackageInputValidatorReport> {
  const report = { file: validator.file, language: validator.language };
  if (tests.length === 0) return { ...report, accepted: 0, refused: [], failure: null };
  const result = await judge.judge({
    language: validator.language,
    source: validator.source,
    tests: tests.map((test) => ({ input: test.input, expected: '' })),
    limits: { cpuMs: JUDGE_LIMITS.cpuMs.max },
  });
  if (!result.compile.ok)
    return {
      ...report,
      accepted: 0,
      refused: [],
      failure: `did not compile (${VERDICT_LABELS[result.verdict]})`,
    };
  const refused: string[] = [];
  result.tests.forEach((outcome, index) => {
    if (outcome.exitCode === VALID_INPUT) return;
    const how =
      outcome.verdict === 'RUNTIME_ERROR' ||
      outcome.verdict === 'ACCEPTED' ||
      outcome.verdict === 'WRONG_ANSWER'
        ? `exit ${outcome.exitCode ?? 0}`
        : VERDICT_LABELS[outcome.verdict];
    refused.push(`${tests[index]?.name ?? index + 1} (${how})`);
  });
  return { ...report, accepted: tests.length - refused.length, refused, failure: null };
}

/** Seconds: the slowest accepted run times the multiplier, rounded up to the resolution (at least one step). */
export function timeLimitFrom(slowestMs: number, multiplier: number, resolutionS: number): number {
  const exact = (slowestMs / 1000) * multiplier;
  const steps = Math.max(1, Math.ceil(exact / resolutionS - 1e-9));
  return Number((steps * resolutionS).toFixed(3));
}

const slowestOf = (result: JudgeResult) => Math.max(0, ...result.tests.map((test) => test.cpuMs));

/**
 * Judges the tests in order, a batch at a time, until one fails: the verdict a learner would get, without
 * running every test of a solution that times out on the first. Returns the tests the result covers.
 */
async function firstFailure(
  run: (tests: readonly PackageTest[]) => Promise<JudgeResult>,
  tests: readonly PackageTest[],
): Promise<{ result: JudgeResult; tests: PackageTest[] }> {
  const covered: PackageTest[] = [];
  const merged: JudgeResult = {
    verdict: 'ACCEPTED',
    compile: { ok: true, output: '', timeMs: 0 },
    tests: [],
  };
  // The samples first (often one or two tests), then the rest in batches.
  const samples = tests.filter((test) => !test.hidden);
  const batches = [
    samples,
    ...chunks(
      tests.filter((test) => test.hidden),
      PROOF_BATCH,
    ),
  ].filter((batch) => batch.length > 0);
  for (const batch of batches) {
    const result = await run(batch);
    merged.compile = result.compile;
    if (!result.compile.ok) return { result, tests: [] };
    covered.push(...batch);
    merged.tests.push(...result.tests);
    if (result.verdict !== 'ACCEPTED')
      return { result: { ...merged, verdict: result.verdict }, tests: covered };
  }
  return { result: merged, tests: covered };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

function proven(
  submission: PackageSubmission,
  result: JudgeResult,
  tests: readonly PackageTest[],
): ProvenSubmission {
  const failed = result.tests.findIndex((test) => test.verdict !== 'ACCEPTED');
  const verdict: Verdict = result.verdict;
  return {
    submission,
    report: {
      file: submission.file,
      language: submission.language,
      expectation: submission.expectation,
      expected: submission.expected,
      verdict,
      cpuMs: slowestOf(result),
      failedTest: failed >= 0 ? (tests[failed]?.name ?? null) : null,
      asExpected: submission.expected.includes(verdict),
    },
  };
}
