import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * A few readings of a sequence whose rows of differences settle: the differences of neighbours, then the
 * differences of those, and so on, until one row has all its numbers equal. Seeds choose the setting and
 * the twist: the term n places along, the total of the first n terms, or the term k places before the
 * first reading (the table run backwards). Easy: build the table and extend it; a solution that only looks
 * at the first differences is caught.
 */

interface Setting {
  id: string;
  intro: string;
  /** One reading, in the story's words: "the balance at the end of week". */
  reading: string;
  readings: string;
  /** The unit of one step: "week". */
  step: string;
  title: string;
}

type Twist = 'ahead' | 'total' | 'back';

const SETTINGS: readonly Setting[] = [
  {
    id: 'ledger',
    intro:
      'A shopkeeper writes the balance of her till, in coins, at the end of every week; it can be negative.',
    reading: 'balance',
    readings: 'balances',
    step: 'week',
    title: "The Shopkeeper's Ledger",
  },
  {
    id: 'balloon',
    intro:
      'A weather balloon reports its height in metres above the cliff top once a minute; below the cliff top the height is negative.',
    reading: 'height',
    readings: 'heights',
    step: 'minute',
    title: 'The Weather Balloon',
  },
  {
    id: 'greenhouse',
    intro:
      'A gardener reads the greenhouse thermometer, in tenths of a degree, every morning; on frosty mornings it is negative.',
    reading: 'temperature',
    readings: 'temperatures',
    step: 'morning',
    title: 'The Greenhouse Thermometer',
  },
  {
    id: 'quiz',
    intro:
      'A quiz team writes its running score after every round; wrong answers cost points, so the score can be negative.',
    reading: 'score',
    readings: 'scores',
    step: 'round',
    title: 'The Quiz Scoreboard',
  },
];

const TWIST_TITLES: Record<Twist, string> = {
  ahead: 'Far Ahead',
  total: 'The Running Total',
  back: 'Looking Back',
};

const MAX_STEPS = 1000;

export const settlingDifferences: PuzzleFamily = {
  id: 'logic-puzzles/settling-differences',
  track: 'logic-puzzles',
  topic: 'pattern-recognition',
  difficulties: ['easy'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const twist = random.pick<Twist>(['ahead', 'total', 'back']);
    const solve = (input: string) => `${answer(twist, ...parseInput(input))}\n`;
    const asked = {
      ahead: `the ${setting.reading} at ${setting.step} n`,
      total: `the **sum** of the ${setting.readings} of ${setting.step}s 1 to n`,
      back: `the ${setting.reading} **k ${setting.step}s before** the first reading (${setting.step} 1 − k)`,
    }[twist];
    const letter = twist === 'back' ? 'k' : 'n';
    const examples = [exampleInput(random, 2, twist), exampleInput(random, 3, twist)];

    return {
      title: `${setting.title}: ${TWIST_TITLES[twist]}`,
      description: `Continue a sequence whose rows of differences settle, and report ${twist === 'total' ? 'a running total' : 'one far-off reading'}.`,
      statement: [
        `${setting.intro} The first m ${setting.readings} are known, for ${setting.step}s 1 to m.`,
        '',
        `Write the ${setting.readings} in a row. Under it write the **differences** of neighbours (each number minus the one`,
        'before it), under that the differences of those, and so on. For example 2, 5, 10, 17 gives the rows 3, 5, 7 and',
        'then 2, 2.',
        '',
        `The ${setting.readings} follow a hidden rule that makes the rows **settle**: among the rows written from the m known`,
        `${setting.readings}, at least one row with two or more numbers has all its numbers equal, and that row keeps the`,
        `same value forever, ${setting.step} after ${setting.step}${twist === 'back' ? `, and also for the ${setting.step}s before the first reading` : ''}.`,
        '',
        `Print ${asked}.`,
      ].join('\n'),
      input: `The first line holds m and ${letter}. The second line holds the m ${setting.readings}, in order from ${setting.step} 1.`,
      output: `One line: ${asked.replaceAll('**', '')}.`,
      constraints: [
        '3 ≤ m ≤ 6',
        `1 ≤ ${letter} ≤ ${MAX_STEPS}`,
        `−1000 ≤ each ${setting.reading} ≤ 1000`,
        'The rows of differences settle as described.',
      ].join('\n'),
      hints: [
        'Write the rows of differences of the first example by hand, down to the row whose numbers are all equal.',
        twist === 'back'
          ? 'Extend the equal row one place to the left, then fix each row above it from the bottom up, one place to the left each.'
          : 'Extend the equal row one place, then each row above it from the bottom up: each new number is the last number of its row plus the new number below it.',
      ],
      examples: examples.map((input) => ({ input, explanation: explain(twist, setting, input) })),
      hidden: hiddenInputs(random, twist),
      solve,
      code: programs(twist),
      wrong: [
        { name: 'first-differences-only', language: 'python', source: firstDifferencesOnly(twist) },
        { name: 'one-step-short', language: 'c', source: oneStepShort(twist) },
      ],
      parameters: { setting: setting.id, twist },
    };
  },
};

function parseInput(input: string): [bigint[], number] {
  const [m = 0, n = 1, ...rest] = input.trim().split(/\s+/).map(Number);
  return [rest.slice(0, m).map(BigInt), n];
}

const inputOf = (terms: readonly bigint[], n: number) => `${terms.length} ${n}\n${terms.join(' ')}\n`;

/** The rows of differences, down to the row with a single number. */
function differenceRows(terms: readonly bigint[]): bigint[][] {
  const rows = [[...terms]];
  for (let row = rows[0] as bigint[]; row.length > 1; ) {
    row = row.slice(1).map((value, index) => value - (row[index] as bigint));
    rows.push(row);
  }
  return rows;
}

/** The known terms followed by `extra` more (or, backwards, preceded by them, earliest first). */
function extended(terms: readonly bigint[], extra: number, backwards: boolean): bigint[] {
  const rows = differenceRows(terms);
  const edge = rows.map((row) => (backwards ? row[0] : row[row.length - 1]) as bigint);
  const added: bigint[] = [];
  for (let step = 0; step < extra; step++) {
    // The single-number row is 0 (a row above it settled), so it stays; each row above moves by the one below.
    for (let r = edge.length - 2; r >= 0; r--)
      edge[r] = backwards
        ? (edge[r] as bigint) - (edge[r + 1] as bigint)
        : (edge[r] as bigint) + (edge[r + 1] as bigint);
    added.push(edge[0] as bigint);
  }
  return backwards ? [...added.reverse(), ...terms] : [...terms, ...added];
}

function answer(twist: Twist, terms: readonly bigint[], n: number): bigint {
  const m = terms.length;
  switch (twist) {
    case 'ahead':
      return extended(terms, Math.max(0, n - m), false)[n - 1] as bigint;
    case 'total':
      return extended(terms, Math.max(0, n - m), false)
        .slice(0, n)
        .reduce((sum, value) => sum + value, 0n);
    case 'back':
      return extended(terms, n, true)[0] as bigint;
  }
}

function explain(twist: Twist, setting: Setting, input: string): string {
  const [terms, n] = parseInput(input);
  const rows = differenceRows(terms);
  const settled = rows.findIndex((row) => row.length >= 2 && row.every((value) => value === row[0]));
  const shown = rows.slice(1, settled + 1).map((row) => row.join(', '));
  const table =
    settled === 0
      ? `The ${setting.readings} themselves are all equal.`
      : `The rows of differences are ${shown.join('; then ')}, which settles.`;
  const result = answer(twist, terms, n);
  switch (twist) {
    case 'ahead':
      return `${table} Continued, the ${setting.readings} run ${extended(terms, Math.max(0, n - terms.length), false).join(', ')}: ${setting.step} ${n} gives ${result}.`;
    case 'total': {
      const firsts = extended(terms, Math.max(0, n - terms.length), false).slice(0, n);
      return `${table} The first ${n} ${setting.readings} are ${firsts.join(', ')}, which add up to ${result}.`;
    }
    case 'back':
      return `${table} Run backwards, the ${setting.readings} before the first one are, going back, ${extended(
        terms,
        n,
        true,
      )
        .slice(0, n)
        .reverse()
        .join(', ')}: ${n} ${setting.step}${n === 1 ? '' : 's'} before the first it is ${result}.`;
  }
}

/** m terms whose rows settle at row `degree + 1` (or at the terms themselves for degree 0), all within ±1000. */
function termsOf(random: Random, m: number, degree: number): bigint[] {
  for (;;) {
    const column = Array.from({ length: degree + 1 }, (_, r) =>
      BigInt(r === 0 ? random.int(-200, 300) : random.int(-6, 9) || 1),
    );
    const terms: bigint[] = [];
    for (let i = 0; i < m; i++) {
      terms.push(column[0] as bigint);
      for (let r = 0; r < degree; r++) column[r] = (column[r] as bigint) + (column[r + 1] as bigint);
    }
    if (terms.every((value) => value >= -1000n && value <= 1000n)) return terms;
  }
}

function exampleInput(random: Random, degree: number, twist: Twist): string {
  const m = degree + 2;
  return inputOf(termsOf(random, m, degree), twist === 'back' ? random.int(1, 3) : m + random.int(1, 3));
}

function hiddenInputs(random: Random, twist: Twist): FamilyPuzzle['hidden'] {
  const far = (m: number) => (twist === 'back' ? random.int(20, 200) : random.int(m + 20, 300));
  return [
    { input: inputOf([5n, 5n, 5n], 1) },
    { input: inputOf(termsOf(random, 3, 1), 3) },
    { input: inputOf(termsOf(random, 4, 1), far(4)) },
    { input: inputOf(termsOf(random, 5, 2), 2) },
    { input: inputOf(termsOf(random, 5, 3), far(5)) },
    { input: inputOf(termsOf(random, 6, 2), far(6)) },
    { input: inputOf(termsOf(random, 6, 4), MAX_STEPS) },
    { input: inputOf([-1000n, -1000n, -1000n, -1000n], MAX_STEPS) },
    { input: inputOf(termsOf(random, 6, 4), far(6)) },
    { input: inputOf(termsOf(random, 6, 3), MAX_STEPS) },
  ];
}

const ASKED: Record<Twist, string> = {
  ahead: 'the term at position n',
  total: 'the sum of terms 1 to n',
  back: 'the term k places before the first',
};

/** Each language's program around one function: answer(terms, n). */
function programs(twist: Twist): FamilyPuzzle['code'] {
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    data = sys.stdin.read().split()
    m, n = int(data[0]), int(data[1])
    print(answer([int(x) for x in data[2:2 + m]], n))`,
    });
  const c = (fn: string) =>
    cProgram({
      head: '#include <stdio.h>',
      functions: fn,
      main: `    int m, n;
    if (scanf("%d %d", &m, &n) != 2) return 0;
    long long terms[6];
    for (int i = 0; i < m; i++) scanf("%lld", &terms[i]);
    printf("%lld\\n", answer(terms, m, n));`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int m = Integer.parseInt(tokens.nextToken());
        int n = Integer.parseInt(tokens.nextToken());
        tokens = new StringTokenizer(reader.readLine());
        long[] terms = new long[m];
        for (int i = 0; i < m; i++) terms[i] = Long.parseLong(tokens.nextToken());
        System.out.println(answer(terms, n));`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int m, n;
    if (!(cin >> m >> n)) return 0;
    vector<long long> terms(m);
    for (long long &term : terms) cin >> term;
    cout << answer(terms, n) << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    const m = Number(next());
    const n = Number(next());
    const terms = [];
    for (let i = 0; i < m; i++) terms.push(BigInt(next()));
    console.log(String(answer(terms, n)));`,
    });
  const back = twist === 'back';
  const javascriptBody = {
    ahead: `    if (n <= m) return terms[n - 1];
    for (let i = m; i < n; i++) step(edge, m);
    return edge[0];`,
    total: `    let total = 0n;
    for (let i = 0; i < n && i < m; i++) total += terms[i];
    for (let i = m; i < n; i++) {
        step(edge, m);
        total += edge[0];
    }
    return total;`,
    back: `    for (let i = 0; i < n; i++) step(edge, m);
    return edge[0];`,
  }[twist];
  const pythonBody = {
    ahead: `    if n <= len(terms):
        return terms[n - 1]
    for _ in range(n - len(terms)):
        step()
    return edge[0]`,
    total: `    total = sum(terms[:n])
    for _ in range(n - len(terms)):
        step()
        total += edge[0]
    return total`,
    back: `    for _ in range(n):
        step()
    return edge[0]`,
  }[twist];
  const cBody = (indent: string, long: string) =>
    ({
      ahead: `${indent}if (n <= m) return terms[n - 1];
${indent}for (int i = m; i < n; i++) step(edge, m);
${indent}return edge[0];`,
      total: `${indent}${long} total = 0;
${indent}for (int i = 0; i < n && i < m; i++) total += terms[i];
${indent}for (int i = m; i < n; i++) {
${indent}    step(edge, m);
${indent}    total += edge[0];
${indent}}
${indent}return total;`,
      back: `${indent}for (int i = 0; i < n; i++) step(edge, m);
${indent}return edge[0];`,
    })[twist];
  const move = back ? '-=' : '+=';
  return {
    python: {
      solution: python(`def answer(terms, n):
    """${ASKED[twist]}, the rows of differences kept settled."""
    rows = [terms]
    while len(rows[-1]) > 1:
        row = rows[-1]
        rows.append([b - a for a, b in zip(row, row[1:])])
    # The ${back ? 'first' : 'last'} number of every row; the single-number row is 0 and stays.
    edge = [row[${back ? '0' : '-1'}] for row in rows]

    def step():
        for r in range(len(edge) - 2, -1, -1):
            edge[r] ${move} edge[r + 1]

${pythonBody}`),
      starter: python(`def answer(terms, n):
    # Return ${ASKED[twist]}.
    return 0`),
    },
    c: {
      solution:
        c(`/* Moves every row's ${back ? 'first' : 'last'} number one place ${back ? 'back' : 'on'}, from the bottom row up. */
static void step(long long *edge, int m) {
    for (int r = m - 2; r >= 0; r--) edge[r] ${move} edge[r + 1];
}

/* ${ASKED[twist]}, the rows of differences kept settled. */
static long long answer(const long long *terms, int m, int n) {
    long long rows[6][6], edge[6];
    for (int i = 0; i < m; i++) rows[0][i] = terms[i];
    for (int r = 1; r < m; r++)
        for (int i = 0; i + r < m; i++) rows[r][i] = rows[r - 1][i + 1] - rows[r - 1][i];
    for (int r = 0; r < m; r++) edge[r] = rows[r][${back ? '0' : 'm - 1 - r'}];
${cBody('    ', 'long long')}
}`),
      starter: c(`/* Return ${ASKED[twist]}. */
static long long answer(const long long *terms, int m, int n) {
    return 0;
}`),
    },
    java: {
      solution:
        java(`    /** Moves every row's ${back ? 'first' : 'last'} number one place ${back ? 'back' : 'on'}, from the bottom row up. */
    static void step(long[] edge, int m) {
        for (int r = m - 2; r >= 0; r--) edge[r] ${move} edge[r + 1];
    }

    /** ${ASKED[twist]}, the rows of differences kept settled. */
    static long answer(long[] terms, int n) {
        int m = terms.length;
        long[][] rows = new long[m][m];
        long[] edge = new long[m];
        rows[0] = terms.clone();
        for (int r = 1; r < m; r++)
            for (int i = 0; i + r < m; i++) rows[r][i] = rows[r - 1][i + 1] - rows[r - 1][i];
        for (int r = 0; r < m; r++) edge[r] = rows[r][${back ? '0' : 'm - 1 - r'}];
${cBody('        ', 'long')}
    }`),
      starter: java(`    /** Return ${ASKED[twist]}. */
    static long answer(long[] terms, int n) {
        return 0;
    }`),
    },
    cpp: {
      solution:
        cpp(`// Moves every row's ${back ? 'first' : 'last'} number one place ${back ? 'back' : 'on'}, from the bottom row up.
void step(vector<long long> &edge, int m) {
    for (int r = m - 2; r >= 0; r--) edge[r] ${move} edge[r + 1];
}

// ${ASKED[twist]}, the rows of differences kept settled.
long long answer(const vector<long long> &terms, int n) {
    int m = terms.size();
    vector<vector<long long>> rows(m, vector<long long>(m));
    vector<long long> edge(m);
    rows[0] = terms;
    for (int r = 1; r < m; r++)
        for (int i = 0; i + r < m; i++) rows[r][i] = rows[r - 1][i + 1] - rows[r - 1][i];
    for (int r = 0; r < m; r++) edge[r] = rows[r][${back ? '0' : 'm - 1 - r'}];
${cBody('    ', 'long long')}
}`),
      starter: cpp(`// Return ${ASKED[twist]}.
long long answer(const vector<long long> &terms, int n) {
    return 0;
}`),
    },
    javascript: {
      solution:
        javascript(`/** Moves every row's ${back ? 'first' : 'last'} number one place ${back ? 'back' : 'on'}, from the bottom row up. */
function step(edge, m) {
    for (let r = m - 2; r >= 0; r--) edge[r] ${move} edge[r + 1];
}

/** ${ASKED[twist]}, the rows of differences kept settled (BigInts, exact however far the terms grow). */
function answer(terms, n) {
    const m = terms.length;
    const rows = [terms.slice()];
    for (let r = 1; r < m; r++) {
        const row = [];
        for (let i = 0; i + r < m; i++) row.push(rows[r - 1][i + 1] - rows[r - 1][i]);
        rows.push(row);
    }
    const edge = [];
    for (let r = 0; r < m; r++) edge.push(rows[r][${back ? '0' : 'm - 1 - r'}]);
${javascriptBody}
}`),
      starter: javascript(`/** Return ${ASKED[twist]}; the terms and the answer are BigInts. */
function answer(terms, n) {
    return 0n;
}`),
    },
  };
}

/** Treats every sequence as going up by its last difference: right only when the first differences settle. */
function firstDifferencesOnly(twist: Twist): string {
  const body = {
    ahead: 'print(terms[n - 1] if n <= m else terms[-1] + (n - m) * (terms[-1] - terms[-2]))',
    total: `d = terms[-1] - terms[-2]
print(sum(terms[:n]) + sum(terms[-1] + i * d for i in range(1, n - m + 1)))`,
    back: 'print(terms[0] - n * (terms[1] - terms[0]))',
  }[twist];
  return `import sys

data = sys.stdin.read().split()
m, n = int(data[0]), int(data[1])
terms = [int(x) for x in data[2:2 + m]]
${body}
`;
}

/** Right table, but it extends the rows one step too few. */
function oneStepShort(twist: Twist): string {
  const back = twist === 'back';
  const body = {
    ahead: `if (n <= m) { printf("%lld\\n", terms[n - 1]); return 0; }
    for (int i = m + 1; i < n; i++) step(edge, m);
    printf("%lld\\n", edge[0]);`,
    total: `long long total = 0;
    for (int i = 0; i < n && i < m; i++) total += terms[i];
    for (int i = m + 1; i < n; i++) { step(edge, m); total += edge[0]; }
    printf("%lld\\n", total);`,
    back: `for (int i = 1; i < n; i++) step(edge, m);
    printf("%lld\\n", edge[0]);`,
  }[twist];
  return `#include <stdio.h>

static void step(long long *edge, int m) {
    for (int r = m - 2; r >= 0; r--) edge[r] ${back ? '-=' : '+='} edge[r + 1];
}

int main(void) {
    int m, n;
    if (scanf("%d %d", &m, &n) != 2) return 0;
    long long terms[6], rows[6][6], edge[6];
    for (int i = 0; i < m; i++) scanf("%lld", &terms[i]);
    for (int i = 0; i < m; i++) rows[0][i] = terms[i];
    for (int r = 1; r < m; r++)
        for (int i = 0; i + r < m; i++) rows[r][i] = rows[r - 1][i + 1] - rows[r - 1][i];
    for (int r = 0; r < m; r++) edge[r] = rows[r][${back ? '0' : 'm - 1 - r'}];
    ${body}
    return 0;
}
`;
}
