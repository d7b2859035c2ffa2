const data = require('fs').readFileSync(0, 'utf8');

// The first 2^a rows hold 3^a odd numbers; the next 2^a rows are two copies of the first ones. So, reading
// the binary digits of n from the top, each 1 bit adds 3^a times 2^(number of 1 bits above it).
// Answers pass 2^53, so the arithmetic is in BigInt.
function darkTiles(n) {
  const power3 = [1n];
  for (let a = 1; a < 40; a++) power3.push(power3[a - 1] * 3n);
  let total = 0n;
  let copies = 1n;
  for (let a = 39; a >= 0; a--) {
    if ((n >> BigInt(a)) & 1n) {
      total += copies * power3[a];
      copies *= 2n;
    }
  }
  return total;
}

const tokens = data.trim().split(/\s+/);
const q = Number(tokens[0]);
const lines = [];
for (let i = 1; i <= q; i++) lines.push(String(darkTiles(BigInt(tokens[i]))));
process.stdout.write(lines.join('\n') + '\n');
