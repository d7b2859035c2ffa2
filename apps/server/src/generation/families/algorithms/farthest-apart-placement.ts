import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * Choosing k of n spots on a line so that the closest two chosen spots are as far apart as possible: a
 * binary search on that distance, each guess checked greedily on the sorted spots. Seeds choose the story and
 * the twist: either any k spots may be chosen, or one of the k already stands on the **first spot listed**
 * (anywhere in the row), which changes the greedy check: it walks outwards from that spot, both ways.
 */

interface Story {
  id: string;
  /** "Along the river bank a campsite has marked n pitches" */
  intro: string;
  /** "pitches" */
  spots: string;
  /** "tents" */
  items: string;
  /** Why they want to be far apart. */
  reason: string;
  /** Which of the k already stands on the first listed spot, x_1, and why it stays. */
  fixedRule: string;
  title: string;
}

const STORIES: readonly Story[] = [
  {
    id: 'campsite',
    intro: 'Along a straight river bank, a campsite has marked n pitches',
    spots: 'pitches',
    items: 'tents',
    reason: 'The k school groups arriving tonight are noisy, so the warden wants their tents far apart.',
    fixedRule:
      'One group came early: its tent already stands on the pitch listed first, x_1, and stays there.',
    title: 'Tents on the River Bank',
  },
  {
    id: 'beehives',
    intro: 'Along an old hedge, a beekeeper has poured n concrete stands',
    spots: 'stands',
    items: 'hives',
    reason: 'Her k colonies quarrel when they live close together, so she wants the hives far apart.',
    fixedRule: 'The oldest hive is too heavy to move: it stays on the stand listed first, x_1.',
    title: 'Quarrelsome Beehives',
  },
  {
    id: 'ice-cream',
    intro: 'Along the seafront promenade, the council has painted n parking bays',
    spots: 'bays',
    items: 'ice-cream vans',
    reason: 'The k rival vans steal each other’s customers, so the council wants them far apart.',
    fixedRule: 'One van holds a permit for the bay listed first, x_1: it always parks there.',
    title: 'Ice-Cream Vans on the Promenade',
  },
  {
    id: 'telescopes',
    intro: 'Along a mountain ridge road, an observatory has levelled n concrete pads',
    spots: 'pads',
    items: 'telescopes',
    reason: 'The k telescopes shake each other when close, so the astronomers want them far apart.',
    fixedRule: 'The biggest telescope is bolted to the pad listed first, x_1, and cannot move.',
    title: 'Telescopes on the Ridge',
  },
  {
    id: 'scarecrows',
    intro: 'Along the edge of a long wheat field, a farmer has driven n stakes into the ground',
    spots: 'stakes',
    items: 'scarecrows',
    reason:
      'Crows learn to ignore scarecrows that stand in a bunch, so she wants her k scarecrows far apart.',
    fixedRule: 'Her favourite scarecrow already stands on the stake listed first, x_1, and stays there.',
    title: 'Scarecrows Along the Field',
  },
  {
    id: 'sentries',
    intro: 'Along the old city wall, the watch has built n lookout posts',
    spots: 'posts',
    items: 'sentries',
    reason: 'The captain has k sentries tonight and wants them spread out, so they see as much as possible.',
    fixedRule: 'The gate post, listed first as x_1, is always manned.',
    title: 'Sentries on the City Wall',
  },
];

const MAX_SPOTS = 50_000;
const MAX_POSITION = 1_000_000_000;

export const farthestApartPlacement: PuzzleFamily = {
  id: 'algorithms/farthest-apart-placement',
  track: 'algorithms',
  topic: 'sorting-and-searching',
  difficulties: ['medium'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const story = random.pick(STORIES);
    // The twist: whether one of the k stands, for good, on the spot listed first.
    const fixed = random.next() < 0.5;
    const solve = (input: string) => {
      const { positions, k } = parseInput(input);
      return `${largestSmallestGap(positions, k, fixed)}\n`;
    };
    const examples = exampleInputs(random);

    return {
      title: `${story.title}${fixed ? ': One Already in Place' : ': As Far Apart as Possible'}`,
      description: `Choose k ${story.spots} for the ${story.items} so the closest two are as far apart as possible${fixed ? ', one spot given' : ''}.`,
      statement: [
        `${story.intro}, at whole-number distances x_1, …, x_n from the start of the row (listed in no particular`,
        `order; two of them may be at the same distance). ${story.reason} Exactly one of the ${story.items} goes on`,
        `each of k different ${story.spots}.${fixed ? ` ${story.fixedRule}` : ''}`,
        '',
        `Choose the k ${story.spots}${fixed ? ' (the one at x_1 among them)' : ''} so that the **smallest distance between any two chosen`,
        `${story.spots}** is as **large as possible**, and print that smallest distance.`,
      ].join('\n'),
      input: 'The first line holds n and k. The second line holds the n distances x_1 … x_n.',
      output: `One line: the largest possible smallest distance between two chosen ${story.spots}.`,
      constraints: [`2 ≤ k ≤ n ≤ ${MAX_SPOTS}`, '0 ≤ x_i ≤ 10^9'].join('\n'),
      hints: [
        `If the ${story.items} can be kept at least d apart, they can also be kept at least d − 1 apart: the answer is the largest d that works.`,
        fixed
          ? `To test one d, sort the ${story.spots}; from x_1 walk right taking each spot at least d past the last one taken, then do the same walking left.`
          : `To test one d, sort the ${story.spots} and walk them from the start, taking each one that is at least d past the last one taken.`,
        'Binary search d between 0 and (largest − smallest) / (k − 1).',
      ],
      examples: examples.map((input) => ({ input, explanation: explain(input, fixed, story.spots) })),
      hidden: hiddenInputs(random),
      solve,
      code: programs(fixed),
      wrong: [
        { name: 'even-split', language: 'python', source: evenSplit },
        { name: 'other-rule', language: 'python', source: python(pythonGapFunction(!fixed)) },
      ],
      parameters: { story: story.id, fixed: fixed ? 1 : 0 },
    };
  },
};

function parseInput(input: string): { positions: number[]; k: number } {
  const [n = 0, k = 2, ...rest] = input.trim().split(/\s+/).map(Number);
  return { positions: rest.slice(0, n), k };
}

const spotsInput = (positions: readonly number[], k: number) =>
  `${positions.length} ${k}\n${positions.join(' ')}\n`;

/** The spots in order, and where the greedy walk starts: the first one, or x_1 when it is fixed. */
function sortedFrom(positions: readonly number[], fixed: boolean): { sorted: number[]; start: number } {
  const sorted = [...positions].sort((a, b) => a - b);
  return { sorted, start: fixed ? sorted.indexOf(positions[0] ?? 0) : 0 };
}

/**
 * The values of k spots at least `gap` apart, taken greedily outwards from the start (only rightwards when
 * it is the first spot), or undefined when fewer than k fit.
 */
function greedyPicks(sorted: readonly number[], start: number, k: number, gap: number): number[] | undefined {
  const picks = [sorted[start] ?? 0];
  let last = picks[0] ?? 0;
  for (let i = start + 1; i < sorted.length && picks.length < k; i++) {
    const here = sorted[i] ?? 0;
    if (here - last >= gap) {
      picks.push(here);
      last = here;
    }
  }
  last = picks[0] ?? 0;
  for (let i = start - 1; i >= 0 && picks.length < k; i--) {
    const here = sorted[i] ?? 0;
    if (last - here >= gap) {
      picks.push(here);
      last = here;
    }
  }
  return picks.length < k ? undefined : picks.sort((a, b) => a - b);
}

function largestSmallestGap(positions: readonly number[], k: number, fixed: boolean): number {
  const { sorted, start } = sortedFrom(positions, fixed);
  let low = 0;
  let high = Math.floor(((sorted[sorted.length - 1] ?? 0) - (sorted[0] ?? 0)) / (k - 1));
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (greedyPicks(sorted, start, k, middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

function explain(input: string, fixed: boolean, spots: string): string {
  const { positions, k } = parseInput(input);
  const best = largestSmallestGap(positions, k, fixed);
  const { sorted, start } = sortedFrom(positions, fixed);
  const picks = greedyPicks(sorted, start, k, best) ?? [];
  return `Choosing the ${spots} at ${picks.join(', ')}${fixed ? ` (${positions[0]} among them)` : ''} keeps every two of them at least ${best} apart; no choice of ${k} ${spots} keeps them ${best + 1} apart.`;
}

/** Small rows where x_1 sits in a crowded stretch, so fixing it costs distance. */
function exampleInputs(random: Random): string[] {
  const base = random.int(0, 5);
  const first = [2, 1, 4, 8, 9].map((x) => x + base);
  const second = [6, 0, 8, 14, 24, 26].map((x) => x + base);
  return [
    spotsInput([first[0] ?? 0, ...random.shuffle(first.slice(1))], 3),
    spotsInput([second[0] ?? 0, ...random.shuffle(second.slice(1))], 4),
  ];
}

function hiddenInputs(random: Random): FamilyPuzzle['hidden'] {
  const randomSpots = (n: number, max: number) => Array.from({ length: n }, () => random.int(0, max));
  const clustered = (n: number) =>
    Array.from({ length: n }, (_, index) => random.int(0, 5) + Math.floor(index / 4) * random.int(50, 150));
  return [
    { input: spotsInput([random.int(0, MAX_POSITION), random.int(0, MAX_POSITION)], 2) },
    { input: spotsInput([7, 7, 7, 7, 7], 3) },
    { input: spotsInput([1, 0, MAX_POSITION, 500_000_000, MAX_POSITION - 1], 3) },
    { input: spotsInput(random.shuffle(Array.from({ length: 20 }, (_, index) => index * index)), 20) },
    { input: spotsInput([11, ...random.shuffle([0, 1, 2, 3, 10, 20, 21, 22, 40])], 4) },
    { input: spotsInput([MAX_POSITION, 0, 1, MAX_POSITION - 2, 400_000_000], 2) },
    { input: spotsInput(randomSpots(60, 1000), 7) },
    { input: spotsInput(random.shuffle(clustered(200)), 25) },
    { input: spotsInput(randomSpots(1500, MAX_POSITION), 3) },
    // At the constraints: trying every distance, or every choice, cannot finish.
    { input: spotsInput(randomSpots(MAX_SPOTS, MAX_POSITION), 25_000), large: true },
    { input: spotsInput(randomSpots(MAX_SPOTS, MAX_POSITION), 777), large: true },
  ];
}

function pythonGapFunction(fixed: boolean): string {
  const check = fixed
    ? `    def fits(gap):
        # Walk right from the fixed spot, then left, taking each spot far enough from the last one taken.
        placed, index = 1, start
        while placed < k:
            index = bisect_left(positions, positions[index] + gap, index + 1)
            if index >= n:
                break
            placed += 1
        index = start
        while placed < k:
            index = bisect_right(positions, positions[index] - gap, 0, index) - 1
            if index < 0:
                break
            placed += 1
        return placed >= k`
    : `    def fits(gap):
        placed, index = 1, 0
        while placed < k:
            index = bisect_left(positions, positions[index] + gap, index + 1)
            if index >= n:
                return False
            placed += 1
        return True`;
  return `def largest_smallest_gap(positions, k):
    ${fixed ? 'fixed = positions[0]\n    ' : ''}positions.sort()
    n = len(positions)${fixed ? '\n    start = bisect_left(positions, fixed)' : ''}

${check}

    low, high = 0, (positions[-1] - positions[0]) // (k - 1)
    while low < high:
        middle = (low + high + 1) // 2
        if fits(middle):
            low = middle
        else:
            high = middle - 1
    return low`;
}

function python(fn: string): string {
  return pythonProgram({
    head: `import sys
from bisect import bisect_left, bisect_right`,
    functions: fn,
    main: `    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    print(largest_smallest_gap([int(x) for x in data[2:2 + n]], k))`,
  });
}

function programs(fixed: boolean): FamilyPuzzle['code'] {
  const rule = fixed ? ', the spot x[0] always among them' : '';
  const cCheck = fixed
    ? `/* Whether k spots at least gap apart fit with x[start] among them: walk right from it, then left. */
static int fits(const long long *x, int n, int k, int start, long long gap) {
    int placed = 1;
    long long last = x[start];
    for (int i = start + 1; i < n && placed < k; i++) {
        if (x[i] - last >= gap) {
            last = x[i];
            placed++;
        }
    }
    last = x[start];
    for (int i = start - 1; i >= 0 && placed < k; i--) {
        if (last - x[i] >= gap) {
            last = x[i];
            placed++;
        }
    }
    return placed >= k;
}`
    : `/* Whether k spots at least gap apart fit: take each spot far enough from the last one taken. */
static int fits(const long long *x, int n, int k, int start, long long gap) {
    int placed = 1;
    long long last = x[start];
    for (int i = start + 1; i < n && placed < k; i++) {
        if (x[i] - last >= gap) {
            last = x[i];
            placed++;
        }
    }
    return placed >= k;
}`;
  const javaCheck = fixed
    ? `    /** Whether k spots at least gap apart fit with x[start] among them: walk right from it, then left. */
    static boolean fits(long[] x, int k, int start, long gap) {
        int placed = 1;
        long last = x[start];
        for (int i = start + 1; i < x.length && placed < k; i++) {
            if (x[i] - last >= gap) {
                last = x[i];
                placed++;
            }
        }
        last = x[start];
        for (int i = start - 1; i >= 0 && placed < k; i--) {
            if (last - x[i] >= gap) {
                last = x[i];
                placed++;
            }
        }
        return placed >= k;
    }`
    : `    /** Whether k spots at least gap apart fit: take each spot far enough from the last one taken. */
    static boolean fits(long[] x, int k, int start, long gap) {
        int placed = 1;
        long last = x[start];
        for (int i = start + 1; i < x.length && placed < k; i++) {
            if (x[i] - last >= gap) {
                last = x[i];
                placed++;
            }
        }
        return placed >= k;
    }`;
  const c = (fn: string) =>
    cProgram({
      functions: fn,
      main: `    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    long long *x = malloc(sizeof *x * n);
    for (int i = 0; i < n; i++) scanf("%lld", &x[i]);
    printf("%lld\\n", largest_smallest_gap(x, n, k));
    free(x);`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int n = Integer.parseInt(tokens.nextToken());
        int k = Integer.parseInt(tokens.nextToken());
        tokens = new StringTokenizer(reader.readLine());
        long[] x = new long[n];
        for (int i = 0; i < n; i++) x[i] = Long.parseLong(tokens.nextToken());
        System.out.println(largestSmallestGap(x, k));`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int n, k;
    if (!(cin >> n >> k)) return 0;
    vector<long long> x(n);
    for (auto &position : x) cin >> position;
    cout << largest_smallest_gap(x, k) << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    const n = Number(next());
    const k = Number(next());
    const x = new Float64Array(n);
    for (let i = 0; i < n; i++) x[i] = Number(next());
    console.log(String(largestSmallestGap(x, k)));`,
    });
  // C++ and JavaScript check a gap as C does.
  const cppCheck = cCheck
    .replace(/^\/\* (.*) \*\/$/m, '// $1')
    .replace('static int fits(const long long *x, int n,', 'bool fits(const vector<long long> &x, int n,');
  const javascriptCheck = cCheck
    .replace(/^\/\* (.*) \*\/$/m, '// $1')
    .replace(
      'static int fits(const long long *x, int n, int k, int start, long long gap)',
      'function fits(x, n, k, start, gap)',
    )
    .replace('int placed', 'let placed')
    .replace('long long last', 'let last')
    .replaceAll('(int i', '(let i');
  return {
    python: {
      solution: python(pythonGapFunction(fixed)),
      starter: python(`def largest_smallest_gap(positions, k):
    # Return the largest possible smallest distance between k chosen spots${rule}.
    return 0`),
    },
    c: {
      solution: c(`static int by_value(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

${cCheck}

static long long largest_smallest_gap(long long *x, int n, int k) {
    ${fixed ? 'long long first = x[0];\n    ' : ''}qsort(x, n, sizeof *x, by_value);
    int start = 0;${fixed ? '\n    while (x[start] != first) start++;' : ''}
    long long low = 0, high = (x[n - 1] - x[0]) / (k - 1);
    while (low < high) {
        long long middle = (low + high + 1) / 2;
        if (fits(x, n, k, start, middle)) low = middle;
        else high = middle - 1;
    }
    return low;
}`),
      starter: c(`/* Return the largest possible smallest distance between k chosen spots${rule}. */
static long long largest_smallest_gap(long long *x, int n, int k) {
    return 0;
}`),
    },
    java: {
      solution: java(`${javaCheck}

    static long largestSmallestGap(long[] x, int k) {
        ${fixed ? 'long first = x[0];\n        ' : ''}Arrays.sort(x);
        int start = 0;${fixed ? '\n        while (x[start] != first) start++;' : ''}
        long low = 0, high = (x[x.length - 1] - x[0]) / (k - 1);
        while (low < high) {
            long middle = (low + high + 1) / 2;
            if (fits(x, k, start, middle)) low = middle;
            else high = middle - 1;
        }
        return low;
    }`),
      starter: java(`    /** Return the largest possible smallest distance between k chosen spots${rule}. */
    static long largestSmallestGap(long[] x, int k) {
        return 0;
    }`),
    },
    cpp: {
      solution: cpp(`${cppCheck}

long long largest_smallest_gap(vector<long long> &x, int k) {
    int n = x.size();
    ${fixed ? 'long long first = x[0];\n    ' : ''}sort(x.begin(), x.end());
    int start = 0;${fixed ? '\n    while (x[start] != first) start++;' : ''}
    long long low = 0, high = (x[n - 1] - x[0]) / (k - 1);
    while (low < high) {
        long long middle = (low + high + 1) / 2;
        if (fits(x, n, k, start, middle)) low = middle;
        else high = middle - 1;
    }
    return low;
}`),
      starter: cpp(`// Return the largest possible smallest distance between k chosen spots${rule}.
long long largest_smallest_gap(vector<long long> &x, int k) {
    return 0;
}`),
    },
    javascript: {
      solution: javascript(`${javascriptCheck}

// x is a Float64Array, which sorts by value; positions of at most 10^9 stay exact.
function largestSmallestGap(x, k) {
    const n = x.length;
    ${fixed ? 'const first = x[0];\n    ' : ''}x.sort();
    let start = 0;${fixed ? '\n    while (x[start] !== first) start++;' : ''}
    let low = 0, high = Math.floor((x[n - 1] - x[0]) / (k - 1));
    while (low < high) {
        const middle = Math.floor((low + high + 1) / 2);
        if (fits(x, n, k, start, middle)) low = middle;
        else high = middle - 1;
    }
    return low;
}`),
      starter: javascript(`// Return the largest possible smallest distance between k chosen spots${rule}.
function largestSmallestGap(x, k) {
    return 0;
}`),
    },
  };
}

/** Assumes the k spots can always be spread evenly between the two outermost ones. */
const evenSplit = `import sys

data = sys.stdin.buffer.read().split()
n, k = int(data[0]), int(data[1])
positions = [int(x) for x in data[2:2 + n]]
print((max(positions) - min(positions)) // (k - 1))
`;
