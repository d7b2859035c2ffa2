const data = require('fs').readFileSync(0, 'utf8');

function gcd(a, b) {
  while (b) [a, b] = [b, a % b];
  return a;
}

// Inclusion-exclusion over all non-empty groups of bells: a group rings together every lcm seconds.
// A group whose lcm exceeds n contributes nothing, and neither does any larger group containing it;
// 0n marks such an lcm. Counts pass 2^53, so they are BigInts.
function chimingSeconds(n, bells) {
  const k = bells.length;
  const lcm = new Array(1 << k).fill(0n);
  lcm[0] = 1n;
  let total = 0n;
  for (let mask = 1; mask < 1 << k; mask++) {
    const low = mask & -mask;
    const bell = bells[31 - Math.clz32(low)];
    const prev = lcm[mask ^ low];
    if (prev === 0n) continue;
    // gcd(prev, bell) = gcd(prev mod bell, bell), which fits an ordinary number.
    const g = gcd(Number(prev % BigInt(bell)), bell);
    const value = (prev / BigInt(g)) * BigInt(bell);
    if (value > n) continue;
    lcm[mask] = value;
    let bitsSet = 0;
    for (let m = mask; m; m &= m - 1) bitsSet++;
    if (bitsSet % 2 === 1) total += n / value;
    else total -= n / value;
  }
  return total;
}

const tokens = data.trim().split(/\s+/);
const n = BigInt(tokens[0]);
const k = Number(tokens[1]);
const bells = tokens.slice(2, 2 + k).map(Number);
console.log(String(chimingSeconds(n, bells)));
