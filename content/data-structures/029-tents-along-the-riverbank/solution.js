// pitches: the n distances from the bridge, in no particular order.
// Return the largest possible distance between the two closest of k tents on different pitches.
function widestSpacing(pitches, k) {
  // A typed array sorts numerically (a plain array's default sort compares strings).
  const sorted = Int32Array.from(pitches).sort();
  const n = sorted.length;
  // Can k tents all be at least gap apart? Greedy: take each pitch far enough beyond the last tent.
  const fits = (gap) => {
    let last = sorted[0];
    let placed = 1;
    for (let i = 1; i < n && placed < k; i++) {
      if (sorted[i] - last >= gap) {
        last = sorted[i];
        placed++;
      }
    }
    return placed >= k;
  };
  // Binary search for the largest gap that fits: 0 always fits, and k tents never fit wider than this.
  let low = 0;
  let high = Math.floor((sorted[n - 1] - sorted[0]) / (k - 1));
  while (low < high) {
    const middle = Math.floor((low + high + 1) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
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
