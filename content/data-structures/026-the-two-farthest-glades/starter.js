// Return the largest walking distance between two of the glades 1..n.
// trails is an array of [u, v, w]: a two-way trail of w metres between glades u and v.
function longestWalk(n, trails) {
  return 0;
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
const n = numbers[0];
const trails = [];
for (let i = 0; i < n - 1; i++) trails.push([numbers[1 + 3 * i], numbers[2 + 3 * i], numbers[3 + 3 * i]]);
console.log(String(longestWalk(n, trails)));
