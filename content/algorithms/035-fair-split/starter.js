function fairestSplit(a) {
  // Return the smallest possible difference between the two shares when the worths a are split in two.
  return -1;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const a = data.slice(1, 1 + n);
console.log(String(fairestSplit(a)));
