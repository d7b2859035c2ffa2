function solve(grid) {
  // grid is an array of 9 strings of 9 characters: a digit 1-9, or "." for an empty cell.
  // Return the solved grid in the same form (9 strings of 9 digits).
  return grid;
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const t = Number(tokens[0]);
const lines = [];
for (let p = 0; p < t; p++) lines.push(...solve(tokens.slice(1 + 9 * p, 10 + 9 * p)));
console.log(lines.join('\n'));
