import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * Splitting 2n values into n pairs, best by one rule: seeds choose the story and the rule. Pair totals kept
 * even (the largest total smallest, or the smallest total largest) pair the smallest with the largest after
 * sorting; pair differences kept small (the largest difference, or their sum) pair sorted neighbours.
 * Easy: sorting, then seeing which of the two pairings the rule wants.
 */

interface Story {
  id: string;
  /** "2n paddlers wait at the boathouse; paddler i weighs w_i kilograms" */
  intro: string;
  /** "weight" */
  value: string;
  /** "canoe" */
  pair: string;
  title: string;
}

const STORIES: readonly Story[] = [
  {
    id: 'canoes',
    intro: 'At the boathouse, 2n paddlers wait for n two-seat canoes; the i-th paddler weighs w_i kilograms',
    value: 'weight',
    pair: 'canoe',
    title: 'Canoes',
  },
  {
    id: 'dance',
    intro:
      'At the village barn dance, 2n dancers must form n couples; the i-th dancer is w_i centimetres tall',
    value: 'height',
    pair: 'couple',
    title: 'Barn Dance Couples',
  },
  {
    id: 'relay',
    intro:
      'At the school sports day, 2n runners must form n two-leg relay teams; the i-th runner needs w_i seconds for one leg',
    value: 'time',
    pair: 'team',
    title: 'Relay Teams',
  },
  {
    id: 'chess',
    intro:
      'At the chess club’s tandem night, 2n players must form n partnerships; the i-th player has a rating of w_i',
    value: 'rating',
    pair: 'partnership',
    title: 'Tandem Chess Partners',
  },
];

type Rule = 'largest-total' | 'smallest-total' | 'largest-difference' | 'sum-of-differences';

interface RuleText {
  /** What the organisers want, in bold where it matters. */
  goal: (story: Story) => string;
  /** What is printed. */
  printed: (story: Story) => string;
  title: string;
  /** Whether the rule pairs the smallest with the largest (otherwise sorted neighbours). */
  outerPairs: boolean;
}

const RULES: Record<Rule, RuleText> = {
  'largest-total': {
    goal: (s) =>
      `The ${s.pair} whose two ${s.value}s add up to the most is the weak point, so the **largest total of a ${s.pair}** must be **as small as possible**.`,
    printed: (s) => `the largest total of a ${s.pair} in the best split`,
    title: 'No Heavy End',
    outerPairs: true,
  },
  'smallest-total': {
    goal: (s) =>
      `The ${s.pair} whose two ${s.value}s add up to the least is the one to worry about, so the **smallest total of a ${s.pair}** must be **as large as possible**.`,
    printed: (s) => `the smallest total of a ${s.pair} in the best split`,
    title: 'No Light End',
    outerPairs: true,
  },
  'largest-difference': {
    goal: (s) =>
      `Partners should match, so the **largest difference** between the two ${s.value}s of a ${s.pair} must be **as small as possible**.`,
    printed: (s) => `the largest difference within a ${s.pair} in the best split`,
    title: 'Closest Match',
    outerPairs: false,
  },
  'sum-of-differences': {
    goal: (s) =>
      `Partners should match, so the **sum, over all ${s.pair}s, of the difference** between the two ${s.value}s must be **as small as possible**.`,
    printed: (s) => `the smallest possible sum of the differences within each ${s.pair}`,
    title: 'Best Matched Overall',
    outerPairs: false,
  },
};

const RULE_NAMES = Object.keys(RULES) as Rule[];
const MAX_PAIRS = 50_000;
const MAX_VALUE = 1_000_000_000;

export const pairingAfterSorting: PuzzleFamily = {
  id: 'algorithms/pairing-after-sorting',
  track: 'algorithms',
  topic: 'sorting-and-searching',
  difficulties: ['easy'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const story = random.pick(STORIES);
    const rule = random.pick(RULE_NAMES);
    const text = RULES[rule];
    const solve = (input: string) => `${bestPairing(parseInput(input), rule).value}\n`;
    const examples = [exampleInput(random), listInput([random.int(1, 9) * 10, random.int(10, 19) * 10])];

    return {
      title: `${story.title}: ${text.title}`,
      description: `Split 2n people into n pairs and print ${text.printed(story)}.`,
      statement: [
        `${story.intro}. Every person belongs to exactly one ${story.pair}.`,
        '',
        text.goal(story),
        '',
        `Print ${text.printed(story)}.`,
      ].join('\n'),
      input: `The first line holds n, the number of ${story.pair}s. The second line holds the 2n ${story.value}s w_1 … w_2n.`,
      output: `One line: ${text.printed(story)}.`,
      constraints: [`1 ≤ n ≤ ${MAX_PAIRS}`, '1 ≤ w_i ≤ 10^9'].join('\n'),
      hints: [
        `Sort the ${story.value}s. Try every way to pair up four people by hand: which pairing wins?`,
        text.outerPairs
          ? `After sorting, the smallest ${story.value} is best paired with the largest, the second smallest with the second largest, and so on.`
          : `After sorting, pair neighbours: the first with the second, the third with the fourth, and so on.`,
      ],
      examples: examples.map((input) => ({ input, explanation: explain(input, rule, story) })),
      hidden: hiddenInputs(random),
      solve,
      code: programs(rule),
      wrong: [
        {
          name: text.outerPairs ? 'pairs-neighbours' : 'pairs-smallest-with-largest',
          language: 'python',
          source: python(pythonFunction(rule, !text.outerPairs)),
        },
        { name: 'input-order', language: 'python', source: inputOrder(rule) },
      ],
      parameters: { story: story.id, rule },
    };
  },
};

function parseInput(input: string): number[] {
  const [n = 0, ...rest] = input.trim().split(/\s+/).map(Number);
  return rest.slice(0, 2 * n);
}

const listInput = (values: readonly number[]) => `${values.length / 2}\n${values.join(' ')}\n`;

/** The pairs of the best split for the rule, and the value printed for it. */
function bestPairing(
  values: readonly number[],
  rule: Rule,
): { pairs: Array<[number, number]>; value: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length / 2;
  const pairs: Array<[number, number]> = Array.from({ length: n }, (_, i) =>
    RULES[rule].outerPairs
      ? [sorted[i] ?? 0, sorted[2 * n - 1 - i] ?? 0]
      : [sorted[2 * i] ?? 0, sorted[2 * i + 1] ?? 0],
  );
  const totals = pairs.map(([a, b]) => a + b);
  const differences = pairs.map(([a, b]) => b - a);
  const value = {
    'largest-total': Math.max(...totals),
    'smallest-total': Math.min(...totals),
    'largest-difference': Math.max(...differences),
    'sum-of-differences': differences.reduce((sum, d) => sum + d, 0),
  }[rule];
  return { pairs, value };
}

function explain(input: string, rule: Rule, story: Story): string {
  const { pairs, value } = bestPairing(parseInput(input), rule);
  const shown = pairs.map(([a, b]) => `(${a}, ${b})`).join(', ');
  return `The best split is ${shown}; ${RULES[rule].printed(story)} is ${value}.`;
}

/** Six values where the two pairings disagree, shuffled. */
function exampleInput(random: Random): string {
  const base = random.int(40, 60);
  return listInput(random.shuffle([base, base + 3, base + 5, base + 14, base + 20, base + 21]));
}

function hiddenInputs(random: Random): FamilyPuzzle['hidden'] {
  const randomValues = (count: number, max: number) =>
    Array.from({ length: count }, () => random.int(1, max));
  return [
    { input: listInput([MAX_VALUE, 1]) },
    { input: listInput([5, 5, 5, 5]) },
    { input: listInput([1, 2, 3, 100]) },
    { input: listInput(random.shuffle([1, 1, 2, 50, 51, 99, 100, 100])) },
    { input: listInput(random.shuffle(Array.from({ length: 40 }, (_, i) => (i * i) % 97))) },
    { input: listInput(randomValues(200, 1000)) },
    { input: listInput(randomValues(1000, MAX_VALUE)) },
    { input: listInput(random.shuffle([...randomValues(600, 10), ...randomValues(600, MAX_VALUE)])) },
  ];
}

/** The rule's value over the sorted list w, with the pairing given (which a wrong solution may swap). */
function pythonFunction(rule: Rule, outerPairs: boolean): string {
  const pairs = outerPairs
    ? '[(w[i], w[len(w) - 1 - i]) for i in range(len(w) // 2)]'
    : '[(w[2 * i], w[2 * i + 1]) for i in range(len(w) // 2)]';
  const value = {
    'largest-total': 'max(a + b for a, b in pairs)',
    'smallest-total': 'min(a + b for a, b in pairs)',
    'largest-difference': 'max(b - a for a, b in pairs)',
    'sum-of-differences': 'sum(b - a for a, b in pairs)',
  }[rule];
  return `def best_split(w):
    w.sort()
    pairs = ${pairs}
    return ${value}`;
}

function python(fn: string): string {
  return pythonProgram({
    functions: fn,
    main: `    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(best_split([int(x) for x in data[1:1 + 2 * n]]))`,
  });
}

function programs(rule: Rule): FamilyPuzzle['code'] {
  const outer = RULES[rule].outerPairs;
  const task = {
    'largest-total': 'the smallest possible largest pair total',
    'smallest-total': 'the largest possible smallest pair total',
    'largest-difference': 'the smallest possible largest difference within a pair',
    'sum-of-differences': 'the smallest possible sum of the differences within each pair',
  }[rule];
  const [first, second] = outer ? ['w[i]', 'w[2 * n - 1 - i]'] : ['w[2 * i]', 'w[2 * i + 1]'];
  const measure = rule.endsWith('total') ? `${first} + ${second}` : `${second} - ${first}`;
  const start = rule === 'smallest-total' ? '4000000000LL' : '0';
  const combine = {
    'largest-total': 'if (pair > best) best = pair;',
    'smallest-total': 'if (pair < best) best = pair;',
    'largest-difference': 'if (pair > best) best = pair;',
    'sum-of-differences': 'best += pair;',
  }[rule];
  const c = (fn: string) =>
    cProgram({
      functions: fn,
      main: `    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long *w = malloc(sizeof *w * 2 * n);
    for (int i = 0; i < 2 * n; i++) scanf("%lld", &w[i]);
    printf("%lld\\n", best_split(w, n));
    free(w);`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(reader.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        long[] w = new long[2 * n];
        for (int i = 0; i < 2 * n; i++) w[i] = Long.parseLong(tokens.nextToken());
        System.out.println(bestSplit(w, n));`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int n;
    if (!(cin >> n)) return 0;
    vector<long long> w(2 * n);
    for (auto &value : w) cin >> value;
    cout << best_split(w, n) << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    const n = Number(next());
    const w = new Float64Array(2 * n);
    for (let i = 0; i < 2 * n; i++) w[i] = Number(next());
    console.log(String(bestSplit(w, n)));`,
    });
  return {
    python: {
      solution: python(pythonFunction(rule, outer)),
      starter: python(`def best_split(w):
    # Return ${task}.
    return 0`),
    },
    c: {
      solution: c(`static int by_value(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

static long long best_split(long long *w, int n) {
    qsort(w, 2 * n, sizeof *w, by_value);
    long long best = ${start};
    for (int i = 0; i < n; i++) {
        long long pair = ${measure};
        ${combine}
    }
    return best;
}`),
      starter: c(`/* Return ${task}. */
static long long best_split(long long *w, int n) {
    return 0;
}`),
    },
    java: {
      solution: java(`    static long bestSplit(long[] w, int n) {
        Arrays.sort(w);
        long best = ${start.replace('LL', 'L')};
        for (int i = 0; i < n; i++) {
            long pair = ${measure};
            ${combine}
        }
        return best;
    }`),
      starter: java(`    /** Return ${task}. */
    static long bestSplit(long[] w, int n) {
        return 0;
    }`),
    },
    cpp: {
      solution: cpp(`long long best_split(vector<long long> &w, int n) {
    sort(w.begin(), w.end());
    long long best = ${start};
    for (int i = 0; i < n; i++) {
        long long pair = ${measure};
        ${combine}
    }
    return best;
}`),
      starter: cpp(`// Return ${task}.
long long best_split(vector<long long> &w, int n) {
    return 0;
}`),
    },
    javascript: {
      solution:
        javascript(`// w is a Float64Array, which sorts by value; every total stays far below 2^53, so exact.
function bestSplit(w, n) {
    w.sort();
    let best = ${start.replace('LL', '')};
    for (let i = 0; i < n; i++) {
        const pair = ${measure};
        ${combine}
    }
    return best;
}`),
      starter: javascript(`// Return ${task}.
function bestSplit(w, n) {
    return 0;
}`),
    },
  };
}

/** Pairs people as they stand in the input, without sorting. */
function inputOrder(rule: Rule): string {
  return python(
    pythonFunction(rule, false)
      .replace('    w.sort()\n', '')
      .replace('def best_split(w):', 'def best_split(w):\n    # Pairs the people in the order they came.'),
  );
}
