// weights is the array of n weights (not sorted). questions is an array of [a, b] pairs.
// Return an array with, for each question, how many weights w satisfy a <= w <= b.
function countBetween(weights, questions) {
  // A typed array sorts numerically (a plain array's default sort compares strings).
  const sorted = Int32Array.from(weights).sort();
  // The number of sorted weights smaller than limit, by binary search.
  const countBelow = (limit) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle] < limit) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  // The weights <= b are the weights < b + 1.
  return questions.map(([a, b]) => countBelow(b + 1) - countBelow(a));
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
const [n, q] = numbers;
const weights = numbers.slice(2, 2 + n);
const questions = [];
for (let j = 0; j < q; j++) questions.push([numbers[2 + n + 2 * j], numbers[3 + n + 2 * j]]);
process.stdout.write(countBetween(weights, questions).join('\n') + '\n');
