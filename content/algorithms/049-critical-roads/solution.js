// Returns the numbers (1-based, increasing) of the roads that lie on no cycle (the bridges).
function criticalRoads(n, roads) {
  const m = roads.length;
  // Adjacency in compressed form: the roads at x are slots start[x] .. start[x + 1] - 1.
  const start = new Int32Array(n + 2);
  for (const [u, v] of roads) {
    start[u + 1]++;
    start[v + 1]++;
  }
  for (let x = 1; x <= n + 1; x++) start[x] += start[x - 1];
  const to = new Int32Array(2 * m);
  const road = new Int32Array(2 * m);
  const fill = start.slice(0, n + 1);
  for (let i = 1; i <= m; i++) {
    const [u, v] = roads[i - 1];
    to[fill[u]] = v;
    road[fill[u]++] = i;
    to[fill[v]] = u;
    road[fill[v]++] = i;
  }

  const number = new Int32Array(n + 1); // discovery number, 0 = not visited
  const low = new Int32Array(n + 1);
  const nextSlot = new Int32Array(n + 1); // next road to try at each village
  const cameBy = new Int32Array(n + 1); // the road used to enter each village
  const stack = new Int32Array(n + 1); // the depth-first search path, kept explicitly
  const isCritical = new Uint8Array(m + 1);
  let counter = 0;
  for (let root = 1; root <= n; root++) {
    if (number[root]) continue;
    let top = 0;
    stack[top++] = root;
    cameBy[root] = 0;
    number[root] = low[root] = ++counter;
    nextSlot[root] = start[root];
    while (top > 0) {
      const x = stack[top - 1];
      if (nextSlot[x] < start[x + 1]) {
        const slot = nextSlot[x]++;
        const y = to[slot];
        if (road[slot] === cameBy[x]) continue; // do not go back along the same road
        if (number[y]) {
          if (number[y] < low[x]) low[x] = number[y];
        } else {
          number[y] = low[y] = ++counter;
          cameBy[y] = road[slot];
          nextSlot[y] = start[y];
          stack[top++] = y;
        }
      } else {
        top--; // x is finished: report to its parent
        if (top > 0) {
          const parent = stack[top - 1];
          if (low[x] < low[parent]) low[parent] = low[x];
          // nothing below x reaches back to parent or above: the road into x is on no cycle
          if (low[x] > number[parent]) isCritical[cameBy[x]] = 1;
        }
      }
    }
  }
  const critical = [];
  for (let i = 1; i <= m; i++) if (isCritical[i]) critical.push(i);
  return critical;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const roads = [];
for (let i = 0; i < m; i++) roads.push([data[2 + 2 * i], data[3 + 2 * i]]);
const critical = criticalRoads(n, roads);
const lines = [String(critical.length)];
if (critical.length > 0) lines.push(critical.join(' '));
console.log(lines.join('\n'));
