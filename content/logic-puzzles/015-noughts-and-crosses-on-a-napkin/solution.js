// The eight rows, columns and diagonals, as cell numbers 0..8 read row by row.
const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

// grid is three strings of three characters. Returns the referee's verdict: X moves first, so X has as
// many marks as O or one more, and the game stopped at once after the winning move.
function referee(grid) {
  const cells = grid.join('');
  const count = (mark) => [...cells].filter((cell) => cell === mark).length;
  const hasLine = (mark) => LINES.some((line) => line.every((i) => cells[i] === mark));
  const x = count('X');
  const o = count('O');
  const xWins = hasLine('X');
  const oWins = hasLine('O');
  if ((x !== o && x !== o + 1) || (xWins && oWins)) return 'IMPOSSIBLE';
  if (xWins) return x === o + 1 ? 'X WINS' : 'IMPOSSIBLE';
  if (oWins) return x === o ? 'O WINS' : 'IMPOSSIBLE';
  if (x + o === 9) return 'DRAW';
  return x === o ? 'X TO MOVE' : 'O TO MOVE';
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const t = Number(data[0]);
const lines = [];
for (let i = 0; i < t; i++) lines.push(referee(data.slice(1 + 3 * i, 4 + 3 * i)));
console.log(lines.join('\n'));
