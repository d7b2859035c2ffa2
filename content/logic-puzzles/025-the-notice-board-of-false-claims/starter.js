const data = require('fs').readFileSync(0, 'utf8');

// kinds[i] is "EXACTLY", "ATLEAST" or "ATMOST" and xs[i] its number. Return, in increasing order, every
// number of false notes F for which reading the board with exactly F false notes is consistent.
function consistentFalseCounts(kinds, xs) {
  return [];
}

const tokens = data.trim().split(/\s+/);
const n = Number(tokens[0]);
const kinds = [];
const xs = [];
for (let i = 0; i < n; i++) {
  kinds.push(tokens[1 + 2 * i]);
  xs.push(Number(tokens[2 + 2 * i]));
}
const found = consistentFalseCounts(kinds, xs);
console.log(found.length > 0 ? `${found.length} ${found[0]} ${found[found.length - 1]}` : 'PARADOX');
