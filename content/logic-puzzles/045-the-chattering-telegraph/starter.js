const data = require('fs').readFileSync(0, 'utf8');

// bits is the array of the n bits printed so far (each 0 or 1).
// Return [wheels, following]: the fewest wheels of a machine that prints these bits, and a string of
// the k bits ('0'/'1') that machine prints next.
function predict(bits, k) {
  return [0, '0'.repeat(k)];
}

const tokens = data.trim().split(/\s+/);
const n = Number(tokens[0]);
const k = Number(tokens[1]);
const bits = Array.from(tokens[2].slice(0, n), (ch) => (ch === '1' ? 1 : 0));
const [wheels, following] = predict(bits, k);
console.log(`${wheels}\n${following}`);
