function cheapestNetwork(n, routes) {
  // Return the smallest total cost of routes (a list of [u, v, w]: link u and v for w coins)
  // that connect all villages 1..n, or null when that is impossible.
  return 0;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const routes = [];
for (let i = 0; i < m; i++) routes.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
const cost = cheapestNetwork(n, routes);
console.log(cost === null ? 'IMPOSSIBLE' : String(cost));
