import { readFile } from 'node:fs/promises';
import type { Language } from '@codequest/contracts';
import { afterAll, expect } from 'vitest';
import { createJudge, type Judge, type JudgeOptions } from '../judge';
import { findUidProcesses } from '../sandbox/cgroups';
import type { JudgeRequest, JudgeResult } from '../types';
import { C_SUM, CPP_SUM, JAVA_SUM, JAVASCRIPT_SUM, PYTHON_SUM, SUM_TEST } from './programs';

/**
 * Test helpers. Each judge claims a free uid block of its own, as in production (test files run in
 * parallel workers, and other test runs may share the machine), and is closed after the file. Limits are
 * small so hostile programs end quickly.
 */

/** The largest compile limit: C++'s standard headers alone take seconds to compile on a busy machine. */
export const FAST_LIMITS = { cpuMs: 500, compileMs: 30_000 } as const;

export interface TestJudge extends Judge {
  /** The uids of the judge's slots (sets the judge up). */
  slotUids(): Promise<number[]>;
}

/** A judge with two slots, closed when the test file ends. */
export function useJudge(options: JudgeOptions = {}): TestJudge {
  const judge = createJudge({
    concurrency: 2,
    onInternalError: (detail) => console.warn(`judge internal error: ${detail}`),
    ...options,
  });
  afterAll(() => judge.close(), 60_000);
  return Object.assign(judge, { slotUids: async () => (await judge.engine.uids()).slots });
}

/** One program, one test. */
export function judgeOne(
  judge: Judge,
  language: Language,
  source: string,
  test: { input?: string; expected?: string } = {},
  extra: Partial<JudgeRequest> = {},
): Promise<JudgeResult> {
  return judge.judge({
    language,
    source,
    tests: [{ input: test.input ?? '', expected: test.expected ?? '' }],
    limits: FAST_LIMITS,
    ...extra,
  });
}

/** No process may still run as any of the judge's slot users once verdicts are in. */
export async function leftoverProcesses(judge: TestJudge): Promise<string[]> {
  const found = (await Promise.all((await judge.slotUids()).map((uid) => findUidProcesses(uid)))).flat();
  return Promise.all(
    found.map(
      async (pid) =>
        `${pid}: ${(await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '?')).replaceAll('\0', ' ')}`,
    ),
  );
}

/** A hostile program's result: a failed verdict (never Accepted, never the judge's own failure), in time. */
export function expectContained(result: JudgeResult, wallLimitMs: number): void {
  const summary = JSON.stringify({
    ...result,
    tests: result.tests.map(({ output, stderr, ...rest }) => rest),
  });
  expect(result.verdict, summary).not.toBe('ACCEPTED');
  expect(result.verdict, summary).not.toBe('INTERNAL_ERROR');
  for (const test of result.tests) expect(test.wallMs, summary).toBeLessThanOrEqual(wallLimitMs + 2000);
}

/** The judge still judges: an honest program in every language is accepted. */
export async function expectHealthy(judge: TestJudge): Promise<void> {
  const sums: Record<Language, string> = {
    c: C_SUM,
    cpp: CPP_SUM,
    java: JAVA_SUM,
    javascript: JAVASCRIPT_SUM,
    python: PYTHON_SUM,
  };
  const languages = Object.keys(sums) as Language[];
  const results = await Promise.all(
    languages.map((language) => judgeOne(judge, language, sums[language], SUM_TEST)),
  );
  expect(Object.fromEntries(results.map((result, index) => [languages[index], result.verdict]))).toEqual(
    Object.fromEntries(languages.map((language) => [language, 'ACCEPTED'])),
  );
  expect(await leftoverProcesses(judge)).toEqual([]);
}
