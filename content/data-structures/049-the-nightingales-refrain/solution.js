// Hashes of stretches modulo two primes near 10^9 at once (accidental collisions of both are vanishingly
// rare), and a binary search on the length: if some stretch of length L is sung twice, so is one of
// length L - 1.

const MOD1 = 1000000007;
const MOD2 = 998244353;
const BASE1 = 911382323;
const BASE2 = 972663749;
const TABLE = 1 << 18; // a power of two above twice the longest song

// a * b % mod, exact in doubles: b is split into 16-bit halves so no product reaches 2^53.
function mulmod(a, b, mod) {
  return (((a * (b >>> 16)) % mod) * 65536 + a * (b & 65535)) % mod;
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const song = tokens[1];
const prefix1 = new Int32Array(n + 1);
const prefix2 = new Int32Array(n + 1);
const power1 = new Int32Array(n + 1);
const power2 = new Int32Array(n + 1);
power1[0] = 1;
power2[0] = 1;
for (let i = 0; i < n; i++) {
  const note = song.charCodeAt(i);
  prefix1[i + 1] = (mulmod(prefix1[i], BASE1, MOD1) + note) % MOD1;
  prefix2[i + 1] = (mulmod(prefix2[i], BASE2, MOD2) + note) % MOD2;
  power1[i + 1] = mulmod(power1[i], BASE1, MOD1);
  power2[i + 1] = mulmod(power2[i], BASE2, MOD2);
}

// An open-addressing table keyed by the pair of hashes; stamp says which round a slot was filled in,
// so it never needs clearing.
const keys1 = new Int32Array(TABLE);
const keys2 = new Int32Array(TABLE);
const firstAt = new Int32Array(TABLE);
const stamp = new Int32Array(TABLE);
let roundNumber = 0;

// The smallest position (0-based) whose stretch of the given length is sung again later, or -1. With
// stopEarly, returns at the first repeat found (some position, not necessarily the smallest).
function repeatOfLength(length, stopEarly) {
  roundNumber++;
  let best = -1;
  const shift1 = power1[length];
  const shift2 = power2[length];
  for (let i = 0; i + length <= n; i++) {
    let h1 = prefix1[i + length] - mulmod(prefix1[i], shift1, MOD1);
    if (h1 < 0) h1 += MOD1;
    let h2 = prefix2[i + length] - mulmod(prefix2[i], shift2, MOD2);
    if (h2 < 0) h2 += MOD2;
    let slot = (Math.imul(h1, 0x9e3779b1) ^ h2) >>> 14;
    while (stamp[slot] === roundNumber && (keys1[slot] !== h1 || keys2[slot] !== h2)) {
      slot = (slot + 1) & (TABLE - 1);
    }
    if (stamp[slot] === roundNumber) {
      if (stopEarly) return firstAt[slot];
      if (best < 0 || firstAt[slot] < best) best = firstAt[slot];
    } else {
      stamp[slot] = roundNumber;
      keys1[slot] = h1;
      keys2[slot] = h2;
      firstAt[slot] = i;
    }
  }
  return best;
}

let low = 0;
let high = n - 1;
while (low < high) {
  const middle = (low + high + 1) >> 1;
  if (repeatOfLength(middle, true) >= 0) low = middle;
  else high = middle - 1;
}
console.log(low === 0 ? 'NONE' : `${low} ${repeatOfLength(low, false) + 1}`);
