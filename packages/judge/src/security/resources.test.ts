import { JUDGE_SHOWN_OUTPUT_BYTES, judgeWallMs, type Language, type Verdict } from '@codequest/contracts';
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
 * Hostile programs against resources: memory bombs, busy and sleeping loops, floods on stdout and stderr,
 * many threads burning CPU, stack overflows, segfaults, hostile bytes in the output, descriptor exhaustion;
 * and the limits as DOMjudge and Kattis have them: threads with the default stack, an abort named SIGABRT,
 * an endless printer stopped by the time limit, 9 MB at once past the 8 MB output limit.
 */

const judge = useJudge();
const WALL_MS = 2000;

async function expectVerdicts(programs: Partial<Record<Language, string>>, verdicts: Verdict[], limits = {}) {
  const languages = Object.keys(programs) as Language[];
  const results = await judgeEach(
    judge,
    programs,
    { expected: 'never\n' },
    { limits: { ...FAST_LIMITS, ...limits } },
  );
  results.forEach((result, index) => {
    expectContained(result, WALL_MS);
    expect(verdicts, `${languages[index]}: ${JSON.stringify(result.tests[0]?.message)}`).toContain(
      result.verdict,
    );
  });
  expect(await leftoverProcesses(judge)).toEqual([]);
  return results;
}

describe('memory', () => {
  it('memory bombs end in Memory Limit Exceeded, reported near the limit', async () => {
    const results = await expectVerdicts(
      {
        c: '#include <stdlib.h>\n#include <string.h>\nint main(void){for(;;){char*p=malloc(16<<20);if(p)memset(p,1,16<<20);}}',
        cpp: '#include <vector>\nint main() { std::vector<std::vector<char>> blocks; for (;;) blocks.emplace_back(16 << 20, 1); }',
        javascript: 'const blocks = [];\nfor (;;) blocks.push(new Uint8Array(16 << 20).fill(1));',
        python: 'blocks = []\nwhile True:\n    blocks.append(bytearray(16 << 20))',
        java: 'import java.util.*;\npublic class Main { public static void main(String[] a) { List<byte[]> l = new ArrayList<>(); while (true) l.add(new byte[16 << 20]); } }',
      },
      ['MEMORY_LIMIT_EXCEEDED'],
      { cpuMs: 1000, memoryMb: 64 },
    );
    expect(results[0]?.tests[0]?.memoryKb).toBeGreaterThan(48 * 1024);
  });
});

describe('time', () => {
  it('busy loops end in Time Limit Exceeded', async () => {
    await expectVerdicts(
      {
        c: 'int main(void){volatile int x=0;for(;;)x++;}',
        cpp: 'int main() { volatile int x = 0; for (;;) x++; }',
        javascript: 'let x = 0;\nfor (;;) x++;',
        python: 'x = 0\nwhile True:\n    x += 1',
        java: 'public class Main { public static void main(String[] a) { long x = 0; while (true) x++; } }',
      },
      ['TIME_LIMIT_EXCEEDED'],
    );
  });

  it('sleeping ends in Time Limit Exceeded on the wall clock', async () => {
    const results = await expectVerdicts(
      {
        c: '#include <unistd.h>\nint main(void){sleep(100);return 0;}',
        cpp: '#include <chrono>\n#include <thread>\nint main() { std::this_thread::sleep_for(std::chrono::seconds(100)); }',
        javascript: "setTimeout(() => console.log('woke'), 100000);",
        python: 'import time\ntime.sleep(100)',
        java: 'public class Main { public static void main(String[] a) throws Exception { Thread.sleep(100000); } }',
      },
      ['TIME_LIMIT_EXCEEDED'],
    );
    for (const result of results) expect(result.tests[0]?.message).toBe('Wall time went past 2000 ms');
  });

  it('CPU time counts every thread: four spinning threads are stopped at the CPU limit', async () => {
    const spinners: Array<[Language, string]> = [
      [
        'c',
        [
          '#include <pthread.h>',
          'static void*spin(void*a){(void)a;volatile long x=0;for(;;)x++;return 0;}',
          'int main(void){pthread_t t[4];for(int i=0;i<4;i++)pthread_create(&t[i],0,spin,0);pthread_join(t[0],0);return 0;}',
        ].join('\n'),
      ],
      // Four workers, each a thread of the same process.
      [
        'javascript',
        "const { Worker } = require('worker_threads');\nfor (let i = 0; i < 4; i++) new Worker('for (;;) {}', { eval: true });",
      ],
    ];
    // One after another: side by side, each would take CPU the other needs to reach its limit in time.
    for (const [language, source] of spinners) {
      const result = await judgeOne(judge, language, source, {}, { limits: FAST_LIMITS });
      expect(result.verdict, language).toBe('TIME_LIMIT_EXCEEDED');
      expect(result.tests[0]?.cpuMs, language).toBeGreaterThanOrEqual(500);
    }
  });
});

describe('threads', () => {
  it('eight threads with the default stack size start and join, at the largest memory too', async () => {
    for (const memoryMb of [256, 1024]) {
      const result = await judgeOne(
        judge,
        'c',
        EIGHT_THREADS,
        { expected: 'joined\n' },
        { limits: { memoryMb } },
      );
      expect(result.verdict, result.tests[0]?.output).toBe('ACCEPTED');
    }
  });
});

describe('output', () => {
  it('stdout floods end in Time Limit Exceeded (they run on past the cap), and only the cap is kept', async () => {
    const results = await expectVerdicts(
      {
        c: '#include <stdio.h>\nint main(void){for(;;)fputs("flood flood flood flood\\n",stdout);}',
        cpp: '#include <iostream>\nint main() { for (;;) std::cout << "flood flood flood flood\\n"; }',
        javascript: "const s = 'flood '.repeat(1000);\nfor (;;) process.stdout.write(s);",
        python: "import sys\nwhile True:\n    sys.stdout.write('flood ' * 1000)",
        java: 'public class Main { public static void main(String[] a) { String s = "flood ".repeat(1000); while (true) System.out.print(s); } }',
      },
      ['TIME_LIMIT_EXCEEDED'],
    );
    for (const result of results) expect(result.tests[0]?.output.length).toBeLessThanOrEqual(64 * 1024);
  });

  it('stderr floods end in Time Limit Exceeded too', async () => {
    await expectVerdicts(
      {
        c: '#include <stdio.h>\nint main(void){for(;;)fputs("noise noise noise\\n",stderr);}',
        cpp: '#include <iostream>\nint main() { for (;;) std::cerr << "noise noise noise\\n"; }',
        javascript: "const s = 'noise '.repeat(1000);\nfor (;;) process.stderr.write(s);",
        python: "import sys\nwhile True:\n    sys.stderr.write('noise ' * 1000)",
        java: 'public class Main { public static void main(String[] a) { String s = "noise ".repeat(1000); while (true) System.err.print(s); } }',
      },
      ['TIME_LIMIT_EXCEEDED'],
    );
  });

  it('a program printing forever is Time Limit Exceeded, and what reaches the judge stays at the cap', async () => {
    const rssBefore = process.memoryUsage().rss;
    const result = await judgeOne(
      judge,
      'c',
      '#include <stdio.h>\nint main(void){for(;;)fputs("forever and ever and ever\\n",stdout);}',
      { expected: 'never\n' },
      { limits: { cpuMs: 1000 } },
    );
    expect(result.verdict).toBe('TIME_LIMIT_EXCEEDED');
    // The printer waits on its reader: on a machine busy enough, the wall limit comes before the CPU limit.
    const test = result.tests[0];
    const measured = JSON.stringify({ message: test?.message, cpuMs: test?.cpuMs, wallMs: test?.wallMs });
    if (test?.message === 'CPU time went past 1000 ms')
      expect(test.cpuMs, measured).toBeGreaterThanOrEqual(1000);
    else {
      expect(test?.message, measured).toBe(`Wall time went past ${judgeWallMs(1000)} ms`);
      expect(test?.wallMs, measured).toBeGreaterThanOrEqual(judgeWallMs(1000));
    }
    expect(result.tests[0]?.output.length).toBeLessThanOrEqual(JUDGE_SHOWN_OUTPUT_BYTES);
    // A second of printing is gigabytes; the judge reads 8 MB of it at most.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(256 * 1024 * 1024);
    expect(await leftoverProcesses(judge)).toEqual([]);
  });

  it('9 MB printed at once is Output Limit Exceeded at the default 8 MB', async () => {
    const result = await judgeOne(
      judge,
      'c',
      '#include <stdio.h>\n#include <string.h>\nstatic char b[9<<20];int main(void){memset(b,120,sizeof b);fwrite(b,1,sizeof b,stdout);return 0;}',
    );
    expect(result.verdict).toBe('OUTPUT_LIMIT_EXCEEDED');
    expect(result.tests[0]?.message).toBe('Output went past 8192 KB');
  });

  it('one endless line without a newline is cut at the cap', async () => {
    const result = await judgeOne(
      judge,
      'python',
      "import sys\nsys.stdout.write('x' * (10 << 20))",
      {},
      { limits: { outputKb: 64 } },
    );
    expect(result.verdict).toBe('OUTPUT_LIMIT_EXCEEDED');
    expect(result.tests[0]?.output).toHaveLength(64 * 1024);
  });

  it('invalid UTF-8 and NUL bytes are a wrong answer, returned as safe text', async () => {
    const results = await expectVerdicts(
      {
        c: '#include <stdio.h>\nint main(void){fwrite("\\xff\\xfe\\0A\\xc3\\n",1,6,stdout);return 0;}',
        cpp: '#include <iostream>\nint main() { std::cout.write("\\xff\\xfe\\0A\\xc3\\n", 6); }',
        javascript: 'process.stdout.write(Buffer.from([0xff, 0xfe, 0, 65, 0xc3, 10]));',
        python: "import sys\nsys.stdout.buffer.write(b'\\xff\\xfe\\x00A\\xc3\\n')",
        java: 'public class Main { public static void main(String[] a) { System.out.write(new byte[] {(byte) 0xff, (byte) 0xfe, 0, 65, (byte) 0xc3, 10}, 0, 6); System.out.flush(); } }',
      },
      ['WRONG_ANSWER'],
    );
    for (const result of results) {
      const output = result.tests[0]?.output ?? '';
      expect(output).not.toContain('\u0000');
      expect(output).toBe('\uFFFD\uFFFD\uFFFDA\uFFFD\n');
    }
  });
});

describe('crashes', () => {
  it('stack overflows are runtime errors', async () => {
    const results = await expectVerdicts(
      {
        c: 'int f(volatile int n){volatile char pad[256];pad[0]=(char)n;return f(n+1)+pad[0];}\nint main(void){return f(0);}',
        cpp: 'int f(int n) {\n  volatile char pad[256];\n  pad[0] = static_cast<char>(n);\n  return f(n + 1) + pad[0];\n}\nint main() { return f(0); }',
        // V8 checks its stack (Node runs with a --stack-size below the stack rlimit): a RangeError, exit code 1.
        javascript: 'function f(n) {\n  return f(n + 1) + 1;\n}\nf(0);',
        // Through map, each level also takes C stack: Python 3.11 keeps plain Python calls off the C stack, and
        // would fill the heap slowly instead of overflowing.
        python:
          'import sys\nsys.setrecursionlimit(10 ** 8)\ndef f(n):\n    return max(map(f, [n + 1])) + 1\nf(0)',
      },
      ['RUNTIME_ERROR', 'MEMORY_LIMIT_EXCEEDED'],
      // The stack is half the memory: a smaller one overflows well inside the CPU limit on a busy machine.
      { cpuMs: 2000, memoryMb: 64 },
    );
    // Java's stack is its own -Xss whatever the memory: with 64 MB it met the memory limit before the end of
    // its stack, and once, on a busy machine, ran seconds past the CPU limit there (most likely the kernel
    // reclaiming at the limit). With room, it overflows its stack.
    const [java] = await expectVerdicts(
      {
        java: 'public class Main { static int f(int n) { return f(n + 1) + 1; } public static void main(String[] a) { f(0); } }',
      },
      ['RUNTIME_ERROR'],
      { cpuMs: 2000, memoryMb: 256 },
    );
    expect(java?.tests[0]?.stderr).toMatch(/java\.lang\.StackOverflowError/);
    const [c, cpp, javascript] = results;
    expect(c?.tests[0]?.signal).toBe('SIGSEGV');
    expect(cpp?.tests[0]?.signal).toBe('SIGSEGV');
    expect(javascript?.verdict).toBe('RUNTIME_ERROR');
    expect(javascript?.tests[0]?.exitCode).toBe(1);
    expect(javascript?.tests[0]?.stderr).toMatch(/RangeError: Maximum call stack size exceeded/);
  });

  it('abort() is a runtime error named SIGABRT', async () => {
    const results = await expectVerdicts(
      {
        c: '#include <stdlib.h>\nint main(void){abort();}',
        cpp: '#include <cstdlib>\nint main() { std::abort(); }',
        javascript: 'process.abort();',
      },
      ['RUNTIME_ERROR'],
    );
    for (const result of results) {
      expect(result.tests[0]?.signal).toBe('SIGABRT');
      expect(result.tests[0]?.message).toBe('Killed by SIGABRT');
    }
  });

  it('segfaults name their signal', async () => {
    const results = await expectVerdicts(
      {
        c: 'int main(void){*(volatile int*)16=1;return 0;}',
        cpp: 'int main() { *reinterpret_cast<volatile int *>(16) = 1; }',
        // JavaScript cannot touch memory outside its own objects. Its one way to a bad address is
        // WebAssembly, whose bounds check turns the load (at 0xffffffff, past its one page) into a
        // RuntimeError: a runtime error with exit code 1, no signal.
        javascript: [
          'const bytes = new Uint8Array([',
          '  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // magic, version 1',
          '  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7f, // a type: () -> i32',
          '  0x03, 0x02, 0x01, 0x00, // one function of that type',
          '  0x05, 0x03, 0x01, 0x00, 0x01, // one page of memory',
          "  0x07, 0x08, 0x01, 0x04, 0x6c, 0x6f, 0x61, 0x64, 0x00, 0x00, // exported as 'load'",
          '  0x0a, 0x09, 0x01, 0x07, 0x00, 0x41, 0x7f, 0x28, 0x02, 0x00, 0x0b, // i32.load (i32.const -1)',
          ']);',
          'const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes));',
          'console.log(instance.exports.load());',
        ].join('\n'),
        python: 'import ctypes\nctypes.string_at(0)',
        java: [
          'import java.lang.reflect.*;',
          'public class Main { public static void main(String[] a) throws Exception {',
          '  Field f = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe"); f.setAccessible(true);',
          '  sun.misc.Unsafe u = (sun.misc.Unsafe) f.get(null); u.putAddress(0, 0);',
          '} }',
        ].join('\n'),
      },
      ['RUNTIME_ERROR'],
    );
    const [c, cpp, javascript, python] = results;
    for (const result of [c, cpp, python]) expect(result?.tests[0]?.signal).toBe('SIGSEGV');
    expect(javascript?.tests[0]?.signal).toBeUndefined();
    expect(javascript?.tests[0]?.exitCode).toBe(1);
    expect(javascript?.tests[0]?.stderr).toMatch(/RuntimeError: memory access out of bounds/);
  });

  it('running out of file descriptors stays inside the run', async () => {
    const [python, javascript] = await judgeEach(
      judge,
      {
        python:
          "import os\nn = 0\ntry:\n    while True:\n        os.open('/dev/null', os.O_RDONLY); n += 1\nexcept OSError:\n    print(n)",
        javascript: [
          "const fs = require('fs');",
          'let n = 0;',
          'try {',
          '  for (;;) {',
          "    fs.openSync('/dev/null', 'r');",
          '    n++;',
          '  }',
          '} catch (error) {',
          '  console.log(n, error.code);',
          '}',
        ].join('\n'),
      },
      { expected: '100000\n' },
    );
    expect(python?.verdict).toBe('WRONG_ANSWER');
    expect(Number(python?.tests[0]?.output)).toBeLessThan(64);
    // Node gets 256 descriptors (its own threads and pipes hold some of them).
    expect(javascript?.verdict).toBe('WRONG_ANSWER');
    expect(javascript?.tests[0]?.output).toMatch(/^\d+ EMFILE\n$/);
    expect(Number.parseInt(javascript?.tests[0]?.output ?? '', 10)).toBeLessThan(256);
  });

  it('leaves the judge healthy', async () => {
    await expectHealthy(judge);
  });
});
