import type {
  JudgeCheckerInput,
  JudgeCompileResult,
  JudgeLimitOverrides,
  JudgeTestResultWithOutput,
  Language,
  Verdict,
} from '@codequest/contracts';

/** The judge's public request and result shapes (the per-test and compile shapes come from contracts). */

export interface JudgeTestCase {
  input: string;
  expected: string;
}

export interface JudgeRequest {
  language: Language;
  source: string;
  tests: readonly JudgeTestCase[];
  /** The puzzle's overrides; each must stay within its hard maximum (JUDGE_LIMITS). */
  limits?: JudgeLimitOverrides;
  checker?: JudgeCheckerInput;
}

export interface JudgeResult {
  /** COMPILATION_ERROR or INTERNAL_ERROR when the compile step failed; else the first failing test's verdict. */
  verdict: Verdict;
  compile: JudgeCompileResult;
  /** One per test, in the request's order; empty when the compile step failed. */
  tests: JudgeTestResultWithOutput[];
}
