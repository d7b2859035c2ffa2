function cheapestCutting(length, marks) {
  // Return the smallest total cost of cutting a log of the given length at the marks (unsorted).
  return 0;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [length, n] = data;
const marks = data.slice(2, 2 + n);
console.log(String(cheapestCutting(length, marks)));
