// Booking i runs from starts[i] to ends[i]; the bookings are in no particular order.
// Return the busy stretches as an array of [start, end] pairs, from the earliest to the latest.
function busyStretches(starts, ends) {
  // Sort the bookings by start. Only the starts' order matters for merging, so each booking becomes the
  // number start * 2^18 + index (exact: below 2^53), and a typed array sorts those numerically, much
  // faster than sorting pairs with a comparison function.
  const n = starts.length;
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = starts[i] * 262144 + i;
  keys.sort();
  const stretches = [];
  for (let k = 0; k < n; k++) {
    const i = keys[k] % 262144;
    const s = starts[i];
    const e = ends[i];
    const last = stretches[stretches.length - 1];
    if (last !== undefined && s <= last[1]) {
      // joins the current stretch; a booking inside it must not shorten it
      if (e > last[1]) last[1] = e;
    } else {
      stretches.push([s, e]);
    }
  }
  return stretches;
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
