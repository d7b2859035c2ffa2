function kthSmallestGap(positions, k) {
  // Return the k-th smallest value (counting from 1) among |positions[i] - positions[j]| for all i < j.
  return -1;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
const positions = data.slice(2, 2 + n);
console.log(String(kthSmallestGap(positions, k)));
