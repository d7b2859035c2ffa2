// Index (from 0) of the first departure >= minute, or departures.length when there is none (binary search).
function firstAtOrAfter(departures, minute) {
  let low = 0;
  let high = departures.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (departures[middle] < minute) low = middle + 1;
    else high = middle;
  }
  return low;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, q] = data;
const departures = data.slice(2, 2 + n);
const lines = [];
for (let j = 0; j < q; j++) {
  const index = firstAtOrAfter(departures, data[2 + n + j]);
  lines.push(index === n ? 'NONE' : String(index + 1));
}
process.stdout.write(`${lines.join('\n')}\n`);
