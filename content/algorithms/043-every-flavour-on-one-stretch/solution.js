function shortestStretch(positions, flavours, k) {
  const n = positions.length;
  // the stalls' indices, sorted by position
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => positions[a] - positions[b]);
  const count = new Int32Array(k + 1); // stalls of each flavour inside the window
  let present = 0; // flavours with at least one stall inside the window
  let best = -1;
  for (let right = 0, left = 0; right < n; right++) {
    if (count[flavours[order[right]]]++ === 0) present++;
    while (present === k) {
      // shrink from the left while every flavour is still inside
      const length = positions[order[right]] - positions[order[left]];
      if (best < 0 || length < best) best = length;
      if (--count[flavours[order[left]]] === 0) present--;
      left++;
    }
  }
  return best;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
const positions = data.slice(2, 2 + n);
const flavours = data.slice(2 + n, 2 + 2 * n);
console.log(String(shortestStretch(positions, flavours, k)));
