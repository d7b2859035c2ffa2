// Return [x, y], where seedling n stands.
function position(n) {
  return [0, 0];
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = data[0];
const lines = [];
for (let i = 0; i < q; i++) {
  const [x, y] = position(data[1 + i]);
  lines.push(`${x} ${y}`);
}
console.log(lines.join('\n'));
