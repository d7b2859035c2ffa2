const data = require('fs').readFileSync(0, 'utf8');

// Children numbered from 0: in a circle of one, child 0 is left. If child s is left in a circle of
// i - 1 children, the circle of i loses child (k - 1) mod i first and then goes on as a circle of
// i - 1 starting just after it, so child (s + k) mod i is left. (s + k stays below 2^31 + 10^6.)
function survivor(n, k) {
  let s = 0;
  for (let i = 2; i <= n; i++) s = (s + k) % i;
  return s + 1;
}

const [n, k] = data.trim().split(/\s+/).map(Number);
console.log(String(survivor(n, k)));
