function bestPacking(capacity, items) {
  // Return the largest total value of items (a list of [weight, value] pairs, each used at most once)
  // whose total weight is at most capacity.
  return -1;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, capacity] = data;
const items = [];
for (let i = 0; i < n; i++) items.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(bestPacking(capacity, items)));
