const data = require('fs').readFileSync(0, 'utf8');

// Return how many of the 2^n settings of switches a, b, c, ... make the formula true.
function openingSettings(n, formula) {
  return 0;
}

const tokens = data.trim().split(/\s+/);
console.log(String(openingSettings(Number(tokens[0]), tokens[1])));
