import { describe, expect, it } from 'vitest';
import { JudgeError } from './errors';
import { chooseSandboxMode, detectSandboxMode } from './sandbox-mode';
import { judgeOne, useJudge } from './test/fixtures';
import { C_SUM, SUM_TEST } from './test/programs';

/** The judge's set-up: its sandbox mode and its claim on its uids. */

describe('sandbox mode', () => {
  it('detects a usable mode on this machine', () => {
    expect(['cgroup-v2', 'cgroup-v1', 'rlimits']).toContain(detectSandboxMode());
  });

  it('may be weakened to rlimits, never strengthened', () => {
    expect(chooseSandboxMode('rlimits')).toBe('rlimits');
    expect(chooseSandboxMode()).toBe(detectSandboxMode());
    const other = detectSandboxMode() === 'cgroup-v2' ? 'cgroup-v1' : 'cgroup-v2';
    expect(() => chooseSandboxMode(other)).toThrow(/not available/);
  });
});

describe('uids', () => {
  const first = useJudge({ concurrency: 1 });

  it('refuses a second judge on the same uids', async () => {
    expect((await judgeOne(first, 'c', C_SUM, SUM_TEST)).verdict).toBe('ACCEPTED');
    const second = useJudge({ concurrency: 1, uidBase: first.slotUids[0] });
    const error = await judgeOne(second, 'c', C_SUM, SUM_TEST).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(JudgeError);
    expect((error as JudgeError).code).toBe('SANDBOX_UNAVAILABLE');
    expect((error as JudgeError).message).toMatch(/already used by judge process/);
  });
});
