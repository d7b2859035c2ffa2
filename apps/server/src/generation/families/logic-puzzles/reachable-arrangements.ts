import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * Can one arrangement of n numbered items be turned into another with a single kind of move? Seeds choose
 * the setting and the move, and the move decides the invariant: rotating three neighbours keeps the
 * arrangement's parity (reachable exactly when the rearrangement is even), while swapping two items k
 * places apart keeps every item's position modulo k. Medium: searching the moves is hopeless; the answer
 * is the invariant, and a solution that checks the other move's invariant is caught.
 */

interface Setting {
  id: string;
  intro: string;
  item: string;
  items: string;
  /** Who makes the moves. */
  mover: string;
  title: string;
}

type Move = { kind: 'rotate' } | { kind: 'swap'; gap: number };

const SETTINGS: readonly Setting[] = [
  {
    id: 'jars',
    intro: 'An apothecary keeps n jars in a row on one long shelf, each labelled with a number from 1 to n.',
    item: 'jar',
    items: 'jars',
    mover: 'her apprentice',
    title: "The Apothecary's Jars",
  },
  {
    id: 'wagons',
    intro: 'In a narrow siding stand n railway wagons in a line, numbered 1 to n.',
    item: 'wagon',
    items: 'wagons',
    mover: 'the shunting engine',
    title: 'Shunting in the Siding',
  },
  {
    id: 'dancers',
    intro: 'n dancers stand in a line on stage, each wearing a number from 1 to n on their back.',
    item: 'dancer',
    items: 'dancers',
    mover: 'the choreographer',
    title: 'The Dancers’ Line',
  },
  {
    id: 'books',
    intro: 'A librarian has n volumes of an encyclopaedia in a row on one shelf, numbered 1 to n.',
    item: 'volume',
    items: 'volumes',
    mover: 'the librarian',
    title: 'The Encyclopaedia Shelf',
  },
];

const MAX_TOTAL = 50_000;

export const reachableArrangements: PuzzleFamily = {
  id: 'logic-puzzles/reachable-arrangements',
  track: 'logic-puzzles',
  topic: 'mathematical-logic',
  difficulties: ['medium'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const move: Move = random.next() < 0.45 ? { kind: 'rotate' } : { kind: 'swap', gap: random.int(2, 4) };
    const solve = (input: string) =>
      parseInput(input)
        .map(([start, target]) => (reachable(move, start, target) ? 'YES' : 'NO'))
        .join('\n')
        .concat('\n');
    const moveText =
      move.kind === 'rotate'
        ? `take **three neighbouring ${setting.items}** and move the leftmost of them to the right end of the three: \`a b c\` becomes \`b c a\``
        : `swap two ${setting.items} standing **exactly ${move.gap} places apart** (at positions i and i + ${move.gap})`;
    const examples = exampleInputs(random, move);

    return {
      title: `${setting.title}: ${move.kind === 'rotate' ? 'Rotating Three' : `Swaps ${move.gap} Apart`}`,
      description: `Decide whether one order of the ${setting.items} can be turned into another with a single kind of move.`,
      statement: [
        setting.intro,
        `Only one kind of move is allowed: ${setting.mover} may ${moveText}. The move may be made any number of`,
        'times (zero times too), anywhere along the row.',
        '',
        `For each of t scenarios you are given the order of the ${setting.items} now and the order wanted. Print \`YES\` when`,
        `the wanted order **can be reached** with such moves, and \`NO\` when it cannot.`,
      ].join('\n'),
      input: [
        'The first line holds t. Each scenario is three lines: n; then the numbers of the',
        `${setting.items} from left to right now; then the wanted order, the same way. Each order holds each number from 1 to n once.`,
      ].join(' '),
      output: 't lines: YES or NO for each scenario, in order.',
      constraints: [
        '1 ≤ t ≤ 1000',
        '1 ≤ n in each scenario',
        `The sum of n over all scenarios is at most ${MAX_TOTAL}`,
      ].join('\n'),
      hints: [
        'Try tiny rows by hand. Which orders of three or four items can you reach, and which never?',
        move.kind === 'rotate'
          ? 'Rotating three is the same as two swaps. What does that keep unchanged about the whole arrangement?'
          : `Where can an ${setting.item} at position i ever go? Think of the positions modulo ${move.gap}.`,
        move.kind === 'rotate'
          ? 'Every even rearrangement of three or more items can be built from such rotations; count the cycles of the rearrangement to get its parity.'
          : `Any order within the positions of one class modulo ${move.gap} can be reached by swaps of neighbours in that class.`,
      ],
      examples: examples.map((input) => ({ input, explanation: explain(move, input, setting) })),
      hidden: hiddenInputs(random, move),
      solve,
      code: programs(move),
      wrong: [
        { name: 'same-numbers-suffice', language: 'python', source: sameNumbersSuffice() },
        { name: 'the-other-invariant', language: 'java', source: otherInvariant(move) },
      ],
      parameters: { setting: setting.id, move: move.kind, gap: move.kind === 'swap' ? move.gap : 0 },
    };
  },
};

type Scenario = [number[], number[]];

function parseInput(input: string): Scenario[] {
  const numbers = input.trim().split(/\s+/).map(Number);
  const t = numbers[0] ?? 0;
  const scenarios: Scenario[] = [];
  let at = 1;
  for (let s = 0; s < t; s++) {
    const n = numbers[at] ?? 0;
    scenarios.push([numbers.slice(at + 1, at + 1 + n), numbers.slice(at + 1 + n, at + 1 + 2 * n)]);
    at += 1 + 2 * n;
  }
  return scenarios;
}

const inputOf = (scenarios: readonly Scenario[]) =>
  `${scenarios.length}\n${scenarios.map(([start, target]) => `${start.length}\n${start.join(' ')}\n${target.join(' ')}`).join('\n')}\n`;

/** Where each item stands in the target order, by its position now. */
function mapping(start: readonly number[], target: readonly number[]): number[] {
  const place = new Array<number>(start.length + 1).fill(0);
  target.forEach((item, index) => {
    place[item] = index;
  });
  return start.map((item) => place[item] as number);
}

const isEven = (order: readonly number[]) => (order.length - cycleCount(order)) % 2 === 0;

function reachable(move: Move, start: readonly number[], target: readonly number[]): boolean {
  const moved = mapping(start, target);
  if (move.kind === 'rotate') return isEven(moved);
  return moved.every((to, from) => (to - from) % move.gap === 0);
}

function explain(move: Move, input: string, setting: Setting): string {
  return parseInput(input)
    .map(([start, target], index) => {
      const moved = mapping(start, target);
      const verdict = reachable(move, start, target) ? 'YES' : 'NO';
      if (move.kind === 'rotate') {
        const swaps = start.length - cycleCount(moved);
        return `Scenario ${index + 1}: the wanted order is ${swaps} swap${swaps === 1 ? '' : 's'} away, an ${swaps % 2 === 0 ? 'even' : 'odd'} number, so ${verdict}.`;
      }
      const stray = moved.findIndex((to, from) => (to - from) % move.gap !== 0);
      if (stray < 0)
        return `Scenario ${index + 1}: every ${setting.item} moves by a multiple of ${move.gap} places, so ${verdict}.`;
      return `Scenario ${index + 1}: ${setting.item} ${start[stray]} would have to move from position ${stray + 1} to ${(moved[stray] as number) + 1}, not a multiple of ${move.gap} places, so ${verdict}.`;
    })
    .join(' ');
}

function cycleCount(order: readonly number[]): number {
  const seen = new Array<boolean>(order.length).fill(false);
  let cycles = 0;
  for (let i = 0; i < order.length; i++) {
    if (seen[i]) continue;
    cycles++;
    for (let j = i; !seen[j]; j = order[j] as number) seen[j] = true;
  }
  return cycles;
}

const identity = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

/** A target the move can reach from `start` (yes) or one it cannot (no), for n ≥ 2. */
function scenario(random: Random, move: Move, n: number, yes: boolean): Scenario {
  const start = random.shuffle(identity(n));
  let target: number[];
  if (move.kind === 'rotate') {
    target = random.shuffle(start);
    if (isEven(mapping(start, target)) !== yes)
      [target[0], target[1]] = [target[1] as number, target[0] as number];
  } else {
    target = [...start];
    for (let r = 0; r < move.gap; r++) {
      const places = Array.from({ length: n }, (_, index) => index).filter((index) => index % move.gap === r);
      const shuffled = random.shuffle(places.map((index) => start[index] as number));
      places.forEach((index, k) => {
        target[index] = shuffled[k] as number;
      });
    }
    if (!yes) {
      const i = random.int(0, n - 2);
      [target[i], target[i + 1]] = [target[i + 1] as number, target[i] as number];
    }
  }
  return [start, target];
}

function exampleInputs(random: Random, move: Move): string[] {
  const n = move.kind === 'rotate' ? 4 : move.gap + 3;
  return [
    inputOf([scenario(random, move, n, true), scenario(random, move, n, false)]),
    inputOf([
      [
        [1, 2],
        [2, 1],
      ],
      scenario(random, move, n + 1, true),
      [identity(3), identity(3)],
    ]),
  ];
}

function hiddenInputs(random: Random, move: Move): FamilyPuzzle['hidden'] {
  const mixed = (count: number, smallest: number, largest: number) =>
    Array.from({ length: count }, () =>
      scenario(random, move, random.int(smallest, largest), random.next() < 0.5),
    );
  const gap = move.kind === 'swap' ? move.gap : 2;
  const rotated = identity(gap + 1);
  rotated.push(rotated.shift() as number);
  return [
    { input: inputOf([[[1], [1]]]) },
    {
      input: inputOf([
        [
          [2, 1],
          [1, 2],
        ],
        [
          [1, 2, 3],
          [2, 3, 1],
        ],
        [
          [1, 2, 3],
          [3, 2, 1],
        ],
        [identity(gap + 1), rotated],
      ]),
    },
    { input: inputOf(mixed(30, 2, 6)) },
    { input: inputOf(mixed(200, 2, 12)) },
    { input: inputOf([scenario(random, move, 400, true), scenario(random, move, 400, false)]) },
    { input: inputOf(mixed(30, 20, 60)) },
    { input: inputOf([scenario(random, move, MAX_TOTAL, random.next() < 0.5)]), large: true },
    { input: inputOf(mixed(1000, 2, MAX_TOTAL / 1000 - 2)), large: true },
  ];
}

function programs(move: Move): FamilyPuzzle['code'] {
  const rotate = move.kind === 'rotate';
  const gap = move.kind === 'swap' ? move.gap : 0;
  const rule = rotate ? 'rotating three neighbours' : `swapping two items ${gap} places apart`;
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    at = 1
    out = []
    for _ in range(t):
        n = int(data[at])
        start = list(map(int, data[at + 1:at + 1 + n]))
        target = list(map(int, data[at + 1 + n:at + 1 + 2 * n]))
        at += 1 + 2 * n
        out.append("YES" if reachable(start, target) else "NO")
    sys.stdout.write("\\n".join(out) + "\\n")`,
    });
  const c = (fn: string) =>
    cProgram({
      functions: fn,
      main: `    int t;
    if (scanf("%d", &t) != 1) return 0;
    int *start = malloc(sizeof(int) * ${MAX_TOTAL + 1});
    int *target = malloc(sizeof(int) * ${MAX_TOTAL + 1});
    while (t--) {
        int n;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) scanf("%d", &start[i]);
        for (int i = 0; i < n; i++) scanf("%d", &target[i]);
        puts(reachable(start, target, n) ? "YES" : "NO");
    }
    free(start);
    free(target);`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in, 1 << 16));
        in.nextToken();
        int t = (int) in.nval;
        StringBuilder out = new StringBuilder();
        while (t-- > 0) {
            in.nextToken();
            int n = (int) in.nval;
            int[] start = new int[n], target = new int[n];
            for (int i = 0; i < n; i++) {
                in.nextToken();
                start[i] = (int) in.nval;
            }
            for (int i = 0; i < n; i++) {
                in.nextToken();
                target[i] = (int) in.nval;
            }
            out.append(reachable(start, target) ? "YES" : "NO").append('\\n');
        }
        System.out.print(out);`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int t;
    if (!(cin >> t)) return 0;
    while (t--) {
        int n;
        cin >> n;
        vector<int> start(n), target(n);
        for (int &item : start) cin >> item;
        for (int &item : target) cin >> item;
        cout << (reachable(start, target) ? "YES" : "NO") << '\\n';
    }`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    let t = Number(next());
    const out = [];
    while (t-- > 0) {
        const n = Number(next());
        const start = new Int32Array(n);
        const target = new Int32Array(n);
        for (let i = 0; i < n; i++) start[i] = Number(next());
        for (let i = 0; i < n; i++) target[i] = Number(next());
        out.push(reachable(start, target) ? 'YES' : 'NO');
    }
    console.log(out.join('\\n'));`,
    });
  const cppBody = rotate
    ? `    vector<bool> seen(n, false);
    int cycles = 0;
    for (int i = 0; i < n; i++) {
        if (seen[i]) continue;
        cycles++;
        for (int j = i; !seen[j]; j = moved[j]) seen[j] = true;
    }
    return (n - cycles) % 2 == 0;`
    : `    for (int i = 0; i < n; i++)
        if ((moved[i] - i) % ${gap} != 0) return false;
    return true;`;
  const javascriptBody = rotate
    ? `    const seen = new Uint8Array(n);
    let cycles = 0;
    for (let i = 0; i < n; i++) {
        if (seen[i]) continue;
        cycles++;
        for (let j = i; !seen[j]; j = moved[j]) seen[j] = 1;
    }
    return (n - cycles) % 2 === 0;`
    : `    for (let i = 0; i < n; i++)
        if ((moved[i] - i) % ${gap} !== 0) return false;
    return true;`;
  const pythonBody = rotate
    ? `    # moved[i]: where the item now at position i must end up. Each rotation is two swaps, so
    # only even rearrangements are reachable (and, from three items on, all of them are).
    seen = [False] * n
    cycles = 0
    for i in range(n):
        if not seen[i]:
            cycles += 1
            j = i
            while not seen[j]:
                seen[j] = True
                j = moved[j]
    return (n - cycles) % 2 == 0`
    : `    # An item only ever moves by ${gap} places at a time, and within one class of positions
    # modulo ${gap} any order can be reached.
    return all((moved[i] - i) % ${gap} == 0 for i in range(n))`;
  const cBody = rotate
    ? `    char *seen = calloc(n, 1);
    int cycles = 0;
    for (int i = 0; i < n; i++) {
        if (seen[i]) continue;
        cycles++;
        for (int j = i; !seen[j]; j = moved[j]) seen[j] = 1;
    }
    free(seen);
    free(place);
    free(moved);
    return (n - cycles) % 2 == 0;`
    : `    int ok = 1;
    for (int i = 0; i < n; i++)
        if ((moved[i] - i) % ${gap} != 0) ok = 0;
    free(place);
    free(moved);
    return ok;`;
  const javaBody = rotate
    ? `        boolean[] seen = new boolean[n];
        int cycles = 0;
        for (int i = 0; i < n; i++) {
            if (seen[i]) continue;
            cycles++;
            for (int j = i; !seen[j]; j = moved[j]) seen[j] = true;
        }
        return (n - cycles) % 2 == 0;`
    : `        for (int i = 0; i < n; i++)
            if ((moved[i] - i) % ${gap} != 0) return false;
        return true;`;
  return {
    python: {
      solution: python(`def reachable(start, target):
    """Whether ${rule} turns start into target."""
    n = len(start)
    place = [0] * (n + 1)
    for index, item in enumerate(target):
        place[item] = index
    moved = [place[item] for item in start]
${pythonBody}`),
      starter: python(`def reachable(start, target):
    # Return whether ${rule} can turn start into target.
    return False`),
    },
    c: {
      solution: c(`/* Whether ${rule} turns start into target. */
static int reachable(const int *start, const int *target, int n) {
    int *place = malloc(sizeof(int) * (n + 1));
    int *moved = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) place[target[i]] = i;
    for (int i = 0; i < n; i++) moved[i] = place[start[i]];
${cBody}
}`),
      starter: c(`/* Return whether ${rule} can turn start into target. */
static int reachable(const int *start, const int *target, int n) {
    return 0;
}`),
    },
    java: {
      solution: java(`    /** Whether ${rule} turns start into target. */
    static boolean reachable(int[] start, int[] target) {
        int n = start.length;
        int[] place = new int[n + 1];
        for (int i = 0; i < n; i++) place[target[i]] = i;
        int[] moved = new int[n];
        for (int i = 0; i < n; i++) moved[i] = place[start[i]];
${javaBody}
    }`),
      starter: java(`    /** Return whether ${rule} can turn start into target. */
    static boolean reachable(int[] start, int[] target) {
        return false;
    }`),
    },
    cpp: {
      solution: cpp(`// Whether ${rule} turns start into target.
bool reachable(const vector<int> &start, const vector<int> &target) {
    int n = start.size();
    vector<int> place(n + 1), moved(n);
    for (int i = 0; i < n; i++) place[target[i]] = i;
    for (int i = 0; i < n; i++) moved[i] = place[start[i]];
${cppBody}
}`),
      starter: cpp(`// Return whether ${rule} can turn start into target.
bool reachable(const vector<int> &start, const vector<int> &target) {
    return false;
}`),
    },
    javascript: {
      solution: javascript(`/** Whether ${rule} turns start into target. */
function reachable(start, target) {
    const n = start.length;
    const place = new Int32Array(n + 1);
    const moved = new Int32Array(n);
    for (let i = 0; i < n; i++) place[target[i]] = i;
    for (let i = 0; i < n; i++) moved[i] = place[start[i]];
${javascriptBody}
}`),
      starter: javascript(`/** Return whether ${rule} can turn start into target. */
function reachable(start, target) {
    return false;
}`),
    },
  };
}

/** Every order holds the same numbers, so it answers YES every time. */
function sameNumbersSuffice(): string {
  return `import sys

data = sys.stdin.buffer.read().split()
print("\\n".join(["YES"] * int(data[0])))
`;
}

/** Checks the invariant of the other move: positions modulo 2 for rotations, parity for swaps. */
function otherInvariant(move: Move): string {
  const test =
    move.kind === 'rotate'
      ? `        for (int i = 0; i < n; i++)
            if ((moved[i] - i) % 2 != 0) return false;
        return true;`
      : `        boolean[] seen = new boolean[n];
        int cycles = 0;
        for (int i = 0; i < n; i++) {
            if (seen[i]) continue;
            cycles++;
            for (int j = i; !seen[j]; j = moved[j]) seen[j] = true;
        }
        return (n - cycles) % 2 == 0;`;
  return `import java.io.*;
import java.util.*;

public class Main {
    static boolean reachable(int[] start, int[] target) {
        int n = start.length;
        int[] place = new int[n + 1];
        for (int i = 0; i < n; i++) place[target[i]] = i;
        int[] moved = new int[n];
        for (int i = 0; i < n; i++) moved[i] = place[start[i]];
${test}
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in, 1 << 16));
        in.nextToken();
        int t = (int) in.nval;
        StringBuilder out = new StringBuilder();
        while (t-- > 0) {
            in.nextToken();
            int n = (int) in.nval;
            int[] start = new int[n], target = new int[n];
            for (int i = 0; i < n; i++) {
                in.nextToken();
                start[i] = (int) in.nval;
            }
            for (int i = 0; i < n; i++) {
                in.nextToken();
                target[i] = (int) in.nval;
            }
            out.append(reachable(start, target) ? "YES" : "NO").append('\\n');
        }
        System.out.print(out);
    }
}
`;
}
