const data = require('fs').readFileSync(0, 'utf8');

// row is a string of n characters '#', '.' or '?'; blocks is the clue (an array, possibly empty).
// Return the deduced row: '#' where the cell is filled in every filling that fits, '.' where it is
// empty in every one, '?' elsewhere; or "CONTRADICTION" when no filling fits.
function deduce(n, blocks, row) {
  return row;
}

const tokens = data.trim().split(/\s+/);
const n = Number(tokens[0]);
const k = Number(tokens[1]);
const blocks = tokens.slice(2, 2 + k).map(Number);
console.log(deduce(n, blocks, tokens[2 + k]));
