const data = require('fs').readFileSync(0, 'utf8');

// Return the fewest knight moves that take the knight dx columns and dy rows away (both may be
// negative or zero).
function fewestMoves(dx, dy) {
  return 0;
}

const tokens = data.trim().split(/\s+/).map(Number);
const t = tokens[0];
const lines = [];
for (let i = 0; i < t; i++) {
  const [x1, y1, x2, y2] = tokens.slice(1 + 4 * i, 5 + 4 * i);
  lines.push(String(fewestMoves(x2 - x1, y2 - y1)));
}
process.stdout.write(lines.join('\n') + '\n');
