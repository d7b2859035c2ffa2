// Return an array of the scout numbers in the order they leave the circle, the storyteller last.
function bedtimeOrder(n, k) {
  return [];
}

const [n, k] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(bedtimeOrder(n, k).join(' '));
