// The sums of all 2^(values.length) subsets of values, built one value at a time:
// every sum so far is kept without the new value and again with it.
// Sums stay within 36 * 10^9 and counts within 2^36: exact as doubles.
function subsetSums(values) {
  const sums = new Float64Array(2 ** values.length);
  let count = 1; // sums[0] = 0, the empty subset
  for (const v of values) {
    for (let i = 0; i < count; i++) sums[count + i] = sums[i] + v;
    count *= 2;
  }
  return sums.sort(); // typed arrays sort numerically
}

function countSets(values, target) {
  // Meet in the middle: every set is one subset of the first half together with one of the second.
  const half = Math.floor(values.length / 2);
  const left = subsetSums(values.slice(0, half));
  const right = subsetSums(values.slice(half));
  // Two pointers: left ascending, right descending, looking for left[i] + right[j - 1] === target.
  let sets = 0;
  let i = 0;
  let j = right.length;
  while (i < left.length && j > 0) {
    const sum = left[i] + right[j - 1];
    if (sum < target) {
      i++;
    } else if (sum > target) {
      j--;
    } else {
      // every pairing of equal left sums with equal right sums counts
      let iEnd = i;
      let jStart = j - 1;
      while (iEnd < left.length && left[iEnd] === left[i]) iEnd++;
      while (jStart > 0 && right[jStart - 1] === right[j - 1]) jStart--;
      sets += (iEnd - i) * (j - jStart);
      i = iEnd;
      j = jStart;
    }
  }
  if (target === 0) sets--; // the empty set was counted
  return sets;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, target] = data;
const values = data.slice(2, 2 + n);
console.log(String(countSets(values, target)));
