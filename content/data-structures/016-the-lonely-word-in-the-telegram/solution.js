const data = require('fs').readFileSync(0, 'utf8');

// Return the first word of the array that appears exactly once in it, or "NONE" if there is none.
function keyWord(words) {
  // One pass counts every word in a hash map, a second finds the first word counted once.
  const count = new Map();
  for (const word of words) count.set(word, (count.get(word) || 0) + 1);
  for (const word of words) if (count.get(word) === 1) return word;
  return 'NONE';
}

const tokens = data.split(/\s+/).filter((token) => token.length > 0);
const n = Number(tokens[0]);
console.log(keyWord(tokens.slice(1, 1 + n)));
