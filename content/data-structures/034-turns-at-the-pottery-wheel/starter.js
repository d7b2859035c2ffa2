// Student i (from 0) walks in at arrive[i] and needs need[i] minutes at the wheel; turns last q
// minutes. Return the array of student numbers (from 1) in the order they finish.
function finishingOrder(q, arrive, need) {
  return [];
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
const arrive = [];
const need = [];
for (let i = 0; i < n; i++) {
  arrive.push(numbers[2 + 2 * i]);
  need.push(numbers[3 + 2 * i]);
}
console.log(finishingOrder(q, arrive, need).join(' '));
