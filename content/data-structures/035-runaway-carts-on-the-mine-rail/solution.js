const data = require('fs').readFileSync(0, 'utf8');

// weights[i] and directions[i] ('E' or 'W') describe the carts from west to east. Return a pair: how
// many carts are left on the rail at the end, and their total weight.
function cartsLeft(weights, directions) {
  // The carts left so far, west to east, as a stack: east-rolling weights positive, west-rolling
  // negative. Only a west-rolling cart can meet the east-rolling ones on top of the stack.
  const survivors = [];
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i];
    if (directions[i] === 'E') {
      survivors.push(w);
      continue;
    }
    let alive = true;
    while (survivors.length > 0 && survivors[survivors.length - 1] > 0) {
      const top = survivors[survivors.length - 1];
      if (top < w) {
        // the east-rolling cart is lighter: knocked off, keep going
        survivors.pop();
        continue;
      }
      if (top === w) survivors.pop(); // equal weights: both knocked off
      alive = false;
      break;
    }
    if (alive) survivors.push(-w);
  }
  // The total stays below 2^53 (at most 2 * 10^14), so a plain number is exact.
  let total = 0;
  for (const w of survivors) total += Math.abs(w);
  return [survivors.length, total];
}

const tokens = data.split(/\s+/).filter((token) => token.length > 0);
const n = Number(tokens[0]);
const weights = [];
const directions = [];
for (let i = 0; i < n; i++) {
  weights.push(Number(tokens[1 + 2 * i]));
  directions.push(tokens[2 + 2 * i]);
}
const [count, total] = cartsLeft(weights, directions);
console.log(`${count} ${total}`);
