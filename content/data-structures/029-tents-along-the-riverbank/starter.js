// pitches: the n distances from the bridge, in no particular order.
// Return the largest possible distance between the two closest of k tents on different pitches.
function widestSpacing(pitches, k) {
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
const [n, k] = numbers;
const pitches = numbers.slice(2, 2 + n);
console.log(String(widestSpacing(pitches, k)));
