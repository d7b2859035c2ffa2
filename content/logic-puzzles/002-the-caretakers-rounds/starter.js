// Return an array of the lamp numbers (1..n) that are lit after all the rounds, in increasing order.
function litLamps(n, choices) {
  return [];
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const r = data[1];
const lamps = litLamps(n, data.slice(2, 2 + r));
console.log(lamps.length > 0 ? lamps.join(' ') : 'NONE');
