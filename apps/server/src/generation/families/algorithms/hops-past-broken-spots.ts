import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { capitalised } from '../../text';
import { cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * Counting the ways to get from 0 to n in moves of a few allowed lengths, never stopping on a broken spot,
 * modulo a prime: seeds choose the story, the move lengths, the prime and the twist. The twist is where the
 * walk ends: **exactly on n**, or on n **or anywhere past it** (the last move may overshoot), which changes
 * what is summed at the end. Easy: one pass of counting, each spot from the few spots a move back.
 */

interface Story {
  id: string;
  /** Sets the scene; n is the finish, the broken spots are listed in the input. */
  intro: string;
  /** "lily pad" */
  spot: string;
  /** "sunken" */
  broken: string;
  /** "hop" */
  move: string;
  /** Where an overshooting move lands: "onto the far bank". */
  beyond: string;
  title: string;
}

const STORIES: readonly Story[] = [
  {
    id: 'frog',
    intro:
      'A frog sits on the near bank of a pond, at position 0. Lily pads float at positions 1, 2, …, n − 1 in a straight line, and the far bank starts at position n',
    spot: 'lily pad',
    broken: 'sunken',
    move: 'hop',
    beyond: 'onto the far bank, past position n',
    title: 'The Frog’s Crossing',
  },
  {
    id: 'hopscotch',
    intro:
      'A hopscotch court is chalked on the playground: a child starts on square 0 and the squares are numbered 1, 2, …, n',
    spot: 'square',
    broken: 'blocked',
    move: 'jump',
    beyond: 'out past square n',
    title: 'Playground Hopscotch',
  },
  {
    id: 'ladder',
    intro:
      'A firefighter stands at the foot of a long ladder, at rung 0; the rungs are numbered 1, 2, …, n, and the roof edge is at rung n',
    spot: 'rung',
    broken: 'cracked',
    move: 'climb',
    beyond: 'past rung n onto the roof',
    title: 'Up the Fire Ladder',
  },
  {
    id: 'stairs',
    intro:
      'A lighthouse keeper starts at the bottom of the tower, on step 0; the steps are numbered 1, 2, …, n, and the lamp room’s landing lies beyond step n',
    spot: 'step',
    broken: 'rotten',
    move: 'stride',
    beyond: 'past step n onto the landing',
    title: 'The Lighthouse Stairs',
  },
];

const MOVE_SETS: readonly (readonly number[])[] = [
  [1, 2],
  [1, 3],
  [2, 3],
  [1, 2, 3],
  [1, 3, 4],
  [2, 3, 5],
  [1, 4, 5],
  [1, 2, 5],
];
const PRIMES = [1_000_000_007, 998_244_353, 1_000_000_009, 100_003] as const;
const MAX_N = 100_000;

export const hopsPastBrokenSpots: PuzzleFamily = {
  id: 'algorithms/hops-past-broken-spots',
  track: 'algorithms',
  topic: 'dynamic-programming',
  difficulties: ['easy'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const story = random.pick(STORIES);
    const moves = random.pick(MOVE_SETS);
    const prime = random.pick(PRIMES);
    // The twist: whether the walk must end exactly on n, or may end anywhere from n on.
    const overshoot = random.next() < 0.5;
    const solve = (input: string) => `${countWays(parseInput(input), moves, prime, overshoot).answer}\n`;
    const lengths = listed(moves);
    const examples = exampleInputs(random, moves);

    return {
      title: `${story.title}${overshoot ? ': Overshooting Allowed' : ': Landing Exactly'} in ${capitalised(story.move)}s of ${lengths}`,
      description: `Count the ways to ${overshoot ? 'reach or pass' : 'land exactly on'} position n in ${story.move}s of ${lengths}, avoiding ${story.broken} ${story.spot}s.`,
      statement: [
        `${story.intro}. Every ${story.move} moves forward by **${lengths}** ${story.spot}s, and m of the ${story.spot}s before n are **${story.broken}**: nobody may stop on them.`,
        '',
        overshoot
          ? `The trip ends with the first ${story.move} that reaches **position n or goes past it** (${story.beyond}): the last ${story.move} may overshoot.`
          : `The trip must end **exactly on position n**: a ${story.move} that would go past n is not allowed.`,
        '',
        `Two ways differ when their lists of ${story.move} lengths differ. Print the number of ways, **modulo ${prime}**.`,
      ].join('\n'),
      input: `The first line holds n and m. The second line holds the m ${story.broken} positions, in increasing order (it is empty when m = 0).`,
      output: `One line: the number of ways, modulo ${prime}.`,
      constraints: [`1 ≤ n ≤ ${MAX_N}`, '0 ≤ m ≤ n − 1', 'each broken position is between 1 and n − 1'].join(
        '\n',
      ),
      hints: [
        `Count the ways to stop on each position in turn: a position is reached by one ${story.move} from a position ${lengths} back.`,
        overshoot
          ? `The answer adds up the ways to stop on each position before n from which one ${story.move} reaches n or beyond.`
          : 'A broken position has no ways to stop on it. Take the count modulo the prime at every step.',
      ],
      examples: examples.map((input) => ({
        input,
        explanation: explain(input, moves, prime, overshoot, story),
      })),
      hidden: hiddenInputs(random),
      solve,
      code: programs(moves, prime, overshoot),
      wrong: [
        {
          name: overshoot ? 'lands-exactly' : 'allows-overshoot',
          language: 'python',
          source: python(pythonFunction(moves, prime, !overshoot)),
        },
        {
          name: 'forgets-broken',
          language: 'python',
          source: python(pythonFunction(moves, prime, overshoot)).replace(
            'broken = set(broken)',
            'broken = set()',
          ),
        },
      ],
      parameters: { story: story.id, moves: moves.join(','), prime, overshoot: overshoot ? 1 : 0 },
    };
  },
};

/** "1, 3 or 4" */
function listed(values: readonly number[]): string {
  return values.length === 1
    ? `${values[0]}`
    : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

function parseInput(input: string): { n: number; broken: number[] } {
  const [n = 1, m = 0, ...rest] = input.trim().split(/\s+/).map(Number);
  return { n, broken: rest.slice(0, m) };
}

const walkInput = (n: number, broken: readonly number[]) => `${n} ${broken.length}\n${broken.join(' ')}\n`;

/** The ways to stop on each position before n, and the answer. */
function countWays(
  { n, broken }: { n: number; broken: readonly number[] },
  moves: readonly number[],
  prime: number,
  overshoot: boolean,
): { ways: number[]; answer: number } {
  const blocked = new Set(broken);
  const largest = Math.max(...moves);
  const ways = new Array<number>(n + largest).fill(0);
  ways[0] = 1;
  for (let position = 1; position < n + largest; position++) {
    if (blocked.has(position)) continue;
    let total = 0;
    for (const move of moves) {
      const from = position - move;
      // A walk stops at its first position from n on: nothing moves on from there.
      if (from >= 0 && from < n) total = (total + (ways[from] ?? 0)) % prime;
    }
    ways[position] = total;
  }
  const answer = overshoot ? ways.slice(n).reduce((sum, w) => (sum + w) % prime, 0) : (ways[n] ?? 0);
  return { ways: ways.slice(0, n), answer };
}

function explain(
  input: string,
  moves: readonly number[],
  prime: number,
  overshoot: boolean,
  story: Story,
): string {
  const parsed = parseInput(input);
  const { ways, answer } = countWays(parsed, moves, prime, overshoot);
  const brokenText = parsed.broken.length
    ? `${story.broken} ${story.spot}s ${parsed.broken.join(', ')} can never be stopped on`
    : `no ${story.spot} is ${story.broken}`;
  return `Here ${brokenText}. The ways to stop on positions 0 to ${parsed.n - 1} are ${ways.join(', ')}; ${overshoot ? `adding up every way whose next ${story.move} reaches ${parsed.n} or beyond gives` : `the ways to land exactly on ${parsed.n} are`} ${answer}.`;
}

function exampleInputs(random: Random, moves: readonly number[]): string[] {
  const n = random.int(6, 8);
  const smallest = Math.min(...moves);
  // A broken spot that some walks would use.
  const broken = [smallest + 1 < n ? smallest + 1 : 1];
  return [walkInput(n, broken), walkInput(random.int(4, 5), [])];
}

function hiddenInputs(random: Random): FamilyPuzzle['hidden'] {
  const someBroken = (n: number, share: number) =>
    Array.from({ length: n - 1 }, (_, i) => i + 1).filter(() => random.next() < share);
  return [
    { input: walkInput(1, []) },
    { input: walkInput(2, [1]) },
    { input: walkInput(10, [2, 3, 4, 5, 6, 7, 8, 9]) },
    { input: walkInput(12, [4, 5]) },
    { input: walkInput(30, someBroken(30, 0.2)) },
    { input: walkInput(90, []) },
    { input: walkInput(1000, someBroken(1000, 0.1)) },
    { input: walkInput(MAX_N, someBroken(MAX_N, 0.001)) },
    { input: walkInput(MAX_N, []) },
  ];
}

function pythonFunction(moves: readonly number[], prime: number, overshoot: boolean): string {
  const largest = Math.max(...moves);
  return `def count_ways(n, broken):
    broken = set(broken)
    ways = [0] * (n + ${largest})
    ways[0] = 1
    for position in range(1, n + ${largest}):
        if position in broken:
            continue
        # A walk ends at its first position from n on, so only positions before n move on.
        ways[position] = sum(ways[position - move] for move in (${moves.join(', ')},) if 0 <= position - move < n) % ${prime}
    return ${overshoot ? `sum(ways[n:]) % ${prime}` : 'ways[n]'}`;
}

function python(fn: string): string {
  return pythonProgram({
    functions: fn,
    main: `    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    print(count_ways(n, [int(x) for x in data[2:2 + m]]))`,
  });
}

function programs(moves: readonly number[], prime: number, overshoot: boolean): FamilyPuzzle['code'] {
  const largest = Math.max(...moves);
  const task = `the number of ways to ${overshoot ? 'reach or pass' : 'land exactly on'} n in moves of ${listed(moves)}, modulo ${prime}`;
  const c = (fn: string) =>
    cProgram({
      functions: fn,
      main: `    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    char *broken = calloc(n + ${largest}, 1);
    for (int i = 0; i < m; i++) {
        int position;
        scanf("%d", &position);
        broken[position] = 1;
    }
    printf("%lld\\n", count_ways(n, broken));
    free(broken);`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        boolean[] broken = new boolean[n + ${largest}];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            broken[(int) in.nval] = true;
        }
        System.out.println(countWays(n, broken));`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int n, m;
    if (!(cin >> n >> m)) return 0;
    vector<char> broken(n + ${largest}, 0);
    for (int i = 0; i < m; i++) {
        int position;
        cin >> position;
        broken[position] = 1;
    }
    cout << count_ways(n, broken) << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    const n = Number(next());
    const m = Number(next());
    const broken = new Uint8Array(n + ${largest});
    for (let i = 0; i < m; i++) broken[Number(next())] = 1;
    console.log(String(countWays(n, broken)));`,
    });
  const moveList = moves.join(', ');
  return {
    python: {
      solution: python(pythonFunction(moves, prime, overshoot)),
      starter: python(`def count_ways(n, broken):
    # Return ${task}.
    return 0`),
    },
    c: {
      solution: c(`static const int MOVES[] = {${moveList}};

/* Ways to stop on each position; a walk ends at its first position from n on. */
static long long count_ways(int n, const char *broken) {
    long long *ways = calloc(n + ${largest}, sizeof *ways);
    ways[0] = 1;
    for (int position = 1; position < n + ${largest}; position++) {
        if (broken[position]) continue;
        for (int i = 0; i < ${moves.length}; i++) {
            int from = position - MOVES[i];
            if (from >= 0 && from < n) ways[position] = (ways[position] + ways[from]) % ${prime};
        }
    }
    long long answer = ${overshoot ? '0' : 'ways[n]'};${
      overshoot
        ? `
    for (int position = n; position < n + ${largest}; position++) answer = (answer + ways[position]) % ${prime};`
        : ''
    }
    free(ways);
    return answer;
}`),
      starter: c(`/* Return ${task}. */
static long long count_ways(int n, const char *broken) {
    return 0;
}`),
    },
    java: {
      solution: java(`    static final int[] MOVES = {${moveList}};

    /** Ways to stop on each position; a walk ends at its first position from n on. */
    static long countWays(int n, boolean[] broken) {
        long[] ways = new long[n + ${largest}];
        ways[0] = 1;
        for (int position = 1; position < n + ${largest}; position++) {
            if (broken[position]) continue;
            for (int move : MOVES) {
                int from = position - move;
                if (from >= 0 && from < n) ways[position] = (ways[position] + ways[from]) % ${prime};
            }
        }
        long answer = ${overshoot ? '0' : 'ways[n]'};${
          overshoot
            ? `
        for (int position = n; position < n + ${largest}; position++) answer = (answer + ways[position]) % ${prime};`
            : ''
        }
        return answer;
    }`),
      starter: java(`    /** Return ${task}. */
    static long countWays(int n, boolean[] broken) {
        return 0;
    }`),
    },
    cpp: {
      solution: cpp(`const int MOVES[] = {${moveList}};

// Ways to stop on each position; a walk ends at its first position from n on.
long long count_ways(int n, const vector<char> &broken) {
    vector<long long> ways(n + ${largest}, 0);
    ways[0] = 1;
    for (int position = 1; position < n + ${largest}; position++) {
        if (broken[position]) continue;
        for (int move : MOVES) {
            int from = position - move;
            if (from >= 0 && from < n) ways[position] = (ways[position] + ways[from]) % ${prime};
        }
    }
    long long answer = ${overshoot ? '0' : 'ways[n]'};${
      overshoot
        ? `
    for (int position = n; position < n + ${largest}; position++) answer = (answer + ways[position]) % ${prime};`
        : ''
    }
    return answer;
}`),
      starter: cpp(`// Return ${task}.
long long count_ways(int n, const vector<char> &broken) {
    return 0;
}`),
    },
    javascript: {
      solution: javascript(`const MOVES = [${moveList}];

// Ways to stop on each position; a walk ends at its first position from n on.
// Every count stays below the modulus, so a sum of two is exact in a double.
function countWays(n, broken) {
    const ways = new Float64Array(n + ${largest});
    ways[0] = 1;
    for (let position = 1; position < n + ${largest}; position++) {
        if (broken[position]) continue;
        for (const move of MOVES) {
            const from = position - move;
            if (from >= 0 && from < n) ways[position] = (ways[position] + ways[from]) % ${prime};
        }
    }
    let answer = ${overshoot ? '0' : 'ways[n]'};${
      overshoot
        ? `
    for (let position = n; position < n + ${largest}; position++) answer = (answer + ways[position]) % ${prime};`
        : ''
    }
    return answer;
}`),
      starter: javascript(`// Return ${task}.
function countWays(n, broken) {
    return 0;
}`),
    },
  };
}
