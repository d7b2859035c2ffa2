// Dancers 1..n start in order, 1 at the front. events[i] is ['M', x, y], ['L', x] or ['?', x].
// Return an array with one number per '?' event, in order: the dancer directly behind x, or 0 if x is last.
function followTheLine(n, events) {
  return events.filter((event) => event[0] === '?').map(() => 0);
}

const tokens = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const m = Number(tokens[1]);
const events = [];
let i = 2;
for (let e = 0; e < m; e++) {
  if (tokens[i] === 'M') {
    events.push(['M', Number(tokens[i + 1]), Number(tokens[i + 2])]);
    i += 3;
  } else {
    events.push([tokens[i], Number(tokens[i + 1])]);
    i += 2;
  }
}
console.log(followTheLine(n, events).join('\n'));
