const data = require('fs').readFileSync(0, 'utf8');

// guesses[j] is the j-th combination tried (a string of length digits, each 0 to digits - 1) and clicks[j]
// the clicks it gave. Return how many combinations would have given exactly those clicks for every try.
function possibleCombinations(length, digits, guesses, clicks) {
  return 0;
}

const tokens = data.trim().split(/\s+/);
const [length, digits, g] = tokens.slice(0, 3).map(Number);
const guesses = [];
const clicks = [];
for (let j = 0; j < g; j++) {
  guesses.push(tokens[3 + 2 * j]);
  clicks.push(Number(tokens[4 + 2 * j]));
}
console.log(String(possibleCombinations(length, digits, guesses, clicks)));
