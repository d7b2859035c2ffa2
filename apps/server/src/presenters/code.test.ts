import type { JudgeResult } from '@codequest/judge';
import { describe, expect, it } from 'vitest';
import { presentExecution } from './code';

const TESTS = [
  { input: '1 2\n', expected: '3\n', hidden: false },
  { input: '5 7\n', expected: '12\n', hidden: true },
];

const test = (verdict: JudgeResult['verdict'], output: string) => ({
  verdict,
  cpuMs: 12,
  wallMs: 30,
  memoryKb: 9000,
  output,
  stderr: '',
});

describe('presenting judged code', () => {
  it('shows a hidden test as its verdict alone', () => {
    const summary = presentExecution(TESTS, {
      verdict: 'WRONG_ANSWER',
      compile: { ok: true, output: '', timeMs: 5 },
      tests: [test('ACCEPTED', '3\n'), test('WRONG_ANSWER', '11\n')],
    });
    expect(summary.results[1]).toEqual({ hidden: true, passed: false, verdict: 'WRONG_ANSWER' });
    expect(summary.results[0]).toMatchObject({ hidden: false, output: '3\n', cpuMs: 12, memoryKb: 9000 });
    expect(summary).toMatchObject({ passedCount: 1, totalCount: 2, runtime: 12, memoryKb: 9000 });
  });

  it('shows no test of an Internal Error, which is no attempt: not even which hidden tests passed', () => {
    const summary = presentExecution(TESTS, {
      verdict: 'INTERNAL_ERROR',
      compile: { ok: true, output: '', timeMs: 5 },
      tests: [test('ACCEPTED', '3\n'), test('INTERNAL_ERROR', '')],
    });
    expect(summary).toEqual({
      results: [],
      passedCount: 0,
      totalCount: 2,
      runtime: 0,
      memoryKb: 0,
      verdict: 'INTERNAL_ERROR',
      error: null,
    });
  });
});
