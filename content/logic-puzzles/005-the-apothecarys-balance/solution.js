// The fewest weights that balance a parcel of weight x, or null when it cannot be done.
// Tries all 3^n placements: each weight stays in the box, goes on the right pan, or beside the parcel;
// difference is the right pan's total minus the weights beside the parcel, and it must end equal to x.
function fewestWeights(x, weights) {
  let best = null;
  function place(index, difference, used) {
    if (index === weights.length) {
      if (difference === x && (best === null || used < best)) best = used;
      return;
    }
    place(index + 1, difference, used);
    place(index + 1, difference + weights[index], used + 1);
    place(index + 1, difference - weights[index], used + 1);
  }
  place(0, 0, 0);
  return best;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const x = data[0];
const n = data[1];
const answer = fewestWeights(x, data.slice(2, 2 + n));
console.log(answer === null ? 'IMPOSSIBLE' : String(answer));
