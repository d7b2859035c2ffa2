const data = require('fs').readFileSync(0, 'utf8');

function gcd(a, b) {
  while (b) [a, b] = [b, a % b];
  return a;
}

// The inverse of x modulo m (x and m share no factor, m >= 1), by the extended Euclidean algorithm.
// Every value stays below 2m, exact in a double.
function inverse(x, m) {
  let [oldR, r] = [x % m, m];
  let [oldS, s] = [1, 0];
  while (r) {
    const q = Math.floor(oldR / r);
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}

// a * b mod m for a, b < m <= 10^9 < 2^30, exactly: b is split into 15-bit halves so that no
// intermediate product passes 2^53.
function mulMod(a, b, m) {
  return (((a * (b >>> 15)) % m) * 32768 + a * (b & 32767)) % m;
}

// Merges the reports one by one: after some of them, the numbers that fit are exactly those that leave
// remainder a when divided by M (the least common multiple of their row sizes). a and M reach 10^18, so
// they are BigInts; everything taken modulo a row size is an ordinary number.
function fewestSoldiers(reports) {
  let a = 0n;
  let M = 1n;
  for (const [m, r] of reports) {
    const bigM = BigInt(m);
    const g = gcd(Number(M % bigM), m); // gcd(M, m)
    const diff = r - Number(a % bigM); // a can exceed m; only its remainder matters
    if (diff % g !== 0) return null; // the conditions disagree on the remainder modulo g
    // a + M*k leaves remainder r modulo m  <=>  (M/g)*k = (r-a)/g  (modulo m/g)
    const step = m / g;
    if (step === 1) continue; // m divides M: nothing new
    const need = (((diff / g) % step) + step) % step;
    const k = mulMod(need, inverse(Number((M / BigInt(g)) % BigInt(step)), step), step);
    a += M * BigInt(k); // a < M and k < step, so a + M*k < M*step, the new M
    M *= BigInt(step);
  }
  return a;
}

const tokens = data.trim().split(/\s+/).map(Number);
const n = tokens[0];
const reports = [];
for (let i = 0; i < n; i++) reports.push([tokens[1 + 2 * i], tokens[2 + 2 * i]]);
const answer = fewestSoldiers(reports);
console.log(answer === null ? 'IMPOSSIBLE' : String(answer));
