const data = require('fs').readFileSync(0, 'utf8');

// rows is an array of r strings of c characters, '#' for a live cell and '.' for an empty one.
// t is a BigInt (it may pass 2^53). Return the board after t generations, in the same form.
function boardAfter(r, c, t, rows) {
  return rows;
}

const tokens = data.trim().split(/\s+/);
const r = Number(tokens[0]);
const c = Number(tokens[1]);
const t = BigInt(tokens[2]);
console.log(boardAfter(r, c, t, tokens.slice(3, 3 + r)).join('\n'));
