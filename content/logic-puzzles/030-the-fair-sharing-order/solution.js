const data = require('fs').readFileSync(0, 'utf8');

// The parity of the number of 1 bits of a non-negative BigInt.
function oddBits(p) {
  let odd = false;
  for (; p > 0n; p &= p - 1n) odd = !odd;
  return odd;
}

// How many of turns 1..n are Ann's. Position p = t - 1 is B exactly when p has an odd number of 1 bits;
// positions 2k and 2k + 1 always hold one A and one B.
function annInFirst(n) {
  let count = n / 2n;
  if (n % 2n === 1n && !oddBits(n - 1n)) count++;
  return count;
}

function annTurns(l, r) {
  return annInFirst(r) - annInFirst(l - 1n);
}

const tokens = data.trim().split(/\s+/);
const q = Number(tokens[0]);
const lines = [];
for (let i = 0; i < q; i++) {
  lines.push(String(annTurns(BigInt(tokens[1 + 2 * i]), BigInt(tokens[2 + 2 * i]))));
}
process.stdout.write(lines.join('\n') + '\n');
