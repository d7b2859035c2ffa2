const data = require('fs').readFileSync(0);
let pos = 0;

// Skips spaces and returns the next character (the event's kind) as a byte.
function nextChar() {
  while (data[pos] <= 32) pos++;
  return data[pos++];
}

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

const INF = 2000000000;
const DREDGE = 'D'.charCodeAt(0);
const n = nextInt();
const q = nextInt();
let size = 1;
while (size < n) size *= 2;
// A segment tree stored bottom-up: node i covers nodes 2i and 2i + 1.
const low = new Int32Array(2 * size).fill(INF);
const many = new Int32Array(2 * size);
for (let i = 0; i < n; i++) {
  low[size + i] = nextInt();
  many[size + i] = 1;
}

function pull(i) {
  const a = low[2 * i];
  const b = low[2 * i + 1];
  const m = a < b ? a : b;
  low[i] = m;
  many[i] = (a === m ? many[2 * i] : 0) + (b === m ? many[2 * i + 1] : 0);
}

for (let i = size - 1; i >= 1; i--) pull(i);
const lines = [];
for (let e = 0; e < q; e++) {
  const kind = nextChar();
  const x = nextInt();
  const y = nextInt();
  if (kind === DREDGE) {
    let i = size + x - 1;
    low[i] = y;
    for (i >>= 1; i >= 1; i >>= 1) pull(i);
  } else {
    let best = INF;
    let count = 0;
    // Merge the nodes covering [x, y] from both ends of the half-open range [left, right).
    for (let left = size + x - 1, right = size + y; left < right; left >>= 1, right >>= 1) {
      if (left & 1) {
        if (low[left] < best) {
          best = low[left];
          count = many[left];
        } else if (low[left] === best) count += many[left];
        left++;
      }
      if (right & 1) {
        right--;
        if (low[right] < best) {
          best = low[right];
          count = many[right];
        } else if (low[right] === best) count += many[right];
      }
    }
    lines.push(`${best} ${count}`);
  }
}
process.stdout.write(lines.join('\n') + '\n');
