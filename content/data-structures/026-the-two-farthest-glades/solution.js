// Return the largest walking distance between two of the glades 1..n.
// trails is an array of [u, v, w]: a two-way trail of w metres between glades u and v.
function longestWalk(n, trails) {
  // Adjacency lists in arrays: the trails of glade x are head[x], next[head[x]], ... (-1 ends the list).
  const head = new Int32Array(n + 1).fill(-1);
  const next = new Int32Array(2 * n);
  const to = new Int32Array(2 * n);
  const length = new Int32Array(2 * n);
  let edges = 0;
  const addEdge = (from, target, w) => {
    to[edges] = target;
    length[edges] = w;
    next[edges] = head[from];
    head[from] = edges++;
  };
  for (const [u, v, w] of trails) {
    addEdge(u, v, w);
    addEdge(v, u, w);
  }
  // Distances stay below 2^53 (at most 10^11), so plain numbers are exact.
  const dist = new Float64Array(n + 1);
  const stack = new Int32Array(n + 1);
  // Fill dist with the distances from start (explicit stack: the tree may be a long chain) and
  // return the farthest glade.
  const farthestFrom = (start) => {
    dist.fill(-1);
    dist[start] = 0;
    let top = 0;
    stack[top++] = start;
    while (top > 0) {
      const x = stack[--top];
      for (let e = head[x]; e !== -1; e = next[e]) {
        const y = to[e];
        if (dist[y] < 0) {
          dist[y] = dist[x] + length[e];
          stack[top++] = y;
        }
      }
    }
    let best = 1;
    for (let x = 2; x <= n; x++) if (dist[x] > dist[best]) best = x;
    return best;
  };
  // The glade farthest from any glade is one end of a longest route; the farthest from it is the other.
  const a = farthestFrom(1);
  const b = farthestFrom(a);
  return dist[b];
}

// All the integers of the input, read straight from its bytes (much faster than splitting the text).
function readIntegers() {
  const bytes = require('fs').readFileSync(0);
  const numbers = [];
  let value = 0;
  let negative = false;
  let inNumber = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      inNumber = true;
    } else if (c === 45) {
      negative = true;
    } else if (inNumber) {
      numbers.push(negative ? -value : value);
      value = 0;
      negative = false;
      inNumber = false;
    }
  }
  if (inNumber) numbers.push(negative ? -value : value);
  return numbers;
}

const numbers = readIntegers();
const n = numbers[0];
const trails = [];
for (let i = 0; i < n - 1; i++) trails.push([numbers[1 + 3 * i], numbers[2 + 3 * i], numbers[3 + 3 * i]]);
console.log(String(longestWalk(n, trails)));
