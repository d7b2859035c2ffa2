const data = require('fs').readFileSync(0, 'utf8');

// weights[i] and directions[i] ('E' or 'W') describe the carts from west to east. Return a pair: how
// many carts are left on the rail at the end, and their total weight.
function cartsLeft(weights, directions) {
  return [0, 0];
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
