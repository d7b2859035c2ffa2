const data = require('fs').readFileSync(0, 'utf8');

// Return the families as an array of arrays of words: families ordered by their first word's
// position, words inside a family in input order.
function anagramFamilies(words) {
  // Anagrams share the same letters in sorted order: that key finds the family in a hash map.
  // A Map keeps its keys in insertion order, which is the order of each family's first word.
  const families = new Map();
  for (const word of words) {
    const key = word.split('').sort().join('');
    const family = families.get(key);
    if (family === undefined) families.set(key, [word]);
    else family.push(word);
  }
  return [...families.values()];
}

const tokens = data.split(/\s+/).filter((token) => token.length > 0);
const n = Number(tokens[0]);
const families = anagramFamilies(tokens.slice(1, 1 + n));
const lines = [String(families.length), ...families.map((family) => family.join(' '))];
console.log(lines.join('\n'));
