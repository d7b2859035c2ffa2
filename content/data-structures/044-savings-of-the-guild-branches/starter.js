// Members are 1..n; savings[x] is x's savings and parents[x] x's mentor (index 0 unused, parents[1] = 0).
// events[i] is ['S', x, v]: x's savings become v, or ['?', x]: the total savings of x's branch.
// Return an array with one number per '?' event, in order.
function branchTotals(n, savings, parents, events) {
  return events.filter((event) => event[0] === '?').map(() => 0);
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const q = Number(tokens[1]);
const savings = [0];
for (let x = 1; x <= n; x++) savings.push(Number(tokens[1 + x]));
const parents = [0, 0];
for (let x = 2; x <= n; x++) parents.push(Number(tokens[n + x]));
const events = [];
let i = 1 + 2 * n;
for (let e = 0; e < q; e++) {
  if (tokens[i] === 'S') {
    events.push(['S', Number(tokens[i + 1]), Number(tokens[i + 2])]);
    i += 3;
  } else {
    events.push(['?', Number(tokens[i + 1])]);
    i += 2;
  }
}
console.log(branchTotals(n, savings, parents, events).join('\n'));
