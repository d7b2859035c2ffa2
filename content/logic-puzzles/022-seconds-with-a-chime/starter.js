const data = require('fs').readFileSync(0, 'utf8');

// Return how many seconds from 1 to n are a multiple of at least one of the numbers in bells.
// n is a BigInt (it may pass 2^53); the bells are ordinary numbers. Return a BigInt or a number.
function chimingSeconds(n, bells) {
  return 0n;
}

const tokens = data.trim().split(/\s+/);
const n = BigInt(tokens[0]);
const k = Number(tokens[1]);
const bells = tokens.slice(2, 2 + k).map(Number);
console.log(String(chimingSeconds(n, bells)));
