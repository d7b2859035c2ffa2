const data = require('fs').readFileSync(0);
let pos = 0;

// Reads the next non-negative integer from the input bytes.
function nextInt() {
  while (data[pos] < 48 || data[pos] > 57) pos++;
  let value = 0;
  while (pos < data.length && data[pos] >= 48 && data[pos] <= 57) {
    value = value * 10 + (data[pos] - 48);
    pos++;
  }
  return value;
}

const n = nextInt();
// The stack: left edges and heights, heights strictly rising from bottom to top.
// Edges stay below 2^31 but an area can reach 2 * 10^18, so areas are BigInts.
const left = new Float64Array(n);
const top = new Float64Array(n);
let size = 0;
let x = 0;
let best = 0n;
for (let i = 0; i < n; i++) {
  const w = nextInt();
  const h = nextInt();
  let start = x;
  // Every taller (or equal) block ends here; the new one reaches back to where they began.
  while (size > 0 && top[size - 1] >= h) {
    size--;
    const area = BigInt(top[size]) * BigInt(x - left[size]);
    if (area > best) best = area;
    start = left[size];
  }
  left[size] = start;
  top[size] = h;
  size++;
  x += w;
}
for (let i = 0; i < size; i++) {
  const area = BigInt(top[i]) * BigInt(x - left[i]);
  if (area > best) best = area;
}
console.log(best.toString());
