function cheapestCutting(length, marks) {
  // the marks plus both ends of the log, sorted (typed arrays sort numerically)
  const p = Float64Array.from([0, ...marks, length]).sort();
  const count = p.length;
  // cost[i * count + j]: cheapest way to make every cut strictly between marks i and j.
  // Costs stay below 200 * 10^9, well inside the exact range of a double.
  const cost = new Float64Array(count * count);
  for (let gap = 2; gap < count; gap++) {
    for (let i = 0; i + gap < count; i++) {
      const j = i + gap;
      let best = Infinity;
      for (let k = i + 1; k < j; k++) {
        const c = cost[i * count + k] + cost[k * count + j];
        if (c < best) best = c;
      }
      cost[i * count + j] = best + (p[j] - p[i]); // the first cut costs the whole piece
    }
  }
  return cost[count - 1]; // cost[0][count - 1]
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [length, n] = data;
const marks = data.slice(2, 2 + n);
console.log(String(cheapestCutting(length, marks)));
