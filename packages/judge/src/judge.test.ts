import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JudgeError } from './errors';
import { chooseSandboxMode, detectSandboxMode } from './sandbox-mode';
import { judgeOne, useJudge } from './test/fixtures';
import { C_SUM, CPP_SUM, JAVA_SUM, JAVASCRIPT_SUM, SUM_TEST } from './test/programs';

/** The judge's set-up: its sandbox mode, its claim on its uids, its work root, judges side by side. */

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
    const [taken] = await first.slotUids();
    const second = useJudge({ concurrency: 1, uidBase: taken });
    const error = await judgeOne(second, 'c', C_SUM, SUM_TEST).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(JudgeError);
    expect((error as JudgeError).code).toBe('SANDBOX_UNAVAILABLE');
    expect((error as JudgeError).message).toMatch(/already used by judge process/);
  });
});

describe('work root', () => {
  it('is refused, with what to set, when the sandbox users could not enter it', async () => {
    const closed = await mkdtemp(path.join(tmpdir(), 'judge-closed-')); // 0700
    try {
      const judge = useJudge({ concurrency: 1, workRoot: path.join(closed, 'judge') });
      const error = await judgeOne(judge, 'c', C_SUM, SUM_TEST).catch((caught: unknown) => caught);
      expect((error as JudgeError).code).toBe('SANDBOX_UNAVAILABLE');
      expect((error as JudgeError).message).toContain(`${closed} has mode 0700`);
      expect((error as JudgeError).message).toContain('Set JUDGE_WORK_ROOT');
    } finally {
      await rm(closed, { recursive: true, force: true });
    }
  });
});

describe('two judges on one machine', () => {
  const first = useJudge();
  const second = useJudge();

  it('claim disjoint uids and judge side by side, every verdict right', async () => {
    const [firstUids, secondUids] = await Promise.all([first.engine.uids(), second.engine.uids()]);
    const all = [...firstUids.slots, firstUids.service, ...secondUids.slots, secondUids.service];
    expect(new Set(all).size).toBe(all.length);
    // Programs that overlap in time on both judges: preparing a slot of one judge must never touch a
    // run of the other (same uids or cgroups would kill it: an Internal Error).
    const slowSum = `import time\na, b = map(int, input().split())\ntime.sleep(0.3)\nprint(a + b)`;
    const wrong = 'print(41)';
    const jobs = [first, second].flatMap((judge) => [
      judgeOne(judge, 'c', C_SUM, SUM_TEST),
      judgeOne(judge, 'python', slowSum, SUM_TEST),
      judgeOne(judge, 'java', JAVA_SUM, SUM_TEST),
      judgeOne(judge, 'python', wrong, SUM_TEST),
      judgeOne(judge, 'python', slowSum, SUM_TEST),
      judgeOne(judge, 'cpp', CPP_SUM, SUM_TEST),
      judgeOne(judge, 'javascript', JAVASCRIPT_SUM, SUM_TEST),
      judgeOne(judge, 'javascript', 'console.log(41);', SUM_TEST),
    ]);
    const verdicts = (await Promise.all(jobs)).map((result) => result.verdict);
    const expected = [
      'ACCEPTED',
      'ACCEPTED',
      'ACCEPTED',
      'WRONG_ANSWER',
      'ACCEPTED',
      'ACCEPTED',
      'ACCEPTED',
      'WRONG_ANSWER',
    ];
    expect(verdicts).toEqual([...expected, ...expected]);
  });
});
