const data = require('fs').readFileSync(0, 'utf8');

// Skip whole groups of numbers with the same count of digits: d-digit numbers start at 10^(d-1), there
// are 9 * 10^(d-1) of them, and together they take 9 * 10^(d-1) * d digits. Positions pass 2^53, so the
// arithmetic is in BigInt.
function locate(k) {
  let d = 1n;
  let count = 9n;
  let start = 1n;
  while (k > d * count) {
    k -= d * count;
    d++;
    count *= 10n;
    start *= 10n;
  }
  const number = start + (k - 1n) / d;
  const digit = Number(String(number)[Number((k - 1n) % d)]);
  return [digit, number];
}

const tokens = data.trim().split(/\s+/);
const q = Number(tokens[0]);
const lines = [];
for (let i = 1; i <= q; i++) {
  const [digit, number] = locate(BigInt(tokens[i]));
  lines.push(`${digit} ${number}`);
}
process.stdout.write(lines.join('\n') + '\n');
