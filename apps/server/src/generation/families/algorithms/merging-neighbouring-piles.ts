import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { capitalised } from '../../text';
import {
  cProgram,
  cppProgram,
  cppReadList,
  javaProgram,
  javaReadList,
  javascriptProgram,
  javascriptReadList,
  listInput,
  parseList,
  pythonProgram,
} from '../scaffold';

/**
 * Merging n piles into one, two neighbours at a time, each merge costing the two piles' total: an interval
 * DP over which stretch of piles became each pile. Seeds choose the story and two twists: whether the piles
 * stand in a **row or a ring** (the first and last are neighbours, so every rotation's row must be tried),
 * and whether the total cost is made **smallest or largest**. Hard: greedy merging of the cheapest (or
 * dearest) neighbours is wrong, and costs pass 2^32.
 */

interface Story {
  id: string;
  /** "n heaps of sand" */
  piles: string;
  /** "heap" */
  pile: string;
  /** Where a row stands: "along the yard wall". */
  row: string;
  /** Where a ring stands: "around the round courtyard". */
  ring: string;
  /** "tonnes" */
  unit: string;
  /** How a pile's size is said: "weighs". */
  measure: string;
  /** What a merge is and why it costs: "The digger can push two neighbouring heaps together; it moves all of their sand, so the merge costs their total weight." */
  merge: string;
  /** Why someone wants the smallest total cost. */
  least: string;
  /** Why someone wants the largest. */
  most: string;
  title: string;
}

const STORIES: readonly Story[] = [
  {
    id: 'sand',
    piles: 'heaps of sand',
    pile: 'heap',
    row: 'in a row along the builders’ yard wall',
    ring: 'in a ring around the round courtyard',
    unit: 'tonnes',
    measure: 'weighs',
    merge:
      'A digger pushes two neighbouring heaps into one; it moves all of their sand, so that merge costs the two heaps’ total weight',
    least: 'The builder pays for the digger’s work and wants the smallest total cost.',
    most: 'The digger driver is paid by the tonne moved and wants the largest total cost.',
    title: 'Heaps of Sand',
  },
  {
    id: 'chapters',
    piles: 'bundles of manuscript pages',
    pile: 'bundle',
    row: 'in a row on the bookbinder’s long table',
    ring: 'in a ring on the bookbinder’s round table',
    unit: 'pages',
    measure: 'holds',
    merge:
      'The bookbinder stitches two neighbouring bundles into one; every page is handled, so that stitching costs the two bundles’ total number of pages',
    least: 'The author pays per page handled and wants the smallest total cost.',
    most: 'The bookbinder is paid per page handled and wants the largest total cost.',
    title: 'The Bookbinder’s Bundles',
  },
  {
    id: 'guilds',
    piles: 'guilds of craftsmen',
    pile: 'guild',
    row: 'in a row of towns along the river',
    ring: 'in a ring of towns around the lake',
    unit: 'members',
    measure: 'has',
    merge:
      'Two neighbouring guilds may unite into one; every member signs the new charter, so the union costs the two guilds’ total membership in signing fees',
    least: 'The crown pays the fees and wants the smallest total.',
    most: 'The scribes collect the fees and want the largest total.',
    title: 'Uniting the Guilds',
  },
  {
    id: 'wax',
    piles: 'blocks of candle wax',
    pile: 'block',
    row: 'in a row along the chandler’s shelf',
    ring: 'in a ring around the chandler’s round melting tray',
    unit: 'grams',
    measure: 'weighs',
    merge:
      'The chandler melts two neighbouring blocks into one; heating costs one unit per gram, so that melt costs the two blocks’ total weight',
    least: 'Firewood is dear, so the chandler wants the smallest total cost.',
    most: 'The apprentice is paid per unit of heating and wants the largest total cost.',
    title: 'The Chandler’s Wax',
  },
];

const MAX_PILES = 200;
const MAX_WEIGHT = 1_000_000_000;

export const mergingNeighbouringPiles: PuzzleFamily = {
  id: 'algorithms/merging-neighbouring-piles',
  track: 'algorithms',
  topic: 'dynamic-programming',
  difficulties: ['hard'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const story = random.pick(STORIES);
    const ring = random.next() < 0.5;
    const largest = random.next() < 0.4;
    const solve = (input: string) => `${bestMerging(parseList(input), ring, largest).cost}\n`;
    const examples = exampleInputs(random);
    const goal = largest ? 'largest' : 'smallest';

    return {
      title: `${story.title}${ring ? ' in a Ring' : ' in a Row'}: the ${capitalised(goal)} Bill`,
      description: `Merge neighbouring ${story.piles} until one is left, for the ${goal} total cost, ${ring ? 'in a ring' : 'in a row'}.`,
      statement: [
        `There are n ${story.piles} ${ring ? story.ring : story.row}; the i-th ${story.measure} w_i ${story.unit}.`,
        ring
          ? `Because they stand in a ring, the **first and the last ${story.pile} are neighbours** too.`
          : `They stand in a row: the **first and the last ${story.pile} are not neighbours** (unless they are the only two).`,
        '',
        `${story.merge}. The new ${story.pile} takes the place of the two, so its neighbours are their outer neighbours.`,
        `Merges go on until a single ${story.pile} is left.`,
        '',
        `${largest ? story.most : story.least} Print the **${goal} possible total cost** of all the merges.`,
      ].join('\n'),
      input: `The first line holds n. The second line holds the n sizes w_1 … w_n, in ${ring ? 'order around the ring' : 'order along the row'}.`,
      output: `One line: the ${goal} possible total cost.`,
      constraints: [`1 ≤ n ≤ ${MAX_PILES}`, '1 ≤ w_i ≤ 10^9'].join('\n'),
      hints: [
        `Whatever the order, the last merge joins two ${story.piles} that each came from a stretch of neighbours${ring ? ' (a stretch may run past the end of the list and on from the start)' : ''}.`,
        `For every stretch from i to j, find the ${goal} cost of turning it into one ${story.pile}: try every place where its last merge splits it. The last merge itself always costs the whole stretch’s weight.`,
        `Merging the ${largest ? 'heaviest' : 'lightest'} pair of neighbours first is not always best. Totals pass 2^32: use 64-bit integers.`,
      ],
      examples: examples.map((input) => ({ input, explanation: explain(input, ring, largest) })),
      hidden: hiddenInputs(random),
      solve,
      code: programs(ring, largest),
      wrong: [
        { name: 'greedy-neighbours', language: 'python', source: greedyNeighbours(ring, largest) },
        {
          name: ring ? 'treats-ring-as-row' : 'treats-row-as-ring',
          language: 'python',
          source: python(pythonFunction(!ring, largest)),
        },
        {
          name: '32-bit-costs',
          language: 'c',
          source: programs(ring, largest).c.solution.replaceAll('long long', 'int').replaceAll('%lld', '%d'),
        },
      ],
      parameters: { story: story.id, ring: ring ? 1 : 0, largest: largest ? 1 : 0 },
    };
  },
};

/** The best total cost, and one best order written as nested brackets: "((3 4) 5)". */
function bestMerging(
  weights: readonly number[],
  ring: boolean,
  largest: boolean,
): { cost: number; order: string } {
  const n = weights.length;
  const line = ring ? [...weights, ...weights.slice(0, -1)] : [...weights];
  const m = line.length;
  const prefix = [0];
  for (const w of line) prefix.push((prefix[prefix.length - 1] ?? 0) + w);
  const best = Array.from({ length: m }, () => new Array<number>(m).fill(0));
  const split = Array.from({ length: m }, () => new Array<number>(m).fill(0));
  const better = (a: number, b: number) => (largest ? a > b : a < b);
  for (let length = 2; length <= n; length++) {
    for (let i = 0; i + length - 1 < m; i++) {
      const j = i + length - 1;
      const row = best[i] as number[];
      let chosen = i;
      let value = Number.NaN;
      for (let k = i; k < j; k++) {
        const candidate = (row[k] ?? 0) + (best[k + 1]?.[j] ?? 0);
        if (Number.isNaN(value) || better(candidate, value)) {
          value = candidate;
          chosen = k;
        }
      }
      row[j] = value + (prefix[j + 1] ?? 0) - (prefix[i] ?? 0);
      (split[i] as number[])[j] = chosen;
    }
  }
  let start = 0;
  for (let i = 1; ring && i < n; i++)
    if (better(best[i]?.[i + n - 1] ?? 0, best[start]?.[start + n - 1] ?? 0)) start = i;
  const order = (i: number, j: number): string => {
    if (i === j) return `${line[i]}`;
    const k = split[i]?.[j] ?? i;
    return `(${order(i, k)} ${order(k + 1, j)})`;
  };
  return { cost: best[start]?.[start + n - 1] ?? 0, order: order(start, start + n - 1) };
}

function explain(input: string, ring: boolean, largest: boolean): string {
  const weights = parseList(input);
  const { cost, order } = bestMerging(weights, ring, largest);
  return `One ${largest ? 'dearest' : 'cheapest'} order merges as ${order} (each pair of brackets is one merge, costing everything inside it): the total is ${cost}.`;
}

function exampleInputs(random: Random): string[] {
  const small = () => random.int(1, 9);
  return [
    listInput([small(), small(), small(), small()]),
    listInput([small(), small(), small(), small(), small()]),
  ];
}

function hiddenInputs(random: Random): FamilyPuzzle['hidden'] {
  const randomWeights = (n: number, max: number) => Array.from({ length: n }, () => random.int(1, max));
  return [
    { input: listInput([random.int(1, MAX_WEIGHT)]) },
    { input: listInput([MAX_WEIGHT, MAX_WEIGHT]) },
    { input: listInput([1, 100, 1]) },
    { input: listInput([7, 7, 7, 7, 7, 7]) },
    { input: listInput([1, 9, 1, 9, 1, 9, 1]) },
    { input: listInput([20, 1, 1, 1, 1, 1, 20, 5]) },
    { input: listInput(randomWeights(12, 50)) },
    { input: listInput(randomWeights(40, 1000)) },
    { input: listInput(randomWeights(60, MAX_WEIGHT)) },
    // At the constraints: every order of merges is far too many; the stretches are not.
    { input: listInput(randomWeights(MAX_PILES, MAX_WEIGHT)), large: true },
    { input: listInput(randomWeights(MAX_PILES, 10)), large: true },
  ];
}

function pythonFunction(ring: boolean, largest: boolean): string {
  const pick = largest ? 'max' : 'min';
  return `def merging_cost(weights):
    n = len(weights)
    # ${ring ? 'A ring: every stretch of n piles in the doubled list is one way to cut the ring.' : 'A row: the stretches are those of the list itself.'}
    line = ${ring ? 'weights + weights[:-1]' : 'weights'}
    m = len(line)
    prefix = [0]
    for w in line:
        prefix.append(prefix[-1] + w)
    # best[i][j]: the ${largest ? 'largest' : 'smallest'} cost of merging line[i..j] into one; by_end[j][i] is the same value.
    best = [[0] * m for _ in range(m)]
    by_end = [[0] * m for _ in range(m)]
    for length in range(2, n + 1):
        for i in range(m - length + 1):
            j = i + length - 1
            value = ${pick}(map(add, best[i][i:j], by_end[j][i + 1:j + 1])) + prefix[j + 1] - prefix[i]
            best[i][j] = value
            by_end[j][i] = value
    return ${ring ? `${pick}(best[i][i + n - 1] for i in range(n))` : 'best[0][n - 1]'}`;
}

function python(fn: string): string {
  return pythonProgram({
    head: `import sys
from operator import add`,
    functions: fn,
    main: `    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(merging_cost([int(x) for x in data[1:1 + n]]))`,
  });
}

function programs(ring: boolean, largest: boolean): FamilyPuzzle['code'] {
  const task = `the ${largest ? 'largest' : 'smallest'} total cost of merging the ${ring ? 'ring' : 'row'} into one pile`;
  const compare = largest ? '>' : '<';
  const c = (fn: string) =>
    cProgram({
      head: '#include <stdio.h>',
      functions: fn,
      main: `    int n;
    if (scanf("%d", &n) != 1) return 0;
    static long long weights[${MAX_PILES}];
    for (int i = 0; i < n; i++) scanf("%lld", &weights[i]);
    printf("%lld\\n", merging_cost(weights, n));`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `${javaReadList('long', 'weights')}
        System.out.println(mergingCost(weights));`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `${cppReadList('long long', 'weights')}
    cout << merging_cost(weights) << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `${javascriptReadList('weights')}
    console.log(String(mergingCost(weights)));`,
    });
  const size = 2 * MAX_PILES;
  return {
    python: {
      solution: python(pythonFunction(ring, largest)),
      starter: python(`def merging_cost(weights):
    # Return ${task}.
    return 0`),
    },
    c: {
      solution:
        c(`/* best[i][j]: the ${largest ? 'largest' : 'smallest'} cost of merging line[i..j] into one pile. */
static long long best[${size}][${size}];

static long long merging_cost(const long long *weights, int n) {
    static long long line[${size}], prefix[${size} + 1];
    int m = ${ring ? 'n + n - 1' : 'n'};
    for (int i = 0; i < m; i++) line[i] = weights[i % n];
    for (int i = 0; i < m; i++) prefix[i + 1] = prefix[i] + line[i];
    for (int length = 2; length <= n; length++) {
        for (int i = 0; i + length - 1 < m; i++) {
            int j = i + length - 1;
            long long value = best[i][i] + best[i + 1][j];
            for (int k = i + 1; k < j; k++) {
                long long candidate = best[i][k] + best[k + 1][j];
                if (candidate ${compare} value) value = candidate;
            }
            best[i][j] = value + prefix[j + 1] - prefix[i];
        }
    }
    long long answer = best[0][n - 1];${
      ring
        ? `
    for (int i = 1; i < n; i++)
        if (best[i][i + n - 1] ${compare} answer) answer = best[i][i + n - 1];`
        : ''
    }
    return answer;
}`),
      starter: c(`/* Return ${task}. */
static long long merging_cost(const long long *weights, int n) {
    return 0;
}`),
    },
    java: {
      solution:
        java(`    /** best[i][j]: the ${largest ? 'largest' : 'smallest'} cost of merging line[i..j] into one pile. */
    static long mergingCost(long[] weights) {
        int n = weights.length, m = ${ring ? 'n + n - 1' : 'n'};
        long[] line = new long[m];
        long[] prefix = new long[m + 1];
        for (int i = 0; i < m; i++) line[i] = weights[i % n];
        for (int i = 0; i < m; i++) prefix[i + 1] = prefix[i] + line[i];
        long[][] best = new long[m][m];
        for (int length = 2; length <= n; length++) {
            for (int i = 0; i + length - 1 < m; i++) {
                int j = i + length - 1;
                long value = best[i][i] + best[i + 1][j];
                for (int k = i + 1; k < j; k++) {
                    long candidate = best[i][k] + best[k + 1][j];
                    if (candidate ${compare} value) value = candidate;
                }
                best[i][j] = value + prefix[j + 1] - prefix[i];
            }
        }
        long answer = best[0][n - 1];${
          ring
            ? `
        for (int i = 1; i < n; i++)
            if (best[i][i + n - 1] ${compare} answer) answer = best[i][i + n - 1];`
            : ''
        }
        return answer;
    }`),
      starter: java(`    /** Return ${task}. */
    static long mergingCost(long[] weights) {
        return 0;
    }`),
    },
    cpp: {
      solution:
        cpp(`// best[i][j]: the ${largest ? 'largest' : 'smallest'} cost of merging line[i..j] into one pile.
long long merging_cost(const vector<long long> &weights) {
    int n = weights.size(), m = ${ring ? 'n + n - 1' : 'n'};
    vector<long long> line(m), prefix(m + 1, 0);
    for (int i = 0; i < m; i++) line[i] = weights[i % n];
    for (int i = 0; i < m; i++) prefix[i + 1] = prefix[i] + line[i];
    vector<vector<long long>> best(m, vector<long long>(m, 0));
    for (int length = 2; length <= n; length++) {
        for (int i = 0; i + length - 1 < m; i++) {
            int j = i + length - 1;
            long long value = best[i][i] + best[i + 1][j];
            for (int k = i + 1; k < j; k++) {
                long long candidate = best[i][k] + best[k + 1][j];
                if (candidate ${compare} value) value = candidate;
            }
            best[i][j] = value + prefix[j + 1] - prefix[i];
        }
    }
    long long answer = best[0][n - 1];${
      ring
        ? `
    for (int i = 1; i < n; i++)
        if (best[i][i + n - 1] ${compare} answer) answer = best[i][i + n - 1];`
        : ''
    }
    return answer;
}`),
      starter: cpp(`// Return ${task}.
long long merging_cost(const vector<long long> &weights) {
    return 0;
}`),
    },
    javascript: {
      solution:
        javascript(`// best[i * m + j]: the ${largest ? 'largest' : 'smallest'} cost of merging line[i..j] into one pile.
// No cost passes ${MAX_PILES} * ${MAX_PILES} * 10^9, far below 2^53: plain numbers stay exact.
function mergingCost(weights) {
    const n = weights.length, m = ${ring ? 'n + n - 1' : 'n'};
    const line = new Float64Array(m);
    const prefix = new Float64Array(m + 1);
    for (let i = 0; i < m; i++) line[i] = weights[i % n];
    for (let i = 0; i < m; i++) prefix[i + 1] = prefix[i] + line[i];
    const best = new Float64Array(m * m);
    for (let length = 2; length <= n; length++) {
        for (let i = 0; i + length - 1 < m; i++) {
            const j = i + length - 1;
            let value = best[i * m + i] + best[(i + 1) * m + j];
            for (let k = i + 1; k < j; k++) {
                const candidate = best[i * m + k] + best[(k + 1) * m + j];
                if (candidate ${compare} value) value = candidate;
            }
            best[i * m + j] = value + prefix[j + 1] - prefix[i];
        }
    }
    let answer = best[n - 1];${
      ring
        ? `
    for (let i = 1; i < n; i++)
        if (best[i * m + i + n - 1] ${compare} answer) answer = best[i * m + i + n - 1];`
        : ''
    }
    return answer;
}`),
      starter: javascript(`// Return ${task}.
function mergingCost(weights) {
    return 0;
}`),
    },
  };
}

/** Always merges the ${largest ? 'heaviest' : 'lightest'} pair of neighbours next: tempting, and not always best. */
function greedyNeighbours(ring: boolean, largest: boolean): string {
  return `import sys

data = sys.stdin.buffer.read().split()
piles = [int(x) for x in data[1:1 + int(data[0])]]
total = 0
while len(piles) > 1:
    pairs = range(len(piles) if ${ring ? 'len(piles) > 2' : 'False'} else len(piles) - 1)
    i = ${largest ? 'max' : 'min'}(pairs, key=lambda i: piles[i] + piles[(i + 1) % len(piles)])
    j = (i + 1) % len(piles)
    merged = piles[i] + piles[j]
    total += merged
    if j == 0:
        piles = [merged] + piles[1:-1]
    else:
        piles[i:j + 1] = [merged]
print(total)
`;
}
