const data = require('fs').readFileSync(0, 'utf8');

function checkTable(wins) {
  // For each size k, the group most likely to be contradictory is the k weakest claims (too few wins:
  // they play k(k-1)/2 games among themselves) or the k strongest claims (too many wins: at most those
  // games and the k(n-k) against everyone else). Prefix sums of the sorted claims give both at once;
  // they stay far below 2^53.
  const n = wins.length;
  const sorted = Int32Array.from(wins).sort();
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = prefix[i] + sorted[i];
  for (let k = 1; k <= n; k++) {
    const amongThemselves = (k * (k - 1)) / 2;
    const weakest = prefix[k];
    const strongest = prefix[n] - prefix[n - k];
    if (weakest < amongThemselves || strongest > amongThemselves + k * (n - k)) return k;
  }
  return 0;
}

const tokens = data.trim().split(/\s+/).map(Number);
const tables = tokens[0];
let position = 1;
const lines = [];
for (let t = 0; t < tables; t++) {
  const n = tokens[position];
  const wins = tokens.slice(position + 1, position + 1 + n);
  position += 1 + n;
  const k = checkTable(wins);
  lines.push(k ? `IMPOSSIBLE ${k}` : 'POSSIBLE');
}
process.stdout.write(lines.join('\n') + '\n');
