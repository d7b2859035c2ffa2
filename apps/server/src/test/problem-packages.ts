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
