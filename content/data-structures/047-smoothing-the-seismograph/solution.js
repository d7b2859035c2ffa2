const data = require('fs').readFileSync(0);
let pos = 0;

// Reads the next integer (possibly negative) from the input bytes.
function nextInt() {
  while (data[pos] !== 45 && (data[pos] < 48 || data[pos] > 57)) pos++;
  let sign = 1;
  if (data[pos] === 45) {
    sign = -1;
    pos++;
  }
  let value = 0;
  while (pos < data.length && data[pos] >= 48 && data[pos] <= 57) {
    value = value * 10 + (data[pos] - 48);
    pos++;
  }
  return sign * value;
}

// Every reading gets a rank: its place when all readings are sorted (equal readings by position), so all
// ranks differ. A Fenwick tree over the ranks counts the readings inside the window, and walking down it
// finds the window's ceil(k/2)-th smallest reading in O(log n) steps.

const n = nextInt();
const k = nextInt();
const reading = new Int32Array(n);
for (let i = 0; i < n; i++) reading[i] = nextInt();
// Sort (value, position) pairs packed into one exact double: (value + 10^9) * 2^18 + position < 2^53.
const SHIFT = 1 << 18;
const keys = new Float64Array(n);
for (let i = 0; i < n; i++) keys[i] = (reading[i] + 1e9) * SHIFT + i;
keys.sort();
const order = new Int32Array(n);
const rank = new Int32Array(n);
for (let r = 0; r < n; r++) {
  order[r] = keys[r] % SHIFT;
  rank[order[r]] = r + 1;
}
let top = 1;
while (top * 2 <= n) top *= 2;
const tree = new Int32Array(n + 1);
const need = (k + 1) >> 1;
let total = 0; // at most 2 * 10^14 in size, exact in a double
for (let i = 0; i < n; i++) {
  for (let j = rank[i]; j <= n; j += j & -j) tree[j]++;
  if (i >= k) for (let j = rank[i - k]; j <= n; j += j & -j) tree[j]--;
  if (i >= k - 1) {
    let position = 0;
    let left = need;
    for (let step = top; step; step >>= 1) {
      const next = position + step;
      if (next <= n && tree[next] < left) {
        position = next;
        left -= tree[next];
      }
    }
    total += reading[order[position]]; // rank position + 1 is the reading order[position]
  }
}
console.log(String(total));
