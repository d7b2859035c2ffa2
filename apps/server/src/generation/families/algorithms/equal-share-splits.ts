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
 * Counting the ways to split every item of a small set into k groups of equal total: seeds choose the
 * setting, k (3 or 4), whether the groups go to k different recipients (so swapping whole groups counts) or
 * are alike, and whether every group must also hold the same number of items. Medium: trying all k^n
 * assignments is hopeless at n = 16; building the groups one at a time, each starting with the first item
 * left and remembering the sets already used up, is fast.
 */

interface Setting {
  id: string;
  intro: string;
  item: string;
  items: string;
  /** What a value measures: "weighs w tonnes". */
  measure: string;
  total: string;
  group: string;
  groups: string;
  /** The k groups are told apart: "the barges are painted k different colours". */
  distinct: string;
  /** The k groups are alike. */
  alike: string;
  title: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'barges',
    intro: 'A river port must ship n crates, numbered 1 to n, on k barges.',
    item: 'crate',
    items: 'crates',
    measure: 'weighs a_i tonnes',
    total: 'weight',
    group: 'barge load',
    groups: 'barge loads',
    distinct:
      'The barges have different owners, so putting the same loads on different barges counts as a different way.',
    alike: 'The barges are identical: two ways are the same when they put the same crates together.',
    title: 'Balanced Barges',
  },
  {
    id: 'sweets',
    intro: 'A grandmother has n bags of sweets, numbered 1 to n, to share among k grandchildren.',
    item: 'bag',
    items: 'bags',
    measure: 'holds a_i sweets',
    total: 'number of sweets',
    group: 'share',
    groups: 'shares',
    distinct:
      'Every grandchild is a different person, so handing the same shares to different grandchildren counts as a different way.',
    alike:
      'The shares go into identical gift boxes: two ways are the same when they put the same bags together.',
    title: 'Fair Shares of Sweets',
  },
  {
    id: 'shelves',
    intro: 'A librarian has n books, numbered 1 to n, to arrange on k shelves of a new bookcase.',
    item: 'book',
    items: 'books',
    measure: 'is a_i millimetres thick',
    total: 'thickness',
    group: 'shelf',
    groups: 'shelves',
    distinct:
      'The shelves are at different heights, so putting the same sets of books on different shelves counts as a different way.',
    alike:
      'Only which books stand together matters, not on which shelf: two ways are the same when they make the same sets.',
    title: 'Even Shelves',
  },
  {
    id: 'relay',
    intro: 'A swimming coach has n swimmers, numbered 1 to n, to form k relay teams.',
    item: 'swimmer',
    items: 'swimmers',
    measure: 'swims a lap in a_i seconds',
    total: 'time',
    group: 'team',
    groups: 'teams',
    distinct:
      'The teams wear k different club colours, so swapping two whole teams counts as a different way.',
    alike: 'The teams are not told apart: two ways are the same when they put the same swimmers together.',
    title: 'Even Relay Teams',
  },
];

const MAX_ITEMS = 16;
const MAX_VALUE = 1000;

export const equalShareSplits: PuzzleFamily = {
  id: 'algorithms/equal-share-splits',
  track: 'algorithms',
  topic: 'recursion-and-backtracking',
  difficulties: ['medium'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    // The twists: k, groups told apart or alike, and whether group sizes must be equal too.
    const k = random.int(3, 4);
    const labelled = random.next() < 0.5;
    const sameSize = random.next() < 0.4;
    const rule: Rule = { k, labelled, sameSize };
    const solve = (input: string) => `${countSplits(parseList(input), rule)}\n`;
    const examples = [exampleInput(random, rule), unevenExample(random, rule)];

    return {
      title: `${setting.title}: ${k} ${setting.groups.split(' ').map(capitalised).join(' ')}${sameSize ? ' of Equal Size' : ''}${labelled ? ', Told Apart' : ''}`,
      description: `Count the ways to split all ${setting.items} into ${k} ${setting.groups} of equal ${setting.total}.`,
      statement: [
        `${setting.intro.replace(' k ', ` ${k} `)} ${capitalised(setting.item)} i ${setting.measure}.`,
        '',
        `Every ${setting.item} goes into exactly one of **${k} ${setting.groups}**, and all ${k} must have the **same total ${setting.total}**${sameSize ? `, **and the same number of ${setting.items}**` : ''}.`,
        `The ${setting.items} are all different, even when two have the same value. ${labelled ? setting.distinct : setting.alike}`,
        '',
        `Print **the number of different ways** to do it (0 when there is none).`,
      ].join('\n'),
      input: `The first line holds n. The second line holds a_1 … a_n, separated by spaces.`,
      output: 'One line: the number of ways.',
      constraints: [`1 ≤ n ≤ ${MAX_ITEMS}`, `1 ≤ a_i ≤ ${MAX_VALUE}`].join('\n'),
      hints: [
        `If the total is not a multiple of ${k}, there is no way. Otherwise each ${setting.group} must reach exactly total / ${k}.`,
        `Putting each ${setting.item} into one of ${k} ${setting.groups} in turn means ${k}^n tries: ${k ** MAX_ITEMS} for n = ${MAX_ITEMS}, far too many.`,
        `Build the ${setting.groups} one at a time instead, each starting with the lowest-numbered ${setting.item} not yet placed (so no grouping is counted twice), and remember the answer for each set of ${setting.items} already placed.${labelled ? ` Then count the ways to hand the ${k} ${setting.groups} out.` : ''}`,
      ],
      examples: examples.map((input) => ({ input, explanation: explain(input, rule, setting) })),
      hidden: hiddenInputs(random, rule),
      solve,
      code: programs(rule),
      wrong: [
        {
          name: labelled ? 'groups-alike' : 'groups-told-apart',
          language: 'c',
          source: otherCounting(rule),
        },
        { name: 'every-assignment', language: 'python', source: everyAssignment(rule) },
      ],
      parameters: { setting: setting.id, k, labelled: labelled ? 1 : 0, sameSize: sameSize ? 1 : 0 },
      // The references need well under a third of a second; trying every assignment needs tens of seconds.
      limits: { cpuMs: 1000 },
    };
  },
};

interface Rule {
  k: number;
  labelled: boolean;
  sameSize: boolean;
}

const factorial = (k: number): number => (k <= 1 ? 1 : k * factorial(k - 1));
const popcount = (mask: number) => {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
};

/** The groups (as bit masks) that could be one of the k: the right total, and the right size if asked. */
function candidateGroups(values: readonly number[], rule: Rule): number[] | undefined {
  const n = values.length;
  const total = values.reduce((a, b) => a + b, 0);
  if (total % rule.k !== 0 || (rule.sameSize && n % rule.k !== 0)) return undefined;
  const share = total / rule.k;
  const sums = new Int32Array(1 << n);
  const groups: number[] = [];
  for (let mask = 1; mask < 1 << n; mask++) {
    const low = mask & -mask;
    sums[mask] = (sums[mask ^ low] ?? 0) + (values[31 - Math.clz32(low)] ?? 0);
    if (sums[mask] === share && (!rule.sameSize || popcount(mask) === n / rule.k)) groups.push(mask);
  }
  return groups;
}

/** Ways to split into alike groups: each new group takes the lowest item left; memoised on the items used. */
function countSplits(values: readonly number[], rule: Rule): number {
  const groups = candidateGroups(values, rule);
  if (!groups) return 0;
  const n = values.length;
  const full = (1 << n) - 1;
  const byLowest: number[][] = Array.from({ length: n }, () => []);
  for (const group of groups) byLowest[31 - Math.clz32(group & -group)]?.push(group);
  const memo = new Map<number, number>([[full, 1]]);
  const ways = (used: number): number => {
    const known = memo.get(used);
    if (known !== undefined) return known;
    const free = full & ~used;
    let count = 0;
    for (const group of byLowest[31 - Math.clz32(free & -free)] ?? [])
      if ((group & used) === 0) count += ways(used | group);
    memo.set(used, count);
    return count;
  };
  return ways(0) * (rule.labelled ? factorial(rule.k) : 1);
}

/** Every split into alike groups, each as lists of item numbers: for the examples' explanations. */
function listSplits(values: readonly number[], rule: Rule): number[][][] {
  const groups = candidateGroups(values, rule) ?? [];
  const n = values.length;
  const full = (1 << n) - 1;
  const found: number[][][] = [];
  const items = (mask: number) => values.map((_, i) => i + 1).filter((item) => mask & (1 << (item - 1)));
  const extend = (used: number, chosen: number[]) => {
    if (used === full) {
      found.push(chosen.map(items));
      return;
    }
    const free = full & ~used;
    const lowest = free & -free;
    for (const group of groups)
      if (group & lowest && (group & used) === 0) extend(used | group, [...chosen, group]);
  };
  if (groups.length > 0) extend(0, []);
  return found;
}

function explain(input: string, rule: Rule, setting: Setting): string {
  const values = parseList(input);
  const total = values.reduce((a, b) => a + b, 0);
  if (total % rule.k !== 0)
    return `The total ${setting.total} is ${total}, not a multiple of ${rule.k}: 0 ways.`;
  if (rule.sameSize && values.length % rule.k !== 0)
    return `${values.length} ${setting.items} cannot make ${rule.k} ${setting.groups} of the same size: 0 ways.`;
  const splits = listSplits(values, rule);
  const share = total / rule.k;
  if (splits.length === 0)
    return `Each ${setting.group} would need ${share}, and no split reaches it: 0 ways.`;
  const shown = splits.map((split) => split.map((group) => `{${group.join(', ')}}`).join(' ')).join('; ');
  const count = splits.length;
  const groupings = `${count} grouping${count === 1 ? '' : 's'}`;
  return rule.labelled
    ? `Each ${setting.group} needs ${share}. The ${groupings} ${shown}, each handed out in ${rule.k}! = ${factorial(rule.k)} orders: ${count * factorial(rule.k)}.`
    : `Each ${setting.group} needs ${share}. The ${groupings}: ${shown}.`;
}

/** n values made of k groups that each add up to `share`, shuffled: at least one split exists. */
function planted(random: Random, rule: Rule, n: number, share: number): number[] {
  const sizes = Array.from({ length: rule.k }, () => 1);
  if (rule.sameSize) sizes.fill(n / rule.k);
  else
    for (let extra = rule.k; extra < n; extra++) {
      const at = random.int(0, rule.k - 1);
      sizes[at] = (sizes[at] ?? 0) + 1;
    }
  const values: number[] = [];
  for (const size of sizes) {
    const cuts = new Set<number>();
    while (cuts.size < size - 1) cuts.add(random.int(1, share - 1));
    const points = [0, ...[...cuts].sort((a, b) => a - b), share];
    for (let i = 1; i < points.length; i++) values.push((points[i] ?? 0) - (points[i - 1] ?? 0));
  }
  return random.shuffle(values);
}

function exampleInput(random: Random, rule: Rule): string {
  const base = rule.k === 3 ? [1, 2, 3, 3, 4, 5] : [1, 2, 2, 3, 3, 4, 4, 5];
  const scale = random.int(1, 3);
  return listInput(random.shuffle(base.map((value) => value * scale)));
}

function unevenExample(random: Random, rule: Rule): string {
  return rule.sameSize
    ? listInput(random.shuffle([6, 1, 2, 3, ...Array.from({ length: rule.k - 2 }, () => 6)]))
    : listInput([7, ...Array.from({ length: rule.k }, () => 2)]);
}

function hiddenInputs(random: Random, rule: Rule): FamilyPuzzle['hidden'] {
  const { k } = rule;
  const largest = rule.sameSize ? k * Math.floor(MAX_ITEMS / k) : MAX_ITEMS;
  const equal = (n: number, value: number) => Array.from({ length: n }, () => value);
  const small = rule.sameSize ? 2 * k : 9;
  return [
    { input: listInput([5]) },
    { input: listInput(equal(k, MAX_VALUE)) },
    { input: listInput([...equal(k, 4), 1]) },
    { input: listInput([3 * k, ...equal(2 * k, 1)]) },
    { input: listInput(planted(random, rule, small, 12)) },
    { input: listInput(planted(random, rule, small, 40)) },
    { input: listInput([...equal(k + 1, 2), ...equal(2 * (k - 1), 1)]) },
    { input: listInput(planted(random, rule, largest, 24)), large: true },
    // Every item alike: millions of splits, each of which a search that lists them all must visit.
    { input: listInput(equal(k * Math.floor(MAX_ITEMS / k), random.int(1, MAX_VALUE))), large: true },
    { input: listInput(planted(random, rule, largest, 3 * MAX_VALUE)), large: true },
  ];
}

function programs(rule: Rule): FamilyPuzzle['code'] {
  const { k, labelled: told, sameSize } = rule;
  const what = `the number of ways to split all items into ${k} groups of equal total${sameSize ? ' and equal size' : ''}${told ? ', the groups told apart' : ''}`;
  const orders = factorial(k);
  const python = (imports: string, fn: string) =>
    pythonProgram({
      head: imports,
      functions: fn,
      main: `    data = sys.stdin.read().split()
    n = int(data[0])
    print(count_splits([int(x) for x in data[1:1 + n]]))`,
    });
  const c = (fn: string) =>
    cProgram({
      functions: fn,
      main: `    int n, values[${MAX_ITEMS}];
    if (scanf("%d", &n) != 1) return 0;
    for (int i = 0; i < n; i++) scanf("%d", &values[i]);
    printf("%lld\\n", count_splits(values, n));`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `${javaReadList('int', 'values')}
        System.out.println(countSplits(values));`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `${cppReadList('int', 'values')}
    cout << count_splits(values) << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `${javascriptReadList('values')}
    console.log(String(countSplits(values)));`,
    });
  const sizeCheck = (popcount: string) => (sameSize ? ` && ${popcount} == n / ${k}` : '');
  return {
    python: {
      solution: python(
        'import sys',
        `K = ${k}


def count_splits(values):
    """${capitalised(what)}."""
    n = len(values)
    total = sum(values)
    if total % K${sameSize ? ' or n % K' : ''}:
        return 0
    share = total // K
    full = (1 << n) - 1
    # by_lowest[i]: every possible group (a bit mask) whose lowest item is i.
    sums = [0] * (1 << n)
    by_lowest = [[] for _ in range(n)]
    for mask in range(1, 1 << n):
        low = mask & -mask
        sums[mask] = sums[mask ^ low] + values[low.bit_length() - 1]
        if sums[mask] == share${sameSize ? ' and bin(mask).count("1") == n // K' : ''}:
            by_lowest[low.bit_length() - 1].append(mask)
    memo = {full: 1}

    def ways(used):
        # Ways to split the items not in used; the next group takes the lowest of them.
        if used in memo:
            return memo[used]
        free = full & ~used
        count = 0
        for group in by_lowest[(free & -free).bit_length() - 1]:
            if group & used == 0:
                count += ways(used | group)
        memo[used] = count
        return count

    return ways(0)${told ? ` * ${orders}` : ''}`,
      ),
      starter: python(
        'import sys',
        `def count_splits(values):
    # Return ${what}.
    return 0`,
      ),
    },
    c: {
      solution: c(`static int n, full, share, sums[1 << ${MAX_ITEMS}];
static long long memo[1 << ${MAX_ITEMS}];

/* Ways to split the items not in used; the next group takes the lowest of them. memo: -1 = not known. */
static long long ways(int used) {
    if (used == full) return 1;
    if (memo[used] >= 0) return memo[used];
    int free = full & ~used, lowest = free & -free, rest = free ^ lowest;
    long long count = 0;
    /* Every group made of the lowest free item and a subset of the other free items. */
    for (int sub = rest;; sub = (sub - 1) & rest) {
        int group = sub | lowest;
        if (sums[group] == share${sizeCheck('__builtin_popcount(group)')}) count += ways(used | group);
        if (sub == 0) break;
    }
    return memo[used] = count;
}

/* ${capitalised(what)}. */
static long long count_splits(const int *values, int count) {
    n = count;
    int total = 0;
    for (int i = 0; i < n; i++) total += values[i];
    if (total % ${k}${sameSize ? ` || n % ${k}` : ''}) return 0;
    share = total / ${k};
    full = (1 << n) - 1;
    for (int mask = 1; mask <= full; mask++) {
        int low = __builtin_ctz(mask);
        sums[mask] = sums[mask & (mask - 1)] + values[low];
        memo[mask] = -1;
    }
    memo[0] = -1;
    return ways(0)${told ? ` * ${orders}` : ''};
}`),
      starter: c(`/* Return ${what}. */
static long long count_splits(const int *values, int count) {
    return 0;
}`),
    },
    java: {
      solution: java(`    static int n, full, share;
    static int[] sums;
    static long[] memo;

    /** Ways to split the items not in used; the next group takes the lowest of them. memo: -1 = not known. */
    static long ways(int used) {
        if (used == full) return 1;
        if (memo[used] >= 0) return memo[used];
        int free = full & ~used, lowest = free & -free, rest = free ^ lowest;
        long count = 0;
        for (int sub = rest;; sub = (sub - 1) & rest) {
            int group = sub | lowest;
            if (sums[group] == share${sizeCheck('Integer.bitCount(group)')}) count += ways(used | group);
            if (sub == 0) break;
        }
        return memo[used] = count;
    }

    /** ${capitalised(what)}. */
    static long countSplits(int[] values) {
        n = values.length;
        int total = 0;
        for (int value : values) total += value;
        if (total % ${k} != 0${sameSize ? ` || n % ${k} != 0` : ''}) return 0;
        share = total / ${k};
        full = (1 << n) - 1;
        sums = new int[1 << n];
        memo = new long[1 << n];
        Arrays.fill(memo, -1);
        for (int mask = 1; mask <= full; mask++)
            sums[mask] = sums[mask & (mask - 1)] + values[Integer.numberOfTrailingZeros(mask)];
        return ways(0)${told ? ` * ${orders}` : ''};
    }`),
      starter: java(`    /** Return ${what}. */
    static long countSplits(int[] values) {
        return 0;
    }`),
    },
    cpp: {
      solution: cpp(`int n, full, share, sums[1 << ${MAX_ITEMS}];
long long memo[1 << ${MAX_ITEMS}];

// Ways to split the items not in used; the next group takes the lowest of them. memo: -1 = not known.
long long ways(int used) {
    if (used == full) return 1;
    if (memo[used] >= 0) return memo[used];
    int free = full & ~used, lowest = free & -free, rest = free ^ lowest;
    long long count = 0;
    // Every group made of the lowest free item and a subset of the other free items.
    for (int sub = rest;; sub = (sub - 1) & rest) {
        int group = sub | lowest;
        if (sums[group] == share${sizeCheck('__builtin_popcount(group)')}) count += ways(used | group);
        if (sub == 0) break;
    }
    return memo[used] = count;
}

// ${capitalised(what)}.
long long count_splits(const vector<int> &values) {
    n = values.size();
    int total = 0;
    for (int value : values) total += value;
    if (total % ${k}${sameSize ? ` || n % ${k}` : ''}) return 0;
    share = total / ${k};
    full = (1 << n) - 1;
    for (int mask = 1; mask <= full; mask++) {
        int low = __builtin_ctz(mask);
        sums[mask] = sums[mask & (mask - 1)] + values[low];
        memo[mask] = -1;
    }
    memo[0] = -1;
    return ways(0)${told ? ` * ${orders}` : ''};
}`),
      starter: cpp(`// Return ${what}.
long long count_splits(const vector<int> &values) {
    return 0;
}`),
    },
    javascript: {
      solution: javascript(`${
        sameSize
          ? `function bitCount(mask) {
    let count = 0;
    for (let m = mask; m; m &= m - 1) count++;
    return count;
}

`
          : ''
      }// ${capitalised(what)}.
// No count passes ${k}^${MAX_ITEMS}, far below 2^53: plain numbers stay exact.
function countSplits(values) {
    const n = values.length;
    let total = 0;
    for (const value of values) total += value;
    if (total % ${k}${sameSize ? ` || n % ${k}` : ''}) return 0;
    const share = total / ${k};
    const full = (1 << n) - 1;
    const sums = new Int32Array(1 << n);
    const memo = new Float64Array(1 << n).fill(-1);
    for (let mask = 1; mask <= full; mask++) sums[mask] = sums[mask & (mask - 1)] + values[31 - Math.clz32(mask & -mask)];
    // Ways to split the items not in used; the next group takes the lowest of them. memo: -1 = not known.
    const ways = (used) => {
        if (used === full) return 1;
        if (memo[used] >= 0) return memo[used];
        const free = full & ~used, lowest = free & -free, rest = free ^ lowest;
        let count = 0;
        // Every group made of the lowest free item and a subset of the other free items.
        for (let sub = rest; ; sub = (sub - 1) & rest) {
            const group = sub | lowest;
            if (sums[group] === share${sameSize ? ` && bitCount(group) === n / ${k}` : ''}) count += ways(used | group);
            if (sub === 0) break;
        }
        memo[used] = count;
        return count;
    };
    return ways(0)${told ? ` * ${orders}` : ''};
}`),
      starter: javascript(`// Return ${what}.
function countSplits(values) {
    return 0;
}`),
    },
  };
}

/** The right search, with the groups told apart when they are alike, or the other way round. */
function otherCounting(rule: Rule): string {
  const { k, sameSize } = rule;
  const wrongFactor = rule.labelled ? '' : ` * ${factorial(k)}`;
  return `#include <stdio.h>

static int n, full, share, sums[1 << ${MAX_ITEMS}];
static long long memo[1 << ${MAX_ITEMS}];

static long long ways(int used) {
    if (used == full) return 1;
    if (memo[used] >= 0) return memo[used];
    int free = full & ~used, lowest = free & -free, rest = free ^ lowest;
    long long count = 0;
    for (int sub = rest;; sub = (sub - 1) & rest) {
        int group = sub | lowest;
        if (sums[group] == share${sameSize ? ` && __builtin_popcount(group) == n / ${k}` : ''}) count += ways(used | group);
        if (sub == 0) break;
    }
    return memo[used] = count;
}

int main(void) {
    int values[${MAX_ITEMS}], total = 0;
    if (scanf("%d", &n) != 1) return 0;
    for (int i = 0; i < n; i++) {
        scanf("%d", &values[i]);
        total += values[i];
    }
    if (total % ${k}${sameSize ? ` || n % ${k}` : ''}) {
        puts("0");
        return 0;
    }
    share = total / ${k};
    full = (1 << n) - 1;
    memo[0] = -1;
    for (int mask = 1; mask <= full; mask++) {
        sums[mask] = sums[mask & (mask - 1)] + values[__builtin_ctz(mask)];
        memo[mask] = -1;
    }
    printf("%lld\\n", ways(0)${wrongFactor});
    return 0;
}
`;
}

/** Puts every item into each of the k groups in turn and checks the totals at the end: k^n leaves. */
function everyAssignment(rule: Rule): string {
  const { k, labelled: told, sameSize } = rule;
  return `import sys

K = ${k}
data = sys.stdin.read().split()
n = int(data[0])
values = [int(x) for x in data[1:1 + n]]
sums = [0] * K
sizes = [0] * K


def assign(i):
    if i == n:
        return 1 if all(s == sums[0] for s in sums)${sameSize ? ' and all(c == sizes[0] for c in sizes)' : ''} else 0
    count = 0
    for g in range(K):
        sums[g] += values[i]
        sizes[g] += 1
        count += assign(i + 1)
        sums[g] -= values[i]
        sizes[g] -= 1
    return count


ways = assign(0)
print(ways${told ? '' : ` // ${factorial(k)}`})
`;
}
