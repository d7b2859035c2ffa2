import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * Counting the selections of a few numbered items that respect a list of pairs: seeds choose the setting,
 * whether a pair may never be chosen together or may only be chosen together, and whether the selection has
 * exactly k items or at least k. Easy: n ≤ 15, so trying every selection recursively (include the next item
 * or not) is the whole algorithm.
 */

interface Setting {
  id: string;
  intro: string;
  item: string;
  items: string;
  /** A selection, in the story's words: "pizza". */
  selection: string;
  selections: string;
  /** "clash": two items that must not both be chosen. */
  clash: string;
  /** "together": two items that are chosen both or neither. */
  together: string;
  titleClash: string;
  titleTogether: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'pizza',
    intro: 'The pizzeria offers n toppings, numbered 1 to n, and the chef is planning a new pizza.',
    item: 'topping',
    items: 'toppings',
    selection: 'pizza',
    selections: 'pizzas',
    clash: 'taste awful together, so a pizza never has both',
    together: 'only work as a pair, so a pizza has both of them or neither',
    titleClash: 'Toppings That Clash',
    titleTogether: 'Toppings in Pairs',
  },
  {
    id: 'canoe',
    intro: 'A summer camp has n campers, numbered 1 to n, and the leaders pick a group for the canoe trip.',
    item: 'camper',
    items: 'campers',
    selection: 'group',
    selections: 'groups',
    clash: 'always quarrel, so a group never takes both',
    together: 'are inseparable friends, so a group takes both of them or neither',
    titleClash: 'Quarrelling Campers',
    titleTogether: 'Inseparable Campers',
  },
  {
    id: 'herbs',
    intro: 'A gardener has seeds of n herbs, numbered 1 to n, and chooses which to sow in a new bed.',
    item: 'herb',
    items: 'herbs',
    selection: 'bed',
    selections: 'beds',
    clash: 'stunt each other, so a bed never has both',
    together: 'are companion plants that only thrive side by side, so a bed has both of them or neither',
    titleClash: 'Herbs That Stunt Each Other',
    titleTogether: 'Companion Herbs',
  },
  {
    id: 'band',
    intro:
      'A music school has n musicians, numbered 1 to n, and a band is put together for the spring concert.',
    item: 'musician',
    items: 'musicians',
    selection: 'band',
    selections: 'bands',
    clash: 'are rivals, so a band never has both',
    together: 'only ever play as a duo, so a band has both of them or neither',
    titleClash: 'Rival Musicians',
    titleTogether: 'Musicians in Duos',
  },
];

const MAX_ITEMS = 15;

interface Selection {
  n: number;
  k: number;
  pairs: Array<[number, number]>;
}

export const pickySelections: PuzzleFamily = {
  id: 'algorithms/picky-selections',
  track: 'algorithms',
  topic: 'recursion-and-backtracking',
  difficulties: ['easy'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    // The twists: pairs that exclude each other or pairs that come together; exactly k items or at least k.
    const together = random.next() < 0.5;
    const exactly = random.next() < 0.5;
    const rule = { together, exactly };
    const solve = (input: string) => `${validSelections(parseInput(input), rule).length}\n`;
    const size = exactly ? '**exactly k**' : '**at least k**';
    const examples = [exampleInput(random, together), edgeExample(together)];

    return {
      title: `${together ? setting.titleTogether : setting.titleClash}: ${exactly ? 'Exactly' : 'At Least'} k`,
      description: `Count the ${setting.selections} of ${exactly ? 'exactly' : 'at least'} k ${setting.items} that respect every pair.`,
      statement: [
        `${setting.intro} Some pairs of ${setting.items} ${together ? setting.together : setting.clash}.`,
        '',
        `A ${setting.selection} is a set of ${size} different ${setting.items} that **respects every pair**. Two ${setting.selections}`,
        `differ when one of them has a ${setting.item} the other has not; the order of choosing does not matter.`,
        '',
        `Print **how many different ${setting.selections}** there are.`,
      ].join('\n'),
      input: `The first line holds n, k and m. Each of the next m lines holds a pair: two ${setting.item} numbers a and b.`,
      output: `One line: the number of ${setting.selections}.`,
      constraints: [
        `1 ≤ n ≤ ${MAX_ITEMS}`,
        '1 ≤ k ≤ n',
        '0 ≤ m ≤ n(n − 1) / 2',
        '1 ≤ a < b ≤ n, and no pair is listed twice',
      ].join('\n'),
      hints: [
        `There are at most 2^${MAX_ITEMS} = 32768 sets of ${setting.items}: few enough to try them all.`,
        `Recursively, decide for ${setting.item} 1, then 2, and so on, whether it is in or out; when all n are decided, check the set and count it if it is a ${setting.selection}.`,
        together
          ? `A set respects a pair when it has both ${setting.items} of the pair or neither. Check the size rule (${exactly ? 'exactly' : 'at least'} k) too.`
          : `You can stop early: never put in a ${setting.item} that clashes with one already in. Check the size rule (${exactly ? 'exactly' : 'at least'} k) at the end.`,
      ],
      examples: examples.map((input) => ({ input, explanation: explain(input, rule, setting) })),
      hidden: hiddenInputs(random),
      solve,
      code: programs(rule),
      wrong: [{ name: 'other-size-rule', language: 'python', source: otherSizeRule(rule) }],
      parameters: { setting: setting.id, together: together ? 1 : 0, exactly: exactly ? 1 : 0 },
    };
  },
};

interface Rule {
  together: boolean;
  exactly: boolean;
}

function parseInput(input: string): Selection {
  const numbers = input.trim().split(/\s+/).map(Number);
  const [n = 1, k = 1, m = 0] = numbers;
  const pairs = Array.from(
    { length: m },
    (_, i) => [numbers[3 + 2 * i] ?? 1, numbers[4 + 2 * i] ?? 1] as [number, number],
  );
  return { n, k, pairs };
}

const selectionInput = ({ n, k, pairs }: Selection) =>
  `${n} ${k} ${pairs.length}\n${pairs.map((pair) => pair.join(' ')).join('\n')}${pairs.length ? '\n' : ''}`;

/** Every valid selection, as a list of item numbers, by walking all subsets. */
function validSelections({ n, k, pairs }: Selection, rule: Rule): number[][] {
  const found: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const chosen = Array.from({ length: n }, (_, i) => i + 1).filter((item) => mask & (1 << (item - 1)));
    if (rule.exactly ? chosen.length !== k : chosen.length < k) continue;
    const has = (item: number) => (mask & (1 << (item - 1))) !== 0;
    const respects = pairs.every(([a, b]) => (rule.together ? has(a) === has(b) : !(has(a) && has(b))));
    if (respects) found.push(chosen);
  }
  return found;
}

function explain(input: string, rule: Rule, setting: Setting): string {
  const selection = parseInput(input);
  const found = validSelections(selection, rule);
  const size = `${rule.exactly ? 'exactly' : 'at least'} ${selection.k}`;
  if (found.length === 0) return `No set of ${size} ${setting.items} respects every pair: 0.`;
  const listed = found
    .sort((x, y) => x.length - y.length || x.join(',').localeCompare(y.join(',')))
    .map((items) => `{${items.join(', ')}}`)
    .join(', ');
  return `The ${setting.selections} of ${size} ${setting.items} are ${listed}: ${found.length} in all.`;
}

function randomPairs(random: Random, n: number, m: number): Array<[number, number]> {
  const all: Array<[number, number]> = [];
  for (let a = 1; a <= n; a++) for (let b = a + 1; b <= n; b++) all.push([a, b]);
  return random
    .shuffle(all)
    .slice(0, m)
    .sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}

function exampleInput(random: Random, together: boolean): string {
  const n = 5;
  const pairs = together ? randomPairs(random, n, 2) : randomPairs(random, n, 4);
  return selectionInput({ n, k: 2, pairs });
}

function edgeExample(together: boolean): string {
  return selectionInput({
    n: 4,
    k: 3,
    pairs: together
      ? [[1, 2]]
      : [
          [1, 2],
          [3, 4],
        ],
  });
}

function hiddenInputs(random: Random): FamilyPuzzle['hidden'] {
  const chain = (n: number) => Array.from({ length: n - 1 }, (_, i) => [i + 1, i + 2] as [number, number]);
  return [
    { input: selectionInput({ n: 1, k: 1, pairs: [] }) },
    { input: selectionInput({ n: MAX_ITEMS, k: 7, pairs: [] }) },
    { input: selectionInput({ n: MAX_ITEMS, k: 1, pairs: randomPairs(random, MAX_ITEMS, 105) }) },
    { input: selectionInput({ n: MAX_ITEMS, k: MAX_ITEMS, pairs: [] }) },
    { input: selectionInput({ n: 12, k: 4, pairs: chain(12) }) },
    { input: selectionInput({ n: 8, k: 3, pairs: randomPairs(random, 8, 6) }) },
    { input: selectionInput({ n: MAX_ITEMS, k: 5, pairs: randomPairs(random, MAX_ITEMS, 12) }) },
    { input: selectionInput({ n: MAX_ITEMS, k: 3, pairs: randomPairs(random, MAX_ITEMS, 40) }) },
    {
      input: selectionInput({ n: 14, k: random.int(2, 6), pairs: randomPairs(random, 14, random.int(3, 8)) }),
    },
  ];
}

function programs(rule: Rule): FamilyPuzzle['code'] {
  const { together, exactly } = rule;
  const what = `the number of sets of ${exactly ? 'exactly' : 'at least'} k items that ${together ? 'have both items of every pair or neither' : 'never have both items of a pair'}`;
  const sizeOk = (size: string) => (exactly ? `${size} == k` : `${size} >= k`);
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    data = sys.stdin.read().split()
    n, k, m = int(data[0]), int(data[1]), int(data[2])
    pairs = [(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(m)]
    print(count_selections(n, k, pairs))`,
    });
  const c = (fn: string) =>
    cProgram({
      head: '#include <stdio.h>',
      functions: fn,
      main: `    int n, k, m;
    if (scanf("%d %d %d", &n, &k, &m) != 3) return 0;
    int a[${(MAX_ITEMS * (MAX_ITEMS - 1)) / 2 + 1}], b[${(MAX_ITEMS * (MAX_ITEMS - 1)) / 2 + 1}];
    for (int i = 0; i < m; i++) scanf("%d %d", &a[i], &b[i]);
    printf("%d\\n", count_selections(n, k, m, a, b));`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[] a = new int[m], b = new int[m];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            a[i] = (int) in.nval;
            in.nextToken();
            b[i] = (int) in.nval;
        }
        System.out.println(countSelections(n, k, a, b));`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int n, k, m;
    if (!(cin >> n >> k >> m)) return 0;
    vector<pair<int, int>> pairs(m);
    for (auto &[a, b] : pairs) cin >> a >> b;
    cout << count_selections(n, k, pairs) << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    const n = Number(next());
    const k = Number(next());
    const m = Number(next());
    const pairs = [];
    for (let i = 0; i < m; i++) pairs.push([Number(next()), Number(next())]);
    console.log(String(countSelections(n, k, pairs)));`,
    });
  // linked[i]: the items paired with item i, as a bit mask (bit j for item j + 1).
  const pyLeaf = together
    ? `if all(chosen >> j & 1 == 0 or linked[j] & ~chosen == 0 for j in range(n)):
                return 1 if ${sizeOk('size')} else 0
            return 0`
    : `return 1 if ${sizeOk('size')} else 0`;
  const pyTake = together
    ? 'count(i + 1, chosen | 1 << i, size + 1)'
    : 'count(i + 1, chosen | 1 << i, size + 1) if linked[i] & chosen == 0 else 0';
  const cLeaf = together
    ? `for (int j = 0; j < n; j++)
            if ((chosen >> j & 1) && (linked[j] & ~chosen)) return 0;
        return ${sizeOk('size')};`
    : `return ${sizeOk('size')};`;
  const cTake = together
    ? 'count(i + 1, chosen | 1 << i, size + 1)'
    : '((linked[i] & chosen) ? 0 : count(i + 1, chosen | 1 << i, size + 1))';
  const javaLeaf = together
    ? `for (int j = 0; j < n; j++)
                if ((chosen >> j & 1) == 1 && (linked[j] & ~chosen) != 0) return 0;
            return ${sizeOk('size')} ? 1 : 0;`
    : `return ${sizeOk('size')} ? 1 : 0;`;
  const javascriptSizeOk = exactly ? 'size === k' : 'size >= k';
  const javascriptLeaf = together
    ? `for (let j = 0; j < n; j++)
                if ((chosen >> j & 1) && (linked[j] & ~chosen)) return 0;
            return ${javascriptSizeOk} ? 1 : 0;`
    : `return ${javascriptSizeOk} ? 1 : 0;`;
  return {
    python: {
      solution: python(`def count_selections(n, k, pairs):
    """${what[0]?.toUpperCase()}${what.slice(1)}."""
    linked = [0] * n
    for a, b in pairs:
        linked[a - 1] |= 1 << (b - 1)
        linked[b - 1] |= 1 << (a - 1)

    def count(i, chosen, size):
        # Items 1..i are decided; chosen is the set so far, as a bit mask.
        if i == n:
            ${pyLeaf}
        return count(i + 1, chosen, size) + (${pyTake})

    return count(0, 0, 0)`),
      starter: python(`def count_selections(n, k, pairs):
    # Return ${what}.
    return 0`),
    },
    c: {
      solution: c(`static int n, k, linked[${MAX_ITEMS}];

/* Items 1..i are decided; chosen is the set so far, as a bit mask. */
static int count(int i, int chosen, int size) {
    if (i == n) {
        ${cLeaf}
    }
    return count(i + 1, chosen, size) + ${cTake};
}

/* ${what[0]?.toUpperCase()}${what.slice(1)}. */
static int count_selections(int items, int least, int m, const int *a, const int *b) {
    n = items;
    k = least;
    for (int i = 0; i < m; i++) {
        linked[a[i] - 1] |= 1 << (b[i] - 1);
        linked[b[i] - 1] |= 1 << (a[i] - 1);
    }
    return count(0, 0, 0);
}`),
      starter: c(`/* Return ${what}. */
static int count_selections(int n, int k, int m, const int *a, const int *b) {
    return 0;
}`),
    },
    java: {
      solution: java(`    static int n, k;
    static int[] linked;

    /** Items 1..i are decided; chosen is the set so far, as a bit mask. */
    static int count(int i, int chosen, int size) {
        if (i == n) {
            ${javaLeaf}
        }
        return count(i + 1, chosen, size) + ${cTake};
    }

    /** ${what[0]?.toUpperCase()}${what.slice(1)}. */
    static int countSelections(int items, int least, int[] a, int[] b) {
        n = items;
        k = least;
        linked = new int[n];
        for (int i = 0; i < a.length; i++) {
            linked[a[i] - 1] |= 1 << (b[i] - 1);
            linked[b[i] - 1] |= 1 << (a[i] - 1);
        }
        return count(0, 0, 0);
    }`).replace('((linked[i] & chosen) ?', '((linked[i] & chosen) != 0 ?'),
      starter: java(`    /** Return ${what}. */
    static int countSelections(int n, int k, int[] a, int[] b) {
        return 0;
    }`),
    },
    cpp: {
      solution: cpp(`int n, k, linked[${MAX_ITEMS}];

// Items 1..i are decided; chosen is the set so far, as a bit mask.
int count_from(int i, int chosen, int size) {
    if (i == n) {
        ${cLeaf}
    }
    return count_from(i + 1, chosen, size) + ${cTake.replace('count(', 'count_from(')};
}

// ${what[0]?.toUpperCase()}${what.slice(1)}.
int count_selections(int items, int least, const vector<pair<int, int>> &pairs) {
    n = items;
    k = least;
    for (auto [a, b] : pairs) {
        linked[a - 1] |= 1 << (b - 1);
        linked[b - 1] |= 1 << (a - 1);
    }
    return count_from(0, 0, 0);
}`),
      starter: cpp(`// Return ${what}.
int count_selections(int n, int k, const vector<pair<int, int>> &pairs) {
    return 0;
}`),
    },
    javascript: {
      solution: javascript(`// ${what[0]?.toUpperCase()}${what.slice(1)}.
function countSelections(n, k, pairs) {
    const linked = new Array(n).fill(0);
    for (const [a, b] of pairs) {
        linked[a - 1] |= 1 << (b - 1);
        linked[b - 1] |= 1 << (a - 1);
    }
    // Items 1..i are decided; chosen is the set so far, as a bit mask.
    const count = (i, chosen, size) => {
        if (i === n) {
            ${javascriptLeaf}
        }
        return count(i + 1, chosen, size) + ${cTake};
    };
    return count(0, 0, 0);
}`),
      starter: javascript(`// Return ${what}.
function countSelections(n, k, pairs) {
    return 0;
}`),
    },
  };
}

/** Reads the size rule the other way: at least k for exactly k, and exactly k for at least k. */
function otherSizeRule(rule: Rule): string {
  const respects = rule.together
    ? 'all((mask >> (a - 1) & 1) == (mask >> (b - 1) & 1) for a, b in pairs)'
    : 'not any(mask >> (a - 1) & 1 and mask >> (b - 1) & 1 for a, b in pairs)';
  return `import sys

data = sys.stdin.read().split()
n, k, m = int(data[0]), int(data[1]), int(data[2])
pairs = [(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(m)]
total = 0
for mask in range(1 << n):
    size = bin(mask).count("1")
    if size ${rule.exactly ? '>=' : '=='} k and ${respects}:
        total += 1
print(total)
`;
}
