import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { capitalised } from '../../text';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * The toggled-doors teaser as many questions: person i flips every i-th door, so door d ends flipped once per
 * divisor of d, and only perfect squares have an odd number of divisors. Seeds choose the setting, whether
 * the question counts open or closed doors, and whether the doors start open. Medium: positions up to
 * 10^18 (an exact integer square root; a floating-point one is off near large squares), many questions.
 */

interface Setting {
  id: string;
  intro: string;
  things: string;
  thing: string;
  /** What the flipping does, in the story's words: "opens a closed locker and closes an open one". */
  flip: string;
  open: string;
  closed: string;
  title: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'lockers',
    intro: 'A school corridor has lockers numbered 1, 2, 3, … as far as anyone can count.',
    things: 'lockers',
    thing: 'locker',
    flip: 'opens every closed one and closes every open one',
    open: 'open',
    closed: 'closed',
    title: 'Lockers',
  },
  {
    id: 'lanterns',
    intro: 'The harbour wall carries lanterns numbered 1, 2, 3, … all the way to the horizon.',
    things: 'lanterns',
    thing: 'lantern',
    flip: 'lights every dark one and puts out every lit one',
    open: 'lit',
    closed: 'dark',
    title: 'Harbour Lanterns',
  },
  {
    id: 'shutters',
    intro: 'The endless street of the old town has window shutters numbered 1, 2, 3, …',
    things: 'shutters',
    thing: 'shutter',
    flip: 'opens every closed one and closes every open one',
    open: 'open',
    closed: 'closed',
    title: 'Old Town Shutters',
  },
];

const MAX_POSITION = 10n ** 18n;

export const toggledDoors: PuzzleFamily = {
  id: 'logic-puzzles/toggled-doors',
  track: 'logic-puzzles',
  topic: 'mathematical-logic',
  difficulties: ['medium'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const startOpen = random.next() < 0.4;
    const countOpen = random.next() < 0.6;
    const start = startOpen ? setting.open : setting.closed;
    const asked = countOpen ? setting.open : setting.closed;
    // A position flipped an odd number of times (a perfect square) ends in the other state than it started.
    const askedAreSquares = startOpen !== countOpen;
    const count = (a: bigint, b: bigint) => {
      const squares = isqrt(b) - isqrt(a - 1n);
      return askedAreSquares ? squares : b - a + 1n - squares;
    };
    const solve = (input: string) =>
      parseQueries(input)
        .map(([a, b]) => count(a, b).toString())
        .join('\n')
        .concat('\n');

    return {
      title: `${capitalised(asked)} ${setting.title} at Dawn`,
      description: `After everyone has passed, count the ${asked} ${setting.things} in each stretch.`,
      statement: [
        `${setting.intro} At dusk every ${setting.thing} is **${start}**.`,
        '',
        `During the night an endless line of visitors walks past. Visitor 1 ${setting.flip} — every ${setting.thing}.`,
        `Visitor 2 does the same to ${setting.thing}s 2, 4, 6, …; visitor 3 to ${setting.thing}s 3, 6, 9, …;`,
        `and visitor i to every i-th ${setting.thing}. By dawn, visitors without end have passed, so every`,
        `${setting.thing} has been flipped by exactly those visitors whose number divides its own.`,
        '',
        `Answer q questions: how many ${setting.things} numbered from a to b (both included) are **${asked}** at dawn?`,
      ].join('\n'),
      input: 'The first line holds q. Each of the next q lines holds a question: two numbers a and b.',
      output: `q lines: for each question, how many ${setting.things} from a to b are ${asked} at dawn.`,
      constraints: ['1 ≤ q ≤ 20000', '1 ≤ a ≤ b ≤ 10^18'].join('\n'),
      hints: [
        `Work out the first twenty ${setting.things} by hand. Which ones changed state?`,
        `A ${setting.thing} is flipped once per divisor of its number. Divisors come in pairs d and n/d, except when d·d = n.`,
        'Count the perfect squares up to b and up to a − 1 with an exact integer square root: a floating-point square root is wrong near 10^18.',
      ],
      examples: [
        {
          input: '2\n1 10\n5 9\n',
          explanation: `Only ${setting.things} 1, 4 and 9 are flipped an odd number of times, so they end ${startOpen ? setting.closed : setting.open}; from 5 to 9 only ${setting.thing} 9 does.`,
        },
        {
          input: '2\n1 1\n2 3\n',
          explanation: `${capitalised(setting.thing)} 1 is flipped once (by visitor 1); 2 and 3 twice each, so they end as they started, ${start}.`,
        },
      ],
      hidden: hiddenInputs(random),
      solve,
      code: programs(askedAreSquares),
      wrong: [
        { name: 'floating-square-root', language: 'c', source: floatingRoot(askedAreSquares) },
        { name: 'flip-every-one', language: 'python', source: flipEveryOne(askedAreSquares) },
      ],
      parameters: { setting: setting.id, startOpen: startOpen ? 1 : 0, countOpen: countOpen ? 1 : 0 },
      // Up to 20,000 answers of up to 19 digits; the reference needs a few ms, so a second is plenty.
      limits: { outputKb: 512, cpuMs: 1000 },
    };
  },
};

function isqrt(n: bigint): bigint {
  if (n < 2n) return n < 0n ? 0n : n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x -= 1n;
  while ((x + 1n) * (x + 1n) <= n) x += 1n;
  return x;
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

function hiddenInputs(random: Random): FamilyPuzzle['hidden'] {
  const big = (digits: number) => {
    let value = 0n;
    for (let i = 0; i < digits; i++) value = value * 10n + BigInt(random.int(i === 0 ? 1 : 0, 9));
    return value;
  };
  const square = (root: bigint) => root * root;
  const edge = 999_999_999n;
  const randomQueries = (q: number, digits: number) =>
    Array.from({ length: q }, () => {
      const x = big(random.int(1, digits));
      const y = big(random.int(1, digits));
      return (x < y ? [x, y] : [y, x]) as [bigint, bigint];
    });
  return [
    { input: queriesInput([[1n, MAX_POSITION]]) },
    {
      input: queriesInput([
        [MAX_POSITION, MAX_POSITION],
        [square(edge), square(edge)],
      ]),
    },
    {
      input: queriesInput([
        [square(edge) - 1n, square(edge) - 1n],
        [square(edge) + 1n, square(edge) + 1n],
        [square(edge) - 1n, square(edge)],
        [square(edge - 1n), square(edge) - 1n],
      ]),
    },
    { input: queriesInput(Array.from({ length: 30 }, (_, index) => [BigInt(index + 1), BigInt(index + 1)])) },
    { input: queriesInput(randomQueries(200, 6)) },
    { input: queriesInput(randomQueries(200, 18)) },
    // At the constraints: many questions over the whole range. Walking the positions cannot finish.
    { input: queriesInput(randomQueries(20_000, 18)), large: true },
    {
      input: queriesInput(Array.from({ length: 20 }, () => [1n, 10n ** BigInt(random.int(12, 18))])),
      large: true,
    },
  ];
}

function programs(askedAreSquares: boolean): FamilyPuzzle['code'] {
  const what = askedAreSquares ? 'flipped an odd number of times' : 'flipped an even number of times';
  const counted = askedAreSquares ? 'squares' : 'b - a + 1 - squares';
  const countedBig = askedAreSquares ? 'squares' : 'b - a + 1n - squares';
  const python = (imports: string, fn: string) =>
    pythonProgram({
      head: imports,
      functions: fn,
      main: `    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    answers = [count_between(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(q)]
    sys.stdout.write("\\n".join(map(str, answers)) + "\\n")`,
    });
  const c = (includes: string, fn: string) =>
    cProgram({
      head: includes,
      functions: fn,
      main: `    int q;
    if (scanf("%d", &q) != 1) return 0;
    for (int i = 0; i < q; i++) {
        unsigned long long a, b;
        scanf("%llu %llu", &a, &b);
        printf("%llu\\n", count_between(a, b));
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
            out.append(countBetween(a, b)).append('\\n');
        }
        System.out.print(out);`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int q;
    if (!(cin >> q)) return 0;
    for (int i = 0; i < q; i++) {
        unsigned long long a, b;
        cin >> a >> b;
        cout << count_between(a, b) << '\\n';
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
        out.push(String(countBetween(a, b)));
    }
    console.log(out.join('\\n'));`,
    });
  return {
    python: {
      solution: python(
        'import sys\nfrom math import isqrt',
        `def count_between(a, b):
    squares = isqrt(b) - isqrt(a - 1)
    return ${counted}`,
      ),
      starter: python(
        'import sys',
        `def count_between(a, b):
    # Return how many positions from a to b (both included) are ${what}.
    return 0`,
      ),
    },
    c: {
      solution: c(
        '#include <math.h>\n#include <stdio.h>',
        `/* The largest r with r * r <= n, exactly (a double alone is off near 10^18). */
static unsigned long long isqrt(unsigned long long n) {
    unsigned long long r = (unsigned long long)sqrtl((long double)n);
    while (r > 0 && r * r > n) r--;
    while ((r + 1) * (r + 1) <= n) r++;
    return r;
}

static unsigned long long count_between(unsigned long long a, unsigned long long b) {
    unsigned long long squares = isqrt(b) - isqrt(a - 1);
    return ${counted};
}`,
      ),
      starter: c(
        '#include <stdio.h>',
        `/* Return how many positions from a to b (both included) are ${what}. */
static unsigned long long count_between(unsigned long long a, unsigned long long b) {
    return 0;
}`,
      ),
    },
    java: {
      solution: java(`    /** The largest r with r * r <= n, exactly (Math.sqrt alone is off near 10^18). */
    static long isqrt(long n) {
        long r = (long) Math.sqrt((double) n);
        while (r > 0 && r * r > n) r--;
        while ((r + 1) * (r + 1) <= n) r++;
        return r;
    }

    static long countBetween(long a, long b) {
        long squares = isqrt(b) - isqrt(a - 1);
        return ${counted};
    }`),
      starter: java(`    /** Return how many positions from a to b (both included) are ${what}. */
    static long countBetween(long a, long b) {
        return 0;
    }`),
    },
    cpp: {
      solution: cpp(`// The largest r with r * r <= n, exactly (a double alone is off near 10^18).
unsigned long long isqrt(unsigned long long n) {
    unsigned long long r = (unsigned long long)sqrtl((long double)n);
    while (r > 0 && r * r > n) r--;
    while ((r + 1) * (r + 1) <= n) r++;
    return r;
}

unsigned long long count_between(unsigned long long a, unsigned long long b) {
    unsigned long long squares = isqrt(b) - isqrt(a - 1);
    return ${counted};
}`),
      starter: cpp(`// Return how many positions from a to b (both included) are ${what}.
unsigned long long count_between(unsigned long long a, unsigned long long b) {
    return 0;
}`),
    },
    javascript: {
      solution:
        javascript(`/** The largest r with r * r <= n, exactly: n is a BigInt, and Math.sqrt alone is off near 10^18. */
function isqrt(n) {
    let r = BigInt(Math.floor(Math.sqrt(Number(n))));
    while (r > 0n && r * r > n) r--;
    while ((r + 1n) * (r + 1n) <= n) r++;
    return r;
}

/** a and b are BigInts (positions reach 10^18). */
function countBetween(a, b) {
    const squares = isqrt(b) - isqrt(a - 1n);
    return ${countedBig};
}`),
      starter:
        javascript(`/** Return how many positions from a to b (both included) are ${what}; a, b and the count are BigInts. */
function countBetween(a, b) {
    return 0n;
}`),
    },
  };
}

/** Takes a double's square root as exact: off by one next to large perfect squares. */
function floatingRoot(askedAreSquares: boolean): string {
  return `#include <math.h>
#include <stdio.h>

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    for (int i = 0; i < q; i++) {
        unsigned long long a, b;
        scanf("%llu %llu", &a, &b);
        unsigned long long squares = (unsigned long long)sqrt((double)b) - (unsigned long long)sqrt((double)(a - 1));
        printf("%llu\\n", ${askedAreSquares ? 'squares' : 'b - a + 1 - squares'});
    }
    return 0;
}
`;
}

/** Checks every position of every stretch for being a square: right, and hopeless at 10^18. */
function flipEveryOne(askedAreSquares: boolean): string {
  return `import sys
from math import isqrt

data = sys.stdin.buffer.read().split()
q = int(data[0])
out = []
for i in range(q):
    a, b = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    count = 0
    for position in range(a, b + 1):
        if (isqrt(position) ** 2 == position) == ${askedAreSquares ? 'True' : 'False'}:
            count += 1
    out.append(count)
print("\\n".join(map(str, out)))
`;
}
