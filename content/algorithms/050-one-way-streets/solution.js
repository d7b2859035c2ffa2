function streetsToAdd(n, streets) {
  const m = streets.length;
  // Outgoing streets in compressed form: the streets leaving x end at next[start[x] .. start[x + 1] - 1].
  const start = new Int32Array(n + 2);
  for (const [a] of streets) start[a + 1]++;
  for (let x = 1; x <= n + 1; x++) start[x] += start[x - 1];
  const next = new Int32Array(m);
  const fill = start.slice(0, n + 1);
  for (const [a, b] of streets) next[fill[a]++] = b;

  // Tarjan's algorithm with an explicit stack
  const number = new Int32Array(n + 1); // discovery number, 0 = not visited
  const low = new Int32Array(n + 1);
  const comp = new Int32Array(n + 1); // component of each intersection, 0 = not assigned
  const slot = new Int32Array(n + 1); // next street to try from each intersection
  const path = new Int32Array(n + 1); // the depth-first search path
  const waiting = new Int32Array(n + 1); // visited, not yet in a component
  let counter = 0;
  let comps = 0;
  let waitingTop = 0;
  for (let root = 1; root <= n; root++) {
    if (number[root]) continue;
    let depth = 0;
    path[depth++] = root;
    number[root] = low[root] = ++counter;
    slot[root] = start[root];
    waiting[waitingTop++] = root;
    while (depth > 0) {
      const x = path[depth - 1];
      if (slot[x] < start[x + 1]) {
        const y = next[slot[x]++];
        if (!number[y]) {
          number[y] = low[y] = ++counter;
          slot[y] = start[y];
          waiting[waitingTop++] = y;
          path[depth++] = y;
        } else if (!comp[y] && number[y] < low[x]) {
          low[x] = number[y]; // y is still waiting, so it is in the current path's component
        }
      } else {
        depth--;
        if (depth > 0 && low[x] < low[path[depth - 1]]) low[path[depth - 1]] = low[x];
        if (low[x] === number[x]) {
          // x is the first intersection of a component
          comps++;
          let y;
          do {
            y = waiting[--waitingTop];
            comp[y] = comps;
          } while (y !== x);
        }
      }
    }
  }
  if (comps === 1) return 0;
  // Shrink each component to a point: sources need a street in, sinks need one out.
  const hasIn = new Uint8Array(comps + 1);
  const hasOut = new Uint8Array(comps + 1);
  for (const [a, b] of streets) {
    if (comp[a] !== comp[b]) {
      hasOut[comp[a]] = 1;
      hasIn[comp[b]] = 1;
    }
  }
  let sources = 0;
  let sinks = 0;
  for (let c = 1; c <= comps; c++) {
    if (!hasIn[c]) sources++;
    if (!hasOut[c]) sinks++;
  }
  return Math.max(sources, sinks);
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const streets = [];
for (let i = 0; i < m; i++) streets.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(streetsToAdd(n, streets)));
