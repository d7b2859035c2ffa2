const data = require('fs').readFileSync(0, 'utf8');

// grid[r][c] is the orchid count of row r + 1, column c + 1 (arrays of numbers, counted from 0).
// questions is an array of [r1, c1, r2, c2], numbered from 1.
// Return an array with, for each question, the number of orchids in rows r1..r2 and columns c1..c2.
function answerQuestions(grid, questions) {
  const R = grid.length;
  const C = grid[0].length;
  // table[r * W + c]: orchids in rows 1..r and columns 1..c; row 0 and column 0 are zeros.
  const W = C + 1;
  const table = new Int32Array((R + 1) * W);
  for (let r = 1; r <= R; r++) {
    for (let c = 1; c <= C; c++) {
      table[r * W + c] =
        grid[r - 1][c - 1] + table[(r - 1) * W + c] + table[r * W + c - 1] - table[(r - 1) * W + c - 1];
    }
  }
  return questions.map(
    ([r1, c1, r2, c2]) =>
      table[r2 * W + c2] - table[(r1 - 1) * W + c2] - table[r2 * W + c1 - 1] + table[(r1 - 1) * W + c1 - 1],
  );
}

const tokens = data.split(/\s+/).filter((token) => token.length > 0);
const rows = Number(tokens[0]);
const q = Number(tokens[2]);
const grid = [];
for (let r = 0; r < rows; r++) grid.push(Array.from(tokens[3 + r], Number));
const questions = [];
for (let j = 0; j < q; j++) {
  const at = 3 + rows + 4 * j;
  questions.push([Number(tokens[at]), Number(tokens[at + 1]), Number(tokens[at + 2]), Number(tokens[at + 3])]);
}
process.stdout.write(answerQuestions(grid, questions).join('\n') + '\n');
