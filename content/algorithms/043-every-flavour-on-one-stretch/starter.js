function shortestStretch(positions, flavours, k) {
  // Stall i is at positions[i] and sells flavour flavours[i] (1..k).
  // Return the length of the shortest stretch containing a stall of every flavour.
  return -1;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
const positions = data.slice(2, 2 + n);
const flavours = data.slice(2 + n, 2 + 2 * n);
console.log(String(shortestStretch(positions, flavours, k)));
