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
  detail?: { signal?: string; exitCode?: number; compileOutput?: RegExp; message?: RegExp; stderr?: RegExp };
}

const SUM = { input: '2 40\n', expected: '42\n' };

/**
 * A memory bomb's limits: 64 MB, and CPU time enough to fill them where page faults are slow (a busy
 * virtual machine took over 500 ms of CPU to fill V8's heap): the verdict asserted is the memory one.
 */
const BOMB_LIMITS = { memoryMb: 64, cpuMs: 2000 };

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
      limits: BOMB_LIMITS,
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
  cpp: [
    {
      verdict: 'ACCEPTED',
      source:
        '#include <iostream>\nint main() { std::ios::sync_with_stdio(false); long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }',
      ...SUM,
    },
    {
      verdict: 'WRONG_ANSWER',
      source: '#include <iostream>\nint main() { std::cout << 41 << std::endl; }',
      ...SUM,
    },
    {
      verdict: 'TIME_LIMIT_EXCEEDED',
      source: 'int main() { volatile unsigned long n = 0; for (;;) n++; }',
      detail: { message: /time went past/ },
    },
    {
      verdict: 'MEMORY_LIMIT_EXCEEDED',
      source:
        '#include <vector>\nint main() { std::vector<std::vector<char>> blocks; for (;;) blocks.emplace_back(1 << 20, 1); }',
      limits: BOMB_LIMITS,
    },
    {
      verdict: 'OUTPUT_LIMIT_EXCEEDED',
      source:
        '#include <iostream>\nint main() { for (int i = 0; i < 1 << 20; i++) std::cout << "spam spam spam\\n"; }',
    },
    {
      verdict: 'RUNTIME_ERROR',
      source: 'int main() { volatile int *p = nullptr; return *p; }',
      detail: { signal: 'SIGSEGV', message: /SIGSEGV/ },
    },
    {
      // An exception nobody catches ends in std::terminate, which aborts.
      verdict: 'RUNTIME_ERROR',
      source: '#include <stdexcept>\nint main() { throw std::runtime_error("boom"); }',
      detail: {
        signal: 'SIGABRT',
        stderr: /terminate called after throwing an instance of 'std::runtime_error'/,
      },
    },
    {
      verdict: 'RUNTIME_ERROR',
      source: 'int main() { return 3; }',
      detail: { exitCode: 3, message: /Exit code 3/ },
    },
    {
      verdict: 'COMPILATION_ERROR',
      source: '#include <vector>\nint main() { std::vector<int> v; v.push_back(undefined_name); }',
      detail: { compileOutput: /main\.cpp:2:\d+: error: .undefined_name. was not declared in this scope/ },
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
      limits: BOMB_LIMITS,
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
  javascript: [
    {
      verdict: 'ACCEPTED',
      source:
        "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(' ').map(Number);\nconsole.log(a + b);",
      ...SUM,
    },
    { verdict: 'WRONG_ANSWER', source: 'console.log(41);', ...SUM },
    {
      verdict: 'TIME_LIMIT_EXCEEDED',
      source: 'let n = 0;\nfor (;;) n++;',
      detail: { message: /time went past/ },
    },
    {
      // Objects on V8's heap: Node stops at --max-old-space-size and says so.
      verdict: 'MEMORY_LIMIT_EXCEEDED',
      source: 'const chunks = [];\nfor (;;) chunks.push(new Array(1 << 16).fill(1.5));',
      limits: BOMB_LIMITS,
      detail: { stderr: /JavaScript heap out of memory/ },
    },
    {
      // Typed arrays live outside V8's heap: the memory cgroup stops them.
      verdict: 'MEMORY_LIMIT_EXCEEDED',
      source: 'const chunks = [];\nfor (;;) chunks.push(new Uint8Array(1 << 20).fill(1));',
      limits: BOMB_LIMITS,
    },
    {
      verdict: 'OUTPUT_LIMIT_EXCEEDED',
      source: "process.stdout.write('spam spam spam\\n'.repeat(1 << 20));",
    },
    {
      verdict: 'RUNTIME_ERROR',
      source: "throw new Error('boom');",
      detail: { exitCode: 1, stderr: /Error: boom/ },
    },
    { verdict: 'RUNTIME_ERROR', source: 'process.exit(3);', detail: { exitCode: 3, message: /Exit code 3/ } },
    { verdict: 'RUNTIME_ERROR', source: 'process.abort();', detail: { signal: 'SIGABRT' } },
    {
      verdict: 'COMPILATION_ERROR',
      source: 'function broken( {\n  return 1;\n}',
      detail: { compileOutput: /SyntaxError/ },
    },
  ],
  python: [
    { verdict: 'ACCEPTED', source: 'a, b = map(int, input().split())\nprint(a + b)', ...SUM },
    { verdict: 'WRONG_ANSWER', source: 'print(41)', ...SUM },
    { verdict: 'TIME_LIMIT_EXCEEDED', source: 'while True:\n    pass' },
    {
      verdict: 'MEMORY_LIMIT_EXCEEDED',
      source: 'chunks = []\nwhile True:\n    chunks.append(bytearray(1 << 20))',
      limits: BOMB_LIMITS,
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
      if (entry.detail?.stderr) expect(test?.stderr).toMatch(entry.detail.stderr);
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

describe('javascript syntax errors', () => {
  const tests = Array.from({ length: 4 }, (_, index) => ({ input: `{secret-${index}\n`, expected: 'x\n' }));

  it('are found by the real check, never taken from what a program prints or throws', async () => {
    // One program writes a SyntaxError look-alike holding its (hidden) input; the other's JSON.parse throws a
    // real SyntaxError at run time. Both ran: runtime errors, and the source compiled.
    const mimic = [
      "const data = require('fs').readFileSync(0, 'utf8');",
      "process.stderr.write('/prog/main.js:1\\n' + data + '\\nSyntaxError: Unexpected token\\n');",
      'process.exit(1);',
    ].join('\n');
    const parser = "console.log(JSON.parse(require('fs').readFileSync(0, 'utf8')));";
    const results = await Promise.all(
      [mimic, parser].map((source) => judge.judge({ language: 'javascript', source, tests })),
    );
    for (const result of results) {
      expect(result.verdict).toBe('RUNTIME_ERROR');
      expect(result.compile).toMatchObject({ ok: true, output: '' });
      expect(result.tests.map((test) => test.verdict)).toEqual(tests.map(() => 'RUNTIME_ERROR'));
    }
    expect(results[1]?.tests[0]?.stderr).toMatch(/SyntaxError: .* in JSON at position 1/);
  });

  it('are a Compilation Error naming the line, without Node’s own frames', async () => {
    const source = [
      "const readline = require('readline');",
      'const rl = readline.createInterface({ input: process.stdin });',
      "rl.on('line', (line) => { console.log(line.split(' ').length; });",
    ].join('\n');
    const broken = await judge.judge({ language: 'javascript', source, tests });
    expect(broken.verdict).toBe('COMPILATION_ERROR');
    expect(broken.tests).toEqual([]);
    const output = broken.compile.output;
    expect(output).toMatch(/^main\.js:3$/m);
    expect(output).toMatch(/^SyntaxError: missing \) after argument list$/m);
    expect(output).not.toMatch(/node:internal|Node\.js v\d|\/src\/|secret/);
  });

  // Node 20's `--check` with module detection passes an ES module whatever its syntax: the judge's check
  // parses a source that uses import or export as a module itself.
  it('in an ES module are a Compilation Error too', async () => {
    const source = "import { readFileSync } from 'node:fs';\nconst = readFileSync(0, 'utf8');";
    const broken = await judge.judge({ language: 'javascript', source, tests });
    expect(broken.verdict).toBe('COMPILATION_ERROR');
    expect(broken.compile.output).toMatch(/^main\.js:2$/m);
    expect(broken.compile.output).toMatch(/^SyntaxError: Unexpected token '='$/m);
    expect(broken.compile.output).not.toMatch(/node:internal|Node\.js v\d|\/src\//);
  });

  it('are not what an ES module that parses gets when its JSON.parse throws one', async () => {
    const source = "import { readFileSync } from 'node:fs';\nJSON.parse(readFileSync(0, 'utf8'));";
    const result = await judge.judge({ language: 'javascript', source, tests });
    expect(result.verdict).toBe('RUNTIME_ERROR');
    expect(result.compile).toMatchObject({ ok: true, output: '' });
    expect(result.tests[0]?.stderr).toMatch(/SyntaxError/);
  });
});

describe('javascript', () => {
  it('runs an ES module (import, top-level await) and a CommonJS program reading stdin with readline', async () => {
    const module = [
      "import { createInterface } from 'node:readline';",
      'let total = 0;',
      'for await (const line of createInterface({ input: process.stdin }))',
      "  for (const word of line.split(' ')) total += Number(word);",
      'console.log(total);',
    ].join('\n');
    const commonjs = [
      "const readline = require('readline');",
      'let total = 0;',
      "readline.createInterface({ input: process.stdin }).on('line', (line) => {",
      "  for (const word of line.split(' ')) total += Number(word);",
      "}).on('close', () => console.log(total));",
    ].join('\n');
    const tests = [
      { input: '2 40\n', expected: '42\n' },
      { input: '1 2\n3 4\n', expected: '10\n' },
      { input: '-5 5', expected: '0\n' },
    ];
    const results = await Promise.all(
      [module, commonjs].map((source) =>
        judge.judge({ language: 'javascript', source, tests, limits: FAST_LIMITS }),
      ),
    );
    for (const result of results) {
      expect(result.tests.map((test) => test.verdict)).toEqual(['ACCEPTED', 'ACCEPTED', 'ACCEPTED']);
      expect(result.compile.ok).toBe(true);
    }
  });

  it('recurses 100000 deep under the default limits; an endless recursion is a RangeError', async () => {
    // Node's own stack (under 1 MB) holds some 10000 of these frames: the judge gives it a larger one.
    const source = [
      'function depth(n) { return n === 0 ? 0 : 1 + depth(n - 1); }',
      "console.log(depth(Number(require('fs').readFileSync(0, 'utf8'))));",
    ].join('\n');
    const result = await judge.judge({
      language: 'javascript',
      source,
      tests: [
        { input: '100000\n', expected: '100000\n' },
        { input: '1000000000\n', expected: '1000000000\n' },
      ],
    });
    const [deep, endless] = result.tests;
    expect(deep?.verdict, deep?.stderr).toBe('ACCEPTED');
    expect(endless?.verdict).toBe('RUNTIME_ERROR');
    expect(endless?.exitCode).toBe(1);
    expect(endless?.stderr).toMatch(/RangeError: Maximum call stack size exceeded/);
  });

  it('starts and runs at the smallest memory limit', async () => {
    const source =
      "const [a, b] = require('fs').readFileSync(0, 'utf8').split(' ').map(Number);\nconsole.log(a + b);";
    const result = await judgeOne(judge, 'javascript', source, SUM, {
      limits: { ...FAST_LIMITS, memoryMb: 16 },
    });
    expect(result.verdict, result.tests[0]?.stderr).toBe('ACCEPTED');
  });
});

describe('cpp', () => {
  it('recurses a million deep under the default limits; a deeper recursion overflows the stack (SIGSEGV)', async () => {
    // The frame's volatile local and the addition after the call keep g++ -O2 from making a loop of it.
    const source = [
      '#include <iostream>',
      'long long down(long long n) {',
      '  volatile char frame[64];',
      '  frame[0] = 1;',
      '  return n == 0 ? 0 : down(n - 1) + frame[0];',
      '}',
      'int main() { long long n; std::cin >> n; std::cout << down(n) << "\\n"; }',
    ].join('\n');
    const result = await judge.judge({
      language: 'cpp',
      source,
      tests: [
        { input: '1000000\n', expected: '1000000\n' },
        { input: '100000000\n', expected: '100000000\n' },
      ],
    });
    const [deep, overflow] = result.tests;
    expect(deep?.verdict).toBe('ACCEPTED');
    expect(overflow?.verdict).toBe('RUNTIME_ERROR');
    expect(overflow?.signal).toBe('SIGSEGV');
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
      cpp: 'int main() {}',
      java: 'public class Main { public static void main(String[] a) {} }',
      javascript: 'console.log(1);',
      python: 'print(1)',
    };
    for (const language of Object.keys(sources) as Language[]) {
      const result = await judgeOne(broken, language, sources[language]);
      expect(result.verdict).toBe('INTERNAL_ERROR');
      expect(result.compile.ok).toBe(false);
    }
    // The operator hears why; the learner's result says nothing of the host.
    expect(details.length).toBeGreaterThanOrEqual(Object.keys(sources).length);
    for (const detail of details) expect(detail).toMatch(/The sandbox exited with code 1 without a status/);
  });
});
