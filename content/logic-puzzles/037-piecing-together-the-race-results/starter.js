const data = require('fs').readFileSync(0, 'utf8');

// facts[i] is [a, b]: runner a finished ahead of runner b. Return the line to print: the only possible
// finishing order (runner numbers separated by spaces), "CONTRADICTION", or "AMBIGUOUS p".
function raceResult(n, facts) {
  return '';
}

const tokens = data.trim().split(/\s+/).map(Number);
const [n, m] = tokens;
const facts = [];
for (let i = 0; i < m; i++) facts.push([tokens[2 + 2 * i], tokens[3 + 2 * i]]);
console.log(raceResult(n, facts));
