import path from 'node:path';
import { judgeWallMs, type Language } from '@codequest/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectHealthy, judgeOne, leftoverProcesses, useJudge } from '../test/fixtures';
import { javacInferenceBomb } from '../test/programs';

/**
 * Sources that attack the compiler: endless includes, preprocessor and inference explosions, floods of
 * error messages, giant outputs. Each must end in a compilation error within the compile limit.
 */

/** This project's own folder on the host, wherever it is checked out. */
const PROJECT = path.resolve(import.meta.dirname, '../../../..');

const judge = useJudge();
const COMPILE_MS = 4000;

beforeAll(() => judge.warmUp(), 60_000);

async function expectCompilationError(language: Language, source: string, compileMemoryMb?: number) {
  const started = Date.now();
  const result = await judgeOne(
    judge,
    language,
    source,
    {},
    { limits: { cpuMs: 500, compileMs: COMPILE_MS, ...(compileMemoryMb && { compileMemoryMb }) } },
  );
  expect(result.verdict, result.compile.output.slice(0, 300)).toBe('COMPILATION_ERROR');
  // Cut at the compile's wall limit at the latest (a busy machine reaches it before the CPU limit), with a
  // margin for stopping the sandbox.
  expect(Date.now() - started).toBeLessThan(judgeWallMs(COMPILE_MS) + 2000);
  expect(result.compile.output.length).toBeLessThanOrEqual(17 * 1024);
  return result;
}

/**
 * Endless devices, a host secret and a project file as includes, one after another: each compile is timed
 * alone, not behind the others waiting for a slot (the devices hold one each up to the compile limit). The
 * compiler's memory is a quarter of the default: reading /dev/random fills 1024 MB with nearly all of the
 * compile's CPU time, so that a busy machine met the wall limit first, and then the kill of a gigabyte.
 */
async function expectIncludesRefused(language: 'c' | 'cpp') {
  const results = [];
  for (const included of ['/dev/random', '/dev/zero', '/etc/shadow', path.join(PROJECT, 'package.json')]) {
    const source = `#include "${included}"\nint main(void){return 0;}`;
    results.push(await expectCompilationError(language, source, 256));
  }
  expect(results[0]?.compile.output).toMatch(/ran out of memory \(256 MB\)/);
  expect(results[2]?.compile.output).toMatch(/No such file/);
  expect(results[3]?.compile.output).not.toContain('codequest');
}

/** Ten levels of ten-fold macro expansion: 10^10 tokens, and an error for each. */
const MACRO_BOMB = [
  '#define A0 undefined_name +',
  ...Array.from({ length: 10 }, (_, level) => `#define A${level + 1} ${`A${level} `.repeat(10)}`),
  'int main(void){ return A10 0; }',
].join('\n');

describe('C compile bombs', () => {
  it('including /dev/random, /dev/zero or a host secret fails to compile', async () => {
    await expectIncludesRefused('c');
  });

  it('a macro explosion is cut off with its flood of errors', async () => {
    await expectCompilationError('c', MACRO_BOMB);
  });

  it('a binary past the artifact size limit fails to link', async () => {
    await expectCompilationError('c', 'char big[1 << 30] = {1};\nint main(void){return big[5];}');
  });
});

describe('C++ compile bombs', () => {
  it('including /dev/random, /dev/zero or a host secret fails to compile', async () => {
    await expectIncludesRefused('cpp');
  });

  it('a macro explosion is cut off with its flood of errors', async () => {
    await expectCompilationError('cpp', MACRO_BOMB);
  });

  it('thousands of errors stop at the twentieth', async () => {
    const body = Array.from({ length: 3000 }, (_, index) => `  int v${index} = ;`).join('\n');
    const result = await expectCompilationError('cpp', `int main() {\n${body}\n}`);
    expect(result.compile.output).toMatch(/compilation terminated due to -fmax-errors=20/);
  });

  it('an exponential template instantiation is stopped at the compile limit', async () => {
    // Every level instantiates two new classes: 2^40 of them, none shared.
    const source = [
      'template <int N, long long M> struct Tree {',
      '  static constexpr long long value = Tree<N - 1, 2 * M>::value + Tree<N - 1, 2 * M + 1>::value;',
      '};',
      'template <long long M> struct Tree<0, M> { static constexpr long long value = M; };',
      'int main() { return Tree<40, 1>::value % 7; }',
    ].join('\n');
    const result = await expectCompilationError('cpp', source);
    expect(result.compile.output).toMatch(/took longer|ran out of memory/);
  });

  it('a binary past the artifact size limit fails to link', async () => {
    await expectCompilationError('cpp', 'char big[1 << 30] = {1};\nint main() { return big[5]; }');
  });
});

/**
 * Node parses a source in one pass and stops at its first error: no preprocessor, no templates, no type
 * inference to explode, no flood of errors. What is left is nesting deep enough to overflow the parser, and
 * bytes it refuses. (The check runs only after a run failed the way a source Node cannot parse fails.)
 */
describe('JavaScript compile bombs', () => {
  it('absurd nesting and null bytes are syntax errors', async () => {
    const nested = await expectCompilationError('javascript', `const x = ${'['.repeat(60_000)};`);
    expect(nested.compile.output).toMatch(/RangeError: Maximum call stack size exceeded|SyntaxError/);
    expect(nested.compile.output).not.toMatch(/^ {4}at /m);
    const nul = await expectCompilationError('javascript', 'console.log(1);\u0000');
    expect(nul.compile.output).toMatch(/^SyntaxError: Invalid or unexpected token$/m);
  });
});

// The inference bomb goes last: the compile service it kills restarts in the background.
describe('Java compile bombs', () => {
  it('thousands of errors are capped', async () => {
    const body = Array.from({ length: 3000 }, (_, index) => `int v${index} = ;`).join('\n');
    const result = await expectCompilationError('java', `public class Main {\n  void f() {\n${body}\n  }\n}`);
    expect(result.compile.output).toMatch(/50 errors/);
  });

  it('an exponential type inference is stopped at the compile limit', async () => {
    const result = await expectCompilationError('java', javacInferenceBomb(14));
    expect(result.compile.output).toMatch(/took longer/);
  });
});

describe('Python compile bombs', () => {
  it('absurd nesting and null bytes are syntax errors', async () => {
    await expectCompilationError('python', `x = ${'('.repeat(5000)}1${')'.repeat(5000)}`);
    await expectCompilationError('python', `x = ${'['.repeat(60_000)}`);
    await expectCompilationError('python', 'print(1)\u0000');
  });

  it('leaves the judge healthy', async () => {
    expect(await leftoverProcesses(judge)).toEqual([]);
    await expectHealthy(judge);
  });
});
