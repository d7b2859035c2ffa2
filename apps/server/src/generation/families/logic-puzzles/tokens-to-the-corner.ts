import type { Difficulty } from '@codequest/contracts';
import type { FamilyPuzzle, PuzzleFamily } from '../../family';
import { type Random, seededRandom } from '../../random';
import { capitalised } from '../../text';
import { CPP_HEAD, cProgram, cppProgram, javaProgram, javascriptProgram, pythonProgram } from '../scaffold';

/**
 * A race to the corner as an impartial game: players take turns moving one of several tokens on a board by
 * one of a few fixed steps towards the top-left corner, and whoever cannot move loses. Each cell has a
 * Sprague–Grundy value (the mex of the values one step away) and a game is won exactly when the XOR of its
 * tokens' values is not zero. Seeds choose the setting, the steps and the question: who wins each game, or
 * how many first moves win it. Tempting and wrong: a token-by-token won/lost verdict combined by OR or XOR.
 */

interface Setting {
  id: string;
  intro: string;
  token: string;
  tokens: string;
  board: string;
  corner: string;
  first: string;
  second: string;
  title: string;
}

const SETTINGS: readonly Setting[] = [
  {
    id: 'knights',
    intro: 'On a map of the kingdom drawn as a grid, knights ride home to the castle in the top-left corner.',
    token: 'knight',
    tokens: 'knights',
    board: 'map',
    corner: 'the castle',
    first: 'ARTHUR',
    second: 'MORGANA',
    title: "the Knights' Ride Home",
  },
  {
    id: 'sheep',
    intro:
      'Two shepherds play a game on a field divided into square plots, with the fold in the top-left corner.',
    token: 'sheep',
    tokens: 'sheep',
    board: 'field',
    corner: 'the fold',
    first: 'BRONWEN',
    second: 'DAFYDD',
    title: 'the Sheep Going Home',
  },
  {
    id: 'boats',
    intro: 'On a lake charted as a grid, toy sailboats are blown towards the harbour in the top-left corner.',
    token: 'boat',
    tokens: 'boats',
    board: 'lake',
    corner: 'the harbour',
    first: 'MARINA',
    second: 'OSKAR',
    title: 'the Harbour Regatta',
  },
  {
    id: 'snails',
    intro: 'In a garden laid out in square beds, snails crawl towards the pond in the top-left corner.',
    token: 'snail',
    tokens: 'snails',
    board: 'garden',
    corner: 'the pond',
    first: 'IVY',
    second: 'HOLLY',
    title: 'the Snail Race to the Pond',
  },
];

type Question = 'winner' | 'count';
type Step = readonly [number, number];

const STEP_POOL: readonly Step[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [2, 0],
  [0, 2],
  [2, 1],
  [1, 2],
  [2, 2],
  [3, 0],
  [0, 3],
  [3, 1],
  [1, 3],
];

const MAX_SIDE = 300;
const MAX_TOKENS_TOTAL = 60_000;
const MAX_GAMES = 20_000;

interface Games {
  rows: number;
  cols: number;
  games: Array<Array<[number, number]>>;
}

export const tokensToTheCorner: PuzzleFamily = {
  id: 'logic-puzzles/tokens-to-the-corner',
  track: 'logic-puzzles',
  topic: 'brain-teasers',
  difficulties: ['hard'],
  write(seed: number, _difficulty: Difficulty): FamilyPuzzle {
    const random = seededRandom(seed);
    const setting = random.pick(SETTINGS);
    const steps = chooseSteps(random);
    const question: Question = random.next() < 0.5 ? 'winner' : 'count';
    const winner = question === 'winner';
    const { token, tokens, board, first, second } = setting;
    const stepList = steps.map(([dr, dc]) => `(${dr}, ${dc})`).join(', ');
    const answer = (games: Games) =>
      analyse(games, steps).map((game) =>
        winner ? (game.xor !== 0 ? first : second) : String(game.winningMoves.length),
      );
    const solve = (input: string) => `${answer(parseGames(input)).join('\n')}\n`;
    const examples = exampleGames(random).map((games) => ({
      input: inputOf(games),
      explanation: explain(games, steps, setting, winner),
    }));

    return {
      title: winner ? `Who Wins ${setting.title}?` : `Winning Openings in ${setting.title}`,
      description: winner
        ? `${capitalised(tokens)} move towards ${setting.corner}: who wins each game with perfect play?`
        : `${capitalised(tokens)} move towards ${setting.corner}: how many first moves win each game?`,
      statement: [
        `${setting.intro} The ${board} has R rows, numbered 1 to R from the top, and C columns, numbered 1 to C from the left;`,
        `${setting.corner} is cell (1, 1). ${first} and ${second} play q separate games. A game starts with some ${tokens}`,
        `on the ${board}, each on a cell (several may share a cell), and the two players take turns, **${first} first**.`,
        '',
        `A move takes **one** ${token} and moves it by one of these steps (a, b): ${stepList}.`,
        `A step (a, b) takes a ${token} from cell (r, c) to cell (r − a, c − b), and it is allowed only if that cell is on`,
        `the ${board} (r − a ≥ 1 and c − b ≥ 1). The player who **cannot move** on their turn **loses**.`,
        '',
        winner
          ? `Both players play perfectly. For each game, print the name of the winner.`
          : `A **first move** is a choice of one of the game's ${tokens} (they are told apart by their place in the list) and of an allowed step for it. It is **winning** when ${first} can go on to win the game after it, whatever ${second} does. For each game, print how many of ${first}'s first moves are winning (0 when ${first} loses against perfect play).`,
      ].join('\n'),
      input: `The first line holds R and C, the second q. Each of the next q lines describes a game: the number k of ${tokens}, then k pairs r c, the cells of the ${tokens}.`,
      output: winner
        ? `q lines: the winner of each game, ${first} or ${second}.`
        : `q lines: the number of winning first moves of each game.`,
      constraints: [
        `1 ≤ R, C ≤ ${MAX_SIDE}`,
        `1 ≤ q ≤ ${MAX_GAMES}`,
        `1 ≤ k, and the k of all games add up to at most ${MAX_TOKENS_TOTAL}`,
        '1 ≤ r ≤ R, 1 ≤ c ≤ C',
      ].join('\n'),
      hints: [
        `With a single ${token}, mark every cell as won or lost for the player to move, starting next to ${setting.corner}.`,
        `With several ${tokens}, won/lost per ${token} is not enough: two ${tokens} each "won" alone can make a lost game together, or not. Give every cell a number that captures more.`,
        'Sprague–Grundy: the value of a cell is the smallest non-negative number that is not the value of a cell one step away; a sum of games is lost exactly when the XOR of the values is 0.',
      ],
      examples,
      hidden: hiddenInputs(random).map((test) => ({
        input: inputOf(test.games),
        ...(test.large ? { large: true } : {}),
      })),
      solve,
      code: programs(steps, winner, setting),
      wrong: [
        {
          name: 'won-or-lost-per-token',
          language: 'python',
          source: perTokenVerdict(steps, winner, setting),
        },
      ],
      parameters: { setting: setting.id, steps: stepList, question },
      limits: { outputKb: 256 },
    };
  },
};

/**
 * Two to four steps from the pool, sorted, with one that shortens rows and one that shortens columns, and
 * cells of value 2 or more: with values 0 and 1 only, won/lost per token would be enough.
 */
function chooseSteps(random: Random): Step[] {
  for (;;) {
    const steps = random.shuffle(STEP_POOL).slice(0, random.int(2, 4));
    const richEnough = grundyTable(20, 20, steps).some((row) => row.some((value) => value >= 2));
    if (steps.some(([dr]) => dr > 0) && steps.some(([, dc]) => dc > 0) && richEnough)
      return steps.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  }
}

function grundyTable(rows: number, cols: number, steps: readonly Step[]): number[][] {
  const table = Array.from({ length: rows + 1 }, () => new Array<number>(cols + 1).fill(0));
  for (let r = 1; r <= rows; r++)
    for (let c = 1; c <= cols; c++) {
      const seen = new Set<number>();
      for (const [dr, dc] of steps) if (r - dr >= 1 && c - dc >= 1) seen.add(table[r - dr]?.[c - dc] ?? 0);
      let value = 0;
      while (seen.has(value)) value++;
      (table[r] as number[])[c] = value;
    }
  return table;
}

interface Analysis {
  xor: number;
  /** Each winning first move: the token's index and the step. */
  winningMoves: Array<{ token: number; step: Step }>;
}

function analyse({ rows, cols, games }: Games, steps: readonly Step[]): Analysis[] {
  const table = grundyTable(rows, cols, steps);
  const value = (r: number, c: number) => table[r]?.[c] ?? 0;
  return games.map((cells) => {
    const xor = cells.reduce((acc, [r, c]) => acc ^ value(r, c), 0);
    const winningMoves = cells.flatMap(([r, c], index) =>
      steps
        .filter(([dr, dc]) => r - dr >= 1 && c - dc >= 1 && value(r - dr, c - dc) === (xor ^ value(r, c)))
        .map((step) => ({ token: index, step })),
    );
    return { xor, winningMoves };
  });
}

function parseGames(input: string): Games {
  const numbers = input.trim().split(/\s+/).map(Number);
  let at = 0;
  const next = () => numbers[at++] ?? 0;
  const rows = next();
  const cols = next();
  const games = Array.from({ length: next() }, () =>
    Array.from({ length: next() }, () => [next(), next()] as [number, number]),
  );
  return { rows, cols, games };
}

const inputOf = ({ rows, cols, games }: Games) =>
  `${rows} ${cols}\n${games.length}\n${games.map((cells) => [cells.length, ...cells.flat()].join(' ')).join('\n')}\n`;

function explain(games: Games, steps: readonly Step[], setting: Setting, winner: boolean): string {
  const results = analyse(games, steps);
  return results
    .map((result, index) => {
      const cells = games.games[index] ?? [];
      const where = cells.map(([r, c]) => `(${r}, ${c})`).join(' and ');
      const move = result.winningMoves[0];
      const stuck = cells.every(([r, c]) => steps.every(([dr, dc]) => r - dr < 1 || c - dc < 1));
      if (stuck)
        return `Game ${index + 1} (${setting.tokens} at ${where}): ${setting.first} cannot move at all, so ${winner ? `${setting.second} wins` : 'no first move wins'}.`;
      if (!move)
        return `Game ${index + 1} (${setting.tokens} at ${where}): whatever ${setting.first} does first, ${setting.second} can always answer and make the last move, so ${winner ? setting.second : '0 first moves'} ${winner ? 'wins' : 'win'}.`;
      const [r, c] = cells[move.token] ?? [1, 1];
      const to = `(${r - move.step[0]}, ${c - move.step[1]})`;
      const moves = result.winningMoves.length;
      return `Game ${index + 1} (${setting.tokens} at ${where}): ${setting.first} can move the ${setting.token} at (${r}, ${c}) to ${to}, after which ${setting.second} always loses${winner ? `, so ${setting.first} wins` : `; ${moves} first ${moves === 1 ? 'move wins' : 'moves win'}`}.`;
    })
    .join(' ');
}

function exampleGames(random: Random): Games[] {
  const side = random.int(5, 7);
  return [
    {
      rows: side,
      cols: side,
      games: [
        [[1, 1]],
        [[2, 2]],
        [[side, side]],
        [
          [3, 2],
          [2, 3],
        ],
        [
          [side, 2],
          [2, side],
          [3, 3],
        ],
      ],
    },
    {
      rows: 3,
      cols: 8,
      games: [
        [[3, 8]],
        [
          [1, 4],
          [3, 1],
        ],
      ],
    },
  ];
}

function hiddenInputs(random: Random): Array<{ games: Games; large?: boolean }> {
  const randomGames = (rows: number, cols: number, q: number, maxK: number): Games => ({
    rows,
    cols,
    games: Array.from({ length: q }, () =>
      Array.from(
        { length: random.int(1, maxK) },
        () => [random.int(1, rows), random.int(1, cols)] as [number, number],
      ),
    ),
  });
  const everyCell = (rows: number, cols: number): Games => ({
    rows,
    cols,
    games: Array.from({ length: rows * cols }, (_, i) => [[Math.floor(i / cols) + 1, (i % cols) + 1]]),
  });
  const pairs = (side: number): Games => ({
    rows: side,
    cols: side,
    games: Array.from({ length: 300 }, () => [
      [random.int(1, side), random.int(1, side)],
      [random.int(1, side), random.int(1, side)],
    ]),
  });
  const tokensLeft = MAX_TOKENS_TOTAL - 1;
  return [
    { games: { rows: 1, cols: 1, games: [[[1, 1]]] } },
    {
      games: {
        rows: 1,
        cols: MAX_SIDE,
        games: [
          [[1, MAX_SIDE]],
          [
            [1, 1],
            [1, 1],
          ],
          [
            [1, 7],
            [1, 7],
          ],
        ],
      },
    },
    { games: everyCell(8, 8) },
    { games: pairs(12) },
    { games: randomGames(30, 30, 400, 5) },
    { games: randomGames(MAX_SIDE, MAX_SIDE, 300, 4) },
    { games: randomGames(random.int(100, MAX_SIDE), random.int(100, MAX_SIDE), 200, 12) },
    // At the constraints: the biggest board, many games, every token far from the corner or anywhere.
    {
      games: {
        rows: MAX_SIDE,
        cols: MAX_SIDE,
        games: [
          Array.from({ length: 1 }, () => [MAX_SIDE, MAX_SIDE] as [number, number]),
          ...randomGames(MAX_SIDE, MAX_SIDE, MAX_GAMES - 1, Math.floor((2 * tokensLeft) / MAX_GAMES) - 1)
            .games,
        ],
      },
      large: true,
    },
  ];
}

function programs(steps: readonly Step[], winner: boolean, setting: Setting): FamilyPuzzle['code'] {
  const m = steps.length;
  const pyDr = steps.map(([dr]) => dr).join(', ');
  const pyDc = steps.map(([, dc]) => dc).join(', ');
  const task = winner
    ? `the winner's name, "${setting.first}" or "${setting.second}"`
    : `how many first moves win`;
  const python = (fn: string) =>
    pythonProgram({
      head: `import sys

STEPS = [${steps.map(([dr, dc]) => `(${dr}, ${dc})`).join(', ')}]`,
      functions: fn,
      main: `    data = sys.stdin.buffer.read().split()
    rows, cols, q = int(data[0]), int(data[1]), int(data[2])
    games = []
    at = 3
    for _ in range(q):
        k = int(data[at])
        cells = [(int(data[at + 1 + 2 * i]), int(data[at + 2 + 2 * i])) for i in range(k)]
        games.append(cells)
        at += 1 + 2 * k
    sys.stdout.write("\\n".join(map(str, answer_games(rows, cols, games))) + "\\n")`,
    });
  const c = (fn: string) =>
    cProgram({
      head: `#include <stdio.h>
#include <stdlib.h>

static const int STEP_ROWS[${m}] = {${pyDr}};
static const int STEP_COLS[${m}] = {${pyDc}};`,
      functions: fn,
      main: `    int rows, cols, q;
    if (scanf("%d %d %d", &rows, &cols, &q) != 3) return 0;
    prepare(rows, cols);
    int capacity = 16;
    int *cells = malloc(sizeof *cells * 2 * capacity);
    for (int g = 0; g < q; g++) {
        int k;
        scanf("%d", &k);
        if (k > capacity) {
            capacity = k;
            cells = realloc(cells, sizeof *cells * 2 * capacity);
        }
        for (int i = 0; i < 2 * k; i++) scanf("%d", &cells[i]);
        ${winner ? 'puts(answer_game(k, cells));' : 'printf("%d\\n", answer_game(k, cells));'}
    }
    free(cells);`,
    });
  const java = (fn: string) =>
    javaProgram({
      fields: `    static final int[] STEP_ROWS = {${pyDr}};
    static final int[] STEP_COLS = {${pyDc}};`,
      functions: fn,
      main: `        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int rows = readInt(in), cols = readInt(in), q = readInt(in);
        prepare(rows, cols);
        StringBuilder out = new StringBuilder();
        for (int g = 0; g < q; g++) {
            int k = readInt(in);
            int[] cells = new int[2 * k];
            for (int i = 0; i < 2 * k; i++) cells[i] = readInt(in);
            out.append(answerGame(cells)).append('\\n');
        }
        System.out.print(out);`,
      reader: 'readInt',
    });
  const cpp = (fn: string) =>
    cppProgram({
      head: `${CPP_HEAD}

const int STEP_ROWS[${m}] = {${pyDr}};
const int STEP_COLS[${m}] = {${pyDc}};`,
      functions: fn,
      main: `    int rows, cols, q;
    if (!(cin >> rows >> cols >> q)) return 0;
    prepare(rows, cols);
    vector<int> cells;
    for (int g = 0; g < q; g++) {
        int k;
        cin >> k;
        cells.resize(2 * k);
        for (int &cell : cells) cin >> cell;
        cout << answer_game(cells) << '\\n';
    }`,
    });
  const javascript = (fn: string) =>
    javascriptProgram({
      head: `const STEP_ROWS = [${pyDr}];
const STEP_COLS = [${pyDc}];`,
      functions: fn,
      main: `    const rows = Number(next());
    const cols = Number(next());
    const q = Number(next());
    prepare(rows, cols);
    const out = [];
    for (let g = 0; g < q; g++) {
        const k = Number(next());
        const cells = new Int32Array(2 * k);
        for (let i = 0; i < 2 * k; i++) cells[i] = Number(next());
        out.push(answerGame(cells));
    }
    console.log(out.join('\\n'));`,
    });
  const cppSolution = `vector<vector<int>> value;

// value[r][c]: the Sprague-Grundy value of a lone token at (r, c), the smallest number not found one step away.
void prepare(int rows, int cols) {
    value.assign(rows + 1, vector<int>(cols + 1, 0));
    for (int r = 1; r <= rows; r++)
        for (int c = 1; c <= cols; c++) {
            int seen = 0;
            for (int s = 0; s < ${m}; s++)
                if (r - STEP_ROWS[s] >= 1 && c - STEP_COLS[s] >= 1) seen |= 1 << value[r - STEP_ROWS[s]][c - STEP_COLS[s]];
            int v = 0;
            while (seen >> v & 1) v++;
            value[r][c] = v;
        }
}

${
  winner
    ? `string answer_game(const vector<int> &cells) {
    int total = 0;
    for (size_t i = 0; i < cells.size(); i += 2) total ^= value[cells[i]][cells[i + 1]];
    return total != 0 ? "${setting.first}" : "${setting.second}";
}`
    : `// A winning move leaves an XOR of 0: the moved token must land on the value total ^ its own.
int answer_game(const vector<int> &cells) {
    int total = 0, winning = 0;
    for (size_t i = 0; i < cells.size(); i += 2) total ^= value[cells[i]][cells[i + 1]];
    for (size_t i = 0; i < cells.size(); i += 2) {
        int r = cells[i], c = cells[i + 1], wanted = total ^ value[r][c];
        for (int s = 0; s < ${m}; s++)
            if (r - STEP_ROWS[s] >= 1 && c - STEP_COLS[s] >= 1 && value[r - STEP_ROWS[s]][c - STEP_COLS[s]] == wanted)
                winning++;
    }
    return winning;
}`
}`;
  const javascriptSolution = `let value = [];

/** value[r][c]: the Sprague-Grundy value of a lone token at (r, c), the smallest number not found one step away. */
function prepare(rows, cols) {
    value = Array.from({ length: rows + 1 }, () => new Int32Array(cols + 1));
    for (let r = 1; r <= rows; r++)
        for (let c = 1; c <= cols; c++) {
            let seen = 0;
            for (let s = 0; s < STEP_ROWS.length; s++)
                if (r - STEP_ROWS[s] >= 1 && c - STEP_COLS[s] >= 1) seen |= 1 << value[r - STEP_ROWS[s]][c - STEP_COLS[s]];
            let v = 0;
            while ((seen >> v) & 1) v++;
            value[r][c] = v;
        }
}

${
  winner
    ? `function answerGame(cells) {
    let total = 0;
    for (let i = 0; i < cells.length; i += 2) total ^= value[cells[i]][cells[i + 1]];
    return total !== 0 ? '${setting.first}' : '${setting.second}';
}`
    : `/** A winning move leaves an XOR of 0: the moved token must land on the value total ^ its own. */
function answerGame(cells) {
    let total = 0;
    let winning = 0;
    for (let i = 0; i < cells.length; i += 2) total ^= value[cells[i]][cells[i + 1]];
    for (let i = 0; i < cells.length; i += 2) {
        const r = cells[i];
        const c = cells[i + 1];
        const wanted = total ^ value[r][c];
        for (let s = 0; s < STEP_ROWS.length; s++)
            if (r - STEP_ROWS[s] >= 1 && c - STEP_COLS[s] >= 1 && value[r - STEP_ROWS[s]][c - STEP_COLS[s]] === wanted)
                winning++;
    }
    return winning;
}`
}`;
  const pythonSolution = `def answer_games(rows, cols, games):
    # value[r][c]: the Sprague-Grundy value of a lone token at (r, c), the smallest number not found one step away.
    value = [[0] * (cols + 1) for _ in range(rows + 1)]
    for r in range(1, rows + 1):
        row = value[r]
        for c in range(1, cols + 1):
            seen = 0
            for dr, dc in STEPS:
                if r - dr >= 1 and c - dc >= 1:
                    seen |= 1 << value[r - dr][c - dc]
            v = 0
            while seen >> v & 1:
                v += 1
            row[c] = v
    answers = []
    for cells in games:
        total = 0
        for r, c in cells:
            total ^= value[r][c]
${
  winner
    ? `        answers.append("${setting.first}" if total else "${setting.second}")`
    : `        # A winning move leaves an XOR of 0: the moved token must land on the value total ^ its own.
        winning = 0
        for r, c in cells:
            wanted = total ^ value[r][c]
            for dr, dc in STEPS:
                if r - dr >= 1 and c - dc >= 1 and value[r - dr][c - dc] == wanted:
                    winning += 1
        answers.append(winning)`
}
    return answers`;
  const cSolution = `static int rows_count, cols_count;
static int *value;

/* value[r * (C + 1) + c]: the Sprague-Grundy value of a lone token at (r, c), the smallest number not found one step away. */
static void prepare(int rows, int cols) {
    rows_count = rows;
    cols_count = cols;
    value = calloc((size_t)(rows + 1) * (cols + 1), sizeof *value);
    for (int r = 1; r <= rows; r++)
        for (int c = 1; c <= cols; c++) {
            int seen = 0;
            for (int s = 0; s < ${m}; s++)
                if (r - STEP_ROWS[s] >= 1 && c - STEP_COLS[s] >= 1)
                    seen |= 1 << value[(r - STEP_ROWS[s]) * (cols + 1) + c - STEP_COLS[s]];
            int v = 0;
            while (seen >> v & 1) v++;
            value[r * (cols + 1) + c] = v;
        }
}

static int value_at(int r, int c) { return value[r * (cols_count + 1) + c]; }

${
  winner
    ? `static const char *answer_game(int k, const int *cells) {
    int total = 0;
    for (int i = 0; i < k; i++) total ^= value_at(cells[2 * i], cells[2 * i + 1]);
    return total ? "${setting.first}" : "${setting.second}";
}`
    : `/* A winning move leaves an XOR of 0: the moved token must land on the value total ^ its own. */
static int answer_game(int k, const int *cells) {
    int total = 0, winning = 0;
    for (int i = 0; i < k; i++) total ^= value_at(cells[2 * i], cells[2 * i + 1]);
    for (int i = 0; i < k; i++) {
        int r = cells[2 * i], c = cells[2 * i + 1], wanted = total ^ value_at(r, c);
        for (int s = 0; s < ${m}; s++)
            if (r - STEP_ROWS[s] >= 1 && c - STEP_COLS[s] >= 1 && value_at(r - STEP_ROWS[s], c - STEP_COLS[s]) == wanted)
                winning++;
    }
    return winning;
}`
}`;
  const javaSolution = `    static int[][] value;

    /** value[r][c]: the Sprague-Grundy value of a lone token at (r, c), the smallest number not found one step away. */
    static void prepare(int rows, int cols) {
        value = new int[rows + 1][cols + 1];
        for (int r = 1; r <= rows; r++)
            for (int c = 1; c <= cols; c++) {
                int seen = 0;
                for (int s = 0; s < STEP_ROWS.length; s++)
                    if (r - STEP_ROWS[s] >= 1 && c - STEP_COLS[s] >= 1) seen |= 1 << value[r - STEP_ROWS[s]][c - STEP_COLS[s]];
                int v = 0;
                while ((seen >> v & 1) == 1) v++;
                value[r][c] = v;
            }
    }

${
  winner
    ? `    static String answerGame(int[] cells) {
        int total = 0;
        for (int i = 0; i < cells.length; i += 2) total ^= value[cells[i]][cells[i + 1]];
        return total != 0 ? "${setting.first}" : "${setting.second}";
    }`
    : `    /** A winning move leaves an XOR of 0: the moved token must land on the value total ^ its own. */
    static int answerGame(int[] cells) {
        int total = 0, winning = 0;
        for (int i = 0; i < cells.length; i += 2) total ^= value[cells[i]][cells[i + 1]];
        for (int i = 0; i < cells.length; i += 2) {
            int r = cells[i], c = cells[i + 1], wanted = total ^ value[r][c];
            for (int s = 0; s < STEP_ROWS.length; s++)
                if (r - STEP_ROWS[s] >= 1 && c - STEP_COLS[s] >= 1 && value[r - STEP_ROWS[s]][c - STEP_COLS[s]] == wanted)
                    winning++;
        }
        return winning;
    }`
}`;
  return {
    python: {
      solution: python(pythonSolution),
      starter: python(`def answer_games(rows, cols, games):
    # For each game (a list of (r, c) cells), return ${task}.
    return [${winner ? `"${setting.second}"` : '0'} for cells in games]`),
    },
    c: {
      solution: c(cSolution),
      starter: c(`static void prepare(int rows, int cols) {}

/* For one game (k tokens; token i at row cells[2i], column cells[2i + 1]), return ${task}. */
static ${winner ? 'const char *' : 'int '}answer_game(int k, const int *cells) {
    return ${winner ? `"${setting.second}"` : '0'};
}`),
    },
    java: {
      solution: java(javaSolution),
      starter: java(`    static void prepare(int rows, int cols) {}

    /** For one game (token i at row cells[2i], column cells[2i + 1]), return ${task}. */
    static ${winner ? 'String' : 'int'} answerGame(int[] cells) {
        return ${winner ? `"${setting.second}"` : '0'};
    }`),
    },
    cpp: {
      solution: cpp(cppSolution),
      starter: cpp(`void prepare(int rows, int cols) {}

// For one game (token i at row cells[2i], column cells[2i + 1]), return ${task}.
${winner ? 'string' : 'int'} answer_game(const vector<int> &cells) {
    return ${winner ? `"${setting.second}"` : '0'};
}`),
    },
    javascript: {
      solution: javascript(javascriptSolution),
      starter: javascript(`function prepare(rows, cols) {}

/** For one game (token i at row cells[2i], column cells[2i + 1]), return ${task}. */
function answerGame(cells) {
    return ${winner ? `'${setting.second}'` : '0'};
}`),
    },
  };
}

/**
 * Marks each cell only won or lost for a lone token and combines the tokens by XOR of those marks (and, for
 * the count, calls a move winning when it moves a token onto a lost cell): right for one token only.
 */
function perTokenVerdict(steps: readonly Step[], winner: boolean, setting: Setting): string {
  return `import sys

STEPS = [${steps.map(([dr, dc]) => `(${dr}, ${dc})`).join(', ')}]
data = sys.stdin.buffer.read().split()
rows, cols, q = int(data[0]), int(data[1]), int(data[2])
won = [[False] * (cols + 1) for _ in range(rows + 1)]
for r in range(1, rows + 1):
    for c in range(1, cols + 1):
        won[r][c] = any(r - dr >= 1 and c - dc >= 1 and not won[r - dr][c - dc] for dr, dc in STEPS)
out = []
at = 3
for _ in range(q):
    k = int(data[at])
    cells = [(int(data[at + 1 + 2 * i]), int(data[at + 2 + 2 * i])) for i in range(k)]
    at += 1 + 2 * k
    total = 0
    for r, c in cells:
        total ^= won[r][c]
${
  winner
    ? `    out.append("${setting.first}" if total else "${setting.second}")`
    : `    count = 0
    if total:
        for r, c in cells:
            for dr, dc in STEPS:
                if r - dr >= 1 and c - dc >= 1 and not won[r - dr][c - dc]:
                    count += 1
    out.append(count)`
}
print("\\n".join(map(str, out)))
`;
}
