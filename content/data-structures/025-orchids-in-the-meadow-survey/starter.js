const data = require('fs').readFileSync(0, 'utf8');

// grid[r][c] is the orchid count of row r + 1, column c + 1 (arrays of numbers, counted from 0).
// questions is an array of [r1, c1, r2, c2], numbered from 1.
// Return an array with, for each question, the number of orchids in rows r1..r2 and columns c1..c2.
function answerQuestions(grid, questions) {
  return questions.map(() => 0);
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
