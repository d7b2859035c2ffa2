const data = require('fs').readFileSync(0, 'utf8');

// Return how many odd numbers appear in rows 0 to n - 1 of Pascal's triangle.
// n is a BigInt; the answer may pass 2^53, so return a BigInt.
function darkTiles(n) {
  return 0n;
}

const tokens = data.trim().split(/\s+/);
const q = Number(tokens[0]);
const lines = [];
for (let i = 1; i <= q; i++) lines.push(String(darkTiles(BigInt(tokens[i]))));
process.stdout.write(lines.join('\n') + '\n');
