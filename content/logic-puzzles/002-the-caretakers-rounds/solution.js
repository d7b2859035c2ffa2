// Returns the numbers of the lamps (1..n) lit after all the rounds, in increasing order.
function litLamps(n, choices) {
  const lit = new Array(n + 1).fill(false);
  for (const k of choices) {
    for (let lamp = k; lamp <= n; lamp += k) lit[lamp] = !lit[lamp];
  }
  const lamps = [];
  for (let j = 1; j <= n; j++) if (lit[j]) lamps.push(j);
  return lamps;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const r = data[1];
const lamps = litLamps(n, data.slice(2, 2 + r));
console.log(lamps.length > 0 ? lamps.join(' ') : 'NONE');
