// results holds the daily results in order. Return how many runs of one or more consecutive days
// add up to exactly k.
function countRuns(results, k) {
  // A run ending today adds up to k exactly when an earlier prefix sum equals today's minus k:
  // a hash map counts the prefix sums seen so far. Prefix sums stay within 2 * 10^14 and the count
  // within 2 * 10^10, so plain numbers are exact.
  const seen = new Map([[0, 1]]);
  let prefix = 0;
  let count = 0;
  for (const result of results) {
    prefix += result;
    count += seen.get(prefix - k) || 0;
    seen.set(prefix, (seen.get(prefix) || 0) + 1);
  }
  return count;
}

// All the integers of the input, read straight from its bytes (much faster than splitting the text).
function readIntegers() {
  const bytes = require('fs').readFileSync(0);
  const numbers = [];
  let value = 0;
  let negative = false;
  let inNumber = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      inNumber = true;
    } else if (c === 45) {
      negative = true;
    } else if (inNumber) {
      numbers.push(negative ? -value : value);
      value = 0;
      negative = false;
      inNumber = false;
    }
  }
  if (inNumber) numbers.push(negative ? -value : value);
  return numbers;
}

const numbers = readIntegers();
const [n, k] = numbers;
console.log(String(countRuns(numbers.slice(2, 2 + n), k)));
