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
 * How many pairs along a row can see each other over everything between them. Seeds choose the setting,
 * whether an equal height between two blocks their view or not (the classic trap: equal heights must be
 * grouped on the stack, or counted once), and whether neighbours count. Hard: a monotonic stack of
 * (height, how many) groups; up to n(n - 1) / 2 pairs, so 64 bits; walking outward from each is quadratic.
 */

interface Setting {
  id: string;
  /** "Along a straight stretch of coast stand n signal towers, listed from north to south" */
  intro: string;
  thing: string;
  things: string;
  /** "signal to each other" */
  see: string;
  /** "h[i] metres tall" */
  measure: string;
  title: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'towers',
    intro: 'Along a straight stretch of coast stand n signal towers, listed from north to south',
    thing: 'tower',
    things: 'towers',
    see: 'signal to each other',
    measure: 'tower i is h[i] metres tall',
    title: 'Signal Towers on the Coast',
  },
  {
    id: 'parade',
    intro: 'At the carnival, n people wait in one straight line along the kerb for the parade',
    thing: 'person',
    things: 'people',
    see: 'wave to each other',
    measure: 'person i is h[i] millimetres tall',
    title: 'Waving Along the Parade Route',
  },
  {
    id: 'avenue',
    intro: 'An avenue is lined on one side by n poplars in a straight row, and a crow sits on top of each',
    thing: 'poplar',
    things: 'poplars',
    see: 'have crows that can see each other',
    measure: 'poplar i is h[i] centimetres tall',
    title: 'Crows Along the Avenue',
  },
  {
    id: 'harbour',
    intro:
      'In the harbour, n sailing boats are moored in one straight row, with a lookout at the top of every mast',
    thing: 'mast',
    things: 'masts',
    see: 'have lookouts that can see each other',
    measure: 'mast i is h[i] centimetres tall',
    title: 'Lookouts in the Harbour',
  },
];

interface Rule {
  /** An equal height between two does not block their view (true), or does (false). */
  equalsSeeOver: boolean;
  /** Pairs of neighbours are left out of the count. */
  skipNeighbours: boolean;
}

const MAX_N = 100_000;
const MAX_HEIGHT = 1_000_000;

export const pairsInSight: PuzzleFamily = {
  id: 'data-structures/pairs-in-sight',
  track: 'data-structures',
  topic: 'stacks-and-queues',
  difficulties: ['hard'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const rule: Rule = { equalsSeeOver: random.next() < 0.6, skipNeighbours: random.next() < 0.35 };
    const { thing, things } = setting;
    const between = rule.equalsSeeOver
      ? `**no taller than the shorter of the two** (one of equal height does not block them)`
      : `**shorter than both of them** (one as tall as the shorter of the two blocks them)`;
    const counted = rule.skipNeighbours
      ? 'pairs that are **not neighbours**'
      : 'pairs, **neighbours included**,';
    const solve = (input: string) => `${countPairs(parseList(input), rule)}\n`;
    const examples = exampleInputs(random);

    return {
      title: `${setting.title}: ${rule.equalsSeeOver ? 'Equal Heights Do Not Block' : 'Equal Heights Block'}${rule.skipNeighbours ? ', Neighbours Aside' : ''}`,
      description: `Count the pairs of ${things} that ${setting.see} over everything between them.`,
      statement: [
        `${setting.intro}; ${setting.measure}.`,
        '',
        `Two ${things} i < j ${setting.see} when every ${thing} standing between them is ${between}.`,
        `Two neighbours, with nothing between them, always can.`,
        '',
        `Print how many ${counted} ${setting.see}.`,
      ].join('\n'),
      input:
        'The first line holds n. The second line holds the n whole numbers h[1] … h[n], separated by spaces.',
      output: `One line: how many pairs of ${rule.skipNeighbours ? 'non-neighbouring ' : ''}${things} ${setting.see}.`,
      constraints: [
        '1 ≤ n ≤ 100000',
        `1 ≤ h[i] ≤ ${MAX_HEIGHT}`,
        'The answer can exceed 2^31: use 64-bit integers.',
      ].join('\n'),
      hints: [
        `List the pairs of the first example by hand: for each ${thing}, which ${things} to its left make a pair with it?`,
        `Walk the row from left to right and keep a stack of the ${things} on the left that may still be seen by someone further on: one shorter than the newcomer is hidden from everyone after it for good.`,
        rule.equalsSeeOver
          ? `Equal heights are the trap: a run of equal ${things} on the stack all see the newcomer. Keep each height once on the stack, with how many ${things} share it.`
          : `Equal heights are the trap: an earlier ${thing} as tall as the newcomer sees it, but then blocks everyone further on, so it leaves the stack.`,
      ],
      examples: examples.map((input) => ({ input, explanation: explain(input, rule) })),
      hidden: hiddenInputs(random),
      solve,
      code: programs(rule),
      wrong: [
        {
          name: 'equal-heights-the-other-way',
          language: 'python',
          source: programs({ ...rule, equalsSeeOver: !rule.equalsSeeOver }).python.solution,
        },
        {
          name: 'neighbours-the-other-way',
          language: 'c',
          source: programs({ ...rule, skipNeighbours: !rule.skipNeighbours }).c.solution,
        },
        ...(rule.equalsSeeOver
          ? [{ name: 'int-count', language: 'c' as const, source: programs(rule, 'int').c.solution }]
          : []),
        { name: 'walk-outward', language: 'python', source: walkOutward(rule) },
      ],
      parameters: {
        setting: setting.id,
        equalsSeeOver: rule.equalsSeeOver ? 1 : 0,
        skipNeighbours: rule.skipNeighbours ? 1 : 0,
      },
      // The references need a small part of this; walking outward from every one needs minutes.
      limits: { cpuMs: 1000 },
    };
  },
};

/** Every pair that sees each other, by checking the tallest between: for the examples' explanations. */
function visiblePairs(heights: readonly number[], rule: Rule): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < heights.length; i++) {
    let tallest = 0;
    for (let j = i + 1; j < heights.length; j++) {
      const lower = Math.min(heights[i] ?? 0, heights[j] ?? 0);
      const seen = j === i + 1 || (rule.equalsSeeOver ? tallest <= lower : tallest < lower);
      if (seen && !(rule.skipNeighbours && j === i + 1)) pairs.push([i + 1, j + 1]);
      tallest = Math.max(tallest, heights[j] ?? 0);
    }
  }
  return pairs;
}

/**
 * The count, left to right with a stack of [height, how many] groups, heights falling from bottom to top:
 * a newcomer sees every group it pops, its own height's group (when one is on top) and the first taller
 * one beneath, unless an equal height stands in the way.
 */
function countPairs(heights: readonly number[], rule: Rule): number {
  const stack: Array<[number, number]> = [];
  let pairs = 0;
  for (const height of heights) {
    let top = stack[stack.length - 1];
    while (top && top[0] < height) {
      pairs += rule.equalsSeeOver ? top[1] : 1;
      stack.pop();
      top = stack[stack.length - 1];
    }
    let group = 1;
    if (top && top[0] === height) {
      pairs += rule.equalsSeeOver ? top[1] : 1;
      group += rule.equalsSeeOver ? top[1] : 0;
      stack.pop();
      if (rule.equalsSeeOver && stack.length > 0) pairs++;
    } else if (top) pairs++;
    stack.push([height, group]);
  }
  return rule.skipNeighbours ? pairs - Math.max(0, heights.length - 1) : pairs;
}

function explain(input: string, rule: Rule): string {
  const heights = parseList(input);
  const pairs = visiblePairs(heights, rule);
  const listed = pairs.map(([i, j]) => `${i}–${j}`).join(', ');
  return `Numbering from 1, the pairs are ${listed || 'none'}: ${pairs.length} in all.`;
}

function exampleInputs(random: Random): string[] {
  const base = random.int(3, 9);
  const first = Array.from({ length: 7 }, () => base + random.int(0, 3));
  return [listInput(first), listInput([base + 2, base, base + 2, base + 2, base + 1, base + 2])];
}

function hiddenInputs(random: Random): FamilyPuzzle['hidden'] {
  const randomList = (n: number, max: number) => Array.from({ length: n }, () => random.int(1, max));
  const falling = (n: number) => Array.from({ length: n }, (_, index) => MAX_HEIGHT - index);
  // Valleys between equal peaks: equal heights are seen over, or block, again and again.
  const valleys = (n: number) =>
    Array.from({ length: n }, (_, index) => (index % 3 === 0 ? 50 : random.int(1, 49)));
  return [
    { input: listInput([random.int(1, MAX_HEIGHT)]) },
    { input: listInput([4, 4]) },
    { input: listInput([4, 4, 4]) },
    { input: listInput([2, 1, 2, 1, 2]) },
    { input: listInput(falling(40).reverse()) },
    { input: listInput(falling(40)) },
    { input: listInput(valleys(60)) },
    { input: listInput(randomList(300, 3)) },
    { input: listInput(randomList(2000, 12)) },
    { input: listInput(new Array(MAX_N).fill(random.int(1, MAX_HEIGHT))), large: true },
    { input: listInput(falling(MAX_N)), large: true },
    { input: listInput(randomList(MAX_N, 20)), large: true },
  ];
}

function programs(rule: Rule, countType: 'long long' | 'int' = 'long long'): FamilyPuzzle['code'] {
  const see = rule.equalsSeeOver;
  const what = `how many pairs${rule.skipNeighbours ? ' that are not neighbours' : ''} see each other (everyone between ${see ? 'no taller than the shorter of the two' : 'shorter than both'})`;
  const neighbours = rule.skipNeighbours;
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(pairs_in_sight(list(map(int, data[1:1 + n]))))`,
    });
  const c = (fn: string) =>
    cProgram({
      functions: fn,
      main: `${cReadList('int', 'h')}
    printf("%lld\\n", pairs_in_sight(h, n));
    free(h);`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        int[] h = new int[n];
        for (int i = 0; i < n; i++) h[i] = nextInt(in);
        System.out.println(pairsInSight(h));`,
      reader: 'nextInt',
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `${cppReadList('int', 'h')}
    cout << pairs_in_sight(h) << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `${javascriptReadList('h')}
    console.log(String(pairsInSight(h)));`,
    });
  const pyBody = see
    ? `    heights, counts = [], []  # a stack of groups: heights fall from bottom to top
    pairs = 0
    for height in h:
        while heights and heights[-1] < height:
            heights.pop()
            pairs += counts.pop()
        if heights and heights[-1] == height:
            heights.pop()
            group = counts.pop()
            pairs += group
            if heights:
                pairs += 1
            heights.append(height)
            counts.append(group + 1)
        else:
            if heights:
                pairs += 1
            heights.append(height)
            counts.append(1)`
    : `    stack = []  # heights fall strictly from bottom to top
    pairs = 0
    for height in h:
        while stack and stack[-1] < height:
            stack.pop()
            pairs += 1
        if stack and stack[-1] == height:
            stack.pop()
            pairs += 1
        elif stack:
            pairs += 1
        stack.append(height)`;
  const cBody = (indent: string, int: string) =>
    (see
      ? `int *heights = malloc(sizeof *heights * n), *counts = malloc(sizeof *counts * n);
int size = 0;
${int} pairs = 0;
for (int i = 0; i < n; i++) {
    while (size > 0 && heights[size - 1] < h[i]) pairs += counts[--size];
    int group = 1;
    if (size > 0 && heights[size - 1] == h[i]) {
        pairs += counts[--size];
        group += counts[size];
        if (size > 0) pairs++;
    } else if (size > 0) {
        pairs++;
    }
    heights[size] = h[i];
    counts[size++] = group;
}`
      : `int *heights = malloc(sizeof *heights * n);
int size = 0;
${int} pairs = 0;
for (int i = 0; i < n; i++) {
    while (size > 0 && heights[size - 1] < h[i]) {
        size--;
        pairs++;
    }
    if (size > 0 && heights[size - 1] == h[i]) {
        size--;
        pairs++;
    } else if (size > 0) {
        pairs++;
    }
    heights[size++] = h[i];
}`
    )
      .split('\n')
      .map((line) => indent + line)
      .join('\n');
  return {
    python: {
      solution: python(`def pairs_in_sight(h):
${pyBody}
    return pairs${neighbours ? ' - max(0, len(h) - 1)' : ''}`),
      starter: python(`def pairs_in_sight(h):
    # Return ${what}.
    return 0`),
    },
    c: {
      solution: c(`/* Returns ${what}, with a stack. */
static long long pairs_in_sight(const int *h, int n) {
${cBody('    ', countType)}
    free(heights);${see ? '\n    free(counts);' : ''}
    return pairs${neighbours ? ' - (n > 0 ? n - 1 : 0)' : ''};
}`),
      starter: c(`/* Return ${what}. */
static long long pairs_in_sight(const int *h, int n) {
    return 0;
}`),
    },
    java: {
      solution: java(`    /** ${what[0]?.toUpperCase()}${what.slice(1)}, with a stack. */
    static long pairsInSight(int[] h) {
        int n = h.length;
${cBody('        ', 'long').replace('int *heights = malloc(sizeof *heights * n), *counts = malloc(sizeof *counts * n);', 'int[] heights = new int[n], counts = new int[n];').replace('int *heights = malloc(sizeof *heights * n);', 'int[] heights = new int[n];')}
        return pairs${neighbours ? ' - Math.max(0, n - 1)' : ''};
    }`),
      starter: java(`    /** Return ${what}. */
    static long pairsInSight(int[] h) {
        return 0;
    }`),
    },
    cpp: {
      solution: cpp(`// Returns ${what}, with a stack.
long long pairs_in_sight(const vector<int> &h) {
    int n = h.size();
${cBody('    ', 'long long')
  .replace(
    'int *heights = malloc(sizeof *heights * n), *counts = malloc(sizeof *counts * n);',
    'vector<int> heights(n), counts(n);',
  )
  .replace('int *heights = malloc(sizeof *heights * n);', 'vector<int> heights(n);')}
    return pairs${neighbours ? ' - (n > 0 ? n - 1 : 0)' : ''};
}`),
      starter: cpp(`// Return ${what}.
long long pairs_in_sight(const vector<int> &h) {
    return 0;
}`),
    },
    javascript: {
      solution: javascript(`// Returns ${what}, with a stack.
// At most n(n - 1) / 2 pairs, far below 2^53: a plain number counts them exactly.
function pairsInSight(h) {
    const n = h.length;
${cBody('    ', 'let')
  .replace(
    'int *heights = malloc(sizeof *heights * n), *counts = malloc(sizeof *counts * n);',
    'const heights = new Int32Array(n), counts = new Int32Array(n);',
  )
  .replace('int *heights = malloc(sizeof *heights * n);', 'const heights = new Int32Array(n);')
  .replace('int size', 'let size')
  .replace('for (int i', 'for (let i')
  .replace('int group', 'let group')
  .replace('== h[i]', '=== h[i]')}
    return pairs${neighbours ? ' - Math.max(0, n - 1)' : ''};
}`),
      starter: javascript(`// Return ${what}.
function pairsInSight(h) {
    return 0;
}`),
    },
  };
}

/** Right, but walks outward from every one while the view is open: quadratic on a falling row. */
function walkOutward(rule: Rule): string {
  return `import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
h = list(map(int, data[1:1 + n]))
pairs = 0
for i in range(n):
    tallest = 0
    for j in range(i + 1, n):
        if j == i + 1 or tallest ${rule.equalsSeeOver ? '<=' : '<'} min(h[i], h[j]):
            pairs += 1
        tallest = max(tallest, h[j])
        if tallest ${rule.equalsSeeOver ? '>' : '>='} h[i]:
            break
print(pairs${rule.skipNeighbours ? ' - max(0, n - 1)' : ''})
`;
}
