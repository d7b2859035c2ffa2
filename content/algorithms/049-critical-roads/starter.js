function criticalRoads(n, roads) {
  // Return the numbers (1-based, increasing) of the critical roads.
  // roads[i - 1] is the pair [u, v] of villages joined by road i; villages are numbered 1..n.
  return [];
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const roads = [];
for (let i = 0; i < m; i++) roads.push([data[2 + 2 * i], data[3 + 2 * i]]);
const critical = criticalRoads(n, roads);
const lines = [String(critical.length)];
if (critical.length > 0) lines.push(critical.join(' '));
console.log(lines.join('\n'));
