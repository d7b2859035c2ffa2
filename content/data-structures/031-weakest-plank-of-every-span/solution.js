// s holds the strengths of the planks in order. Return the sum, over every span of one or more
// consecutive planks, of the smallest strength in that span.
function sumOfWeakest(s) {
  const n = s.length;
  // Each span is counted at its weakest plank (the rightmost one on ties): plank i is that plank for
  // left[i] choices of the span's start times right choices of its end. Monotonic stacks find both.
  const left = new Int32Array(n);
  const stack = new Int32Array(n);
  let top = 0;
  // left[i]: planks from i back to just after the nearest strictly weaker plank on the left
  for (let i = 0; i < n; i++) {
    while (top > 0 && s[stack[top - 1]] >= s[i]) top--;
    left[i] = top > 0 ? i - stack[top - 1] : i + 1;
    stack[top++] = i;
  }
  // right: planks from i up to just before the nearest weaker-or-equal plank on the right.
  // The sum reaches about 10^16, beyond exact doubles: it is kept as a BigInt (left * right is at
  // most 4 * 10^10, still exact as a number).
  let total = 0n;
  top = 0;
  for (let i = n - 1; i >= 0; i--) {
    while (top > 0 && s[stack[top - 1]] > s[i]) top--;
    const right = top > 0 ? stack[top - 1] - i : n - i;
    total += BigInt(s[i]) * BigInt(left[i] * right);
    stack[top++] = i;
  }
  return total;
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
console.log(String(sumOfWeakest(numbers.slice(1, 1 + n))));
