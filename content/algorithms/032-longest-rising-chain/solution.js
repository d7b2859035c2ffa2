function longestRisingChain(a) {
  // tails[L - 1] = smallest last value of a strictly rising chain of length L found so far
  const tails = new Array(a.length);
  let length = 0;
  for (const x of a) {
    let lo = 0;
    let hi = length; // first position whose tail is >= x
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = x;
    if (lo === length) length++;
  }
  return length;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const a = data.slice(1, 1 + n);
console.log(String(longestRisingChain(a)));
