// Return the number of guests whose reunion gives exactly k clinks, or null if there is none.
function guests(k) {
  return null;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = data[0];
const lines = [];
for (let i = 1; i <= q; i++) {
  const n = guests(data[i]);
  lines.push(n === null ? 'MISCOUNTED' : String(n));
}
console.log(lines.join('\n'));
