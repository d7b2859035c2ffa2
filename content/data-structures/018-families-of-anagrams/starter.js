const data = require('fs').readFileSync(0, 'utf8');

// Return the families as an array of arrays of words: families ordered by their first word's
// position, words inside a family in input order.
function anagramFamilies(words) {
  return words.map((word) => [word]);
}

const tokens = data.split(/\s+/).filter((token) => token.length > 0);
const n = Number(tokens[0]);
const families = anagramFamilies(tokens.slice(1, 1 + n));
const lines = [String(families.length), ...families.map((family) => family.join(' '))];
console.log(lines.join('\n'));
