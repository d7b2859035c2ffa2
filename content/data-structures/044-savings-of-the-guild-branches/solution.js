const data = require('fs').readFileSync(0);
let pos = 0;

// Skips spaces and returns the next character (the event's kind) as a byte.
function nextChar() {
  while (data[pos] <= 32) pos++;
  return data[pos++];
}

// Reads the next non-negative integer from the input bytes.
function nextInt() {
  while (data[pos] < 48 || data[pos] > 57) pos++;
  let value = 0;
  while (pos < data.length && data[pos] >= 48 && data[pos] <= 57) {
    value = value * 10 + (data[pos] - 48);
    pos++;
  }
  return value;
}

const SET = 'S'.charCodeAt(0);
const n = nextInt();
const q = nextInt();
const current = new Float64Array(n + 1);
const parent = new Int32Array(n + 1);
const firstChild = new Int32Array(n + 1);
const nextSibling = new Int32Array(n + 1);
for (let x = 1; x <= n; x++) current[x] = nextInt();
for (let x = 2; x <= n; x++) parent[x] = nextInt();
for (let x = n; x >= 2; x--) {
  nextSibling[x] = firstChild[parent[x]];
  firstChild[parent[x]] = x;
}
// Preorder numbering without recursion: every branch is one block of consecutive numbers.
const start = new Int32Array(n + 1);
const order = new Int32Array(n + 1);
const stack = new Int32Array(n + 1);
let top = 0;
let count = 0;
stack[top++] = 1;
while (top > 0) {
  const x = stack[--top];
  order[++count] = x;
  start[x] = count;
  for (let child = firstChild[x]; child; child = nextSibling[child]) stack[top++] = child;
}
const size = new Int32Array(n + 1).fill(1);
for (let i = n; i >= 2; i--) size[parent[order[i]]] += size[order[i]];
// Fenwick tree over preorder positions 1..n, built in linear time. Totals stay below 2^53
// (at most 2 * 10^14), so doubles hold them exactly.
const tree = new Float64Array(n + 1);
for (let i = 1; i <= n; i++) {
  tree[i] += current[order[i]];
  const up = i + (i & -i);
  if (up <= n) tree[up] += tree[i];
}

function prefix(i) {
  let total = 0;
  for (; i > 0; i &= i - 1) total += tree[i];
  return total;
}

const lines = [];
for (let e = 0; e < q; e++) {
  const kind = nextChar();
  const x = nextInt();
  if (kind === SET) {
    const value = nextInt();
    const delta = value - current[x];
    current[x] = value;
    for (let i = start[x]; i <= n; i += i & -i) tree[i] += delta;
  } else {
    lines.push(prefix(start[x] + size[x] - 1) - prefix(start[x] - 1));
  }
}
process.stdout.write(lines.join('\n') + '\n');
