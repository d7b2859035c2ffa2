import {
  type JudgeCheckerInput,
  type JudgeLimitOverrides,
  LANGUAGE_TABLE,
  LANGUAGES,
  type Language,
  type ProofLanguageResult,
  type PuzzleProofResponse,
  VERDICT_LABELS,
} from '@codequest/contracts';
import type { Judge, JudgeResult } from '@codequest/judge';
import { AppError } from '../lib/errors';

/**
 * The judge's proof of a puzzle: every given reference solution passes every test, under the puzzle's
 * limits and checker. One function for every way a puzzle is made (the admin panel, the generator, the
 * catalogue), so "proven" means the same everywhere. Nothing is stored here.
 */

export interface ProofInput {
  tests: ReadonlyArray<{ input: string; expected: string; hidden: boolean }>;
  /** Reference solutions by language; a missing or blank one is not tried. */
  solutions: Partial<Record<Language, string | null | undefined>>;
  limits?: JudgeLimitOverrides | undefined;
  checker?: JudgeCheckerInput | undefined;
}

/** Program output kept per test in a proof report: enough to see what went wrong. */
const OUTPUT_PREVIEW_CHARS = 2000;

export async function provePuzzle(
  judge: Pick<Judge, 'judge'>,
  input: ProofInput,
): Promise<PuzzleProofResponse> {
  const given = LANGUAGES.filter((language) => input.solutions[language]?.trim());
  // The languages run side by side; the judge's queue bounds how much runs at once.
  const languages = await Promise.all(
    given.map(async (language): Promise<ProofLanguageResult> => {
      const result = await judge.judge({
        language,
        source: input.solutions[language] ?? '',
        tests: input.tests.map((test) => ({ input: test.input, expected: test.expected })),
        ...(input.limits ? { limits: input.limits } : {}),
        ...(input.checker ? { checker: input.checker } : {}),
      });
      return presentLanguage(language, result, input.tests);
    }),
  );
  const failed = languages.find((language) => !language.passed);
  return {
    passed: given.length > 0 && failed === undefined,
    languages,
    failure: failed ? describeFailure(failed) : null,
  };
}

/** As provePuzzle, but refuses (400, naming the language and the test) unless the puzzle is proven. */
export async function requireProven(judge: Pick<Judge, 'judge'>, input: ProofInput): Promise<void> {
  const proof = await provePuzzle(judge, input);
  if (proof.failure) throw new AppError('VALIDATION', proof.failure.message);
  if (!proof.passed)
    throw new AppError('VALIDATION', 'Give at least one reference solution (C, Java or Python)');
}

function presentLanguage(
  language: Language,
  result: JudgeResult,
  tests: ProofInput['tests'],
): ProofLanguageResult {
  return {
    language,
    passed: result.verdict === 'ACCEPTED',
    verdict: result.verdict,
    compileError: result.compile.ok ? null : result.compile.output || VERDICT_LABELS[result.verdict],
    tests: result.tests.map((test, index) => ({
      test: index + 1,
      hidden: tests[index]?.hidden ?? false,
      passed: test.verdict === 'ACCEPTED',
      verdict: test.verdict,
      cpuMs: test.cpuMs,
      memoryKb: test.memoryKb,
      output: test.output.slice(0, OUTPUT_PREVIEW_CHARS),
      ...(test.message ? { message: test.message } : {}),
    })),
  };
}

function describeFailure(failed: ProofLanguageResult): NonNullable<PuzzleProofResponse['failure']> {
  const { name } = LANGUAGE_TABLE[failed.language];
  if (failed.compileError !== null) {
    const firstLine = failed.compileError.split('\n').find((line) => line.trim() !== '') ?? '';
    return {
      language: failed.language,
      test: null,
      message: `The ${name} solution does not compile: ${firstLine}`.trim(),
    };
  }
  const test = failed.tests.find((candidate) => !candidate.passed);
  if (!test) {
    return {
      language: failed.language,
      test: null,
      message: `The ${name} solution failed: ${VERDICT_LABELS[failed.verdict]}`,
    };
  }
  return {
    language: failed.language,
    test: test.test,
    message: `The ${name} solution fails test ${test.test}${test.hidden ? ' (hidden)' : ''}: ${VERDICT_LABELS[test.verdict]}`,
  };
}
