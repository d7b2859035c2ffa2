const data = require('fs').readFileSync(0, 'utf8');

// Return how many pairs of different cakes have weights adding up to target.
function countBoxes(weights, target) {
  return 0;
}

const numbers = data.split(/\s+/).filter((token) => token.length > 0).map(Number);
const [n, target] = numbers;
const weights = numbers.slice(2, 2 + n);
console.log(String(countBoxes(weights, target)));
