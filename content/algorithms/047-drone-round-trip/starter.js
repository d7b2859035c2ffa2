function shortestRoundTrip(t) {
  // Return the shortest round trip from location 0 through every other location exactly once and back.
  // t[i][j] is the flight time from i to j.
  return 0;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const t = [];
for (let i = 0; i < n; i++) t.push(data.slice(1 + i * n, 1 + (i + 1) * n));
console.log(String(shortestRoundTrip(t)));
