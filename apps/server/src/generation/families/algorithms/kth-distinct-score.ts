import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { capitalised } from '../../text';
import {
  CPP_HEAD,
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
 * The k-th best (or worst) distinct value of a list, told as a contest's results: seeds choose the contest,
 * k and whether higher or lower is better. Easy: sorting, then skipping repeats.
 */

interface Contest {
  id: string;
  /** "At the Friday bowling league" */
  place: string;
  /** "scores" */
  things: string;
  /** "score" */
  thing: string;
  /** What a value counts: "pins knocked down". */
  unit: string;
  /** Whether the contest calls the highest value the best. */
  highIsBest: boolean;
  title: string;
}

const CONTESTS: readonly Contest[] = [
  {
    id: 'bowling',
    place: 'At the Friday bowling league',
    things: 'scores',
    thing: 'score',
    unit: 'pins knocked down in a game',
    highIsBest: true,
    title: 'Bowling League',
  },
  {
    id: 'swimming',
    place: 'At the school swimming gala',
    things: 'times',
    thing: 'time',
    unit: 'hundredths of a second for one length',
    highIsBest: false,
    title: 'Swimming Gala',
  },
  {
    id: 'pumpkins',
    place: 'At the village pumpkin show',
    things: 'weights',
    thing: 'weight',
    unit: 'grams on the market scales',
    highIsBest: true,
    title: 'Pumpkin Show',
  },
  {
    id: 'puzzle-race',
    place: 'At the library jigsaw race',
    things: 'times',
    thing: 'time',
    unit: 'seconds to finish the puzzle',
    highIsBest: false,
    title: 'Jigsaw Race',
  },
];

const ORDINALS = ['', 'first', 'second', 'third', 'fourth'] as const;

export const kthDistinctScore: PuzzleFamily = {
  id: 'algorithms/kth-distinct-score',
  track: 'algorithms',
  topic: 'sorting-and-searching',
  difficulties: ['easy'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const contest = random.pick(CONTESTS);
    const k = random.int(2, 4);
    // The twist: the award goes to the k-th best, or (a consolation prize) to the k-th worst.
    const best = random.next() < 0.7;
    const highest = best === contest.highIsBest;
    const ordinal = ORDINALS[k] ?? `${k}th`;
    const direction = highest ? 'highest' : 'lowest';
    const award = best ? 'a medal' : 'the consolation prize';
    const solve = (input: string) => kthDistinct(parseList(input), k, highest);
    const example = exampleInput(random, k);

    return {
      title: `${capitalised(ordinal)} ${best ? 'Best' : 'Last'} at the ${contest.title}`,
      description: `Find the ${ordinal} ${direction} distinct ${contest.thing} of the ${contest.title.toLowerCase()}.`,
      statement: [
        `${contest.place}, the organisers wrote down n ${contest.things}, each a whole number of ${contest.unit}.`,
        `This year ${award} goes to whoever has the **${ordinal} ${direction}** ${contest.thing}, counting`,
        `**equal ${contest.things} once**: in 9 7 9 5 the highest distinct value is 9, the second highest 7.`,
        '',
        `Print that ${contest.thing}, or \`NONE\` when fewer than ${k} different ${contest.things} were written down.`,
      ].join('\n'),
      input: `The first line holds n. The second line holds the n ${contest.things}, separated by spaces.`,
      output: `One line: the ${ordinal} ${direction} distinct ${contest.thing}, or NONE.`,
      constraints: ['1 ≤ n ≤ 1000', `0 ≤ each ${contest.thing} ≤ 10^9`].join('\n'),
      hints: [
        `Write the ${contest.things} of the first example in order, ${direction} first, and strike out repeats.`,
        `Sort the list so the ${direction} values come first, then walk it and count a value only when it differs from the one before.`,
      ],
      examples: [
        {
          input: example,
          explanation: `In order, ${direction} first, without repeats: ${distinctInOrder(parseList(example), highest).join(', ')}. The ${ordinal} of them is ${solve(example).trim()}.`,
        },
        {
          input: listInput(Array.from({ length: k + 1 }, () => 40 + k * 5)),
          explanation: `All ${k + 1} ${contest.things} are equal: there is only one distinct ${contest.thing}, fewer than ${k}.`,
        },
      ],
      hidden: hiddenInputs(random, k),
      solve,
      code: programs(k, highest),
      wrong: [{ name: 'counts-repeats', language: 'python', source: countsRepeats(k, highest) }],
      parameters: { contest: contest.id, k, highest: highest ? 1 : 0, best: best ? 1 : 0 },
    };
  },
};

function distinctInOrder(values: readonly number[], highest: boolean): number[] {
  return [...new Set(values)].sort((a, b) => (highest ? b - a : a - b));
}

function kthDistinct(values: readonly number[], k: number, highest: boolean): string {
  const distinct = distinctInOrder(values, highest);
  return `${distinct[k - 1] ?? 'NONE'}\n`;
}

/** Seven values with repeats around the answer: a solution that counts repeats gives another answer. */
function exampleInput(random: Random, k: number): string {
  const base = random.int(3, 9) * 10;
  const values = [base + 20, base + 20, base + 10, base + 30, base, base + 30, base + 10].slice(0, 5 + k - 2);
  return listInput(random.shuffle(values));
}

function hiddenInputs(random: Random, k: number): FamilyPuzzle['hidden'] {
  const randomList = (n: number, max: number) => Array.from({ length: n }, () => random.int(0, max));
  const ascending = Array.from({ length: 50 }, (_, index) => index * 3);
  return [
    { input: listInput([random.int(0, 1_000_000_000)]) },
    { input: listInput(Array.from({ length: k }, (_, index) => (index + 1) * 1000)) },
    { input: listInput(Array.from({ length: k + 3 }, (_, index) => index % (k - 1))) },
    { input: listInput(ascending) },
    { input: listInput([...ascending].reverse()) },
    { input: listInput([0, 1_000_000_000, 0, 1_000_000_000, 500_000_000, 500_000_000, 1]) },
    { input: listInput(randomList(1000, 30)) },
    { input: listInput(randomList(1000, 1_000_000_000)) },
  ];
}

function programs(k: number, highest: boolean): FamilyPuzzle['code'] {
  const order = highest ? 'highest' : 'lowest';
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    data = sys.stdin.read().split()
    n = int(data[0])
    answer = kth_distinct([int(x) for x in data[1:1 + n]])
    print("NONE" if answer is None else answer)`,
    });
  const c = (fn: string) =>
    cProgram({
      functions: fn,
      main: `${cReadList('long long', 'values')}
    long long answer;
    if (kth_distinct(values, n, &answer)) printf("%lld\\n", answer);
    else puts("NONE");
    free(values);`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int n = Integer.parseInt(tokens.nextToken());
        tokens = new StringTokenizer(reader.readLine());
        long[] values = new long[n];
        for (int i = 0; i < n; i++) values[i] = Long.parseLong(tokens.nextToken());
        Long answer = kthDistinct(values);
        System.out.println(answer == null ? "NONE" : answer.toString());`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      head: `#include <optional>\n${CPP_HEAD}`,
      functions: fn,
      main: `${cppReadList('long long', 'values')}
    optional<long long> answer = kth_distinct(values);
    if (answer) cout << *answer << '\\n';
    else cout << "NONE\\n";`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `${javascriptReadList('values')}
    const answer = kthDistinct(values);
    console.log(answer === null ? 'NONE' : String(answer));`,
    });
  return {
    python: {
      solution: python(`def kth_distinct(values):
    distinct = sorted(set(values), reverse=${highest ? 'True' : 'False'})
    return distinct[${k - 1}] if len(distinct) >= ${k} else None`),
      starter: python(`def kth_distinct(values):
    # Return the ${ORDINALS[k]} ${order} distinct value of the list, or None when there are fewer than ${k}.
    return None`),
    },
    c: {
      solution: c(`static int ${order}_first(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return ${highest ? '(x < y) - (x > y)' : '(x > y) - (x < y)'};
}

/* Puts the ${ORDINALS[k]} ${order} distinct value in *answer and returns 1, or returns 0 when there is none. */
static int kth_distinct(long long *values, int n, long long *answer) {
    qsort(values, n, sizeof *values, ${order}_first);
    int rank = 0;
    for (int i = 0; i < n; i++) {
        if (i > 0 && values[i] == values[i - 1]) continue;
        if (++rank == ${k}) {
            *answer = values[i];
            return 1;
        }
    }
    return 0;
}`),
      starter:
        c(`/* Put the ${ORDINALS[k]} ${order} distinct value in *answer and return 1, or return 0 when there are fewer than ${k}. */
static int kth_distinct(long long *values, int n, long long *answer) {
    return 0;
}`),
    },
    java: {
      solution:
        java(`    /** The ${ORDINALS[k]} ${order} distinct value, or null when there are fewer than ${k}. */
    static Long kthDistinct(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int rank = 0;
        for (int step = 0; step < sorted.length; step++) {
            int i = ${highest ? 'sorted.length - 1 - step' : 'step'};
            if (step > 0 && sorted[i] == sorted[${highest ? 'i + 1' : 'i - 1'}]) continue;
            if (++rank == ${k}) return sorted[i];
        }
        return null;
    }`),
      starter:
        java(`    /** Return the ${ORDINALS[k]} ${order} distinct value, or null when there are fewer than ${k}. */
    static Long kthDistinct(long[] values) {
        return null;
    }`),
    },
    cpp: {
      solution: cpp(`// The ${ORDINALS[k]} ${order} distinct value, or nullopt when there are fewer than ${k}.
optional<long long> kth_distinct(vector<long long> values) {
    sort(values.begin(), values.end(), ${highest ? 'greater<long long>()' : 'less<long long>()'});
    int rank = 0;
    for (size_t i = 0; i < values.size(); i++) {
        if (i > 0 && values[i] == values[i - 1]) continue;
        if (++rank == ${k}) return values[i];
    }
    return nullopt;
}`),
      starter:
        cpp(`// Return the ${ORDINALS[k]} ${order} distinct value, or nullopt when there are fewer than ${k}.
optional<long long> kth_distinct(vector<long long> values) {
    return nullopt;
}`),
    },
    javascript: {
      solution:
        javascript(`// The ${ORDINALS[k]} ${order} distinct value, or null when there are fewer than ${k}.
function kthDistinct(values) {
    const sorted = [...values].sort((a, b) => ${highest ? 'b - a' : 'a - b'});
    let rank = 0;
    for (let i = 0; i < sorted.length; i++) {
        if (i > 0 && sorted[i] === sorted[i - 1]) continue;
        if (++rank === ${k}) return sorted[i];
    }
    return null;
}`),
      starter:
        javascript(`// Return the ${ORDINALS[k]} ${order} distinct value, or null when there are fewer than ${k}.
function kthDistinct(values) {
    return null;
}`),
    },
  };
}

/** Forgets that equal values count once. */
function countsRepeats(k: number, highest: boolean): string {
  return `import sys

data = sys.stdin.read().split()
values = sorted((int(x) for x in data[1:1 + int(data[0])]), reverse=${highest ? 'True' : 'False'})
print(values[${k - 1}] if len(values) >= ${k} else "NONE")
`;
}
