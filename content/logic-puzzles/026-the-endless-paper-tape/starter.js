const data = require('fs').readFileSync(0, 'utf8');

// Return [s, p] for the digits of 1/n: s digits come before the repeating block, which has length p.
// When the decimal ends, s is its number of digits and p is 0.
function tape(n) {
  return [0, 0];
}

const tokens = data.trim().split(/\s+/);
const q = Number(tokens[0]);
const lines = [];
for (let i = 1; i <= q; i++) {
  const [s, p] = tape(Number(tokens[i]));
  lines.push(`${s} ${p}`);
}
process.stdout.write(lines.join('\n') + '\n');
