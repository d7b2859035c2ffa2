import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Language } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { PROGRAM_DIR } from './languages';
import { findUidProcesses } from './sandbox/cgroups';
import { DEFAULT_WORK_ROOT } from './sandbox/work-root';
import { leftoverProcesses, useJudge } from './test/fixtures';
import type { JudgeRequest } from './types';

/**
 * Sandboxes started ahead (spares.ts): after a submission in a language that compiles nothing, each slot it
 * used holds a new sandbox for the next one like it; that one takes them and sees nothing but its own source;
 * anything else that needs the slot ends them first, and they end with the judge.
 */

const judge = useJudge({ concurrency: 2, javaCompiler: 'cold' });

/** Prints what the program's folder holds: its own source file, nothing else. */
const LISTERS: Partial<Record<Language, { source: string; expected: string }>> = {
  python: {
    source: `import os\nprint(sorted(os.listdir("${PROGRAM_DIR}")))\n`,
    expected: "['main.py']\n",
  },
  javascript: {
    source: `console.log(JSON.stringify(require('fs').readdirSync('${PROGRAM_DIR}').sort()));\n`,
    expected: '["main.js"]\n',
  },
};

function listing(language: 'python' | 'javascript', limits: JudgeRequest['limits'] = {}): JudgeRequest {
  const { source, expected } = LISTERS[language] as { source: string; expected: string };
  return {
    language,
    source,
    tests: [
      { input: '', expected },
      { input: '', expected },
    ],
    limits,
  };
}

async function runsDir(): Promise<string> {
  const [uidBase] = await judge.slotUids();
  return path.join(DEFAULT_WORK_ROOT, `uids-${uidBase}`, 'runs');
}

async function spareFolders(): Promise<string[]> {
  return (await readdir(await runsDir())).filter((name) => name.startsWith('spare-')).sort();
}

async function slotProcesses(): Promise<number[]> {
  const uids = await judge.slotUids();
  return (await Promise.all(uids.map(findUidProcesses))).flat().sort();
}

/** Waits until check() holds (the spares start after the verdict); its last value either way. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 300 && !check(value); attempt++) {
    await delay(10);
    value = await read();
  }
  return value;
}

async function expectAccepted(request: JudgeRequest): Promise<void> {
  const result = await judge.judge(request);
  expect(
    result.tests.map((test) => test.verdict),
    JSON.stringify(result),
  ).toEqual(['ACCEPTED', 'ACCEPTED']);
}

describe('sandboxes started ahead', () => {
  it.each(['python', 'javascript'] as const)(
    'wait on both slots after a %s submission and serve the next like it, which sees only its own source',
    async (language) => {
      await expectAccepted(listing(language));
      const folders = await eventually(spareFolders, (names) => names.length === 2);
      expect(folders).toHaveLength(2);
      for (const folder of folders) expect(await readdir(path.join(await runsDir(), folder))).toEqual([]);
      // Each spare is bubblewrap and the sandbox's init, running as the slot's user and waiting.
      const before = await eventually(slotProcesses, (pids) => pids.length === 4);
      expect(before).toHaveLength(4);

      await expectAccepted(listing(language));
      const after = await eventually(
        spareFolders,
        (names) => names.length === 2 && !names.some((name) => folders.includes(name)),
      );
      expect(after.filter((name) => folders.includes(name))).toEqual([]);
      const pids = await eventually(
        slotProcesses,
        (now) => now.length === 4 && !now.some((pid) => before.includes(pid)),
      );
      expect(pids.filter((pid) => before.includes(pid))).toEqual([]);
    },
  );

  it('are ended by a submission they were not started for, which is judged as usual', async () => {
    await expectAccepted(listing('python'));
    const folders = await eventually(spareFolders, (names) => names.length === 2);
    // Other limits are another sandbox: the spares are ended, and new ones started for these limits.
    await expectAccepted(listing('python', { cpuMs: 1500 }));
    const after = await eventually(
      spareFolders,
      (names) => names.length === 2 && !names.some((name) => folders.includes(name)),
    );
    expect(after.filter((name) => folders.includes(name))).toEqual([]);
    // A language that compiles takes a slot for its compile and ends the spare there.
    const compiled = await judge.judge({
      language: 'c',
      source: '#include <stdio.h>\nint main(void) { puts("ok"); return 0; }\n',
      tests: [{ input: '', expected: 'ok\n' }],
    });
    expect(compiled.verdict, JSON.stringify(compiled)).toBe('ACCEPTED');
    const left = await eventually(spareFolders, (names) => names.length < 2);
    expect(left.length).toBeLessThan(2);
  });

  it('end on demand and with their judge, leaving no process and no folder', async () => {
    await expectAccepted(listing('javascript'));
    await eventually(spareFolders, (names) => names.length === 2);
    expect(await leftoverProcesses(judge)).toEqual([]); // ends the spares first
    expect(await spareFolders()).toEqual([]);

    await expectAccepted(listing('javascript'));
    await eventually(spareFolders, (names) => names.length === 2);
    const uids = await judge.slotUids();
    const runs = await runsDir();
    await judge.close();
    expect((await Promise.all(uids.map(findUidProcesses))).flat()).toEqual([]);
    expect(await readdir(runs).catch(() => [])).toEqual([]);
  });
});
