// Where seedling n stands, as [x, y].
function position(n) {
  if (n === 1) return [0, 0];
  // The odd squares (2k + 1)^2 close each ring, at the corner (k, -k).
  let k = 1;
  while ((2 * k + 1) * (2 * k + 1) < n) k++;
  const side = 2 * k;
  const offset = n - (2 * k - 1) * (2 * k - 1) - 1; // steps into ring k, from just east of its start
  if (offset < side) return [k, -k + 1 + offset]; // east side, going north
  if (offset < 2 * side) return [k - 1 - (offset - side), k]; // north side, going west
  if (offset < 3 * side) return [-k, k - 1 - (offset - 2 * side)]; // west side, going south
  return [-k + 1 + (offset - 3 * side), -k]; // south side, going east
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = data[0];
const lines = [];
for (let i = 0; i < q; i++) {
  const [x, y] = position(data[1 + i]);
  lines.push(`${x} ${y}`);
}
console.log(lines.join('\n'));
