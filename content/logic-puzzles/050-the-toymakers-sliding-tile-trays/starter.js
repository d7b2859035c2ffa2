const data = require('fs').readFileSync(0, 'utf8');

// pairs is an array of [start, target]: trays written as 9 digits in reading order, '0' for the gap
// (the target's gap is in the last cell). Return an array with, for each pair, the fewest slides that
// turn start into target, or -1 when it cannot be done.
function fewestSlides(pairs) {
  return pairs.map(() => 0);
}

const tokens = data.trim().split(/\s+/);
const t = Number(tokens[0]);
const pairs = [];
for (let i = 0; i < t; i++) pairs.push([tokens[1 + 2 * i], tokens[2 + 2 * i]]);
process.stdout.write(
  fewestSlides(pairs)
    .map((d) => (d < 0 ? 'IMPOSSIBLE' : String(d)))
    .join('\n') + '\n',
);
