// Booking i runs from starts[i] to ends[i]; the bookings are in no particular order.
// Return the busy stretches as an array of [start, end] pairs, from the earliest to the latest.
function busyStretches(starts, ends) {
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
const n = numbers[0];
const starts = new Int32Array(n);
const ends = new Int32Array(n);
for (let i = 0; i < n; i++) {
  starts[i] = numbers[1 + 2 * i];
  ends[i] = numbers[2 + 2 * i];
}
const stretches = busyStretches(starts, ends);
const lines = [String(stretches.length), ...stretches.map(([s, e]) => `${s} ${e}`)];
process.stdout.write(lines.join('\n') + '\n');
