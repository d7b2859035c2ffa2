const data = require('fs').readFileSync(0, 'utf8');

// rows[r][c] is '#' for a glowing tile and '.' for a dark one.
// Return the fewest steps that make every tile glow, or -1 when no set of steps does.
function fewestSteps(rows) {
  return 0;
}

const tokens = data.trim().split(/\s+/);
const height = Number(tokens[0]);
console.log(String(fewestSteps(tokens.slice(2, 2 + height))));
