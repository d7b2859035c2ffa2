import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { capitalised } from '../../text';
import { cProgram, cppProgram, cReadGrid, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * Regions of a map whose cells carry letters (crops, quilt colours, tree species, zones): a region is a
 * group of equal letters joined through neighbouring cells. Seeds choose the setting, whether cells touching
 * only at a corner are neighbours, and whether the question is the number of regions or the size of the
 * largest one. Easy: a flood fill from every cell not yet seen, comparing letters rather than land and water.
 */

interface Setting {
  id: string;
  intro: string;
  /** What a letter stands for, for the statement: "W is wheat, B barley, …". */
  legend: string;
  letters: string;
  cell: string;
  cells: string;
  region: string;
  regions: string;
  title: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'farm',
    intro: 'A survey plane photographed the valley farm and split the picture into a grid of square plots.',
    legend: '`W` is wheat, `B` barley, `C` clover and `R` rye',
    letters: 'WBCR',
    cell: 'plot',
    cells: 'plots',
    region: 'field',
    regions: 'fields',
    title: 'the Valley Farm',
  },
  {
    id: 'quilt',
    intro: 'A patchwork quilt is sewn from a grid of small squares of cloth.',
    legend: '`R` is red, `G` green, `B` blue and `Y` yellow',
    letters: 'RGBY',
    cell: 'square',
    cells: 'squares',
    region: 'patch',
    regions: 'patches',
    title: 'the Patchwork Quilt',
  },
  {
    id: 'forest',
    intro: 'Foresters mapped a woodland as a grid of squares, noting the tree that grows in each.',
    legend: '`O` is oak, `P` pine and `A` ash',
    letters: 'OPA',
    cell: 'square',
    cells: 'squares',
    region: 'grove',
    regions: 'groves',
    title: 'the Old Woodland',
  },
  {
    id: 'zoning',
    intro: "The town planner's zoning map divides the town into a grid of blocks.",
    legend: '`H` is housing, `S` shops, `P` parks and `F` factories',
    letters: 'HSPF',
    cell: 'block',
    cells: 'blocks',
    region: 'district',
    regions: 'districts',
    title: 'the Zoning Map',
  },
];

const MAX_SIDE = 100;

export const letterMapRegions: PuzzleFamily = {
  id: 'algorithms/letter-map-regions',
  track: 'algorithms',
  topic: 'graph-algorithms',
  difficulties: ['easy'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    // The twists: corners join cells or not; count the regions or measure the largest.
    const corners = random.next() < 0.5;
    const largest = random.next() < 0.5;
    const solve = (input: string) => `${answer(regionSizes(parseGrid(input), corners), largest)}\n`;
    const touching = corners
      ? '**side by side or corner to corner** (all eight cells around one are its neighbours)'
      : '**side by side** (up, down, left or right; touching only at a corner does not count)';
    const question = largest
      ? `Print the **number of ${setting.cells} in the largest ${setting.region}**.`
      : `Print the **number of ${setting.regions}** on the map.`;
    const examples = [exampleGrid(random, setting), smallExample(setting)];

    return {
      title: `${largest ? `The Largest of the ${capitalised(setting.regions)}` : `Counting the ${capitalised(setting.regions)}`} of ${setting.title}${corners ? ', Corners Included' : ''}`,
      description: largest
        ? `Find the size of the largest ${setting.region} of equal letters on the map.`
        : `Count the ${setting.regions} of equal letters on the map.`,
      statement: [
        `${setting.intro} The map has R rows and C columns, one letter per ${setting.cell}: ${setting.legend}.`,
        '',
        `Two ${setting.cells} are neighbours when they touch ${touching}. A **${setting.region}** is a group of`,
        `${setting.cells} with the same letter that you can walk through from any of them to any other, stepping`,
        `only between neighbours with that letter, and that cannot be made bigger. Every ${setting.cell} belongs`,
        `to exactly one ${setting.region}.`,
        '',
        question,
      ].join('\n'),
      input: `The first line holds R and C. Each of the next R lines holds C letters, the rows of the map from top to bottom.`,
      output: largest
        ? `One line: the number of ${setting.cells} in the largest ${setting.region}.`
        : `One line: the number of ${setting.regions}.`,
      constraints: [
        `1 ≤ R, C ≤ ${MAX_SIDE}`,
        `Each letter is one of ${setting.letters.split('').join(' ')}`,
      ].join('\n'),
      hints: [
        `Go through the map ${setting.cell} by ${setting.cell}. The first time you meet a ${setting.cell} that is not marked yet, you have found a new ${setting.region}.`,
        `From that ${setting.cell}, mark every neighbour with the same letter, then their neighbours, and so on (a flood fill with a queue or an explicit stack${largest ? ', counting the cells you mark' : ''}).`,
        corners
          ? 'Neighbours here include the four diagonal cells: loop over the row and column offsets −1, 0 and 1, skipping (0, 0).'
          : 'Only the four cells sharing a side are neighbours: diagonal cells with the same letter may belong to different regions.',
      ],
      examples: examples.map((input) => ({ input, explanation: explain(input, corners, largest, setting) })),
      hidden: hiddenInputs(random, setting),
      solve,
      code: programs(corners, largest),
      wrong: [{ name: 'other-neighbours', language: 'python', source: otherNeighbours(corners, largest) }],
      parameters: { setting: setting.id, corners: corners ? 1 : 0, largest: largest ? 1 : 0 },
    };
  },
};

function parseGrid(input: string): string[] {
  const [rows = '0', , ...lines] = input.trim().split(/\s+/);
  return lines.slice(0, Number(rows));
}

const gridInput = (rows: readonly string[]) => `${rows.length} ${rows[0]?.length ?? 0}\n${rows.join('\n')}\n`;

/** Each region as its letter and its size, in the order a row-by-row scan meets them. */
function regionSizes(grid: readonly string[], corners: boolean): Array<{ letter: string; size: number }> {
  const rows = grid.length;
  const cols = grid[0]?.length ?? 0;
  const seen = new Uint8Array(rows * cols);
  const regions: Array<{ letter: string; size: number }> = [];
  const offsets = neighbourOffsets(corners);
  for (let start = 0; start < rows * cols; start++) {
    if (seen[start]) continue;
    const letter = grid[Math.floor(start / cols)]?.[start % cols] ?? '';
    const stack = [start];
    seen[start] = 1;
    let size = 0;
    while (stack.length > 0) {
      const cell = stack.pop() ?? 0;
      size++;
      const r = Math.floor(cell / cols);
      const c = cell % cols;
      for (const [dr, dc] of offsets) {
        const nr = r + dr;
        const nc = c + dc;
        if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
        const next = nr * cols + nc;
        if (seen[next] || grid[nr]?.[nc] !== letter) continue;
        seen[next] = 1;
        stack.push(next);
      }
    }
    regions.push({ letter, size });
  }
  return regions;
}

function neighbourOffsets(corners: boolean): Array<[number, number]> {
  const sides: Array<[number, number]> = [
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
  ];
  if (!corners) return sides;
  return [...sides, [-1, -1], [-1, 1], [1, -1], [1, 1]];
}

const answer = (regions: ReadonlyArray<{ size: number }>, largest: boolean) =>
  largest ? Math.max(...regions.map((region) => region.size)) : regions.length;

function explain(input: string, corners: boolean, largest: boolean, setting: Setting): string {
  const regions = regionSizes(parseGrid(input), corners);
  const perLetter = [...setting.letters]
    .map((letter) => ({ letter, count: regions.filter((region) => region.letter === letter).length }))
    .filter(({ count }) => count > 0)
    .map(({ letter, count }) => `${letter} forms ${count} ${count === 1 ? setting.region : setting.regions}`)
    .join(', ');
  if (!largest) return `${capitalised(perLetter)}: ${regions.length} in all.`;
  const best = regions.reduce((a, b) => (b.size > a.size ? b : a));
  return `There are ${regions.length} ${setting.regions} (${perLetter}); the largest is a ${best.letter} ${setting.region} of ${best.size} ${best.size === 1 ? setting.cell : setting.cells}.`;
}

/** Letters drawn in clumps, so that regions are bigger than single cells and corners matter. */
function clumpedGrid(
  random: Random,
  rows: number,
  cols: number,
  letters: string,
  stickiness: number,
): string[] {
  const grid: string[][] = [];
  for (let r = 0; r < rows; r++) {
    const row: string[] = [];
    for (let c = 0; c < cols; c++) {
      const roll = random.next();
      const above = grid[r - 1]?.[c];
      const left = row[c - 1];
      if (above !== undefined && roll < stickiness / 2) row.push(above);
      else if (left !== undefined && roll < stickiness) row.push(left);
      else row.push(random.pick([...letters]));
    }
    grid.push(row);
  }
  return grid.map((row) => row.join(''));
}

function exampleGrid(random: Random, setting: Setting): string {
  const [a = 'A', b = 'B', c = 'C'] = random.shuffle([...setting.letters]);
  // A diagonal pair of a's and a ring of b's: the answer depends on whether corners join cells.
  const rows = [
    `${a}${a}${b}${b}${c}`,
    `${b}${c}${a}${b}${c}`,
    `${b}${b}${c}${a}${a}`,
    `${c}${b}${b}${c}${a}`,
  ];
  return gridInput(rows);
}

function smallExample(setting: Setting): string {
  const [a = 'A', b = 'B'] = [...setting.letters];
  return gridInput([`${a}${b}${a}`, `${b}${a}${b}`]);
}

function hiddenInputs(random: Random, setting: Setting): FamilyPuzzle['hidden'] {
  const letters = setting.letters;
  const [a = 'A', b = 'B'] = random.shuffle([...letters]);
  const checker = (rows: number, cols: number) =>
    Array.from({ length: rows }, (_, r) =>
      Array.from({ length: cols }, (_, c) => ((r + c) % 2 === 0 ? a : b)).join(''),
    );
  const diagonalStripes = Array.from({ length: 30 }, (_, r) =>
    Array.from({ length: 40 }, (_, c) => letters[(r + c) % letters.length] ?? a).join(''),
  );
  return [
    { input: gridInput([a]) },
    { input: gridInput([a.repeat(MAX_SIDE)]) },
    { input: gridInput(Array.from({ length: MAX_SIDE }, (_, r) => (r % 3 === 0 ? a : b))) },
    { input: gridInput(checker(10, 11)) },
    { input: gridInput(diagonalStripes) },
    { input: gridInput(clumpedGrid(random, 12, 15, letters, 0.5)) },
    { input: gridInput(clumpedGrid(random, 60, 80, letters.slice(0, 2), 0.3)) },
    { input: gridInput(clumpedGrid(random, MAX_SIDE, MAX_SIDE, letters, 0.6)) },
    { input: gridInput(clumpedGrid(random, MAX_SIDE, MAX_SIDE, letters, 0)) },
    { input: gridInput(Array.from({ length: MAX_SIDE }, () => b.repeat(MAX_SIDE))) },
  ];
}

function programs(corners: boolean, largest: boolean): FamilyPuzzle['code'] {
  const what = largest ? 'the size of the largest region' : 'the number of regions';
  const neighbours = corners ? 'the eight cells around it' : 'the four cells sharing a side with it';
  const python = (fn: string) =>
    pythonProgram({
      functions: fn,
      main: `    data = sys.stdin.read().split()
    rows, cols = int(data[0]), int(data[1])
    print(regions(data[2:2 + rows], rows, cols))`,
    });
  const c = (fn: string) =>
    cProgram({
      functions: fn,
      main: `    int rows, cols;
    if (scanf("%d %d", &rows, &cols) != 2) return 0;
${cReadGrid(MAX_SIDE)}
    printf("%d\\n", regions(grid, rows, cols));
    free(grid);`,
    });
  const java = (fn: string) =>
    javaProgram({
      functions: fn,
      main: `        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int rows = Integer.parseInt(tokens.nextToken());
        int cols = Integer.parseInt(tokens.nextToken());
        char[][] grid = new char[rows][];
        for (int r = 0; r < rows; r++) grid[r] = reader.readLine().trim().toCharArray();
        System.out.println(regions(grid, rows, cols));`,
    });
  const cpp = (fn: string) =>
    cppProgram({
      functions: fn,
      main: `    int rows, cols;
    if (!(cin >> rows >> cols)) return 0;
    vector<string> grid(rows);
    for (auto &row : grid) cin >> row;
    cout << regions(grid, rows, cols) << '\\n';`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      functions: fn,
      main: `    const rows = Number(next());
    const cols = Number(next());
    const grid = [];
    for (let r = 0; r < rows; r++) grid.push(next());
    console.log(String(regions(grid, rows, cols)));`,
    });
  const steps = corners
    ? { py: '[(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]', n: 8 }
    : { py: '[(-1, 0), (1, 0), (0, -1), (0, 1)]', n: 4 };
  const cRows = corners ? '{-1, -1, -1, 0, 0, 1, 1, 1}' : '{-1, 1, 0, 0}';
  const cCols = corners ? '{-1, 0, 1, -1, 1, -1, 0, 1}' : '{0, 0, -1, 1}';
  const tally = largest ? 'best = max(best, size)' : 'best += 1';
  const cTally = largest ? 'if (size > best) best = size;' : 'best++;';
  return {
    python: {
      solution: python(`STEPS = ${steps.py}


def regions(grid, rows, cols):
    """${capitalised(what)}: equal letters joined through ${neighbours}."""
    seen = [[False] * cols for _ in range(rows)]
    best = 0
    for r0 in range(rows):
        for c0 in range(cols):
            if seen[r0][c0]:
                continue
            letter = grid[r0][c0]
            seen[r0][c0] = True
            stack = [(r0, c0)]
            size = 0
            while stack:
                r, c = stack.pop()
                size += 1
                for dr, dc in STEPS:
                    nr, nc = r + dr, c + dc
                    if 0 <= nr < rows and 0 <= nc < cols and not seen[nr][nc] and grid[nr][nc] == letter:
                        seen[nr][nc] = True
                        stack.append((nr, nc))
            ${tally}
    return best`),
      starter: python(`def regions(grid, rows, cols):
    # Return ${what}: equal letters joined through ${neighbours}.
    return 0`),
    },
    c: {
      solution: c(`static const int STEP_ROWS[] = ${cRows};
static const int STEP_COLS[] = ${cCols};

/* ${capitalised(what)}: equal letters joined through ${neighbours}. */
static int regions(const char *grid, int rows, int cols) {
    char *seen = calloc((size_t)rows * cols, 1);
    int *stack = malloc(sizeof *stack * rows * cols);
    int best = 0;
    for (int start = 0; start < rows * cols; start++) {
        if (seen[start]) continue;
        seen[start] = 1;
        int top = 0, size = 0;
        stack[top++] = start;
        while (top > 0) {
            int cell = stack[--top];
            size++;
            int r = cell / cols, c = cell % cols;
            for (int k = 0; k < ${steps.n}; k++) {
                int nr = r + STEP_ROWS[k], nc = c + STEP_COLS[k];
                if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
                int next = nr * cols + nc;
                if (seen[next] || grid[next] != grid[start]) continue;
                seen[next] = 1;
                stack[top++] = next;
            }
        }
        ${cTally}
    }
    free(seen);
    free(stack);
    return best;
}`),
      starter: c(`/* Return ${what}: equal letters joined through ${neighbours}. */
static int regions(const char *grid, int rows, int cols) {
    return 0;
}`),
    },
    java: {
      solution: java(`    static final int[] STEP_ROWS = ${cRows};
    static final int[] STEP_COLS = ${cCols};

    /** ${capitalised(what)}: equal letters joined through ${neighbours}. */
    static int regions(char[][] grid, int rows, int cols) {
        boolean[][] seen = new boolean[rows][cols];
        int[] stack = new int[rows * cols];
        int best = 0;
        for (int r0 = 0; r0 < rows; r0++) {
            for (int c0 = 0; c0 < cols; c0++) {
                if (seen[r0][c0]) continue;
                seen[r0][c0] = true;
                int top = 0, size = 0;
                stack[top++] = r0 * cols + c0;
                while (top > 0) {
                    int cell = stack[--top];
                    size++;
                    int r = cell / cols, c = cell % cols;
                    for (int k = 0; k < ${steps.n}; k++) {
                        int nr = r + STEP_ROWS[k], nc = c + STEP_COLS[k];
                        if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
                        if (seen[nr][nc] || grid[nr][nc] != grid[r0][c0]) continue;
                        seen[nr][nc] = true;
                        stack[top++] = nr * cols + nc;
                    }
                }
                ${cTally}
            }
        }
        return best;
    }`),
      starter: java(`    /** Return ${what}: equal letters joined through ${neighbours}. */
    static int regions(char[][] grid, int rows, int cols) {
        return 0;
    }`),
    },
    cpp: {
      solution: cpp(`const int STEP_ROWS[] = ${cRows};
const int STEP_COLS[] = ${cCols};

// ${capitalised(what)}: equal letters joined through ${neighbours}.
int regions(const vector<string> &grid, int rows, int cols) {
    vector<char> seen(rows * cols, 0);
    vector<int> stack(rows * cols);
    int best = 0;
    for (int start = 0; start < rows * cols; start++) {
        if (seen[start]) continue;
        char letter = grid[start / cols][start % cols];
        seen[start] = 1;
        int top = 0, size = 0;
        stack[top++] = start;
        while (top > 0) {
            int cell = stack[--top];
            size++;
            int r = cell / cols, c = cell % cols;
            for (int k = 0; k < ${steps.n}; k++) {
                int nr = r + STEP_ROWS[k], nc = c + STEP_COLS[k];
                if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
                int next = nr * cols + nc;
                if (seen[next] || grid[nr][nc] != letter) continue;
                seen[next] = 1;
                stack[top++] = next;
            }
        }
        ${cTally}
    }
    return best;
}`),
      starter: cpp(`// Return ${what}: equal letters joined through ${neighbours}.
int regions(const vector<string> &grid, int rows, int cols) {
    return 0;
}`),
    },
    javascript: {
      solution: javascript(`const STEP_ROWS = [${cRows.slice(1, -1)}];
const STEP_COLS = [${cCols.slice(1, -1)}];

// ${capitalised(what)}: equal letters joined through ${neighbours}.
function regions(grid, rows, cols) {
    const seen = new Uint8Array(rows * cols);
    const stack = new Int32Array(rows * cols);
    let best = 0;
    for (let start = 0; start < rows * cols; start++) {
        if (seen[start]) continue;
        const letter = grid[Math.floor(start / cols)][start % cols];
        seen[start] = 1;
        let top = 0, size = 0;
        stack[top++] = start;
        while (top > 0) {
            const cell = stack[--top];
            size++;
            const r = Math.floor(cell / cols), c = cell % cols;
            for (let k = 0; k < ${steps.n}; k++) {
                const nr = r + STEP_ROWS[k], nc = c + STEP_COLS[k];
                if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
                const next = nr * cols + nc;
                if (seen[next] || grid[nr][nc] !== letter) continue;
                seen[next] = 1;
                stack[top++] = next;
            }
        }
        ${cTally}
    }
    return best;
}`),
      starter: javascript(`// Return ${what}: equal letters joined through ${neighbours}.
function regions(grid, rows, cols) {
    return 0;
}`),
    },
  };
}

/** Uses the other notion of neighbour: corners when the puzzle says sides only, and the other way round. */
function otherNeighbours(corners: boolean, largest: boolean): string {
  const steps = corners
    ? '[(-1, 0), (1, 0), (0, -1), (0, 1)]'
    : '[(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]';
  return `import sys

data = sys.stdin.read().split()
rows, cols = int(data[0]), int(data[1])
grid = data[2:2 + rows]
seen = [[False] * cols for _ in range(rows)]
best = 0
for r0 in range(rows):
    for c0 in range(cols):
        if seen[r0][c0]:
            continue
        seen[r0][c0] = True
        stack = [(r0, c0)]
        size = 0
        while stack:
            r, c = stack.pop()
            size += 1
            for dr, dc in ${steps}:
                nr, nc = r + dr, c + dc
                if 0 <= nr < rows and 0 <= nc < cols and not seen[nr][nc] and grid[nr][nc] == grid[r0][c0]:
                    seen[nr][nc] = True
                    stack.append((nr, nc))
        best = ${largest ? 'max(best, size)' : 'best + 1'}
print(best)
`;
}
