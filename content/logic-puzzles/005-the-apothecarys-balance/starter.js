// Return the fewest weights that balance a parcel of weight x, or null when it cannot be done.
function fewestWeights(x, weights) {
  return null;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const x = data[0];
const n = data[1];
const answer = fewestWeights(x, data.slice(2, 2 + n));
console.log(answer === null ? 'IMPOSSIBLE' : String(answer));
