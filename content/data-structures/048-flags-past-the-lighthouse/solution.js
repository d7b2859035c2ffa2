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

// The ships l..r show (r - l + 1) flags minus the repeats: the ships i in l..r whose last earlier ship with
// the same flag, before[i], is at least l. Going through the ships in order, a Fenwick tree counts the
// repeats seen so far by the position of their earlier twin; each question is answered when its last ship
// has been seen. A Map finds each ship's earlier twin.

const n = nextInt();
const q = nextInt();
const before = new Int32Array(n + 1);
const lastSeen = new Map();
for (let i = 1; i <= n; i++) {
  const flag = nextInt();
  const earlier = lastSeen.get(flag);
  if (earlier !== undefined) before[i] = earlier;
  lastSeen.set(flag, i);
}
const left = new Int32Array(q);
const next = new Int32Array(q); // questions ending at the same ship, as linked lists
const first = new Int32Array(n + 1).fill(-1);
for (let j = 0; j < q; j++) {
  left[j] = nextInt();
  const right = nextInt();
  next[j] = first[right];
  first[right] = j;
}
const tree = new Int32Array(n + 1);
const answer = new Int32Array(q);
let repeats = 0;
for (let i = 1; i <= n; i++) {
  if (before[i]) {
    repeats++;
    for (let p = before[i]; p <= n; p += p & -p) tree[p]++;
  }
  for (let j = first[i]; j >= 0; j = next[j]) {
    let below = 0;
    for (let p = left[j] - 1; p > 0; p &= p - 1) below += tree[p];
    answer[j] = i - left[j] + 1 - (repeats - below);
  }
}
process.stdout.write(answer.join('\n') + '\n');
