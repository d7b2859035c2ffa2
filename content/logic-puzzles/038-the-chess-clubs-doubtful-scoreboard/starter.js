const data = require('fs').readFileSync(0, 'utf8');

// wins[i] is the number of wins claimed for player i. Return 0 when the table is possible,
// otherwise the size of the smallest contradictory group of players.
function checkTable(wins) {
  return 0;
}

const tokens = data.trim().split(/\s+/).map(Number);
const tables = tokens[0];
let position = 1;
const lines = [];
for (let t = 0; t < tables; t++) {
  const n = tokens[position];
  const wins = tokens.slice(position + 1, position + 1 + n);
  position += 1 + n;
  const k = checkTable(wins);
  lines.push(k ? `IMPOSSIBLE ${k}` : 'POSSIBLE');
}
process.stdout.write(lines.join('\n') + '\n');
