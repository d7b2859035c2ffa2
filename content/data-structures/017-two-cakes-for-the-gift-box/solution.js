const data = require('fs').readFileSync(0, 'utf8');

const MAX_WEIGHT = 1000000;

// Return how many pairs of different cakes have weights adding up to target.
function countBoxes(weights, target) {
  // Weights are small, so an array indexed by weight serves as the hash table of cakes seen so far.
  const seen = new Int32Array(MAX_WEIGHT + 1);
  let boxes = 0;
  for (const weight of weights) {
    const partner = target - weight;
    if (partner >= 1 && partner <= MAX_WEIGHT) boxes += seen[partner];
    seen[weight]++;
  }
  return boxes;
}

const numbers = data.split(/\s+/).filter((token) => token.length > 0).map(Number);
const [n, target] = numbers;
const weights = numbers.slice(2, 2 + n);
console.log(String(countBoxes(weights, target)));
