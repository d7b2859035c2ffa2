import {
  JUDGE_MAX_INPUT_BYTES,
  JUDGE_MAX_TESTS,
  type JudgeChecker,
  LANGUAGES as LANGUAGE_IDS,
  type Language,
  ZJudgeChecker,
} from '@codequest/contracts';
import { JudgeError } from './errors';
import { type ResolvedLimits, resolveLimits } from './limits';
import type { JudgeRequest, JudgeTestCase } from './types';

/**
 * A request checked and made whole before it is queued, so a bad request is refused at once with a typed
 * error (the API answers 400/413) instead of failing later in a worker.
 */

export interface PreparedJob {
  language: Language;
  source: string;
  tests: readonly JudgeTestCase[];
  limits: ResolvedLimits;
  checker: JudgeChecker;
}

function isLanguage(value: unknown): value is Language {
  return (LANGUAGE_IDS as readonly unknown[]).includes(value);
}

function checkTests(tests: readonly JudgeTestCase[]): void {
  if (!Array.isArray(tests)) throw new JudgeError('INVALID_REQUEST', 'tests must be a list');
  if (tests.length > JUDGE_MAX_TESTS) {
    throw new JudgeError('INVALID_REQUEST', `A submission may carry at most ${JUDGE_MAX_TESTS} tests`);
  }
  for (const test of tests) {
    if (typeof test?.input !== 'string' || typeof test.expected !== 'string') {
      throw new JudgeError('INVALID_REQUEST', 'Each test needs an input and an expected output');
    }
    if (Buffer.byteLength(test.input) > JUDGE_MAX_INPUT_BYTES) {
      throw new JudgeError('INVALID_REQUEST', `A test's input may be at most ${JUDGE_MAX_INPUT_BYTES} bytes`);
    }
  }
}

export function prepareJob(request: JudgeRequest): PreparedJob {
  if (!isLanguage(request.language))
    throw new JudgeError('INVALID_REQUEST', `Unknown language ${request.language}`);
  if (typeof request.source !== 'string') throw new JudgeError('INVALID_REQUEST', 'source must be text');
  const limits = resolveLimits(request.limits);
  const sourceBytes = Buffer.byteLength(request.source);
  if (sourceBytes > limits.sourceKb * 1024) {
    throw new JudgeError(
      'SOURCE_TOO_LARGE',
      `The source is ${sourceBytes} bytes, above ${limits.sourceKb} KB`,
    );
  }
  checkTests(request.tests);
  const checker = ZJudgeChecker.safeParse(request.checker ?? { type: 'lines' });
  if (!checker.success) throw new JudgeError('INVALID_REQUEST', `Invalid checker: ${checker.error.message}`);
  return {
    language: request.language,
    source: request.source,
    tests: request.tests,
    limits,
    checker: checker.data,
  };
}
