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

const LIMIT = 1 << 20; // a power of two above the largest pearl size, 10^6
const ASK = '?'.charCodeAt(0);
const ADD = '+'.charCodeAt(0);
const tree = new Int32Array(LIMIT + 1); // Fenwick tree over pearl sizes: how many pearls of each size
const q = nextInt();
let count = 0;
const lines = [];
for (let op = 0; op < q; op++) {
  const kind = nextChar();
  let value = nextInt();
  if (kind === ASK) {
    if (value > count) {
      lines.push('NONE');
      continue;
    }
    // Walk down the tree's powers of two to the last size with fewer than value pearls up to it.
    let position = 0;
    for (let step = LIMIT; step; step >>= 1) {
      const next = position + step;
      if (next <= LIMIT && tree[next] < value) {
        position = next;
        value -= tree[next];
      }
    }
    lines.push(position + 1);
  } else {
    const delta = kind === ADD ? 1 : -1;
    count += delta;
    for (let i = value; i <= LIMIT; i += i & -i) tree[i] += delta;
  }
}
process.stdout.write(lines.join('\n') + '\n');
