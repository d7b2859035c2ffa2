const data = require('fs').readFileSync(0, 'utf8');

// Coordinates stay within 4 * 10^9, so ordinary numbers are exact.
function fewestMoves(dx, dy) {
  // Only the distance matters, and by symmetry we may take x >= y >= 0.
  const x = Math.max(Math.abs(dx), Math.abs(dy));
  const y = Math.min(Math.abs(dx), Math.abs(dy));
  if (x === 1 && y === 0) return 3; // the two squares next door, where a knight needs a detour
  if (x === 2 && y === 2) return 4;
  // Each move changes x by at most 2 and x + y by at most 3, and x + y changes parity every move.
  let moves = Math.max(Math.floor((x + 1) / 2), Math.floor((x + y + 2) / 3));
  if ((moves + x + y) % 2 === 1) moves++;
  return moves;
}

const tokens = data.trim().split(/\s+/).map(Number);
const t = tokens[0];
const lines = [];
for (let i = 0; i < t; i++) {
  const [x1, y1, x2, y2] = tokens.slice(1 + 4 * i, 5 + 4 * i);
  lines.push(String(fewestMoves(x2 - x1, y2 - y1)));
}
process.stdout.write(lines.join('\n') + '\n');
