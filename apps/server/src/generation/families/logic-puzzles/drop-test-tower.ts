import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { capitalised } from '../../text';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * The egg-drop teaser as many questions: with k fragile items and d drops, one can find the critical floor of
 * a tower of at most f(d, k) = f(d−1, k−1) + f(d−1, k) + 1 floors (the first drop splits the tower into the
 * floors below, settled with one item fewer, and those above). Seeds choose the setting and the question:
 * the fewest drops for a given tower, or the tallest tower for a given number of drops. Easy: a small table.
 */

interface Setting {
  id: string;
  intro: string;
  item: string;
  items: string;
  /** What happens to a broken item, in the story's words. */
  broken: string;
  building: string;
  title: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'eggs',
    intro: 'For the science fair, a class wants to know how high an egg can fall without cracking.',
    item: 'egg',
    items: 'eggs',
    broken: 'a cracked egg is only good for an omelette',
    building: 'the school tower',
    title: 'Science Fair Eggs',
  },
  {
    id: 'phones',
    intro: 'A phone maker tests how far its new prototype can fall onto concrete and still work.',
    item: 'prototype',
    items: 'prototypes',
    broken: 'a smashed prototype cannot be dropped again',
    building: 'the test lab building',
    title: 'Phone Prototypes',
  },
  {
    id: 'pumpkins',
    intro: 'At the autumn fete, the bell-ringers want to know how far a pumpkin can fall and stay whole.',
    item: 'pumpkin',
    items: 'pumpkins',
    broken: 'a burst pumpkin becomes soup',
    building: 'the church tower',
    title: 'Bell Tower Pumpkins',
  },
  {
    id: 'snow-globes',
    intro: 'A toy shop wants to print on its snow globes the highest fall they survive.',
    item: 'snow globe',
    items: 'snow globes',
    broken: 'a shattered snow globe is swept up and thrown away',
    building: 'the department store',
    title: 'Toy Shop Snow Globes',
  },
];

type Question = 'fewest' | 'tallest';

const MAX_ITEMS = 5;
const MAX_FLOORS = 10_000;
const MAX_DROPS = 1000;
const MAX_QUESTIONS = 100;

export const dropTestTower: PuzzleFamily = {
  id: 'logic-puzzles/drop-test-tower',
  track: 'logic-puzzles',
  topic: 'brain-teasers',
  difficulties: ['easy'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const question: Question = random.next() < 0.5 ? 'fewest' : 'tallest';
    const fewest = question === 'fewest';
    const solve = (input: string) =>
      parseQueries(input)
        .map(([items, x]) => (fewest ? fewestDrops(items, x) : tallestTower(items, x)))
        .join('\n')
        .concat('\n');
    const explain = (input: string) =>
      parseQueries(input)
        .map(([items, x]) => {
          const have = `${items} ${items === 1 ? setting.item : setting.items}`;
          if (!fewest)
            return `${have} and ${x} drops settle a tower of up to ${tallestTower(items, x)} floors.`;
          const drops = fewestDrops(items, x);
          const before = drops > 0 ? `, and ${drops - 1} drops only ${tallestTower(items, drops - 1)}` : '';
          return `With ${have}, ${drops} drops settle up to ${tallestTower(items, drops)} floors${before}: ${drops} for ${x} floors.`;
        })
        .join(' ');
    const examples = fewest
      ? ['3\n2 100\n1 10\n3 14\n', '2\n2 105\n2 106\n']
      : ['3\n2 14\n1 10\n3 5\n', '2\n4 3\n2 1\n'];

    return {
      title: fewest ? `Fewest Drops for the ${setting.title}` : `The Tallest Tower for the ${setting.title}`,
      description: fewest
        ? `How many drops always find the highest safe floor, with a few ${setting.items}?`
        : `How tall a building can a few ${setting.items} and a few drops settle?`,
      statement: [
        `${setting.intro} They use ${setting.building}, whose floors are numbered 1 to n, and some identical ${setting.items}.`,
        '',
        `There is a **critical floor** c, with 0 ≤ c ≤ n, that nobody knows yet: a ${setting.item} dropped from floor c`,
        `or lower survives unharmed and can be dropped again, and one dropped from any floor above c breaks`,
        `(${setting.broken}). c = 0 means it breaks from every floor, c = n that it never breaks.`,
        `${capitalised(setting.items)} are dropped one at a time, and each drop may be chosen after seeing how the earlier ones went.`,
        '',
        fewest
          ? `Answer q questions. Each gives a number of ${setting.items} k and the height n of the building: print the **fewest drops** that are **always enough** to find c for certain, however c turns out, without breaking more than k ${setting.items}.`
          : `Answer q questions. Each gives a number of ${setting.items} k and a number of drops d: print the **tallest building** n (the most floors) for which d drops are **always enough** to find c for certain, however c turns out, without breaking more than k ${setting.items}.`,
      ].join('\n'),
      input: fewest
        ? `The first line holds q. Each of the next q lines holds a question: k and n.`
        : `The first line holds q. Each of the next q lines holds a question: k and d.`,
      output: fewest
        ? 'q lines: for each question, the fewest drops that always find the critical floor.'
        : 'q lines: for each question, the largest number of floors that d drops always settle.',
      constraints: [
        `1 ≤ q ≤ ${MAX_QUESTIONS}`,
        `1 ≤ k ≤ ${MAX_ITEMS}`,
        fewest ? `1 ≤ n ≤ ${MAX_FLOORS}` : `1 ≤ d ≤ ${MAX_DROPS}`,
      ].join('\n'),
      hints: [
        `With a single ${setting.item} there is no choice: go up one floor at a time from floor 1.`,
        `Suppose the first drop is from floor x. If it breaks, the floors below x remain, with one ${setting.item} fewer and one drop fewer; if not, the floors above x remain, with the same ${setting.items}.`,
        'So the most floors that d drops and k items settle is (floors for d − 1 drops and k − 1 items) + 1 + (floors for d − 1 drops and k items).',
      ],
      examples: examples.map((input) => ({ input, explanation: explain(input) })),
      hidden: hiddenInputs(random, fewest),
      solve,
      code: programs(fewest),
      wrong: [
        { name: 'halving-ignores-items', language: 'python', source: halving(fewest) },
        { name: 'one-drop-short', language: 'c', source: oneDropShort(fewest) },
      ],
      parameters: { setting: setting.id, question },
    };
  },
};

/** The most floors that `drops` drops settle with `items` items (below 2^53 at the constraints). */
function tallestTower(items: number, drops: number): number {
  const covered = new Array<number>(items + 1).fill(0);
  for (let d = 0; d < drops; d++)
    for (let k = items; k >= 1; k--) covered[k] = (covered[k] ?? 0) + (covered[k - 1] ?? 0) + 1;
  return covered[items] ?? 0;
}

function fewestDrops(items: number, floors: number): number {
  const covered = new Array<number>(items + 1).fill(0);
  let drops = 0;
  while ((covered[items] ?? 0) < floors) {
    drops += 1;
    for (let k = items; k >= 1; k--) covered[k] = (covered[k] ?? 0) + (covered[k - 1] ?? 0) + 1;
  }
  return drops;
}

function parseQueries(input: string): Array<[number, number]> {
  const [count = 0, ...rest] = input.trim().split(/\s+/).map(Number);
  return Array.from({ length: count }, (_, index) => [rest[2 * index] ?? 1, rest[2 * index + 1] ?? 1]);
}

const queriesInput = (queries: ReadonlyArray<readonly [number, number]>) =>
  `${queries.length}\n${queries.map(([k, x]) => `${k} ${x}`).join('\n')}\n`;

function hiddenInputs(random: Random, fewest: boolean): FamilyPuzzle['hidden'] {
  const most = fewest ? MAX_FLOORS : MAX_DROPS;
  const everyItems = (x: number) => Array.from({ length: MAX_ITEMS }, (_, i) => [i + 1, x] as const);
  const randomQueries = (q: number, max: number) =>
    Array.from({ length: q }, () => [random.int(1, MAX_ITEMS), random.int(1, max)] as const);
  // Towers exactly as tall as some number of drops settles, and one floor taller: an off-by-one shows.
  const exactTowers = Array.from({ length: 30 }, () => {
    const k = random.int(1, MAX_ITEMS);
    let drops = random.int(2, 40);
    while (tallestTower(k, drops) > MAX_FLOORS) drops -= 1;
    return [k, Math.min(MAX_FLOORS, tallestTower(k, drops) + random.int(0, 1))] as const;
  });
  return [
    { input: queriesInput([[1, 1]]) },
    { input: queriesInput(everyItems(most)) },
    { input: queriesInput(everyItems(1)) },
    { input: queriesInput(fewest ? exactTowers : randomQueries(30, 12)) },
    { input: queriesInput(Array.from({ length: 20 }, (_, i) => [2, i + 1] as const)) },
    { input: queriesInput(randomQueries(MAX_QUESTIONS, 60)) },
    { input: queriesInput(randomQueries(MAX_QUESTIONS, most)) },
    { input: queriesInput(Array.from({ length: 10 }, (_, i) => [1 + (i % 2), most - i] as const)) },
  ];
}

function programs(fewest: boolean): FamilyPuzzle['code'] {
  const fnPython = fewest ? 'fewest_drops' : 'tallest_tower';
  const fnOther = fewest ? 'fewestDrops' : 'tallestTower';
  const x = fewest ? 'floors' : 'drops';
  const task = fewest
    ? 'the fewest drops that always find the critical floor of a building of `floors` floors'
    : 'the most floors for which `drops` drops always find the critical floor';
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    data = sys.stdin.read().split()
    q = int(data[0])
    answers = [${fnPython}(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(q)]
    print("\\n".join(map(str, answers)))`,
    });
  const c = (fn: string) =>
    cProgram({
      head: '#include <stdio.h>',
      functions: fn,
      main: `    int q;
    if (scanf("%d", &q) != 1) return 0;
    for (int i = 0; i < q; i++) {
        int items;
        long long ${x};
        scanf("%d %lld", &items, &${x});
        printf("%lld\\n", ${fnPython}(items, ${x}));
    }`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(reader.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer tokens = new StringTokenizer(reader.readLine());
            int items = Integer.parseInt(tokens.nextToken());
            long ${x} = Long.parseLong(tokens.nextToken());
            out.append(${fnOther}(items, ${x})).append('\\n');
        }
        System.out.print(out);`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int q;
    if (!(cin >> q)) return 0;
    for (int i = 0; i < q; i++) {
        int items;
        long long ${x};
        cin >> items >> ${x};
        cout << ${fnPython}(items, ${x}) << '\\n';
    }`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    const q = Number(next());
    const answers = [];
    for (let i = 0; i < q; i++) {
        const items = Number(next());
        const ${x} = Number(next());
        answers.push(${fnOther}(items, ${x}));
    }
    console.log(answers.join('\\n'));`,
    });
  // covered[k]: the most floors settled with the drops made so far and k items.
  const pythonBody = fewest
    ? `    covered = [0] * (items + 1)
    drops = 0
    while covered[items] < floors:
        drops += 1
        for k in range(items, 0, -1):
            covered[k] += covered[k - 1] + 1
    return drops`
    : `    covered = [0] * (items + 1)
    for _ in range(drops):
        for k in range(items, 0, -1):
            covered[k] += covered[k - 1] + 1
    return covered[items]`;
  const cBody = fewest
    ? `    long long covered[${MAX_ITEMS + 1}] = {0};
    long long drops = 0;
    while (covered[items] < floors) {
        drops++;
        for (int k = items; k >= 1; k--) covered[k] += covered[k - 1] + 1;
    }
    return drops;`
    : `    long long covered[${MAX_ITEMS + 1}] = {0};
    for (long long d = 0; d < drops; d++)
        for (int k = items; k >= 1; k--) covered[k] += covered[k - 1] + 1;
    return covered[items];`;
  const javaBody = cBody
    .replace(`long long covered[${MAX_ITEMS + 1}] = {0};`, 'long[] covered = new long[items + 1];')
    .replaceAll('long long', 'long')
    .replaceAll('\n    ', '\n        ');
  const javascriptBody = fewest
    ? `    const covered = new Array(items + 1).fill(0);
    let drops = 0;
    while (covered[items] < floors) {
        drops++;
        for (let k = items; k >= 1; k--) covered[k] += covered[k - 1] + 1;
    }
    return drops;`
    : `    // At most C(${MAX_DROPS}, 1) + ... + C(${MAX_DROPS}, ${MAX_ITEMS}) floors, far below 2^53: exact as numbers.
    const covered = new Array(items + 1).fill(0);
    for (let d = 0; d < drops; d++)
        for (let k = items; k >= 1; k--) covered[k] += covered[k - 1] + 1;
    return covered[items];`;
  return {
    python: {
      solution: python(`def ${fnPython}(items, ${x}):
    # covered[k]: the most floors settled with the drops made so far and k items.
${pythonBody}`),
      starter: python(`def ${fnPython}(items, ${x}):
    # Return ${task}, with \`items\` items.
    return 0`),
    },
    c: {
      solution: c(`/* covered[k]: the most floors settled with the drops made so far and k items. */
static long long ${fnPython}(int items, long long ${x}) {
${cBody}
}`),
      starter: c(`/* Return ${task}, with \`items\` items. */
static long long ${fnPython}(int items, long long ${x}) {
    return 0;
}`),
    },
    java: {
      solution: java(`    /** covered[k]: the most floors settled with the drops made so far and k items. */
    static long ${fnOther}(int items, long ${x}) {
    ${javaBody}
    }`),
      starter: java(`    /** Return ${task}, with {@code items} items. */
    static long ${fnOther}(int items, long ${x}) {
        return 0;
    }`),
    },
    cpp: {
      solution: cpp(`// covered[k]: the most floors settled with the drops made so far and k items.
long long ${fnPython}(int items, long long ${x}) {
${cBody}
}`),
      starter: cpp(`// Return ${task}, with \`items\` items.
long long ${fnPython}(int items, long long ${x}) {
    return 0;
}`),
    },
    javascript: {
      solution: javascript(`/** covered[k]: the most floors settled with the drops made so far and k items. */
function ${fnOther}(items, ${x}) {
${javascriptBody}
}`),
      starter: javascript(`/** Return ${task}, with \`items\` items. */
function ${fnOther}(items, ${x}) {
    return 0;
}`),
    },
  };
}

/** Halves the building at every drop as if items were endless: right only when there are items to spare. */
function halving(fewest: boolean): string {
  return `import sys

data = sys.stdin.read().split()
q = int(data[0])
out = []
for i in range(q):
    items, x = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    out.append(x.bit_length() if ${fewest ? 'True' : 'False'} else 2 ** x - 1)
print("\\n".join(map(str, out)))
`;
}

/** Forgets the outcome "it never breaks" (or "it always breaks"): one possible floor too few. */
function oneDropShort(fewest: boolean): string {
  const answer = fewest
    ? `long long drops = 0;
        while (covered[items] < floors + 1) {
            drops++;
            for (int k = items; k >= 1; k--) covered[k] += covered[k - 1] + 1;
        }
        printf("%lld\\n", drops);`
    : `for (long long d = 0; d < x; d++)
            for (int k = items; k >= 1; k--) covered[k] += covered[k - 1] + 1;
        printf("%lld\\n", covered[items] - 1);`;
  return `#include <stdio.h>

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    for (int i = 0; i < q; i++) {
        int items;
        long long ${fewest ? 'floors' : 'x'};
        scanf("%d %lld", &items, &${fewest ? 'floors' : 'x'});
        long long covered[8] = {0};
        ${answer}
    }
    return 0;
}
`;
}
