import type { Language } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import {
  expectContained,
  expectHealthy,
  FAST_LIMITS,
  judgeOne,
  leftoverProcesses,
  useJudge,
} from '../test/fixtures';
import { judgeEach } from '../test/judge-each';
import { EIGHT_THREADS } from '../test/programs';

/**
 * The weaker rlimits mode (no cgroups: bubblewrap, rlimits and the pid namespace only) still contains the
 * worst programs: fork bombs, memory bombs, daemons. Memory is then capped per process by RLIMIT_AS
 * (Java: by its heap), so a bomb shows as whatever the program does when an allocation fails.
 */

const judge = useJudge({ mode: 'rlimits' });
const WALL_MS = 2000;

async function expectAllContained(programs: Partial<Record<Language, string>>) {
  const results = await judgeEach(
    judge,
    programs,
    { expected: 'never\n' },
    { limits: { ...FAST_LIMITS, memoryMb: 64 } },
  );
  for (const result of results) expectContained(result, WALL_MS);
  expect(await leftoverProcesses(judge)).toEqual([]);
  return results;
}

describe('rlimits mode', () => {
  it('is the mode in force', () => {
    expect(judge.mode).toBe('rlimits');
  });

  it('contains fork bombs and daemons', async () => {
    await expectAllContained({
      c: '#include <unistd.h>\nint main(void){for(;;)fork();}',
      python:
        'import os, time\nif os.fork() == 0:\n    os.setsid()\n    time.sleep(60)\nprint("parent done")',
    });
  });

  it('contains memory bombs', async () => {
    const [c, python, java] = await expectAllContained({
      c: '#include <stdlib.h>\n#include <string.h>\nint main(void){for(;;){char*p=malloc(16<<20);if(!p)return 3;memset(p,1,16<<20);}}',
      python: 'blocks = []\nwhile True:\n    blocks.append(bytearray(16 << 20))',
      java: 'import java.util.*;\npublic class Main { public static void main(String[] a) { List<byte[]> l = new ArrayList<>(); while (true) l.add(new byte[16 << 20]); } }',
    });
    expect(c?.tests[0]?.exitCode).toBe(3); // malloc failed under RLIMIT_AS
    expect(python?.verdict).toBe('MEMORY_LIMIT_EXCEEDED');
    expect(java?.verdict).toBe('MEMORY_LIMIT_EXCEEDED');
  });

  it('lets eight threads start with the default stack size (RLIMIT_AS holds no stack as large as RLIMIT_STACK)', async () => {
    const result = await judgeOne(
      judge,
      'c',
      EIGHT_THREADS,
      { expected: 'joined\n' },
      { limits: { memoryMb: 256 } },
    );
    expect(result.verdict, result.tests[0]?.output).toBe('ACCEPTED');
  });

  it('still gives the right verdicts', async () => {
    await expectHealthy(judge);
    const loop = await judgeOne(judge, 'c', 'int main(void){volatile int x=0;for(;;)x++;}');
    expect(loop.verdict).toBe('TIME_LIMIT_EXCEEDED');
  });
});
