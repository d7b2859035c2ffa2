const data = require('fs').readFileSync(0, 'utf8');

// capacity is [a, b, c]; jug 1 starts full, jugs 2 and 3 empty. Return an array with, for each target t,
// the fewest pours after which some jug holds exactly t litres, or -1 when that never happens.
function fewestPours(capacity, targets) {
  return targets.map(() => 0);
}

const tokens = data.trim().split(/\s+/).map(Number);
const capacity = tokens.slice(0, 3);
const q = tokens[3];
const targets = tokens.slice(4, 4 + q);
process.stdout.write(fewestPours(capacity, targets).join('\n') + '\n');
