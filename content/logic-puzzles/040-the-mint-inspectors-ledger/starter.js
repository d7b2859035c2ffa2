const data = require('fs').readFileSync(0, 'utf8');

// weighings[j] is [left, right, result]: the coins on each pan and '<', '=' or '>' (the left pan
// lighter, balanced, heavier). Return the line to print: "INCONSISTENT", "AMBIGUOUS k", or the one
// possible fake and "HEAVIER", "LIGHTER" or "EITHER", such as "3 LIGHTER".
function verdict(n, weighings) {
  return '';
}

const tokens = data.trim().split(/\s+/);
const n = Number(tokens[0]);
const w = Number(tokens[1]);
const weighings = [];
let position = 2;
for (let j = 0; j < w; j++) {
  const k = Number(tokens[position]);
  const left = tokens.slice(position + 1, position + 1 + k).map(Number);
  const right = tokens.slice(position + 1 + k, position + 1 + 2 * k).map(Number);
  const result = tokens[position + 1 + 2 * k];
  position += 2 + 2 * k;
  weighings.push([left, right, result]);
}
console.log(verdict(n, weighings));
