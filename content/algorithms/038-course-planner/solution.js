// A binary min-heap of course numbers.
class MinHeap {
  constructor() {
    this.items = [];
  }

  get size() {
    return this.items.length;
  }

  push(x) {
    const items = this.items;
    let i = items.length;
    items.push(x);
    while (i > 0 && items[(i - 1) >> 1] > x) {
      items[i] = items[(i - 1) >> 1];
      i = (i - 1) >> 1;
    }
    items[i] = x;
  }

  pop() {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    const size = items.length;
    if (size > 0) {
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= size) break;
        if (child + 1 < size && items[child + 1] < items[child]) child++;
        if (last <= items[child]) break;
        items[i] = items[child];
        i = child;
      }
      items[i] = last;
    }
    return top;
  }
}

function planCourses(n, rules) {
  const unblocks = Array.from({ length: n + 1 }, () => []); // the courses each course comes before
  const blocked = new Int32Array(n + 1); // rules still blocking each course
  for (const [a, b] of rules) {
    unblocks[a].push(b);
    blocked[b]++;
  }
  // Always take the smallest course that is free to take.
  const ready = new MinHeap();
  for (let x = 1; x <= n; x++) if (blocked[x] === 0) ready.push(x);
  const order = [];
  while (ready.size > 0) {
    const x = ready.pop();
    order.push(x);
    for (const y of unblocks[x]) if (--blocked[y] === 0) ready.push(y);
  }
  return order.length === n ? order : null; // fewer means some courses wait for each other in a cycle
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const rules = [];
for (let i = 0; i < m; i++) rules.push([data[2 + 2 * i], data[3 + 2 * i]]);
const order = planCourses(n, rules);
console.log(order === null ? 'IMPOSSIBLE' : order.join(' '));
