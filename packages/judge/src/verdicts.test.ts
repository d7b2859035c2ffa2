import type { Language, Verdict } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { FAST_LIMITS, judgeOne, leftoverProcesses, useJudge } from './test/fixtures';

/** Every verdict in every language, through the real sandbox. */

const judge = useJudge();

interface Case {
  verdict: Verdict;
  source: string;
  input?: string;
  expected?: string;
  limits?: Record<string, number>;
  /** What the result must also say. */
  detail?: { signal?: string; exitCode?: number; compileOutput?: RegExp; message?: RegExp };
}

const SUM = { input: '2 40\n', expected: '42\n' };

const PROGRAMS: Record<Language, Case[]> = {
  c: [
    {
      verdict: 'ACCEPTED',
      source:
        '#include <stdio.h>\nint main(void){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);return 0;}',
      ...SUM,
    },
    { verdict: 'WRONG_ANSWER', source: '#include <stdio.h>\nint main(void){puts("41");return 0;}', ...SUM },
    {
      verdict: 'TIME_LIMIT_EXCEEDED',
      source: 'int main(void){volatile unsigned long n=0;for(;;)n++;}',
      detail: { message: /time went past/ },
    },
    {
      verdict: 'MEMORY_LIMIT_EXCEEDED',
      source:
        '#include <stdlib.h>\n#include <string.h>\nint main(void){for(;;){char*p=malloc(1<<20);if(!p)return 3;memset(p,1,1<<20);}}',
      limits: { memoryMb: 64 },
    },
    {
      verdict: 'OUTPUT_LIMIT_EXCEEDED',
      // 15 MB, then an end: a program printing forever runs on to its time limit instead.
      source: '#include <stdio.h>\nint main(void){for(int i=0;i<1<<20;i++)puts("spam spam spam");return 0;}',
    },
    {
      verdict: 'RUNTIME_ERROR',
      source: 'int main(void){volatile int*p=0;return *p;}',
      detail: { signal: 'SIGSEGV', message: /SIGSEGV/ },
    },
    {
      verdict: 'RUNTIME_ERROR',
      source: 'int main(void){return 3;}',
      detail: { exitCode: 3, message: /Exit code 3/ },
    },
    {
      verdict: 'COMPILATION_ERROR',
      source: 'int main(void){ return undefined_name; }',
      detail: { compileOutput: /undefined_name/ },
    },
  ],
  java: [
    {
      verdict: 'ACCEPTED',
      source:
        'import java.util.*;\npublic class Main { public static void main(String[] a) { Scanner s = new Scanner(System.in); System.out.println(s.nextLong() + s.nextLong()); } }',
      ...SUM,
    },
    {
      verdict: 'WRONG_ANSWER',
      source: 'public class Main { public static void main(String[] a) { System.out.println(41); } }',
      ...SUM,
    },
    {
      verdict: 'TIME_LIMIT_EXCEEDED',
      source: 'public class Main { public static void main(String[] a) { long n = 0; while (true) n++; } }',
    },
    {
      verdict: 'MEMORY_LIMIT_EXCEEDED',
      source:
        'import java.util.*;\npublic class Main { public static void main(String[] a) { List<long[]> l = new ArrayList<>(); while (true) l.add(new long[1 << 17]); } }',
      limits: { memoryMb: 64 },
    },
    {
      verdict: 'OUTPUT_LIMIT_EXCEEDED',
      source:
        'public class Main { public static void main(String[] a) { System.out.print("spam spam\\n".repeat(1 << 20)); } }',
    },
    {
      verdict: 'RUNTIME_ERROR',
      source: 'public class Main { public static void main(String[] a) { int[] x = new int[1]; x[2] = 1; } }',
      detail: { exitCode: 1 },
    },
    {
      verdict: 'COMPILATION_ERROR',
      source: 'public class Main { public static void main(String[] a) { int x = "text"; } }',
      detail: { compileOutput: /Main\.java:1: error: incompatible types/ },
    },
  ],
  python: [
    { verdict: 'ACCEPTED', source: 'a, b = map(int, input().split())\nprint(a + b)', ...SUM },
    { verdict: 'WRONG_ANSWER', source: 'print(41)', ...SUM },
    { verdict: 'TIME_LIMIT_EXCEEDED', source: 'while True:\n    pass' },
    {
      verdict: 'MEMORY_LIMIT_EXCEEDED',
      source: 'chunks = []\nwhile True:\n    chunks.append(bytearray(1 << 20))',
      limits: { memoryMb: 64 },
    },
    { verdict: 'OUTPUT_LIMIT_EXCEEDED', source: 'print("spam spam spam\\n" * (1 << 20))' },
    { verdict: 'RUNTIME_ERROR', source: 'raise ValueError("boom")', detail: { exitCode: 1 } },
    {
      verdict: 'COMPILATION_ERROR',
      source: 'def broken(:\n    pass',
      detail: { compileOutput: /SyntaxError/ },
    },
  ],
};

describe.each(Object.keys(PROGRAMS) as Language[])('%s', (language) => {
  it('gives each verdict', async () => {
    const cases = PROGRAMS[language];
    const results = await Promise.all(
      cases.map((entry) =>
        judgeOne(judge, language, entry.source, entry, { limits: { ...FAST_LIMITS, ...entry.limits } }),
      ),
    );
    cases.forEach((entry, index) => {
      const result = results[index];
      const summary = JSON.stringify(result).slice(0, 600);
      expect(result?.verdict, `${entry.verdict} ← ${summary}`).toBe(entry.verdict);
      const test = result?.tests[0];
      if (entry.detail?.signal) expect(test?.signal).toBe(entry.detail.signal);
      if (entry.detail?.exitCode !== undefined) expect(test?.exitCode).toBe(entry.detail.exitCode);
      if (entry.detail?.message) expect(test?.message).toMatch(entry.detail.message);
      if (entry.detail?.compileOutput) expect(result?.compile.output).toMatch(entry.detail.compileOutput);
    });
    expect(await leftoverProcesses(judge)).toEqual([]);
  });
});

describe('python syntax errors', () => {
  it('are found by the real check, never taken from what a program prints', async () => {
    // A program that writes a syntax error look-alike holding its (hidden) input, then exits with 1.
    const mimic = [
      'import sys',
      'data = sys.stdin.read()',
      `sys.stderr.write('  File "/prog/main.py", line 1\\n    ' + data + '\\nSyntaxError: invalid syntax\\n')`,
      'sys.exit(1)',
    ].join('\n');
    const tests = Array.from({ length: 4 }, (_, index) => ({ input: `secret-${index}\n`, expected: 'x\n' }));
    const faked = await judge.judge({ language: 'python', source: mimic, tests });
    expect(faked.verdict).toBe('RUNTIME_ERROR');
    expect(faked.compile).toMatchObject({ ok: true, output: '' });
    expect(faked.tests.map((test) => test.verdict)).toEqual(tests.map(() => 'RUNTIME_ERROR'));

    const broken = await judge.judge({ language: 'python', source: 'print(\n', tests });
    expect(broken.verdict).toBe('COMPILATION_ERROR');
    expect(broken.compile.output).toMatch(/SyntaxError/);
    expect(broken.compile.output).not.toMatch(/secret/);
    expect(broken.tests).toEqual([]);
  });
});

describe('measures', () => {
  it('reports CPU time, wall time and the peak memory of the program itself', async () => {
    const hog =
      '#include <stdio.h>\n#include <stdlib.h>\nint main(void){int n;scanf("%d",&n);volatile char*p=malloc(n<<20);for(long i=0;i<(long)n<<20;i+=4096)p[i]=1;return p[4096]-1;}';
    const burn =
      'int main(void){volatile unsigned long n=0;for(unsigned long i=0;i<400000000UL;i++)n+=i;return 0;}';
    const [memory, cpu] = await Promise.all([
      judgeOne(judge, 'c', hog, { input: '100' }, { limits: { memoryMb: 256 } }),
      judgeOne(judge, 'c', burn, {}, { limits: { cpuMs: 5000 } }),
    ]);
    expect(memory.tests[0]?.verdict).toBe('ACCEPTED');
    expect(memory.tests[0]?.memoryKb).toBeGreaterThan(100 * 1024);
    expect(memory.tests[0]?.memoryKb).toBeLessThan(120 * 1024);
    expect(cpu.tests[0]?.verdict).toBe('ACCEPTED');
    expect(cpu.tests[0]?.cpuMs).toBeGreaterThan(50);
    expect(cpu.tests[0]?.wallMs).toBeGreaterThanOrEqual(cpu.tests[0]?.cpuMs ?? 0);
  });

  it('runs every test of a submission and keeps their order', async () => {
    const source = 'n = int(input())\nprint(n * n)';
    const tests = Array.from({ length: 6 }, (_, index) => ({
      input: `${index}\n`,
      expected: `${index * index}\n`,
    }));
    tests[3] = { input: '3\n', expected: '10\n' };
    const result = await judge.judge({ language: 'python', source, tests });
    expect(result.tests.map((test) => test.verdict)).toEqual([
      'ACCEPTED',
      'ACCEPTED',
      'ACCEPTED',
      'WRONG_ANSWER',
      'ACCEPTED',
      'ACCEPTED',
    ]);
    expect(result.verdict).toBe('WRONG_ANSWER');
    expect(result.tests[5]?.output).toBe('25\n');
  });
});

describe('internal error', () => {
  it('is the verdict in every language when the sandbox itself cannot start', async () => {
    // A "bubblewrap" that exits at once: every sandbox fails before the program could start.
    const details: string[] = [];
    const broken = useJudge({
      bwrap: '/bin/false',
      javaCompiler: 'cold',
      onInternalError: (detail) => details.push(detail),
    });
    const sources: Record<Language, string> = {
      c: 'int main(void){return 0;}',
      java: 'public class Main { public static void main(String[] a) {} }',
      python: 'print(1)',
    };
    for (const language of Object.keys(sources) as Language[]) {
      const result = await judgeOne(broken, language, sources[language]);
      expect(result.verdict).toBe('INTERNAL_ERROR');
      expect(result.compile.ok).toBe(false);
    }
    // The operator hears why; the learner's result says nothing of the host.
    expect(details.length).toBeGreaterThanOrEqual(3);
    for (const detail of details) expect(detail).toMatch(/The sandbox exited with code 1 without a status/);
  });
});
