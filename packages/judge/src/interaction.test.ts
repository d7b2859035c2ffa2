import { INTERACTIVE_STARTER_TEMPLATES, LANGUAGES } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { FAST_LIMITS, leftoverProcesses, useJudge } from './test/fixtures';
import { listFolders } from './test/programs';
import type { JudgeRequest } from './types';

/**
 * Interactive and multi-pass problems, as the problem package format runs them. Interactive: "guess my
 * number", the validator answering each guess with higher, lower or correct, in a sandbox of its own beside
 * the program's, the two talking through pipes. Multi-pass: "double it", the validator writing each next
 * pass's input and counting the passes in a file of its feedback folder, which must be there again.
 */

const GUESS_CPP = `#include <cstdio>
#include <fstream>
#include <string>
int main(int argc, char **argv) {
  std::ifstream input(argv[1]);
  long long secret, n; input >> secret >> n;
  printf("%lld\\n", n); fflush(stdout);
  for (int guesses = 1; guesses <= 30; guesses++) {
    long long guess;
    if (scanf("%lld", &guess) != 1) return 43;
    if (guess == secret) { puts("correct"); fflush(stdout); return 42; }
    puts(guess < secret ? "higher" : "lower"); fflush(stdout);
  }
  FILE *f = fopen((std::string(argv[3]) + "judgemessage.txt").c_str(), "w");
  fputs("more than 30 guesses", f); fclose(f);
  return 43;
}
`;

const GUESS_PYTHON = `import sys
secret, n = map(int, open(sys.argv[1]).read().split())
print(n, flush=True)
for _ in range(30):
    line = sys.stdin.readline()
    if not line.strip():
        sys.exit(43)
    guess = int(line)
    if guess == secret:
        print("correct", flush=True)
        sys.exit(42)
    print("higher" if guess < secret else "lower", flush=True)
sys.exit(43)
`;

const BISECT = `n = int(input())
low, high = 1, n
while True:
    middle = (low + high) // 2
    print(middle, flush=True)
    said = input()
    if said == "correct":
        break
    if said == "higher":
        low = middle + 1
    else:
        high = middle - 1
`;
const ONE_BY_ONE = `n = int(input())
for guess in range(1, n + 1):
    print(guess, flush=True)
    if input() == "correct":
        break
`;
const SILENT = 'import time\nwhile True:\n    time.sleep(1)\n';
const GIVES_UP = 'import sys\nn = int(input())\nprint(1, flush=True)\ninput()\nsys.exit(3)\n';
const CRASHES_AFTER = `${BISECT}raise SystemExit(3)\n`;

const GUESS_TESTS = [
  { input: '1 1000000\n', expected: '\n' },
  { input: '777777 1000000\n', expected: '\n' },
  { input: '1000000 1000000\n', expected: '\n' },
];

const DOUBLE_VALIDATOR = `import os, sys
feedback = sys.argv[3]
k = int(open(sys.argv[1]).read())
count_file = feedback + "count"
count = int(open(count_file).read()) + 1 if os.path.exists(count_file) else 1
open(count_file, "w").write(str(count))
with open(feedback + "judgemessage.txt", "a") as message:
    message.write(f"pass {count}: {k}\\n")
said = sys.stdin.read().split()
if said != [str(2 * k)]:
    sys.exit(43)
if 2 * k < 8:
    open(feedback + "nextpass.in", "w").write(f"{2 * k}\\n")
    sys.exit(42)
sys.exit(42 if count == int(open(sys.argv[2]).read()) else 43)
`;
const DOUBLES = 'print(2 * int(input()))\n';
const TRIPLES = 'print(3 * int(input()))\n';

describe('interactive problems', () => {
  const judge = useJudge();
  const judged = (source: string, checker: JudgeRequest['checker'], tests = GUESS_TESTS) =>
    judge.judge({ language: 'python', source, tests, limits: FAST_LIMITS, checker });
  const cpp = { type: 'custom', language: 'cpp', source: GUESS_CPP, interactive: true } as const;
  const python = { type: 'custom', language: 'python', source: GUESS_PYTHON, interactive: true } as const;

  it('accept a program that talks its way to the answer, with a validator in C++ or Python', async () => {
    for (const checker of [cpp, python]) {
      const result = await judged(BISECT, checker);
      expect(result.tests.map((test) => test.verdict)).toEqual(['ACCEPTED', 'ACCEPTED', 'ACCEPTED']);
    }
  }, 120_000);

  it('give Wrong Answer when the validator refuses, with its feedback, even if the program then crashes', async () => {
    const slow = await judged(ONE_BY_ONE, cpp);
    expect(slow.tests.map((test) => test.verdict)).toEqual(['ACCEPTED', 'WRONG_ANSWER', 'WRONG_ANSWER']);
    expect(slow.tests[1]).toMatchObject({
      message: 'The output validator refused this output',
      feedback: 'more than 30 guesses',
    });
    const givesUp = await judged(GIVES_UP, cpp);
    expect(givesUp.tests.map((test) => test.verdict)).toEqual([
      'RUNTIME_ERROR',
      'WRONG_ANSWER',
      'WRONG_ANSWER',
    ]);
  }, 120_000);

  it('give the program its own verdict when the validator accepted, or when it ran out of time', async () => {
    const crashed = await judged(CRASHES_AFTER, python);
    expect(crashed.tests.map((test) => test.verdict)).toEqual([
      'RUNTIME_ERROR',
      'RUNTIME_ERROR',
      'RUNTIME_ERROR',
    ]);
    const silent = await judged(SILENT, python, GUESS_TESTS.slice(0, 1));
    expect(silent.tests[0]?.verdict).toBe('TIME_LIMIT_EXCEEDED');
    expect(await leftoverProcesses(judge)).toEqual([]);
  }, 120_000);

  it("is the judge's failure when the validator fails, whatever the program then did", async () => {
    const broken = { ...python, source: 'import sys\nprint(5, flush=True)\nsys.exit(1)\n' };
    const result = await judged(BISECT, broken, GUESS_TESTS.slice(0, 1));
    expect(result.tests[0]).toMatchObject({
      verdict: 'INTERNAL_ERROR',
      message: 'The output validator could not judge this test',
    });
  }, 120_000);

  it('end the talk when the program ends, whatever it left behind holding the pipes', async () => {
    // A child of the program keeps its output open; the init kills it as the program ends, so the
    // validator sees the end of its input and refuses, instead of waiting until it is stopped (a failure).
    const leaves = [
      'import os, time',
      'n = int(input())',
      'print(n, flush=True)',
      'if os.fork() == 0:',
      '    time.sleep(30)',
    ].join('\n');
    const result = await judged(leaves, cpp, GUESS_TESTS.slice(1, 2));
    expect(result.tests[0]?.verdict).toBe('WRONG_ANSWER');
    expect(await leftoverProcesses(judge)).toEqual([]);
  }, 120_000);

  it('take the interactive starter templates as they are: each compiles, reads the judge and waits for more', async () => {
    const results = await Promise.all(
      LANGUAGES.map((language) =>
        judge.judge({
          language,
          source: INTERACTIVE_STARTER_TEMPLATES[language],
          tests: GUESS_TESTS.slice(0, 1),
          limits: FAST_LIMITS,
          checker: cpp,
        }),
      ),
    );
    expect(results.map((result) => [result.compile.ok, result.verdict])).toEqual(
      LANGUAGES.map(() => [true, 'TIME_LIMIT_EXCEEDED']),
    );
  }, 120_000);

  it("never shows the program the validator's input, answer or folder", async () => {
    const result = await judged(`${listFolders('stderr')}\n${BISECT}`, cpp);
    expect(result.verdict).toBe('ACCEPTED');
    for (const test of result.tests) expect(test.stderr.trim()).toBe('main.py');
  }, 120_000);
});

describe('multi-pass problems', () => {
  const judge = useJudge();
  const checker = { type: 'custom', language: 'python', source: DOUBLE_VALIDATOR, passes: 4 } as const;
  const judged = (source: string, passes: number) =>
    judge.judge({
      language: 'python',
      source,
      tests: [{ input: '1\n', expected: '3\n' }],
      limits: FAST_LIMITS,
      checker: { ...checker, passes },
    });

  it('run the program again on each nextpass.in, the feedback folder kept between passes', async () => {
    const result = await judged(DOUBLES, 3);
    expect(result.verdict).toBe('ACCEPTED');
    expect(result.tests[0]?.feedback).toBe('pass 1: 1\npass 2: 2\npass 3: 4');
    const wrong = await judged(TRIPLES, 4);
    expect(wrong.tests[0]).toMatchObject({ verdict: 'WRONG_ANSWER', feedback: 'pass 1: 1' });
  }, 120_000);

  it('run interactive passes, the same pipes carrying each pass afresh', async () => {
    const talking = [
      'import os, sys',
      'count_file = sys.argv[3] + "count"',
      'count = int(open(count_file).read()) + 1 if os.path.exists(count_file) else 1',
      'open(count_file, "w").write(str(count))',
      'k = int(open(sys.argv[1]).read())',
      'print(k, flush=True)',
      'if sys.stdin.readline().split() != [str(2 * k)]:',
      '    sys.exit(43)',
      'if count < int(open(sys.argv[2]).read()):',
      '    open(sys.argv[3] + "nextpass.in", "w").write(f"{2 * k}\\n")',
      'sys.exit(42)',
    ].join('\n');
    // The program says more than asked: what a pass left unread must not reach the next.
    const chatty = 'k = int(input())\nprint(2 * k)\nprint("extra " * 1000)\n';
    const result = await judge.judge({
      language: 'python',
      source: chatty,
      tests: [{ input: '3\n', expected: '4\n' }],
      limits: FAST_LIMITS,
      checker: { type: 'custom', language: 'python', source: talking, interactive: true, passes: 4 },
    });
    expect(result.verdict).toBe('ACCEPTED');
  }, 120_000);

  it("is the judge's failure when the validator asks for more passes than the problem has", async () => {
    const result = await judged(DOUBLES, 2);
    expect(result.verdict).toBe('INTERNAL_ERROR');
    expect(result.tests[0]?.message).toBe('The output validator could not judge this test');
  }, 120_000);
});
