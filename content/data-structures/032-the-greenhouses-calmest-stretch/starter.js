// t holds the readings in order. Return a pair [length, start]: the length of the longest run of
// consecutive readings whose highest and lowest differ by at most d, and the hour (from 1) where the
// earliest such run starts.
function calmestStretch(t, d) {
  return [0, 0];
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
const [n, d] = numbers;
const [length, start] = calmestStretch(numbers.slice(2, 2 + n), d);
console.log(`${length} ${start}`);
