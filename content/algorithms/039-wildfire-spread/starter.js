function minutesToBurn(grid) {
  // Return the minutes until every grass cell burns, or -1 if some grass never burns.
  // grid[r][c] is '.', '#' or 'F'.
  return 0;
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const rows = Number(tokens[0]);
const grid = tokens.slice(2, 2 + rows);
console.log(String(minutesToBurn(grid)));
