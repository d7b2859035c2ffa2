function countLucky(low, high, k) {
  // Return how many numbers x with low <= x <= high have a digit sum divisible by k.
  // low and high are BigInt (they reach 10^18); return a BigInt too.
  return 0n;
}

const [low, high, k] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
console.log(countLucky(BigInt(low), BigInt(high), Number(k)).toString());
