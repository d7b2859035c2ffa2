const data = require('fs').readFileSync(0, 'utf8');

// Return the fewest total minutes after which every hiker (crossing times in times) is on the far side.
function fewestMinutes(times) {
  return 0;
}

const tokens = data.trim().split(/\s+/);
const n = Number(tokens[0]);
const times = tokens.slice(1, 1 + n).map(Number);
console.log(String(fewestMinutes(times)));
