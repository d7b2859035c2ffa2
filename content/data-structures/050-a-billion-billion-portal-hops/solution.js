const data = require('fs').readFileSync(0);
let pos = 0;

function skipToDigit() {
  while (data[pos] < 48 || data[pos] > 57) pos++;
}

// Reads the next non-negative integer (below 2^53) from the input bytes.
function nextInt() {
  skipToDigit();
  let value = 0;
  while (pos < data.length && data[pos] >= 48 && data[pos] <= 57) {
    value = value * 10 + (data[pos] - 48);
    pos++;
  }
  return value;
}

// k reaches 10^18, beyond what a double holds exactly: it is read as two 30-bit halves, k = high * 2^30 + low.
const HALF = 1 << 30;
const kLow = [];
const kHigh = [];
function readHops(i) {
  skipToDigit();
  let low = 0;
  let high = 0;
  while (pos < data.length && data[pos] >= 48 && data[pos] <= 57) {
    low = low * 10 + (data[pos] - 48); // below 2^34
    high = high * 10 + Math.floor(low / HALF);
    low %= HALF;
    pos++;
  }
  kLow[i] = low;
  kHigh[i] = high;
}

// Binary lifting, one power of two at a time: jump[x] is where 2^j hops from room x lead. Every question
// whose k has bit j set takes one such jump; then jump is composed with itself for 2^(j+1).
const n = nextInt();
const q = nextInt();
let jump = new Int32Array(n + 1);
let next = new Int32Array(n + 1);
for (let x = 1; x <= n; x++) jump[x] = nextInt();
const at = new Int32Array(q);
for (let i = 0; i < q; i++) {
  at[i] = nextInt();
  readHops(i);
}
const low = Int32Array.from(kLow);
const high = Int32Array.from(kHigh);
for (let j = 0; j < 60; j++) {
  const bits = j < 30 ? low : high;
  const bit = j % 30;
  for (let i = 0; i < q; i++) if ((bits[i] >> bit) & 1) at[i] = jump[at[i]];
  for (let x = 1; x <= n; x++) next[x] = jump[jump[x]];
  [jump, next] = [next, jump];
}
process.stdout.write(at.join('\n') + '\n');
