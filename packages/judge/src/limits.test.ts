import { JUDGE_LIMITS, ZJudgeLimits } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { JudgeError } from './errors';
import { prepareJob } from './job';
import { resolveLimits } from './limits';

function thrown(action: () => unknown): JudgeError {
  try {
    action();
  } catch (error) {
    if (error instanceof JudgeError) return error;
    throw error;
  }
  throw new Error('expected a JudgeError');
}

describe('limits', () => {
  it('defaults to the issue values, with wall time = 2 × CPU + 1 s', () => {
    expect(resolveLimits()).toEqual({
      cpuMs: 2000,
      wallMs: 5000,
      memoryMb: 256,
      outputKb: 8 * 1024,
      processes: 32,
      fileSizeKb: 16 * 1024,
      sourceKb: 64,
      compileMs: 10_000,
      compileMemoryMb: 1024,
    });
  });

  it('takes a puzzle override up to its maximum', () => {
    const limits = resolveLimits({ cpuMs: 10_000, memoryMb: 1024, outputKb: 8 });
    expect(limits).toMatchObject({ cpuMs: 10_000, wallMs: 21_000, memoryMb: 1024, outputKb: 8 });
  });

  it('rejects a value above its maximum with a typed 400 error naming the limit', () => {
    const error = thrown(() => resolveLimits({ cpuMs: 10_001 }));
    expect(error.code).toBe('LIMIT_ABOVE_MAXIMUM');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Limit cpuMs is 10001, above its maximum of 10000');
    expect(thrown(() => resolveLimits({ memoryMb: 2048 })).code).toBe('LIMIT_ABOVE_MAXIMUM');
    expect(thrown(() => resolveLimits({ compileMs: 60_000 })).code).toBe('LIMIT_ABOVE_MAXIMUM');
  });

  it('rejects nonsense values and unknown limits', () => {
    expect(thrown(() => resolveLimits({ cpuMs: 0 })).code).toBe('INVALID_REQUEST');
    expect(thrown(() => resolveLimits({ cpuMs: 1.5 })).code).toBe('INVALID_REQUEST');
    expect(thrown(() => resolveLimits({ wallMs: 100 } as never)).message).toBe('Unknown limit wallMs');
  });

  it('agrees with the contracts schema the API and the content check use', () => {
    for (const [name, { max }] of Object.entries(JUDGE_LIMITS)) {
      expect(ZJudgeLimits.safeParse({ [name]: max }).success).toBe(true);
      expect(ZJudgeLimits.safeParse({ [name]: max + 1 }).success).toBe(false);
    }
  });
});

describe('request checks', () => {
  const valid = { language: 'c', source: 'int main(void){return 0;}', tests: [] } as const;

  it('refuses a source above 64 KB with SOURCE_TOO_LARGE (413)', () => {
    const error = thrown(() => prepareJob({ ...valid, source: `//${'x'.repeat(64 * 1024)}` }));
    expect(error.code).toBe('SOURCE_TOO_LARGE');
    expect(error.status).toBe(413);
    expect(prepareJob({ ...valid, source: 'x'.repeat(64 * 1024) }).source).toHaveLength(64 * 1024);
  });

  it('counts the source in UTF-8 bytes', () => {
    expect(thrown(() => prepareJob({ ...valid, source: 'é'.repeat(40 * 1024) })).code).toBe(
      'SOURCE_TOO_LARGE',
    );
  });

  it('refuses unknown languages, malformed tests and invalid checkers', () => {
    expect(thrown(() => prepareJob({ ...valid, language: 'rust' as never })).code).toBe('INVALID_REQUEST');
    expect(thrown(() => prepareJob({ ...valid, tests: [{ input: '1' }] as never })).code).toBe(
      'INVALID_REQUEST',
    );
    const tooMany = Array.from({ length: 201 }, () => ({ input: '', expected: '' }));
    expect(thrown(() => prepareJob({ ...valid, tests: tooMany })).code).toBe('INVALID_REQUEST');
    expect(thrown(() => prepareJob({ ...valid, checker: { type: 'regex' } as never })).code).toBe(
      'INVALID_REQUEST',
    );
  });

  it('fills the float checker tolerances', () => {
    expect(prepareJob({ ...valid, checker: { type: 'float' } }).checker).toEqual({
      type: 'float',
      absolute: 1e-6,
      relative: 1e-6,
    });
  });
});
