function bestPacking(capacity, items) {
  // best[c] = largest value within capacity c using the items considered so far.
  // Totals stay below 100 * 10^9, well inside the exact range of a double.
  const best = new Float64Array(capacity + 1);
  for (const [w, v] of items) {
    for (let c = capacity; c >= w; c--) {
      // downwards: each item is used at most once
      const withItem = best[c - w] + v;
      if (withItem > best[c]) best[c] = withItem;
    }
  }
  return best[capacity];
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, capacity] = data;
const items = [];
for (let i = 0; i < n; i++) items.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(bestPacking(capacity, items)));
