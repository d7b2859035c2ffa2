// The floats start in the order 1, 2, ..., n. orders is an array of [a, b] pairs: float a cuts back in
// directly behind float b (or goes to the front when b is 0).
// Return the array of the n floats from the front to the back after all the orders.
function finalParade(n, orders) {
  return Array.from({ length: n }, (_, i) => i + 1);
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
const orders = [];
for (let j = 0; j < q; j++) orders.push([numbers[2 + 2 * j], numbers[3 + 2 * j]]);
console.log(finalParade(n, orders).join(' '));
