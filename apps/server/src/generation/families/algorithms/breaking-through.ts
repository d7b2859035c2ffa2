import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { capitalised } from '../../text';
import { cProgram, cppProgram, cReadGrid, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * Fewest moves across a grid when up to K obstacles may be broken on the way: a breadth-first search over
 * (cell, obstacles broken so far). Seeds choose the setting and the goal: one marked cell, or any cell of the
 * map's edge. Medium: a search that remembers only the cell (whoever arrives first wins) is wrong, because
 * arriving later with more breaks left can go further; a test is built to show it.
 */

interface Setting {
  id: string;
  intro: string;
  free: string;
  obstacle: string;
  obstacles: string;
  /** What the actor does to an obstacle: "digs through". */
  breaks: string;
  actor: string;
  goal: string;
  edge: string;
  titleGoal: string;
  titleEdge: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'mole',
    intro: 'A mole lives under a garden drawn as a grid of R rows and C columns.',
    free: 'soft earth',
    obstacle: 'stone',
    obstacles: 'stones',
    breaks: 'gnaws its way through',
    actor: 'the mole',
    goal: 'its burrow',
    edge: 'any cell on the edge of the garden, where it can surface under the hedge',
    titleGoal: 'The Mole Goes Home',
    titleEdge: 'The Mole Leaves the Garden',
  },
  {
    id: 'ghost',
    intro: 'A ghost haunts an old manor whose floor plan is a grid of R rows and C columns.',
    free: 'open floor',
    obstacle: 'wall',
    obstacles: 'walls',
    breaks: 'drifts through',
    actor: 'the ghost',
    goal: 'the crypt',
    edge: 'any cell on the edge of the plan, out in the night air',
    titleGoal: 'The Ghost Returns to the Crypt',
    titleEdge: 'The Ghost Escapes the Manor',
  },
  {
    id: 'rover',
    intro: 'A rover explores a crater mapped as a grid of R rows and C columns.',
    free: 'flat sand',
    obstacle: 'boulder',
    obstacles: 'boulders',
    breaks: 'drills through',
    actor: 'the rover',
    goal: 'the lander',
    edge: 'any cell on the edge of the map, where the radio signal reaches again',
    titleGoal: 'The Rover Drives Back to the Lander',
    titleEdge: 'The Rover Climbs Out of the Crater',
  },
  {
    id: 'miner',
    intro: 'After a cave-in, a miner is trapped in a mine mapped as a grid of R rows and C columns.',
    free: 'clear tunnel',
    obstacle: 'heap of rubble',
    obstacles: 'heaps of rubble',
    breaks: 'blasts through',
    actor: 'the miner',
    goal: 'the lift',
    edge: 'any cell on the edge of the map, where the old shafts reach the surface',
    titleGoal: 'The Miner Reaches the Lift',
    titleEdge: 'The Miner Finds a Way Up',
  },
];

const MAX_SIDE = 150;
const MAX_BREAKS = 3;
/** The four side steps, then the four diagonal ones. */
const STEPS = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
] as const;

interface GridMap {
  rows: string[];
  breaks: number;
}

export const breakingThrough: PuzzleFamily = {
  id: 'algorithms/breaking-through',
  track: 'algorithms',
  topic: 'graph-algorithms',
  difficulties: ['medium'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    // The twist: a marked goal cell, or the edge of the map anywhere.
    const toEdge = random.next() < 0.5;
    // And whether a move may also go diagonally.
    const diagonal = random.next() < 0.4;
    const solve = (input: string) => `${fewestMoves(parseMap(input), toEdge, diagonal)}\n`;
    const goal = toEdge ? setting.edge : `${setting.goal}, marked \`E\``;
    const examples = [example(random, toEdge), blockedExample(toEdge)];

    return {
      title: `${toEdge ? setting.titleEdge : setting.titleGoal}${diagonal ? ' by Diagonal Steps Too' : ''}`,
      description: `Fewest moves for ${setting.actor} to reach ${toEdge ? 'the edge of the map' : setting.goal} when it may break through a few ${setting.obstacles}.`,
      statement: [
        `${setting.intro} Each cell is ${setting.free} \`.\`, a ${setting.obstacle} \`#\`,`,
        `${toEdge ? '' : `${setting.goal} \`E\`, `}or the start \`S\` of ${setting.actor}. In one move ${setting.actor} goes to a`,
        diagonal
          ? 'neighbouring cell, **any of the eight around it, diagonals included**, never off the map.'
          : 'neighbouring cell **up, down, left or right**, never off the map.',
        '',
        `${capitalised(setting.actor)} ${setting.breaks} a ${setting.obstacle} simply by moving into its cell, but it can do so`,
        `**at most K times in all**; a ${setting.obstacle} broken once stays open. ${capitalised(setting.actor)} wants to reach`,
        `${goal}.`,
        '',
        `Print the **smallest number of moves** that gets ${setting.actor} there${toEdge ? ' (0 when it starts on the edge)' : ''}, or \`-1\``,
        'when it cannot get there at all.',
      ].join('\n'),
      input: `The first line holds R, C and K. Each of the next R lines holds C characters, the rows of the map from top to bottom. There is exactly one S${toEdge ? ' and no E' : ' and exactly one E'}.`,
      output: 'One line: the smallest number of moves, or -1.',
      constraints: [
        `1 ≤ R, C ≤ ${MAX_SIDE}`,
        `0 ≤ K ≤ ${MAX_BREAKS}`,
        `Each cell is one of ${toEdge ? '. # S' : '. # S E'}`,
      ].join('\n'),
      hints: [
        `Without the ${setting.obstacles} to break, a breadth-first search from S would do. What else, besides the cell, decides where ${setting.actor} can still go?`,
        `Search over states (cell, ${setting.obstacles} broken so far), with K + 1 copies of the map. Moving into a \`#\` cell goes from copy b to copy b + 1, allowed only while b < K.`,
        'Mark states, not cells, as visited: arriving at a cell first but with fewer breaks left is not always better than arriving later with more.',
      ],
      examples: examples.map((input) => ({ input, explanation: explain(input, toEdge, diagonal, setting) })),
      hidden: hiddenInputs(random, toEdge),
      solve,
      code: programs(toEdge, diagonal),
      wrong: [
        { name: 'first-arrival-wins', language: 'python', source: firstArrivalWins(toEdge, diagonal) },
        { name: 'one-break-too-many', language: 'c', source: oneBreakTooMany(toEdge, diagonal) },
      ],
      parameters: { setting: setting.id, toEdge: toEdge ? 1 : 0, diagonal: diagonal ? 1 : 0 },
    };
  },
};

function parseMap(input: string): GridMap {
  const [rows = '0', , breaks = '0', ...lines] = input.trim().split(/\s+/);
  return { rows: lines.slice(0, Number(rows)), breaks: Number(breaks) };
}

const mapInput = (map: GridMap) =>
  `${map.rows.length} ${map.rows[0]?.length ?? 0} ${map.breaks}\n${map.rows.join('\n')}\n`;

/** The breadth-first search over (cell, breaks used). */
function fewestMoves(map: GridMap, toEdge: boolean, diagonal: boolean): number {
  const { rows, breaks } = map;
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  const cells = height * width;
  const at = (cell: number) => rows[Math.floor(cell / width)]?.[cell % width] ?? '#';
  const isGoal = (cell: number) => {
    if (!toEdge) return at(cell) === 'E';
    const r = Math.floor(cell / width);
    const c = cell % width;
    return r === 0 || c === 0 || r === height - 1 || c === width - 1;
  };
  let start = 0;
  while (start < cells && at(start) !== 'S') start++;
  const distance = new Int32Array(cells * (breaks + 1)).fill(-1);
  distance[start] = 0;
  const queue = new Int32Array(cells * (breaks + 1));
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  while (head < tail) {
    const state = queue[head++] ?? 0;
    const used = Math.floor(state / cells);
    const cell = state % cells;
    if (isGoal(cell)) return distance[state] ?? -1;
    const r = Math.floor(cell / width);
    const c = cell % width;
    for (const [dr, dc] of STEPS.slice(0, diagonal ? 8 : 4)) {
      const nr = r + (dr ?? 0);
      const nc = c + (dc ?? 0);
      if (nr < 0 || nr >= height || nc < 0 || nc >= width) continue;
      const next = nr * width + nc;
      const nextUsed = used + (at(next) === '#' ? 1 : 0);
      if (nextUsed > breaks) continue;
      const nextState = nextUsed * cells + next;
      if (distance[nextState] !== -1) continue;
      distance[nextState] = (distance[state] ?? 0) + 1;
      queue[tail++] = nextState;
    }
  }
  return -1;
}

function explain(input: string, toEdge: boolean, diagonal: boolean, setting: Setting): string {
  const map = parseMap(input);
  const best = fewestMoves(map, toEdge, diagonal);
  const where = toEdge ? 'the edge' : setting.goal;
  const without = map.breaks > 0 ? fewestMoves({ ...map, breaks: 0 }, toEdge, diagonal) : best;
  const withoutText =
    map.breaks === 0
      ? `K is 0, so ${setting.actor} cannot break anything`
      : without < 0
        ? `Without breaking anything ${setting.actor} could not reach ${where} at all`
        : `Without breaking anything it would take ${without} moves`;
  if (best < 0)
    return map.breaks === 0
      ? `${withoutText}, and the ${setting.obstacles} cut it off from ${where}: -1.`
      : `${withoutText}, and even breaking ${map.breaks} ${setting.obstacles} does not open a way: -1.`;
  if (map.breaks === 0 || without === best) return `${withoutText}; ${best} moves is the best there is.`;
  return `${withoutText}; breaking at most ${map.breaks} ${map.breaks === 1 ? setting.obstacle : setting.obstacles} brings it down to ${best}.`;
}

/** A grid with walls at the given density and S (and E) on free cells. */
function randomMap(
  random: Random,
  height: number,
  width: number,
  density: number,
  breaks: number,
  toEdge: boolean,
): GridMap {
  const grid = Array.from({ length: height }, () =>
    Array.from({ length: width }, (): string => (random.next() < density ? '#' : '.')),
  );
  const place = (mark: string, inside: boolean) => {
    for (;;) {
      const r = inside && height > 2 ? random.int(1, height - 2) : random.int(0, height - 1);
      const c = inside && width > 2 ? random.int(1, width - 2) : random.int(0, width - 1);
      const row = grid[r];
      if (row && row[c] !== 'S' && row[c] !== 'E') {
        row[c] = mark;
        return;
      }
    }
  };
  place('S', toEdge);
  if (!toEdge) place('E', false);
  return { rows: grid.map((row) => row.join('')), breaks };
}

/**
 * Surrounds a map with obstacles `thickness` deep, more than K can break. When the goal is the edge, E
 * becomes a free cell with a free corridor from it to the right edge: the only way out.
 */
function framed(rows: readonly string[], thickness: number, breaks: number, toEdge: boolean): GridMap {
  const width = (rows[0]?.length ?? 0) + 2 * thickness;
  const solid = Array.from({ length: thickness }, () => '#'.repeat(width));
  const side = '#'.repeat(thickness);
  const middle = rows.map((row) =>
    toEdge && row.includes('E')
      ? `${side}${row.replace('E', '.')}${'.'.repeat(thickness)}`
      : `${side}${row}${side}`,
  );
  return { rows: [...solid, ...middle, ...solid], breaks };
}

/**
 * The trap for a search that keeps only the first arrival at each cell: the quick way to the cell after the
 * first obstacle breaks it, the slow way round does not, and beyond that cell lies a barrier exactly K
 * obstacles thick.
 */
function trapMap(breaks: number, toEdge: boolean): GridMap {
  const core = [`S#.${'#'.repeat(breaks)}E`, `.#.${'#'.repeat(breaks + 1)}`, `...${'#'.repeat(breaks + 1)}`];
  return framed(core, breaks + 2, breaks, toEdge);
}

/** Rows of obstacles with a gap at alternate ends: a long winding road, and shortcuts for whoever breaks. */
function serpentine(height: number, width: number, breaks: number, toEdge: boolean): GridMap {
  const thickness = toEdge ? breaks + 1 : 0;
  const inner = height - 2 * thickness;
  const innerWidth = width - 2 * thickness;
  const rows = Array.from({ length: inner }, (_, r) => {
    if (r % 2 === 0) return '.'.repeat(innerWidth);
    return r % 4 === 1 ? `${'#'.repeat(innerWidth - 1)}.` : `.${'#'.repeat(innerWidth - 1)}`;
  });
  rows[0] = `S${(rows[0] ?? '').slice(1)}`;
  const lastOpen = inner % 2 === 1 ? inner - 1 : inner - 2;
  rows[lastOpen] = `${(rows[lastOpen] ?? '').slice(0, innerWidth - 1)}E`;
  return framed(rows, thickness, breaks, toEdge);
}

function example(random: Random, toEdge: boolean): string {
  const rows = toEdge
    ? ['######', '#.#..#', '#S#..#', '####.#', '######']
    : ['S.#...', '.##.#.', '..#.#E', '#...#.'];
  if (random.next() < 0.5)
    return mapInput({ rows: rows.map((row) => [...row].reverse().join('')), breaks: 1 });
  return mapInput({ rows, breaks: 1 });
}

function blockedExample(toEdge: boolean): string {
  return toEdge
    ? mapInput({ rows: ['#####', '##.##', '#.S.#', '##.##', '#####'], breaks: 0 })
    : mapInput({ rows: ['S.#E', '..##'], breaks: 0 });
}

function hiddenInputs(random: Random, toEdge: boolean): FamilyPuzzle['hidden'] {
  const tiny: GridMap = toEdge ? { rows: ['S'], breaks: 0 } : { rows: ['SE'], breaks: 0 };
  const thick = (breaks: number): GridMap => {
    // The goal sits behind breaks + 1 obstacles in every direction: unreachable.
    const size = 2 * (breaks + 2) + 1;
    const middle = breaks + 2;
    const rows = Array.from({ length: size }, (_, r) =>
      Array.from({ length: size }, (_, c) => (r === middle && c === middle ? 'S' : '#')).join(''),
    );
    if (!toEdge) rows[0] = `E${(rows[0] ?? '').slice(1)}`;
    return { rows, breaks };
  };
  return [
    { input: mapInput(tiny) },
    { input: mapInput(trapMap(1, toEdge)) },
    { input: mapInput(trapMap(3, toEdge)) },
    { input: mapInput(thick(2)) },
    { input: mapInput(randomMap(random, 8, 10, 0.35, 0, toEdge)) },
    { input: mapInput(randomMap(random, 20, 25, 0.45, 2, toEdge)) },
    { input: mapInput(randomMap(random, 40, 40, 0.6, 3, toEdge)) },
    { input: mapInput(serpentine(30, 30, 2, toEdge)) },
    { input: mapInput(randomMap(random, MAX_SIDE, MAX_SIDE, 0.4, MAX_BREAKS, toEdge)), large: true },
    { input: mapInput(serpentine(MAX_SIDE, MAX_SIDE, MAX_BREAKS, toEdge)), large: true },
  ];
}

/** The steps a move may take, written for each language. */
function stepTables(diagonal: boolean) {
  const steps = STEPS.slice(0, diagonal ? 8 : 4);
  return {
    count: steps.length,
    cRows: `{${steps.map(([dr]) => dr).join(', ')}}`,
    cCols: `{${steps.map(([, dc]) => dc).join(', ')}}`,
    pairs: `(${steps.map(([dr, dc]) => `(${dr}, ${dc})`).join(', ')})`,
    /** The same steps as offsets in the Python reference's flattened, framed grid. */
    pySteps: diagonal
      ? '(-width, width, -1, 1, -width - 1, -width + 1, width - 1, width + 1)'
      : '(-width, width, -1, 1)',
  };
}

function programs(toEdge: boolean, diagonal: boolean): FamilyPuzzle['code'] {
  const { pySteps, cRows, cCols, count } = stepTables(diagonal);
  const goal = toEdge ? 'any cell on the edge' : 'the E cell';
  const pyGoal = toEdge ? 'r == 0 or c == 0 or r == rows - 1 or c == cols - 1' : "cell == 'E'";
  const cGoal = toEdge ? 'r == 0 || c == 0 || r == rows - 1 || c == cols - 1' : "grid[cell] == 'E'";
  const javaGoal = toEdge ? 'r == 0 || c == 0 || r == rows - 1 || c == cols - 1' : "grid[r][c] == 'E'";
  const python = (imports: string, fn: string) =>
    pythonProgram({
      head: imports,
      functions: fn,
      main: `    data = sys.stdin.read().split()
    rows, cols, k = int(data[0]), int(data[1]), int(data[2])
    print(fewest_moves(data[3:3 + rows], rows, cols, k))`,
    });
  const c = (fn: string) =>
    cProgram({
      functions: fn,
      main: `    int rows, cols, k;
    if (scanf("%d %d %d", &rows, &cols, &k) != 3) return 0;
${cReadGrid(MAX_SIDE)}
    printf("%d\\n", fewest_moves(grid, rows, cols, k));
    free(grid);`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int rows = Integer.parseInt(tokens.nextToken());
        int cols = Integer.parseInt(tokens.nextToken());
        int k = Integer.parseInt(tokens.nextToken());
        char[][] grid = new char[rows][];
        for (int r = 0; r < rows; r++) grid[r] = reader.readLine().trim().toCharArray();
        System.out.println(fewestMoves(grid, rows, cols, k));`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int rows, cols, k;
    if (!(cin >> rows >> cols >> k)) return 0;
    vector<string> grid(rows);
    for (auto &row : grid) cin >> row;
    cout << fewest_moves(grid, rows, cols, k) << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    const rows = Number(next());
    const cols = Number(next());
    const k = Number(next());
    const grid = [];
    for (let r = 0; r < rows; r++) grid.push(next());
    console.log(String(fewestMoves(grid, rows, cols, k)));`,
    });
  return {
    python: {
      solution: python(
        'import sys',
        `def fewest_moves(grid, rows, cols, k):
    """Fewest moves from S to ${goal}, breaking at most k obstacles: BFS over (cell, breaks used)."""
    # A frame of cells costing more than k breaks replaces every bounds check.
    width = cols + 2
    cost = [k + 1] * (width * (rows + 2))
    goal = bytearray(len(cost))
    start = 0
    for r in range(rows):
        for c, cell in enumerate(grid[r]):
            i = (r + 1) * width + c + 1
            cost[i] = 1 if cell == '#' else 0
            if cell == 'S':
                start = i
            if ${pyGoal}:
                goal[i] = 1
    seen = [bytearray(len(cost)) for _ in range(k + 1)]
    seen[0][start] = 1
    frontier = [(start, 0)]
    moves = 0
    while frontier:
        following = []
        for cell, used in frontier:
            if goal[cell]:
                return moves
            for step in ${pySteps}:
                nxt = cell + step
                nused = used + cost[nxt]
                if nused <= k and not seen[nused][nxt]:
                    seen[nused][nxt] = 1
                    following.append((nxt, nused))
        frontier = following
        moves += 1
    return -1`,
      ),
      starter: python(
        'import sys',
        `def fewest_moves(grid, rows, cols, k):
    # Return the fewest moves from S to ${goal}, breaking at most k obstacles, or -1.
    return 0`,
      ),
    },
    c: {
      solution:
        c(`/* Fewest moves from S to ${goal}, breaking at most k obstacles: BFS over (breaks used, cell). */
static int fewest_moves(const char *grid, int rows, int cols, int k) {
    int cells = rows * cols, states = cells * (k + 1);
    int *distance = malloc(sizeof *distance * states);
    int *queue = malloc(sizeof *queue * states);
    for (int i = 0; i < states; i++) distance[i] = -1;
    int start = 0;
    while (grid[start] != 'S') start++;
    int head = 0, tail = 0, answer = -1;
    distance[start] = 0;
    queue[tail++] = start;
    const int dr[] = ${cRows}, dc[] = ${cCols};
    while (head < tail) {
        int state = queue[head++];
        int used = state / cells, cell = state % cells;
        int r = cell / cols, c = cell % cols;
        if (${cGoal}) {
            answer = distance[state];
            break;
        }
        for (int d = 0; d < ${count}; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
            int next = nr * cols + nc;
            int nused = used + (grid[next] == '#');
            if (nused > k) continue;
            int nstate = nused * cells + next;
            if (distance[nstate] >= 0) continue;
            distance[nstate] = distance[state] + 1;
            queue[tail++] = nstate;
        }
    }
    free(distance);
    free(queue);
    return answer;
}`),
      starter: c(`/* Return the fewest moves from S to ${goal}, breaking at most k obstacles, or -1. */
static int fewest_moves(const char *grid, int rows, int cols, int k) {
    return 0;
}`),
    },
    java: {
      solution:
        java(`    /** Fewest moves from S to ${goal}, breaking at most k obstacles: BFS over (breaks used, cell). */
    static int fewestMoves(char[][] grid, int rows, int cols, int k) {
        int cells = rows * cols, states = cells * (k + 1);
        int[] distance = new int[states];
        int[] queue = new int[states];
        Arrays.fill(distance, -1);
        int start = 0;
        while (grid[start / cols][start % cols] != 'S') start++;
        int head = 0, tail = 0;
        distance[start] = 0;
        queue[tail++] = start;
        int[] dr = ${cRows}, dc = ${cCols};
        while (head < tail) {
            int state = queue[head++];
            int used = state / cells, cell = state % cells;
            int r = cell / cols, c = cell % cols;
            if (${javaGoal}) return distance[state];
            for (int d = 0; d < ${count}; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
                int nused = used + (grid[nr][nc] == '#' ? 1 : 0);
                if (nused > k) continue;
                int nstate = nused * cells + nr * cols + nc;
                if (distance[nstate] >= 0) continue;
                distance[nstate] = distance[state] + 1;
                queue[tail++] = nstate;
            }
        }
        return -1;
    }`),
      starter:
        java(`    /** Return the fewest moves from S to ${goal}, breaking at most k obstacles, or -1. */
    static int fewestMoves(char[][] grid, int rows, int cols, int k) {
        return 0;
    }`),
    },
    cpp: {
      solution:
        cpp(`// Fewest moves from S to ${goal}, breaking at most k obstacles: BFS over (breaks used, cell).
int fewest_moves(const vector<string> &grid, int rows, int cols, int k) {
    int cells = rows * cols, states = cells * (k + 1);
    vector<int> distance(states, -1), queue(states);
    int start = 0;
    while (grid[start / cols][start % cols] != 'S') start++;
    int head = 0, tail = 0;
    distance[start] = 0;
    queue[tail++] = start;
    const int dr[] = ${cRows}, dc[] = ${cCols};
    while (head < tail) {
        int state = queue[head++];
        int used = state / cells, cell = state % cells;
        int r = cell / cols, c = cell % cols;
        if (${javaGoal}) return distance[state];
        for (int d = 0; d < ${count}; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
            int nused = used + (grid[nr][nc] == '#');
            if (nused > k) continue;
            int nstate = nused * cells + nr * cols + nc;
            if (distance[nstate] >= 0) continue;
            distance[nstate] = distance[state] + 1;
            queue[tail++] = nstate;
        }
    }
    return -1;
}`),
      starter: cpp(`// Return the fewest moves from S to ${goal}, breaking at most k obstacles, or -1.
int fewest_moves(const vector<string> &grid, int rows, int cols, int k) {
    return 0;
}`),
    },
    javascript: {
      solution:
        javascript(`// Fewest moves from S to ${goal}, breaking at most k obstacles: BFS over (breaks used, cell).
function fewestMoves(grid, rows, cols, k) {
    const cells = rows * cols, states = cells * (k + 1);
    const distance = new Int32Array(states).fill(-1);
    const queue = new Int32Array(states);
    let start = 0;
    while (grid[Math.floor(start / cols)][start % cols] !== 'S') start++;
    let head = 0, tail = 0;
    distance[start] = 0;
    queue[tail++] = start;
    const dr = [${cRows.slice(1, -1)}], dc = [${cCols.slice(1, -1)}];
    while (head < tail) {
        const state = queue[head++];
        const used = Math.floor(state / cells), cell = state % cells;
        const r = Math.floor(cell / cols), c = cell % cols;
        if (${javaGoal.replaceAll('==', '===')}) return distance[state];
        for (let d = 0; d < ${count}; d++) {
            const nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
            const nused = used + (grid[nr][nc] === '#' ? 1 : 0);
            if (nused > k) continue;
            const nstate = nused * cells + nr * cols + nc;
            if (distance[nstate] >= 0) continue;
            distance[nstate] = distance[state] + 1;
            queue[tail++] = nstate;
        }
    }
    return -1;
}`),
      starter: javascript(`// Return the fewest moves from S to ${goal}, breaking at most k obstacles, or -1.
function fewestMoves(grid, rows, cols, k) {
    return 0;
}`),
    },
  };
}

/** Marks cells, not states: the first arrival at a cell wins even when it has used up more breaks. */
function firstArrivalWins(toEdge: boolean, diagonal: boolean): string {
  const { pairs } = stepTables(diagonal);
  const goal = toEdge ? 'r == 0 or c == 0 or r == rows - 1 or c == cols - 1' : "grid[r][c] == 'E'";
  return `import sys
from collections import deque

data = sys.stdin.read().split()
rows, cols, k = int(data[0]), int(data[1]), int(data[2])
grid = data[3:3 + rows]
start = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == 'S')
seen = [[False] * cols for _ in range(rows)]
seen[start[0]][start[1]] = True
queue = deque([(start[0], start[1], 0, 0)])
answer = -1
while queue:
    r, c, used, moves = queue.popleft()
    if ${goal}:
        answer = moves
        break
    for dr, dc in ${pairs}:
        nr, nc = r + dr, c + dc
        if 0 <= nr < rows and 0 <= nc < cols and not seen[nr][nc]:
            nused = used + (grid[nr][nc] == '#')
            if nused <= k:
                seen[nr][nc] = True
                queue.append((nr, nc, nused, moves + 1))
print(answer)
`;
}

/** Right search, but lets one obstacle more than K be broken. */
function oneBreakTooMany(toEdge: boolean, diagonal: boolean): string {
  const { cRows, cCols, count } = stepTables(diagonal);
  const goal = toEdge ? 'r == 0 || c == 0 || r == rows - 1 || c == cols - 1' : "grid[cell] == 'E'";
  return `#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int rows, cols, k;
    if (scanf("%d %d %d", &rows, &cols, &k) != 3) return 0;
${cReadGrid(MAX_SIDE)}
    int cells = rows * cols, states = cells * (k + 2);
    int *distance = malloc(sizeof *distance * states);
    int *queue = malloc(sizeof *queue * states);
    for (int i = 0; i < states; i++) distance[i] = -1;
    int start = 0;
    while (grid[start] != 'S') start++;
    int head = 0, tail = 0, answer = -1;
    distance[start] = 0;
    queue[tail++] = start;
    const int dr[] = ${cRows}, dc[] = ${cCols};
    while (head < tail) {
        int state = queue[head++];
        int used = state / cells, cell = state % cells;
        int r = cell / cols, c = cell % cols;
        if (${goal}) {
            answer = distance[state];
            break;
        }
        for (int d = 0; d < ${count}; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
            int next = nr * cols + nc;
            int nused = used + (grid[next] == '#');
            if (nused > k + 1) continue;
            int nstate = nused * cells + next;
            if (distance[nstate] >= 0) continue;
            distance[nstate] = distance[state] + 1;
            queue[tail++] = nstate;
        }
    }
    printf("%d\\n", answer);
    return 0;
}
`;
}
