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

// grid is an array of three strings of three characters each ('X', 'O' or '.').
// Return "IMPOSSIBLE", "X WINS", "O WINS", "DRAW", "X TO MOVE" or "O TO MOVE".
function referee(grid) {
  return 'DRAW';
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const t = Number(data[0]);
const lines = [];
for (let i = 0; i < t; i++) lines.push(referee(data.slice(1 + 3 * i, 4 + 3 * i)));
console.log(lines.join('\n'));
