const data = require('fs').readFileSync(0, 'utf8');

// Return the first word of the array that appears exactly once in it, or "NONE" if there is none.
function keyWord(words) {
  return 'NONE';
}

const tokens = data.split(/\s+/).filter((token) => token.length > 0);
const n = Number(tokens[0]);
console.log(keyWord(tokens.slice(1, 1 + n)));
