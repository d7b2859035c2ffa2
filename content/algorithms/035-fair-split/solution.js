function fairestSplit(a) {
  let total = 0;
  for (const x of a) total += x;
  const half = Math.floor(total / 2); // the smaller share is at most half of the total
  // reachable[x] = 1: some subset of the treasures seen so far is worth exactly x (x <= half)
  const reachable = new Uint8Array(half + 1);
  reachable[0] = 1;
  for (const w of a) {
    for (let x = half; x >= w; x--) {
      // downwards: each treasure is used once
      if (reachable[x - w]) reachable[x] = 1;
    }
  }
  let best = half;
  while (!reachable[best]) best--;
  return total - 2 * best;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const a = data.slice(1, 1 + n);
console.log(String(fairestSplit(a)));
