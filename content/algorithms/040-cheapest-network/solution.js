function findRoot(parent, x) {
  while (parent[x] !== x) {
    parent[x] = parent[parent[x]]; // path halving
    x = parent[x];
  }
  return x;
}

function cheapestNetwork(n, routes) {
  // Kruskal: take the cheapest routes first, skipping any that joins villages already connected.
  const sorted = routes.slice().sort((a, b) => a[2] - b[2]);
  const parent = new Int32Array(n + 1);
  const size = new Int32Array(n + 1).fill(1);
  for (let x = 0; x <= n; x++) parent[x] = x;
  // The total stays below 10^5 * 10^6, well inside the exact range of a double.
  let total = 0;
  let laid = 0;
  for (const [u, v, w] of sorted) {
    if (laid === n - 1) break;
    let a = findRoot(parent, u);
    let b = findRoot(parent, v);
    if (a === b) continue; // already connected
    if (size[a] < size[b]) [a, b] = [b, a];
    parent[b] = a;
    size[a] += size[b];
    total += w;
    laid++;
  }
  return laid === n - 1 ? total : null;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const routes = [];
for (let i = 0; i < m; i++) routes.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
const cost = cheapestNetwork(n, routes);
console.log(cost === null ? 'IMPOSSIBLE' : String(cost));
