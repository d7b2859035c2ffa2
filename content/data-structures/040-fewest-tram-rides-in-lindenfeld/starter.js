const data = require('fs').readFileSync(0, 'utf8');

// lines is an array of tram lines, each an array of stop names. Return the fewest rides from stop
// start to stop goal: 0 when they are the same stop, -1 when goal cannot be reached.
function fewestRides(lines, start, goal) {
  return 0;
}

const tokens = data.split(/\s+/).filter((token) => token.length > 0);
const m = Number(tokens[0]);
let pos = 1;
const lines = [];
for (let j = 0; j < m; j++) {
  const k = Number(tokens[pos]);
  lines.push(tokens.slice(pos + 1, pos + 1 + k));
  pos += 1 + k;
}
console.log(String(fewestRides(lines, tokens[pos], tokens[pos + 1])));
