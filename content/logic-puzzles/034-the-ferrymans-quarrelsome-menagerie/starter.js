const data = require('fs').readFileSync(0, 'utf8');

// feuds is an array of pairs [a, b]: animals a and b (numbered from 1) fight when left without the
// ferryman. Return the fewest crossings that bring all n animals to the east bank, or -1.
function fewestCrossings(n, capacity, feuds) {
  return 0;
}

const tokens = data.trim().split(/\s+/).map(Number);
const [n, capacity, m] = tokens;
const feuds = [];
for (let i = 0; i < m; i++) feuds.push([tokens[3 + 2 * i], tokens[4 + 2 * i]]);
console.log(String(fewestCrossings(n, capacity, feuds)));
