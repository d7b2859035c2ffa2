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
  /** The uids of the judge's slots and their partners (sets the judge up). */
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
  return Object.assign(judge, {
    slotUids: async () => {
      const { slots, partners } = await judge.engine.uids();
      return [...slots, ...partners];
    },
  });
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

/**
 * No process may still run as any of the judge's slot users once verdicts are in, but a kept sandbox's
 * bubblewrap and init, waiting for the slot's next tests (a program of theirs would be the init's child). A
 * process the judge killed leaves its group at once but /proc only when its parent has reaped it, a moment
 * later: one that is gone within the grace period was ending, not left over.
 */
export async function leftoverProcesses(judge: TestJudge, graceMs = 2000): Promise<string[]> {
  const uids = await judge.slotUids();
  const deadline = Date.now() + graceMs;
  for (;;) {
    const kept = new Set(await judge.engine.keptSandboxPids());
    const found = (await Promise.all(uids.map((uid) => findUidProcesses(uid))))
      .flat()
      .filter((pid) => !kept.has(pid));
    const described = await Promise.all(
      found.map(async (pid) => {
        const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
        return status === undefined ? undefined : `${pid}: ${status.replaceAll('\0', ' ')}`;
      }),
    );
    const left = described.filter((entry) => entry !== undefined);
    if (left.length === 0 || Date.now() >= deadline) return left;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
