import { type Zippable, zipSync } from 'fflate';
import { OFF_BY_ONE_PY, SUM_C, SUM_PY } from './programs';

/**
 * Problem packages the tests and the bench build themselves, in code: a zip from a map of paths to texts,
 * and a pass-fail "sum of two numbers" package with submissions of every kind in C and Python.
 */

export type PackageTree = Record<string, string>;

/** A zip of the given files; `raw` entries are written as given (a traversal, a link) to test refusals. */
export function zipOf(files: PackageTree, raw: Zippable = {}): Buffer {
  const entries: Zippable = { ...raw };
  for (const [name, text] of Object.entries(files)) entries[name] = Buffer.from(text, 'utf8');
  return Buffer.from(zipSync(entries));
}

/** The same files under a folder (a problem's short name, or a contest's). */
export function under(folder: string, files: PackageTree): PackageTree {
  return Object.fromEntries(Object.entries(files).map(([name, text]) => [`${folder}/${name}`, text]));
}

export const LOOP_C =
  '#include <stdio.h>\nint main(void) { volatile unsigned long x = 0; for (;;) x++; return 0; }\n';
export const LOOP_PY = 'while True:\n    pass\n';
export const CRASH_PY = 'a, b = map(int, input().split())\nraise SystemExit(3)\n';
export const CRASH_C =
  '#include <stdio.h>\nint main(void) { int *p = 0; long long a, b; scanf("%lld %lld", &a, &b); *p = 1; return 0; }\n';

/** `count` tests of the sum: two samples, the rest secret in two groups. */
export function sumTests(count = 6): PackageTree {
  const tests: PackageTree = {};
  for (let index = 1; index <= count; index++) {
    const a = index * 7 - 3;
    const b = index * 11;
    const where =
      index <= 2
        ? `sample/${index}`
        : `secret/group${index <= 2 + (count - 2) / 2 ? 1 : 2}/${String(index).padStart(3, '0')}`;
    tests[`data/${where}.in`] = `${a} ${b}\n`;
    tests[`data/${where}.ans`] = `${a + b}\n`;
  }
  return tests;
}

export const SUM_STATEMENT_MD = `Given two integers $a$ and $b$, print their **sum**.

## Input

One line with $a$ and $b$ ($-10^9 \\le a, b \\le 10^9$).

## Output

Their sum.
`;

/** A pass-fail package: accepted, wrong_answer, time_limit_exceeded and run_time_error in C and Python. */
export function passFailPackage(options: { tests?: number; legacy?: boolean } = {}): PackageTree {
  return {
    'problem.yaml': options.legacy
      ? 'name: Sum of Two\nsource: CodeQuest tests\nlicense: cc by-sa\nvalidation: default\n'
      : 'problem_format_version: 2023-07-draft\nname:\n  en: Sum of Two\n  sv: Summan av två\ntype: pass-fail\nuuid: 1d9a5f00-0000-4000-8000-000000000001\n',
    'statement/problem.en.md': SUM_STATEMENT_MD,
    ...sumTests(options.tests),
    'submissions/accepted/sum.c': SUM_C,
    'submissions/accepted/sum.py': SUM_PY,
    'submissions/wrong_answer/plus_one.py': OFF_BY_ONE_PY,
    'submissions/time_limit_exceeded/loop.c': LOOP_C,
    'submissions/time_limit_exceeded/loop.py': LOOP_PY,
    'submissions/run_time_error/crash.py': CRASH_PY,
  };
}

/**
 * The package with only its accepted Python submissions: for a test of something other than verdicts, the
 * least the judge must prove (each compile and time limit of the others costs a second or more).
 */
export function acceptedPythonOnly(files: PackageTree): PackageTree {
  return Object.fromEntries(
    Object.entries(files).filter(
      ([name]) => !name.startsWith('submissions/') || /^submissions\/accepted\/[^/]+\.py$/.test(name),
    ),
  );
}

/** Kattis's usual helper header, in small: a validator includes it from its own folder. */
const VALIDATE_H = `#include <cstdio>
#include <fstream>
#include <string>
static std::string feedback_dir;
static int refuse(const char *why) {
  FILE *f = fopen((feedback_dir + "judgemessage.txt").c_str(), "w");
  if (f) { fputs(why, f); fclose(f); }
  return 43;
}
`;

const PARTS_CPP = `#include "validate.h"
int main(int argc, char **argv) {
  feedback_dir = argv[3];
  std::ifstream input(argv[1]);
  long long n; input >> n;
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return refuse("two numbers wanted");
  if (a <= 0 || b <= 0) return refuse("both parts must be positive");
  if (a + b != n) return refuse("the parts do not add up");
  return 42;
}
`;

const PARTS_VALIDATOR_PY = `import sys
n = int(open(sys.argv[1]).read())
words = sys.stdin.read().split()
def refuse(why):
    open(sys.argv[3] + 'judgemessage.txt', 'w').write(why)
    sys.exit(43)
if len(words) != 2:
    refuse('two numbers wanted')
a, b = int(words[0]), int(words[1])
if 'distinct' in sys.argv[4:] and a == b:
    refuse('the parts must differ')
if a <= 0 or b <= 0 or a + b != n:
    refuse('the parts do not add up')
sys.exit(42)
`;

/**
 * "Split n into two positive parts": any such pair is right, so only the problem's own output validator can
 * judge it. Legacy (`validation: custom`, output_validators/parts/ in C++ with a header) or 2023-07
 * (output_validator/ in Python, run with the flag `distinct`).
 */
export function twoPartsPackage(options: { legacy: boolean }): PackageTree {
  const tests: PackageTree = {};
  for (const [index, n] of [5, 9, 20, 101].entries()) {
    const where = index < 1 ? `sample/${index + 1}` : `secret/${index + 1}`;
    tests[`data/${where}.in`] = `${n}\n`;
    tests[`data/${where}.ans`] = `1 ${n - 1}\n`;
  }
  const validator: PackageTree = options.legacy
    ? { 'output_validators/parts/parts.cpp': PARTS_CPP, 'output_validators/parts/validate.h': VALIDATE_H }
    : {
        'output_validator/validate.py': PARTS_VALIDATOR_PY,
        'data/testdata.yaml': 'output_validator_flags: distinct\n',
      };
  return {
    'problem.yaml': options.legacy
      ? 'name: Two Parts\nvalidation: custom\nlimits:\n  time_limit: 1\n'
      : 'problem_format_version: 2023-07-draft\nname: Two Parts\nlimits:\n  time_limit: 1\n',
    'statement/problem.en.md': 'Split $n$ into two positive whole numbers that add up to $n$; print them.\n',
    ...tests,
    ...validator,
    'submissions/accepted/first.py': 'n = int(input())\nprint(1, n - 1)\n',
    'submissions/accepted/other.py': 'n = int(input())\nprint(n - 2, 2)\n',
    'submissions/wrong_answer/zero.py': 'n = int(input())\nprint(0, n)\n',
    'submissions/wrong_answer/three.py': 'n = int(input())\nprint(1, 1, n - 2)\n',
    // Equal parts for n = 20 alone: right as such, wrong where the flag asks for distinct parts.
    [`submissions/${options.legacy ? 'accepted' : 'wrong_answer'}/halves.py`]:
      'n = int(input())\nprint(n // 2, n - n // 2)\n',
  };
}

const GUESS_VALIDATOR_CPP = `#include <cstdio>
#include <fstream>
#include <string>
int main(int argc, char **argv) {
  std::ifstream input(argv[1]);
  long long secret, n; input >> secret >> n;
  printf("%lld\\n", n); fflush(stdout);
  for (int guesses = 1; guesses <= 20; guesses++) {
    long long guess;
    if (scanf("%lld", &guess) != 1) return 43;
    if (guess == secret) { puts("correct"); fflush(stdout); return 42; }
    puts(guess < secret ? "higher" : "lower"); fflush(stdout);
  }
  FILE *f = fopen((std::string(argv[3]) + "judgemessage.txt").c_str(), "w");
  fputs("more than 20 guesses", f); fclose(f);
  return 43;
}
`;

/**
 * "Guess my number", interactive (2023-07 `type: interactive`, or legacy `validation: custom interactive`):
 * the validator, in C++, says n, then answers each guess with higher, lower or correct, allowing 20. Each
 * test's input is the secret and n; the answer file says nothing.
 */
export function guessPackage(options: { legacy: boolean }): PackageTree {
  const tests: PackageTree = {};
  for (const [index, secret] of [1, 500_000, 999_999, 1_000_000, 12_345].entries()) {
    const where = index < 1 ? `sample/${index + 1}` : `secret/${index + 1}`;
    tests[`data/${where}.in`] = `${secret} 1000000\n`;
    tests[`data/${where}.ans`] = '\n';
  }
  const bisect =
    'n = int(input())\nlow, high = 1, n\nwhile True:\n    guess = (low + high) // 2\n    print(guess, flush=True)\n    said = input()\n    if said == "correct":\n        break\n    if said == "higher":\n        low = guess + 1\n    else:\n        high = guess - 1\n';
  return {
    'problem.yaml': options.legacy
      ? 'name: Guess\nvalidation: custom interactive\nlimits:\n  time_limit: 1\n'
      : 'problem_format_version: 2023-07-draft\nname: Guess\ntype: interactive\nlimits:\n  time_limit: 1\n',
    'statement/problem.en.md':
      'Find the secret number between $1$ and $n$: say a guess, hear how it compares.\n',
    ...tests,
    [options.legacy ? 'output_validators/guess/guess.cpp' : 'output_validator/guess.cpp']:
      GUESS_VALIDATOR_CPP,
    'submissions/accepted/bisect.py': bisect,
    'submissions/wrong_answer/one_by_one.py':
      'n = int(input())\nfor guess in range(1, n + 1):\n    print(guess, flush=True)\n    if input() == "correct":\n        break\n',
    'submissions/time_limit_exceeded/silent.py': 'import time\ninput()\ntime.sleep(30)\n',
    'submissions/run_time_error/crash_after.py': `${bisect}raise SystemExit(3)\n`,
  };
}

const DOUBLING_VALIDATOR_PY = `import os, sys
feedback = sys.argv[3]
k = int(open(sys.argv[1]).read())
count_file = feedback + "count"
count = int(open(count_file).read()) + 1 if os.path.exists(count_file) else 1
open(count_file, "w").write(str(count))
said = sys.stdin.read().split()
if said != [str(2 * k)]:
    open(feedback + "judgemessage.txt", "a").write(f"pass {count}: {2 * k} wanted\\n")
    sys.exit(43)
if count < int(open(sys.argv[2]).read()):
    open(feedback + "nextpass.in", "w").write(f"{2 * k}\\n")
sys.exit(42)
`;

/**
 * "Double it", multi-pass (2025-09 `type: multi-pass`, three passes at most): the program prints twice its
 * input; the validator, in Python, gives it its own answer back as the next pass's input until the test's
 * answer (the number of passes) is reached, counting the passes in a file of its feedback folder.
 */
export function doublingPackage(): PackageTree {
  return {
    'problem.yaml':
      'problem_format_version: 2025-09\nname: Double It\ntype: multi-pass\nlimits:\n  time_limit: 1\n  validation_passes: 3\n',
    'statement/problem.en.md': 'Print twice the number you are given; you will be given your answer again.\n',
    'data/sample/1.in': '1\n',
    'data/sample/1.ans': '3\n',
    'data/secret/2.in': '5\n',
    'data/secret/2.ans': '2\n',
    'data/secret/3.in': '7\n',
    'data/secret/3.ans': '1\n',
    'output_validator/double.py': DOUBLING_VALIDATOR_PY,
    'submissions/accepted/double.py': 'print(2 * int(input()))\n',
    'submissions/wrong_answer/once.py': 'k = int(input())\nprint(2 * k if k in (1, 5, 7) else k)\n',
  };
}
