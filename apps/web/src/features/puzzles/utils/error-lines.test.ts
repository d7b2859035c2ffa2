import type { ExecutionResult } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { errorMarks, errorMarksOf } from './error-lines';

describe('errorMarks', () => {
  it('reads gcc: every error line once, with its column, whatever folder the file is in', () => {
    const output = [
      "/src/main.c: In function 'main':",
      "/src/main.c:4:3: error: expected ',' or ';' before 'printf'",
      '    4 |   printf("%d", y);',
      '      |   ^~~~~~',
      "main.c:4:16: error: 'y' undeclared (first use in this function)",
      'main.c:7:1: warning: control reaches end of non-void function',
      'main.c:9:5: fatal error: missing.h: No such file or directory',
    ].join('\n');
    expect(errorMarks('c', output)).toEqual([
      { line: 4, column: 3, message: "expected ',' or ';' before 'printf'" },
      { line: 9, column: 5, message: 'missing.h: No such file or directory' },
    ]);
  });

  it('reads g++ for main.cpp only', () => {
    const output =
      "main.cpp:12:9: error: 'vector' was not declared in this scope\nmain.c:3:1: error: not ours";
    expect(errorMarks('cpp', output)).toEqual([
      { line: 12, column: 9, message: "'vector' was not declared in this scope" },
    ]);
  });

  it('reads javac, whatever the public class is called', () => {
    const output = [
      "Main.java:3: error: ';' expected",
      '    int x = 1',
      '             ^',
      '/src/Solver.java:8: error: cannot find symbol',
      '2 errors',
    ].join('\n');
    expect(errorMarks('java', output)).toEqual([
      { line: 3, column: null, message: "';' expected" },
      { line: 8, column: null, message: 'cannot find symbol' },
    ]);
  });

  it("reads a Java exception at its first frame in the learner's file", () => {
    const output = [
      'Exception in thread "main" java.lang.IndexOutOfBoundsException: Index 3 out of bounds for length 1',
      '\tat java.base/java.util.Objects.checkIndex(Objects.java:361)',
      '\tat java.util.ArrayList.get(ArrayList.java:427)',
      '\tat Main$Solver.solve(Main.java:14)',
      '\tat Main.main(Main.java:4)',
    ].join('\n');
    expect(errorMarks('java', output)).toEqual([
      {
        line: 14,
        column: null,
        message: 'java.lang.IndexOutOfBoundsException: Index 3 out of bounds for length 1',
      },
    ]);
  });

  it('reads a Python traceback at its deepest frame in main.py, with the exception', () => {
    const output = [
      'Traceback (most recent call last):',
      '  File "/box/main.py", line 4, in <module>',
      '    print(f([1]))',
      '  File "/box/main.py", line 2, in f',
      '    return a[5]',
      '  File "/usr/lib/python3.11/json/__init__.py", line 346, in loads',
      'IndexError: list index out of range',
    ].join('\n');
    expect(errorMarks('python', output)).toEqual([
      { line: 2, column: null, message: 'IndexError: list index out of range' },
    ]);
  });

  it("reads Python's syntax check", () => {
    const output = [
      '  File "main.py", line 2',
      '    print(x',
      '         ^',
      "SyntaxError: '(' was never closed",
    ].join('\n');
    expect(errorMarks('python', output)).toEqual([
      { line: 2, column: null, message: "SyntaxError: '(' was never closed" },
    ]);
  });

  it("reads Node's header line, else its stack", () => {
    const crashed = [
      '/box/main.js:3',
      'console.log(b.x);',
      '              ^',
      '',
      "TypeError: Cannot read properties of undefined (reading 'x')",
      '    at Object.<anonymous> (/box/main.js:3:15)',
      '    at Module._compile (node:internal/modules/cjs/loader:1521:14)',
    ].join('\n');
    expect(errorMarks('javascript', crashed)).toEqual([
      { line: 3, column: null, message: "TypeError: Cannot read properties of undefined (reading 'x')" },
    ]);
    const thrown = ['Error: boom', '    at solve (main.js:7:11)', '    at main.js:12:1'].join('\n');
    expect(errorMarks('javascript', thrown)).toEqual([{ line: 7, column: 11, message: 'Error: boom' }]);
  });

  it('marks nothing when no line of the learner file is named', () => {
    expect(errorMarks('c', 'collect2: error: ld returned 1 exit status')).toEqual([]);
    expect(errorMarks('python', 'MemoryError')).toEqual([]);
    expect(errorMarks('java', 'Error: Could not find or load main class Main')).toEqual([]);
    expect(errorMarks('javascript', 'Killed')).toEqual([]);
    expect(errorMarks('c', 'Segmentation fault')).toEqual([]);
  });
});

describe('errorMarksOf', () => {
  const base: ExecutionResult = {
    results: [],
    passedCount: 0,
    totalCount: 1,
    runtime: 0,
    memoryKb: 0,
    verdict: 'RUNTIME_ERROR',
    error: null,
  };
  const visible = (stderr: string, passed = false) => ({
    hidden: false as const,
    input: '1',
    expected: '1',
    output: '',
    stderr,
    passed,
    cpuMs: 1,
    wallMs: 1,
    memoryKb: 1,
    verdict: passed ? ('ACCEPTED' as const) : ('RUNTIME_ERROR' as const),
  });

  it('prefers the compiler output', () => {
    const result = {
      ...base,
      verdict: 'COMPILATION_ERROR' as const,
      error: "main.c:2:1: error: expected ';'",
    };
    expect(errorMarksOf('c', result)).toEqual([{ line: 2, column: 1, message: "expected ';'" }]);
  });

  it('else reads the first failing visible test that wrote errors', () => {
    const result = {
      ...base,
      results: [
        visible('', true),
        visible('  File "main.py", line 5, in <module>\nZeroDivisionError: division by zero'),
      ],
    } as ExecutionResult;
    expect(errorMarksOf('python', result)).toEqual([
      { line: 5, column: null, message: 'ZeroDivisionError: division by zero' },
    ]);
  });

  it('marks nothing for a wrong answer', () => {
    const result = { ...base, verdict: 'WRONG_ANSWER' as const, results: [visible('')] } as ExecutionResult;
    expect(errorMarksOf('python', result)).toEqual([]);
  });
});
