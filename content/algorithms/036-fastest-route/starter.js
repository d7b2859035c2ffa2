function fastestRoute(n, roads) {
  // Return the shortest driving time from crossing 1 to crossing n, or -1 when n cannot be reached.
  // roads is a list of [u, v, w]: a two-way road between u and v taking w minutes.
  return 0;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const roads = [];
for (let i = 0; i < m; i++) roads.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
console.log(String(fastestRoute(n, roads)));
