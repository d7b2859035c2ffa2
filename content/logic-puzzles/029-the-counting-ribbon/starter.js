const data = require('fs').readFileSync(0, 'utf8');

// Return [digit, number]: the digit at position k of 123456789101112... and the number it belongs to.
// k is a BigInt (it may pass 2^53); the number may too, so return it as a BigInt.
function locate(k) {
  return [0, 0n];
}

const tokens = data.trim().split(/\s+/);
const q = Number(tokens[0]);
const lines = [];
for (let i = 1; i <= q; i++) {
  const [digit, number] = locate(BigInt(tokens[i]));
  lines.push(`${digit} ${number}`);
}
process.stdout.write(lines.join('\n') + '\n');
