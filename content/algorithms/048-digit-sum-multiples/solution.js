// The bounds reach 10^18 and so can the counts: they are BigInt, beyond the exact range of a double.

// How many numbers x with 0 <= x <= n have a digit sum divisible by k.
// ways[len][r]: strings of len digits (leading zeros allowed) whose digit sum is r modulo k.
function countUpTo(n, k, ways) {
  if (n < 0n) return 0n;
  const digits = n.toString();
  const len = digits.length;
  let count = 0n;
  let prefix = 0; // digit sum of the prefix shared with n, modulo k
  for (let pos = 0; pos < len; pos++) {
    const digit = Number(digits[pos]);
    const freePositions = len - pos - 1;
    // numbers that agree with n before pos and have a smaller digit d at pos
    for (let d = 0; d < digit; d++) {
      const need = (((-(prefix + d)) % k) + k) % k;
      count += ways[freePositions][need];
    }
    prefix = (prefix + digit) % k;
  }
  if (prefix === 0) count += 1n; // n itself
  return count;
}

function countLucky(low, high, k) {
  const ways = Array.from({ length: 19 }, () => new Array(k).fill(0n)); // 18 free positions at most
  ways[0][0] = 1n;
  for (let len = 1; len < 19; len++) {
    for (let r = 0; r < k; r++) {
      for (let d = 0; d <= 9; d++) ways[len][(r + d) % k] += ways[len - 1][r];
    }
  }
  return countUpTo(high, k, ways) - countUpTo(low - 1n, k, ways);
}

const [low, high, k] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
console.log(countLucky(BigInt(low), BigInt(high), Number(k)).toString());
