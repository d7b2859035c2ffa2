import { describe, expect, it } from 'vitest';
import { FAST_LIMITS, useJudge } from './test/fixtures';
import { listFolders } from './test/programs';
import type { JudgeRequest } from './types';

/**
 * A problem's own output validator, as the problem package format runs it: "print two positive numbers
 * that sum to n", where any such pair is right, so no expected output can say it. Validators in C++ and in
 * Python, their exit codes, feedback and flags, and what a learner's program can see of them (nothing).
 */

const CPP_VALIDATOR = `#include <cstdio>
#include <fstream>
#include <string>
int main(int argc, char **argv) {
  std::ifstream input(argv[1]);
  long long n; input >> n;
  std::string feedback = std::string(argv[3]) + "judgemessage.txt";
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) { FILE *f = fopen(feedback.c_str(), "w"); fputs("two numbers wanted", f); fclose(f); return 43; }
  if (a <= 0 || b <= 0 || a + b != n) { FILE *f = fopen(feedback.c_str(), "w"); fprintf(f, "%lld + %lld is not %lld", a, b, n); fclose(f); return 43; }
  return 42;
}
`;

const PYTHON_VALIDATOR = `import sys
n = int(open(sys.argv[1]).read())
answer = open(sys.argv[2]).read().split()
words = sys.stdin.read().split()
flags = sys.argv[4:]
if 'pair_only' in flags and len(words) != 2:
    open(sys.argv[3] + 'judgemessage.txt', 'w').write('exactly two numbers, please')
    sys.exit(43)
a, b = int(words[0]), int(words[1])
sys.exit(42 if a > 0 and b > 0 and a + b == n and answer else 43)
`;

const TWO_PARTS = 'n = int(input())\nprint(1, n - 1)\n';
const OTHER_PARTS = 'n = int(input())\nprint(n - 2, 2)\n';
const WRONG_PARTS = 'n = int(input())\nprint(0, n)\n';
const THREE_PARTS = 'n = int(input())\nprint(1, n - 1, 0)\n';

const TESTS = [
  { input: '10\n', expected: '5 5\n' },
  { input: '7\n', expected: '3 4\n' },
];

describe('custom output validators', () => {
  const judge = useJudge();
  const judged = (source: string, checker: JudgeRequest['checker'], tests = TESTS) =>
    judge.judge({ language: 'python', source, tests, limits: FAST_LIMITS, checker });
  const cpp = { type: 'custom', language: 'cpp', source: CPP_VALIDATOR } as const;
  const python = { type: 'custom', language: 'python', source: PYTHON_VALIDATOR } as const;

  it('accept any right answer, however it differs from the expected output (C++ and Python)', async () => {
    const results = await Promise.all([
      judged(TWO_PARTS, cpp),
      judged(OTHER_PARTS, cpp),
      judged(TWO_PARTS, python),
      judged(OTHER_PARTS, python),
    ]);
    for (const result of results) {
      expect(result.verdict).toBe('ACCEPTED');
      expect(result.tests.map((test) => test.verdict)).toEqual(['ACCEPTED', 'ACCEPTED']);
    }
  }, 120_000);

  it('refuse a wrong answer with exit 43, its judgemessage.txt as the feedback', async () => {
    const result = await judged(WRONG_PARTS, cpp);
    expect(result.verdict).toBe('WRONG_ANSWER');
    expect(result.tests[0]).toMatchObject({
      verdict: 'WRONG_ANSWER',
      message: 'The output validator refused this output',
      feedback: '0 + 10 is not 10',
    });
    // The message never quotes the test: only the feedback (shown with visible tests alone) may.
    expect(result.tests[0]?.message).not.toContain('10');
  }, 120_000);

  it('pass the flags after the feedback folder', async () => {
    expect((await judged(THREE_PARTS, python)).verdict).toBe('ACCEPTED');
    const strict = await judged(THREE_PARTS, { ...python, flags: ['pair_only'] });
    expect(strict.tests[0]).toMatchObject({
      verdict: 'WRONG_ANSWER',
      feedback: 'exactly two numbers, please',
    });
  }, 120_000);

  it("is the judge's failure when the validator neither accepts nor refuses, or does not compile", async () => {
    const crashing = await judged(TWO_PARTS, { ...python, source: 'import sys\nsys.exit(1)\n' });
    expect(crashing.verdict).toBe('INTERNAL_ERROR');
    expect(crashing.tests[0]?.message).toBe('The output validator could not judge this test');
    const broken = await judged(TWO_PARTS, { ...cpp, source: 'int main( {' });
    expect(broken.verdict).toBe('INTERNAL_ERROR');
    expect(broken.compile.output).toBe('');
  }, 120_000);

  it('is not run when the program did not end cleanly', async () => {
    const crashed = await judged('raise SystemExit(3)\n', { ...python, source: 'import sys\nsys.exit(1)\n' });
    expect(crashed.tests.map((test) => test.verdict)).toEqual(['RUNTIME_ERROR', 'RUNTIME_ERROR']);
  }, 120_000);

  it("never shows a learner's program the validator, the tests' answers or their folders", async () => {
    const result = await judged(listFolders('stdout'), { ...python, source: 'import sys\nsys.exit(42)\n' });
    expect(result.verdict).toBe('ACCEPTED');
    for (const test of result.tests) {
      expect(test.output).not.toMatch(/\.ans|\.in\b|validator|judgemessage/);
      expect(test.output.trim()).toBe('main.py');
    }
  }, 120_000);
});
