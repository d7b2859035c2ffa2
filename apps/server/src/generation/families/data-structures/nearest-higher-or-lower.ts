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
 * For every value of a row, the nearest value on one side that beats it, summed up as a total distance and
 * a count of values nothing beats. Seeds choose the setting, the side (later or earlier), and the rule:
 * higher, at least as high, lower or at most as high, so ties count or do not. Medium: a monotonic stack;
 * the large tests make a scan outward from every value quadratic, and the total needs 64 bits.
 */

interface Setting {
  id: string;
  /** "Along the waterfront stand n towers, listed from west to east; tower i is h[i] centimetres tall." */
  intro: string;
  thing: string;
  things: string;
  /** Comparative words: "taller", "shorter", and the word for the quantity's adjective: "tall". */
  more: string;
  less: string;
  adjective: string;
  /** Which way "later" and "earlier" are, in the story's words, and as title words. */
  later: string;
  earlier: string;
  /** Title words: "Looking East", "Looking West", and the thing: "Tower". */
  laterTitle: string;
  earlierTitle: string;
  title: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'towers',
    intro: 'Along the waterfront stand n towers, listed from west to east; tower i is h[i] centimetres tall.',
    thing: 'tower',
    things: 'towers',
    more: 'taller',
    less: 'shorter',
    adjective: 'tall',
    later: 'to its east',
    earlier: 'to its west',
    laterTitle: 'Looking East',
    earlierTitle: 'Looking West',
    title: 'Tower',
  },
  {
    id: 'shares',
    intro:
      "A trader's notebook lists a share's closing price on n trading days in a row; on day i it was h[i] cents.",
    thing: 'day',
    things: 'days',
    more: 'higher',
    less: 'lower',
    adjective: 'high',
    later: 'after it',
    earlier: 'before it',
    laterTitle: 'Waiting',
    earlierTitle: 'Looking Back',
    title: 'Share Price',
  },
  {
    id: 'ridge',
    intro: 'A ridge trail passes n summit markers, listed in walking order; marker i stands at h[i] metres.',
    thing: 'marker',
    things: 'markers',
    more: 'higher',
    less: 'lower',
    adjective: 'high',
    later: 'further along the trail',
    earlier: 'back along the trail',
    laterTitle: 'Walking On',
    earlierTitle: 'Looking Back',
    title: 'Summit',
  },
  {
    id: 'river',
    intro:
      'A river gauge is read once an hour for n hours; reading i shows a water level of h[i] millimetres.',
    thing: 'reading',
    things: 'readings',
    more: 'higher',
    less: 'lower',
    adjective: 'high',
    later: 'after it',
    earlier: 'before it',
    laterTitle: 'Waiting',
    earlierTitle: 'Looking Back',
    title: 'River Level',
  },
  {
    id: 'photo',
    intro:
      'For the school photo n children stand in one line, from front to back; child i is h[i] millimetres tall.',
    thing: 'child',
    things: 'children',
    more: 'taller',
    less: 'shorter',
    adjective: 'tall',
    later: 'behind them',
    earlier: 'in front of them',
    laterTitle: 'Looking Behind',
    earlierTitle: 'Looking Ahead',
    title: 'Classmate',
  },
];

type Beats = 'more' | 'at-least' | 'less' | 'at-most';

interface Rule {
  later: boolean;
  beats: Beats;
}

const MAX_N = 100_000;
const MAX_VALUE = 1_000_000;

const capitalisedWords = (text: string) =>
  text
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Whether a value w, met while looking out from v, is the one looked for. */
function beaten(beats: Beats, v: number, w: number): boolean {
  switch (beats) {
    case 'more':
      return w > v;
    case 'at-least':
      return w >= v;
    case 'less':
      return w < v;
    default:
      return w <= v;
  }
}

export const nearestHigherOrLower: PuzzleFamily = {
  id: 'data-structures/nearest-higher-or-lower',
  track: 'data-structures',
  topic: 'stacks-and-queues',
  difficulties: ['medium'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const rule: Rule = {
      later: random.next() < 0.6,
      beats: random.pick(['more', 'at-least', 'less', 'at-most'] as const),
    };
    const { more, less, adjective } = setting;
    const wanted = {
      more: `${more} than it`,
      'at-least': `at least as ${adjective} as it`,
      less: `${less} than it`,
      'at-most': `no ${more} than it`,
    }[rule.beats];
    const titled = (word: string) => capitalisedWords(word);
    const sought = {
      more: `a ${titled(more)} ${setting.title}`,
      'at-least': `a ${setting.title} at Least as ${titled(adjective)}`,
      less: `a ${titled(less)} ${setting.title}`,
      'at-most': `a ${setting.title} No ${titled(more)}`,
    }[rule.beats];
    const side = rule.later ? setting.later : setting.earlier;
    const solve = (input: string) => {
      const { total, none } = summary(parseList(input), rule);
      return `${total} ${none}\n`;
    };
    const examples = exampleInputs(random);

    return {
      title: `${rule.later ? setting.laterTitle : setting.earlierTitle} for ${sought}`,
      description: `For every ${setting.thing}, how far away is the nearest ${setting.thing} ${side} ${wanted}?`,
      statement: [
        setting.intro,
        '',
        `For every ${setting.thing}, look for the **nearest** ${setting.thing} **${side}** that is **${wanted}**`,
        `(${rule.beats === 'more' || rule.beats === 'less' ? 'an equal one does not count' : 'an equal one counts'}). When there is one, its distance is how many places`,
        `apart the two are in the list (neighbours are 1 apart). Some ${setting.things} have none.`,
        '',
        `Print two numbers: the **sum of the distances** over all ${setting.things} that have such a ${setting.thing},`,
        `and **how many ${setting.things} have none**.`,
      ].join('\n'),
      input:
        'The first line holds n. The second line holds the n whole numbers h[1] … h[n], separated by spaces.',
      output: `One line: the sum of the distances and the number of ${setting.things} without such a ${setting.thing}.`,
      constraints: [
        '1 ≤ n ≤ 100000',
        `1 ≤ h[i] ≤ ${MAX_VALUE}`,
        'The sum can exceed 2^31: use 64-bit integers.',
      ].join('\n'),
      hints: [
        `Work through the first example by hand, ${setting.thing} by ${setting.thing}.`,
        `Scanning outward from every ${setting.thing} is too slow when the answers are far away. Walk the list ${rule.later ? 'from the end to the start' : 'from the start to the end'} instead, so that the candidates for the current ${setting.thing} are the ones already passed.`,
        `Keep those candidates on a stack: a ${setting.thing} that the current one ${rule.beats === 'more' || rule.beats === 'at-least' ? 'overshadows' : 'undercuts'} can never be the answer for anyone further on, so pop it before pushing the current one.`,
      ],
      examples: examples.map((input) => ({ input, explanation: explain(input, rule, setting) })),
      hidden: hiddenInputs(random, rule),
      solve,
      code: programs(rule),
      wrong: [
        {
          name: 'ties-the-other-way',
          language: 'python',
          source: programs({ ...rule, beats: OTHER_TIES[rule.beats] }).python.solution,
        },
        { name: 'int-sum', language: 'c', source: programs(rule, 'int').c.solution },
        { name: 'scan-outward', language: 'python', source: scanOutward(rule) },
      ],
      parameters: { setting: setting.id, later: rule.later ? 1 : 0, beats: rule.beats },
      // The references need a small part of this; a scan outward from every value needs minutes.
      limits: { cpuMs: 1000 },
    };
  },
};

const OTHER_TIES: Record<Beats, Beats> = {
  more: 'at-least',
  'at-least': 'more',
  less: 'at-most',
  'at-most': 'less',
};

/** Each value's distance to the one it looks for (0 when none), by a monotonic stack. */
function distances(values: readonly number[], rule: Rule): number[] {
  const n = values.length;
  const found = new Array<number>(n).fill(0);
  const stack: number[] = [];
  for (let step = 0; step < n; step++) {
    const i = rule.later ? n - 1 - step : step;
    const v = values[i] ?? 0;
    while (stack.length > 0 && !beaten(rule.beats, v, values[stack[stack.length - 1] ?? 0] ?? 0)) stack.pop();
    const top = stack[stack.length - 1];
    if (top !== undefined) found[i] = Math.abs(top - i);
    stack.push(i);
  }
  return found;
}

function summary(values: readonly number[], rule: Rule): { total: bigint; none: number } {
  let total = 0n;
  let none = 0;
  for (const distance of distances(values, rule)) {
    if (distance === 0) none++;
    else total += BigInt(distance);
  }
  return { total, none };
}

function explain(input: string, rule: Rule, setting: Setting): string {
  const values = parseList(input);
  const found = distances(values, rule);
  const { total, none } = summary(values, rule);
  const each = values.map((value, index) => {
    const distance = found[index] ?? 0;
    return distance === 0
      ? `${value} has none`
      : `${value} finds ${values[rule.later ? index + distance : index - distance]} at distance ${distance}`;
  });
  return `${capitalisedWords(setting.thing)} by ${setting.thing}: ${each.join('; ')}. The distances add up to ${total}, and ${none} ${none === 1 ? setting.thing : setting.things} ${none === 1 ? 'has' : 'have'} none.`;
}

function exampleInputs(random: Random): string[] {
  const base = random.int(2, 8) * 100;
  const small = Array.from({ length: 8 }, () => base + random.int(0, 4) * 10);
  return [listInput(small), listInput([base + 50, base, base + 50, base + 50, base - 20, base + 80])];
}

function hiddenInputs(random: Random, rule: Rule): FamilyPuzzle['hidden'] {
  const randomList = (n: number, max: number) => Array.from({ length: n }, () => random.int(1, max));
  const rising = (n: number) => Array.from({ length: n }, (_, index) => MAX_VALUE - n + index + 1);
  const falling = (n: number) => rising(n).reverse();
  // Every value looks for its answer at the far end: a long run that never beats itself, then one that
  // beats them all, on the side the values look towards.
  const wantsHigher = rule.beats === 'more' || rule.beats === 'at-least';
  const far = (n: number) => {
    const run = wantsHigher
      ? falling(n - 1).map((value) => value - 1)
      : rising(n - 1).map((value) => value - n);
    const end = wantsHigher ? MAX_VALUE : 1;
    return rule.later ? [...run, end] : [end, ...run.reverse()];
  };
  return [
    { input: listInput([random.int(1, MAX_VALUE)]) },
    { input: listInput([5, 5]) },
    { input: listInput([3, 9]) },
    { input: listInput([9, 3]) },
    { input: listInput(new Array(12).fill(random.int(1, MAX_VALUE))) },
    { input: listInput(rising(30)) },
    { input: listInput(falling(30)) },
    { input: listInput(far(40)) },
    { input: listInput(randomList(1000, 6)) },
    { input: listInput(randomList(2000, MAX_VALUE)) },
    { input: listInput(far(MAX_N)), large: true },
    { input: listInput(randomList(MAX_N, MAX_VALUE)), large: true },
    { input: listInput(new Array(MAX_N).fill(7)), large: true },
  ];
}

/** The pop test: the stack's top is popped while it is not what the current value looks for. */
const POP: Record<Beats, string> = {
  more: '<=',
  'at-least': '<',
  less: '>=',
  'at-most': '>',
};

function programs(rule: Rule, sumType: 'long long' | 'int' = 'long long'): FamilyPuzzle['code'] {
  const pop = POP[rule.beats];
  const what = `the sum of the distances to the nearest value ${rule.later ? 'after' : 'before'} each one that is ${{ more: 'greater', 'at-least': 'greater or equal', less: 'smaller', 'at-most': 'smaller or equal' }[rule.beats]}, and how many values have none`;
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    total, none = nearest_summary(list(map(int, data[1:1 + n])))
    print(total, none)`,
    });
  const c = (fn: string) =>
    cProgram({
      functions: fn,
      main: `${cReadList('int', 'h')}
    int none = 0;
    long long total = nearest_summary(h, n, &none);
    printf("%lld %d\\n", total, none);
    free(h);`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        int[] h = new int[n];
        for (int i = 0; i < n; i++) h[i] = nextInt(in);
        long[] answer = nearestSummary(h);
        System.out.println(answer[0] + " " + answer[1]);`,
      reader: 'nextInt',
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `${cppReadList('int', 'h')}
    auto [total, none] = nearest_summary(h);
    cout << total << ' ' << none << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `${javascriptReadList('h')}
    const [total, none] = nearestSummary(h);
    console.log(\`\${total} \${none}\`);`,
    });
  const range = rule.later ? 'range(n - 1, -1, -1)' : 'range(n)';
  const loop = rule.later ? 'int i = n - 1; i >= 0; i--' : 'int i = 0; i < n; i++';
  return {
    python: {
      solution: python(`def nearest_summary(h):
    n = len(h)
    total = none = 0
    stack = []
    for i in ${range}:
        v = h[i]
        while stack and h[stack[-1]] ${pop} v:
            stack.pop()
        if stack:
            total += ${rule.later ? 'stack[-1] - i' : 'i - stack[-1]'}
        else:
            none += 1
        stack.append(i)
    return total, none`),
      starter: python(`def nearest_summary(h):
    # Return ${what}.
    return 0, 0`),
    },
    c: {
      solution: c(`/* Returns ${what} (in *none), with a stack of candidates. */
static long long nearest_summary(const int *h, int n, int *none) {
    int *stack = malloc(sizeof *stack * n);
    int size = 0;
    ${sumType} total = 0;
    for (${loop}) {
        while (size > 0 && h[stack[size - 1]] ${pop} h[i]) size--;
        if (size > 0) total += ${rule.later ? 'stack[size - 1] - i' : 'i - stack[size - 1]'};
        else (*none)++;
        stack[size++] = i;
    }
    free(stack);
    return total;
}`),
      starter: c(`/* Return ${what} (put that count in *none). */
static long long nearest_summary(const int *h, int n, int *none) {
    return 0;
}`),
    },
    java: {
      solution: java(`    /** ${what[0]?.toUpperCase()}${what.slice(1)}, with a stack of candidates. */
    static long[] nearestSummary(int[] h) {
        int n = h.length;
        int[] stack = new int[n];
        int size = 0;
        long total = 0, none = 0;
        for (${loop}) {
            while (size > 0 && h[stack[size - 1]] ${pop} h[i]) size--;
            if (size > 0) total += ${rule.later ? 'stack[size - 1] - i' : 'i - stack[size - 1]'};
            else none++;
            stack[size++] = i;
        }
        return new long[] {total, none};
    }`),
      starter: java(`    /** Return {${what}}. */
    static long[] nearestSummary(int[] h) {
        return new long[] {0, 0};
    }`),
    },
    cpp: {
      solution: cpp(`// Returns {${what}}, with a stack of candidates.
pair<long long, int> nearest_summary(const vector<int> &h) {
    int n = h.size();
    vector<int> stack(n);
    int size = 0, none = 0;
    long long total = 0;
    for (${loop}) {
        while (size > 0 && h[stack[size - 1]] ${pop} h[i]) size--;
        if (size > 0) total += ${rule.later ? 'stack[size - 1] - i' : 'i - stack[size - 1]'};
        else none++;
        stack[size++] = i;
    }
    return {total, none};
}`),
      starter: cpp(`// Return {${what}}.
pair<long long, int> nearest_summary(const vector<int> &h) {
    return {0, 0};
}`),
    },
    javascript: {
      solution: javascript(`// Returns [${what}], with a stack of candidates.
// The total stays below n * n, far below 2^53: a plain number sums it exactly.
function nearestSummary(h) {
    const n = h.length;
    const stack = new Int32Array(n);
    let size = 0, none = 0, total = 0;
    for (${loop.replaceAll('int ', 'let ')}) {
        while (size > 0 && h[stack[size - 1]] ${pop} h[i]) size--;
        if (size > 0) total += ${rule.later ? 'stack[size - 1] - i' : 'i - stack[size - 1]'};
        else none++;
        stack[size++] = i;
    }
    return [total, none];
}`),
      starter: javascript(`// Return [${what}].
function nearestSummary(h) {
    return [0, 0];
}`),
    },
  };
}

/** Right, but scans outward from every value: quadratic when the answers are far away or missing. */
function scanOutward(rule: Rule): string {
  const condition = { more: 'h[j] > v', 'at-least': 'h[j] >= v', less: 'h[j] < v', 'at-most': 'h[j] <= v' }[
    rule.beats
  ];
  return `import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
h = list(map(int, data[1:1 + n]))
total = none = 0
for i in range(n):
    v = h[i]
    for j in ${rule.later ? 'range(i + 1, n)' : 'range(i - 1, -1, -1)'}:
        if ${condition}:
            total += abs(j - i)
            break
    else:
        none += 1
print(total, none)
`;
}
