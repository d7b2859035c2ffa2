// Number of pairs i < j of the sorted points with points[j] - points[i] <= gap (two pointers).
function pairsWithin(points, gap) {
  let count = 0;
  for (let i = 0, j = 0; j < points.length; j++) {
    while (points[j] - points[i] > gap) i++;
    count += j - i;
  }
  return count;
}

function kthSmallestGap(positions, k) {
  const points = Float64Array.from(positions).sort(); // typed arrays sort numerically
  // Binary search on the answer: the smallest gap D with at least k pairs within D.
  let lo = 0;
  let hi = points[points.length - 1] - points[0];
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (pairsWithin(points, mid) >= k) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
const positions = data.slice(2, 2 + n);
console.log(String(kthSmallestGap(positions, k)));
