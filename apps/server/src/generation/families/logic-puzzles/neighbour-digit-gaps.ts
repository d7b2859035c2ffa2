import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { capitalised } from '../../text';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * Counting the numbers of a range whose neighbouring digits all differ by at least g (or, the twist, by at
 * most g), for ranges up to 10^18. Seeds choose the setting, which of the two rules, and g. Hard: the
 * ranges are far too long to walk, so the count goes digit by digit from the top (a digit DP); a number's
 * leading zeros are not digits of it, which is where careless counts go wrong.
 */

interface Setting {
  id: string;
  intro: string;
  /** The numbers, in the story's words: "ticket numbers". */
  numbers: string;
  /** What a counted number is called, by rule. */
  name: Record<Mode, string>;
  title: string;
}

type Mode = 'at-least' | 'at-most';

const SETTINGS: readonly Setting[] = [
  {
    id: 'bells',
    intro:
      'A carillon player turns numbers into tunes: each digit is one of ten bells, 0 the highest and 9 the lowest, rung from the first digit to the last.',
    numbers: 'tunes',
    name: { 'at-least': 'leaping', 'at-most': 'gentle' },
    title: 'Tunes',
  },
  {
    id: 'stairs',
    intro:
      'An architect draws every number as a staircase: its digits, read from left to right, are the heights of the steps.',
    numbers: 'staircases',
    name: { 'at-least': 'steep', 'at-most': 'easy' },
    title: 'Staircases',
  },
  {
    id: 'tickets',
    intro:
      'The tram company prints ticket numbers 1, 2, 3, … and passengers collect the ones whose digits follow a pattern.',
    numbers: 'ticket numbers',
    name: { 'at-least': 'zigzag', 'at-most': 'steady' },
    title: 'Tram Tickets',
  },
  {
    id: 'locks',
    intro:
      'A locksmith stamps a serial number on every key he cuts; his apprentice sorts the keys by how their digits move.',
    numbers: 'serial numbers',
    name: { 'at-least': 'jagged', 'at-most': 'smooth' },
    title: 'Key Serials',
  },
];

const MAX_VALUE = 10n ** 18n;
const MAX_QUESTIONS = 1000;

export const neighbourDigitGaps: PuzzleFamily = {
  id: 'logic-puzzles/neighbour-digit-gaps',
  track: 'logic-puzzles',
  topic: 'mathematical-logic',
  difficulties: ['hard'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const mode: Mode = random.next() < 0.5 ? 'at-least' : 'at-most';
    const gap = mode === 'at-least' ? random.int(2, 4) : random.int(1, 3);
    const name = setting.name[mode];
    const fits = (a: number, b: number) =>
      mode === 'at-least' ? Math.abs(a - b) >= gap : Math.abs(a - b) <= gap;
    const upTo = countUpTo(fits);
    const solve = (input: string) =>
      parseQueries(input)
        .map(([a, b]) => (upTo(b) - upTo(a - 1n)).toString())
        .join('\n')
        .concat('\n');
    const listed = (a: number, b: number) => {
      const hits: number[] = [];
      for (let x = a; x <= b; x++) if (qualifies(x, fits)) hits.push(x);
      return hits;
    };
    const rule = `**${mode === 'at-least' ? 'at least' : 'at most'} ${gap}**`;
    const first = exampleRange(random, listed);
    const second = exampleRange(random, listed);

    return {
      title: `${capitalised(name)} ${setting.title}: Neighbouring Digits ${mode === 'at-least' ? 'At Least' : 'At Most'} ${gap} Apart`,
      description: `Count the ${name} ${setting.numbers} between two numbers as large as 10^18.`,
      statement: [
        setting.intro,
        '',
        `A number is **${name}** when every two neighbouring digits of it differ by ${rule}: 0 and ${gap} differ by ${gap}, and so do ${9 - gap} and 9.`,
        `The digits are those of the number as it is usually written, without leading zeros; a number with a single digit has no neighbouring digits, so it is always ${name}.`,
        '',
        `Answer q questions: how many ${name} ${setting.numbers} are there among the numbers from a to b (both included)?`,
      ].join('\n'),
      input: 'The first line holds q. Each of the next q lines holds one question: two numbers a and b.',
      output: `q lines: for each question, how many numbers from a to b are ${name}.`,
      constraints: [`1 ≤ q ≤ ${MAX_QUESTIONS}`, '1 ≤ a ≤ b ≤ 10^18'].join('\n'),
      hints: [
        `Count the ${name} numbers from 1 to x, for any x; a question from a to b is then two such counts.`,
        'Numbers with fewer digits than x are all below it. For those with as many digits, walk x from its first digit: choose a smaller digit at some place, and every place after it is free.',
        'How many digit strings of length k start with digit d and keep the rule? A table of these, built from the shorter lengths, answers every count quickly.',
      ],
      examples: [
        {
          input: queriesInput([first]),
          explanation: explainRange(first, listed, name),
        },
        {
          input: queriesInput([second, [1n, 100n]]),
          explanation: `${explainRange(second, listed, name)} From 1 to 100 there are ${listed(1, 100).length}.`,
        },
      ],
      hidden: hiddenInputs(random, fits),
      solve,
      code: programs(mode, gap),
      wrong: [
        { name: 'leading-zeros-count', language: 'python', source: leadingZeros(mode, gap) },
        { name: 'drops-the-first-number', language: 'java', source: dropsFirst(mode, gap) },
        { name: 'walks-the-range', language: 'c', source: walksTheRange(mode, gap) },
      ],
      parameters: { setting: setting.id, mode, gap },
      // Up to 1000 answers of up to 19 digits; the references need well under a third of a second.
      limits: { cpuMs: 1000 },
    };
  },
};

type Fits = (a: number, b: number) => boolean;

function qualifies(x: number, fits: Fits): boolean {
  const digits = [...String(x)].map(Number);
  return digits.every((digit, index) => index === 0 || fits(digits[index - 1] as number, digit));
}

/** How many numbers from 1 to n keep the rule, digit by digit (the family's independent reference). */
function countUpTo(fits: Fits): (n: bigint) => bigint {
  // strings[k][d]: digit strings of length k starting with d whose neighbours all fit.
  const strings: bigint[][] = [[], Array.from({ length: 10 }, () => 1n)];
  for (let k = 2; k <= 19; k++)
    strings.push(
      Array.from({ length: 10 }, (_, d) =>
        (strings[k - 1] as bigint[]).reduce((sum, ways, e) => (fits(d, e) ? sum + ways : sum), 0n),
      ),
    );
  const row = (k: number) => strings[k] as bigint[];
  return (n: bigint) => {
    if (n <= 0n) return 0n;
    const digits = [...n.toString()].map(Number);
    const length = digits.length;
    let total = 0n;
    for (let k = 1; k < length; k++) for (let d = 1; d <= 9; d++) total += row(k)[d] as bigint;
    for (let i = 0; i < length; i++) {
      const digit = digits[i] as number;
      const previous = digits[i - 1];
      for (let d = i === 0 ? 1 : 0; d < digit; d++)
        if (previous === undefined || fits(previous, d)) total += row(length - i)[d] as bigint;
      if (previous !== undefined && !fits(previous, digit)) return total;
    }
    return total + 1n;
  };
}

function parseQueries(input: string): Array<[bigint, bigint]> {
  const [count = '0', ...rest] = input.trim().split(/\s+/);
  return Array.from({ length: Number(count) }, (_, index) => [
    BigInt(rest[2 * index] ?? '1'),
    BigInt(rest[2 * index + 1] ?? '1'),
  ]);
}

const queriesInput = (queries: ReadonlyArray<readonly [bigint, bigint]>) =>
  `${queries.length}\n${queries.map(([a, b]) => `${a} ${b}`).join('\n')}\n`;

function exampleRange(random: Random, listed: (a: number, b: number) => number[]): [bigint, bigint] {
  for (;;) {
    const a = random.int(10, 400);
    const b = a + random.int(15, 40);
    const count = listed(a, b).length;
    if (count >= 2 && count <= 20) return [BigInt(a), BigInt(b)];
  }
}

function explainRange(
  [a, b]: readonly [bigint, bigint],
  listed: (a: number, b: number) => number[],
  name: string,
) {
  const hits = listed(Number(a), Number(b));
  return `From ${a} to ${b} the ${name} numbers are ${hits.join(', ')}: ${hits.length} of them.`;
}

function hiddenInputs(random: Random, fits: Fits): FamilyPuzzle['hidden'] {
  const big = (digits: number) => {
    let value = 0n;
    for (let i = 0; i < digits; i++) value = value * 10n + BigInt(random.int(i === 0 ? 1 : 0, 9));
    return value;
  };
  /** A number that keeps the rule, so a count that drops the first number of a range is caught. */
  const keeping = (length: number) => {
    for (;;) {
      const digits = [random.int(1, 9)];
      while (digits.length < length) {
        const options = Array.from({ length: 10 }, (_, d) => d).filter((d) =>
          fits(digits[digits.length - 1] as number, d),
        );
        if (options.length === 0) break;
        digits.push(random.pick(options));
      }
      if (digits.length === length) return BigInt(digits.join(''));
    }
  };
  const randomQueries = (q: number, digits: number) =>
    Array.from({ length: q }, () => {
      const x = big(random.int(1, digits));
      const y = big(random.int(1, digits));
      return (x < y ? [x, y] : [y, x]) as [bigint, bigint];
    });
  const startsKept = (q: number, digits: number) =>
    Array.from({ length: q }, () => {
      const a = keeping(random.int(1, digits));
      return [a, a + big(random.int(1, digits))] as [bigint, bigint];
    });
  return [
    { input: queriesInput([[1n, 1n]]) },
    { input: queriesInput(Array.from({ length: 12 }, (_, index) => [BigInt(index + 1), BigInt(index + 1)])) },
    {
      input: queriesInput([
        [MAX_VALUE, MAX_VALUE],
        [MAX_VALUE - 1n, MAX_VALUE],
      ]),
    },
    { input: queriesInput(startsKept(50, 4)) },
    { input: queriesInput(randomQueries(100, 6)) },
    { input: queriesInput([...startsKept(100, 18), ...randomQueries(100, 18)]) },
    // At the constraints: whole ranges of 18 and 19 digits. Walking a range cannot finish.
    { input: queriesInput([[1n, MAX_VALUE], ...startsKept(MAX_QUESTIONS - 1, 18)]), large: true },
    {
      input: queriesInput(
        Array.from({ length: MAX_QUESTIONS }, (_, index) => [BigInt(index + 1), MAX_VALUE - BigInt(index)]),
      ),
      large: true,
    },
  ];
}

function fitsExpression(mode: Mode, gap: number, a: string, b: string, abs: string): string {
  return mode === 'at-least' ? `${abs}(${a} - ${b}) >= ${gap}` : `${abs}(${a} - ${b}) <= ${gap}`;
}

function programs(mode: Mode, gap: number): FamilyPuzzle['code'] {
  const rule = `neighbouring digits differ by ${mode === 'at-least' ? 'at least' : 'at most'} ${gap}`;
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    answers = [count_up_to(int(data[2 + 2 * i])) - count_up_to(int(data[1 + 2 * i]) - 1) for i in range(q)]
    sys.stdout.write("\\n".join(map(str, answers)) + "\\n")`,
    });
  const c = (fn: string) =>
    cProgram({
      functions: fn,
      main: `    int q;
    if (scanf("%d", &q) != 1) return 0;
    for (int i = 0; i < q; i++) {
        long long a, b;
        scanf("%lld %lld", &a, &b);
        printf("%lld\\n", count_up_to(b) - count_up_to(a - 1));
    }`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int q = Integer.parseInt(reader.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer tokens = new StringTokenizer(reader.readLine());
            long a = Long.parseLong(tokens.nextToken());
            long b = Long.parseLong(tokens.nextToken());
            out.append(countUpTo(b) - countUpTo(a - 1)).append('\\n');
        }
        System.out.print(out);`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int q;
    if (!(cin >> q)) return 0;
    for (int i = 0; i < q; i++) {
        long long a, b;
        cin >> a >> b;
        cout << count_up_to(b) - count_up_to(a - 1) << '\\n';
    }`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    const q = Number(next());
    const out = [];
    for (let i = 0; i < q; i++) {
        const a = BigInt(next());
        const b = BigInt(next());
        out.push(String(countUpTo(b) - countUpTo(a - 1n)));
    }
    console.log(out.join('\\n'));`,
    });
  return {
    python: {
      solution: python(`def fits(a, b):
    return ${fitsExpression(mode, gap, 'a', 'b', 'abs')}


# STRINGS[k][d]: digit strings of length k starting with d whose neighbouring digits all fit.
STRINGS = [[0] * 10, [1] * 10]
for k in range(2, 20):
    STRINGS.append([sum(STRINGS[k - 1][e] for e in range(10) if fits(d, e)) for d in range(10)])
SHORTER = [sum(sum(STRINGS[k][1:]) for k in range(1, length)) for length in range(21)]
FITS = [[fits(a, b) for b in range(10)] for a in range(10)]


def count_up_to(n):
    """How many numbers from 1 to n have ${rule}."""
    if n <= 0:
        return 0
    digits = list(map(int, str(n)))
    length = len(digits)
    total = SHORTER[length]
    previous = -1
    for i, digit in enumerate(digits):
        row = STRINGS[length - i]
        for d in range(1 if i == 0 else 0, digit):
            if previous < 0 or FITS[previous][d]:
                total += row[d]
        if previous >= 0 and not FITS[previous][digit]:
            return total
        previous = digit
    return total + 1`),
      starter: python(`def count_up_to(n):
    # Return how many numbers from 1 to n have ${rule}.
    return 0`),
    },
    c: {
      solution:
        c(`/* strings[k][d]: digit strings of length k starting with d whose neighbouring digits all fit. */
static long long strings[20][10];

static int fits(int a, int b) { return ${fitsExpression(mode, gap, 'a', 'b', 'abs')}; }

static void build(void) {
    for (int d = 0; d < 10; d++) strings[1][d] = 1;
    for (int k = 2; k < 20; k++)
        for (int d = 0; d < 10; d++)
            for (int e = 0; e < 10; e++)
                if (fits(d, e)) strings[k][d] += strings[k - 1][e];
}

/* How many numbers from 1 to n have ${rule}. */
static long long count_up_to(long long n) {
    if (n <= 0) return 0;
    if (strings[1][0] == 0) build();
    int digits[20], length = 0;
    for (long long rest = n; rest > 0; rest /= 10) digits[length++] = (int)(rest % 10);
    long long total = 0;
    for (int k = 1; k < length; k++)
        for (int d = 1; d < 10; d++) total += strings[k][d];
    int previous = -1;
    for (int i = length - 1; i >= 0; i--) {
        int digit = digits[i];
        for (int d = i == length - 1 ? 1 : 0; d < digit; d++)
            if (previous < 0 || fits(previous, d)) total += strings[i + 1][d];
        if (previous >= 0 && !fits(previous, digit)) return total;
        previous = digit;
    }
    return total + 1;
}`),
      starter: c(`/* Return how many numbers from 1 to n have ${rule}. */
static long long count_up_to(long long n) {
    return 0;
}`),
    },
    java: {
      solution:
        java(`    /** strings[k][d]: digit strings of length k starting with d whose neighbouring digits all fit. */
    static final long[][] STRINGS = new long[20][10];

    static boolean fits(int a, int b) {
        return ${fitsExpression(mode, gap, 'a', 'b', 'Math.abs')};
    }

    static {
        Arrays.fill(STRINGS[1], 1);
        for (int k = 2; k < 20; k++)
            for (int d = 0; d < 10; d++)
                for (int e = 0; e < 10; e++)
                    if (fits(d, e)) STRINGS[k][d] += STRINGS[k - 1][e];
    }

    /** How many numbers from 1 to n have ${rule}. */
    static long countUpTo(long n) {
        if (n <= 0) return 0;
        char[] digits = Long.toString(n).toCharArray();
        int length = digits.length;
        long total = 0;
        for (int k = 1; k < length; k++)
            for (int d = 1; d < 10; d++) total += STRINGS[k][d];
        int previous = -1;
        for (int i = 0; i < length; i++) {
            int digit = digits[i] - '0';
            for (int d = i == 0 ? 1 : 0; d < digit; d++)
                if (previous < 0 || fits(previous, d)) total += STRINGS[length - i][d];
            if (previous >= 0 && !fits(previous, digit)) return total;
            previous = digit;
        }
        return total + 1;
    }`),
      starter: java(`    /** Return how many numbers from 1 to n have ${rule}. */
    static long countUpTo(long n) {
        return 0;
    }`),
    },
    cpp: {
      solution:
        cpp(`// strings[k][d]: digit strings of length k starting with d whose neighbouring digits all fit.
long long strings[20][10];

bool fits(int a, int b) { return ${fitsExpression(mode, gap, 'a', 'b', 'abs')}; }

void build() {
    for (int d = 0; d < 10; d++) strings[1][d] = 1;
    for (int k = 2; k < 20; k++)
        for (int d = 0; d < 10; d++)
            for (int e = 0; e < 10; e++)
                if (fits(d, e)) strings[k][d] += strings[k - 1][e];
}

// How many numbers from 1 to n have ${rule}.
long long count_up_to(long long n) {
    if (n <= 0) return 0;
    if (strings[1][0] == 0) build();
    string digits = to_string(n);
    int length = digits.size();
    long long total = 0;
    for (int k = 1; k < length; k++)
        for (int d = 1; d < 10; d++) total += strings[k][d];
    int previous = -1;
    for (int i = 0; i < length; i++) {
        int digit = digits[i] - '0';
        for (int d = i == 0 ? 1 : 0; d < digit; d++)
            if (previous < 0 || fits(previous, d)) total += strings[length - i][d];
        if (previous >= 0 && !fits(previous, digit)) return total;
        previous = digit;
    }
    return total + 1;
}`),
      starter: cpp(`// Return how many numbers from 1 to n have ${rule}.
long long count_up_to(long long n) {
    return 0;
}`),
    },
    javascript: {
      solution: javascript(`function fits(a, b) {
    return ${fitsExpression(mode, gap, 'a', 'b', 'Math.abs')};
}

/** STRINGS[k][d]: digit strings of length k starting with d whose neighbouring digits all fit (BigInts). */
const STRINGS = [new Array(10).fill(0n), new Array(10).fill(1n)];
for (let k = 2; k < 20; k++) {
    const row = new Array(10).fill(0n);
    for (let d = 0; d < 10; d++)
        for (let e = 0; e < 10; e++)
            if (fits(d, e)) row[d] += STRINGS[k - 1][e];
    STRINGS.push(row);
}

/** How many numbers from 1 to n have ${rule}; n and the count are BigInts (they reach 10^18). */
function countUpTo(n) {
    if (n <= 0n) return 0n;
    const digits = n.toString();
    const length = digits.length;
    let total = 0n;
    for (let k = 1; k < length; k++)
        for (let d = 1; d < 10; d++) total += STRINGS[k][d];
    let previous = -1;
    for (let i = 0; i < length; i++) {
        const digit = digits.charCodeAt(i) - 48;
        for (let d = i === 0 ? 1 : 0; d < digit; d++)
            if (previous < 0 || fits(previous, d)) total += STRINGS[length - i][d];
        if (previous >= 0 && !fits(previous, digit)) return total;
        previous = digit;
    }
    return total + 1n;
}`),
      starter:
        javascript(`/** Return how many numbers from 1 to n have ${rule}; n and the count are BigInts (they reach 10^18). */
function countUpTo(n) {
    return 0n;
}`),
    },
  };
}

/** Counts every number as a 19-digit string with its leading zeros, as if they were digits too. */
function leadingZeros(mode: Mode, gap: number): string {
  return `import sys


def fits(a, b):
    return ${fitsExpression(mode, gap, 'a', 'b', 'abs')}


STRINGS = [[0] * 10, [1] * 10]
for k in range(2, 20):
    STRINGS.append([sum(STRINGS[k - 1][e] for e in range(10) if fits(d, e)) for d in range(10)])


def count_up_to(n):
    digits = list(map(int, str(n).zfill(19)))
    total = 0
    previous = -1
    for i, digit in enumerate(digits):
        for d in range(digit):
            if previous < 0 or fits(previous, d):
                total += STRINGS[19 - i][d]
        if previous >= 0 and not fits(previous, digit):
            return total
        previous = digit
    return total + 1


data = sys.stdin.read().split()
q = int(data[0])
print("\\n".join(str(count_up_to(int(data[2 + 2 * i])) - count_up_to(int(data[1 + 2 * i]) - 1)) for i in range(q)))
`;
}

/** The right count up to n, but a range is answered as count(b) − count(a): a itself is lost. */
function dropsFirst(mode: Mode, gap: number): string {
  return `import java.util.*;

public class Main {
    static final long[][] STRINGS = new long[20][10];

    static boolean fits(int a, int b) {
        return ${fitsExpression(mode, gap, 'a', 'b', 'Math.abs')};
    }

    static long countUpTo(long n) {
        if (n <= 0) return 0;
        char[] digits = Long.toString(n).toCharArray();
        int length = digits.length;
        long total = 0;
        for (int k = 1; k < length; k++)
            for (int d = 1; d < 10; d++) total += STRINGS[k][d];
        int previous = -1;
        for (int i = 0; i < length; i++) {
            int digit = digits[i] - '0';
            for (int d = i == 0 ? 1 : 0; d < digit; d++)
                if (previous < 0 || fits(previous, d)) total += STRINGS[length - i][d];
            if (previous >= 0 && !fits(previous, digit)) return total;
            previous = digit;
        }
        return total + 1;
    }

    public static void main(String[] args) {
        Arrays.fill(STRINGS[1], 1);
        for (int k = 2; k < 20; k++)
            for (int d = 0; d < 10; d++)
                for (int e = 0; e < 10; e++)
                    if (fits(d, e)) STRINGS[k][d] += STRINGS[k - 1][e];
        Scanner in = new Scanner(System.in);
        int q = in.nextInt();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            long a = in.nextLong(), b = in.nextLong();
            out.append(countUpTo(b) - countUpTo(a)).append('\\n');
        }
        System.out.print(out);
    }
}
`;
}

/** Checks every number of every range: right, and hopeless for ranges of 10^18. */
function walksTheRange(mode: Mode, gap: number): string {
  return `#include <stdio.h>
#include <stdlib.h>

static int keeps(long long x) {
    int previous = (int)(x % 10);
    for (x /= 10; x > 0; x /= 10) {
        int digit = (int)(x % 10);
        if (!(${fitsExpression(mode, gap, 'digit', 'previous', 'abs')})) return 0;
        previous = digit;
    }
    return 1;
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    for (int i = 0; i < q; i++) {
        long long a, b, count = 0;
        scanf("%lld %lld", &a, &b);
        for (long long x = a; x <= b; x++) count += keeps(x);
        printf("%lld\\n", count);
    }
    return 0;
}
`;
}
