import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createJudge } from '../judge';
import { judgeOne, leftoverProcesses, type TestJudge, useJudge } from '../test/fixtures';
import { C_SUM, PYTHON_SUM, SUM_TEST } from '../test/programs';
import { KeptSeries } from './kept-series';

/**
 * The slots' kept sandboxes: each slot keeps one from one submission to the next, where its compiles and
 * tests run; one that ended is replaced, and none outlives its judge.
 */

const judge = useJudge({ concurrency: 2, javaCompiler: 'cold' });

async function expectAccepted(target: TestJudge): Promise<void> {
  const result = await judgeOne(target, 'c', C_SUM, SUM_TEST);
  expect(result.verdict, JSON.stringify(result)).toBe('ACCEPTED');
}

/** Every process now running as one of these uids. */
async function processesOf(uids: number[]): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
    if (uids.includes(uid)) found.push(Number(entry));
  }
  return found;
}

/** Waits until none of these processes runs any more (gone, or a zombie awaiting its parent). */
async function untilDead(pids: number[]): Promise<void> {
  const deadline = Date.now() + 5000;
  const alive = async (pid: number) => {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    return stat !== '' && stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  };
  while ((await Promise.all(pids.map(alive))).some(Boolean)) {
    if (Date.now() > deadline) throw new Error(`still running 5 s after SIGKILL: ${pids.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('kept sandboxes', () => {
  it('serve the next submission, its compile and its tests: no sandbox starts for it', async () => {
    await expectAccepted(judge);
    const kept = await judge.engine.keptSandboxPids();
    expect(kept.length).toBeGreaterThanOrEqual(2); // bubblewrap and the init, at least one slot's
    await expectAccepted(judge);
    await expectAccepted(judge);
    const after = await judge.engine.keptSandboxPids();
    expect(after).toEqual(expect.arrayContaining(kept));
    // The slots' kept sandboxes are all there is: no process started for the submissions is left.
    expect(await leftoverProcesses(judge)).toEqual([]);
  });

  it('are replaced when one was killed meanwhile, and the verdict is still right', async () => {
    await expectAccepted(judge);
    const killed = await judge.engine.keptSandboxPids();
    for (const pid of killed) process.kill(pid, 'SIGKILL');
    // Killed "meanwhile": they are dead before the next submission comes. (A SIGKILL takes effect when the
    // process next runs, which on a busy machine can be after the next job has taken its sandbox.)
    await untilDead(killed);
    const results = await Promise.all(
      ['one', 'two'].map((learnerKey) =>
        judge.judge({ language: 'c', source: C_SUM, tests: [SUM_TEST] }, { learnerKey }),
      ),
    );
    expect(results.map((result) => result.verdict)).toEqual(['ACCEPTED', 'ACCEPTED']);
    const after = await judge.engine.keptSandboxPids();
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((pid) => killed.includes(pid))).toEqual([]);
  });

  it('are replaced when one dies the moment a compile or a test takes it: it runs again, no Internal Error', async () => {
    // The race made certain: the sandbox handed out is killed, and seen to end, before it runs anything.
    const take = KeptSeries.prototype.take;
    let armed = false;
    KeptSeries.prototype.take = async function (this: KeptSeries, ...args: Parameters<KeptSeries['take']>) {
      const series = await take.apply(this, args);
      if (armed) {
        armed = false;
        const ended = new Promise((resolve) => series.child.once('close', resolve));
        series.child.kill('SIGKILL');
        await ended;
      }
      return series;
    };
    try {
      for (const [language, source] of [
        ['python', PYTHON_SUM],
        ['c', C_SUM],
      ] as const) {
        await expectAccepted(judge);
        armed = true;
        const result = await judge.judge({ language, source, tests: [SUM_TEST] });
        expect(armed).toBe(false);
        expect(result.verdict).toBe('ACCEPTED');
      }
    } finally {
      KeptSeries.prototype.take = take;
    }
  });

  it('hold nothing more for each submission they serve (no listener left on a closed pipe)', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      for (let submission = 0; submission < 15; submission++) {
        const result = await judgeOne(judge, 'python', 'print(input())', { input: 'a\n', expected: 'a\n' });
        expect(result.verdict).toBe('ACCEPTED');
      }
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).toEqual([]);
  });

  it('are gone once their judge closes', async () => {
    const other = createJudge({ concurrency: 2, javaCompiler: 'cold' });
    let closed = false;
    try {
      const result = await judgeOne(other, 'c', C_SUM, SUM_TEST);
      expect(result.verdict).toBe('ACCEPTED');
      const uids = (await other.engine.uids()).slots;
      expect((await other.engine.keptSandboxPids()).length).toBeGreaterThan(0);
      await other.close();
      closed = true;
      expect(await processesOf(uids)).toEqual([]);
    } finally {
      if (!closed) await other.close();
    }
  });
});
