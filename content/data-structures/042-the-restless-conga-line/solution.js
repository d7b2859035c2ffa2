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

const MOVE = 'M'.charCodeAt(0);
const ASK = '?'.charCodeAt(0);
const n = nextInt();
const m = nextInt();
// A ring through a sentinel 0: behind[0] is the first dancer, ahead[0] the last one.
const behind = new Int32Array(n + 1);
const ahead = new Int32Array(n + 1);
for (let i = 0; i <= n; i++) {
  behind[i] = i === n ? 0 : i + 1;
  ahead[i] = i === 0 ? n : i - 1;
}
const lines = [];
for (let e = 0; e < m; e++) {
  const kind = nextChar();
  const x = nextInt();
  if (kind === ASK) {
    lines.push(behind[x]);
    continue;
  }
  const y = kind === MOVE ? nextInt() : 0;
  let before = ahead[x];
  let after = behind[x]; // take x out of the line
  behind[before] = after;
  ahead[after] = before;
  if (kind === MOVE) {
    // put x back in, between y and whoever was behind y
    after = behind[y];
    behind[y] = x;
    ahead[x] = y;
    behind[x] = after;
    ahead[after] = x;
  }
}
process.stdout.write(lines.join('\n') + '\n');
