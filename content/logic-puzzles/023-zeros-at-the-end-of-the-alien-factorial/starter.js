const data = require('fs').readFileSync(0, 'utf8');

// Return how many zeros n! ends with when it is written in base b.
// n is a BigInt (it may pass 2^53), b an ordinary number. Return a BigInt or a number.
function trailingZeros(n, b) {
  return 0n;
}

const tokens = data.trim().split(/\s+/);
const q = Number(tokens[0]);
const lines = [];
for (let i = 0; i < q; i++) {
  const n = BigInt(tokens[1 + 2 * i]);
  const b = Number(tokens[2 + 2 * i]);
  lines.push(String(trailingZeros(n, b)));
}
process.stdout.write(lines.join('\n') + '\n');
