import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { JudgeError } from './errors';
import { DEFAULT_WORK_ROOT } from './sandbox/work-root';
import { leftoverProcesses, useJudge } from './test/fixtures';
import type { JudgeRequest } from './types';

/** The in-process pool: parallel tests across slots, the waiting list cap, the per-learner cap. */

function sleeper(seconds: number, tests = 1): JudgeRequest {
  return {
    language: 'python',
    source: `import time\ntime.sleep(${seconds})\nprint("done")`,
    tests: Array.from({ length: tests }, () => ({ input: '', expected: 'done\n' })),
  };
}

async function rejection(promise: Promise<unknown>): Promise<JudgeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof JudgeError) return error;
    throw error;
  }
  throw new Error('expected the judge to refuse');
}

describe('parallel runs', () => {
  const judge = useJudge({ concurrency: 2 });

  it("spreads one submission's tests over the slots", async () => {
    await judge.judge(sleeper(0, 1)); // set-up happens once, outside the timing
    const started = performance.now();
    const result = await judge.judge(sleeper(1.2, 4));
    const elapsed = performance.now() - started;
    expect(result.tests.map((test) => test.verdict)).toEqual(Array(4).fill('ACCEPTED'));
    // Four tests of 1.2 s each: about 2.4 s on two slots, at least 4.8 s one after the other. The margin
    // is for starting sandboxes and Python on a busy machine.
    expect(elapsed).toBeLessThan(4200);
  });

  it('clears the sandboxes and the folder of a submission away once its verdict is out', async () => {
    const [uidBase] = await judge.slotUids();
    const runs = path.join(DEFAULT_WORK_ROOT, `uids-${uidBase}`, 'runs');
    const result = await judge.judge(sleeper(0, 4));
    expect(result.tests.map((test) => test.verdict)).toEqual(Array(4).fill('ACCEPTED'));
    let left = await readdir(runs);
    for (let attempt = 0; attempt < 200 && left.length > 0; attempt++) {
      await delay(10);
      left = await readdir(runs);
    }
    expect(left).toEqual([]);
    expect(await leftoverProcesses(judge)).toEqual([]);
    expect(judge.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('judges submissions of several learners at once', async () => {
    const results = await Promise.all(
      ['ann', 'bob', 'cid'].map((learnerKey) => judge.judge(sleeper(0.1, 2), { learnerKey })),
    );
    expect(results.map((result) => result.verdict)).toEqual(['ACCEPTED', 'ACCEPTED', 'ACCEPTED']);
    expect(judge.stats()).toMatchObject({ running: 0, waiting: 0, maxRunning: 2 });
  });

  it("never gives one learner's jobs every slot: another learner's job starts at once", async () => {
    const started = performance.now();
    const finishedAt = (promise: Promise<unknown>) => promise.then(() => performance.now() - started);
    // Two long jobs of one learner (as two compiles that take their whole time limit would be).
    const ann = [finishedAt(judge.judge(sleeper(1.5), { learnerKey: 'ann' }))];
    ann.push(finishedAt(judge.judge(sleeper(1.5), { learnerKey: 'ann' })));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(judge.stats()).toMatchObject({ running: 1, waiting: 1 });
    const bob = await finishedAt(judge.judge(sleeper(0.1), { learnerKey: 'bob' }));
    const [annFirst, annSecond] = await Promise.all(ann);
    // Bob did not wait for either of Ann's jobs; Ann's second ran after her first.
    expect(bob).toBeLessThan(annFirst as number);
    expect(annSecond as number).toBeGreaterThan((annFirst as number) + 1200);
  });
});

describe('admission', () => {
  const judge = useJudge({ concurrency: 1, maxWaiting: 1, maxPerLearner: 2 });

  it('refuses a job past the waiting list with QUEUE_FULL (503) and a Retry-After', async () => {
    const running = judge.judge(sleeper(0.8));
    const waiting = judge.judge(sleeper(0.1));
    const error = await rejection(judge.judge(sleeper(0.1)));
    expect(error.code).toBe('QUEUE_FULL');
    expect(error.status).toBe(503);
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(judge.stats()).toMatchObject({ running: 1, waiting: 1 });
    expect((await running).verdict).toBe('ACCEPTED');
    expect((await waiting).verdict).toBe('ACCEPTED');
  });

  it('refuses a third job in flight for one learner with TOO_MANY_JOBS (429), not for others', async () => {
    const first = judge.judge(sleeper(0.5), { learnerKey: 'ann' });
    const second = judge.judge(sleeper(0.1), { learnerKey: 'ann' });
    const error = await rejection(judge.judge(sleeper(0.1), { learnerKey: 'ann' }));
    expect(error.code).toBe('TOO_MANY_JOBS');
    expect(error.status).toBe(429);
    const others = await rejection(judge.judge(sleeper(0.1), { learnerKey: 'bob' }));
    expect(others.code).toBe('QUEUE_FULL'); // bob is not capped as a learner, only by the full queue
    await Promise.all([first, second]);
    expect((await judge.judge(sleeper(0), { learnerKey: 'ann' })).verdict).toBe('ACCEPTED');
  });

  it('refuses an invalid request at once, even when the queue is full', async () => {
    const running = judge.judge(sleeper(0.5));
    const waiting = judge.judge(sleeper(0.1));
    const error = await rejection(judge.judge({ ...sleeper(0), limits: { memoryMb: 4096 } }));
    expect(error.code).toBe('LIMIT_ABOVE_MAXIMUM');
    await Promise.all([running, waiting]);
  });
});

describe('fair share', () => {
  const judge = useJudge({ concurrency: 1, maxWaiting: 10, maxPerLearner: 5 });

  it("judges another learner's single job before one learner's burst drains", async () => {
    const finished: string[] = [];
    const job = (learnerKey: string, name: string, seconds: number) =>
      judge.judge(sleeper(seconds), { learnerKey }).then((result) => {
        finished.push(name);
        return result.verdict;
      });
    const burst = [0.4, 0.1, 0.1, 0.1, 0.1].map((seconds, index) => job('ann', `ann${index}`, seconds));
    const single = job('bob', 'bob', 0.1);
    expect(await Promise.all([...burst, single])).toEqual(Array(6).fill('ACCEPTED'));
    // ann0 was running when bob came; bob's job goes before ann's four waiting ones, which keep their order.
    expect(finished).toEqual(['ann0', 'bob', 'ann1', 'ann2', 'ann3', 'ann4']);
  });
});

describe('closing', () => {
  const judge = useJudge({ concurrency: 1 });

  it('rejects waiting jobs, finishes running ones, then refuses new ones', async () => {
    const running = judge.judge(sleeper(0.5));
    const waiting = judge.judge(sleeper(0.1));
    const closed = judge.close();
    expect((await rejection(waiting)).code).toBe('CLOSED');
    expect((await running).verdict).toBe('ACCEPTED');
    await closed;
    expect((await rejection(judge.judge(sleeper(0)))).code).toBe('CLOSED');
  });
});
