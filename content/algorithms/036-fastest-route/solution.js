// A binary min-heap of (time, crossing) entries kept in two parallel arrays.
class MinHeap {
  constructor() {
    this.times = [];
    this.items = [];
  }

  get size() {
    return this.times.length;
  }

  push(time, item) {
    const { times, items } = this;
    let i = times.length;
    times.push(time);
    items.push(item);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (times[parent] <= time) break;
      times[i] = times[parent];
      items[i] = items[parent];
      i = parent;
    }
    times[i] = time;
    items[i] = item;
  }

  // Removes the smallest entry and returns it as [time, item].
  pop() {
    const { times, items } = this;
    const top = [times[0], items[0]];
    const lastTime = times.pop();
    const lastItem = items.pop();
    const size = times.length;
    if (size > 0) {
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= size) break;
        if (child + 1 < size && times[child + 1] < times[child]) child++;
        if (lastTime <= times[child]) break;
        times[i] = times[child];
        items[i] = items[child];
        i = child;
      }
      times[i] = lastTime;
      items[i] = lastItem;
    }
    return top;
  }
}

function fastestRoute(n, roads) {
  // Adjacency lists in compressed form: the roads of crossing x are entries start[x] .. start[x + 1] - 1.
  const start = new Int32Array(n + 2);
  for (const [u, v] of roads) {
    start[u + 1]++;
    start[v + 1]++;
  }
  for (let x = 1; x <= n + 1; x++) start[x] += start[x - 1];
  const adjTo = new Int32Array(2 * roads.length);
  const adjW = new Int32Array(2 * roads.length);
  const fill = start.slice(0, n + 1);
  for (const [u, v, w] of roads) {
    adjTo[fill[u]] = v;
    adjW[fill[u]++] = w;
    adjTo[fill[v]] = u;
    adjW[fill[v]++] = w;
  }
  // Times stay below 10^5 * 10^6, well inside the exact range of a double.
  const best = new Float64Array(n + 1).fill(-1); // -1: not reached yet
  const heap = new MinHeap();
  best[1] = 0;
  heap.push(0, 1);
  while (heap.size > 0) {
    const [time, x] = heap.pop();
    if (time !== best[x]) continue; // an out-of-date entry
    if (x === n) break;
    for (let k = start[x]; k < start[x + 1]; k++) {
      const next = adjTo[k];
      const t = time + adjW[k];
      if (best[next] === -1 || t < best[next]) {
        best[next] = t;
        heap.push(t, next);
      }
    }
  }
  return best[n];
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const roads = [];
for (let i = 0; i < m; i++) roads.push([data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]]);
console.log(String(fastestRoute(n, roads)));
