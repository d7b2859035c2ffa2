function turn(horses, k) {
  // Return the horses on seats 1 to n after turning the carousel k steps (right when k > 0, left when k < 0).
  return horses;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
const horses = data.slice(2, 2 + n);
console.log(turn(horses, k).join(' '));
