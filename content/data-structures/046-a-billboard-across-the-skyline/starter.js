// Building i (from west to east) is widths[i] metres wide and heights[i] metres tall.
// Return the largest area, in square metres, of a billboard that fits (see the statement).
// An area can exceed 2^53: return a BigInt (or a string) to keep it exact.
function largestBillboard(widths, heights) {
  return 0n;
}

const numbers = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = numbers[0];
const widths = [];
const heights = [];
for (let i = 0; i < n; i++) {
  widths.push(numbers[1 + 2 * i]);
  heights.push(numbers[2 + 2 * i]);
}
console.log(String(largestBillboard(widths, heights)));
