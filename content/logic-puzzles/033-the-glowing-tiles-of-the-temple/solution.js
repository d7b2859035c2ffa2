const data = require('fs').readFileSync(0, 'utf8');

function popcount(x) {
  let count = 0;
  for (; x; x &= x - 1) count++;
  return count;
}

function fewestSteps(rows) {
  const height = rows.length;
  const width = rows[0].length;
  const full = (1 << width) - 1;
  // Bit c of dark[r] is set when tile (r, c) is dark and must flip an odd number of times.
  const dark = rows.map((row) => {
    let bits = 0;
    for (let c = 0; c < width; c++) if (row[c] === '.') bits |= 1 << c;
    return bits;
  });
  // Once the steps in the top row are chosen, every other row is forced: the only steps that can still
  // fix a dark tile in row r are those directly below it, in row r + 1.
  let best = -1;
  for (let first = 0; first <= full; first++) {
    let above = 0;
    let steps = first;
    let total = 0;
    for (let r = 0; r < height; r++) {
      total += popcount(steps);
      const left = dark[r] ^ above ^ steps ^ ((steps << 1) & full) ^ (steps >> 1);
      above = steps;
      steps = left;
    }
    // The steps a row below the floor would need must be none.
    if (steps === 0 && (best < 0 || total < best)) best = total;
  }
  return best;
}

const tokens = data.trim().split(/\s+/);
const height = Number(tokens[0]);
console.log(String(fewestSteps(tokens.slice(2, 2 + height))));
