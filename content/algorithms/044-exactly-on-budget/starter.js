function countSets(values, target) {
  // Return the number of non-empty subsets of values whose sum is exactly target.
  return -1;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, target] = data;
const values = data.slice(2, 2 + n);
console.log(String(countSets(values, target)));
