function turn(horses, k) {
  const n = horses.length;
  const right = ((k % n) + n) % n; // a left turn of s steps is a right turn of n - s steps
  const result = new Array(n);
  for (let i = 0; i < n; i++) result[(i + right) % n] = horses[i];
  return result;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
const horses = data.slice(2, 2 + n);
console.log(turn(horses, k).join(' '));
