import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { capitalised } from '../../text';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * The ants-on-a-stick teaser: walkers on a line turn round whenever two meet, so together they move exactly
 * as if they walked through each other, and they never change order. Sorting the "ghost" times or positions
 * and handing them out in the walkers' order answers for every walker. Seeds choose the setting and the
 * question: when each walker leaves the line, or where each one is after T seconds. A walker that keeps its
 * own ghost's answer is wrong as soon as two walkers meet.
 */

interface Setting {
  id: string;
  intro: string;
  walker: string;
  walkers: string;
  line: string;
  /** The two ends, and the letters for walking towards them. */
  lowEnd: string;
  highEnd: string;
  lowLetter: string;
  highLetter: string;
  /** What walking off an end is, in the story: "drops off". */
  leaves: string;
  unit: string;
  title: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'ants',
    intro: 'A twig lies across a puddle, and some ants are marching along it.',
    walker: 'ant',
    walkers: 'ants',
    line: 'twig',
    lowEnd: 'left end',
    highEnd: 'right end',
    lowLetter: 'L',
    highLetter: 'R',
    leaves: 'drops off',
    unit: 'millimetres',
    title: 'Ants on the Twig',
  },
  {
    id: 'mice',
    intro: 'On a long toy-shop shelf, the shopkeeper winds up some clockwork mice and lets them go.',
    walker: 'mouse',
    walkers: 'mice',
    line: 'shelf',
    lowEnd: 'west end',
    highEnd: 'east end',
    lowLetter: 'W',
    highLetter: 'E',
    leaves: 'tumbles off',
    unit: 'centimetres',
    title: 'Clockwork Mice on the Shelf',
  },
  {
    id: 'boats',
    intro: 'On a narrow canal at the fair, bumper boats putter along in single file, with no room to pass.',
    walker: 'boat',
    walkers: 'boats',
    line: 'canal',
    lowEnd: 'north lock',
    highEnd: 'south lock',
    lowLetter: 'N',
    highLetter: 'S',
    leaves: 'leaves the canal through the lock',
    unit: 'metres',
    title: 'Bumper Boats on the Canal',
  },
  {
    id: 'marbles',
    intro: 'Marbles roll along a straight, level rain gutter, knocking into each other.',
    walker: 'marble',
    walkers: 'marbles',
    line: 'gutter',
    lowEnd: 'garden end',
    highEnd: 'street end',
    lowLetter: 'G',
    highLetter: 'S',
    leaves: 'falls out',
    unit: 'centimetres',
    title: 'Marbles in the Gutter',
  },
];

type Question = 'leave' | 'where';

const MAX_WALKERS = 50_000;
const MAX_LENGTH = 1_000_000;
const MAX_TIME = 1_000_000_000;

interface Walkers {
  length: number;
  time: number;
  positions: number[];
  towardHigh: boolean[];
}

export const bouncingWalkers: PuzzleFamily = {
  id: 'logic-puzzles/bouncing-walkers',
  track: 'logic-puzzles',
  topic: 'brain-teasers',
  difficulties: ['medium'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const question: Question = random.next() < 0.5 ? 'leave' : 'where';
    const leave = question === 'leave';
    const { walker, walkers, line, lowEnd, highEnd, lowLetter, highLetter, unit } = setting;
    const aWalker = `${/^[aeiou]/.test(walker) ? 'an' : 'a'} ${walker}`;
    const format = (walkersInput: Walkers) => {
      const answers = leave ? leaveTimes(walkersInput) : placesAfter(walkersInput);
      return `${answers.map((answer) => (answer < 0 ? 'GONE' : String(answer))).join('\n')}\n`;
    };
    const solve = (input: string) => format(parseWalkers(input, leave));
    const writeInput = (walkersInput: Walkers) => inputOf(walkersInput, leave, setting);
    const examples = exampleWalkers(random, leave).map((example) => ({
      input: writeInput(example),
      explanation: explain(example, leave, setting),
    }));

    return {
      title: leave ? `When the ${setting.title} Leave` : `${setting.title}, T Seconds Later`,
      description: leave
        ? `${capitalised(walkers)} turn round whenever they meet: when does each one leave the ${line}?`
        : `${capitalised(walkers)} turn round whenever they meet: where is each one after T seconds?`,
      statement: [
        `${setting.intro} The ${line} is L ${unit} long, and every ${walker} starts at a whole number of ${unit}`,
        `from the ${lowEnd}, strictly between the two ends, no two at the same place. Each ${walker} moves at`,
        `exactly one ${unit.replace(/s$/, '')} per second, towards the ${lowEnd} (\`${lowLetter}\`) or towards the ${highEnd} (\`${highLetter}\`).`,
        '',
        `Whenever two ${walkers} meet head-on, **both instantly turn round** and go on at the same speed the other`,
        `way: they never pass each other. This may happen at a whole or a half ${unit.replace(/s$/, '')}. ${capitalised(aWalker)} that reaches`,
        `either end ${setting.leaves} at that moment and takes no further part.`,
        '',
        leave
          ? `For every ${walker}, in the order of the input, print the **moment** (in seconds from the start) at which it ${setting.leaves}. Every ${walker} leaves sooner or later.`
          : `For every ${walker}, in the order of the input, print **where it is after exactly T seconds**: its distance from the ${lowEnd}, or \`GONE\` if it has already left (${aWalker} that reaches an end at exactly T seconds has left).`,
      ].join('\n'),
      input: [
        leave ? `The first line holds n and L.` : `The first line holds n, L and T.`,
        `Each of the next n lines holds one ${walker}: its distance from the ${lowEnd} and its direction, \`${lowLetter}\` or \`${highLetter}\`.`,
      ].join(' '),
      output: leave
        ? `n lines: the moment each ${walker} ${setting.leaves}, in the order of the input.`
        : `n lines: where each ${walker} is after T seconds, or GONE, in the order of the input.`,
      constraints: [
        `1 ≤ n ≤ ${MAX_WALKERS}`,
        `n < L ≤ ${MAX_LENGTH}`,
        ...(leave ? [] : [`0 ≤ T ≤ ${MAX_TIME}`]),
        '0 < each distance < L, all distances different',
      ].join('\n'),
      hints: [
        `Watch two ${walkers} meeting from far away, without their names: does the picture look any different if they pass through each other instead of turning round?`,
        `So the set of ${leave ? 'moments at each end' : 'places'} is easy to know. Which ${walker} is which? The ${walkers} never change their order along the ${line}.`,
      ],
      examples,
      hidden: hiddenInputs(random).map((test) => ({
        input: writeInput(test.walkers),
        ...(test.large ? { large: true } : {}),
      })),
      solve,
      code: programs(leave, setting),
      wrong: [
        { name: 'keeps-own-ghost', language: 'python', source: ownGhost(leave, setting) },
        { name: 'unsorted-handout', language: 'python', source: unsortedHandout(leave, setting) },
      ],
      parameters: { setting: setting.id, question },
      limits: { outputKb: 512 },
    };
  },
};

const orderAlongLine = (positions: readonly number[]) =>
  positions.map((_, index) => index).sort((a, b) => (positions[a] ?? 0) - (positions[b] ?? 0));

/** When each walker leaves: the k-th from the low end takes the k-th earliest moment a ghost leaves there. */
function leaveTimes({ length, positions, towardHigh }: Walkers): number[] {
  const low = positions.filter((_, i) => !towardHigh[i]).sort((a, b) => a - b);
  const high = positions
    .filter((_, i) => towardHigh[i])
    .map((p) => length - p)
    .sort((a, b) => a - b);
  const answers = new Array<number>(positions.length).fill(0);
  orderAlongLine(positions).forEach((walker, rank) => {
    answers[walker] = rank < low.length ? (low[rank] ?? 0) : (high[positions.length - 1 - rank] ?? 0);
  });
  return answers;
}

/** Where each walker is after T seconds (−1 once gone): the ghosts' places, sorted, in the walkers' order. */
function placesAfter({ length, time, positions, towardHigh }: Walkers): number[] {
  const ghosts = positions.map((p, i) => (towardHigh[i] ? p + time : p - time)).sort((a, b) => a - b);
  const answers = new Array<number>(positions.length).fill(-1);
  orderAlongLine(positions).forEach((walker, rank) => {
    const place = ghosts[rank] ?? 0;
    if (place > 0 && place < length) answers[walker] = place;
  });
  return answers;
}

function parseWalkers(input: string, leave: boolean): Walkers {
  const tokens = input.trim().split(/\s+/);
  const n = Number(tokens[0]);
  const length = Number(tokens[1]);
  const time = leave ? 0 : Number(tokens[2]);
  const start = leave ? 2 : 3;
  const positions: number[] = [];
  const towardHigh: boolean[] = [];
  for (let i = 0; i < n; i++) {
    positions.push(Number(tokens[start + 2 * i]));
    towardHigh.push(HIGH_LETTERS.has(tokens[start + 2 * i + 1] ?? ''));
  }
  return { length, time, positions, towardHigh };
}

/** The letters that mean "towards the high end": no setting's low-end letter is among them. */
const HIGH_LETTERS = new Set(SETTINGS.map((setting) => setting.highLetter));

function inputOf(walkers: Walkers, leave: boolean, setting: Setting): string {
  const head = leave
    ? `${walkers.positions.length} ${walkers.length}`
    : `${walkers.positions.length} ${walkers.length} ${walkers.time}`;
  const lines = walkers.positions.map(
    (p, i) => `${p} ${walkers.towardHigh[i] ? setting.highLetter : setting.lowLetter}`,
  );
  return `${head}\n${lines.join('\n')}\n`;
}

function explain(example: Walkers, leave: boolean, setting: Setting): string {
  const { positions, towardHigh, length, time } = example;
  const order = orderAlongLine(positions).map((i) => i + 1);
  const answers = leave ? leaveTimes(example) : placesAfter(example);
  const shown = answers.map((answer, i) => `${setting.walker} ${i + 1}: ${answer < 0 ? 'GONE' : answer}`);
  if (leave) {
    const lowCount = towardHigh.filter((high) => !high).length;
    return `If the ${setting.walkers} passed through each other, ${lowCount} would reach the ${setting.lowEnd} and ${positions.length - lowCount} the ${setting.highEnd}, at the same moments as now. From the ${setting.lowEnd} the ${setting.walkers} stand in the order ${order.join(', ')}, and they keep that order, so the first ${lowCount} of them leave at the ${setting.lowEnd}, nearest first. So ${shown.join(', ')}.`;
  }
  const ghosts = positions.map((p, i) => (towardHigh[i] ? p + time : p - time)).sort((a, b) => a - b);
  return `Passing through each other, the ${setting.walkers} would be at ${ghosts.join(', ')} after ${time} seconds (outside 1 to ${length - 1} means gone). They keep their order along the ${setting.line}, ${order.join(', ')} from the ${setting.lowEnd}, so ${shown.join(', ')}.`;
}

function exampleWalkers(random: Random, leave: boolean): Walkers[] {
  const time = random.int(2, 4);
  return [
    { length: 10, time, positions: [2, 7, 4], towardHigh: [true, false, true] },
    leave
      ? { length: 12, time: 0, positions: [9, 1, 5, 6], towardHigh: [false, true, false, true] }
      : { length: 12, time: 7, positions: [9, 1, 5, 6], towardHigh: [false, true, true, false] },
  ];
}

function hiddenInputs(random: Random): Array<{ walkers: Walkers; large?: boolean }> {
  const scatter = (n: number, length: number, time: number): Walkers => {
    const taken = new Set<number>();
    while (taken.size < n) taken.add(random.int(1, length - 1));
    const positions = random.shuffle([...taken]);
    return { length, time, positions, towardHigh: positions.map(() => random.next() < 0.5) };
  };
  const allOneWay = (n: number, high: boolean): Walkers => ({
    length: n + 1,
    time: random.int(1, n),
    positions: random.shuffle(Array.from({ length: n }, (_, i) => i + 1)),
    towardHigh: new Array<boolean>(n).fill(high),
  });
  const packed = (n: number): Walkers => ({
    length: n + 1,
    time: random.int(1, n),
    positions: random.shuffle(Array.from({ length: n }, (_, i) => i + 1)),
    towardHigh: Array.from({ length: n }, () => random.next() < 0.5),
  });
  return [
    { walkers: { length: 2, time: 1, positions: [1], towardHigh: [false] } },
    { walkers: { length: 2, time: 0, positions: [1], towardHigh: [true] } },
    { walkers: { length: 3, time: 1, positions: [2, 1], towardHigh: [false, true] } },
    { walkers: allOneWay(20, true) },
    { walkers: allOneWay(20, false) },
    { walkers: packed(30) },
    { walkers: scatter(200, 1000, random.int(1, 600)) },
    { walkers: scatter(500, MAX_LENGTH, random.int(1, MAX_LENGTH)) },
    { walkers: scatter(MAX_WALKERS, MAX_LENGTH, random.int(MAX_LENGTH / 4, MAX_LENGTH)), large: true },
    { walkers: packed(3000) },
  ];
}

function programs(leave: boolean, setting: Setting): FamilyPuzzle['code'] {
  const high = setting.highLetter;
  const what = leave
    ? 'the moment each walker leaves'
    : 'where each walker is after t seconds, or -1 once it has left';
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    data = sys.stdin.buffer.read().split()
    n, length = int(data[0]), int(data[1])
    ${leave ? 'start = 2' : 't = int(data[2])\n    start = 3'}
    positions = [int(x) for x in data[start:start + 2 * n:2]]
    toward_high = [x == b"${high}" for x in data[start + 1:start + 2 * n:2]]
    answers = ${leave ? 'leave_times(length, positions, toward_high)' : 'places_after(length, t, positions, toward_high)'}
    sys.stdout.write("\\n".join("GONE" if a < 0 else str(a) for a in answers) + "\\n")`,
    });
  const c = (fn: string) =>
    cProgram({
      functions: fn,
      main: `    int n;
    long long length, t = 0;
    if (scanf("%d %lld", &n, &length) != 2) return 0;
    ${leave ? '' : 'scanf("%lld", &t);'}
    long long *positions = malloc(sizeof *positions * n);
    int *toward_high = malloc(sizeof *toward_high * n);
    long long *answers = malloc(sizeof *answers * n);
    for (int i = 0; i < n; i++) {
        char direction[4];
        scanf("%lld %3s", &positions[i], direction);
        toward_high[i] = direction[0] == '${high}';
    }
    ${leave ? 'leave_times(n, length, positions, toward_high, answers);' : 'places_after(n, length, t, positions, toward_high, answers);'}
    for (int i = 0; i < n; i++) {
        if (answers[i] < 0) puts("GONE");
        else printf("%lld\\n", answers[i]);
    }
    free(positions);
    free(toward_high);
    free(answers);`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int n = Integer.parseInt(tokens.nextToken());
        long length = Long.parseLong(tokens.nextToken());
        ${leave ? '' : 'long t = Long.parseLong(tokens.nextToken());'}
        long[] positions = new long[n];
        boolean[] towardHigh = new boolean[n];
        for (int i = 0; i < n; i++) {
            tokens = new StringTokenizer(reader.readLine());
            positions[i] = Long.parseLong(tokens.nextToken());
            towardHigh[i] = tokens.nextToken().equals("${high}");
        }
        long[] answers = ${leave ? 'leaveTimes(length, positions, towardHigh)' : 'placesAfter(length, t, positions, towardHigh)'};
        StringBuilder out = new StringBuilder();
        for (long answer : answers) out.append(answer < 0 ? "GONE" : Long.toString(answer)).append('\\n');
        System.out.print(out);`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int n;
    ${leave ? 'long long length;\n    if (!(cin >> n >> length)) return 0;' : 'long long length, t;\n    if (!(cin >> n >> length >> t)) return 0;'}
    vector<long long> positions(n);
    vector<bool> toward_high(n);
    for (int i = 0; i < n; i++) {
        string direction;
        cin >> positions[i] >> direction;
        toward_high[i] = direction == "${high}";
    }
    vector<long long> answers = ${leave ? 'leave_times(length, positions, toward_high)' : 'places_after(length, t, positions, toward_high)'};
    for (long long answer : answers) {
        if (answer < 0) cout << "GONE\\n";
        else cout << answer << '\\n';
    }`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    const n = Number(next());
    const length = Number(next());
    ${leave ? '' : 'const t = Number(next());\n    '}const positions = new Array(n);
    const towardHigh = new Array(n);
    for (let i = 0; i < n; i++) {
        positions[i] = Number(next());
        towardHigh[i] = next() === '${high}';
    }
    const answers = ${leave ? 'leaveTimes(length, positions, towardHigh)' : 'placesAfter(length, t, positions, towardHigh)'};
    process.stdout.write(answers.map((answer) => (answer < 0 ? 'GONE' : String(answer))).join('\\n') + '\\n');`,
    });
  const cppCommon = `// Walker indices in order from the low end: each position times 2^20 plus its index, sorted.
vector<int> order_along(const vector<long long> &positions) {
    int n = positions.size();
    vector<long long> keys(n);
    for (int i = 0; i < n; i++) keys[i] = (positions[i] << 20) | i;
    sort(keys.begin(), keys.end());
    vector<int> order(n);
    for (int i = 0; i < n; i++) order[i] = keys[i] & ((1 << 20) - 1);
    return order;
}`;
  const cppSolution = leave
    ? `${cppCommon}

// Passing through each other, the walkers would leave at these moments; they never change order, so the
// k-th from the low end takes the k-th earliest moment there, and likewise from the high end.
vector<long long> leave_times(long long length, const vector<long long> &positions, const vector<bool> &toward_high) {
    int n = positions.size();
    vector<long long> low, high;
    for (int i = 0; i < n; i++) {
        if (toward_high[i]) high.push_back(length - positions[i]);
        else low.push_back(positions[i]);
    }
    sort(low.begin(), low.end());
    sort(high.begin(), high.end());
    int lows = low.size();
    vector<int> order = order_along(positions);
    vector<long long> answers(n);
    for (int rank = 0; rank < n; rank++) answers[order[rank]] = rank < lows ? low[rank] : high[n - 1 - rank];
    return answers;
}`
    : `${cppCommon}

// Passing through each other, the walkers would be at these places; they never change order, so the
// k-th from the low end is at the k-th smallest place (gone, -1, if outside the line).
vector<long long> places_after(long long length, long long t, const vector<long long> &positions,
                               const vector<bool> &toward_high) {
    int n = positions.size();
    vector<long long> ghosts(n);
    for (int i = 0; i < n; i++) ghosts[i] = toward_high[i] ? positions[i] + t : positions[i] - t;
    sort(ghosts.begin(), ghosts.end());
    vector<int> order = order_along(positions);
    vector<long long> answers(n);
    for (int rank = 0; rank < n; rank++)
        answers[order[rank]] = ghosts[rank] > 0 && ghosts[rank] < length ? ghosts[rank] : -1;
    return answers;
}`;
  const javascriptCommon = `/** Walker indices in order from the low end: each position times 2^20 plus its index, sorted. */
function orderAlong(positions) {
    const n = positions.length;
    // Below 2^40: exact as doubles, and a Float64Array sorts numerically.
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = positions[i] * 1048576 + i;
    keys.sort();
    const order = new Int32Array(n);
    for (let i = 0; i < n; i++) order[i] = keys[i] % 1048576;
    return order;
}`;
  const javascriptSolution = leave
    ? `${javascriptCommon}

/**
 * Passing through each other, the walkers would leave at these moments; they never change order, so the
 * k-th from the low end takes the k-th earliest moment there, and likewise from the high end.
 */
function leaveTimes(length, positions, towardHigh) {
    const n = positions.length;
    const lowList = [];
    const highList = [];
    for (let i = 0; i < n; i++) {
        if (towardHigh[i]) highList.push(length - positions[i]);
        else lowList.push(positions[i]);
    }
    const low = Float64Array.from(lowList).sort();
    const high = Float64Array.from(highList).sort();
    const lows = low.length;
    const order = orderAlong(positions);
    const answers = new Array(n);
    for (let rank = 0; rank < n; rank++) answers[order[rank]] = rank < lows ? low[rank] : high[n - 1 - rank];
    return answers;
}`
    : `${javascriptCommon}

/**
 * Passing through each other, the walkers would be at these places; they never change order, so the
 * k-th from the low end is at the k-th smallest place (gone, -1, if outside the line).
 */
function placesAfter(length, t, positions, towardHigh) {
    const n = positions.length;
    const ghosts = new Float64Array(n);
    for (let i = 0; i < n; i++) ghosts[i] = towardHigh[i] ? positions[i] + t : positions[i] - t;
    ghosts.sort();
    const order = orderAlong(positions);
    const answers = new Array(n);
    for (let rank = 0; rank < n; rank++)
        answers[order[rank]] = ghosts[rank] > 0 && ghosts[rank] < length ? ghosts[rank] : -1;
    return answers;
}`;
  const pythonSolution = leave
    ? `def leave_times(length, positions, toward_high):
    # Passing through each other, the walkers would leave at these moments; they never change order,
    # so the k-th from the low end takes the k-th earliest moment there, and likewise from the high end.
    n = len(positions)
    low = sorted(p for p, high in zip(positions, toward_high) if not high)
    high = sorted(length - p for p, high in zip(positions, toward_high) if high)
    answers = [0] * n
    for rank, walker in enumerate(sorted(range(n), key=positions.__getitem__)):
        answers[walker] = low[rank] if rank < len(low) else high[n - 1 - rank]
    return answers`
    : `def places_after(length, t, positions, toward_high):
    # Passing through each other, the walkers would be at these places; they never change order,
    # so the k-th from the low end is at the k-th smallest place (gone if outside the line).
    n = len(positions)
    ghosts = sorted(p + t if high else p - t for p, high in zip(positions, toward_high))
    answers = [-1] * n
    for rank, walker in enumerate(sorted(range(n), key=positions.__getitem__)):
        if 0 < ghosts[rank] < length:
            answers[walker] = ghosts[rank]
    return answers`;
  const cCommon = `static int by_value(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

/* Walker indices in order from the low end: each position times 2^20 plus its index, sorted. */
static void order_along(int n, const long long *positions, long long *order) {
    for (int i = 0; i < n; i++) order[i] = (positions[i] << 20) | i;
    qsort(order, n, sizeof *order, by_value);
    for (int i = 0; i < n; i++) order[i] &= (1 << 20) - 1;
}`;
  const cSolution = leave
    ? `${cCommon}

/* Passing through each other, the walkers would leave at these moments; they never change order, so the
   k-th from the low end takes the k-th earliest moment there, and likewise from the high end. */
static void leave_times(int n, long long length, const long long *positions, const int *toward_high,
                        long long *answers) {
    long long *low = malloc(sizeof *low * n), *high = malloc(sizeof *high * n), *order = malloc(sizeof *order * n);
    int lows = 0, highs = 0;
    for (int i = 0; i < n; i++) {
        if (toward_high[i]) high[highs++] = length - positions[i];
        else low[lows++] = positions[i];
    }
    qsort(low, lows, sizeof *low, by_value);
    qsort(high, highs, sizeof *high, by_value);
    order_along(n, positions, order);
    for (int rank = 0; rank < n; rank++)
        answers[order[rank]] = rank < lows ? low[rank] : high[n - 1 - rank];
    free(low);
    free(high);
    free(order);
}`
    : `${cCommon}

/* Passing through each other, the walkers would be at these places; they never change order, so the
   k-th from the low end is at the k-th smallest place (gone, -1, if outside the line). */
static void places_after(int n, long long length, long long t, const long long *positions,
                         const int *toward_high, long long *answers) {
    long long *ghosts = malloc(sizeof *ghosts * n), *order = malloc(sizeof *order * n);
    for (int i = 0; i < n; i++) ghosts[i] = toward_high[i] ? positions[i] + t : positions[i] - t;
    qsort(ghosts, n, sizeof *ghosts, by_value);
    order_along(n, positions, order);
    for (int rank = 0; rank < n; rank++)
        answers[order[rank]] = ghosts[rank] > 0 && ghosts[rank] < length ? ghosts[rank] : -1;
    free(ghosts);
    free(order);
}`;
  const javaCommon = `    /** Walker indices in order from the low end: each position times 2^20 plus its index, sorted. */
    static int[] orderAlong(long[] positions) {
        int n = positions.length;
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) keys[i] = (positions[i] << 20) | i;
        Arrays.sort(keys);
        int[] order = new int[n];
        for (int i = 0; i < n; i++) order[i] = (int) (keys[i] & ((1 << 20) - 1));
        return order;
    }`;
  const javaSolution = leave
    ? `${javaCommon}

    /**
     * Passing through each other, the walkers would leave at these moments; they never change order, so the
     * k-th from the low end takes the k-th earliest moment there, and likewise from the high end.
     */
    static long[] leaveTimes(long length, long[] positions, boolean[] towardHigh) {
        int n = positions.length, lows = 0, highs = 0;
        long[] low = new long[n], high = new long[n];
        for (int i = 0; i < n; i++) {
            if (towardHigh[i]) high[highs++] = length - positions[i];
            else low[lows++] = positions[i];
        }
        Arrays.sort(low, 0, lows);
        Arrays.sort(high, 0, highs);
        int[] order = orderAlong(positions);
        long[] answers = new long[n];
        for (int rank = 0; rank < n; rank++) answers[order[rank]] = rank < lows ? low[rank] : high[n - 1 - rank];
        return answers;
    }`
    : `${javaCommon}

    /**
     * Passing through each other, the walkers would be at these places; they never change order, so the
     * k-th from the low end is at the k-th smallest place (gone, -1, if outside the line).
     */
    static long[] placesAfter(long length, long t, long[] positions, boolean[] towardHigh) {
        int n = positions.length;
        long[] ghosts = new long[n];
        for (int i = 0; i < n; i++) ghosts[i] = towardHigh[i] ? positions[i] + t : positions[i] - t;
        Arrays.sort(ghosts);
        int[] order = orderAlong(positions);
        long[] answers = new long[n];
        for (int rank = 0; rank < n; rank++)
            answers[order[rank]] = ghosts[rank] > 0 && ghosts[rank] < length ? ghosts[rank] : -1;
        return answers;
    }`;
  return {
    python: {
      solution: python(pythonSolution),
      starter: python(
        leave
          ? `def leave_times(length, positions, toward_high):
    # Return ${what}, in the order of the input.
    return [0] * len(positions)`
          : `def places_after(length, t, positions, toward_high):
    # Return ${what}, in the order of the input.
    return [0] * len(positions)`,
      ),
    },
    c: {
      solution: c(cSolution),
      starter: c(
        leave
          ? `/* Put in answers ${what}, in the order of the input. */
static void leave_times(int n, long long length, const long long *positions, const int *toward_high,
                        long long *answers) {
    for (int i = 0; i < n; i++) answers[i] = 0;
}`
          : `/* Put in answers ${what}, in the order of the input. */
static void places_after(int n, long long length, long long t, const long long *positions,
                         const int *toward_high, long long *answers) {
    for (int i = 0; i < n; i++) answers[i] = 0;
}`,
      ),
    },
    java: {
      solution: java(javaSolution),
      starter: java(
        leave
          ? `    /** Return ${what}, in the order of the input. */
    static long[] leaveTimes(long length, long[] positions, boolean[] towardHigh) {
        return new long[positions.length];
    }`
          : `    /** Return ${what}, in the order of the input. */
    static long[] placesAfter(long length, long t, long[] positions, boolean[] towardHigh) {
        return new long[positions.length];
    }`,
      ),
    },
    cpp: {
      solution: cpp(cppSolution),
      starter: cpp(
        leave
          ? `// Return ${what}, in the order of the input.
vector<long long> leave_times(long long length, const vector<long long> &positions, const vector<bool> &toward_high) {
    return vector<long long>(positions.size(), 0);
}`
          : `// Return ${what}, in the order of the input.
vector<long long> places_after(long long length, long long t, const vector<long long> &positions,
                               const vector<bool> &toward_high) {
    return vector<long long>(positions.size(), 0);
}`,
      ),
    },
    javascript: {
      solution: javascript(javascriptSolution),
      starter: javascript(
        leave
          ? `/** Return ${what}, in the order of the input. */
function leaveTimes(length, positions, towardHigh) {
    return new Array(positions.length).fill(0);
}`
          : `/** Return ${what}, in the order of the input. */
function placesAfter(length, t, positions, towardHigh) {
    return new Array(positions.length).fill(0);
}`,
      ),
    },
  };
}

const pythonReader = (leave: boolean, setting: Setting) => `import sys

data = sys.stdin.buffer.read().split()
n, length = int(data[0]), int(data[1])
${leave ? 't = 0\nstart = 2' : 't = int(data[2])\nstart = 3'}
positions = [int(x) for x in data[start:start + 2 * n:2]]
toward_high = [x == b"${setting.highLetter}" for x in data[start + 1:start + 2 * n:2]]
`;

/** Gives every walker the answer of its own ghost, as if walkers passed through each other. */
function ownGhost(leave: boolean, setting: Setting): string {
  const answer = leave
    ? 'length - p if high else p'
    : '(p + t if high else p - t) if 0 < (p + t if high else p - t) < length else -1';
  return `${pythonReader(leave, setting)}
answers = [${answer} for p, high in zip(positions, toward_high)]
print("\\n".join("GONE" if a < 0 else str(a) for a in answers))
`;
}

/** Sorts the ghosts' answers but hands them out in the order of the input, not along the line. */
function unsortedHandout(leave: boolean, setting: Setting): string {
  const ghosts = leave
    ? 'sorted(p for p, high in zip(positions, toward_high) if not high) + sorted((length - p for p, high in zip(positions, toward_high) if high), reverse=True)'
    : 'sorted(p + t if high else p - t for p, high in zip(positions, toward_high))';
  const keep = leave ? 'g' : 'g if 0 < g < length else -1';
  return `${pythonReader(leave, setting)}
answers = [${keep} for g in ${ghosts}]
print("\\n".join("GONE" if a < 0 else str(a) for a in answers))
`;
}
