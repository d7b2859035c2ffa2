import { readdir, readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createJudge } from '../judge';
import { judgeOne, leftoverProcesses, type TestJudge, useJudge } from '../test/fixtures';
import { C_SUM, SUM_TEST } from '../test/programs';

/**
 * Launchers started ahead: each slot has one waiting (in the slot's cgroup, as root, for bubblewrap's
 * command line) whenever none of its sandboxes runs; a submission takes them, and they are started again.
 */

const judge = useJudge({ concurrency: 2, javaCompiler: 'cold' });

/** The pids of the launchers waiting for one of these slot uids. */
async function waitingLaunchers(uids: number[]): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const args = (await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')).split('\0');
    const uid = Number(args[args.indexOf('--uid') + 1]);
    if (args[1] === 'enter' && args.includes('--args-fd') && uids.includes(uid)) found.push(Number(entry));
  }
  return found.sort((a, b) => a - b);
}

/** The waiting launchers once there are `count` of them (they start in the background). */
async function settled(uids: number[], count: number): Promise<number[]> {
  let found: number[] = [];
  for (let attempt = 0; attempt < 200; attempt++) {
    found = await waitingLaunchers(uids);
    if (found.length === count) return found;
    await delay(10);
  }
  return found;
}

async function cgroupOf(pid: number): Promise<string> {
  return readFile(`/proc/${pid}/cgroup`, 'utf8');
}

async function expectAccepted(target: TestJudge): Promise<void> {
  const result = await judgeOne(target, 'c', C_SUM, SUM_TEST);
  expect(result.verdict, JSON.stringify(result)).toBe('ACCEPTED');
}

describe('launchers started ahead', () => {
  it('wait in their slot’s cgroup, one per slot, and are taken by the next submission', async () => {
    await expectAccepted(judge);
    const uids = await judge.slotUids();
    const before = await settled(uids, 2);
    expect(before).toHaveLength(2);
    const groups = await Promise.all(before.map(cgroupOf));
    for (const uid of uids) expect(groups.some((group) => group.includes(`/slot-${uid}`))).toBe(true);

    await expectAccepted(judge);
    const after = await settled(uids, 2);
    expect(after).toHaveLength(2);
    expect(after.filter((pid) => before.includes(pid)).length).toBeLessThan(2);
    expect(await leftoverProcesses(judge)).toEqual([]);
  });

  it('are replaced when one was killed meanwhile, and the verdict is still right', async () => {
    const uids = await judge.slotUids();
    const waiting = await settled(uids, 2);
    for (const pid of waiting) process.kill(pid, 'SIGKILL');
    // Two learners at once: both slots compile, so each takes its (killed) launcher.
    const results = await Promise.all(
      ['one', 'two'].map((learnerKey) =>
        judge.judge({ language: 'c', source: C_SUM, tests: [SUM_TEST] }, { learnerKey }),
      ),
    );
    expect(results.map((result) => result.verdict)).toEqual(['ACCEPTED', 'ACCEPTED']);
    const after = await settled(uids, 2);
    expect(after).toHaveLength(2);
    expect(after.filter((pid) => waiting.includes(pid))).toEqual([]);
  });

  it('are gone once their judge closes', async () => {
    const other = createJudge({ concurrency: 2, javaCompiler: 'cold' });
    let closed = false;
    try {
      const result = await judgeOne(other, 'c', C_SUM, SUM_TEST);
      expect(result.verdict).toBe('ACCEPTED');
      const uids = (await other.engine.uids()).slots;
      expect(await settled(uids, 2)).toHaveLength(2);
      await other.close();
      closed = true;
      expect(await waitingLaunchers(uids)).toEqual([]);
    } finally {
      if (!closed) await other.close();
    }
  });
});
