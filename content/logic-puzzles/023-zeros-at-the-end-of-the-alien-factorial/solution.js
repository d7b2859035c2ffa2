const data = require('fs').readFileSync(0, 'utf8');

const LIMIT = 31623; // enough to factor any base up to 10^9

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

// How many times the prime p divides n! (Legendre's formula), as a BigInt.
function countInFactorial(n, p) {
  const bp = BigInt(p);
  let count = 0n;
  while (n) {
    n /= bp;
    count += n;
  }
  return count;
}

// Every zero at the end takes one whole b: for each prime power p^e in b, n! holds
// countInFactorial(n, p) / e copies of it, and the scarcest prime decides.
function trailingZeros(n, b) {
  let best = -1n;
  const consider = (p, e) => {
    const copies = countInFactorial(n, p) / BigInt(e);
    if (best < 0n || copies < best) best = copies;
  };
  for (const p of PRIMES) {
    if (p * p > b) break;
    if (b % p) continue;
    let e = 0;
    while (b % p === 0) {
      b /= p;
      e++;
    }
    consider(p, e);
  }
  if (b > 1) consider(b, 1); // what is left is one prime above sqrt(b)
  return best;
}

const tokens = data.trim().split(/\s+/);
const q = Number(tokens[0]);
const lines = [];
for (let i = 0; i < q; i++) {
  const n = BigInt(tokens[1 + 2 * i]);
  const b = Number(tokens[2 + 2 * i]);
  lines.push(String(trailingZeros(n, b)));
}
process.stdout.write(lines.join('\n') + '\n');
