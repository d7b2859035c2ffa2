const data = require('fs').readFileSync(0, 'utf8');

// Return how many of the turns l, l + 1, ..., r (counting turns from 1) belong to Ann.
// l and r are BigInts (they may pass 2^53); return a BigInt.
function annTurns(l, r) {
  return 0n;
}

const tokens = data.trim().split(/\s+/);
const q = Number(tokens[0]);
const lines = [];
for (let i = 0; i < q; i++) {
  lines.push(String(annTurns(BigInt(tokens[1 + 2 * i]), BigInt(tokens[2 + 2 * i]))));
}
process.stdout.write(lines.join('\n') + '\n');
