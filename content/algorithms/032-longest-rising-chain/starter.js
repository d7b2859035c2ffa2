function longestRisingChain(a) {
  // Return the length of the longest strictly increasing subsequence of a.
  return 0;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const a = data.slice(1, 1 + n);
console.log(String(longestRisingChain(a)));
