import { type Scoreboard, scoreboardUpdate } from '@codequest/contracts';

/**
 * A live board's reading as text, written once for everything that sends it: the `rows` event of what
 * changed, and the JSON the scoreboard route answers. Each row is written once, a few hundred at a time with
 * other work let in between: a thousand rows written whole, and again for each comparison with the last
 * reading, held every other request of the process for tens of milliseconds at each change.
 */

/** How many rows are written before other work gets a turn. */
const ROWS_PER_TURN = 250;

export interface BoardText {
  board: Scoreboard;
  /** Each row's JSON, in the board's order. */
  rows: string[];
  /** Each row's JSON without its rank, by username: a later reading's rows are compared with these. */
  unranked: Map<string, string>;
  /** The board as JSON without its server time, and without its opening brace (a copy puts its time first). */
  body: string;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Writes the board, ROWS_PER_TURN rows a turn. */
export async function writeBoard(board: Scoreboard): Promise<BoardText> {
  const rows: string[] = [];
  const unranked = new Map<string, string>();
  for (const [index, row] of board.rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    const { rank, ...rest } = row;
    const text = JSON.stringify(rest);
    unranked.set(row.username, text);
    rows.push(`{"rank":${JSON.stringify(rank)},${text.slice(1)}`);
  }
  const { serverTime: _time, rows: _rows, ...fields } = board;
  // The board's other fields, then its rows left open: `…,"rows":[`.
  const head = JSON.stringify({ ...fields, rows: [] }).slice(1, -2);
  return { board, rows, unranked, body: `${head}${rows.join(',')}]}` };
}

/**
 * The rows that changed from one reading to the next, as text (contracts' scoreboardUpdate: those whose
 * content other than their rank changed, and new ones), compared by their text; undefined when more than
 * rows changed (frozen, revealed), which takes the whole board.
 */
export function changedRows(previous: BoardText, next: BoardText): string[] | undefined {
  // contracts' scoreboardUpdate decides what is more than rows: asked without rows, it answers that alone.
  const withoutRows = (board: Scoreboard): Scoreboard => ({ ...board, rows: [] });
  if (!scoreboardUpdate(withoutRows(previous.board), withoutRows(next.board))) return undefined;
  return next.board.rows.flatMap((row, index) =>
    previous.unranked.get(row.username) === next.unranked.get(row.username) ? [] : [next.rows[index] ?? ''],
  );
}

/** A `rows` event's data (contracts' ScoreboardUpdate) from its rows' text. */
export const updateText = (rows: string[], serverTime: string): string =>
  `{"rows":[${rows.join(',')}],"serverTime":${JSON.stringify(serverTime)}}`;
