const data = require('fs').readFileSync(0, 'utf8');

const LIMIT = 31623; // enough to factor any number up to 10^9

function smallPrimes(limit) {
  const composite = new Uint8Array(limit + 1);
  const primes = [];
  for (let i = 2; i <= limit; i++) {
    if (composite[i]) continue;
    primes.push(i);
    for (let j = i * i; j <= limit; j += i) composite[j] = 1;
  }
  return primes;
}

const PRIMES = smallPrimes(LIMIT);

// The distinct prime factors of x.
function primeFactors(x) {
  const out = [];
  for (const p of PRIMES) {
    if (p * p > x) break;
    if (x % p === 0) {
      out.push(p);
      while (x % p === 0) x /= p;
    }
  }
  if (x > 1) out.push(x);
  return out;
}

// a * b mod m for a, b < m <= 10^9 < 2^30, exactly: b is split into 15-bit halves so that no
// intermediate product passes 2^53.
function mulMod(a, b, m) {
  return (((a * (b >>> 15)) % m) * 32768 + a * (b & 32767)) % m;
}

function powerMod(base, e, m) {
  let result = 1 % m;
  base %= m;
  while (e > 0) {
    if (e % 2 === 1) result = mulMod(result, base, m);
    base = mulMod(base, base, m);
    e = Math.floor(e / 2);
  }
  return result;
}

// The factors 2 and 5 of n delay the loop by max(a, b) digits; what is left, coprime to 10, sets the
// loop's length: the order of 10 modulo it.
function tape(n) {
  let a = 0;
  let b = 0;
  while (n % 2 === 0) {
    n /= 2;
    a++;
  }
  while (n % 5 === 0) {
    n /= 5;
    b++;
  }
  const s = Math.max(a, b);
  if (n === 1) return [s, 0];
  let phi = n;
  for (const f of primeFactors(n)) phi = (phi / f) * (f - 1);
  // The order of 10 modulo n divides phi: strip every prime factor while 10^(order / r) is still 1.
  let order = phi;
  for (const r of primeFactors(phi)) {
    while (order % r === 0 && powerMod(10, order / r, n) === 1) order /= r;
  }
  return [s, order];
}

const tokens = data.trim().split(/\s+/);
const q = Number(tokens[0]);
const lines = [];
for (let i = 1; i <= q; i++) {
  const [s, p] = tape(Number(tokens[i]));
  lines.push(`${s} ${p}`);
}
process.stdout.write(lines.join('\n') + '\n');
