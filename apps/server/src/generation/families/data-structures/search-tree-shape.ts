import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import {
  cProgram,
  cppProgram,
  cppReadList,
  cReadList,
  javaProgram,
  javascriptProgram,
  javascriptReadList,
  listInput,
  parseList,
  pythonProgram,
} from '../scaffold';

/**
 * The shape of a plain (unbalanced) binary search tree grown by inserting up to 10^5 keys in a given order:
 * seeds choose the setting, what to report (the total number of comparisons, the height, or the number of
 * leaves) and where an equal key goes (right or left). Hard: sorted input makes the tree a path, so
 * building it node by node is quadratic; a new key hangs below the deeper of its neighbours in key order
 * among the keys inserted before it, and those neighbours come from a sorted list unlinked in reverse.
 */

interface Setting {
  id: string;
  intro: string;
  keys: string;
  key: string;
  title: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'bookings',
    intro:
      'The Lantern Festival’s booking office files every booking number it issues in a home-made search tree.',
    keys: 'booking numbers',
    key: 'booking number',
    title: 'Festival Booking Tree',
  },
  {
    id: 'seeds',
    intro:
      'The Arkwright seed bank catalogues its samples by sample number in a search tree, in arrival order.',
    keys: 'sample numbers',
    key: 'sample number',
    title: 'Seed Bank Tree',
  },
  {
    id: 'stars',
    intro: 'An amateur observatory logs the catalogue number of every star it photographs in a search tree.',
    keys: 'catalogue numbers',
    key: 'catalogue number',
    title: 'Star Log Tree',
  },
  {
    id: 'parcels',
    intro: 'A parcel depot’s sorting program keeps the postcode of every parcel it scans in a search tree.',
    keys: 'postcodes',
    key: 'postcode',
    title: 'Parcel Depot Tree',
  },
];

type Report = 'comparisons' | 'height' | 'leaves';
const REPORTS: readonly Report[] = ['comparisons', 'height', 'leaves'];

const MAX_N = 100_000;
const MAX_KEY = 1_000_000;

export const searchTreeShape: PuzzleFamily = {
  id: 'data-structures/search-tree-shape',
  track: 'data-structures',
  topic: 'trees-and-binary-search',
  difficulties: ['hard'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const report = random.pick(REPORTS);
    const tiesRight = random.next() < 0.5;
    const solve = (input: string) => `${measure(shapeOf(parseList(input), tiesRight), report)}\n`;
    const side = tiesRight ? 'right' : 'left';
    const example = exampleKeys(random);
    const { key, keys } = setting;
    const asked = {
      comparisons: {
        title: 'Comparisons in the',
        rule: `Each time a new ${key} meets a ${key} already in the tree, that is **one comparison**. Print the **total number of comparisons** made while inserting all n ${keys} (the first one makes none).`,
        output: 'One line: the total number of comparisons.',
        description: `Count the comparisons made while growing a search tree of ${keys}.`,
      },
      height: {
        title: 'Height of the',
        rule: `Print the **height** of the finished tree: the number of ${keys} on its longest path going down from the root, both ends counted.`,
        output: 'One line: the height of the finished tree.',
        description: `Find how tall a search tree of ${keys} grows.`,
      },
      leaves: {
        title: 'Leaves of the',
        rule: `Print how many ${keys} of the finished tree are **leaves**: they have no ${key} below them, neither left nor right.`,
        output: 'One line: the number of leaves of the finished tree.',
        description: `Count the leaves of a search tree of ${keys}.`,
      },
    }[report];

    return {
      title: `${asked.title} ${setting.title}${tiesRight ? '' : ', Ties Left'}`,
      description: asked.description,
      statement: [
        `${setting.intro} The tree starts empty and the n ${keys} are inserted one by one, in the order given.`,
        `The first becomes the root. Every later ${key} starts at the root and, at each ${key} x it meets, moves`,
        `down to the left if it is smaller than x and to the right if it is larger, until it finds an empty`,
        `place, where it stays. The same ${key} may arrive more than once: **a ${key} equal to x moves to the ${side}**.`,
        `The tree is never rebalanced.`,
        '',
        asked.rule,
      ].join('\n'),
      input: `The first line holds n. The second line holds the n ${keys}, in the order they are inserted.`,
      output: asked.output,
      constraints: [`1 ≤ n ≤ ${MAX_N}`, `1 ≤ each ${key} ≤ ${MAX_KEY}`].join('\n'),
      hints: [
        'Grow the tree of the first example by hand.',
        `Inserting ${keys} in increasing order makes the tree a single path: walking down from the root for every new ${key} then costs about n²/2 steps.`,
        `Among the ${keys} already in the tree, look at the new ${key}'s nearest neighbours in key order (with equal ${keys} ordered as the rule sends them). The new ${key} hangs below the deeper of the two. Finding all those neighbours at once is easier backwards: remove the ${keys} from a sorted list, last inserted first.`,
      ],
      examples: [
        { input: listInput(example), explanation: explain(example, tiesRight, report) },
        {
          input: listInput([7, 7, 7, 7]),
          explanation: `Each 7 moves ${side} past every 7 before it: the tree is one path of 4 ${keys}, so ${explainShort(report)} ${measure(shapeOf([7, 7, 7, 7], tiesRight), report)}.`,
        },
      ],
      hidden: hiddenInputs(random),
      solve,
      code: programs(report, tiesRight, false),
      wrong: [
        { name: 'equal-keys-the-other-way', language: 'python', source: plainTree(report, !tiesRight) },
        { name: 'plain-tree', language: 'python', source: plainTree(report, tiesRight) },
        ...(report === 'comparisons'
          ? [
              {
                name: 'int-total',
                language: 'java' as const,
                source: programs(report, tiesRight, true).java.solution,
              },
            ]
          : []),
      ],
      parameters: { setting: setting.id, report, tiesRight: tiesRight ? 1 : 0 },
    };
  },
};

/** Depth of each key (root 0) and its number of children, in insertion order. */
interface Shape {
  depth: number[];
  children: number[];
}

/**
 * The reference: the tree is the Cartesian tree of the keys in tree order with the insertion time as a
 * min-heap priority (each key's parent is inserted before it), built with a stack in one pass.
 */
function shapeOf(keys: readonly number[], tiesRight: boolean): Shape {
  const n = keys.length;
  const order = Array.from({ length: n }, (_, index) => index).sort(
    (a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || (tiesRight ? a - b : b - a),
  );
  const left = new Int32Array(n).fill(-1);
  const right = new Int32Array(n).fill(-1);
  const stack: number[] = [];
  for (const i of order) {
    let last = -1;
    while (stack.length > 0 && (stack[stack.length - 1] ?? 0) > i) last = stack.pop() ?? -1;
    left[i] = last;
    const top = stack[stack.length - 1];
    if (top !== undefined) right[top] = i;
    stack.push(i);
  }
  const depth = new Array<number>(n).fill(0);
  const children = new Array<number>(n).fill(0);
  const queue = stack.length > 0 ? [stack[0] ?? 0] : [];
  for (let index = 0; index < queue.length; index++) {
    const v = queue[index] ?? 0;
    for (const child of [left[v] ?? -1, right[v] ?? -1]) {
      if (child < 0) continue;
      depth[child] = (depth[v] ?? 0) + 1;
      children[v] = (children[v] ?? 0) + 1;
      queue.push(child);
    }
  }
  return { depth, children };
}

function measure(shape: Shape, report: Report): number {
  if (report === 'comparisons') return shape.depth.reduce((sum, d) => sum + d, 0);
  if (report === 'height') return Math.max(...shape.depth.map((d) => d + 1));
  return shape.children.filter((count) => count === 0).length;
}

const explainShort = (report: Report) =>
  ({
    comparisons: 'the comparisons add up to 0 + 1 + 2 + 3 =',
    height: 'the height is',
    leaves: 'the leaves number',
  })[report];

function explain(keys: readonly number[], tiesRight: boolean, report: Report): string {
  const shape = shapeOf(keys, tiesRight);
  const answer = measure(shape, report);
  const depths = keys.map((key, index) => `${key} at depth ${shape.depth[index]}`).join(', ');
  const grown = `Inserted in order, the keys land as follows (the root at depth 0): ${depths}.`;
  if (report === 'comparisons')
    return `${grown} A key at depth d was compared d times: ${shape.depth.join(' + ')} = ${answer}.`;
  if (report === 'height') return `${grown} The deepest is at depth ${answer - 1}, so ${answer} levels.`;
  const leaves = keys.filter((_, index) => shape.children[index] === 0);
  return `${grown} The keys with nothing below them are ${leaves.join(', ')}: ${answer} leaves.`;
}

/** Nine keys with two repeats placed so that the side equal keys take changes the tree. */
function exampleKeys(random: Random): number[] {
  const base = random.int(2, 6) * 10;
  return [base + 20, base, base + 20, base + 40, base + 30, base, base + 10, base + 20, base + 50];
}

function hiddenInputs(random: Random): FamilyPuzzle['hidden'] {
  const randomKeys = (n: number, max: number) => Array.from({ length: n }, () => random.int(1, max));
  const ascending = Array.from({ length: MAX_N }, (_, index) => 1 + index * 9);
  // Alternating from both ends: another path, one zigzag long.
  const zigzag = Array.from({ length: MAX_N }, (_, index) =>
    index % 2 === 0 ? 1 + index / 2 : MAX_KEY - (index - 1) / 2,
  );
  const fewValues = Array.from({ length: MAX_N }, () => random.int(1, 3) * 1000);
  return [
    { input: listInput([random.int(1, MAX_KEY)]) },
    { input: listInput([5, 3, 5]) },
    { input: listInput([2, 1, 2, 3, 2, 1, 3, 2]) },
    { input: listInput(randomKeys(12, 6)) },
    { input: listInput(randomKeys(300, 20)) },
    { input: listInput(Array.from({ length: 500 }, (_, index) => MAX_KEY - index)) },
    { input: listInput(randomKeys(2000, MAX_KEY)) },
    { input: listInput(ascending), large: true },
    { input: listInput(zigzag), large: true },
    { input: listInput(fewValues), large: true },
    { input: listInput(randomKeys(MAX_N, MAX_KEY)), large: true },
  ];
}

/** The references: neighbours in key order from a sorted list unlinked backwards, then depths forwards. */
function programs(report: Report, tiesRight: boolean, intTotal: boolean): FamilyPuzzle['code'] {
  const wanted = {
    comparisons: 'the total number of comparisons made while inserting all keys',
    height: 'the height of the finished tree (levels from the root down, both ends counted)',
    leaves: 'the number of leaves of the finished tree',
  }[report];
  // Sorting key * (n + 1) + tiebreak orders equal keys by where they go: later ones right, or later ones left.
  const tiebreak = tiesRight ? 'i' : 'n - i';
  const pyResult = {
    comparisons: 'sum(depth)',
    height: 'max(depth) + 1',
    leaves: 'children.count(0)',
  }[report];
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(tree_measure([int(x) for x in data[1:1 + n]]))`,
    });
  const c = (fn: string) =>
    cProgram({
      functions: fn,
      main: `${cReadList('long long', 'keys')}
    printf("%lld\\n", tree_measure(keys, n));
    free(keys);`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in, 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            keys[i] = (long) in.nval;
        }
        System.out.println(treeMeasure(keys));`,
    });
  const cResult = {
    comparisons: `    long long total = 0;
    for (int i = 0; i < n; i++) total += depth[i];`,
    height: `    long long total = 0;
    for (int i = 0; i < n; i++) if (depth[i] + 1 > total) total = depth[i] + 1;`,
    leaves: `    long long total = 0;
    for (int i = 0; i < n; i++) if (children[i] == 0) total++;`,
  }[report];
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `${cppReadList('long long', 'keys')}
    cout << tree_measure(keys) << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `${javascriptReadList('keys')}
    console.log(String(treeMeasure(keys)));`,
    });
  const javascriptResult = {
    comparisons: 'total += depth[i];',
    height: 'total = Math.max(total, depth[i] + 1);',
    leaves: 'if (children[i] === 0) total++;',
  }[report];
  const javaTotal = intTotal ? 'int' : 'long';
  return {
    python: {
      solution: python(`def tree_measure(keys):
    """${wanted[0]?.toUpperCase()}${wanted.slice(1)}."""
    n = len(keys)
    size = n + 1
    order = sorted(range(n), key=lambda i: keys[i] * size + ${tiebreak})
    position = [0] * n
    for p, i in enumerate(order):
        position[i] = p
    before = list(range(-1, n - 1))
    after = list(range(1, n + 1))
    after[n - 1] = -1
    neighbours = [None] * n
    # Unlinking the last inserted key first leaves, at each step, exactly the keys inserted before it.
    for i in range(n - 1, -1, -1):
        p = position[i]
        b, a = before[p], after[p]
        neighbours[i] = (order[b] if b >= 0 else -1, order[a] if a >= 0 else -1)
        if b >= 0:
            after[b] = a
        if a >= 0:
            before[a] = b
    depth = [0] * n
    children = [0] * n
    for i in range(1, n):
        b, a = neighbours[i]
        parent = b if a < 0 or (b >= 0 and depth[b] > depth[a]) else a
        depth[i] = depth[parent] + 1
        children[parent] += 1
    return ${pyResult}`),
      starter: python(`def tree_measure(keys):
    # Return ${wanted}.
    return 0`),
    },
    c: {
      solution: c(`static long long *sort_keys;

static int by_sort_key(const void *x, const void *y) {
    long long a = sort_keys[*(const int *)x], b = sort_keys[*(const int *)y];
    return (a > b) - (a < b);
}

/* ${wanted[0]?.toUpperCase()}${wanted.slice(1)}. */
static long long tree_measure(const long long *keys, int n) {
    int *order = malloc(sizeof *order * n), *position = malloc(sizeof *position * n);
    int *before = malloc(sizeof *before * n), *after = malloc(sizeof *after * n);
    int *below = malloc(sizeof *below * n), *above = malloc(sizeof *above * n);
    int *depth = calloc(n, sizeof *depth), *children = calloc(n, sizeof *children);
    sort_keys = malloc(sizeof *sort_keys * n);
    for (int i = 0; i < n; i++) {
        sort_keys[i] = keys[i] * (n + 1) + ${tiebreak};
        order[i] = i;
    }
    qsort(order, n, sizeof *order, by_sort_key);
    for (int p = 0; p < n; p++) {
        position[order[p]] = p;
        before[p] = p - 1;
        after[p] = p + 1 < n ? p + 1 : -1;
    }
    /* Unlinking the last inserted key first leaves, at each step, exactly the keys inserted before it. */
    for (int i = n - 1; i >= 0; i--) {
        int p = position[i], b = before[p], a = after[p];
        below[i] = b >= 0 ? order[b] : -1;
        above[i] = a >= 0 ? order[a] : -1;
        if (b >= 0) after[b] = a;
        if (a >= 0) before[a] = b;
    }
    for (int i = 1; i < n; i++) {
        int b = below[i], a = above[i];
        int parent = (a < 0 || (b >= 0 && depth[b] > depth[a])) ? b : a;
        depth[i] = depth[parent] + 1;
        children[parent]++;
    }
${cResult}
    free(order);
    free(position);
    free(before);
    free(after);
    free(below);
    free(above);
    free(depth);
    free(children);
    free(sort_keys);
    return total;
}`),
      starter: c(`/* Return ${wanted}. */
static long long tree_measure(const long long *keys, int n) {
    return 0;
}`),
    },
    java: {
      solution: java(`    /** ${wanted[0]?.toUpperCase()}${wanted.slice(1)}. */
    static long treeMeasure(long[] keys) {
        int n = keys.length;
        long[] sorted = new long[n];
        for (int i = 0; i < n; i++) sorted[i] = (keys[i] * (n + 1) + ${tiebreak}) * (n + 1) + i;
        Arrays.sort(sorted);
        int[] order = new int[n], position = new int[n], before = new int[n], after = new int[n];
        int[] below = new int[n], above = new int[n], depth = new int[n], children = new int[n];
        for (int p = 0; p < n; p++) {
            order[p] = (int) (sorted[p] % (n + 1));
            position[order[p]] = p;
            before[p] = p - 1;
            after[p] = p + 1 < n ? p + 1 : -1;
        }
        // Unlinking the last inserted key first leaves, at each step, exactly the keys inserted before it.
        for (int i = n - 1; i >= 0; i--) {
            int p = position[i], b = before[p], a = after[p];
            below[i] = b >= 0 ? order[b] : -1;
            above[i] = a >= 0 ? order[a] : -1;
            if (b >= 0) after[b] = a;
            if (a >= 0) before[a] = b;
        }
        for (int i = 1; i < n; i++) {
            int b = below[i], a = above[i];
            int parent = (a < 0 || (b >= 0 && depth[b] > depth[a])) ? b : a;
            depth[i] = depth[parent] + 1;
            children[parent]++;
        }
        ${javaTotal} total = 0;
        for (int i = 0; i < n; i++) ${
          {
            comparisons: 'total += depth[i];',
            height: 'total = Math.max(total, depth[i] + 1);',
            leaves: 'if (children[i] == 0) total++;',
          }[report]
        }
        return total;
    }`),
      starter: java(`    /** Return ${wanted}. */
    static long treeMeasure(long[] keys) {
        return 0;
    }`),
    },
    cpp: {
      solution: cpp(`// ${wanted[0]?.toUpperCase()}${wanted.slice(1)}.
long long tree_measure(const vector<long long> &keys) {
    int n = keys.size();
    vector<long long> sort_key(n);
    vector<int> order(n), position(n), before(n), after(n), below(n), above(n), depth(n, 0), children(n, 0);
    for (int i = 0; i < n; i++) {
        sort_key[i] = keys[i] * (n + 1) + ${tiebreak};
        order[i] = i;
    }
    sort(order.begin(), order.end(), [&](int x, int y) { return sort_key[x] < sort_key[y]; });
    for (int p = 0; p < n; p++) {
        position[order[p]] = p;
        before[p] = p - 1;
        after[p] = p + 1 < n ? p + 1 : -1;
    }
    // Unlinking the last inserted key first leaves, at each step, exactly the keys inserted before it.
    for (int i = n - 1; i >= 0; i--) {
        int p = position[i], b = before[p], a = after[p];
        below[i] = b >= 0 ? order[b] : -1;
        above[i] = a >= 0 ? order[a] : -1;
        if (b >= 0) after[b] = a;
        if (a >= 0) before[a] = b;
    }
    for (int i = 1; i < n; i++) {
        int b = below[i], a = above[i];
        int parent = (a < 0 || (b >= 0 && depth[b] > depth[a])) ? b : a;
        depth[i] = depth[parent] + 1;
        children[parent]++;
    }
${cResult}
    return total;
}`),
      starter: cpp(`// Return ${wanted}.
long long tree_measure(const vector<long long> &keys) {
    return 0;
}`),
    },
    javascript: {
      solution: javascript(`/** ${wanted[0]?.toUpperCase()}${wanted.slice(1)}. */
function treeMeasure(keys) {
    const n = keys.length;
    // Keys times (n + 1) stay below 2^53, so these sort keys are exact.
    const sortKey = new Float64Array(n);
    const order = new Int32Array(n);
    for (let i = 0; i < n; i++) {
        sortKey[i] = keys[i] * (n + 1) + ${tiebreak};
        order[i] = i;
    }
    order.sort((x, y) => sortKey[x] - sortKey[y]);
    const position = new Int32Array(n);
    const before = new Int32Array(n);
    const after = new Int32Array(n);
    const below = new Int32Array(n);
    const above = new Int32Array(n);
    const depth = new Int32Array(n);
    const children = new Int32Array(n);
    for (let p = 0; p < n; p++) {
        position[order[p]] = p;
        before[p] = p - 1;
        after[p] = p + 1 < n ? p + 1 : -1;
    }
    // Unlinking the last inserted key first leaves, at each step, exactly the keys inserted before it.
    for (let i = n - 1; i >= 0; i--) {
        const p = position[i];
        const b = before[p];
        const a = after[p];
        below[i] = b >= 0 ? order[b] : -1;
        above[i] = a >= 0 ? order[a] : -1;
        if (b >= 0) after[b] = a;
        if (a >= 0) before[a] = b;
    }
    for (let i = 1; i < n; i++) {
        const b = below[i];
        const a = above[i];
        const parent = a < 0 || (b >= 0 && depth[b] > depth[a]) ? b : a;
        depth[i] = depth[parent] + 1;
        children[parent]++;
    }
    let total = 0;
    for (let i = 0; i < n; i++) ${javascriptResult}
    return total;
}`),
      starter: javascript(`/** Return ${wanted}. */
function treeMeasure(keys) {
    return 0;
}`),
    },
  };
}

/** Grows the tree node by node: right, but quadratic on a path (and, with the sides swapped, wrong). */
function plainTree(report: Report, tiesRight: boolean): string {
  const result = {
    comparisons: 'sum(depth)',
    height: 'max(depth) + 1',
    leaves: 'sum(1 for i in range(n) if left[i] < 0 and right[i] < 0)',
  }[report];
  return `import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
keys = [int(x) for x in data[1:1 + n]]
left = [-1] * n
right = [-1] * n
depth = [0] * n
for i in range(1, n):
    node = 0
    d = 1
    while True:
        if keys[i] < keys[node] or (keys[i] == keys[node] and ${tiesRight ? 'False' : 'True'}):
            if left[node] < 0:
                left[node] = i
                break
            node = left[node]
        else:
            if right[node] < 0:
                right[node] = i
                break
            node = right[node]
        d += 1
    depth[i] = d
print(${result})
`;
}
