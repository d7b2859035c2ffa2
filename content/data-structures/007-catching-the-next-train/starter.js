function firstAtOrAfter(departures, minute) {
  // departures is sorted. Return the index (from 0) of the first departure >= minute,
  // or departures.length when there is none.
  return departures.length;
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
