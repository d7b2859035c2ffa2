function planCourses(n, rules) {
  // Return the lexicographically smallest order (an array) of courses 1..n that respects
  // every rule [a, b] meaning "a before b", or null when no order exists.
  return null;
}

const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const rules = [];
for (let i = 0; i < m; i++) rules.push([data[2 + 2 * i], data[3 + 2 * i]]);
const order = planCourses(n, rules);
console.log(order === null ? 'IMPOSSIBLE' : order.join(' '));
