function canSplit(n, rivalries) {
  // Return true when players 1..n can be split into two teams
  // with every rivalry [a, b] between the teams.
  return false;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const rivalries = [];
for (let i = 0; i < m; i++) rivalries.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(canSplit(n, rivalries) ? 'YES' : 'NO');
