// The number of guests whose reunion gives exactly k clinks, or null if there is none.
function guests(k) {
  let n = 1;
  let total = 0; // total = clinks among n guests
  while (total < k) {
    total += n; // guest n + 1 clinks with the n already there
    n++;
  }
  return total === k ? n : null;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = data[0];
const lines = [];
for (let i = 1; i <= q; i++) {
  const n = guests(data[i]);
  lines.push(n === null ? 'MISCOUNTED' : String(n));
}
console.log(lines.join('\n'));
